"""Work done aside in a forked child (``storeadmin_gui/aside.py``), each case in a fresh
interpreter: the test process itself runs threads, where forking is refused."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.fresh_process import python_output

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")

PREAMBLE = """
import logging, os, sys, threading
from pathlib import Path
from storeadmin_gui.aside import run_aside
logging.basicConfig(stream=sys.stderr, format="log: %(message)s")
"""


def run_script(script: str) -> subprocess.CompletedProcess[str]:
    """Its output and its log (standard error), the script having succeeded."""
    finished = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 0, finished.stderr
    return finished


def test_work_done_aside_is_there_when_waited_for(tmp_path: Path) -> None:
    """The child's work is done in another process (its own pid), and done once ``wait`` says so."""
    script = (
        PREAMBLE
        + f"""
target = Path({str(tmp_path / "made")!r})
aside = run_aside(lambda: target.write_text(str(os.getpid())), "writing a file")
print("started", aside is not None)
print("done", aside.wait())
print("by another process", int(target.read_text()) != os.getpid())
"""
    )
    assert python_output(script).splitlines() == [
        "started True",
        "done True",
        "by another process True",
    ]


def test_work_that_fails_aside_says_so_and_the_caller_goes_on(tmp_path: Path) -> None:
    """A failure in the child is logged with what failed, ``wait`` answers False, and the
    parent is unharmed: it does the work itself."""
    script = (
        PREAMBLE
        + """
def fail():
    raise RuntimeError("the disk is full")
aside = run_aside(fail, "seeding the store")
print("done", aside.wait())
print("parent goes on")
"""
    )
    finished = run_script(script)
    assert finished.stdout.splitlines() == ["done False", "parent goes on"]
    assert "seeding the store failed aside" in finished.stderr
    assert "RuntimeError: the disk is full" in finished.stderr  # the child's log, on stderr
    assert "seeding the store was not done aside (exit code 1)" in finished.stderr


def test_a_process_running_threads_does_not_fork(tmp_path: Path) -> None:
    """A thread might hold a lock at the fork, held for ever in the child: with one running,
    nothing is started and the caller is told to do the work itself."""
    script = (
        PREAMBLE
        + f"""
release = threading.Event()
other = threading.Thread(target=release.wait)
other.start()
target = Path({str(tmp_path / "made")!r})
print("started", run_aside(lambda: target.write_text("x"), "writing a file") is not None)
release.set()
other.join()
print("written", target.exists())
"""
    )
    assert python_output(script).splitlines() == ["started False", "written False"]


def test_the_child_neither_repeats_nor_adds_to_the_parents_output() -> None:
    """What the parent wrote but had not flushed at the fork is written once, by the parent; the
    child's prints reach nobody: a parent speaking to its own parent in lines on standard output
    (the demo store to the app) sends exactly its own lines."""
    script = (
        PREAMBLE
        + """
sys.stdout.write("the parent's line\\n")  # buffered, not flushed: the pipe is not a terminal
aside = run_aside(lambda: print("the child's line", flush=True), "printing")
aside.wait()
"""
    )
    assert python_output(script).splitlines() == ["the parent's line"]


def test_a_child_killed_aside_is_reported_as_not_done(tmp_path: Path) -> None:
    """A child ended by a signal (out of memory, killed) counts as not done, never as done."""
    script = (
        PREAMBLE
        + """
import signal
aside = run_aside(lambda: os.kill(os.getpid(), signal.SIGKILL), "seeding the store")
print("done", aside.wait())
"""
    )
    finished = run_script(script)
    assert finished.stdout.splitlines() == ["done False"]
    assert "seeding the store was not done aside (exit code -9)" in finished.stderr
