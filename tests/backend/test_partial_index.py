"""Partial indexes: one ``WHERE`` on SQLite and PostgreSQL, and no PostgreSQL import on SQLite.

The PostgreSQL DDL is compiled through SQLAlchemy's mock engine (no server needed): what
``create_all`` would send to a PostgreSQL database.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import create_mock_engine

from storeadmin_gui.backend.db import Base
from tests.support.fresh_process import python_output


def created_live_indexes(url: str) -> dict[str, str]:
    """Index name -> ``CREATE INDEX`` statement for every partial index, as sent to ``url``."""
    statements: list[str] = []

    def record(statement: Any, *_: object, **__: object) -> None:
        statements.append(str(statement.compile(dialect=engine.dialect)).strip())

    engine = create_mock_engine(url, record)
    Base.metadata.create_all(engine, checkfirst=False)
    return {
        statement.split(" ON ")[0].split()[-1]: statement
        for statement in statements
        if "INDEX" in statement.split(" ON ")[0] and " WHERE " in statement
    }


@pytest.mark.parametrize("url", ["sqlite://", "postgresql+psycopg2://"])
def test_every_live_index_keeps_its_where_clause_on_both_stores(url: str) -> None:
    indexes = created_live_indexes(url)

    assert "uq_users_live_email" in indexes and "ix_orders_list_state_total" in indexes
    defined = {
        index.name
        for table in Base.metadata.tables.values()
        for index in table.indexes
        if "partial_index_where" in index.info
    }
    assert set(indexes) == defined and len(defined) == 44
    # Every one over live rows, but the stored order documents' own: those pending.
    pending = indexes.pop("ix_order_documents_pending")
    assert pending.endswith("WHERE pending")
    assert all(statement.endswith("WHERE deleted_at IS NULL") for statement in indexes.values())
    assert indexes["uq_users_live_email"].startswith("CREATE UNIQUE INDEX")


def test_the_backend_on_sqlite_never_imports_the_postgresql_dialect() -> None:
    script = (
        "import sys\n"
        "from storeadmin_gui.backend.app import create_app\n"
        "from storeadmin_gui.backend.settings import Settings\n"
        "create_app(Settings(database_url='sqlite://'))\n"
        "print('sqlalchemy.dialects.postgresql' in sys.modules)\n"
    )
    assert python_output(script).strip() == "False"
