"""The whole catalogue's totals remembered for the store's data version (``backend/remembered.py``):
counted once while nothing is written, counted afresh after any write, whoever writes (the API,
another connection, another process), and always the total of a match on every name."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final

import anyio
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, make_url, text, update
from sqlalchemy.orm import Session

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.models.catalog import ProductVariantTranslation
from storeadmin_gui.backend.remembered import remembered
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .conftest import obtain_token
from .name_writes import write_names_through_the_api, write_with_plain_sql
from .statements import recording

pytestmark = pytest.mark.anyio

CATALOGUE = "/api/v1/product-variants/"
PRODUCT = "EVERYDAY_TSHIRT"
VARIANTS = f"/api/v1/products/{PRODUCT}/variants/"
GENERATED = 2000
# Parts in many variants, in few, in none, and of odd characters.
PARTS: Final = ("Nr. 1", "Oak", "Nr. 45", "shirt", "renamed äöü %_", "100%", "ß", "zz-none", "a")


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """2,000 generated variants (names ``… Nr. 1`` to ``… Nr. 100``), so some parts are
    frequent enough to be counted from the trigram index's candidates."""
    return store_templates.fresh_settings(tmp_path / "store.db", demo_variants=GENERATED)


def database_file(settings: Settings) -> str:
    return str(make_url(settings.database_url).database)


def is_total(statement: str) -> bool:
    return statement.startswith("SELECT count(*)")


def matching_names(database: str, part: str) -> int:
    """Variants with a name holding ``part`` (ASCII letters in any case), read by a connection
    of its own, name by name: the truth a total is checked against."""
    connection = sqlite3.connect(database)
    try:
        (count,) = connection.execute(
            "SELECT count(*) FROM product_variants WHERE id IN (SELECT variant_id FROM "
            "product_variant_translations WHERE name LIKE '%' || ? || '%' ESCAPE '!')",
            (part.replace("!", "!!").replace("%", "!%").replace("_", "!_"),),
        ).fetchone()
    finally:
        connection.close()
    return int(count)


async def total_of(client: httpx.AsyncClient, part: str, page: int = 1) -> int:
    response = await client.get(
        CATALOGUE, params={"criteria[name]": part, "limit": 10, "page": page}
    )
    assert response.status_code == 200, response.text
    total: int = response.json()["total"]
    return total


async def assert_totals_are_the_truth(client: httpx.AsyncClient, database: str) -> None:
    """Each part's total, asked twice (the second remembered), is a match on every name."""
    for part in PARTS:
        expected = matching_names(database, part)
        assert await total_of(client, part) == expected, part
        assert await total_of(client, part, page=2) == expected, part


async def test_a_total_is_counted_once_while_nothing_is_written(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings
) -> None:
    """Paging through a search and asking it again count its matches once, and choose the way
    to ask it once; a write through the API makes the next request count again, and its total
    follows the write."""
    engine: Engine = app.state.engine
    part = "Nr. 1"
    with recording(engine, is_total) as counted, recording(engine, is_trigram_count) as chosen:
        first = await total_of(client, part)
    assert first == matching_names(database_file(settings), part) > 100
    assert len(counted.seen) == 1 and chosen.seen, (counted.seen, chosen.seen)
    with recording(engine, is_total) as counted, recording(engine, is_trigram_count) as chosen:
        for page in (2, 3, 1):
            assert await total_of(client, part, page) == first
    assert not counted.seen and not chosen.seen, (counted.seen, chosen.seen)

    renamed = await client.patch(
        f"{VARIANTS}EVERYDAY_TSHIRT_M_WHITE",
        json={"translations": {"en_US": {"name": "Lamp Nr. 1000"}}},
    )
    assert renamed.status_code == 204, renamed.text
    with recording(engine, is_total) as counted:
        assert await total_of(client, part) == first + 1
        assert await total_of(client, part, page=2) == first + 1
    assert len(counted.seen) == 1, counted.seen


def is_trigram_count(statement: str) -> bool:
    return "MATCH ? LIMIT ?" in statement


async def test_a_write_by_another_connection_or_process_is_never_answered_with_an_old_total(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """Totals remembered, then names written by another connection of this process and by
    another process (plain SQL, every kind of write the name texts follow): each next total is
    the match on every name, never the one remembered."""
    database = database_file(settings)
    await assert_totals_are_the_truth(client, database)
    write_with_plain_sql(database)
    await assert_totals_are_the_truth(client, database)
    renamed_elsewhere = await anyio.run_process(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
            "c.execute(\"UPDATE product_variant_translations SET name = 'Shirt 100% Oak ß' "
            'WHERE id IN (SELECT id FROM product_variant_translations ORDER BY id LIMIT 40)"); '
            "c.commit()",
            database,
        ],
        check=False,
    )
    assert renamed_elsewhere.returncode == 0, renamed_elsewhere.stderr
    await assert_totals_are_the_truth(client, database)


