"""Order number parts through the suffix index and the piece counters (``backend/number_search``):
the orders and the totals of the plain scan, after every kind of write through the API and by
plain SQL; a rare part looked up in the suffixes, a frequent one walking the list's index; a
store made before them, or missing a trigger, gaining them afresh at start."""

from __future__ import annotations

import sqlite3
import string
from pathlib import Path
from typing import Any, Final

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend import number_search
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.models.sales import Order
from storeadmin_gui.backend.number_search import (
    PIECE_COUNTS,
    SUFFIX_QUERY,
    SUFFIXES,
    TRIGGERS,
    number_part,
    piece_total,
)
from storeadmin_gui.backend.order_filters import list_filter
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.substring_search import ORDER_NUMBER, plain_contains
from tests.support.stores import StoreTemplates

from .conftest import BASE_URL, obtain_token
from .order_steps import AWAITING, an_order, cancel
from .test_substring_search import parts_of, query_plan

pytestmark = pytest.mark.anyio

GENERATED = 2000
# Numbers a plain-SQL writer may store: LIKE and JSON syntax, quotes, letters whose case SQLite
# does not fold (outside ASCII) or folds to more than one character, a NUL (where SQLite's
# length() and LIKE stop reading), the longest number there may be.
ODD_NUMBERS: Final = (
    "A-%_1",
    'B"42[0]',
    "ß-ẞ-ss",
    "Ab\x00cd42",
    "ÉCLAIR-é",
    "🙂42🙂",
    "\\/*'",
    "Z" * number_search.LONGEST_NUMBER,
)
SORTS: Final = ("number", "total", "createdAt", "id")
ASCII_LOWER: Final = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def live_matching(session: Session, part: str) -> set[int]:
    """The live orders the plain scan finds."""
    plain = plain_contains(ORDER_NUMBER, part, "sqlite")
    return set(session.scalars(select(Order.id).where(plain, Order.deleted_at.is_(None))))


def answered(session: Session, part: str) -> set[int]:
    condition = number_part(session, part).condition
    return set(session.scalars(select(Order.id).where(condition, Order.deleted_at.is_(None))))


def stored_numbers(session: Session) -> list[str]:
    return [number for number in session.scalars(select(Order.number)) if number]


def assert_same_answers(engine: Engine, examples: int = 250) -> None:
    """For parts drawn from the stored numbers and odd texts: the orders are the plain scan's,
    and a counted part's total is the number of them."""
    with Session(engine) as session:

        @hypothesis_settings(
            max_examples=examples,
            deadline=None,
            suppress_health_check=[HealthCheck.function_scoped_fixture],
        )
        @given(part=parts_of(stored_numbers(session)))
        def same_answer(part: str) -> None:
            expected = live_matching(session, part)
            assert answered(session, part) == expected, part
            total = piece_total(session, part)
            if total is not None:
                assert session.scalar(total) == len(expected), part

        same_answer()
        assert_counters_right(session)


