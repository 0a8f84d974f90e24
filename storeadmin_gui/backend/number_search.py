"""Order number parts (``criteria[number]``, "contains") on SQLite: an index of every number's
suffixes and live counts of its pieces of one and two characters, both kept by triggers.

Why not the trigram index the catalogue's searches use: an order number has a fixed shape
(digits, zero-padded), so its trigrams are few and frequent ("000" is in every number), and a
trigram index narrows a part to the orders holding all its trigrams, many more than hold the
part (and more the larger the store). A part is a prefix of one of its number's suffixes, so in
a B-tree of the suffixes its matches are one range: the candidates are exactly the orders whose
number holds the part, however large the store. A part of one or two characters is in a large
share of the orders (each two digits in some 4 % of them): their page walks the sort key's index
and fills at once, and their total comes from counters (the live orders holding each piece), so
neither reads every order.

- ``order_number_suffixes``: (suffix, order id) for every suffix of every number (all rows, as
  the trigram index has them: whether an order is live is decided on the order);
- ``order_number_piece_counts``: per piece of one or two characters, the live orders whose
  number holds it.

Both are keyed in SQLite's ``lower()`` (ASCII letters only), the case folding of its ``LIKE``.
The answer is always the plain ``LIKE``'s (``substring_search.plain_contains``): the suffixes
only narrow the rows it is asked of, and a piece's counter is the count of exactly the orders it
matches. A store made before them gets both at start, from its rows (and loses the FTS5 trigram
table its numbers had). On PostgreSQL the ``pg_trgm`` index of ``substring_search`` stays (its
planner chooses), as does the COUNT.
"""

from __future__ import annotations

import logging
from typing import Any, Final

from sqlalchemy import (
    Connection,
    Engine,
    Select,
    and_,
    bindparam,
    column,
    func,
    literal,
    select,
    table,
    text,
)
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from .models.sales import Order
from .substring_search import (
    INDEXED_AT_MOST_ONE_ROW_IN,
    ORDER_NUMBER,
    Substring,
    contains,
    plain_contains,
)

log = logging.getLogger(__name__)

SUFFIXES: Final = "order_number_suffixes"
PIECE_COUNTS: Final = "order_number_piece_counts"
# Pieces counted: up to this many characters (a longer part is rare enough for its candidates).
COUNTED_PIECE: Final = 2
# The positions a number's suffixes start at, as a JSON array the triggers read with
# ``json_each`` (a trigger takes no recursive query); numbers are at most this long.
LONGEST_NUMBER: Final = 32  # the column's String(32)
_POSITIONS: Final = "[" + ",".join(str(at) for at in range(1, LONGEST_NUMBER + 1)) + "]"
_WIDTHS: Final = "[" + ",".join(str(width) for width in range(1, COUNTED_PIECE + 1)) + "]"
# Marks the filter's statements as the suffix lookup (part of a cached statement's key).
SUFFIX_QUERY: Final = "suffixes"
# SQLite's lower(): ASCII letters only, as its LIKE folds them.
_ASCII_LOWER: Final = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_SURROGATES: Final = range(0xD800, 0xE000)

_suffixes = table(SUFFIXES, column("suffix"), column("order_id"))
_piece_counts = table(PIECE_COUNTS, column("piece"), column("live"))


def _suffixes_of(row: str, source: str = "") -> str:
    """The suffixes of ``row``'s number (``NEW``, ``OLD``, or every row of ``source``)."""
    return (
        f"SELECT lower(substr({row}.number, at.value)) AS suffix, {row}.id AS order_id "
        f"FROM {source}json_each('{_POSITIONS}') AS at "
        f"WHERE {row}.number IS NOT NULL AND at.value <= length({row}.number)"
    )


def _pieces_of(row: str, source: str = "") -> str:
    """The pieces of ``row``'s number when ``row`` is a live order, each once per order."""
    return (
        f"SELECT DISTINCT {row}.id AS order_id, "
        f"lower(substr({row}.number, at.value, width.value)) AS piece "
        f"FROM {source}json_each('{_POSITIONS}') AS at, json_each('{_WIDTHS}') AS width "
        f"WHERE {row}.number IS NOT NULL AND {row}.deleted_at IS NULL "
        f"AND at.value + width.value - 1 <= length({row}.number)"
    )


