"""What a paged list holds: pages of compact rows, the last window, and what a source answers.

No Qt: the fetcher (``ui/lists/page_fetcher.py``) fills it and decides what it drops, the table
model (``ui/lists/table_model.py``) reads rows from it to copy into Qt's storage.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Mapping, Sequence
from typing import Any, Protocol

from storeadmin_gui.api import Criteria

__all__ = [
    "MAX_PAGE_SIZE",
    "PageAnswer",
    "PageCache",
    "PageSource",
    "Row",
    "clamp_page_size",
    "window_limit",
]

MAX_PAGE_SIZE = 100  # docs/api.md section 4: the server never serves more per page

Row = tuple[Any, ...]  # (key, cell, cell, ...)


class PageAnswer(Protocol):
    """What a list reads from an answer: the api's ``Page`` envelope fits."""

    @property
    def items(self) -> Sequence[Any]: ...
    @property
    def page(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def pages(self) -> int: ...
    @property
    def total(self) -> int: ...


class PageSource(Protocol):
    """Every resource's ``list(...)`` (variants with the product code bound first) fits."""

    def __call__(
        self,
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Criteria | None = None,
    ) -> Awaitable[PageAnswer]: ...


def window_limit(first: int, last: int) -> int | None:
    """The smallest page size whose page holds rows ``first`` to ``last`` (None above the server's
    maximum): rows 89,975-90,000 are on page 2,308 at 39 rows a page (rows 89,973-90,011)."""
    for limit in range(last - first + 1, MAX_PAGE_SIZE + 1):
        if first // limit == last // limit:
            return limit
    return None


def clamp_page_size(page_size: int) -> int:
    return max(1, min(MAX_PAGE_SIZE, int(page_size)))


class PageCache:
    """The pages held, least recently shown first, and the last window's rows."""

    def __init__(self, max_rows: int) -> None:
        self.pages: OrderedDict[int, list[Row]] = OrderedDict()
        self.window: tuple[int, list[Row]] = (0, [])  # its first row, its rows
        self.max_rows = max(1, max_rows)

    def max_pages(self, page_size: int) -> int:
        """Enough pages for any viewport, few enough that memory stays flat."""
        return max(16, self.max_rows // page_size)

    def store(self, page: int, rows: list[Row]) -> None:
        self.pages[page] = rows
        self.pages.move_to_end(page)

    def over_limit(self, page_size: int) -> list[int]:
        """Drop the least recently shown pages beyond :meth:`max_pages`; returns them."""
        dropped = []
        while len(self.pages) > self.max_pages(page_size):
            page, _rows = self.pages.popitem(last=False)
            dropped.append(page)
        return dropped

    def window_pages(self, page_size: int) -> range:
        """The pages the window's rows fall on (none without a window)."""
        first, rows = self.window
        if not rows:
            return range(0)
        return range(first // page_size + 1, (first + len(rows) - 1) // page_size + 2)

    def window_row(self, row: int) -> Row | None:
        first, rows = self.window
        return rows[row - first] if first <= row < first + len(rows) else None

    def row(self, row: int, page_size: int) -> Row | None:
        """The row held, or None when neither its page nor the window holds it."""
        page = row // page_size + 1
        rows = self.pages.get(page)
        if rows is None:
            return self.window_row(row)
        offset = row - (page - 1) * page_size
        return rows[offset] if offset < len(rows) else None
