"""A small JSON file that several copies of the app read and change, one at a time.

Two windows on one connection (or a window and its restart) must agree on which orders were
announced and which slips printed; a file lock (``QLockFile``, which also works on Windows and
takes over a lock left by a crashed process) makes each read-change-write whole, and the file is
written beside and renamed, so a crash mid-write leaves the previous state, never half of one.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile

from storeadmin_gui.files import owner_only

__all__ = ["LockTimeout", "SharedFile", "connection_key"]

LOCK_WAIT_MS = 5000  # another copy holds it for a read and a write: milliseconds


class LockTimeout(RuntimeError):
    """Another copy of the app held the file far longer than a read and a write take."""


def connection_key(server_url: str, username: str | None) -> str:
    """A file-name-safe key of one connection (a store and the account signed in to it)."""
    text = f"{server_url.rstrip('/')}\n{username or ''}"
    return hashlib.sha256(text.encode()).hexdigest()[:20]


class SharedFile:
    """``path`` holding one JSON object, changed under a lock by :meth:`changing`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = QLockFile(str(path) + ".lock")
        self._lock.setStaleLockTime(30_000)

    def read(self) -> dict[str, Any]:
        """The state as last written (empty when there is none yet, or it cannot be read)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    @contextmanager
    def changing(self) -> Iterator[dict[str, Any]]:
        """The state to change in place, written back when the block ends without an error."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self._lock.tryLock(LOCK_WAIT_MS):
            raise LockTimeout(str(self.path))  # i18n: not shown, for the log
        try:
            data = self.read()
            yield data
            self._write(data)
        finally:
            self._lock.unlock()

    def _write(self, data: dict[str, Any]) -> None:
        beside = self.path.with_name(self.path.name + ".new")
        owner_only(beside)
        with open(beside, "w", encoding="utf-8") as stream:
            json.dump(data, stream, indent=1, sort_keys=True)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(beside, self.path)