async def test_totals_follow_every_kind_of_write_through_the_api(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """Variants made with names, renamed, given a name, deleted, stripped of their names, while
    every part's total is remembered."""
    database = database_file(settings)
    await assert_totals_are_the_truth(client, database)
    await write_names_through_the_api(
        client, VARIANTS, "KEPT", ["Shirt 100% Oak", "Nr. 1 ß", "Nr. 45 shirt", "Oak Nr. 1"]
    )
    await assert_totals_are_the_truth(client, database)


async def test_a_total_with_other_filters_is_remembered_apart(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """A total is remembered for its whole criteria: the same name part with a product, or with
    a low-stock limit, has a total of its own."""
    everywhere = await total_of(client, "Nr. 1")
    response = await client.get(
        CATALOGUE, params={"criteria[name]": "Nr. 1", "criteria[product]": "BULK_00001"}
    )
    assert response.status_code == 200, response.text
    assert 0 < response.json()["total"] < everywhere
    response = await client.get(
        CATALOGUE, params={"criteria[name]": "Nr. 1", "criteria[available_at_most]": "-1"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["total"] == 0


@contextmanager
def counting_calls() -> Iterator[tuple[list[str], Callable[[str], Callable[[], str]]]]:
    """A log of the values worked out, and a maker of the work that logs them."""
    made: list[str] = []

    def work(value: str) -> Callable[[], str]:
        def work_out() -> str:
            made.append(value)
            return value

        return work_out

    yield made, work


def test_a_value_worked_out_during_a_commit_is_not_kept(settings: Settings) -> None:
    """A commit by another connection while a value is worked out: the value may be either
    version's, so it is not kept, and the next request works it out afresh."""
    engine = make_engine(settings.database_url)
    other = sqlite3.connect(database_file(settings))
    try:
        with counting_calls() as (made, work), Session(engine) as session:

            def committing() -> str:
                other.execute("UPDATE product_variants SET on_hand = on_hand + 1 WHERE id = 1")
                other.commit()
                return work("during a commit")()

            assert remembered(session, "key", committing) == "during a commit"
            assert remembered(session, "key", work("afterwards")) == "afterwards"
            assert remembered(session, "key", work("kept")) == "afterwards"
            assert made == ["during a commit", "afterwards"]
    finally:
        other.close()
        engine.dispose()


def test_a_session_writing_keeps_nothing(settings: Settings) -> None:
    """A session with a write under way sees its own uncommitted rows: what it works out is
    neither given to nor kept for anyone."""
    engine = make_engine(settings.database_url)
    try:
        with counting_calls() as (made, work), Session(engine) as session:
            assert remembered(session, "key", work("before")) == "before"
            session.execute(
                update(ProductVariantTranslation)
                .where(ProductVariantTranslation.id == 1)
                .values(name="Uncommitted")
            )
            assert remembered(session, "key", work("while writing")) == "while writing"
            assert remembered(session, "other", work("other while writing")) == (
                "other while writing"
            )
            session.rollback()
            assert remembered(session, "key", work("again")) == "before"
            assert remembered(session, "other", work("other")) == "other"
            assert made == ["before", "while writing", "other while writing", "other"]
    finally:
        engine.dispose()


def test_a_store_without_a_data_version_works_every_value_out() -> None:
    """In-memory SQLite (as PostgreSQL) has no data version: nothing is remembered."""
    engine = make_engine("sqlite://")
    try:
        with counting_calls() as (made, work), Session(engine) as session:
            session.execute(text("SELECT 1"))
            assert remembered(session, "key", work("first")) == "first"
            assert remembered(session, "key", work("second")) == "second"
            assert made == ["first", "second"]
    finally:
        engine.dispose()


def open_files_of_this_process(database: str) -> list[str]:
    """This process's open files among ``database`` (its ``-wal`` and ``-shm`` too)."""
    fds = Path("/proc/self/fd")
    targets = [str(Path(database).resolve()) + suffix for suffix in ("", "-wal", "-shm")]
    opened = []
    for fd in fds.iterdir():
        try:
            opened.append(str(fd.readlink()))
        except OSError:
            continue  # closed while listed
    return [target for target in opened if target in targets]


async def test_the_servers_stop_leaves_no_connection_to_the_store_open(settings: Settings) -> None:
    """A stopped server holds nothing open on its store (its remembered totals' watch
    included), so the file can be moved, deleted or backed up as soon as it has stopped."""
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url="http://store") as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            assert await total_of(http, "Nr. 1") == await total_of(http, "Nr. 1") > 100
        assert open_files_of_this_process(database_file(settings))
    assert open_files_of_this_process(database_file(settings)) == []
