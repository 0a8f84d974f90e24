"""The demo store's process as the app speaks to it: commands and replies over its streams."""

from __future__ import annotations

import asyncio
from pathlib import Path

from storeadmin_gui.demo_store import DemoStore


def test_a_command_given_up_before_its_reply_leaves_the_next_answered(tmp_path: Path) -> None:
    """Quitting while the store warms its lists gives up that command's reply; the store's later
    replies must still reach the app (its reader used to die on the abandoned reply, and every
    later command waited for ever)."""

    async def scenario() -> None:
        store = DemoStore(tmp_path / "data")
        try:
            await asyncio.wait_for(store.start(), timeout=120)
            # What a cancelled ``await store.warm_up()`` does underneath: the command is sent,
            # then its reply's future is cancelled before the store has answered.
            process = store._process
            assert process is not None
            abandoned = process.ask("warm-up")
            assert abandoned.cancel()
            await asyncio.wait_for(store.warm_up(), timeout=60)
            await asyncio.wait_for(store.warm_up(), timeout=60)
        finally:
            await store.stop()

    asyncio.run(scenario())


def test_a_start_given_up_before_the_store_is_ready_stops_cleanly(tmp_path: Path) -> None:
    """Quitting while the store still starts gives up the wait for its readiness; the store's
    later "ready" and its end must not kill the thread that reads its replies (an unhandled
    exception in a thread fails this test)."""

    async def scenario() -> None:
        store = DemoStore(tmp_path / "data")
        store.begin()
        process = store._process
        assert process is not None
        assert process.ready.cancel()  # what a cancelled ``await store.start()`` does
        await store.stop()

    asyncio.run(scenario())
