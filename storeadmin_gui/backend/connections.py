"""What one connection may cost the server before it has sent a request (docs/api.md section 12).

uvicorn reads a request head without a limit of size or time (httptools), closes a connection
that never sends anything never, and, at the process's open-file limit, fails every request
that needs a file. These protocols (one over each of uvicorn's HTTP/1.1 parsers) add:

- a head (request line and headers) over ``HEAD_LIMIT_BYTES`` is answered 431 while it arrives,
  before more of it is buffered;
- a connection that has not sent a complete head within ``HEAD_SECONDS`` of opening (or of its
  previous answer) is answered 408 and closed; an idle keep-alive connection closes after
  uvicorn's ``timeout_keep_alive`` (``KEEP_ALIVE_SECONDS``);
- past ``ConnectionRules.max_connections`` open connections, a new one is answered 503 ``Server
  busy.`` and closed at once, so the files of the connections being served stay theirs;
- uvicorn's plain-text 400 for a malformed request is JSON in the contract's shape.

Every such answer is written straight to the socket and the connection closed after it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, ClassVar, Final

from uvicorn.protocols.http.h11_impl import H11Protocol

from storeadmin_gui.backend.gate import HEAD_TOO_LARGE
from storeadmin_gui.backend.requests import MAX_HEAD_BYTES

HEAD_LIMIT_BYTES: Final = MAX_HEAD_BYTES
HEAD_SECONDS: Final = 10.0
KEEP_ALIVE_SECONDS: Final = 5
# h11 refuses (with its own 400) a buffered head past its limit: leave that to ours, which looks
# after every read (each at most 256 KiB), by setting h11's well above it.
H11_BUFFER_BYTES: Final = HEAD_LIMIT_BYTES + 1024 * 1024
# Open files kept for everything but connections: database files, the listening socket, logs.
RESERVED_FILES: Final = 128
# A connection may hold two files: its socket and, while a large answer is sent, a temporary file.
FILES_PER_CONNECTION: Final = 2

HEAD_TOO_SLOW: Final = "Request head not received in time."
MALFORMED: Final = "Invalid HTTP request received."
BUSY: Final = "Server busy."


def open_file_limit() -> int | None:
    """The process's soft limit of open files (None where there is none to read)."""
    if sys.platform == "win32":
        return None
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


def raise_open_file_limit() -> int | None:
    """Raises the soft limit of open files to the hard limit (each connection is one); the
    limit in force afterwards. A limit the system will not raise is left as it is."""
    if sys.platform == "win32":
        return None
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != soft:
        # An unlimited hard limit the kernel caps lower is refused: the soft one then stays.
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return open_file_limit()


