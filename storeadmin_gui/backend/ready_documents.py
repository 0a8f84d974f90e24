"""Order documents encoded when the order is written and read back as ready bytes.

Why: a page of orders or an order that no cache can answer (a different one each request) spent
most of its time loading the order's rows and building its document as dicts
(docs/benchmarks.md). Here each order's documents (its own read and its form in a list page) are
encoded once, in the transaction that writes the order, and stored in ``order_documents``; a read
fetches the ready bytes of the page's orders in one indexed query and splices them into the
answer.

Never stale:
- Triggers on ``orders``, ``order_items``, ``order_item_units`` and ``adjustments`` (SQLite and
  PostgreSQL) mark the order's stored documents ``pending`` and move their ``revision`` in the
  transaction of every write, whoever writes: every route, a bulk load, another server process on
  the same database, a hand-made UPDATE. SQLAlchemy events were not chosen: they miss Core
  statements and the driver-level inserts of large lines (``db.insert_rows``), and they see the
  writes of this process only. A pending document is never served; its order is rendered as
  before, from its rows.
- Before a session commits, the documents its writes made pending are rendered anew and stored,
  in the same transaction (on PostgreSQL the rows are locked, ``SKIP LOCKED``, so that two
  committers never render one order at once). A document rendered elsewhere (the start's fill)
  is stored only if its revision did not move meanwhile.
- The parts that rows other than the order's show are not stored: each item's variant (the
  catalogue) and the customer, their user and the channel are holes, filled on every read from
  the catalogue's signature-keyed cache and from the very columns read with the document (or,
  read on the event loop, from the parts kept for the data stamp its snapshot holds, which
  every commit of any writer moves: ``_snapshot_parts``). An order document holds no text that
  depends on who asks (language, role).

A store made by an earlier version has its orders marked pending at start (``install``, before
the server serves) and their documents rendered while it serves (``document_build.py``, a short
transaction at a time: ``render_batch``); until an order's are stored, it is rendered from its rows.
"""

from __future__ import annotations

import uuid
import weakref
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, cast

import orjson
from sqlalchemy import Connection, Engine, bindparam, delete, event, func, select, text, update
from sqlalchemy.orm import Session

from .driver_reads import DriverReader, kept_for_snapshot
from .lru_cache import LruCache
from .models.accounts import IdempotencyKey, User
from .models.catalog import Channel
from .models.sales import Customer, Order, OrderDocument, OrderItem
from .order_views import (
    _load_variant_documents,
    cached_per_variant,
    order_document,
    order_documents,
    order_lines,
    people_part,
)
from .sales_loading import (
    IDS,
    LOADED_SINCE_WRITE,
    PEOPLE_COLUMNS,
    ItemBundle,
    OrderBundle,
    load_orders,
)

# A larger order's own document (thousands of units) is not stored: it is rendered on read.
# An order of more units (an item of 9,999, say) has its own document rendered on read: it is
# megabytes, and rendering it at every write to the order would hold the write lock for it.
MOST_STORED_UNITS: Final = 500
# Pending documents one commit renders at most: a write's own orders, and a few of any left by
# writes that did not go through a session (they are served from their rows until then).
RENDERED_AT_COMMIT: Final = 50
# The hole of the customer, user and channel part (a variant's hole is its id, never 0).
PEOPLE: Final = 0
_PEOPLE_HOLE_KEY: Final = b'{"email":'
# Marks a connection that ran a write in its transaction (``_note_write``).
_WROTE: Final = "order_documents_wrote"
# Writes that no order document shows (an Idempotency-Key's own rows): no rendering at commit.
_UNSEEN_WRITES: Final = tuple(
    f"{verb} {IdempotencyKey.__tablename__} " for verb in ("INSERT INTO", "UPDATE", "DELETE FROM")
)
# Serialises the installs of server processes starting at once on one PostgreSQL database.
_INSTALL_LOCK: Final = 0x5A0D0
_TAKE_WRITE_LOCK: Final = "UPDATE order_documents SET pending = pending WHERE 0 = 1"

# The engines whose store has the table and triggers (set by ``install``).
_INSTALLED: weakref.WeakSet[Engine] = weakref.WeakSet()

