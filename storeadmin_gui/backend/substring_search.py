"""Substring searches ("contains", any case or exact) that use a trigram index where it pays.

One mechanism for every searched column (variant codes, variants' search texts of their names,
order numbers):

- SQLite: an FTS5 table with the ``trigram`` tokenizer per column (order numbers have an index
  of their own there, ``number_search``), its content read from the table itself (external
  content), kept by triggers in the transaction of every write, whoever writes. Once per text
  and data version of the store (``remembered``), the text's trigrams are counted in the index
  (up to a cap): where some are rare, the condition takes the rowids of the rows holding all
  the rare ones from the index; where none is (or the text has fewer than three characters, so
  no trigram), it stays the plain ``LIKE``, so a page walks the sort key's index and stops when
  it is full.
- PostgreSQL: a ``pg_trgm`` GIN index on the searched expression; its planner makes the same
  choice from the index's own statistics. Without the extension the plain scan stays.

The answer is always the plain ``LIKE``'s: the trigram index only narrows the rows it is asked
of (its case folding covers every pair SQLite's ``LIKE`` ignores, ASCII letters), and ``%``, ``_``
and quotes are plain characters both in the ``LIKE`` (escaped) and in the FTS5 phrase (quoted).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache
from threading import Lock
from typing import Final
from weakref import WeakKeyDictionary

from sqlalchemy import (
    ColumnElement,
    Connection,
    Engine,
    Select,
    and_,
    column,
    func,
    literal_column,
    select,
    table,
    text,
)
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import InstrumentedAttribute, Session

from .models.catalog import ProductVariant, ProductVariantTranslation, VariantNames
from .models.sales import Order
from .remembered import remembered

log = logging.getLogger(__name__)

# The trigram index answers when the rarest trigram is in at most one row of this many; above,
# reading and sorting its candidates costs more than walking the sort key's index with LIKE.
INDEXED_AT_MOST_ONE_ROW_IN: Final = 64
TRIGRAM: Final = 3
FIRST_CAP: Final = 256
CAP_GROWTH: Final = 8
# A total counts a frequent part from the trigram index's candidates where one of its trigrams
# is in at most one row of this many (above, reading them costs more than reading every row);
# only the first trigrams of a long part are counted for it.
COUNTED_AT_MOST_ONE_ROW_IN: Final = 4
COUNTED_TRIGRAMS: Final = 8
# Trigrams of a long text looked at (any of them narrow the candidates; all would bind more values
# than SQLite takes in one statement for a text of thousands of characters).
MOST_TRIGRAMS: Final = 32


@dataclass(frozen=True)
class SearchedColumn:
    """A column searched by substring; ``any_case``: the search ignores case (else exact)."""

    column: InstrumentedAttribute[str | None] | InstrumentedAttribute[str]
    any_case: bool

    @property
    def table(self) -> str:
        return str(self.column.class_.__tablename__)

    @property
    def name(self) -> str:
        return str(self.column.key)

    @property
    def index(self) -> str:
        """The FTS5 table (SQLite) or GIN index (PostgreSQL)."""
        return f"search_{self.table}_{self.name}"

    def triggers(self) -> list[str]:
        """SQLite: the triggers that keep the FTS5 table equal to its column."""
        fts, col = self.index, self.name
        add = f"INSERT INTO {fts}(rowid, {col}) VALUES (new.id, new.{col});"
        remove = f"INSERT INTO {fts}({fts}, rowid, {col}) VALUES ('delete', old.id, old.{col});"
        on = f"ON {self.table} BEGIN"
        return [
            f"CREATE TRIGGER IF NOT EXISTS {fts}_insert AFTER INSERT {on} {add} END",
            f"CREATE TRIGGER IF NOT EXISTS {fts}_delete AFTER DELETE {on} {remove} END",
            f"CREATE TRIGGER IF NOT EXISTS {fts}_update AFTER UPDATE OF {col} {on} "
            f"{remove} {add} END",
        ]

    def trigger_names(self) -> set[str]:
        return {f"{self.index}_{event}" for event in ("insert", "delete", "update")}


VARIANT_CODE: Final = SearchedColumn(ProductVariant.code, any_case=True)
# Names one by one (no index: only a part no search text can hold is searched so).
VARIANT_NAME: Final = SearchedColumn(ProductVariantTranslation.name, any_case=True)
VARIANT_NAMES: Final = SearchedColumn(VariantNames.names, any_case=True)  # ``variant_names``
ORDER_NUMBER: Final = SearchedColumn(Order.number, any_case=False)
SEARCHED: Final = (VARIANT_CODE, VARIANT_NAMES, ORDER_NUMBER)
# Order numbers on SQLite have an index of their own (``number_search``).
SQLITE_SEARCHED: Final = (VARIANT_CODE, VARIANT_NAMES)


def install(engine: Engine) -> None:
    """Gives a store the trigram indexes it lacks (a store made before them, too), filled from
    the rows it has."""
    _forget_indexes(engine)
    with engine.begin() as connection:
        if engine.dialect.name == "sqlite":
            _install_sqlite(connection)
    if engine.dialect.name == "postgresql":
        _install_postgresql(engine)


def _install_sqlite(connection: Connection) -> None:
    present = {
        str(name)
        for (name,) in connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"
        )
    }
    for searched in SQLITE_SEARCHED:
        if searched.index in present and searched.trigger_names() <= present:
            continue
        try:
            connection.exec_driver_sql(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS {searched.index} USING fts5("
                f"{searched.name}, content='{searched.table}', content_rowid='id', "
                "tokenize='trigram')"
            )
        except DBAPIError:  # an SQLite built without FTS5 or its trigram tokenizer
            log.warning("No trigram index for %s: substring searches scan.", searched.index)
            return
        for trigger in searched.triggers():
            connection.exec_driver_sql(trigger)
        # Missing triggers may have missed writes: the index is read afresh from the table.
        connection.exec_driver_sql(
            f"INSERT INTO {searched.index}({searched.index}) VALUES ('rebuild')"
        )


def _install_postgresql(engine: Engine) -> None:
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except DBAPIError:  # not installed on the server, or the role may not create it
        log.warning("No pg_trgm extension: substring searches scan.")
        return
    with engine.begin() as connection:
        for searched in SEARCHED:
            expression = f"lower({searched.name})" if searched.any_case else searched.name
            connection.exec_driver_sql(
                f"CREATE INDEX IF NOT EXISTS {searched.index} ON {searched.table} "
                f"USING gin (({expression}) gin_trgm_ops)"
            )


@dataclass(frozen=True)
class Substring:
    """A search's condition and how it is found: ``query`` the trigram index's FTS5 query, None
    for the plain scan (part of a cached statement's key, since the two are different SQL);
    ``counted_query``: an FTS5 query whose rows hold every match, for a total (see
    ``contains``), None where a total reads every row."""

    condition: ColumnElement[bool]
    query: str | None
    counted_query: str | None = None


def contains(
    session: Session, searched: SearchedColumn, part: str, *, counting: bool = False
) -> Substring:
    """``searched`` contains ``part`` (any case, if the column is searched so), with the trigram
    index's candidates where the part is rare enough for them to be the cheaper way.

    ``counting``: a part too frequent for a page to start from the index's candidates (a page
    walks the sort key's index and is soon full) may still be counted from them, each checked
    with the ``LIKE``, where one of its trigrams is in at most one row in
    ``COUNTED_AT_MOST_ONE_ROW_IN``: reading those candidates costs less than reading every row.
    """
    dialect = session.get_bind().dialect.name
    plain = plain_contains(searched, part, dialect)
    if dialect != "sqlite":
        return Substring(plain, None)
    # The way depends on how many rows hold the trigrams, not on which: any way answers alike.
    rare, for_count = remembered(
        session,
        ("trigram queries", searched.index, part, counting),
        lambda: _trigram_queries(session, searched, part, counting=counting),
    )
    if rare is None:
        return Substring(plain, None, for_count)
    return Substring(
        and_(plain, searched.column.class_.id.in_(candidates(searched, rare))), rare, rare
    )


def candidates(searched: SearchedColumn, query: str) -> Select[tuple[int]]:
    """The ids of the rows the trigram index finds for ``query`` (each still to be checked with
    the ``LIKE``: the index folds the case of more letters)."""
    index = table(searched.index, column("rowid"))
    return select(index.c.rowid).where(literal_column(searched.index).op("MATCH")(query))


def plain_contains(searched: SearchedColumn, part: str, dialect: str) -> ColumnElement[bool]:
    """The LIKE that decides. SQLite's ignores the case of ASCII letters already (as its
    ``lower()`` does), so it is spared a ``lower()`` of every row it reads."""
    if searched.any_case and dialect != "sqlite":
        return searched.column.icontains(part, autoescape=True)
    return searched.column.contains(part, autoescape=True)


def _term(trigram: str) -> str:
    """An FTS5 string: every character plain, a double quote doubled."""
    return '"' + trigram.replace('"', '""') + '"'


def trigrams(part: str) -> list[str]:
    """The distinct trigrams of ``part`` as typed: the index folds their case as it folded the
    rows' (folding them here too could differ from it for a character outside ASCII)."""
    return sorted({part[start : start + TRIGRAM] for start in range(len(part) - TRIGRAM + 1)})