def connections_for(file_limit: int | None) -> int | None:
    """How many connections fit in ``file_limit`` open files (None: no limit to keep)."""
    if file_limit is None:
        return None
    return max(1, (file_limit - RESERVED_FILES) // FILES_PER_CONNECTION)


@dataclass(frozen=True)
class ConnectionRules:
    head_limit_bytes: int = HEAD_LIMIT_BYTES
    head_seconds: float = HEAD_SECONDS
    max_connections: int | None = None  # None: as many as the open-file limit allows


def raw_answer(status: int, message: str, extra: dict[str, str] | None = None) -> bytes:
    """A whole HTTP/1.1 answer in the contract's shape that closes the connection."""
    body = json.dumps({"code": status, "message": message}).encode("ascii")
    lines = [
        f"HTTP/1.1 {status} {HTTPStatus(status).phrase}",
        "content-type: application/json",
        f"content-length: {len(body)}",
        "connection: close",
        *(f"{name}: {value}" for name, value in (extra or {}).items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class _Guarded(asyncio.Protocol):
    """The rules of the module docstring, mixed in before a uvicorn HTTP/1.1 protocol."""

    rules: ClassVar[ConnectionRules] = ConnectionRules()
    _limit_cache: ClassVar[int | None] = None

    # Provided by uvicorn's protocol classes.
    transport: asyncio.Transport
    connections: set[Any]
    loop: asyncio.AbstractEventLoop

    _awaiting_head: bool = False
    _head_bytes: int = 0
    _head_deadline: float = 0.0  # the loop's time by which the head awaited must have come
    # At most one per connection, left running across requests: an answer starts no timer of
    # its own (a timer made and cancelled per request costs more than the rest of this layer).
    _head_timer: asyncio.TimerHandle | None = None

    # ---- uvicorn's protocol interface, extended ------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        limit = self._max_connections()
        if limit is not None and len(self.connections) > limit:
            self._refuse(503, BUSY, {"retry-after": "2"})
            return
        self._await_head()

    def connection_lost(self, exc: Exception | None) -> None:
        self._awaiting_head = False
        self._cancel_head_timer()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.transport.is_closing():
            return  # refused already: what else arrives is not read
        if self._awaiting_head:
            self._head_bytes += len(data)
        super().data_received(data)
        if self._awaiting_head and self._head_bytes > self.rules.head_limit_bytes:
            self._refuse(431, HEAD_TOO_LARGE)  # still incomplete past the limit: refused now

    def on_response_complete(self) -> None:
        if not self.transport.is_closing():
            self._await_head()
        super().on_response_complete()  # type: ignore[misc]

    def send_400_response(self, msg: str) -> None:
        self._refuse(400, MALFORMED)

    # ---- the rules -----------------------------------------------------------------------------

    @classmethod
    def _max_connections(cls) -> int | None:
        if cls.rules.max_connections is not None:
            return cls.rules.max_connections
        if cls._limit_cache is None:
            cls._limit_cache = connections_for(open_file_limit())
        return cls._limit_cache

    def _await_head(self) -> None:
        """From now, the next head must come whole within the time and size allowed."""
        self._awaiting_head = True
        self._head_bytes = 0
        self._head_deadline = self.loop.time() + self.rules.head_seconds
        if self._head_timer is None:
            self._head_timer = self.loop.call_at(self._head_deadline, self._head_time_up)

    def _head_arrived(self) -> None:
        self._awaiting_head = False  # the timer, still running, then finds nothing to do

    def _cancel_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_time_up(self) -> None:
        """The timer's end: the head awaited since is too slow, unless a later one is awaited
        (the timer then runs on to that one's deadline) or none is."""
        self._head_timer = None
        if not self._awaiting_head:
            return
        if self.loop.time() < self._head_deadline:
            self._head_timer = self.loop.call_at(self._head_deadline, self._head_time_up)
            return
        self._refuse(408, HEAD_TOO_SLOW)

    def _refuse(self, status: int, message: str, extra: dict[str, str] | None = None) -> None:
        self._awaiting_head = False
        self._cancel_head_timer()
        if self.transport.is_closing():
            return
        self.transport.write(raw_answer(status, message, extra))
        self.transport.close()


class GuardedH11(_Guarded, H11Protocol):
    """uvicorn's h11 protocol (the embedded server's) with the module's rules."""

    def handle_events(self) -> None:
        before = self.cycle
        super().handle_events()
        if self.cycle is not before:  # a head came whole: its request runs
            self._head_arrived()


def _httptools_protocol() -> type[_Guarded]:
    """The guarded httptools protocol; imported on demand: the installed app has no httptools."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class GuardedHttpTools(_Guarded, HttpToolsProtocol):
        """uvicorn's httptools protocol (the standalone server's) with the module's rules."""

        def on_headers_complete(self) -> None:
            self._head_arrived()
            super().on_headers_complete()

    return GuardedHttpTools


def guarded_protocol(parser: str, rules: ConnectionRules) -> type[asyncio.Protocol]:
    """uvicorn's protocol for ``parser`` ("h11" or "httptools") keeping ``rules``; a class of
    its own per call, so servers in one process may keep different rules."""
    base = GuardedH11 if parser == "h11" else _httptools_protocol()
    protocol: type[asyncio.Protocol] = type(
        base.__name__, (base,), {"rules": rules, "_limit_cache": None}
    )
    return protocol


def best_parser() -> str:
    """httptools where it is installed (faster), else h11."""
    try:
        import httptools  # noqa: F401
    except ImportError:
        return "h11"
    return "httptools"
