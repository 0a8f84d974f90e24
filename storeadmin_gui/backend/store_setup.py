"""A store made ready to serve: its schema brought up to date, a demo store seeded, the search
texts installed: what the server's start does before it serves, in a module of its own.

Every step checks before it writes, so running it on a ready store changes nothing. The server's
start runs it (``app.py``'s lifespan) unless told that another process already has
(``create_app``'s ``made_ready``: a new demo store's child, ``demo_server.py``).
"""

from __future__ import annotations

from argon2 import PasswordHasher
from sqlalchemy import Engine, select

from storeadmin_gui.backend import (
    models,  # noqa: F401  (registers every table on Base.metadata)
    number_search,
    order_counts,
    substring_search,
    variant_names,
)
from storeadmin_gui.backend.db import (
    add_missing_columns,
    add_missing_indexes,
    create_missing_tables,
    drop_indexes,
    make_engine,
    make_sessionmaker,
)
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.nulls_first import drop_indexes_without_nulls_first
from storeadmin_gui.backend.models.sales import NULLS_FIRST_INDEXES, RETIRED_INDEXES
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.settings import Settings

__all__ = ["make_ready", "make_store_ready"]


def make_ready(engine: Engine, settings: Settings, hasher: PasswordHasher) -> None:
    """Everything the store needs before it serves, each step only where it is missing."""
    schema = create_missing_tables(engine)
    add_missing_columns(engine, schema)
    drop_indexes(engine, RETIRED_INDEXES, schema)
    drop_indexes_without_nulls_first(engine, NULLS_FIRST_INDEXES)
    add_missing_indexes(engine, schema)
    order_counts.install(engine)
    if settings.demo:
        _seed_if_empty(engine, settings, hasher)
    variant_names.install(engine)  # after a seed, too: making every text at once is cheaper
    substring_search.install(engine)  # after a seed: indexing its rows at once is cheaper
    number_search.install(engine)


def _seed_if_empty(engine: Engine, settings: Settings, hasher: PasswordHasher) -> None:
    with make_sessionmaker(engine)() as session:
        if session.scalars(select(User.id).limit(1)).first() is not None:
            return
        # Imported only to seed: a store that has its data starts without the seed's modules.
        from storeadmin_gui.backend.seed import seed_demo

        seed_demo(
            session,
            settings.demo_orders,
            hasher=hasher,
            demo_variants=settings.demo_variants,
            made_on=settings.demo_made_on,
        )
        session.commit()


def make_store_ready(settings: Settings) -> None:
    """``make_ready`` on ``settings``' store with an engine and a password hasher of its own
    (made and closed here): for a process that is not the server, such as one forked to seed a
    new demo store while the server starts (``demo_server.py``)."""
    engine = make_engine(settings.database_url)
    try:
        make_ready(engine, settings, make_hasher(settings))
    finally:
        engine.dispose()
