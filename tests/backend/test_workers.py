"""The database workers end cleanly: work still running when the server stops is cancelled (never
left as a task that never ran), and a request that arrives after that is told to come back."""

from __future__ import annotations

import asyncio
import threading

import pytest

from storeadmin_gui.backend.errors import ApiError
from storeadmin_gui.backend.workers import Workers


async def long_request_running(workers: Workers) -> asyncio.Future[str]:
    """A request of half a minute, once it runs on a worker."""
    started = asyncio.Event()
    loop = asyncio.get_running_loop()

    async def long_request() -> str:
        loop.call_soon_threadsafe(started.set)
        await asyncio.sleep(30)
        return "finished"

    running = asyncio.ensure_future(workers.run(long_request))
    await started.wait()
    return running


async def short_request() -> str:
    return "finished"


@pytest.mark.anyio
async def test_work_running_at_shutdown_is_cancelled_and_later_work_is_refused() -> None:
    workers = Workers(count=1, wait_seconds=1.0)
    running = await long_request_running(workers)
    await asyncio.to_thread(workers.close)  # what the app's lifespan does at shutdown
    with pytest.raises(asyncio.CancelledError):
        await running
    with pytest.raises(ApiError) as refused:
        await workers.run(short_request)
    assert refused.value.status == 503


@pytest.mark.anyio
async def test_a_request_answers_from_a_worker_thread() -> None:
    workers = Workers(count=2, wait_seconds=1.0)
    try:
        names = await asyncio.gather(
            *(workers.call(lambda: threading.current_thread().name) for _ in range(4))
        )
    finally:
        workers.close()
    assert set(names) <= {"storeadmin-db-0", "storeadmin-db-1"}


@pytest.mark.anyio
async def test_a_request_waiting_for_a_worker_at_shutdown_is_told_to_come_back() -> None:
    """Stopping frees the busy worker, and the request that waited for one gets it: it is told
    to come back (503), not handed a worker whose loop is already closed."""
    workers = Workers(count=1, wait_seconds=5.0)
    running = await long_request_running(workers)
    waiting = asyncio.ensure_future(workers.run(short_request))
    await asyncio.sleep(0)  # it now waits for the one worker
    await asyncio.to_thread(workers.close)
    with pytest.raises(asyncio.CancelledError):
        await running
    with pytest.raises(ApiError) as refused:
        await waiting
    assert refused.value.status == 503
