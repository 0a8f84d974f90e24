"""The demo store's process, started and spoken to without asyncio: ``app.main()`` starts it first
thing (``launch``), before the window's process imports anything it can do without until then
(asyncio, the package metadata, Qt), since everything on the way to the first rows waits for that
process. ``DemoStore`` (``demo_store.py``) is the app's side of it once the window runs.

Where a child process can inherit a socket by its number (POSIX), ``launch`` binds the store's
listening socket itself and hands it over (``--listen-fd``), so the app knows the store's address
at once; connections made before the store serves wait in the socket's backlog.

Where the app can fork at that moment (Linux, no other thread yet: ``aside.fork_process``), the
store's process is a fork of the app's rather than a new program: it starts with the interpreter
and the modules the app has already loaded, some 40 ms sooner on the way to the first rows
(docs/benchmarks.md, "Start-up"). Elsewhere, and for a later start of the store (the window's
process then runs Qt's threads), it is the same program started anew with ``--serve-demo-store``.
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import json
import logging
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Protocol

from storeadmin_gui import APP_ID
from storeadmin_gui.aside import ForkedProcess, fork_process

__all__ = [
    "DEMO_DATABASE",
    "LISTEN_FD_OPTION",
    "SERVE_OPTION",
    "STOP",
    "ChildProcess",
    "DemoStoreFailed",
    "Launch",
    "ServeStore",
    "StoreProcess",
    "data_folder",
    "launch",
    "serve_command",
]

log = logging.getLogger(__name__)

DEMO_DATABASE = "demo-store.sqlite3"  # in the demo store's folder
STOP = "stop"  # the command that ends the store's process
STOP_TIMEOUT_SECONDS = 15.0
SERVE_OPTION = "--serve-demo-store"
LISTEN_FD_OPTION = "--listen-fd"
# Where the app forks its store's process (``launch``). Not macOS: its system frameworks (which a
# bundle's start may have loaded) are not safe in a forked child, and no Mac here tests it.
FORKS_ON = ("linux",)
# Connections that may wait for the store to serve; the system may allow fewer.
LISTEN_BACKLOG = 2048


# How this program serves the demo store in a process forked from the app's: the store's folder,
# whether to start it anew, the listening socket it inherits (``app.serve_demo_store``).
ServeStore = Callable[[Path, bool, "int | None"], int]


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


@dataclass(frozen=True)
class Launch:
    """A started store process; ``address``: its base URL where the app bound its socket (else
    known once it is ready); ``seeds``: this start makes a new demo store (its first, or fresh)."""

    process: StoreProcess
    address: str | None
    seeds: bool


def launch(folder: Path, *, fresh: bool, serve_forked: ServeStore | None = None) -> Launch:
    """Start the demo store's process on ``folder`` now, without waiting for it: a fork of this
    one running ``serve_forked`` where given and this process can fork now, else the program
    started anew (``serve_command``)."""
    seeds = fresh or not (folder / DEMO_DATABASE).exists()
    listening = listening_socket()
    fd = None if listening is None else listening.fileno()
    try:
        child: ChildProcess | None = None
        if serve_forked is not None and sys.platform.startswith(FORKS_ON):
            child = fork_process(lambda: serve_forked(folder, fresh, fd))
        if child is None:
            child = _start_program(serve_command(folder, fresh=fresh, listen_fd=fd), fd)
        process = StoreProcess(child)
        address = None if listening is None else address_of(listening)
    finally:
        if listening is not None:  # the store's copy serves; this one would keep connections
            listening.close()  # waiting in its backlog if the store died
    return Launch(process, address, seeds)


class ChildProcess(Protocol):
    """What ``StoreProcess`` needs of the store's process, started (``subprocess.Popen``) or
    forked (``aside.ForkedProcess``)."""

    @property
    def pid(self) -> int: ...
    @property
    def stdin(self) -> IO[str] | None: ...
    @property
    def stdout(self) -> IO[str] | None: ...
    @property
    def stderr(self) -> IO[str] | None: ...
    @property
    def returncode(self) -> int | None: ...
    def wait(self, timeout: float | None = None) -> int: ...
    def kill(self) -> None: ...


def _start_program(command: list[str], listen_fd: int | None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        pass_fds=() if listen_fd is None else (listen_fd,),
        # Ctrl+C in a terminal reaches the app alone, which then stops the store in order.
        **_own_process_group(),
    )


class StoreProcess:
    """The child process, a thread reading its replies and one writing its log into ours.

    ``introduced`` resolves with its first message (the demo account and the session it opened);
    ``ready`` with its ``ready`` message; either fails with what it said when it could not start.
    ``ask`` sends a command and resolves with the reply (replies come in the order commands were
    sent).
    """

    def __init__(self, process: ChildProcess) -> None:
        self.introduced: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()
        self.ready: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()
        self._replies: collections.deque[concurrent.futures.Future[dict[str, Any]]] = (
            collections.deque()
        )
        self._lock = threading.Lock()
        self._stopped = False
        self._last_words: collections.deque[str] = collections.deque(maxlen=20)
        self._started = time.perf_counter()
        self._process = process
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

    @property
    def forked(self) -> bool:
        """Whether the store runs in a fork of this process (else in the program started anew)."""
        return isinstance(self._process, ForkedProcess)

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
                    "demo store on %s ready in %.0f ms (%s)",
                    message["ready"],
                    (time.perf_counter() - self._started) * 1000,
                    "forked" if self.forked else "started anew",
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