# A longer number would have suffixes the triggers cannot list (PostgreSQL refuses it as well).
_TOO_LONG: Final = (
    f"SELECT RAISE(ABORT, 'An order number has at most {LONGEST_NUMBER} characters.') "
    f"WHERE length(NEW.number) > {LONGEST_NUMBER}"
)


def _trigger_set(name: str, watched: str, add: list[str], remove: list[str]) -> dict[str, str]:
    """Triggers keeping the table ``name`` by ``add`` (of ``NEW``) and ``remove`` (of ``OLD``)
    on every insert, delete, and update of the ``watched`` columns of ``orders``."""

    def body(statements: list[str]) -> str:
        return "BEGIN " + " ".join(f"{statement};" for statement in statements) + " END"

    return {
        f"{name}_insert": f"AFTER INSERT ON orders {body([_TOO_LONG, *add])}",
        f"{name}_update": f"AFTER UPDATE OF {watched} ON orders "
        + body([_TOO_LONG, *remove, *add]),
        f"{name}_delete": f"AFTER DELETE ON orders {body(remove)}",
    }


TRIGGERS: Final = {
    # Every row's suffixes: they follow the number alone.
    **_trigger_set(
        SUFFIXES,
        "id, number",
        add=[f"INSERT INTO {SUFFIXES} (suffix, order_id) {_suffixes_of('NEW')}"],
        remove=[
            f"DELETE FROM {SUFFIXES} WHERE order_id = OLD.id AND suffix IN "
            f"(SELECT suffix FROM ({_suffixes_of('OLD')}))"
        ],
    ),
    # Live orders' pieces: they follow the number and the deletion too.
    **_trigger_set(
        PIECE_COUNTS,
        "id, number, deleted_at",
        add=[
            f"INSERT INTO {PIECE_COUNTS} (piece, live) SELECT piece, 1 "
            f"FROM ({_pieces_of('NEW')}) WHERE true "
            "ON CONFLICT (piece) DO UPDATE SET live = live + 1"
        ],
        remove=[
            f"UPDATE {PIECE_COUNTS} SET live = live - 1 "
            f"WHERE piece IN (SELECT piece FROM ({_pieces_of('OLD')}))"
        ],
    ),
}
_TABLES: Final = (
    f"CREATE TABLE IF NOT EXISTS {SUFFIXES} (suffix TEXT NOT NULL, order_id INTEGER NOT NULL, "
    "PRIMARY KEY (suffix, order_id)) WITHOUT ROWID",
    f"CREATE TABLE IF NOT EXISTS {PIECE_COUNTS} (piece TEXT NOT NULL PRIMARY KEY, "
    "live INTEGER NOT NULL) WITHOUT ROWID",
)
_FILL: Final = (
    f"DELETE FROM {SUFFIXES}",
    f"DELETE FROM {PIECE_COUNTS}",
    # Inserted in key order: the B-tree is appended to, not split at random.
    f"INSERT INTO {SUFFIXES} (suffix, order_id) "
    f"SELECT * FROM ({_suffixes_of('orders', 'orders, ')}) ORDER BY suffix, order_id",
    f"INSERT INTO {PIECE_COUNTS} (piece, live) "
    f"SELECT piece, count(*) FROM ({_pieces_of('orders', 'orders, ')}) GROUP BY piece",
)
# A write that changes nothing takes SQLite's write lock: two processes starting at once on one
# file check and fill one after the other.
_TAKE_WRITE_LOCK: Final = "UPDATE orders SET number = number WHERE 0 = 1"


def install(engine: Engine) -> None:
    """Gives a SQLite store the suffixes, counters and triggers it lacks, filled from its rows."""
    if engine.dialect.name != "sqlite":
        return
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(_TAKE_WRITE_LOCK)
            _install_on(connection)
    except DBAPIError:  # an SQLite built without JSON functions
        log.warning("No suffix index of order numbers: number parts are scanned.")


