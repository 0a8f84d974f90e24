"""Password hashing threads: a sign-in whose turn never comes is told the server is busy, and one
whose hash has begun is answered however long the hash takes (never refused half-way)."""

from __future__ import annotations

import asyncio
import threading

import pytest
from argon2 import PasswordHasher

from storeadmin_gui.backend.errors import ApiError
from storeadmin_gui.backend.passwords import PasswordWork


@pytest.mark.anyio
async def test_only_work_that_never_started_is_refused_busy() -> None:
    work = PasswordWork(PasswordHasher(), threads=1, wait_seconds=0.2)
    release = threading.Event()
    try:
        first = asyncio.ensure_future(work.run(lambda: release.wait(10) and "hashed"))
        second = asyncio.ensure_future(work.run(lambda: "never run"))
        with pytest.raises(ApiError) as refused:
            await second  # queued behind the first for longer than 0.2 s
        assert refused.value.status == 503
        assert not first.done()  # running for longer than the wait, and not refused for it
        release.set()
        assert await first == "hashed"
    finally:
        release.set()
        work.close()
