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


FORK_PREAMBLE = """
import os, subprocess, sys, threading
from storeadmin_gui.aside import fork_process
"""


def test_a_forked_process_speaks_through_its_standard_streams_and_ends_with_its_code() -> None:
    """What the child reads from its input is what the parent wrote; what it prints and logs
    reaches the parent on its output and error; its return value is its exit code; it runs in a
    session of its own (a terminal's Ctrl+C reaches the parent alone)."""
    script = (
        FORK_PREAMBLE
        + """
def echo():
    for line in sys.stdin:
        print("heard", line.strip(), flush=True)
    print("in its own session", os.getsid(0) == os.getpid(), flush=True)
    print("a warning", file=sys.stderr)
    return 7
child = fork_process(echo)
print("forked", child is not None, child.pid != os.getpid())
child.stdin.write("hello\\n")
child.stdin.close()
print(child.stdout.read().strip())
print(child.stderr.read().strip())
print("exit code", child.wait(timeout=60), child.returncode)
"""
    )
    assert python_output(script).splitlines() == [
        "forked True True",
        "heard hello",
        "in its own session True",
        "a warning",
        "exit code 7 7",
    ]


def test_a_forked_process_that_fails_prints_why_and_ends_with_one() -> None:
    script = (
        FORK_PREAMBLE
        + """
def fail():
    raise RuntimeError("no such folder")
child = fork_process(fail)
child.stdin.close()
print("output", repr(child.stdout.read()))
print("traceback", "RuntimeError: no such folder" in child.stderr.read())
print("exit code", child.wait(timeout=60))
"""
    )
    assert python_output(script).splitlines() == [
        "output ''",
        "traceback True",
        "exit code 1",
    ]


def test_a_forked_process_can_be_waited_for_in_time_and_killed() -> None:
    """A child that does not end within the wait is reported so (as ``subprocess`` does), and
    killing it ends it."""
    script = (
        FORK_PREAMBLE
        + """
def hang():
    sys.stdin.read()  # never closed by the parent: waits for ever
    return 0
child = fork_process(hang)
try:
    child.wait(timeout=0.2)
except subprocess.TimeoutExpired:
    print("still running")
child.kill()
print("exit code", child.wait(timeout=60))
child.kill()  # once it has ended, a no-op
"""
    )
    assert python_output(script).splitlines() == ["still running", "exit code -9"]


def test_the_forked_process_neither_repeats_the_parents_output_nor_forks_beside_threads() -> None:
    """What the parent wrote but had not flushed is written once, to the parent's own output, not
    into the child's pipe; a process running another thread forks nothing (None: the caller
    starts a program instead)."""
    script = (
        FORK_PREAMBLE
        + """
sys.stdout.write("the parent's line\\n")  # buffered, not flushed: the pipe is not a terminal
child = fork_process(lambda: 0)
child.stdin.close()
child_output = child.stdout.read()
child.wait(timeout=60)
release = threading.Event()
other = threading.Thread(target=release.wait)
other.start()
beside_a_thread = fork_process(lambda: 0)
release.set()
other.join()
print("the child's output", repr(child_output))
print("beside a thread", beside_a_thread)
"""
    )
    assert python_output(script).splitlines() == [
        "the parent's line",
        "the child's output ''",
        "beside a thread None",
    ]


def test_a_process_without_a_standard_stream_forks_nothing() -> None:
    """The pipes could take the closed stream's number and be overwritten in the child: the
    caller starts a program instead."""
    script = FORK_PREAMBLE + "os.close(0)\nprint('forked', fork_process(lambda: 0))\n"
    assert python_output(script).splitlines() == ["forked None"]