# ---- triggers --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Revisions:
    """A table of revisions (``key`` column, ``revision``, and ``marks``: more columns set on
    every write) and, per watched table, a SELECT of the keys a row (``{row}``) of it moves."""

    table: str
    key: str
    marks: tuple[tuple[str, str, str], ...]  # (column, SQLite value, PostgreSQL value)
    watched: tuple[tuple[str, str, str], ...]  # (table, "UPDATE OF" columns or "", SELECT)
    skip_marked: str = ""  # a condition of a kept row: already marked (see ``_unless_marked``)

    def mark(self, row: str, keys: str, dialect: str) -> str:
        """SQL moving the revision of the keys ``keys`` selects from ``row``."""
        qualified = "" if dialect == "sqlite" else f"{self.table}."
        chosen = 1 if dialect == "sqlite" else 2
        names = ", ".join(column for column, _, _ in self.marks)
        values = ", ".join(mark[chosen] for mark in self.marks)
        sets = ", ".join(f"{mark[0]} = {mark[chosen]}" for mark in self.marks)
        return (
            f"INSERT INTO {self.table} ({self.key}, revision{', ' if names else ''}{names}) "
            f"SELECT DISTINCT moved.key, 1{', ' if values else ''}{values} "
            f"FROM ({keys.format(row=row)}) AS moved WHERE moved.key IS NOT NULL "
            f"ON CONFLICT ({self.key}) DO UPDATE SET revision = {qualified}revision + 1"
            f"{', ' if sets else ''}{sets}"
        )

    def _unless_marked(self, row: str, keys: str) -> str:
        """SQLite: a WHEN clause skipping the keys already marked (``skip_marked``). Writers go
        one at a time there, so a key marked before the write began was moved then, and a key
        marked in this write need not move again before its commit renders it: a line of
        9,999 units marks its order once, not once per unit and adjustment."""
        if not self.skip_marked:
            return ""
        return (
            f"WHEN EXISTS (SELECT 1 FROM ({keys.format(row=row)}) AS moved WHERE NOT EXISTS "
            f"(SELECT 1 FROM {self.table} AS kept WHERE kept.{self.key} = moved.key "
            f"AND kept.{self.skip_marked})) "
        )

    def trigger_sql(self, dialect: str) -> list[str]:
        statements: list[str] = []
        for table, columns, keys in self.watched:
            name = f"{self.table}_{table}"
            if dialect == "sqlite":
                update = f"UPDATE OF {columns}" if columns else "UPDATE"
                for event_name, when, row in (
                    ("insert", "INSERT", "NEW"),
                    ("update", update, "NEW"),
                    ("delete", "DELETE", "OLD"),
                ):
                    statements.append(
                        f"CREATE TRIGGER {name}_{event_name} AFTER {when} ON {table} "
                        f"{self._unless_marked(row, keys)}"
                        f"BEGIN {self.mark(row, keys, dialect)}; END"
                    )
                continue
            statements += [
                f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
                f"BEGIN IF TG_OP <> 'INSERT' THEN {self.mark('OLD', keys, dialect)}; END IF; "
                f"IF TG_OP <> 'DELETE' THEN {self.mark('NEW', keys, dialect)}; END IF; "
                "RETURN NULL; END $$",
                f"DROP TRIGGER IF EXISTS {name} ON {table}",
                f"CREATE TRIGGER {name} AFTER INSERT OR DELETE OR "
                f"{f'UPDATE OF {columns}' if columns else 'UPDATE'} ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {name}()",
            ]
        return statements

    def trigger_names(self, dialect: str) -> set[str]:
        if dialect == "sqlite":
            return {
                f"{self.table}_{table}_{event_name}"
                for table, _, _ in self.watched
                for event_name in ("insert", "update", "delete")
            }
        return {f"{self.table}_{table}" for table, _, _ in self.watched}