def _trigram_queries(
    session: Session, searched: SearchedColumn, part: str, *, counting: bool
) -> tuple[str | None, str | None]:
    """``(rare, for_count)``: an FTS5 query for the rows holding each rare trigram of ``part``,
    or None where the plain scan is the cheaper way (no index, no trigram, or none of them
    rare); where none is rare and ``counting``, a query for the rows holding its least frequent
    trigram if a count reads them faster than every row (see ``contains``), else None.

    The trigrams' rows are counted up to a cap only (a frequent trigram's full count reads its
    whole posting list), a cap that grows from ``FIRST_CAP`` by ``CAP_GROWTH`` until a trigram
    stays under it or it reaches the table's size over ``INDEXED_AT_MOST_ONE_ROW_IN``: what the
    choice costs follows how rare the part is, not how large the table is.
    """
    if len(part) < TRIGRAM or "\x00" in part or not _indexed(session, searched):
        return None, None
    rows = int(session.scalar(select(func.max(searched.column.class_.id))) or 0)
    last_cap = rows // INDEXED_AT_MOST_ONE_ROW_IN
    cap = min(FIRST_CAP, last_cap)
    terms = [_term(trigram) for trigram in trigrams(part)[:MOST_TRIGRAMS]]
    while True:
        counts = _capped_term_counts(session, searched, terms, cap)
        if counts is None:
            return None, None
        rare = [term for term, count in counts.items() if count <= cap]
        if rare:
            return " AND ".join(rare), None
        if cap >= last_cap:
            break
        cap = min(cap * CAP_GROWTH, last_cap)
    count_cap = rows // COUNTED_AT_MOST_ONE_ROW_IN
    if not counting or count_cap <= cap:
        return None, None
    counts = _capped_term_counts(session, searched, terms[:COUNTED_TRIGRAMS], count_cap)
    if counts is None:
        return None, None
    fewest = min(counts, key=counts.__getitem__)
    return None, (fewest if counts[fewest] <= count_cap else None)


