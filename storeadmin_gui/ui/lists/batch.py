"""One request per selected record, where one failure must not stop the rest.

The tables' multi-row actions (delete, enable or disable users) all work this way; the answer maps
each key to ``None`` (done) or the error that record met, and :func:`describe_failures` turns the
failures into one sentence for the message channel.

The windows that change many records with a result per row run their rows through the frame of
``ui.widgets.batch_progress``; :func:`read_each` reads the rows' records first, a few at a time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from typing import TypeVar

from storeadmin_gui.api import errors
from storeadmin_gui.ui.i18n import tr

__all__ = ["apply_each", "describe_failures", "read_each"]

K = TypeVar("K", bound=Hashable)
R = TypeVar("R")
T = TypeVar("T")
PARALLEL_READS = 4


async def apply_each(
    keys: Iterable[K], action: Callable[[K], Awaitable[object]]
) -> dict[K, errors.ApiError | None]:
    """Run ``action`` for every key in turn; API errors are collected, not raised."""
    results: dict[K, errors.ApiError | None] = {}
    for key in keys:
        try:
            await action(key)
        except errors.ApiError as error:
            results[key] = error
        else:
            results[key] = None
    return results


def describe_failures(
    results: Mapping[K, errors.ApiError | None], verb: str, name: Callable[[K], str]
) -> str | None:
    """``"2 of 3 could not be deleted: user #7: <reason>; …"``, or None when all went through."""
    failed = {key: error for key, error in results.items() if error is not None}
    if not failed:
        return None
    reasons = "; ".join(f"{name(key)}: {error}" for key, error in failed.items())
    sentences = {
        "deleted": tr("batch", "{failed} of {total} could not be deleted: {reasons}"),
        "enabled": tr("batch", "{failed} of {total} could not be enabled: {reasons}"),
        "disabled": tr("batch", "{failed} of {total} could not be disabled: {reasons}"),
    }
    return sentences[verb].format(failed=len(failed), total=len(results), reasons=reasons)


async def read_each(
    rows: Sequence[R], read: Callable[[R], Awaitable[T]], *, parallel: int = PARALLEL_READS
) -> list[T | errors.ApiError]:
    """Read every row's record, ``parallel`` at a time; a row that cannot be read gives its
    error in its place (the others are read all the same)."""
    gate = asyncio.Semaphore(parallel)

    async def one(row: R) -> T | errors.ApiError:
        async with gate:
            try:
                return await read(row)
            except errors.ApiError as error:
                return error

    return list(await asyncio.gather(*(one(row) for row in rows)))