# Every row an order document shows but its customer, user and channel (put in on read).
ORDER_REVISIONS: Final = Revisions(
    "order_documents",
    "order_id",
    (("pending", "1", "true"),),
    (
        ("orders", "", "SELECT {row}.id AS key"),
        ("order_items", "", "SELECT {row}.order_id AS key"),
        ("adjustments", "", "SELECT {row}.order_id AS key"),
        (
            "order_item_units",
            "",
            "SELECT order_id AS key FROM order_items WHERE order_items.id = {row}.order_item_id",
        ),
        # The links of an order's items name their variant's and product's codes.
        (
            "product_variants",
            "id, code, product_id",
            "SELECT order_id AS key FROM order_items WHERE variant_id = {row}.id",
        ),
        (
            "products",
            "id, code",
            "SELECT item.order_id AS key FROM order_items AS item JOIN product_variants AS variant "
            "ON variant.id = item.variant_id WHERE variant.product_id = {row}.id",
        ),
    ),
    skip_marked="pending",
)
_VALUE_VARIANTS: Final = (
    "SELECT variant_id AS key FROM product_variant_option_values WHERE option_value_id = {row}"
)
# Every row a variant's document in an order shows (a stock count moving is none of them).
VARIANT_REVISIONS: Final = Revisions(
    "variant_revisions",
    "variant_id",
    (),
    (
        (
            "product_variants",
            "id, code, created_at, updated_at, product_id",
            "SELECT {row}.id AS key",
        ),
        ("products", "", "SELECT id AS key FROM product_variants WHERE product_id = {row}.id"),
        ("product_variant_translations", "", "SELECT {row}.variant_id AS key"),
        ("product_variant_option_values", "", "SELECT {row}.variant_id AS key"),
        ("product_option_values", "", _VALUE_VARIANTS.replace("{row}", "{row}.id")),
        (
            "product_option_value_translations",
            "",
            _VALUE_VARIANTS.replace("{row}", "{row}.option_value_id"),
        ),
        (
            "product_options",
            "",
            "SELECT link.variant_id AS key FROM product_variant_option_values AS link "
            "JOIN product_option_values AS value ON value.id = link.option_value_id "
            "WHERE value.option_id = {row}.id",
        ),
    ),
)
REVISIONS: Final = (ORDER_REVISIONS, VARIANT_REVISIONS)


def _present_triggers(connection: Connection) -> set[str]:
    if connection.dialect.name == "sqlite":
        query = "SELECT name FROM sqlite_master WHERE type = 'trigger'"
    else:
        query = "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal"
    return {str(name) for (name,) in connection.exec_driver_sql(query)}


def install(engine: Engine) -> None:
    """Gives the store the triggers it lacks and marks pending the documents of every order that
    has none yet (a store made by an earlier version, or before the triggers: all of them). Quick
    (no order is rendered here): ``document_build.DocumentBuild`` renders what is pending."""
    dialect = engine.dialect.name
    if dialect not in ("sqlite", "postgresql"):
        return
    with engine.begin() as connection:
        if dialect == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _INSTALL_LOCK})
        else:
            connection.exec_driver_sql(_TAKE_WRITE_LOCK)
        present = _present_triggers(connection)
        for revisions in REVISIONS:
            if revisions.trigger_names(dialect) <= present:
                continue
            for name in revisions.trigger_names(dialect) if dialect == "sqlite" else ():
                connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {name}")
            for statement in revisions.trigger_sql(dialect):
                connection.exec_driver_sql(statement)
            # Without all the triggers some writes may have been missed: everything kept is
            # made anew (nothing at a store's first start with them).
            marks = "".join(
                f", {mark[0]} = {mark[1 if dialect == 'sqlite' else 2]}" for mark in revisions.marks
            )
            connection.exec_driver_sql(
                f"UPDATE {revisions.table} SET revision = revision + 1{marks}"
            )
        # Orders written before the triggers: their documents are made pending, then rendered.
        pending = "1" if dialect == "sqlite" else "true"
        connection.exec_driver_sql(
            "INSERT INTO order_documents (order_id, revision, pending) "
            f"SELECT id, 1, {pending} FROM orders WHERE NOT EXISTS "
            "(SELECT 1 FROM order_documents AS d WHERE d.order_id = orders.id) "
            "ON CONFLICT (order_id) DO NOTHING"
        )
    _INSTALLED.add(engine)