def assert_counters_right(session: Session) -> None:
    """Every piece counted, and every piece of every stored number, counts the live orders
    the plain scan finds for it."""
    stored: dict[str, int] = dict(
        session.connection().exec_driver_sql(f"SELECT piece, live FROM {PIECE_COUNTS}").all()
    )
    pieces = set(stored)
    for number in stored_numbers(session):
        pieces.update(number[start : start + 2] for start in range(len(number)))
        pieces.update(number)
    for piece in pieces:
        if piece and "\x00" not in piece:
            keyed = piece.translate(ASCII_LOWER)
            assert stored.get(keyed, 0) == len(live_matching(session, piece)), piece


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A store of 2,000 generated orders (numbers ``000000001`` and up; carts have none)."""
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


async def write_through_the_api(client: httpx.AsyncClient) -> None:
    """A new cart and a new order, an order edited, one cancelled, one deleted."""
    cart = await client.post(
        "/api/v1/carts/",
        json={"customer": "ava.laurent5@example.net", "channel": "WEB", "localeCode": "en_US"},
    )
    assert cart.status_code == 201, cart.text
    order = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
    assert order.status_code == 201, order.text
    variant = (await an_order(client, AWAITING))["items"][0]["variant"]["id"]
    edited = await client.post(
        f"/api/v1/orders/{order.json()['id']}/items/",
        json={"variant": variant, "unit_price": 1999, "quantity": 2},
    )
    assert edited.status_code == 201, edited.text
    cancelled = await an_order(client, AWAITING)
    assert (await cancel(client, cancelled["id"])).status_code < 300
    deleted = await client.get("/api/v1/orders/", params={"criteria[number]": "42"})
    order_id = deleted.json()["_embedded"]["items"][0]["id"]
    assert (await client.delete(f"/api/v1/orders/{order_id}")).status_code == 204


def write_with_plain_sql(database: str) -> None:
    """Another writer than the app: numbers given, changed and taken away, an order deleted and
    restored, one inserted with a number, one deleted for good."""
    connection = sqlite3.connect(database)
    with connection:
        for number in ODD_NUMBERS:
            connection.execute(
                "UPDATE orders SET number = ? WHERE id = (SELECT max(id) FROM orders "
                "WHERE number GLOB '[0-9]*')",
                (number,),
            )
        connection.execute("UPDATE orders SET number = '000999042' WHERE number = '000000042'")
        connection.execute("UPDATE orders SET number = NULL WHERE number = '000000142'")
        connection.execute("UPDATE orders SET number = '000000142' WHERE number = '000000242'")
        connection.execute(
            "UPDATE orders SET deleted_at = '2026-11-01 00:00:00' WHERE number LIKE '%424%'"
        )
        connection.execute("UPDATE orders SET deleted_at = NULL WHERE number = '000000424'")
        columns = [
            str(row[1])
            for row in connection.execute("PRAGMA table_info(orders)")
            if row[1] not in ("id", "number")
        ]
        listed = ", ".join(columns)
        connection.execute(
            f"INSERT INTO orders ({listed}, number) SELECT {listed}, '42-NEW' FROM orders "
            "WHERE number = '000000001'"
        )
        connection.execute(
            "DELETE FROM orders WHERE id = (SELECT max(id) FROM orders WHERE number IS NOT NULL "
            "AND id NOT IN (SELECT order_id FROM order_items))"
        )
    connection.close()


async def test_answers_and_totals_are_the_plain_scans_after_every_kind_of_write(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    engine = app.state.engine
    assert_same_answers(engine)
    await write_through_the_api(client)
    assert_same_answers(engine)
    write_with_plain_sql(str(engine.url.database))
    assert_same_answers(engine)


async def test_a_number_longer_than_the_column_is_refused(app: FastAPI) -> None:
    """Its suffixes beyond the longest would be missing: SQLite refuses it as PostgreSQL does."""
    connection = sqlite3.connect(str(app.state.engine.url.database))
    numbered = "SELECT number FROM orders WHERE id = (SELECT min(id) FROM orders WHERE number > '')"
    (before,) = connection.execute(numbered).fetchone()
    with pytest.raises(sqlite3.IntegrityError, match="at most 32 characters"), connection:
        too_long = "9" * (number_search.LONGEST_NUMBER + 1)
        connection.execute("UPDATE orders SET number = ? WHERE number = ?", (too_long, before))
    assert connection.execute(numbered).fetchone() == (before,)
    connection.close()


async def listed(client: httpx.AsyncClient, part: str, sort: str) -> dict[str, Any]:
    response = await client.get(
        "/api/v1/orders/",
        params={"criteria[number]": part, f"sorting[{sort}]": "desc", "limit": 25},
    )
    assert response.status_code == 200, response.text
    page: dict[str, Any] = response.json()
    return page


def first_page(engine: Engine, part: str, sort: str) -> list[int]:
    """The first 25 live matches in list order, by the plain scan."""
    column = {"number": Order.number, "total": Order.total, "createdAt": Order.created_at}
    key = column.get(sort, Order.id)
    with Session(engine) as session:
        found = session.scalars(
            select(Order.id)
            .where(plain_contains(ORDER_NUMBER, part, "sqlite"), Order.deleted_at.is_(None))
            .order_by(key.desc().nulls_last(), Order.id.desc())
            .limit(25)
        )
        return list(found)


async def test_pages_and_totals_over_http_follow_writes(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A part of two characters (counted), one of four and a whole number (candidates from the
    suffixes), under every sort key: the plain scan's page and total, before and after the
    listed orders change."""
    engine = app.state.engine
    parts = ("42", "0042", "000001042")
    for round_ in range(2):
        for part in parts:
            for sort in SORTS:
                page = await listed(client, part, sort)
                with Session(engine) as session:
                    assert page["total"] == len(live_matching(session, part)) > 0, part
                ids = [item["id"] for item in page["_embedded"]["items"]]
                assert ids == first_page(engine, part, sort), (part, sort)
        if round_ == 0:
            await write_through_the_api(client)
            write_with_plain_sql(str(engine.url.database))


