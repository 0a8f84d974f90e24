"""Substring searches with the trigram indexes (``backend/substring_search.py``) and the variants'
search texts (``backend/variant_names.py``): the same answers as the plain scan for variant codes
and variant names (every locale, name by name), whoever wrote the rows (the API, plain SQL), the
index used where the text is rare, and a store made before the indexes gaining them at start.
Order numbers on SQLite have an index of their own (``tests/backend/test_number_search.py``)."""

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
from sqlalchemy import Engine, and_, event, func, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend import substring_search
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.models.catalog import (
    NAMES_SEPARATOR,
    ProductVariant,
    ProductVariantTranslation,
)
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.substring_search import (
    ORDER_NUMBER,
    SQLITE_SEARCHED,
    VARIANT_CODE,
    VARIANT_NAME,
    VARIANT_NAMES,
    SearchedColumn,
    candidates,
    contains,
    plain_contains,
)
from storeadmin_gui.backend.variant_listing import Filters
from storeadmin_gui.backend.variant_names import name_contains
from tests.support.stores import StoreTemplates

from .name_writes import write_names_through_the_api, write_with_plain_sql

pytestmark = pytest.mark.anyio

PRODUCT = "EVERYDAY_TSHIRT"
GENERATED = 2000
RARE: Final = (
    (VARIANT_CODE, "00007_045"),  # one variant; "045" in one variant of each product
    (VARIANT_NAMES, "Nr. 45"),  # one variant of each product, in German and Dutch
)
CATALOGUE = "/api/v1/product-variants/"
# Characters a LIKE or an FTS5 query could take for syntax, and letters whose case SQLite's
# LIKE does not fold (outside ASCII) or folds to more than one character.
ODD = [*"%_\\/'\"*:^()-+ ß\u212aİıǅÉéÄäΣσς🙂\x00", NAMES_SEPARATOR]
ODD_NAMES = [
    "İstanbul Tee ǅ",
    "Σίσυφος ς",
    '100% _Baumwolle_ "Extra"',
    "🙂 Smiley-Shirt",
    "Back\\slash",
    f"Two{NAMES_SEPARATOR}Parts",
]


def rows_matching(session: Session, searched: SearchedColumn, part: str) -> tuple[set[int], ...]:
    """The ids the indexed search answers for a page and for a total, and those the plain scan
    answers."""
    model_id = searched.column.class_.id
    found = contains(session, searched, part, counting=True)
    plain = plain_contains(searched, part, "sqlite")
    counted = plain
    if found.counted_query is not None:
        counted = and_(plain, model_id.in_(candidates(searched, found.counted_query)))
    return tuple(
        set(session.scalars(select(model_id).where(condition)))
        for condition in (found.condition, counted, plain)
    )


def variants_named(session: Session, part: str) -> dict[str, set[int]]:
    """The variants the catalogue's name condition finds, as a total counts (with the variants,
    and from the texts alone where it can) and as a page reads, and those with a name holding
    ``part`` (the truth: every name, one by one)."""
    named = name_contains(session, part)
    filters = Filters()
    filters.add(named.counted, named.paged, named.counted_joins)
    by_name = select(ProductVariantTranslation.variant_id).where(
        plain_contains(VARIANT_NAME, part, "sqlite")
    )
    name_by_name = select(ProductVariant.id).where(ProductVariant.id.in_(by_name))
    # A part holding the separator or a NUL has no texts-alone query: name by name.
    texts_alone = name_by_name if named.texts_alone is None else named.texts_alone
    found = {
        "counted": filters.counted_select(ProductVariant.id),
        "paged": select(ProductVariant.id).where(named.paged),
        "name by name": name_by_name,
        "texts alone": texts_alone,
    }
    return {how: set(session.scalars(statement)) for how, statement in found.items()}


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
        # Names as stored, too (a piece of a search text may span two names).
        values[VARIANT_NAMES] += searched_values(session, VARIANT_NAME)
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
            paged, counted, plain = rows_matching(session, searched, part)
            assert paged == plain, (searched.index, part)
            assert counted == plain, (searched.index, part)
            found = contains(session, searched, part, counting=True)
            uses_index = found.query is not None or found.counted_query is not None
            assert uses_index == (len(part) >= 3 and "\x00" not in part), part
            if searched is VARIANT_NAMES:
                named = variants_named(session, part)
                assert named["counted"] == named["name by name"], part
                assert named["texts alone"] == named["name by name"], part
                assert named["paged"] == named["name by name"], part

        same_answer()