def render_batch(engine: Engine, most: int) -> int:
    """Renders and stores up to ``most`` pending documents in one transaction of their own; how
    many were pending (0: none is left that another transaction does not hold)."""
    with Session(engine) as session:
        if engine.dialect.name == "sqlite":  # the batch reads what it writes: no writer between
            session.execute(text(_TAKE_WRITE_LOCK))
        done = render_pending(session, most)
        session.connection().info.pop(_WROTE, None)  # its writes were documents: none to render
        session.commit()
    return done


# ---- rendering -------------------------------------------------------------------------------


class _Hole:
    """Stands for a part filled in on read: a variant (by id) or ``PEOPLE``."""

    __slots__ = ("key",)

    def __init__(self, key: int) -> None:
        self.key = key


def _template(document: dict[str, Any]) -> tuple[bytes, bytes]:
    """``document`` encoded without its holes, and the holes as ``[[offset, key], ...]``."""
    marker = "\x00" + uuid.uuid4().hex  # no stored text holds it (checked below)
    keys: list[int] = []

    def hole(value: Any) -> str:
        if isinstance(value, _Hole):
            keys.append(value.key)
            return marker
        raise TypeError

    pieces = orjson.dumps(document, default=hole).split(orjson.dumps(marker))
    if len(pieces) != len(keys) + 1:
        raise ValueError("an order's text holds a document hole's marker")
    holes: list[list[int]] = []
    offset = 0
    for piece, key in zip(pieces, keys, strict=False):
        offset += len(piece)
        holes.append([offset, key])
    return b"".join(pieces), orjson.dumps(holes)


def _without_units(bundle: OrderBundle) -> OrderBundle:
    """The order as a list page loads it: its items without units (nor their adjustments)."""
    items = [ItemBundle(item.row, adjustments=item.adjustments) for item in bundle.items]
    return OrderBundle(bundle.row, items, bundle.adjustments)


def _rendered(bundle: OrderBundle, with_units: bool) -> dict[str, Any]:
    """The bound values storing ``bundle``'s documents; its own read's only ``with_units``
    (``bundle`` then holds them)."""
    listed_bundle = _without_units(bundle) if with_units else bundle
    lines = order_lines(listed_bundle, True)
    holes = {variant_id: _Hole(variant_id) for variant_id, _ in lines.items}
    people = {"email": _Hole(PEOPLE)}
    listed, listed_holes = _template(order_document(bundle.row, lines, holes, people))
    full = full_holes = None
    if with_units:
        full, full_holes = _template(order_document(bundle.row, order_lines(bundle), holes, people))
    return {
        "b_listed": listed,
        "b_listed_holes": listed_holes,
        "b_full": full,
        "b_full_holes": full_holes,
    }


_UNITS: Final = (
    select(OrderItem.order_id, func.sum(OrderItem.quantity))
    .where(OrderItem.order_id.in_(IDS))
    .group_by(OrderItem.order_id)
)
_PENDING: Final = (
    select(OrderDocument.order_id, OrderDocument.revision)
    .where(text("pending"))
    .order_by(OrderDocument.order_id)
    .limit(bindparam("most"))
    .with_for_update(skip_locked=True)
)
_STORE: Final = (
    update(OrderDocument)
    .where(
        OrderDocument.order_id == bindparam("b_order_id"),
        OrderDocument.revision == bindparam("b_revision"),
    )
    .values(
        pending=False,
        listed=bindparam("b_listed"),
        listed_holes=bindparam("b_listed_holes"),
        full=bindparam("b_full"),
        full_holes=bindparam("b_full_holes"),
    )
)
_GONE: Final = delete(OrderDocument).where(
    OrderDocument.order_id == bindparam("b_order_id"),
    OrderDocument.revision == bindparam("b_revision"),
)


