"""Live orders per block of a list's sort key: where a deep page starts, whatever the writes.

Why: a page at offset N is ``ORDER BY key LIMIT n OFFSET N``, and a database steps over every
one of the N index entries before it (their B-trees keep no counts per subtree), so a deep page
of a million orders costs what reading half of them costs. These tables count the live orders
per block of the sort key, a fixed range of key values (``ID_BLOCK`` ids, ``TOTAL_BLOCK`` minor
units of total), for the plain list and per value of the state and payment-state filters, and per
group of ``GROUP`` blocks. The page's group is where the running sum of the groups' counts passes
N, its block where the sum goes on to pass N among the group's blocks; the page is then a seek to
the block's first key and an OFFSET within the block. Triggers keep the counts in the
transaction of every write (``order_counts.py``), so they hold after any write, unlike positions
computed once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from sqlalchemy import BigInteger, Column, Integer, String, Table

from storeadmin_gui.backend.db import Base

# About a thousand orders a block at most: ids are dense; totals cluster (the demo's busiest 0.20
# of total holds 0.15 % of the orders: some 1,500 of a million). A store whose totals spread much
# wider has more blocks and groups to sum, not longer walks.
ID_BLOCK: Final = 1024
TOTAL_BLOCK: Final = 20
# Blocks per group: a list's groups are counted too, so that finding a block sums a few groups'
# counts and then a few of one group's blocks (a running sum costs about a microsecond a row).
GROUP: Final = 32
# The sort keys counted per block, with their blocks' width.
BLOCK_WIDTHS: Final = {"id": ID_BLOCK, "total": TOTAL_BLOCK}
# The lists counted: every live order ("") and those of one value of each of these columns.
BLOCK_FILTERS: Final = ("", "state", "payment_state")


@dataclass(frozen=True)
class BlockCounts:
    """The counts of one list (``column``: its filter column, "" for none) by ``sort`` blocks."""

    sort: str
    column: str
    table: Table  # per block
    groups: Table  # per group of ``GROUP`` blocks

    @property
    def width(self) -> int:
        return BLOCK_WIDTHS[self.sort]


def _table(prefix: str, sort: str, column: str) -> Table:
    keys = [Column(column, String(32), primary_key=True)] if column else []
    name = f"{prefix}_{column}_{sort}" if column else f"{prefix}_{sort}"
    return Table(
        name,
        Base.metadata,
        *keys,
        Column("block", BigInteger, primary_key=True, autoincrement=False),
        Column("live", Integer, nullable=False, default=0),
        # On SQLite the rows live in the key's B-tree: a list's blocks are one range of it.
        sqlite_with_rowid=False,
    )


BLOCK_COUNTS: Final = {
    (column, sort): BlockCounts(
        sort,
        column,
        _table("order_blocks", sort, column),
        _table("order_block_groups", sort, column),
    )
    for column in BLOCK_FILTERS
    for sort in BLOCK_WIDTHS
}
