"""Demo mode's store: the reference backend on a demo database, in a process of its own.

``app.main()`` starts that process (``storeadmin --serve-demo-store``, see ``demo_server.py``;
started by ``demo_process.launch``) as soon as it knows demo mode is wanted, before the GUI imports
Qt, so the store's imports and start run on the other core while the window is built, and the
pages it renders later never take the GUI interpreter's lock. The app talks to it over loopback
HTTP like to any server; ``DemoStore`` only waits for it, asks it to warm its lists or repair the
demo account, and stops it.

The store is not ready for a good while (its imports), and the window would only wait for it. So,
where a child process can inherit a socket, the app binds the store's listening socket itself and
hands it over (``address`` is known at once), and the store's first message, sent before its
imports, carries a session it opened for the demo account (``hand_over_session``): the app builds
its client and sends its first request during the wait, with no token request at all; the
request waits in the socket's backlog until the store serves. ``alongside`` runs such work while
the store starts, and raises the store's own failure if it does not.

The demo store's account is its own: when it cannot sign in (disabled, deleted or given another
password in an earlier session), :meth:`DemoStore.restore_account` puts it back as published.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from storeadmin_gui.demo_process import DEMO_DATABASE, DemoStoreFailed, Launch, StoreProcess, launch

if TYPE_CHECKING:
    from storeadmin_gui.api import Credentials
    from storeadmin_gui.ui.shell.profiles import Profile

__all__ = ["DEMO_DATABASE", "DemoStore", "DemoStoreFailed"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class DemoStore:
    """The demo store's process, started once and spoken to through its standard streams."""

    def __init__(
        self, folder: Path, *, fresh: bool = False, launched: Launch | None = None
    ) -> None:
        """``launched``: its process, if ``app.main()`` started it already (``launch``)."""
        self.database = folder / DEMO_DATABASE
        self._fresh = fresh and launched is None  # a later start keeps what that one made
        self._process: StoreProcess | None = None
        self._address: str | None = None
        self._seeds = fresh
        self._session_for: Profile | None = None
        if launched is not None:
            self._adopt(launched)

    @property
    def pid(self) -> int | None:
        """The store's process id while it runs (for diagnostics and the benchmarks)."""
        return None if self._process is None else self._process.pid

    @property
    def address(self) -> str | None:
        """The store's base URL as soon as its process is started, where the app bound its socket
        (``demo_process.listening_socket``); else None until it is ready (``start()`` says it)."""
        return self._address

    @property
    def seeds(self) -> bool:
        """True when this start makes a new demo store (its first, or ``--fresh``): seeding takes
        longer than a request should wait, so the app waits for ``start()`` before asking."""
        return self._seeds

    def begin(self) -> None:
        """Start the process now, without waiting for it, unless it runs already."""
        if self._process is None:
            self._adopt(launch(self.database.parent, fresh=self._fresh))
            self._fresh = False  # a later start (after a failure) keeps what this one made

    def _adopt(self, launched: Launch) -> None:
        self._process = launched.process
        self._address = launched.address
        self._seeds = launched.seeds

    async def start(self) -> str:
        """Start once (seeding the database on first run); return the server's base URL."""
        self.begin()
        process = self._process
        assert process is not None
        try:
            ready = await asyncio.wrap_future(process.ready)
        except Exception:
            if self._process is process:
                self._process = None  # let a later attempt try again
                self._address = None
            await asyncio.to_thread(process.stop)
            raise
        self._address = str(ready["ready"])
        return self._address

    async def alongside(self, work: Awaitable[T]) -> T:
        """Run ``work`` (requests to the store) while the store starts; when both are done, its
        result. If the store fails to start first, ``work`` is cancelled and the store's own
        failure raised (what it said beats a refused connection); else ``work``'s error."""
        task = asyncio.ensure_future(work)
        starting = asyncio.ensure_future(self.start())
        try:
            await asyncio.wait((task, starting), return_when=asyncio.FIRST_COMPLETED)
            if not (starting.done() and starting.exception() is not None):
                await asyncio.wait((task, starting))
        finally:
            for unfinished in (task, starting):
                unfinished.cancel()  # nothing happens to one that is done
            await asyncio.gather(task, starting, return_exceptions=True)
        failure = starting.exception()
        if failure is not None:
            raise failure
        return task.result()

    async def restore_account(self) -> None:
        """Make the demo account sign in again: enabled, with its published password and admin
        access (made anew if it was deleted), and the demo client present. Its other data stay."""
        await self._ask("restore-account")
        log.warning("the demo account could not sign in; it was restored")

    async def warm_up(self) -> None:
        """Let the demo store warm its lists (backend/warmup.py)."""
        await self._ask("warm-up")

    async def _ask(self, command: str) -> dict[str, Any]:
        process = self._process
        if process is None:
            raise DemoStoreFailed("the demo store is not running")
        await asyncio.wrap_future(process.ready)
        return await asyncio.wrap_future(process.ask(command))

    async def stop(self) -> None:
        process, self._process = self._process, None
        self._address = None
        if process is not None:
            await asyncio.to_thread(process.stop)

    async def profile(self, server_url: str, *, with_session: bool = True) -> Profile:
        """The demo account, as the demo store reported it (at once, before its imports), for
        the store at ``server_url``. ``with_session``: the first client built for this profile
        signs in with the session the store opened (``hand_over_session``)."""
        from storeadmin_gui.api import ServerIdentity, ServerKind
        from storeadmin_gui.ui.shell.profiles import Profile, Secrets

        process = self._process
        if process is None:
            raise DemoStoreFailed("the demo store has not started")
        try:
            introduction = await asyncio.wrap_future(process.introduced)
        except DemoStoreFailed:
            await self.start()  # what the store said, and a later attempt starts it anew
            raise
        account = introduction["account"]
        profile = Profile(
            name="Demo store",
            server_url=server_url,
            client_id=account["client_id"],
            username=account["username"],
            secrets=Secrets(client_secret=account["client_secret"], password=account["password"]),
            demo=True,
            server=ServerIdentity(ServerKind.REFERENCE),  # the app's own server: not asked
        )
        self._session_for = profile if with_session else None
        return profile

    def hand_over_session(self, profile: Profile, auth: Credentials) -> Credentials:
        """``auth`` with the session the store opened for the demo account, the first time a
        client is built for the profile ``profile()`` made; else ``auth`` itself. The session
        goes to one client only: its refresh token works once."""
        from storeadmin_gui.api import IssuedTokens, PasswordAuth

        process = self._process
        if process is None or profile is not self._session_for:
            return auth
        if not isinstance(auth, PasswordAuth):
            return auth
        self._session_for = None
        issued = process.introduced.result()["session"]
        tokens = IssuedTokens(
            access_token=issued["access_token"],
            refresh_token=issued["refresh_token"],
            expires_in=float(issued["expires_in"]),
        )
        return dataclasses.replace(auth, issued=tokens)
