"""Answers computed on a database worker and sent from the event loop in chunks, as fast as the
client reads them (docs/api.md section 12).

A worker renders an answer whole (an order of 9,999 units is megabytes of JSON); the loop then
writes it a ``CHUNK_BYTES`` piece at a time, each write waiting until the connection has taken the
one before (uvicorn pauses a sender while the socket's buffer is over its high-water mark). A
client that does not read therefore holds one chunk in the socket's buffer, and the answer
itself: small answers are kept in memory, larger ones than ``SPILL_BYTES`` in an unnamed
temporary file (``TMPDIR``), so sixty stalled readers of a large order cost sixty open files,
not sixty copies of the order in memory. When no temporary file can be written (a full disk),
the answer stays in memory: it is still sent.
"""

from __future__ import annotations

import tempfile
from typing import IO, Final

from starlette.types import Message, Send

CHUNK_BYTES: Final = 64 * 1024
SPILL_BYTES: Final = 1024 * 1024


class HeldAnswer:
    """An ASGI answer recorded by ``keep`` (on any thread), sent later by ``send_to``."""

    def __init__(self) -> None:
        self.start: Message | None = None
        self.complete = False
        self._pieces: list[bytes] = []  # in memory (most answers: one piece, never copied)
        self._size = 0
        self._file: IO[bytes] | None = None

    async def keep(self, message: Message) -> None:
        """The ``send`` the app is given: records the start and the body's pieces."""
        if message["type"] == "http.response.start":
            self.start = message
            return
        if message["type"] != "http.response.body":
            return
        self._hold(message.get("body", b""))
        if not message.get("more_body", False):
            self.complete = True

    def _hold(self, piece: bytes) -> None:
        if self._file is None and self._size + len(piece) > SPILL_BYTES:
            self._file = _spilled([*self._pieces, piece])
            if self._file is not None:
                self._pieces, self._size = [], 0
                return
        if self._file is not None:
            self._file.write(piece)
        else:
            self._pieces.append(piece)
            self._size += len(piece)

    async def send_to(self, send: Send) -> None:
        """Sends the recorded answer, the body a chunk at a time; frees what held it."""
        assert self.start is not None
        try:
            await send(self.start)
            if self._file is None:
                body = self._pieces[0] if len(self._pieces) == 1 else b"".join(self._pieces)
                await send_body(send, body)
                return
            self._file.seek(0)
            piece = self._file.read(CHUNK_BYTES)
            while True:
                following = self._file.read(CHUNK_BYTES)
                more = bool(following)
                await send({"type": "http.response.body", "body": piece, "more_body": more})
                if not following:
                    return
                piece = following
        finally:
            self.discard()

    def discard(self) -> None:
        self._pieces, self._size = [], 0
        if self._file is not None:
            self._file.close()
            self._file = None


def _spilled(pieces: list[bytes]) -> IO[bytes] | None:
    """An unnamed temporary file holding ``pieces``; None when there is no room for one."""
    try:
        spilled = tempfile.TemporaryFile()  # noqa: SIM115 (kept open until the answer is sent)
    except OSError:
        return None
    try:
        for piece in pieces:
            spilled.write(piece)
    except OSError:
        spilled.close()
        return None
    return spilled


async def send_body(send: Send, body: bytes) -> None:
    """``body`` as ``http.response.body`` messages of at most ``CHUNK_BYTES`` each."""
    view = memoryview(body)  # slices of it copy one chunk, never the rest of the body
    if len(view) <= CHUNK_BYTES:
        await send({"type": "http.response.body", "body": body, "more_body": False})
        return
    for offset in range(0, len(view), CHUNK_BYTES):
        end = offset + CHUNK_BYTES
        await send(
            {
                "type": "http.response.body",
                "body": bytes(view[offset:end]),
                "more_body": end < len(view),
            }
        )
