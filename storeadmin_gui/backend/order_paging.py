"""Which orders are on a page, and how many there are, without costs that grow with the table.

- ``total``: for the plain lists the counters of ``order_stats``; for a filtered list the sum of
  its counters in ``order_counts``, for an order number part of one or two characters alone its
  counter in ``number_search``, or where no counter splits that way (a longer number part, or one
  with other criteria) one COUNT, cached per filter and data version.
- a page near the start: ``ORDER BY key, id LIMIT n OFFSET k`` over a partial index (covering).
- a date range alone sorted by a key that follows time (``DAY_SORTS``): the range's days that
  hold orders are read from the counters (``order_day_counts``), and when the first ``offset +
  limit`` orders of each day are fewer than the range's orders, the page is merged from those
  (one seek per day in that key's per-day index) rather than sorted from the whole range.
- a deep page (offset of ``SEEK_MIN_OFFSET`` or more) of the whole list, one state or one payment
  state, sorted by id or total: the running sum of the list's counts per block of the key
  (``models.order_blocks``, kept by triggers, so right after any write) finds the block holding
  the page's first row; the page is a seek to that block's first key and an OFFSET within it,
  all in one statement. From the list's second deep page read on the event loop at one data
  stamp (``DriverReader.data_stamp``, moved by every commit of any writer) on, the running sums
  are kept, the block found by a binary search, and the page is the seek alone (with a check of
  that block's count in the page's own snapshot).
- a deep page of another list under a single sort key: the position of every
  ``CHECKPOINT_EVERY``-th row is computed once per data version (one window-function pass inside
  SQLite, from the second deep request on), then the page is a seek ``(key, id) < (checkpoint)``
  with an OFFSET below the spacing.
  Page 9,000 of 100,000 orders then costs about what page 1 costs.
- a page in the list's second half, where no checkpoint brings it nearer (the first deep request
  after a write, a list with several sort keys): read from the list's far end, in the opposite
  order, with the OFFSET counted from there (``total`` says where the end is), then turned round.
  The OFFSET walked is then at most half the list: the last pages cost what the first ones cost.

Caches live per application (``LruCache`` on ``app.state``) and key on the data version of
``order_stats``, so a write anywhere (this process or another) retires them.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Final

from sqlalchemy import (
    ColumnElement,
    Date,
    Integer,
    Select,
    bindparam,
    exists,
    func,
    select,
    tuple_,
    union_all,
)
from sqlalchemy.orm import InstrumentedAttribute, Session

from .driver_reads import DriverReader
from .lru_cache import LruCache
from .models.checkout_day import checkout_day
from .models.order_blocks import BLOCK_COUNTS, GROUP, BlockCounts
from .models.sales import Order
from .sort_order import sort_clauses

CHECKPOINT_EVERY: Final = 200
SEEK_MIN_OFFSET: Final = 2000

SORT_COLUMNS: Final[dict[str, InstrumentedAttribute[Any]]] = {
    "id": Order.id,
    "number": Order.number,
    "total": Order.total,
    "createdAt": Order.created_at,
    "updatedAt": Order.updated_at,
    "checkout_completed_at": Order.checkout_completed_at,  # docs/api.md section 11
}
# Columns that are never NULL can be compared as row values when seeking.
SEEKABLE: Final = frozenset({"id", "total", "createdAt", "updatedAt"})
# Columns a cart leaves NULL. Where NULLs go is said in the query (first ascending, last
# descending: SQLite's own order, and an index still serves it there), so every database
# answers the same page; PostgreSQL would put them the other way round.
NULLABLE: Final = frozenset({"number", "checkout_completed_at"})
# The sort keys with an index per day of checkout (``models.sales.DAY_SORT_COLUMNS``).
DAY_SORTS: Final = frozenset({"id", "number", "createdAt", "updatedAt"})
# The most days a page is merged from (one part of a compound SELECT each: SQLite takes 500).
MAX_MERGED_DAYS: Final = 120
# The most blocks a list's kept running sums hold (``_kept_block_start``): a list spread wider
# is paged by the one statement that sums its counts, kept nothing. Three 8-byte numbers a block:
# at most some 200 KB an entry of the paging cache (a million orders by id: 1,000 blocks).
MAX_KEPT_BLOCKS: Final = 8192


@dataclass(frozen=True)
class OrderFilter:
    """SQL conditions of a list and a hashable signature naming them (for the caches).

    ``total``: a statement answering how many orders match from counters (``order_counts``),
    None where only a COUNT of the matches can; ``empty``: nothing can match (no query needed).
    ``days``: for a date range alone, a statement listing its days that hold orders (from the
    counters), with ``undated`` the conditions but the range's. ``blocks``: see below.
    """

    conditions: tuple[ColumnElement[bool], ...]
    signature: tuple[Hashable, ...]
    total: Select[Any] | None = None
    empty: bool = False
    days: Select[Any] | None = None
    undated: tuple[ColumnElement[bool], ...] = ()
    # The list is exactly the live orders ("", "") or those whose ``column`` is ``value``:
    # ``(column, value)``, where its orders are counted per block of a sort key (``BLOCK_COUNTS``).
    blocks: tuple[str, str] | None = None


def filtered_count(
    session: Session, cache: LruCache, order_filter: OrderFilter, version: int
) -> int:
    key = ("count", order_filter.signature, version)
    cached = cache.get(key)
    if cached is None:
        cached = session.execute(
            select(func.count()).select_from(Order).where(*order_filter.conditions)
        ).scalar_one()
        cache.put(key, cached)
    return int(cached)


def _ordering(
    sorting: Sequence[tuple[str, str]], columns: Mapping[str, Any] = SORT_COLUMNS
) -> list[ColumnElement[Any]]:
    """ORDER BY of the list (``sort_clauses``, NULLs where ``NULLABLE`` says); ``columns``
    stand for the sort keys and "id" where given (a merged page's own columns)."""
    return sort_clauses(columns, sorting, columns["id"], nulls_smallest=NULLABLE)


def page_ids(
    session: Session,
    cache: LruCache,
    order_filter: OrderFilter,
    sorting: Sequence[tuple[str, str]],
    offset: int,
    limit: int,
    version: int,
    total: int,
) -> list[int]:
    """Ids of the orders on the page, in page order (``total``: how many orders the list has)."""
    days = _days_to_merge(session, order_filter, sorting, offset + limit, total)
    if days:
        merged = _merged_statement(cache, order_filter, sorting, len(days))
        bound: dict[str, Any] = {f"day{number}": day for number, day in enumerate(days)}
        bound.update(per_day=offset + limit, limit=limit, offset=offset)
        return list(session.connection().execute(merged, bound).scalars())
    single_key = len(sorting) == 1 and sorting[0][0] in SEEKABLE
    values: dict[str, Any] = {"limit": limit, "offset": offset}
    counts = _block_counts(order_filter, sorting)
    if offset >= SEEK_MIN_OFFSET and counts is not None:
        assert order_filter.blocks is not None
        values["value"] = order_filter.blocks[1]
        direction = sorting[0][1]
        start = _kept_block_start(session, cache, counts, direction, values["value"], offset)
        if start is not None:
            block, live, before = start
            block_seek = _block_seek_statement(cache, order_filter, counts, direction)
            found = session.connection().execute(
                block_seek, {**values, "block": block, "live": live, "offset": offset - before}
            )
            found_ids = list(found.scalars())
            if found_ids:  # else the block moved under the kept sums: summed again below
                return found_ids
        statement = _block_page_statement(cache, order_filter, counts, direction)
        return list(session.connection().execute(statement, values).scalars())
    seek = False
    if offset >= SEEK_MIN_OFFSET and single_key:
        field, direction = sorting[0]
        checkpoints = _checkpoints(session, cache, order_filter, field, direction, version)
        block = min(offset // CHECKPOINT_EVERY, len(checkpoints or ()))
        if checkpoints and block:
            key_value, key_id = checkpoints[block - 1]
            values.update(
                offset=offset - block * CHECKPOINT_EVERY, key_value=key_value, key_id=key_id
            )
            seek = True
    from_end = total - offset - limit  # the rows after the page
    if from_end < values["offset"]:  # nearer the far end than any checkpoint: read from there
        backwards = _page_statement(cache, order_filter, _reversed(sorting), seek=False)
        ids = session.connection().execute(
            backwards, {"limit": limit + min(from_end, 0), "offset": max(from_end, 0)}
        )
        return list(ids.scalars())[::-1]
    statement = _page_statement(cache, order_filter, sorting, seek)
    return list(session.connection().execute(statement, values).scalars())


def _block_counts(
    order_filter: OrderFilter, sorting: Sequence[tuple[str, str]]
) -> BlockCounts | None:
    """The counts per block of this list and sort, if its orders are counted so."""
    if order_filter.blocks is None or len(sorting) != 1:
        return None
    return BLOCK_COUNTS.get((order_filter.blocks[0], sorting[0][0]))


def _block_page_statement(
    cache: LruCache, order_filter: OrderFilter, counts: BlockCounts, direction: str
) -> Select[int]:
    """The page as a seek to the first key of the block holding row ``offset`` (bound), then
    an OFFSET within that block, in one statement (one snapshot of the counts and the orders).

    The group holding the row is where the running sum of the list's group counts, in list
    order, first exceeds the offset; the block, where the sum goes on to exceed it among that
    group's blocks. The rows before the block are that sum less the block's own count.
    """
    key = ("block page statement", order_filter.signature, counts.sort, direction)
    cached: Select[int] | None = cache.get(key)
    if cached is not None:
        return cached
    offset = bindparam("offset", type_=Integer())
    group = _chosen(counts, counts.groups, direction, offset, "chosen_group")
    first = select(group.c.block * GROUP).scalar_subquery()
    after = select((group.c.block + 1) * GROUP).scalar_subquery()
    before = select(group.c.before).scalar_subquery()
    in_group = (counts.table.c.block >= first, counts.table.c.block < after)
    block = _chosen(counts, counts.table, direction, offset, "chosen_block", in_group, before)
    column = SORT_COLUMNS[counts.sort]
    if direction == "desc":  # the rows below the block's end
        seek = column < select((block.c.block + 1) * counts.width).scalar_subquery()
    else:  # the rows from the block's start on
        seek = column >= select(block.c.block * counts.width).scalar_subquery()
    statement = (
        select(Order.id)
        .where(*order_filter.conditions, seek)
        .order_by(*_ordering([(counts.sort, direction)]))
        .limit(bindparam("limit"))
        .offset(func.coalesce(select(offset - block.c.before).scalar_subquery(), 0))
    )
    cache.put(key, statement)
    return statement


def _kept_block_start(
    session: Session,
    cache: LruCache,
    counts: BlockCounts,
    direction: str,
    value: str,
    offset: int,
) -> tuple[int, int, int] | None:
    """``(block, its live orders, the list's rows before it)`` for row ``offset`` of the list,
    from the running sums of its block counts kept per data stamp (``DriverReader.data_stamp``:
    any commit, by any writer, moves it); None where the reader has no stamp, on the list's first
    deep page at this stamp, or where it spreads over more than ``MAX_KEPT_BLOCKS`` blocks (the
    counts are then summed in the page's statement).

    Why: summing the counts (a window function over the groups, then over a group's blocks)
    costs several times the seek itself; while nothing is written, every deep page of the list
    finds its block by a binary search instead.
    """
    stamp = session.data_stamp() if isinstance(session, DriverReader) else None
    if stamp is None:
        return None
    names = (counts.column, counts.sort, direction, value, stamp)
    kept: tuple[array[int], array[int], array[int]] | bool | None = cache.get(("sums", *names))
    if kept is None:
        # Kept from the list's second deep page at one stamp on: a single deep look after a
        # write costs less summed in its statement than with the sums read out and kept.
        if not cache.get(("deep block asks", *names)):
            cache.put(("deep block asks", *names), True)
            return None
        kept = _block_sums(session, counts, direction, value)
        cache.put(("sums", *names), kept)
    if kept is False:
        return None
    assert not isinstance(kept, bool)
    blocks, lives, ends = kept
    index = bisect_right(ends, offset)
    if index == len(ends):
        return None
    return blocks[index], lives[index], ends[index] - lives[index]


def _block_sums(
    session: Session, counts: BlockCounts, direction: str, value: str
) -> tuple[array[int], array[int], array[int]] | bool:
    """The list's blocks holding orders in list order, their counts and running sums; False
    when they are more than ``MAX_KEPT_BLOCKS``."""
    table = counts.table
    listed = select(table.c.block, table.c.live).where(table.c.live > 0)
    if counts.column:
        listed = listed.where(table.c[counts.column] == value)
    order = table.c.block.desc() if direction == "desc" else table.c.block.asc()
    rows = session.connection().execute(listed.order_by(order).limit(MAX_KEPT_BLOCKS + 1)).all()
    if len(rows) > MAX_KEPT_BLOCKS:
        return False
    blocks, lives, ends = array("q"), array("q"), array("q")
    running = 0
    for block, live in rows:
        running += live
        blocks.append(block)
        lives.append(live)
        ends.append(running)
    return blocks, lives, ends


def _block_seek_statement(
    cache: LruCache, order_filter: OrderFilter, counts: BlockCounts, direction: str
) -> Select[int]:
    """The page as a seek to the first key of block ``block`` (bound) and an OFFSET within it,
    given while that block still holds ``live`` orders of the list (checked in the page's own
    snapshot: no rows otherwise)."""
    key = ("block seek statement", order_filter.signature, counts.sort, direction)
    cached: Select[int] | None = cache.get(key)
    if cached is not None:
        return cached
    table = counts.table
    block = bindparam("block", type_=Integer())
    held = [table.c.block == block, table.c.live == bindparam("live", type_=Integer())]
    if counts.column:
        held.append(table.c[counts.column] == bindparam("value"))
    column = SORT_COLUMNS[counts.sort]
    if direction == "desc":  # the rows below the block's end
        seek = column < (block + 1) * counts.width
    else:  # the rows from the block's start on
        seek = column >= block * counts.width
    statement = (
        select(Order.id)
        .where(*order_filter.conditions, seek, exists(select(table.c.block).where(*held)))
        .order_by(*_ordering([(counts.sort, direction)]))
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
    )
    cache.put(key, statement)
    return statement


def _chosen(
    counts: BlockCounts,
    table: Any,
    direction: str,
    offset: ColumnElement[int],
    name: str,
    within: Sequence[ColumnElement[bool]] = (),
    before: ColumnElement[int] | None = None,
) -> Any:
    """The row of ``table`` (``block``, and ``before``: the list's rows before it) holding row
    ``offset`` of the list, among the rows ``within`` (after ``before`` rows of the list)."""
    order = table.c.block.desc() if direction == "desc" else table.c.block.asc()
    running: ColumnElement[Any] = func.sum(table.c.live).over(order_by=order)
    if before is not None:
        running = running + before
    listed = select(table.c.block, table.c.live, running.label("running")).where(*within)
    if counts.column:
        listed = listed.where(table.c[counts.column] == bindparam("value"))
    ranked = listed.subquery(f"{name}_ranked")
    return (
        select(ranked.c.block, (ranked.c.running - ranked.c.live).label("before"))
        .where(ranked.c.running > offset)
        .order_by(ranked.c.block.desc() if direction == "desc" else ranked.c.block.asc())
        .limit(1)
        .cte(name)
    )


def _reversed(sorting: Sequence[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """The list's order run backwards: every key, the id tie-breaker and the place of NULLs
    (``_ordering`` puts them by direction) all turn round."""
    return tuple((field, "asc" if direction == "desc" else "desc") for field, direction in sorting)


def _page_statement(
    cache: LruCache, order_filter: OrderFilter, sorting: Sequence[tuple[str, str]], seek: bool
) -> Select[int]:
    """The page query of this list and order, built once: values come as bound parameters
    (building and keying a statement costs more than running it)."""
    key = ("page statement", order_filter.signature, tuple(sorting), seek)
    cached: Select[int] | None = cache.get(key)
    if cached is not None:
        return cached
    statement = select(Order.id).where(*order_filter.conditions).order_by(*_ordering(sorting))
    if seek:
        field, direction = sorting[0]
        statement = statement.where(_after(field, direction))
    statement = statement.limit(bindparam("limit")).offset(bindparam("offset"))
    cache.put(key, statement)
    return statement


def _days_to_merge(
    session: Session,
    order_filter: OrderFilter,
    sorting: Sequence[tuple[str, str]],
    per_day: int,
    total: int,
) -> list[date]:
    """The days of the list's date range, when merging ``per_day`` orders of each reads fewer
    than the range holds, from at most ``MAX_MERGED_DAYS`` days (else nothing: the range is
    collected and sorted)."""
    if order_filter.days is None or len(sorting) != 1 or sorting[0][0] not in DAY_SORTS:
        return []
    days = list(session.connection().execute(order_filter.days).scalars())
    if len(days) > MAX_MERGED_DAYS or len(days) * per_day >= total:
        return []
    return [date.fromisoformat(day) for day in days]


def _merged_statement(
    cache: LruCache, order_filter: OrderFilter, sorting: Sequence[tuple[str, str]], days: int
) -> Select[int]:
    """The page merged from the first ``per_day`` orders of each of ``days`` days (bound as
    ``day0``, ``day1``, ...), each a seek in the sort key's per-day index."""
    key = ("merged statement", order_filter.signature, tuple(sorting), days)
    cached: Select[int] | None = cache.get(key)
    if cached is not None:
        return cached
    field = sorting[0][0]
    day = checkout_day(Order.__table__.c.checkout_completed_at)
    per_day = []
    for number in range(days):
        first = (
            select(Order.id.label("id"), SORT_COLUMNS[field].label("key"))
            .where(*order_filter.undated, day == bindparam(f"day{number}", type_=Date()))
            .order_by(*_ordering(sorting))
            .limit(bindparam("per_day"))
            .subquery()
        )
        per_day.append(select(first.c.id, first.c.key))
    merged = union_all(*per_day).subquery()
    statement = (
        select(merged.c.id)
        .order_by(*_ordering(sorting, {field: merged.c.key, "id": merged.c.id}))
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
    )
    cache.put(key, statement)
    return statement


def _after(field: str, direction: str) -> ColumnElement[bool]:
    """Rows strictly after the checkpoint (bound as ``key_value``, ``key_id``) in list order."""
    key_id = bindparam("key_id", type_=Order.id.type)
    if field == "id":
        return Order.id < key_id if direction == "desc" else Order.id > key_id
    column = SORT_COLUMNS[field]
    pair = tuple_(column, Order.id)
    bound = tuple_(bindparam("key_value", type_=column.type), key_id)
    return pair < bound if direction == "desc" else pair > bound


def _checkpoints(
    session: Session,
    cache: LruCache,
    order_filter: OrderFilter,
    field: str,
    direction: str,
    version: int,
) -> list[tuple[Any, int]] | None:
    """``(key, id)`` of rows number CHECKPOINT_EVERY, 2*CHECKPOINT_EVERY, ... of the list.

    Built on the second deep request of a list at one data version (None before): a single deep
    look after a write is cheaper as a plain OFFSET than a pass over the whole index.
    """
    cache_key = ("checkpoints", order_filter.signature, field, direction, version)
    cached = cache.get(cache_key)
    if cached is not None:
        return list(cached)
    asked_key = ("deep asks", order_filter.signature, field, direction, version)
    if not cache.get(asked_key):
        cache.put(asked_key, True)
        return None
    column = SORT_COLUMNS[field]
    position = func.row_number().over(order_by=_ordering([(field, direction)])).label("position")
    ranked = (
        select(column.label("key"), Order.id.label("id"), position)
        .where(*order_filter.conditions)
        .subquery()
    )
    rows = session.execute(
        select(ranked.c.key, ranked.c.id)
        .where(ranked.c.position % CHECKPOINT_EVERY == 0)
        .order_by(ranked.c.position)
    ).all()
    checkpoints = [(row.key, int(row.id)) for row in rows]
    cache.put(cache_key, checkpoints)
    return checkpoints