def render_pending(session: Session, most: int) -> int:
    """Renders and stores up to ``most`` pending documents (each only if its revision is still
    the one read before its rows); how many were pending."""
    connection = session.connection()
    revisions = {row[0]: row[1] for row in connection.execute(_PENDING, {"most": most})}
    if not revisions:
        return 0
    order_ids = sorted(revisions)
    loaded = _loaded_since_write(connection, order_ids)
    units = {
        order_id: sum(item.row.quantity for item in loaded[order_id].items) for order_id in loaded
    }
    others = [order_id for order_id in order_ids if order_id not in loaded]
    if others:
        units.update((row[0], row[1]) for row in connection.execute(_UNITS, {"ids": others}))
    large = [order_id for order_id in order_ids if units.get(order_id, 0) > MOST_STORED_UNITS]
    small = [order_id for order_id in order_ids if order_id not in large]
    stored = []
    for ids, with_units in ((small, True), (large, False)):
        ready = [loaded[order_id] for order_id in ids if with_units and order_id in loaded]
        rest = [order_id for order_id in ids if not with_units or order_id not in loaded]
        for bundle in [*ready, *load_orders(session, rest, with_units=with_units)]:
            order_id = bundle.row.id
            bound = _rendered(bundle, with_units)
            stored.append({"b_order_id": order_id, "b_revision": revisions.pop(order_id), **bound})
    if stored:
        connection.execute(_STORE, stored)
    if revisions:  # orders that are gone
        gone = [{"b_order_id": key, "b_revision": value} for key, value in revisions.items()]
        connection.execute(_GONE, gone)
    return len(stored) + len(revisions)


def _loaded_since_write(connection: Connection, order_ids: Sequence[int]) -> dict[int, OrderBundle]:
    """Of ``order_ids``, the orders with their units this transaction loaded after its last
    write (``LOADED_SINCE_WRITE``): on SQLite alone, where writers go one at a time, so that no
    other transaction changed them since; elsewhere none."""
    kept: dict[tuple[int, bool], OrderBundle] = connection.info.get(LOADED_SINCE_WRITE) or {}
    return {order_id: kept[(order_id, True)] for order_id in order_ids if (order_id, True) in kept}


def _note_write(
    connection: Connection, _cursor: Any, statement: str, *_args: Any, **_kwargs: Any
) -> None:
    if statement[:6].upper() in ("SELECT", "PRAGMA") or statement.startswith(_UNSEEN_WRITES):
        return
    connection.info[_WROTE] = True
    if connection.dialect.name == "sqlite":  # what was loaded before this write is out of date
        connection.info[LOADED_SINCE_WRITE] = {}


def _render_at_commit(session: Session) -> None:
    """The documents this session's writes made pending, rendered in its transaction."""
    if not session.in_transaction():
        return
    bind = session.get_bind()
    if not isinstance(bind, Engine) or bind not in _INSTALLED:
        return
    session.flush()
    connection = session.connection()
    if connection.info.pop(_WROTE, False):
        render_pending(session, RENDERED_AT_COMMIT)
        connection.info.pop(_WROTE, None)


def _forget_writes(connection: Connection) -> None:
    """The transaction is over: a later one on this connection has written nothing yet (a
    start's writes left noted would have its first request render a batch at its commit)."""
    connection.info.pop(_WROTE, None)
    connection.info.pop(LOADED_SINCE_WRITE, None)


event.listen(Engine, "before_cursor_execute", _note_write)
event.listen(Engine, "commit", _forget_writes)
event.listen(Engine, "rollback", _forget_writes)
event.listen(Session, "before_commit", _render_at_commit)


# ---- reading ---------------------------------------------------------------------------------


def _ready(full: bool, people: bool) -> Any:
    """The stored documents of orders ``IDS``, with every column their people part shows, or
    (not ``people``) with the ids that name it alone."""
    body = OrderDocument.full if full else OrderDocument.listed
    holes = OrderDocument.full_holes if full else OrderDocument.listed_holes
    columns = PEOPLE_COLUMNS if people else (Order.channel_id, Order.customer_id)
    statement = select(
        OrderDocument.order_id, body.label("body"), holes.label("holes"), *columns
    ).join(Order, Order.id == OrderDocument.order_id)
    if people:
        statement = (
            statement.join(Channel, Channel.id == Order.channel_id)
            .outerjoin(Customer, Customer.id == Order.customer_id)
            .outerjoin(User, User.id == Customer.user_id)
        )
    return statement.where(OrderDocument.order_id.in_(IDS), text("NOT pending"), body.is_not(None))


