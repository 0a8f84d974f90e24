"""Seeded stores of a given size for the scale benchmark, made once and kept in ``_work/``.

A store is seeded exactly as ``storeadmin-server --demo --demo-orders N`` seeds it (the app's own
start), into a file of its own; the seconds it took are kept beside it, so a rerun that reuses the
file still reports them.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings

# Cheap password hashing: seeding hashes the demo accounts' passwords, which is not what is timed.
CHEAP_HASHING = {"argon2_time_cost": 1, "argon2_memory_cost_kib": 8, "argon2_parallelism": 1}


def store_settings(database: Path, **overrides: object) -> Settings:
    """The settings of ``storeadmin-server --demo`` on ``database`` (hashing kept cheap)."""
    values: dict[str, object] = {
        "database_url": f"sqlite:///{database}",
        "demo": True,
        "warm_up": True,
        **CHEAP_HASHING,
        **overrides,
    }
    return Settings(**values)  # type: ignore[arg-type]


def seeded_store(folder: Path, orders: int) -> tuple[Path, dict[str, float]]:
    """The store file of ``orders`` generated orders (seeded now unless kept) and its seeding
    figures: ``seconds`` (wall) and ``cpu_seconds`` of the seeding when it was made."""
    folder.mkdir(parents=True, exist_ok=True)
    database = folder / f"scale-{orders}.sqlite3"
    figures_file = folder / f"scale-{orders}.seeding.json"
    if database.exists() and figures_file.exists():
        return database, json.loads(figures_file.read_text())
    for stale in (database, Path(f"{database}-wal"), Path(f"{database}-shm")):
        stale.unlink(missing_ok=True)
    app = create_app(store_settings(database, demo_orders=orders, warm_up=False))
    wall, cpu = time.perf_counter(), time.process_time()

    async def start_and_stop() -> None:
        async with app.router.lifespan_context(app):
            pass

    asyncio.run(start_and_stop())
    figures = {"seconds": time.perf_counter() - wall, "cpu_seconds": time.process_time() - cpu}
    figures_file.write_text(json.dumps(figures))
    return database, figures


if __name__ == "__main__":
    import sys

    work = Path(__file__).resolve().parent.parent / "_work"
    for size in sys.argv[1:]:
        path, seeding = seeded_store(work, int(size))
        print(path, seeding, flush=True)
