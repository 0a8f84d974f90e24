"""The statements a new SQLite store's schema is made of, as the models make them, and the
module that keeps them for the store's start (``storeadmin_gui/backend/new_store_ddl.py``).

After a change to the models, write that module again (the tests compare it with the models):
``python3 -m tests.support.new_store_ddl && ruff format storeadmin_gui/backend/new_store_ddl.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import event

import storeadmin_gui.backend.app  # noqa: F401 (every model declared, as in the running store)
from storeadmin_gui.backend.db import Base, make_engine

MODULE = Path(__file__).resolve().parents[2] / "storeadmin_gui" / "backend" / "new_store_ddl.py"

HEADER = '''"""A new SQLite store's schema as SQL text: every table and index, in the words
the models' ``create_all`` uses, so a new store is made without SQLAlchemy building its DDL
(some 30 ms of a first demo start's CPU, docs/benchmarks.md). Written by
``tests/support/new_store_ddl.py`` from the models; ``tests/backend/test_new_store_ddl.py``
fails when they differ.
"""

# ruff: noqa: E501

STATEMENTS: tuple[str, ...] = (
'''


def models_ddl() -> list[str]:
    """Every statement the models' ``create_all`` sends to a brand-new SQLite database (the
    events' DDL included): the tables in its order, each followed by its indexes, which it sends
    in an order that changes from run to run, here by their statements' text."""
    engine = make_engine("sqlite://")
    sent: list[str] = []

    def record(_connection: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if statement.lstrip().upper().startswith(("CREATE", "ALTER", "DROP")):
            sent.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    try:
        Base.metadata.create_all(engine, checkfirst=False)
    finally:
        engine.dispose()
    tables: list[list[str]] = []
    for statement in sent:
        if statement.lstrip().upper().startswith("CREATE TABLE") or not tables:
            tables.append([statement])
        else:
            tables[-1].append(statement)
    return [statement for table, *indexes in tables for statement in (table, *sorted(indexes))]


def write(module: Path = MODULE) -> None:
    lines = [f"    {json.dumps(statement)},\n" for statement in models_ddl()]
    module.write_text(HEADER + "".join(lines) + ")\n", encoding="utf-8")


if __name__ == "__main__":
    write()
