"""Demo mode's store: the reference backend on a demo database, in a process of its own.

``DemoStore`` starts that process (``storeadmin --serve-demo-store``, see ``demo_server.py``) as
soon as ``main()`` knows demo mode is wanted, before the GUI imports Qt, so the store's imports and
start run on the other core while the window is built, and the pages it renders later never take
the GUI interpreter's lock. The app talks to it over loopback HTTP like to any server; this module
only starts it, asks it to warm its lists or repair the demo account, and stops it.

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
import collections
import concurrent.futures
import contextlib
import dataclasses
import json
import logging
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

from storeadmin_gui import APP_ID
from storeadmin_gui.demo_server import DEMO_DATABASE, STOP

if TYPE_CHECKING:
    from storeadmin_gui.api import Credentials
    from storeadmin_gui.ui.profiles import Profile

__all__ = ["DEMO_DATABASE", "DemoStore", "DemoStoreFailed", "data_folder", "serve_command"]

T = TypeVar("T")

log = logging.getLogger(__name__)

STOP_TIMEOUT_SECONDS = 15.0
SERVE_OPTION = "--serve-demo-store"
LISTEN_FD_OPTION = "--listen-fd"
# Connections that may wait for the store to serve; the system may allow fewer.
LISTEN_BACKLOG = 2048


class DemoStoreFailed(RuntimeError):
    """The demo store could not start, or stopped answering; the message says why."""


def data_folder(given: Path | None) -> Path:
    """The demo store's folder: ``given`` (``--data-dir``), else the user's data folder."""
    if given is not None:
        return Path(given)
    from platformdirs import user_data_path

    return user_data_path(APP_ID, appauthor=False)


def serve_command(folder: Path, *, fresh: bool, listen_fd: int | None = None) -> list[str]:
    """How this very program runs the demo store: the same executable in a bundle, the same
    interpreter with the package from source or an installed copy. ``listen_fd``: the listening
    socket it inherits (``listening_socket``)."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", str(__package__)]
    handed = [] if listen_fd is None else [LISTEN_FD_OPTION, str(listen_fd)]
    options = [*(["--fresh"] if fresh else []), *handed]
    return [*program, SERVE_OPTION, "--data-dir", str(folder), *options]


def listening_socket() -> socket.socket | None:
    """A socket listening on a free loopback port, for the store's process to inherit; None where
    a child process cannot inherit one by its number (Windows), and the store binds its own."""
    if sys.platform == "win32":
        return None
    return socket.create_server(("127.0.0.1", 0), backlog=LISTEN_BACKLOG)


def address_of(listening: socket.socket) -> str:
    host, port = listening.getsockname()[:2]
    return f"http://{host}:{port}"


class DemoStore:
    """The demo store's process, started once and spoken to through its standard streams."""

    def __init__(self, folder: Path, *, fresh: bool = False) -> None:
        self.database = folder / DEMO_DATABASE
        self._fresh = fresh
        self._process: _StoreProcess | None = None
        self._address: str | None = None
        self._seeds = fresh
        self._session_for: Profile | None = None

    @property
    def pid(self) -> int | None:
        """The store's process id while it runs (for diagnostics and the benchmarks)."""
        return None if self._process is None else self._process.pid

    @property
    def address(self) -> str | None:
        """The store's base URL as soon as its process is started, where the app bound its socket
        (``listening_socket``); else None until it is ready (``start()`` says it)."""
        return self._address

    @property
    def seeds(self) -> bool:
        """True when this start makes a new demo store (its first, or ``--fresh``): seeding takes
        longer than a request should wait, so the app waits for ``start()`` before asking."""
        return self._seeds

    def begin(self) -> None:
        """Start the process now, without waiting for it (``main()`` calls it first thing)."""
        if self._process is not None:
            return
        self._seeds = self._fresh or not self.database.exists()
        listening = listening_socket()
        fd = None if listening is None else listening.fileno()
        try:
            command = serve_command(self.database.parent, fresh=self._fresh, listen_fd=fd)
            self._process = _StoreProcess(command, () if fd is None else (fd,))
        finally:
            if listening is not None:  # the store's copy is the one that serves; ours would
                self._address = address_of(listening)  # hold connections if the store died
                listening.close()
        self._fresh = False  # a later start (after a failure) keeps what this one made

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
        from storeadmin_gui.ui.profiles import Profile, Secrets

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