@dataclass(frozen=True)
class _DocumentReads:
    """The statements reading stored documents: ``whole`` with every column of their people
    part, ``narrow`` with the ids that name it (where the parts of the reader's snapshot are
    kept, ``_snapshot_parts``)."""

    whole: Any
    narrow: Any


def _document_reads(full: bool, live_only: bool = False) -> _DocumentReads:
    whole, narrow = _ready(full, people=True), _ready(full, people=False)
    if live_only:
        return _DocumentReads(
            whole.where(Order.deleted_at.is_(None)), narrow.where(Order.deleted_at.is_(None))
        )
    return _DocumentReads(whole, narrow)


_READY: Final = {False: _document_reads(False), True: _document_reads(True)}
# One order's own document, only while the order is live: an order read in one statement.
_READY_LIVE: Final = _document_reads(True, live_only=True)
# The people part's columns of orders ``IDS`` (one order per part the snapshot lacks).
_PEOPLE_OF_ORDERS: Final = (
    select(Order.id, *PEOPLE_COLUMNS)
    .join(Channel, Channel.id == Order.channel_id)
    .outerjoin(Customer, Customer.id == Order.customer_id)
    .outerjoin(User, User.id == Customer.user_id)
    .where(Order.id.in_(IDS))
)
# The most parts (people, variants) kept for one snapshot of the data (``_snapshot_parts``).
SNAPSHOT_PARTS: Final = 4096


def _people_parts(rows: Sequence[Any], cache: LruCache, first: int = 3) -> list[bytes]:
    """The customer, user and channel part of each row's document as its columns (``first``
    on, ``PEOPLE_COLUMNS``) show it now (cached by those very values, so never stale): one cache
    call for a page, and a part its orders share encoded once."""
    # The roles are a JSON list: a tuple in the key.
    keys = [("people", tuple(row[first:-1]), tuple(row.user_roles or ())) for row in rows]
    parts: list[bytes | None] = cache.get_many(keys)
    made: dict[Hashable, bytes] = {}
    for index, part in enumerate(parts):
        if part is None:
            key = keys[index]
            if key not in made:
                made[key] = orjson.dumps(people_part(rows[index]))[len(_PEOPLE_HOLE_KEY) : -1]
            parts[index] = made[key]
    if made:
        cache.put_many(made.items())
    return cast(list[bytes], parts)


def _variant_bytes(
    session: Session, variant_ids: Sequence[int], cache: LruCache, names: bool
) -> dict[int, bytes]:
    """Each variant's document encoded, reused while its revision stays."""
    if not variant_ids:
        return {}

    def load(missing: list[int]) -> dict[int, bytes]:
        documents = _load_variant_documents(session, missing, names)
        return {variant_id: orjson.dumps(document) for variant_id, document in documents.items()}

    return cached_per_variant(session, variant_ids, cache, ("variant bytes", names), load)


def _assembled(
    body: bytes, holes: Sequence[Sequence[int]], people: bytes, variants: Mapping[int, bytes]
) -> bytes:
    parts: list[bytes] = []
    last = 0
    for offset, key in holes:
        parts.append(body[last:offset])
        parts.append(people if key == PEOPLE else variants[key])
        last = offset
    parts.append(body[last:])
    return b"".join(parts)


def _stored_bodies(
    session: Session, reads: _DocumentReads, order_ids: Sequence[int], cache: LruCache, names: bool
) -> dict[int, bytes]:
    """The stored current documents ``reads`` finds of ``order_ids``, holes filled."""
    ids = {"ids": list(order_ids)}
    if isinstance(session, DriverReader) and session.stamped:
        rows = session.execute(reads.narrow, ids).all()
        parts = _snapshot_parts(session, cache)
        people = _people_in_snapshot(session, rows, parts, cache)
    else:
        rows = session.connection().execute(reads.whole, ids).all()
        parts = None
        people = _people_parts(rows, cache)
    ready: dict[int, tuple[bytes, list[list[int]], bytes]] = {}
    variant_ids: set[int] = set()
    for row, part in zip(rows, people, strict=True):
        holes = orjson.loads(row.holes)
        ready[row.order_id] = (row.body, holes, part)
        variant_ids.update(key for _, key in holes if key != PEOPLE)
    if parts is None:
        variants = _variant_bytes(session, sorted(variant_ids), cache, names=names)
    else:
        variants = _variants_in_snapshot(session, sorted(variant_ids), parts, cache, names)
    return {
        order_id: _assembled(body, holes, part, variants)
        for order_id, (body, holes, part) in ready.items()
    }