@pytest.fixture(params=["pages", "totals"])
def every_text_indexed(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The trigram index takes every text that has a trigram (in a small store most would be
    too frequent to be worth it), for pages and totals alike or for totals only (every text
    counted as a frequent one, from its least frequent trigram): the comparison then tries it."""
    if request.param == "pages":
        monkeypatch.setattr(substring_search, "INDEXED_AT_MOST_ONE_ROW_IN", 1)
        monkeypatch.setattr(substring_search, "FIRST_CAP", 10**9)
    else:
        monkeypatch.setattr(substring_search, "INDEXED_AT_MOST_ONE_ROW_IN", 10**9)
        monkeypatch.setattr(substring_search, "COUNTED_AT_MOST_ONE_ROW_IN", 1)


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
    await write_names_through_the_api(
        client, f"/api/v1/products/{PRODUCT}/variants/", "ODD", ODD_NAMES
    )
    for _ in range(3):
        order = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        assert order.status_code == 201, order.text
    assert (await client.delete(f"/api/v1/orders/{order.json()['id']}")).status_code == 204


def assert_names_found(engine: Engine, parts: dict[str, bool]) -> None:
    """Each part (True: some variant has it) found in the same variants as name by name."""
    with Session(engine) as session:
        for part, held in parts.items():
            found = variants_named(session, part)
            assert found["counted"] == found["paged"] == found["name by name"], part
            assert found["texts alone"] == found["name by name"], part
            assert bool(found["name by name"]) == held, part


@pytest.mark.usefixtures("every_text_indexed")
async def test_indexed_answers_are_the_plain_scans_after_every_kind_of_write(
    client: httpx.AsyncClient, engine: Engine, settings: Settings
) -> None:
    assert_same_answers(engine)
    await write_through_the_api(client)
    assert_same_answers(engine)
    assert_names_found(engine, {"RENAMED ÄÖÜ %_": True, "nouveau nom": True, "İSTANBUL": True})
    write_with_plain_sql(str(engine.url.database))
    assert_same_answers(engine)
    assert_names_found(
        engine,
        {"alpha": True, "beta": True, "hidden": False, "nome": True, NAMES_SEPARATOR: True},
    )


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
        assert contains(session, VARIANT_NAMES, "Oak").query is None
        assert contains(session, VARIANT_CODE, "L_").query is None
        assert contains(session, ORDER_NUMBER, "000").query is None


async def test_a_frequent_name_is_counted_from_the_index_and_paged_along_the_sort_key(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A name part in about one variant in eight: a page walks the sort key's index (full after
    a few variants), the total counts the candidates of the part's least frequent trigram; the
    answer is the plain scan's."""
    part = "Nr. 1"
    with app.state.sessionmaker() as session:
        found = contains(session, VARIANT_NAMES, part, counting=True)
        assert found.query is None and found.counted_query is not None
        named = name_contains(session, part)
        filters = Filters()
        filters.add(named.counted, named.paged, named.counted_joins)
        counted = query_plan(session, filters.counted_select(func.count()))
        assert f"SCAN {VARIANT_NAMES.index} VIRTUAL TABLE" in counted, counted
        assert "SCAN variant_names" not in counted, counted
        page = query_plan(session, select(ProductVariant.id).where(named.paged).limit(50))
        assert "VIRTUAL TABLE" not in page, page
        expected = variants_named(session, part)["name by name"]
    assert 0 < len(expected) < GENERATED / 4
    response = await client.get(CATALOGUE, params={"criteria[name]": part, "limit": 50})
    assert response.status_code == 200, response.text
    assert response.json()["total"] == len(expected)
    assert {item["id"] for item in response.json()["_embedded"]["items"]} <= expected


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


RETIRED_NAME_INDEX = "search_product_variant_translations_name"


def add_retired_name_index(database: str) -> None:
    """The trigram index of every name, as stores had it before the variants' search texts."""
    connection = sqlite3.connect(database)
    with connection:
        connection.execute(
            f"CREATE VIRTUAL TABLE {RETIRED_NAME_INDEX} USING fts5(name, "
            "content='product_variant_translations', content_rowid='id', tokenize='trigram')"
        )
        connection.execute(
            f"CREATE TRIGGER {RETIRED_NAME_INDEX}_insert AFTER INSERT ON "
            f"product_variant_translations BEGIN INSERT INTO {RETIRED_NAME_INDEX}(rowid, name) "
            "VALUES (new.id, new.name); END"
        )
    connection.close()


def stored_texts(database: str) -> dict[int, str]:
    connection = sqlite3.connect(database)
    texts = {int(row[0]): str(row[1]) for row in connection.execute("SELECT * FROM variant_names")}
    connection.close()
    return texts


async def test_a_store_made_before_the_indexes_gains_them_at_start(
    settings: Settings, tmp_path: Path
) -> None:
    """The seeded test store is made as the previous schema made stores (no trigram index, no
    search texts); the app's start makes the texts and the indexes from its rows, retires the
    trigram index of every name, and the searches answer from them."""
    database = str(make_engine(settings.database_url).url.database)
    add_retired_name_index(database)
    assert {RETIRED_NAME_INDEX, f"{RETIRED_NAME_INDEX}_insert"} <= search_tables(database)
    assert stored_texts(database) == {}
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        expected = {searched.index for searched in SQLITE_SEARCHED} | {
            name for searched in SQLITE_SEARCHED for name in searched.trigger_names()
        }
        assert expected <= search_tables(database)
        assert not [name for name in search_tables(database) if RETIRED_NAME_INDEX in name]
        texts = stored_texts(database)
        with app.state.sessionmaker() as session:
            named = set(session.scalars(select(ProductVariantTranslation.variant_id)))
            one = session.scalars(
                select(ProductVariantTranslation.name).where(
                    ProductVariantTranslation.variant_id == min(named)
                )
            )
            assert texts[min(named)].split(NAMES_SEPARATOR) == sorted(
                {name.lower() for name in one}, key=texts[min(named)].index
            )
        assert set(texts) == named
        with app.state.sessionmaker() as session:
            for searched, part in RARE:
                paged, counted, plain = rows_matching(session, searched, part)
                assert paged == counted == plain and plain
                assert contains(session, searched, part).query is not None


def statements_seen(engine: Engine) -> list[str]:
    """The SQL ``engine`` runs from now on (appended as it runs)."""
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    return seen


async def test_whether_a_table_has_its_trigram_index_is_asked_once(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A search asks the schema at its first use only; an index dropped by hand since (another
    process, a person at the SQLite shell) is found missing by the count that reads it, and the
    plain scan answers as before, with the same variants."""
    params: dict[str, str | int] = {"criteria[code]": RARE[0][1], "limit": 100}
    first = await client.get(CATALOGUE, params=params)
    assert first.status_code == 200, first.text
    seen = statements_seen(app.state.engine)
    again = await client.get(CATALOGUE, params={**params, "page": 1})
    assert again.json()["_embedded"] == first.json()["_embedded"]
    assert seen and not [statement for statement in seen if "sqlite_master" in statement]
    connection = sqlite3.connect(str(app.state.engine.url.database))
    with connection:
        for trigger in VARIANT_CODE.trigger_names():
            connection.execute(f"DROP TRIGGER {trigger}")
        connection.execute(f"DROP TABLE {VARIANT_CODE.index}")
    connection.close()
    after_drop = await client.get(CATALOGUE, params={**params, "page": "1"})
    assert after_drop.status_code == 200, after_drop.text
    assert after_drop.json()["_embedded"] == first.json()["_embedded"]
    with app.state.sessionmaker() as session:
        assert contains(session, VARIANT_CODE, RARE[0][1]).query is None


async def test_a_text_of_many_thousand_characters_is_answered(client: httpx.AsyncClient) -> None:
    """Only some of its trigrams are counted: every one would bind more values than SQLite takes
    in one statement."""
    long_text = "".join(chr(0x4E00 + step) for step in range(5_000))
    for criterion in ("code", "name"):
        response = await client.get(CATALOGUE, params={f"criteria[{criterion}]": long_text})
        assert response.status_code == 200, response.text
        assert response.json()["total"] == 0
