"""The keyring's thread (``ui/serial_thread.py``): jobs run in the order given, one at a time, off
the caller's thread; a failure reaches its caller; an idle thread ends and the next job starts
another."""

from __future__ import annotations

import threading

import pytest

from storeadmin_gui.ui import serial_thread
from storeadmin_gui.ui.serial_thread import SerialThread
from tests.support.waits import sized_seconds

LONG_WAIT = sized_seconds(10.0)


def test_jobs_run_in_the_order_given_off_the_callers_thread() -> None:
    worker = SerialThread("ordered")
    gate = threading.Event()
    done: list[tuple[int, str]] = []

    def job(number: int) -> None:
        if number == 0:
            gate.wait(LONG_WAIT)  # the first job is slow: the later ones queue behind it
        done.append((number, threading.current_thread().name))

    for number in range(5):
        worker.submit(lambda number=number: job(number))  # type: ignore[misc]
    assert done == []  # the caller went on
    gate.set()
    assert worker.run(lambda: list(done)) == [(n, "ordered") for n in range(5)]  # after them


def test_a_failing_job_raises_to_its_caller_and_the_next_job_still_runs() -> None:
    worker = SerialThread("failing")

    def fails() -> None:
        raise KeyError("locked")

    failed = worker.submit(fails)
    assert worker.run(lambda: "next") == "next"
    assert isinstance(failed.exception(timeout=LONG_WAIT), KeyError)
    with pytest.raises(KeyError):
        worker.run(fails)


def test_an_idle_thread_ends_and_the_next_job_starts_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(serial_thread, "IDLE_SECONDS", 0.05)
    worker = SerialThread("idle")
    first = worker.run(threading.current_thread)
    first.join(LONG_WAIT)
    assert not first.is_alive()
    second = worker.run(threading.current_thread)
    assert second is not first and second.name == "idle"