def _capped_term_counts(
    session: Session, searched: SearchedColumn, terms: list[str], cap: int
) -> dict[str, int] | None:
    """Each term's rows in ``searched``'s trigram table, counted up to ``cap + 1``; None when
    that table has been dropped by hand since it was known (the plain scan answers)."""
    try:
        counted = session.connection().exec_driver_sql(
            _capped_counts(searched.index, len(terms)),
            tuple(value for term in terms for value in (term, cap + 1)),
        )
    except OperationalError:
        if _table_exists(session, searched.index):
            raise
        _forget_index(session.get_bind().engine, searched.index)
        return None
    return dict(zip(terms, counted.one(), strict=True))


@cache
def _capped_counts(index: str, terms: int) -> str:
    """One statement counting the rows of each of ``terms`` FTS5 queries, each up to a limit
    (both bound), written as text: building it as SQLAlchemy constructs cost more than running
    it."""
    capped = f"(SELECT count(*) FROM (SELECT rowid FROM {index} WHERE {index} MATCH ? LIMIT ?))"
    return "SELECT " + ", ".join([capped] * terms)


def _indexed(session: Session, searched: SearchedColumn) -> bool:
    """Whether ``searched`` has its trigram table, known once per engine (a request asks no
    schema); a table dropped since is found missing by the count that reads it."""
    engine = session.get_bind().engine
    with _KNOWN_LOCK:
        present = _known_indexes.get(engine)
    if present is None:
        found = session.connection().exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'search\\_%' "
            "ESCAPE '\\'"
        )
        present = frozenset(str(name) for (name,) in found)
        with _KNOWN_LOCK:
            _known_indexes[engine] = present
    return searched.index in present


def _forget_index(engine: Engine, index: str) -> None:
    with _KNOWN_LOCK:
        _known_indexes[engine] = _known_indexes.get(engine, frozenset()) - {index}


def _forget_indexes(engine: Engine) -> None:
    with _KNOWN_LOCK:
        _known_indexes.pop(engine, None)


# Per engine, the trigram tables its store has (read at the first search, again after install).
_known_indexes: WeakKeyDictionary[Engine, frozenset[str]] = WeakKeyDictionary()
_KNOWN_LOCK: Final = Lock()


def _table_exists(session: Session, name: str) -> bool:
    found = session.execute(
        text("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :name"), {"name": name}
    )
    return found.first() is not None
