"""Substring searches with the trigram indexes (``backend/substring_search.py``): the same answers
as the plain scan for variant codes and variant names (every locale), whoever wrote the rows
(the API, plain SQL), the index used where the text is rare, and a store made before the indexes
gaining them at start. Order numbers on SQLite have an index of their own
(``tests/backend/test_number_search.py``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend import substring_search
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.substring_search import (
    ORDER_NUMBER,
    SQLITE_SEARCHED,
    VARIANT_CODE,
    VARIANT_NAME,
    SearchedColumn,
    contains,
    plain_contains,
)
from tests.support.stores import StoreTemplates

pytestmark = pytest.mark.anyio

PRODUCT = "EVERYDAY_TSHIRT"
GENERATED = 2000
RARE: Final = (
    (VARIANT_CODE, "00007_045"),  # one variant; "045" in one variant of each product
    (VARIANT_NAME, "Nr. 45"),  # one variant of each product, in German
)
CATALOGUE = "/api/v1/product-variants/"
# Characters a LIKE or an FTS5 query could take for syntax, and letters whose case SQLite's
# LIKE does not fold (outside ASCII) or folds to more than one character.
ODD = list("%_\\/'\"*:^()-+ ß\u212aİıǅÉéÄäΣσς🙂\x00")
ODD_CODES = [
    "PCT%_OFF'S",
    'QUOTE"D_CODE',
    "ÉCLAIR-ÄÖÜ",
    "STRASSE-ß",
    "KELVIN-\u212a",
    "NUL\x00CODE",
]
ODD_NAMES = [
    "İstanbul Tee ǅ",
    "Σίσυφος ς",
    '100% _Baumwolle_ "Extra"',
    "🙂 Smiley-Shirt",
    "Back\\slash",
]


def rows_matching(session: Session, searched: SearchedColumn, part: str) -> tuple[set[int], ...]:
    """The ids the indexed search answers and those the plain scan answers."""
    model_id = searched.column.class_.id
    indexed = contains(session, searched, part).condition
    plain = plain_contains(searched, part, "sqlite")
    return (
        set(session.scalars(select(model_id).where(indexed))),
        set(session.scalars(select(model_id).where(plain))),
    )


def searched_values(session: Session, searched: SearchedColumn) -> list[str]:
    found = session.scalars(select(searched.column).where(searched.column.is_not(None)))
    return [value for value in found if value]


def parts_of(values: list[str]) -> st.SearchStrategy[str]:
    """Texts to search: pieces of stored values (as stored or with their case swapped) and
    texts of odd characters."""
    piece = st.sampled_from(values).flatmap(
        lambda value: st.tuples(
            st.integers(0, len(value)), st.integers(0, len(value)), st.booleans()
        ).map(
            lambda cut: (
                value[min(cut[:2]) : max(cut[:2])].swapcase()
                if cut[2]
                else value[min(cut[:2]) : max(cut[:2])]
            )
        )
    )
    odd = st.text(alphabet=st.sampled_from(ODD + list("abcABC019")), min_size=3, max_size=7)
    return st.one_of(piece, odd, st.text(min_size=1, max_size=6))


def assert_same_answers(engine: Engine, examples: int = 300) -> None:
    """For every searched column: the indexed answer is the plain scan's, for texts drawn from
    the stored values; the trigram index answers every text of three characters or more."""
    with Session(engine) as session:
        values = {searched: searched_values(session, searched) for searched in SQLITE_SEARCHED}
        searches = st.sampled_from(SQLITE_SEARCHED).flatmap(
            lambda searched: st.tuples(st.just(searched), parts_of(values[searched]))
        )

        @hypothesis_settings(
            max_examples=examples,
            deadline=None,
            suppress_health_check=[HealthCheck.function_scoped_fixture],
        )
        @given(search=searches)
        def same_answer(search: tuple[SearchedColumn, str]) -> None:
            searched, part = search
            indexed, plain = rows_matching(session, searched, part)
            assert indexed == plain, (searched.index, part)
            uses_index = contains(session, searched, part).query is not None
            assert uses_index == (len(part) >= 3 and "\x00" not in part), part

        same_answer()


@pytest.fixture
def every_text_indexed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The trigram index takes every text that has a trigram in fewer rows than the table has
    (in a small store most would be too frequent to be worth it): the comparison then tries it."""
    monkeypatch.setattr(substring_search, "INDEXED_AT_MOST_ONE_ROW_IN", 1)
    monkeypatch.setattr(substring_search, "FIRST_CAP", 10**9)


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A store large enough for a rare text to be worth the index (2,000 generated variants of
    20 products, ``BULK_00001_001`` .. ``BULK_00020_100``, and 2,000 generated orders)."""
    return store_templates.fresh_settings(
        tmp_path / "store.db", demo_variants=GENERATED, demo_orders=GENERATED
    )


@pytest.fixture
def engine(settings: Settings) -> Iterator[Engine]:
    store = make_engine(settings.database_url)
    yield store
    store.dispose()


async def write_through_the_api(client: httpx.AsyncClient) -> None:
    """Variants added, renamed and removed, orders added and deleted, as a user would."""
    base = f"/api/v1/products/{PRODUCT}/variants/"
    for number, name in enumerate(ODD_NAMES):
        created = await client.post(
            base,
            json={
                "code": f"ODD_{number}",
                "translations": {"en_US": {"name": name}, "de_CH": {"name": name.upper()}},
            },
        )
        assert created.status_code == 201, created.text
    renamed = await client.patch(
        f"{base}ODD_0", json={"translations": {"en_US": {"name": "Renamed ÄÖÜ %_"}}}
    )
    assert renamed.status_code == 204, renamed.text
    assert (await client.delete(f"{base}ODD_1")).status_code == 204
    for _ in range(3):
        order = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        assert order.status_code == 201, order.text
    assert (await client.delete(f"/api/v1/orders/{order.json()['id']}")).status_code == 204


def write_with_plain_sql(database: str) -> None:
    """Another writer than the app (plain SQL, its own connection): odd codes, names and order
    numbers inserted, changed and deleted."""
    connection = sqlite3.connect(database)
    with connection:
        for code in ODD_CODES:
            connection.execute(
                "UPDATE product_variants SET code = ? WHERE id = "
                "(SELECT min(id) FROM product_variants WHERE code NOT IN "
                f"({', '.join('?' * len(ODD_CODES))}))",
                (code, *ODD_CODES),
            )
        connection.execute(
            "UPDATE product_variant_translations SET name = ? WHERE id = "
            "(SELECT max(id) FROM product_variant_translations)",
            ("Nul\x00Name Ωmega",),
        )
        connection.execute(
            "DELETE FROM product_variant_translations WHERE id = "
            "(SELECT min(id) FROM product_variant_translations)"
        )
        for number in ("A-%_1", 'B"42', "ß-ẞ-ss"):
            connection.execute(
                "UPDATE orders SET number = ? WHERE id = (SELECT max(id) FROM orders"
                " WHERE number NOT LIKE '%-%' AND number NOT LIKE '%\"%')",
                (number,),
            )
        connection.execute(
            "UPDATE orders SET number = NULL WHERE id = (SELECT min(id) FROM orders)"
        )
        connection.execute(
            "DELETE FROM orders WHERE id = (SELECT max(id) FROM orders WHERE id NOT IN "
            "(SELECT order_id FROM order_items))"
        )
    connection.close()


@pytest.mark.usefixtures("every_text_indexed")
async def test_indexed_answers_are_the_plain_scans_after_every_kind_of_write(
    client: httpx.AsyncClient, engine: Engine, settings: Settings
) -> None:
    assert_same_answers(engine)
    await write_through_the_api(client)
    assert_same_answers(engine)
    write_with_plain_sql(str(engine.url.database))
    assert_same_answers(engine)


async def test_a_rare_code_or_name_is_found_through_the_index_over_http(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """With the real threshold: the catalogue answers a rare code or name part through the index
    as the plain scan answers it, on every page."""
    for searched, part in RARE:
        with app.state.sessionmaker() as session:
            assert contains(session, searched, part).query is not None
            names = select(VARIANT_NAME.column.class_.variant_id).where(
                plain_contains(VARIANT_NAME, part, "sqlite")
            )
            matching = (
                plain_contains(VARIANT_CODE, part, "sqlite")
                if searched is VARIANT_CODE
                else VARIANT_CODE.column.class_.id.in_(names)
            )
            expected = sorted(session.scalars(select(VARIANT_CODE.column).where(matching)))
        assert expected
        criterion = "code" if searched is VARIANT_CODE else "name"
        response = await client.get(
            CATALOGUE, params={f"criteria[{criterion}]": part.lower(), "limit": 100}
        )
        assert response.status_code == 200, response.text
        assert sorted(item["code"] for item in response.json()["_embedded"]["items"]) == expected
        assert response.json()["total"] == len(expected)


async def test_a_frequent_text_keeps_the_plain_scan(app: FastAPI) -> None:
    """A part in most rows walks the sort key's index with the LIKE (the first page fills at
    once); a part of two characters has no trigram."""
    with app.state.sessionmaker() as session:
        assert contains(session, VARIANT_CODE, "BULK_000").query is None
        assert contains(session, VARIANT_NAME, "Oak").query is None
        assert contains(session, VARIANT_CODE, "L_").query is None
        assert contains(session, ORDER_NUMBER, "000").query is None


def query_plan(session: Session, statement: Any) -> str:
    compiled = statement.compile(session.get_bind())
    values = tuple(compiled.params[name] for name in compiled.positiontup)
    rows = session.connection().exec_driver_sql(f"EXPLAIN QUERY PLAN {compiled}", values)
    return "\n".join(str(row[-1]) for row in rows)


async def test_a_rare_text_is_looked_up_in_the_trigram_index(app: FastAPI) -> None:
    """The database reads the candidates from the index and the rows by their ids; a frequent
    text reads no index of trigrams."""
    with app.state.sessionmaker() as session:
        for searched, rare in RARE:
            model = searched.column.class_
            condition = contains(session, searched, rare).condition
            plan = query_plan(session, select(model.id).where(condition).order_by(model.id))
            assert f"SCAN {searched.index} VIRTUAL TABLE" in plan, plan
            assert "USING INTEGER PRIMARY KEY (rowid=?)" in plan, plan
        frequent = contains(session, VARIANT_CODE, "BULK_000").condition
        plan = query_plan(session, select(VARIANT_CODE.column).where(frequent))
        assert "VIRTUAL TABLE" not in plan, plan


def search_tables(database: str) -> set[str]:
    connection = sqlite3.connect(database)
    names = {
        name
        for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE name LIKE 'search_%' AND type IN "
            "('table', 'trigger')"
        )
    }
    connection.close()
    return names


async def test_a_store_made_before_the_indexes_gains_them_at_start(
    settings: Settings, tmp_path: Path
) -> None:
    """The seeded test store is made as the previous schema made stores (no trigram index);
    the app's start builds the indexes from its rows, and the searches answer from them."""
    database = str(make_engine(settings.database_url).url.database)
    assert search_tables(database) == set()
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        expected = {searched.index for searched in SQLITE_SEARCHED} | {
            name for searched in SQLITE_SEARCHED for name in searched.trigger_names()
        }
        assert expected <= search_tables(database)
        with app.state.sessionmaker() as session:
            for searched, part in RARE:
                indexed, plain = rows_matching(session, searched, part)
                assert indexed == plain and plain
                assert contains(session, searched, part).query is not None


async def test_a_text_of_many_thousand_characters_is_answered(client: httpx.AsyncClient) -> None:
    """Only some of its trigrams are counted: every one would bind more values than SQLite takes
    in one statement."""
    long_text = "".join(chr(0x4E00 + step) for step in range(5_000))
    for criterion in ("code", "name"):
        response = await client.get(CATALOGUE, params={f"criteria[{criterion}]": long_text})
        assert response.status_code == 200, response.text
        assert response.json()["total"] == 0
