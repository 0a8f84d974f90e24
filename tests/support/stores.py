"""Seeded demo stores for tests: each kind seeded once per session, each test given its own copy.

Seeding the demo store (argon2 hashes, catalogue, generated orders) costs far more than copying a
SQLite file, so every distinct set of seeding options is seeded once into a template file and each
test works on a fresh copy of it. Seeding runs exactly what the app's start-up does on an empty
database with ``demo`` set (create the schema, ``seed_demo`` with ``demo_orders``), with cheap
argon2 parameters for speed, then stores the orders' documents as the start's build would
(``document_build.py``), so that no test's store is still building them in the background.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from storeadmin_gui.backend import ready_documents
from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.document_build import DocumentBuild
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.seed import seed_demo
from storeadmin_gui.backend.seed_sales import REFERENCE_MADE_ON
from storeadmin_gui.backend.settings import Settings

# Cheap argon2 parameters keep the suite fast; production keeps the Settings defaults.
FAST_HASHING: dict[str, Any] = {
    "argon2_time_cost": 1,
    "argon2_memory_cost_kib": 1024,
    "argon2_parallelism": 1,
}


def fast_settings(database_url: str, **overrides: Any) -> Settings:
    """Settings for ``database_url`` with cheap password hashing (``overrides`` win)."""
    return Settings(**{"database_url": database_url, **FAST_HASHING, **overrides})


def seed_store(path: Path, **options: Any) -> None:
    """Create the schema in a new SQLite file at ``path`` and seed the demo store into it."""
    settings = fast_settings(f"sqlite:///{path}", **options)
    engine = make_engine(settings.database_url)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_demo(
            session,
            settings.demo_orders,
            hasher=make_hasher(settings),
            demo_variants=settings.demo_variants,
            made_on=REFERENCE_MADE_ON,  # data that never moves, whatever the day the tests run
        )
        session.commit()
    # The order documents as the store's first start leaves them once its build is over.
    ready_documents.install(engine)
    DocumentBuild(engine, pause_seconds=0).run()
    with Session(engine) as session:
        # Everything into the main file, so copying that one file copies the whole store.
        session.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    engine.dispose()


class StoreTemplates:
    """Seeded template files, one per distinct set of seeding options, built on first use."""

    def __init__(self, folders: pytest.TempPathFactory) -> None:
        self._folders = folders
        self._templates: dict[tuple[tuple[str, Any], ...], Path] = {}

    def template(self, **options: Any) -> Path:
        """The template seeded with ``options`` (Settings fields such as ``demo_orders``)."""
        key = tuple(sorted(options.items()))
        if key not in self._templates:
            path = self._folders.mktemp("store-template") / "store.db"
            seed_store(path, **options)
            self._templates[key] = path
        return self._templates[key]

    def copy_to(self, destination: Path, **options: Any) -> Path:
        """A fresh copy of the template seeded with ``options`` at ``destination``."""
        shutil.copyfile(self.template(**options), destination)
        return destination

    def fresh_settings(self, destination: Path, **options: Any) -> Settings:
        """Settings (cheap hashing) for a fresh copy of the template at ``destination``."""
        return fast_settings(f"sqlite:///{self.copy_to(destination, **options)}")
