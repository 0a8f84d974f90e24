"""A store made ready for serving (``backend/store_setup.py``): by the server's start, or aside in a
child process while the demo store's process imports the server (``demo_server.py``)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.support.fresh_process import python_output
from tests.support.stores import StoreTemplates, fast_settings

from .conftest import signed_in

# Each script runs in a fresh interpreter: forking is refused while threads run, as in the test
# process. It prints, per store, every table's rows (passwords' hashes left out: their salts are
# random), so that two stores can be compared; for two stores made one after the other, without
# the times rows were last changed, which the seed takes from the clock (a variant's stock).
SCRIPT = """
import json, sqlite3, sys
from datetime import UTC, datetime
from storeadmin_gui.aside import run_aside
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.store_setup import make_store_ready

def settings(path):
    return Settings(
        database_url=f"sqlite:///{path}", demo=True, demo_orders=40,
        demo_made_on=datetime(2026, 11, 2, 10, 0, tzinfo=UTC),
        argon2_time_cost=1, argon2_memory_cost_kib=1024, argon2_parallelism=1,
    )

def rows(path, clock=True):
    left_out = ("password", "salt") if clock else ("password", "salt", "updated_at")
    store = sqlite3.connect(path)
    tables = [name for (name,) in store.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    found = {}
    for table in tables:
        columns = [row[1] for row in store.execute(f"PRAGMA table_info({table})")]
        kept = [f'"{name}"' for name in columns if not any(part in name for part in left_out)]
        found[table] = sorted(map(repr, store.execute(f"SELECT {', '.join(kept)} FROM {table}")))
    store.close()
    return found

here, aside = sys.argv[1:3]
make_store_ready(settings(here))
child = run_aside(lambda: make_store_ready(settings(aside)), "seeding the store")
print(json.dumps({"forked": child is not None, "done": child is not None and child.wait()}))
before = rows(here)
make_store_ready(settings(here))
print(json.dumps({
    "here": rows(here, clock=False), "aside": rows(aside, clock=False),
    "before": before, "again": rows(here),
}))
"""

# What the script said: whether it forked and the child succeeded; each store's rows by table.
Found = tuple[dict[str, bool], dict[str, dict[str, list[str]]]]

needs_fork = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> Found:
    folder = tmp_path_factory.mktemp("stores")
    paths = [str(folder / f"{name}.sqlite3") for name in ("here", "aside")]
    script = f"import sys; sys.argv[1:] = {paths!r}\n" + SCRIPT
    outcome, found = python_output(script, timeout=300).splitlines()
    return json.loads(outcome), json.loads(found)


@needs_fork
def test_a_store_seeded_aside_holds_what_one_seeded_here_holds(
    stores: Found,
) -> None:
    """The child's store has the same tables, search texts and counters, row for row, as the one
    the server's start would have made; its work is not lost with the child."""
    outcome, found = stores
    assert outcome == {"forked": True, "done": True}
    assert found["aside"] == found["here"]
    assert len(found["here"]["orders"]) > 40  # seeded: the hand-made orders and 40 more


@needs_fork
def test_a_ready_store_is_left_as_it_was(stores: Found) -> None:
    """The server's start makes a store ready again after the child did: nothing is seeded twice,
    nothing is rewritten."""
    _, found = stores
    assert found["again"] == found["before"]


async def orders_total(settings: Settings, made_ready: Callable[[], bool]) -> int:
    """The store's order count as the server started with ``made_ready`` serves it."""
    app = create_app(settings, made_ready=made_ready)
    async with app.router.lifespan_context(app), signed_in(app) as http:
        answer = await http.get("/api/v1/orders/", params={"limit": 1})
    assert answer.status_code == 200, answer.text
    total: int = answer.json()["total"]
    return total


@pytest.mark.anyio
async def test_a_start_whose_store_was_not_made_ready_aside_makes_it_ready(
    tmp_path: Path,
) -> None:
    """The child failed (or was killed) before it committed: the server's start asks, hears no,
    and seeds the new store itself, once."""
    asked: list[bool] = []

    def not_made_ready() -> bool:
        asked.append(False)
        return False

    settings = fast_settings(f"sqlite:///{tmp_path / 'new.db'}", demo=True, demo_orders=10)
    assert await orders_total(settings, not_made_ready) > 10
    assert asked == [False]


@pytest.mark.anyio
async def test_a_start_whose_store_was_made_ready_aside_serves_it_as_made(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """Told that the store was made ready meanwhile (asked once), the start serves it as it is."""
    settings = store_templates.fresh_settings(tmp_path / "store.db")
    asked: list[bool] = []

    def made_ready() -> bool:
        asked.append(True)
        return True

    assert await orders_total(settings, made_ready) == await orders_total(settings, lambda: False)
    assert asked == [True]
