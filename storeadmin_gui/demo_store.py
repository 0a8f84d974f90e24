"""Demo mode's store: the embedded reference backend on a demo database, served over loopback.

The app imports the backend (FastAPI, SQLAlchemy) only here, and only when demo mode asks for it.
The demo store's account is its own: when it cannot sign in (disabled, deleted or given another
password in an earlier session), :meth:`DemoStore.restore_account` puts it back as published.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from storeadmin_gui.ui.profiles import Profile

__all__ = ["DEMO_DATABASE", "DemoStore"]

log = logging.getLogger(__name__)

DEMO_DATABASE = "demo-store.sqlite3"


class DemoStore:
    """The embedded reference backend on a demo database, served over loopback from a thread.

    A thread keeps the backend's work off the Qt event loop, so the window never stalls on it.
    """

    def __init__(self, folder: Path, *, fresh: bool = False) -> None:
        self.database = folder / DEMO_DATABASE
        self._fresh = fresh
        self._starting: concurrent.futures.Future[Any] | None = None

    def begin(self) -> None:
        """Start in the background now, without waiting (``main()`` calls it before importing Qt,
        so the backend's imports and start-up overlap the window's)."""
        if self._starting is None:
            self._starting = concurrent.futures.Future()
            threading.Thread(target=self._run_start, name="demo-store-start", daemon=True).start()

    def _run_start(self) -> None:
        assert self._starting is not None
        try:
            self._starting.set_result(self._start_in_thread())
        except BaseException as error:  # handed to whoever awaits start()
            self._starting.set_exception(error)

    async def start(self) -> str:
        """Start once (seeding the database on first run); return the server's base URL."""
        self.begin()
        assert self._starting is not None
        try:
            server = await asyncio.wrap_future(self._starting)
        except Exception:
            self._starting = None  # let a later attempt try again
            raise
        return str(server.url)

    def _start_in_thread(self) -> Any:
        from storeadmin_gui.backend.server import EmbeddedServer
        from storeadmin_gui.backend.settings import Settings

        self.database.parent.mkdir(parents=True, exist_ok=True)
        if self._fresh:
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(f"{self.database}{suffix}").unlink(missing_ok=True)
            self._fresh = False
        started = time.perf_counter()
        # A cheap argon2id cost for the demo store's passwords: they are published (docs/api.md
        # section 2), so a slow hash protects nothing there, while verifying one at the default cost
        # would hold every demo start's sign-in up (docs/benchmarks.md). argon2 reads the cost from
        # each stored hash, so a demo database seeded before still signs in (at its old cost);
        # stores run by storeadmin-server keep the strong defaults.
        settings = Settings(
            database_url=f"sqlite:///{self.database}",
            demo=True,
            argon2_time_cost=1,
            argon2_memory_cost_kib=8192,
            argon2_parallelism=1,
        )
        server = EmbeddedServer(settings, host="127.0.0.1", port=0)
        server.start()
        log.info(
            "demo store on %s (%s) ready in %.0f ms",
            server.url,
            self.database,
            (time.perf_counter() - started) * 1000,
        )
        return server

    async def restore_account(self) -> None:
        """Make the demo account sign in again: enabled, with its published password and admin
        access (made anew if it was deleted), and the demo client present. Its other data stay."""
        if self._starting is None:
            return
        server = await asyncio.wrap_future(self._starting)
        await asyncio.to_thread(_restore_demo_account, server.app)
        log.warning("the demo account could not sign in; it was restored")

    async def warm_up(self) -> None:
        """Let the demo store warm its lists on its own thread (backend/warmup.py)."""
        if self._starting is None:
            return
        server = await asyncio.wrap_future(self._starting)
        await asyncio.wrap_future(server.warm_up())

    async def stop(self) -> None:
        starting, self._starting = self._starting, None
        if starting is None:
            return
        with contextlib.suppress(Exception):
            server = await asyncio.wrap_future(starting)
            await asyncio.to_thread(server.stop)

    def profile(self, server_url: str) -> Profile:
        from storeadmin_gui.backend.seed import (
            DEMO_ADMIN_EMAIL,
            DEMO_ADMIN_PASSWORD,
            DEMO_CLIENT_ID,
            DEMO_CLIENT_SECRET,
        )
        from storeadmin_gui.ui.profiles import Profile, Secrets

        return Profile(
            name="Demo store",
            server_url=server_url,
            client_id=DEMO_CLIENT_ID,
            username=DEMO_ADMIN_EMAIL,
            secrets=Secrets(client_secret=DEMO_CLIENT_SECRET, password=DEMO_ADMIN_PASSWORD),
        )


def _restore_demo_account(app: Any) -> None:
    """On the demo store's database, through the functions its seed and command line use."""
    from sqlalchemy import select

    from storeadmin_gui.backend.accounts_admin import oauth_client, save_admin
    from storeadmin_gui.backend.models.accounts import OAuthClient
    from storeadmin_gui.backend.seed import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )

    with app.state.sessionmaker() as session:
        save_admin(session, app.state.password_work.hasher, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)
        client = session.scalars(
            select(OAuthClient).where(OAuthClient.client_id == DEMO_CLIENT_ID)
        ).first()
        if client is None:
            session.add(oauth_client(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET))
        session.commit()
