"""Seeded stores of a given size for the scale benchmark, made once and kept.

A store is seeded exactly as ``storeadmin-server --demo --demo-orders N`` seeds it (the app's own
start), into a SQLite file of its own in ``_work/``, or into a database of its own on a
PostgreSQL server; the seconds it took are kept in ``_work/``, so a rerun that reuses the store
still reports them. The seed leaves the orders' documents to the first start (built in the
background while it serves, ``backend/document_build.py``): that first start is made once, on the
kept store, right after the seed, and its build timed and kept with the seeding's figures
(``documents_seconds``), so that no run builds them again in its copy.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

from sqlalchemy import create_engine, make_url, text

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings

# Cheap password hashing: seeding hashes the demo accounts' passwords, which is not what is timed.
CHEAP_HASHING = {"argon2_time_cost": 1, "argon2_memory_cost_kib": 8, "argon2_parallelism": 1}


def store_settings(database_url: str, **overrides: object) -> Settings:
    """The settings of ``storeadmin-server --demo`` on ``database_url`` (hashing kept cheap)."""
    values: dict[str, object] = {
        "database_url": database_url,
        "demo": True,
        "warm_up": True,
        **CHEAP_HASHING,
        **overrides,
    }
    return Settings(**values)  # type: ignore[arg-type]


def seeded_store(
    folder: Path, orders: int, postgresql: str | None = None
) -> tuple[str, dict[str, float]]:
    """The URL of the store of ``orders`` generated orders (seeded now unless kept) and its
    seeding figures: ``seconds`` (wall) and ``cpu_seconds`` of this process when it was made.

    ``postgresql``: the URL of a PostgreSQL server whose role may create databases; the store
    is then the database ``storeadmin_scale_N`` there.
    """
    folder.mkdir(parents=True, exist_ok=True)
    kind = "pg-" if postgresql else ""
    figures_file = folder / f"scale-{kind}{orders}.seeding.json"
    if postgresql:
        url = _postgresql_database(postgresql, f"storeadmin_scale_{orders}", figures_file)
    else:
        database = folder / f"scale-{orders}.sqlite3"
        url = f"sqlite:///{database}"
        if not (database.exists() and figures_file.exists()):
            for stale in (database, Path(f"{database}-wal"), Path(f"{database}-shm")):
                stale.unlink(missing_ok=True)
    if figures_file.exists():
        figures = json.loads(figures_file.read_text())
    else:
        app = create_app(store_settings(url, demo_orders=orders, warm_up=False))
        wall, cpu = time.perf_counter(), time.process_time()

        async def start_and_stop() -> None:
            async with app.router.lifespan_context(app):
                pass

        asyncio.run(start_and_stop())
        figures = {"seconds": time.perf_counter() - wall, "cpu_seconds": time.process_time() - cpu}
        figures_file.write_text(json.dumps(figures))
    if "documents_seconds" not in figures:
        figures["documents_seconds"] = first_start_documents(url)
        figures_file.write_text(json.dumps(figures))
    return url, figures


def first_start_documents(url: str) -> float:
    """Seconds the app's start on ``url`` takes to store the documents it finds pending, as a
    server builds them (in the background, batch by batch with pauses, nothing else asked)."""
    app = create_app(store_settings(url, warm_up=False))

    async def start_and_build() -> float:
        async with app.router.lifespan_context(app):
            started = time.perf_counter()
            await asyncio.to_thread(app.state.document_build.finished.wait)
            return time.perf_counter() - started

    return asyncio.run(start_and_build())


def _postgresql_database(server: str, name: str, figures_file: Path) -> str:
    """The URL of database ``name`` on ``server``, made empty anew unless its store was kept."""
    admin = create_engine(make_url(server), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            exists = connection.execute(
                text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name}
            ).first()
            if exists and not figures_file.exists():
                connection.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
            if not exists or not figures_file.exists():
                connection.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    return make_url(server).set(database=name).render_as_string(hide_password=False)


def store_megabytes(url: str) -> float:
    """The size of the store: its SQLite file, or its PostgreSQL database."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return Path(parsed.database or "").stat().st_size / 1e6
    engine = create_engine(parsed)
    try:
        with engine.connect() as connection:
            size = connection.execute(text("SELECT pg_database_size(current_database())"))
            return int(size.scalar_one()) / 1e6
    finally:
        engine.dispose()


if __name__ == "__main__":
    import sys

    work = Path(__file__).resolve().parent.parent / "_work"
    for size in sys.argv[1:]:
        path, seeding = seeded_store(work, int(size))
        print(path, seeding, flush=True)
