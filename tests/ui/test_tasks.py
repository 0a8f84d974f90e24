"""spawn(): slot coroutines are kept alive, report errors through one channel, die with owners."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import shiboken6
from PySide6.QtCore import QObject

from storeadmin_gui.api import StoreClient, TokenAuth, errors
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.tasks import spawn
from tests.ui.conftest import ReportedErrors


async def _answer_after(event: asyncio.Event, value: int) -> int:
    await event.wait()
    return value


def test_spawned_task_is_kept_until_it_ends_and_gives_its_result(run: Any) -> None:
    release = asyncio.Event()
    task = spawn(_answer_after(release, 42))

    assert task in tasks.running_tasks()
    release.set()
    assert run(task) == 42
    assert task not in tasks.running_tasks()


def test_an_exception_goes_out_through_the_one_reporter(
    run: Any, reported_errors: ReportedErrors
) -> None:
    async def fail() -> None:
        raise LookupError("the page is gone")

    task = spawn(fail())
    run(asyncio.wait([task]))

    assert [type(error) for error in reported_errors] == [LookupError]
    assert str(reported_errors[0]) == "the page is gone"


def test_cancelling_is_not_reported_as_an_error(run: Any, reported_errors: ReportedErrors) -> None:
    task = spawn(asyncio.Event().wait())
    task.cancel()
    run(asyncio.wait([task]))

    assert task.cancelled()
    assert reported_errors == []


def test_work_whose_owner_went_mid_step_ends_quietly_and_other_errors_still_show(
    run: Any, reported_errors: ReportedErrors
) -> None:
    """A view deleted while its work is in a step (no await left for the cancellation to land):
    touching the view raises, and nobody is left to tell. The same error from work whose owner
    lives is still a fault to show."""
    gone, alive = QObject(), QObject()

    async def outlives(owner: QObject) -> None:
        await asyncio.sleep(0)
        if owner is gone:
            shiboken6.delete(owner)  # as a page deleted meanwhile
        raise RuntimeError("Internal C++ object already deleted.")

    run(asyncio.wait([spawn(outlives(gone), owner=gone), spawn(outlives(alive), owner=alive)]))

    assert [str(error) for error in reported_errors] == ["Internal C++ object already deleted."]


def test_work_for_a_closed_connection_ends_quietly(
    run: Any, reported_errors: ReportedErrors, backend_app: Any
) -> None:
    """Signing out while a page still fetches: the late request is not an error to show."""
    client = StoreClient(
        "http://testserver", auth=TokenAuth("token"), transport=httpx.ASGITransport(app=backend_app)
    )
    run(client.aclose())
    task = spawn(client.orders.list())
    run(asyncio.wait([task]))

    assert isinstance(task.exception(), errors.ClientClosed)
    assert reported_errors == []


def test_destroying_the_owner_cancels_its_tasks(run: Any) -> None:
    owner = QObject()
    other_owner = QObject()
    release = asyncio.Event()
    owned = spawn(_answer_after(release, 1), owner=owner)
    survivor = spawn(_answer_after(release, 2), owner=other_owner)

    owner.deleteLater()
    run(asyncio.wait([owned]))

    assert owned.cancelled()
    assert not survivor.done()
    release.set()
    assert run(survivor) == 2


def test_a_broken_reporter_does_not_break_the_loop(run: Any, caplog: Any) -> None:
    def broken(_error: BaseException) -> None:
        raise RuntimeError("reporter is broken")

    previous = tasks.set_exception_reporter(broken)
    try:

        async def fail() -> None:
            raise ValueError("boom")

        task = spawn(fail())
        run(asyncio.wait([task]))
    finally:
        tasks.set_exception_reporter(previous)

    assert "reporter failed" in caplog.text
    release = asyncio.Event()
    release.set()
    assert run(_answer_after(release, 7)) == 7
