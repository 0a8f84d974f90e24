"""What this workstation did, for servers that keep no history of their own (a Sylius store, a
server of the contract alone): each order step, line and variant price or stock change sent
through this client, kept per connection in the user's data folder.

It is not the store's history: only what was done from here, by whoever signed in here, and only
what the server accepted. The GUI says so wherever it shows it. A record that cannot be written
(a full disk) is logged and dropped: it never stands in the way of the work itself.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import platformdirs

from storeadmin_gui import APP_ID

from .models import HistoryEntry
from .paging import Page

__all__ = ["LocalHistory", "default_folder"]

log = logging.getLogger(__name__)

FILE_SUFFIX: Final = ".jsonl"


def default_folder() -> Path:
    """Where each connection's record lives: the app's data folder (never a bundle's)."""
    return platformdirs.user_data_path(APP_ID, appauthor=False) / "history"


class LocalHistory:
    """The record of one connection (a server address and an account) on this workstation."""

    def __init__(self, folder: Path, base_url: str, username: str | None) -> None:
        self.user = username or ""
        key = hashlib.sha256(f"{base_url.rstrip('/')}\n{self.user}".encode()).hexdigest()[:32]
        self.path = folder / f"{key}{FILE_SUFFIX}"
        self._lock = asyncio.Lock()

    async def record(
        self, subject: str, subject_id: str, action: str, changes: list[dict[str, Any]]
    ) -> None:
        """Adds an entry (in a worker thread: the disk never holds the caller's loop)."""
        line = {
            "subject": subject,
            "subject_id": subject_id,
            "at": datetime.now(UTC).isoformat(timespec="seconds"),
            "user": {"id": None, "name": self.user},
            "action": action,
            "changes": changes,
        }
        async with self._lock:
            await asyncio.to_thread(self._append, line)

    def _append(self, line: dict[str, Any]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as file:
                file.write(json.dumps(line, default=str) + "\n")
        except OSError as error:
            log.warning("The workstation's history could not be written: %s", error)

    async def page(
        self, subject: str, subject_id: str, page: int, limit: int
    ) -> Page[HistoryEntry]:
        """One page of the subject's entries, newest first."""
        entries = await asyncio.to_thread(self._read, subject, subject_id)
        entries.reverse()
        pages = max(1, -(-len(entries) // limit))
        page = min(max(page, 1), pages)
        chosen = entries[(page - 1) * limit : page * limit]

        async def fetch(number: int) -> Page[HistoryEntry]:
            return await self.page(subject, subject_id, number, limit)

        return Page(chosen, page, limit, pages, len(entries), _fetch=fetch)

    def _read(self, subject: str, subject_id: str) -> list[HistoryEntry]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        except OSError as error:
            log.warning("The workstation's history could not be read: %s", error)
            return []
        entries = []
        for number, text in enumerate(lines, start=1):
            try:
                line = json.loads(text)
            except ValueError:
                continue  # a line cut short by a crash
            if line.get("subject") == subject and line.get("subject_id") == subject_id:
                entries.append(HistoryEntry.model_validate({**line, "id": number}))
        return entries