def _install_on(connection: Connection) -> None:
    present = {
        str(name)
        for (name,) in connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"
        )
    }
    # The FTS5 trigram table the numbers had before the suffixes: kept up by every write, read
    # by nothing now.
    for trigger in sorted(ORDER_NUMBER.trigger_names() & present):
        connection.exec_driver_sql(f"DROP TRIGGER {trigger}")
    if ORDER_NUMBER.index in present:
        connection.exec_driver_sql(f"DROP TABLE {ORDER_NUMBER.index}")
    if {SUFFIXES, PIECE_COUNTS, *TRIGGERS} <= present:
        return
    for statement in _TABLES:
        connection.exec_driver_sql(statement)
    for name, definition in TRIGGERS.items():
        connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {name}")
        connection.exec_driver_sql(f"CREATE TRIGGER {name} {definition}")
    # Without all the triggers some writes may have been missed: both are read afresh.
    for statement in _FILL:
        connection.exec_driver_sql(statement)


def _installed(session: Session) -> bool:
    found = session.execute(
        text("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN (:a, :b)"),
        {"a": SUFFIXES, "b": PIECE_COUNTS},
    )
    tables: int = found.scalar_one()
    return tables == 2


def _keyed(part: str) -> str | None:
    """``part`` as the suffixes and counters hold it, or None when they cannot answer it (an
    empty part, or a NUL, where SQLite's ``length`` and ``LIKE`` stop reading)."""
    if not part or "\x00" in part:
        return None
    return part.translate(_ASCII_LOWER)


def _after_prefixes(keyed: str) -> str | None:
    """The least text after every text that starts with ``keyed`` (None: there is none)."""
    while keyed:
        last = ord(keyed[-1]) + 1
        if last in _SURROGATES:
            last = _SURROGATES.stop
        if last <= 0x10FFFF:
            return keyed[:-1] + chr(last)
        keyed = keyed[:-1]
    return None


def _starting_with(keyed: str) -> list[Any]:
    """Conditions on ``order_number_suffixes``: the suffix starts with ``keyed`` (a range of
    the B-tree; texts compare by code point, as their UTF-8 bytes do)."""
    conditions = [_suffixes.c.suffix >= literal(keyed)]
    after = _after_prefixes(keyed)
    if after is not None:
        conditions.append(_suffixes.c.suffix < literal(after))
    return conditions


def number_part(session: Session, part: str) -> Substring:
    """Orders whose number contains ``part`` (ASCII letters in any case, as SQLite's LIKE):
    through the suffixes where the part is in few enough orders for their candidates to be the
    cheaper way, else the plain LIKE (the page walks the sort key's index)."""
    dialect = session.get_bind().dialect.name
    keyed = _keyed(part)
    if dialect != "sqlite" or keyed is None or not _installed(session):
        return contains(session, ORDER_NUMBER, part)
    plain = plain_contains(ORDER_NUMBER, part, dialect)
    rows = int(session.scalar(select(func.max(Order.id))) or 0)
    most = rows // INDEXED_AT_MOST_ONE_ROW_IN
    if len(keyed) <= COUNTED_PIECE:
        found = session.scalar(_piece_count(keyed))
    else:  # entries of the range, up to one more than it may hold
        capped = select(_suffixes.c.order_id).where(*_starting_with(keyed)).limit(most + 1)
        found = session.scalar(select(func.count()).select_from(capped.subquery()))
    if int(found or 0) > most:
        return Substring(plain, None)
    candidates = select(_suffixes.c.order_id).where(*_starting_with(keyed))
    return Substring(and_(plain, Order.id.in_(candidates)), SUFFIX_QUERY)


def _piece_count(keyed: str) -> Select[Any]:
    return select(func.coalesce(func.max(_piece_counts.c.live), 0)).where(
        _piece_counts.c.piece == bindparam("piece", keyed)
    )


def piece_total(session: Session, part: str) -> Select[Any] | None:
    """A statement answering how many live orders' numbers contain ``part`` from its counter,
    for a part of at most ``COUNTED_PIECE`` characters on a store that counts; else None."""
    keyed = _keyed(part)
    if keyed is None or len(keyed) > COUNTED_PIECE:
        return None
    if session.get_bind().dialect.name != "sqlite" or not _installed(session):
        return None
    return _piece_count(keyed)