class _StoreProcess:
    """The child process, a thread reading its replies and one writing its log into ours.

    ``introduced`` resolves with its first message (the demo account and the session it opened);
    ``ready`` with its ``ready`` message; either fails with what it said when it could not start.
    ``ask`` sends a command and resolves with the reply (replies come in the order commands were
    sent). ``handed``: file descriptors the process inherits (the listening socket).
    """

    def __init__(self, command: list[str], handed: tuple[int, ...] = ()) -> None:
        self.introduced: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()
        self.ready: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()
        self._replies: collections.deque[concurrent.futures.Future[dict[str, Any]]] = (
            collections.deque()
        )
        self._lock = threading.Lock()
        self._stopped = False
        self._last_words: collections.deque[str] = collections.deque(maxlen=20)
        self._started = time.perf_counter()
        self._process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            pass_fds=handed,
            # Ctrl+C in a terminal reaches the app alone, which then stops the store in order.
            **_own_process_group(),
        )
        # The log first: when the process ends, the replies' reader waits for its last words.
        self._log_reader = self._thread(self._read_log, self._process.stderr, "log")
        self._reader = self._thread(self._read_replies, self._process.stdout, "replies")

    def _thread(self, target: Any, stream: IO[str] | None, name: str) -> threading.Thread:
        thread = threading.Thread(target=target, args=(stream,), name=f"demo-store-{name}")
        thread.daemon = True
        thread.start()
        return thread

    @property
    def pid(self) -> int:
        return self._process.pid

    def ask(self, command: str) -> concurrent.futures.Future[dict[str, Any]]:
        reply: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()
        with self._lock:
            if self._stopped or self._process.stdin is None:
                reply.set_exception(DemoStoreFailed("the demo store has stopped"))
                return reply
            self._replies.append(reply)
            try:
                self._process.stdin.write(command + "\n")
                self._process.stdin.flush()
            except OSError:
                self._replies.remove(reply)
                reply.set_exception(DemoStoreFailed("the demo store has stopped"))
        return reply

    def stop(self) -> None:
        """Tell it to stop, wait until it has (its socket closed, its database too)."""
        with self._lock:
            self._stopped = True
            stdin = self._process.stdin
            if stdin is not None:
                with contextlib.suppress(OSError):
                    stdin.write(STOP + "\n")
                    stdin.close()
        try:
            self._process.wait(STOP_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            log.warning("the demo store did not stop in time; ending it")
            self._process.kill()
            self._process.wait()
        self._reader.join(STOP_TIMEOUT_SECONDS)
        self._log_reader.join(STOP_TIMEOUT_SECONDS)

    def _read_replies(self, stream: IO[str]) -> None:
        with stream:
            for line in stream:
                try:
                    message = json.loads(line)
                except ValueError:
                    log.warning("the demo store said: %s", line.rstrip())
                    continue
                self._received(message)
        self._process.wait()
        self._ended()

    def _received(self, message: dict[str, Any]) -> None:
        if not self.introduced.done():
            if "account" in message:
                _settle(self.introduced, message)
                return
            _settle(self.introduced, DemoStoreFailed(str(message.get("failed", "no account"))))
        if not self.ready.done():
            if "ready" in message:
                log.info(
                    "demo store on %s ready in %.0f ms",
                    message["ready"],
                    (time.perf_counter() - self._started) * 1000,
                )
                _settle(self.ready, message)
            else:
                _settle(self.ready, DemoStoreFailed(str(message.get("failed", message))))
            return
        with self._lock:
            reply = self._replies.popleft() if self._replies else None
        if reply is None:
            log.warning("the demo store answered what nobody asked: %s", message)
        elif "error" in message:
            _settle(reply, DemoStoreFailed(str(message["error"])))
        else:
            _settle(reply, message)

    def _ended(self) -> None:
        """The process is gone: whatever still waits for it learns so."""
        self._log_reader.join(STOP_TIMEOUT_SECONDS)
        code = self._process.returncode
        why = "\n".join(self._last_words)
        failure = DemoStoreFailed(
            f"the demo store stopped (exit code {code})" + (f": {why}" if why else "")
        )
        started = self.ready.done() and not self.ready.cancelled()
        unexpected = started and self.ready.exception() is None and not self._stopped
        for waiting_to_start in (self.introduced, self.ready):
            if not waiting_to_start.done():
                _settle(waiting_to_start, failure)
        with self._lock:
            waiting, self._replies = list(self._replies), collections.deque()
        for reply in waiting:
            _settle(reply, failure)
        if unexpected:
            log.error("%s", failure)

    def _read_log(self, stream: IO[str]) -> None:
        """Its log records into ours, under their own loggers (so its warm-up logs as
        ``storeadmin_gui.backend.warmup`` here too); anything else it writes, as a warning."""
        with stream:
            self._log_lines(stream)

    def _log_lines(self, stream: IO[str]) -> None:
        for line in stream:
            text = line.rstrip()
            try:
                record = json.loads(text)
                level, name, message = record["level"], record["name"], record["message"]
            except (ValueError, TypeError, KeyError):
                self._last_words.append(text)
                log.warning("demo store: %s", text)
                continue
            logger = logging.getLogger(name)
            if logger.isEnabledFor(level):
                logger.handle(
                    logging.makeLogRecord(
                        {
                            "name": name,
                            "levelno": level,
                            "levelname": logging.getLevelName(level),
                            "msg": message,
                        }
                    )
                )


def _settle(
    reply: concurrent.futures.Future[dict[str, Any]], outcome: dict[str, Any] | BaseException
) -> None:
    """Hand a reply to whoever asked, unless they gave up (the app quitting while the store
    warms its lists cancels the wait): the reply is then dropped, and the reader thread reads on
    rather than dying on a future that is already settled."""
    with contextlib.suppress(concurrent.futures.InvalidStateError):
        if isinstance(outcome, BaseException):
            reply.set_exception(outcome)
        else:
            reply.set_result(outcome)


def _own_process_group() -> dict[str, Any]:
    if sys.platform == "win32":
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    return {"start_new_session": True}