def _snapshot_parts(reader: DriverReader, cache: LruCache) -> dict[Hashable, bytes]:
    """The encoded parts (people, variants) kept for the data the reader's snapshot holds.

    Why: keyed by the data stamp (moved by every commit of every writer, however it writes), a
    part is named by its ids alone, so a page reads neither the people's columns nor the
    variants' revisions while nothing is written. One cache entry per stamp, of at most
    ``SNAPSHOT_PARTS`` parts: an older stamp's entry is never asked again and ages out.
    """
    parts: dict[Hashable, bytes] = kept_for_snapshot(reader, cache, "parts at", dict)
    return parts


def _keep_parts(parts: dict[Hashable, bytes], made: Mapping[Hashable, bytes]) -> None:
    for key, part in made.items():
        if len(parts) >= SNAPSHOT_PARTS:
            return
        parts[key] = part


def _people_in_snapshot(
    reader: Session, rows: Sequence[Any], parts: dict[Hashable, bytes], cache: LruCache
) -> list[bytes]:
    """Each row's people part, from the snapshot's parts by its channel and customer; those it
    lacks read (one order each) and rendered as ``_people_parts`` renders them."""
    keys = [("people", row.channel_id, row.customer_id) for row in rows]
    lacking = {key: row.order_id for key, row in zip(keys, rows, strict=True) if key not in parts}
    made: dict[Hashable, bytes] = {}
    if lacking:
        found = reader.execute(_PEOPLE_OF_ORDERS, {"ids": sorted(lacking.values())}).all()
        for row, part in zip(found, _people_parts(found, cache, first=1), strict=True):
            made[("people", row.channel_id, row.customer_id)] = part
        _keep_parts(parts, made)
    return [parts[key] if key in parts else made[key] for key in keys]


def _variants_in_snapshot(
    reader: Session,
    variant_ids: Sequence[int],
    parts: dict[Hashable, bytes],
    cache: LruCache,
    names: bool,
) -> dict[int, bytes]:
    """``_variant_bytes`` of each variant, from the snapshot's parts where they hold it."""
    found: dict[int, bytes] = {}
    lacking: list[int] = []
    for variant_id in variant_ids:
        part = parts.get(("variant", names, variant_id))
        if part is None:
            lacking.append(variant_id)
        else:
            found[variant_id] = part
    if lacking:
        loaded = _variant_bytes(reader, lacking, cache, names=names)
        _keep_parts(parts, {("variant", names, key): part for key, part in loaded.items()})
        found.update(loaded)
    return found


def stored_live_order(session: Session, order_id: int, cache: LruCache) -> bytes | None:
    """The order's own document when it is stored and current and the order is not deleted
    (what ``order_bodies`` would give it, found in one statement); else None, and the order is
    read the longer way (it may be deleted, missing or pending)."""
    return _stored_bodies(session, _READY_LIVE, [order_id], cache, names=True).get(order_id)


def order_bodies(
    session: Session,
    order_ids: Sequence[int],
    cache: LruCache,
    version: int | Callable[[Session], int],
    *,
    in_list: bool = False,
) -> list[bytes]:
    """The encoded documents of the given orders, in the given order (ids that do not exist are
    skipped): stored ones where current, the others rendered from their rows (``version``: the
    ``order_stats`` version read in this transaction, or what reads it when needed, for the
    rendering's cache of order parts: an order of thousands of units read again and again)."""
    if not order_ids:
        return []
    bodies = _stored_bodies(session, _READY[not in_list], order_ids, cache, names=not in_list)
    missing = [order_id for order_id in order_ids if order_id not in bodies]
    if missing:
        stats_version = version if isinstance(version, int) else version(session)
        for document in order_documents(session, missing, cache, stats_version, in_list=in_list):
            bodies[document["id"]] = orjson.dumps(document)
    return [bodies[order_id] for order_id in order_ids if order_id in bodies]
