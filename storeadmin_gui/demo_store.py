"""Demo mode's store: the reference backend on a demo database, in a process of its own.

``DemoStore`` starts that process (``storeadmin --serve-demo-store``, see ``demo_server.py``) as
soon as ``main()`` knows demo mode is wanted, before the GUI imports Qt, so the store's imports and
start run on the other core while the window is built, and the pages it renders later never take
the GUI interpreter's lock. The app talks to it over loopback HTTP like to any server; this module
only starts it, asks it to warm its lists or repair the demo account, and stops it.

The demo store's account is its own: when it cannot sign in (disabled, deleted or given another
password in an earlier session), :meth:`DemoStore.restore_account` puts it back as published.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import json
import logging
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from storeadmin_gui import APP_ID
from storeadmin_gui.demo_server import DEMO_DATABASE, STOP

if TYPE_CHECKING:
    from storeadmin_gui.ui.profiles import Profile

__all__ = ["DEMO_DATABASE", "DemoStore", "DemoStoreFailed", "data_folder", "serve_command"]

log = logging.getLogger(__name__)

STOP_TIMEOUT_SECONDS = 15.0
SERVE_OPTION = "--serve-demo-store"


class DemoStoreFailed(RuntimeError):
    """The demo store could not start, or stopped answering; the message says why."""


def data_folder(given: Path | None) -> Path:
    """The demo store's folder: ``given`` (``--data-dir``), else the user's data folder."""
    if given is not None:
        return Path(given)
    from platformdirs import user_data_path

    return user_data_path(APP_ID, appauthor=False)


def serve_command(folder: Path, *, fresh: bool) -> list[str]:
    """How this very program runs the demo store: the same executable in a bundle, the same
    interpreter with the package from source or an installed copy."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", str(__package__)]
    return [*program, SERVE_OPTION, "--data-dir", str(folder), *(["--fresh"] if fresh else [])]


class DemoStore:
    """The demo store's process, started once and spoken to through its standard streams."""

    def __init__(self, folder: Path, *, fresh: bool = False) -> None:
        self.database = folder / DEMO_DATABASE
        self._fresh = fresh
        self._process: _StoreProcess | None = None

    @property
    def pid(self) -> int | None:
        """The store's process id while it runs (for diagnostics and the benchmarks)."""
        return None if self._process is None else self._process.pid

    def begin(self) -> None:
        """Start the process now, without waiting for it (``main()`` calls it first thing)."""
        if self._process is None:
            self._process = _StoreProcess(serve_command(self.database.parent, fresh=self._fresh))
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
            await asyncio.to_thread(process.stop)
            raise
        return str(ready["ready"])

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
        if process is not None:
            await asyncio.to_thread(process.stop)

    def profile(self, server_url: str) -> Profile:
        """The demo account, as the demo store reported it, for the store at ``server_url``."""
        from storeadmin_gui.ui.profiles import Profile, Secrets

        if self._process is None or not self._process.ready.done():
            raise DemoStoreFailed("the demo store has not started")
        account = self._process.ready.result()["account"]
        return Profile(
            name="Demo store",
            server_url=server_url,
            client_id=account["client_id"],
            username=account["username"],
            secrets=Secrets(client_secret=account["client_secret"], password=account["password"]),
        )


class _StoreProcess:
    """The child process, a thread reading its replies and one writing its log into ours.

    ``ready`` resolves with its ``ready`` message or fails with what it said; ``ask`` sends a
    command and resolves with the reply (replies come in the order commands were sent).
    """

    def __init__(self, command: list[str]) -> None:
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
        if not self.ready.done():
            _settle(self.ready, failure)
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
