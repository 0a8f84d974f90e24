"""Writing a list to a CSV file: every page the server lists for a query, not only the rows seen.

The list is walked from the server (the page's own source, with its filter and sort) at the
largest page size the server serves, the next page asked for while the current one is written.
Rows go through the standard ``csv`` module into a temporary file in the chosen folder, which
replaces the chosen name only once it is complete: a cancelled or failed export leaves the old
file (or none) under that name, and no temporary file behind.

A row that a later page serves again (records added while the export walks shift the pages) is
written once. Amounts are written with the format's decimal mark, so a spreadsheet in a language
that writes "12,50" reads them as numbers.
"""

from __future__ import annotations

import asyncio
import contextlib
import csv
import os
import tempfile
from collections.abc import AsyncGenerator, Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

from storeadmin_gui.api import Criteria, Page
from storeadmin_gui.ui.lists.columns import ExportValue
from storeadmin_gui.ui.lists.table_model import MAX_PAGE_SIZE, PageAnswer, PageSource

__all__ = [
    "CsvFormat",
    "ExportPlan",
    "Progress",
    "held_rows",
    "replace_when_complete",
    "write_csv",
]

Progress = Callable[[int, int], None]  # rows written, rows the list holds (as last reported)


@dataclass(frozen=True)
class CsvFormat:
    """How the file is spelled: the delimiter, the decimal mark of amounts, a byte-order mark
    (which tells Excel the file is UTF-8)."""

    delimiter: str = ","
    decimal_point: str = "."
    bom: bool = False

    @classmethod
    def spreadsheet(cls, decimal_point: str, *, bom: bool = False) -> CsvFormat:
        """The format a spreadsheet in a language with ``decimal_point`` opens as columns: where
        the decimal mark is a comma, fields are separated by semicolons."""
        if decimal_point == ",":
            return cls(delimiter=";", decimal_point=",", bom=bom)
        return cls(delimiter=",", decimal_point=".", bom=bom)

    @property
    def encoding(self) -> str:
        return "utf-8-sig" if self.bom else "utf-8"

    def with_delimiter(self, delimiter: str) -> CsvFormat:
        """The same format with another delimiter; a comma-separated file keeps "." for amounts
        (a "12,50" there would need quoting and reads as text in most spreadsheets)."""
        decimal_point = "." if delimiter == "," else self.decimal_point
        return CsvFormat(delimiter=delimiter, decimal_point=decimal_point, bom=self.bom)

    def cell(self, value: ExportValue) -> str | int:
        if value is None:
            return ""
        if isinstance(value, Decimal):
            text = format(value, "f")
            return text.replace(".", self.decimal_point) if self.decimal_point != "." else text
        return value


@dataclass(frozen=True)
class ExportPlan:
    """What to export: the list's source and query, the header, and the rows of each item (one
    row per item for a list; a price template writes one per variant and channel)."""

    title: str
    source: PageSource
    header: Sequence[str]
    rows: Callable[[Any], Iterable[Sequence[ExportValue]]]
    key: Callable[[Any], Hashable]
    sorting: Mapping[str, str] = field(default_factory=dict)
    criteria: Criteria | None = None


def held_rows(items: Sequence[Any]) -> PageSource:
    """A source that serves ``items``, already read, as one page: a view that shows figures it
    has in hand (the Overview) exports them the way a list exports what the server lists."""

    async def serve(
        *,
        page: int = 1,
        limit: int = MAX_PAGE_SIZE,
        sorting: Mapping[str, str] | None = None,
        criteria: Criteria | None = None,
    ) -> Page[Any]:
        return Page(items=list(items), page=1, limit=max(len(items), 1), pages=1, total=len(items))

    return serve


async def write_csv(
    plan: ExportPlan, path: Path, csv_format: CsvFormat, progress: Progress | None = None
) -> int:
    """Write every item ``plan`` lists to ``path`` as CSV; return how many items were written.

    Cancelling the task, or any failure, leaves ``path`` as it was (see the module docstring).
    """
    with replace_when_complete(path, csv_format.encoding) as stream:
        writer = csv.writer(stream, delimiter=csv_format.delimiter, lineterminator="\r\n")
        writer.writerow(plan.header)
        written = 0
        seen: set[Hashable] = set()
        async with contextlib.aclosing(_pages(plan)) as pages:
            async for answer in pages:
                for item in answer.items:
                    key = plan.key(item)
                    if key in seen:
                        continue
                    seen.add(key)
                    writer.writerows(
                        [csv_format.cell(value) for value in row] for row in plan.rows(item)
                    )
                    written += 1
                if progress is not None:
                    progress(written, max(answer.total, written))
        return written


@contextlib.contextmanager
def replace_when_complete(path: Path, encoding: str) -> Any:
    """A text stream to a temporary file beside ``path`` that replaces ``path`` when the block
    ends normally; when it raises (or is cancelled), the temporary file is removed instead."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    stream: IO[str] | None = None
    try:
        stream = os.fdopen(handle, "w", encoding=encoding, newline="")
        yield stream
        stream.flush()
        os.fsync(stream.fileno())
        stream.close()
        os.replace(temporary, path)
    except BaseException:
        if stream is None:
            os.close(handle)
        else:
            stream.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


async def _pages(plan: ExportPlan) -> AsyncGenerator[PageAnswer, None]:
    """Every page of the plan's query, in order; the next page is asked for while the caller
    works on the current one. Stops where the envelope says the list ends (or where a server
    serves its last page again for a page past it)."""

    def ask(number: int) -> asyncio.Task[PageAnswer]:
        async def fetch() -> PageAnswer:
            return await plan.source(
                page=number, limit=MAX_PAGE_SIZE, sorting=plan.sorting, criteria=plan.criteria
            )

        return asyncio.get_running_loop().create_task(fetch())

    following: asyncio.Task[PageAnswer] | None = ask(1)
    previous = 0
    try:
        while following is not None:
            answer = await following
            following = None
            if answer.page <= previous:
                return
            if answer.items and answer.page < answer.pages:
                following = ask(answer.page + 1)
            previous = answer.page
            yield answer
    finally:
        if following is not None:  # not wanted any more: its answer (or failure) is dropped
            following.cancel()
            following.add_done_callback(_forget)


def _forget(task: asyncio.Task[Any]) -> None:
    if not task.cancelled():
        task.exception()
