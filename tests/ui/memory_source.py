"""An in-memory page source that serves pages as docs/api.md section 4 says, for the table model's
and the table view's tests (they need no server)."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from storeadmin_gui.api import Criteria
from storeadmin_gui.ui.lists.table_model import Column

COLUMNS = (
    Column("Id", lambda item: item["id"], sort_field="id"),
    Column("Name", lambda item: item["name"], sort_field="name"),
    Column("Note", lambda item: item["note"]),
)


@dataclass(frozen=True)
class MemoryPage:
    items: Sequence[dict[str, Any]]
    page: int
    limit: int
    pages: int
    total: int


class MemorySource:
    """Serves pages the way docs/api.md section 4 says: capped limit, last page past the end."""

    def __init__(self, count: int) -> None:
        self.items: list[dict[str, Any]] = [
            {"id": i, "name": f"Item {i:05d}", "note": "x" * (i % 7)} for i in range(count)
        ]
        self.asked: list[int] = []
        self.limits: list[int] = []
        self.fail = False
        self.error: Exception = ConnectionError("the server went away")
        self.gate: asyncio.Event | None = None  # while set to an unset event, answers wait
        self.held: dict[int, asyncio.Event] = {}  # pages whose answers wait for their event

    async def __call__(
        self,
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Criteria | None = None,  # unread: every item is listed
    ) -> MemoryPage:
        self.asked.append(page)
        self.limits.append(limit)
        await asyncio.sleep(0)
        if self.gate is not None:
            await self.gate.wait()
        if page in self.held:
            await self.held[page].wait()
        if self.fail:
            raise self.error
        limit = min(limit, 100)
        items = self.items
        if sorting and sorting.get("id") == "desc":
            items = items[::-1]
        pages = max(1, -(-len(items) // limit))
        page = min(page, pages)
        start = (page - 1) * limit
        return MemoryPage(items[start : start + limit], page, limit, pages, len(items))
