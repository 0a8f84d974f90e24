"""A brand-new store's schema is made from SQL text kept beside the models
(``backend/new_store_ddl.py``) instead of by the models' ``create_all``: the text must be theirs,
and the store it makes the same, object by object, as the one they make."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from storeadmin_gui.backend import new_store_ddl
from storeadmin_gui.backend.db import Base, create_missing_tables, make_engine
from storeadmin_gui.backend.new_store import start_new_store
from storeadmin_gui.files import OWNER_ONLY
from tests.support.new_store_ddl import models_ddl

MASTER = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"


def _master(database: Path) -> list[tuple[str, str, str, str | None]]:
    """Every table and index the file holds, with the statement SQLite keeps for it."""
    with sqlite3.connect(database) as store:
        rows = store.execute(MASTER).fetchall()
    store.close()
    return rows


def _made_by_the_models(folder: Path) -> Path:
    database = folder / "by-models.sqlite3"
    engine = make_engine(f"sqlite:///{database}")
    Base.metadata.create_all(engine)
    engine.dispose()
    return database


def _made_at_start(folder: Path) -> Path:
    database = folder / "at-start.sqlite3"
    engine = make_engine(f"sqlite:///{database}")
    create_missing_tables(engine)
    engine.dispose()
    return database


def test_the_kept_text_is_what_the_models_make() -> None:
    assert list(new_store_ddl.STATEMENTS) == models_ddl(), (
        "the models changed: write the text again, "
        "python3 -m tests.support.new_store_ddl (docs/development.md)"
    )


def test_a_new_store_has_the_models_schema_byte_for_byte(tmp_path: Path) -> None:
    by_models = _master(_made_by_the_models(tmp_path))
    at_start = _master(_made_at_start(tmp_path))
    written = [name for _kind, name, _table, sql in by_models if sql is not None]
    assert len(written) == len(new_store_ddl.STATEMENTS)  # the rest: SQLite's own indexes
    assert at_start == by_models


def test_text_older_than_the_models_still_makes_every_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table the text lacks (with its indexes) is made by the models, in the same start."""
    table = Base.metadata.tables["users"]
    own = (f"CREATE TABLE {table.name} (", f" ON {table.name} (")
    older = [s for s in new_store_ddl.STATEMENTS if not any(mark in s for mark in own)]
    assert len(older) < len(new_store_ddl.STATEMENTS)
    monkeypatch.setattr(new_store_ddl, "STATEMENTS", tuple(older))
    at_start = _master(_made_at_start(tmp_path))
    assert at_start == _master(_made_by_the_models(tmp_path))


def test_a_new_store_made_beside_the_imports_is_the_same_and_its_owners(tmp_path: Path) -> None:
    """The demo store's process makes a new user's store with sqlite3 alone while it imports;
    the store's own start then finds nothing to add, and the file is as its engine keeps it."""
    database = tmp_path / "beside.sqlite3"
    start_new_store(database).join(timeout=60)
    made = _master(database)
    engine = make_engine(f"sqlite:///{database}")
    schema = create_missing_tables(engine)
    engine.dispose()
    assert schema is not None and not schema.lacks_a_table()
    assert made == _master(database) == _master(_made_by_the_models(tmp_path))
    assert database.stat().st_mode & 0o777 == OWNER_ONLY
    with sqlite3.connect(database) as store:
        assert store.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    store.close()