async def test_each_part_takes_its_way(app: FastAPI) -> None:
    """A rare part is read from the suffixes (a range of their key) and the rows by id; a
    frequent one walks the sort key's index; a part of two characters alone has its total
    from its counter, with another filter a count of the matches."""
    with app.state.sessionmaker() as session:
        rare = number_part(session, "0001234")
        assert rare.query == SUFFIX_QUERY
        plan = query_plan(session, select(Order.id).where(rare.condition).order_by(Order.id))
        assert f"SEARCH {SUFFIXES} USING PRIMARY KEY (suffix>? AND suffix<?)" in plan, plan
        assert "USING INTEGER PRIMARY KEY (rowid=?)" in plan, plan
        for frequent in ("000", "42", "1"):
            assert number_part(session, frequent).query is None, frequent
        alone = list_filter(session, "orders", {"number": "42"}, [("total", "desc")])
        assert alone.total is not None
        assert session.scalar(alone.total) == len(live_matching(session, "42"))
        for criteria in ({"number": "424"}, {"number": "42", "state": "new"}):
            assert list_filter(session, "orders", criteria).total is None, criteria
        assert list_filter(session, "carts", {"number": "42", "state": "cart"}).total is None


def drop(database: str, *names: str) -> None:
    connection = sqlite3.connect(database)
    with connection:
        for name in names:
            kind = "TABLE" if name in (SUFFIXES, PIECE_COUNTS) else "TRIGGER"
            connection.execute(f"DROP {kind} IF EXISTS {name}")
    connection.close()


async def started_answers_right(settings: Settings) -> None:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        engine = app.state.engine
        with Session(engine) as session:
            assert number_part(session, "0001234").query == SUFFIX_QUERY
        assert_same_answers(engine, examples=60)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            page = await listed(http, "42", "number")
            with Session(engine) as session:
                assert page["total"] == len(live_matching(session, "42"))


async def test_a_store_made_before_them_gains_them_at_start(settings: Settings) -> None:
    """... and loses the trigram index its numbers had before (kept by every write, read by
    nothing now)."""
    database = settings.database_url.removeprefix("sqlite:///")
    drop(database, *TRIGGERS, SUFFIXES, PIECE_COUNTS)
    retired = {ORDER_NUMBER.index, *ORDER_NUMBER.trigger_names()}
    connection = sqlite3.connect(database)
    with connection:
        connection.execute(
            f"CREATE VIRTUAL TABLE {ORDER_NUMBER.index} USING fts5(number, content='orders', "
            "content_rowid='id', tokenize='trigram')"
        )
        for trigger in ORDER_NUMBER.triggers():
            connection.execute(trigger)
    assert retired <= schema_names(connection)
    await started_answers_right(settings)
    assert not retired & schema_names(connection)
    connection.close()


def schema_names(connection: sqlite3.Connection) -> set[str]:
    return {str(name) for (name,) in connection.execute("SELECT name FROM sqlite_master")}


async def test_writes_missed_without_a_trigger_are_read_afresh_at_start(settings: Settings) -> None:
    """A store whose triggers were dropped and then written (another program, an older
    version) has its suffixes and counts read again from the rows."""
    await started_answers_right(settings)  # made once
    database = settings.database_url.removeprefix("sqlite:///")
    drop(database, f"{SUFFIXES}_update", f"{PIECE_COUNTS}_update")
    write_with_plain_sql(database)
    await started_answers_right(settings)
