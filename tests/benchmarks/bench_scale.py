"""Server cost at 10,000 and at 1,000,000 orders: every list workload, first, steady, after a write.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_scale.py                   # 10,000 vs 1,000,000 orders, 3 rounds
    python tests/benchmarks/bench_scale.py --small 2000 --large 20000 --rounds 1   # quicker
    python tests/benchmarks/bench_scale.py --only "customer"  # workloads whose name has this
    python tests/benchmarks/bench_scale.py --postgresql postgresql+psycopg://u:p@host/db \
        --large 100000                                       # on PostgreSQL

The stores are seeded once each as ``storeadmin-server --demo --demo-orders N`` seeds them and kept
in ``tests/benchmarks/_work/`` (git-ignored) with the seeding's time, which the report repeats.
Right after its seed a store is started once to store its orders' documents, as a server's first
start does (timed too, ``server/scale_store.py``). Then the kept stores are never written: each
run serves a copy of its own (a copied file, or on
PostgreSQL a database made from the kept one as its template), dropped at the end, so runs of
different code may share the kept stores at once. A store made by older code is brought up to
date by the app's own start (indexes, counters) on that copy, timed.

Both stores are served in this process by the app itself (``create_app`` with the settings of
``storeadmin-server``, its request gate, database workers and read cache), through
``httpx.ASGITransport``: what is timed is the server's work for one request, not a socket's.
Every workload is measured three ways:

- **first**: the first request of the workload in a server that has served others: the app's
  caches (read cache, paging and order caches) emptied and its database connections closed, so
  SQLite's page cache starts cold too (the operating system's file cache stays warm);
- **steady**: the median of repeated requests;
- **after write**: the first request after an order was written (a new cart placed through the
  API), the median of a few.

Besides single URLs, the walks of a staffer who never asks a URL twice (``server/walks.py``, so
the read cache answers none of them): a different page each request (newest first, sorted by
total, one state, and the three with the payment state in turn), each over the pages both stores
have (the same URLs on both) and over each store's whole list (the large store's page at the same
place of its list as the small store's), and a different order each request (ids from all over
each store). Their "first" and "after write" are the walk's next URL after the caches were
emptied or after a write; their "steady" the median of 31 of its next URLs.

Rounds are paired: within a round each workload and way is measured on both stores, their
requests interleaved (small, large, small, large ..., the order alternating between rounds), and
the ratio large/small of the medians is taken per round.
The aim: every ratio at most 2. The report lists per-round ratios, their median and the highest,
and the load average before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import create_engine, make_url, text

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storeadmin_gui.backend.app import create_app
from tests.benchmarks.server.scale_store import seeded_store, store_megabytes, store_settings
from tests.benchmarks.server.store_data import DEMO_SIGN_IN, TOKEN_PATH
from tests.benchmarks.server.walks import (
    BY_STATE,
    LIST_QUERIES,
    NEWEST,
    ORDER_STRIDE,
    SORTED,
    Walk,
    orders_walk,
    pages_walk,
)

WORK = Path(__file__).resolve().parent / "_work"
BASE_URL = "http://scale"
GOAL_RATIO = 2.0
STEADY_REPEATS = 15
AFTER_WRITE_REPEATS = 5
FIRST_REPEATS = 5
WALK_STEADY_REPEATS = 31  # a walk's requests differ: more of them for a steady median
DEEP_PAGE = 900  # offset 8,990: a page both stores have
SORTS = ("id", "number", "total", "createdAt", "updatedAt", "checkout_completed_at")
# One value of every filter the orders list offers (docs/api.md section 4 and section 11).
FILTERS: dict[str, dict[str, str]] = {
    "customer (one)": {"criteria[customer]": "emma.johnson1@example.net"},
    "customer (two)": {"criteria[customer]": "emma"},
    "state new": {"criteria[state]": "new"},
    "state fulfilled": {"criteria[state]": "fulfilled"},
    "channel": {"criteria[channel]": "MOBILE"},
    "payment state": {"criteria[payment_state]": "awaiting_payment"},
    "shipping state": {"criteria[shipping_state]": "ready"},
    "date range": {"criteria[date_from]": "2026-08-01", "criteria[date_to]": "2026-08-31"},
    "number part": {"criteria[number]": "42"},  # two characters: no trigram, the plain scan
    "number part 4242": {"criteria[number]": "4242"},  # 1 order in 10,000, 274 in 1,000,000
    "number part 000004242": {"criteria[number]": "000004242"},  # one order in both
}


@dataclass(frozen=True)
class Workload:
    name: str
    path: str = ""
    params: tuple[tuple[str, str], ...] = ()
    # A walk asks a different URL each request (server/walks.py): the small store's walk and
    # the large one's; ``path`` and ``params`` are then unused.
    walks: tuple[Walk, Walk] | None = None
    walk_offset: int = 0  # where the walks start (Walk.target)


def workloads(order_id: int, watched_from: str) -> list[Workload]:
    plan = [
        Workload("page 1", "/api/v1/orders/"),
        Workload(f"page {DEEP_PAGE}", "/api/v1/orders/", (("page", str(DEEP_PAGE)),)),
    ]
    plan += [
        Workload(f"sorted by {sort}", "/api/v1/orders/", ((f"sorting[{sort}]", "desc"),))
        for sort in SORTS
    ]
    for name, criteria in FILTERS.items():
        plan.append(Workload(name, "/api/v1/orders/", tuple(criteria.items())))
        plan += [
            Workload(
                f"{name}, by {sort}",
                "/api/v1/orders/",
                (*criteria.items(), (f"sorting[{sort}]", "desc")),
            )
            for sort in SORTS
        ]
    plan += [
        Workload("carts page 1", "/api/v1/carts/"),
        Workload("carts of a customer", "/api/v1/carts/", (("criteria[customer]", "emma"),)),
        Workload("one order", f"/api/v1/orders/{order_id}"),
    ]
    # What the app's new-order watch asks (ui/bench/new_orders.py): its first look notes the
    # newest order; every later look reads the orders placed from the day before the newest
    # seen, newest first, a small page.
    newest_first = ("sorting[checkout_completed_at]", "desc")
    plan += [
        Workload("new orders, first look", "/api/v1/orders/", (newest_first, ("limit", "1"))),
        Workload(
            "new orders, a look",
            "/api/v1/orders/",
            (("criteria[date_from]", watched_from), newest_first, ("limit", "10")),
        ),
    ]
    return plan


# The walks (server/walks.py), each page list alone and the four in turn (page, sort and filter
# varied), then the orders.
PAGE_WALKS: dict[str, tuple[str, ...]] = {
    "a different page": (NEWEST,),
    "sorted by total, a different page": (SORTED,),
    "state filter, a different page": (BY_STATE,),
    "page, sort and filter varied": LIST_QUERIES,
}


async def list_pages(store: Store, templates: tuple[str, ...]) -> dict[str, int]:
    """The number of pages of each list query of ``templates`` in ``store``."""
    assert store.client is not None
    pages = {}
    for template in templates:
        first = await store.client.get(template.replace("{n}", "1"))
        first.raise_for_status()
        pages[template] = int(first.json()["pages"])
    return pages


def walk_workloads(
    pages: tuple[dict[str, int], dict[str, int]], order_ids: tuple[tuple[int, ...], ...]
) -> list[Workload]:
    """Each walk twice, its pages jumping about the list (``ORDER_STRIDE``), never one URL twice:

    - "(pages both have)": the same page numbers on both stores, spread over all the small
      store's pages (pages 1 to 1,000 of the plain list at 10,000 orders): the same offsets,
      so only the store's size differs;
    - "(whole list)": spread over each store's whole list, the large store asking page ``p *
      scale`` where the small one asks page ``p`` (``scale``: how many times the small store's
      pages the large one has, the lowest over the walk's lists, 100 for 10,000 against
      1,000,000): each request at the same place of its list, the large store's pages as deep as
      its list is long.

    The orders: each store's live orders from all over its list, none twice.
    """
    small, large = pages
    plan = []
    for name, templates in PAGE_WALKS.items():
        both_have = pages_walk(small, *templates, stride=ORDER_STRIDE)
        scale = max(1, min(large[template] // small[template] for template in templates))
        deep_pages = tuple(range(scale, scale * max(both_have.counts) + 1, scale))
        deep = Walk(both_have.templates, both_have.counts, deep_pages, ORDER_STRIDE)
        # The small store asks the same walk in both: the second starts halfway round it, so
        # that it asks pages the first did not (as long as the list has pages enough).
        halfway = min(both_have.counts) // 2
        plan += [
            Workload(f"{name} (pages both have)", walks=(both_have, both_have)),
            Workload(f"{name} (whole list)", walks=(both_have, deep), walk_offset=halfway),
        ]
    small_orders, large_orders = (orders_walk(ids) for ids in order_ids)
    return [*plan, Workload("a different order", walks=(small_orders, large_orders))]


def live_order_ids(database: str) -> tuple[int, ...]:
    """Every live order's id in the store at ``database``, ascending."""
    engine = create_engine(database)
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text("SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id")
            )
            return tuple(row[0] for row in rows)
    finally:
        engine.dispose()


class Store:
    """One seeded store served in process, with the means to empty its caches."""

    def __init__(self, orders: int, database: str, seeding: dict[str, float], side: int) -> None:
        self.orders = orders
        self.side = side  # 0 for the small store, 1 for the large: which of a workload's walks
        self.asked: dict[str, int] = {}  # requests asked so far of each walk
        self.database, self.seeding = database, seeding
        self.app: FastAPI = create_app(store_settings(self.database))
        self.client: httpx.AsyncClient | None = None
        self.lifespan: Any = None
        self.start_seconds = 0.0

    async def start(self) -> None:
        started = time.perf_counter()
        self.lifespan = self.app.router.lifespan_context(self.app)
        await self.lifespan.__aenter__()
        warming = self.app.state.warming
        if warming is not None:
            await warming
        self.start_seconds = time.perf_counter() - started
        # A store seeded without its order documents has them made in the background first:
        # measured meanwhile, the build would share the machine and orders come from their rows.
        await asyncio.to_thread(self.app.state.document_build.finished.wait)
        self.client = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=self.app), base_url=BASE_URL, timeout=600
        )
        token = await self.client.post(TOKEN_PATH, json=DEMO_SIGN_IN)
        token.raise_for_status()
        self.client.headers["Authorization"] = f"Bearer {token.json()['access_token']}"

    async def stop(self) -> None:
        assert self.client is not None
        await self.client.aclose()
        await self.lifespan.__aexit__(None, None, None)

    def forget(self) -> None:
        """Empties the app's caches and closes its database connections (a cold start's state)."""
        state = self.app.state
        for name in ("order_paging_cache", "order_lines_cache"):
            if getattr(state, name, None) is not None:
                setattr(state, name, None)
        if state.read_cache is not None:
            state.read_cache.clear()
        state.engine.dispose()

    async def write(self) -> None:
        assert self.client is not None
        placed = await self.client.post(
            "/api/v1/carts/",
            json={"customer": "ava.laurent5@example.net", "channel": "WEB", "localeCode": "en_US"},
        )
        placed.raise_for_status()

    def target(self, workload: Workload) -> tuple[str, tuple[tuple[str, str], ...]]:
        """The path and query of the next request of ``workload`` (a walk's next URL)."""
        if workload.walks is None:
            return workload.path, workload.params
        request = self.asked.get(workload.name, 0)
        self.asked[workload.name] = request + 1
        return workload.walks[self.side].target(request, workload.walk_offset), ()

    async def timed(self, workload: Workload) -> float:
        assert self.client is not None
        path, params = self.target(workload)
        started = time.perf_counter()
        # No params at all for a walk's URL: httpx would replace its query by empty ones.
        answer = await self.client.get(path, params=params or None)
        took = time.perf_counter() - started
        if answer.status_code != 200:
            raise SystemExit(f"{workload.name}: {path} {answer.status_code} {answer.text[:300]}")
        return took * 1000

    async def sample(self, workload: Workload, way: str) -> float:
        """Milliseconds of one request of ``workload`` measured ``way``."""
        if way == "first":
            self.forget()
        elif way == "after write":
            await self.write()
        return await self.timed(workload)


async def measure_pair(pair: tuple[Store, Store], workload: Workload, way: str) -> list[float]:
    """The median milliseconds of ``workload`` measured ``way`` on each store of ``pair``, their
    requests interleaved so that both stores meet the same moments of the machine's load."""
    steady = STEADY_REPEATS if workload.walks is None else WALK_STEADY_REPEATS
    repeats = {"first": FIRST_REPEATS, "steady": steady}.get(way, AFTER_WRITE_REPEATS)
    if way == "steady":
        for store in pair:
            await store.timed(workload)
    times: list[list[float]] = [[], []]
    for _ in range(repeats):
        for index, store in enumerate(pair):
            times[index].append(await store.sample(workload, way))
    return [statistics.median(each) for each in times]


WAYS = ("first", "steady", "after write")


async def middle_order(store: Store) -> int:
    assert store.client is not None
    total = (await store.client.get("/api/v1/orders/", params={"limit": 1})).json()["total"]
    page = await store.client.get("/api/v1/orders/", params={"page": total // 20, "limit": 10})
    order_id: int = page.json()["_embedded"]["items"][0]["id"]
    return order_id


async def watched_from(stores: tuple[Store, ...]) -> str:
    """The day the new-order watch asks from: the day before the newest order (of the store
    whose newest is older, so that both stores answer a day and more of orders)."""
    days = []
    for store in stores:
        assert store.client is not None
        params: dict[str, str | int] = {"sorting[checkout_completed_at]": "desc", "limit": 1}
        page = await store.client.get("/api/v1/orders/", params=params)
        newest = page.json()["_embedded"]["items"][0]["checkout_completed_at"]
        days.append(datetime.fromisoformat(newest).date() - timedelta(days=1))
    return min(days).isoformat()


async def run(
    args: argparse.Namespace, seeded: dict[int, tuple[str, dict[str, float]]]
) -> dict[str, Any]:
    small, large = (
        Store(size, *seeded[size], side) for side, size in enumerate((args.small, args.large))
    )
    for store in (small, large):
        await store.start()
        print(
            f"{store.orders:,} orders: seeded in {store.seeding['seconds']:.0f} s, "
            f"started (schema brought up to date, lists warmed) in {store.start_seconds:.1f} s, "
            f"{store_megabytes(store.database):,.0f} MB",
            flush=True,
        )
    pages = (await list_pages(small, LIST_QUERIES), await list_pages(large, LIST_QUERIES))
    order_ids = tuple(live_order_ids(store.database) for store in (small, large))
    plan = [
        workload
        for workload in [
            *workloads(await middle_order(small), await watched_from((small, large))),
            *walk_workloads(pages, order_ids),
        ]
        if not args.only or any(part in workload.name for part in args.only)
    ]
    cells: dict[tuple[str, str], list[tuple[float, float]]] = {}
    loads = [os.getloadavg()[0]]
    try:
        for round_number in range(args.rounds):
            pair = (small, large) if round_number % 2 == 0 else (large, small)
            for workload in plan:
                for way in WAYS:
                    first, second = await measure_pair(pair, workload, way)
                    small_ms, large_ms = (first, second) if pair[0] is small else (second, first)
                    cells.setdefault((workload.name, way), []).append((small_ms, large_ms))
                print(
                    f"  round {round_number + 1} {workload.name:42} "
                    + "  ".join(
                        f"{way} {cells[(workload.name, way)][-1][0]:7.2f} / "
                        f"{cells[(workload.name, way)][-1][1]:7.2f} ms"
                        for way in WAYS
                    ),
                    flush=True,
                )
            loads.append(os.getloadavg()[0])
    finally:
        for store in (small, large):
            await store.stop()
    return {
        "small": args.small,
        "large": args.large,
        "seeding": {str(s.orders): s.seeding for s in (small, large)},
        "start_seconds": {str(s.orders): s.start_seconds for s in (small, large)},
        "sizes_mb": {str(s.orders): store_megabytes(s.database) for s in (small, large)},
        "database": "PostgreSQL" if args.postgresql else "SQLite",
        "loads": loads,
        "plan": [workload.name for workload in plan],
        "cells": {f"{name}|{way}": pairs for (name, way), pairs in cells.items()},
    }


def report(results: dict[str, Any]) -> tuple[str, bool]:
    lines = [
        f"| workload | way | {results['small']:,} orders ms | {results['large']:,} orders ms "
        "| large/small per round | median | highest |",
        "|---|---|---|---|---|---|---|",
    ]
    worst: list[tuple[float, str]] = []
    for name in results["plan"]:
        for way in WAYS:
            pairs = results["cells"][f"{name}|{way}"]
            ratios = [large / small for small, large in pairs]
            worst.append((max(ratios), f"{name} ({way})"))
            small_ms = statistics.median(pair[0] for pair in pairs)
            large_ms = statistics.median(pair[1] for pair in pairs)
            lines.append(
                f"| {name} | {way} | {small_ms:.2f} | {large_ms:.2f} | "
                + ", ".join(f"{ratio:.2f}" for ratio in ratios)
                + f" | {statistics.median(ratios):.2f} | {max(ratios):.2f} |"
            )
    missed = sorted((item for item in worst if item[0] > GOAL_RATIO), reverse=True)
    lines += [
        "",
        f"- {len(worst) - len(missed)} of {len(worst)} workload-ways at most "
        f"{GOAL_RATIO:.0f}x in every round",
    ]
    if missed:
        lines.append("- above: " + "; ".join(f"{label} {ratio:.1f}x" for ratio, label in missed))
    return "\n".join(lines), not missed


def working_copy(url: str, folder: Path) -> str:
    """A copy of the kept store at ``url`` for this run to write to: its SQLite file (and
    write-ahead log, if any) copied into ``folder``, or a PostgreSQL database made from it."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        kept = Path(parsed.database or "")
        for suffix in ("", "-wal"):
            if Path(f"{kept}{suffix}").exists():
                shutil.copyfile(f"{kept}{suffix}", folder / f"{kept.name}{suffix}")
        return f"sqlite:///{folder / kept.name}"
    copy = f"{parsed.database}_run_{os.getpid()}"
    _on_postgresql(url, f'CREATE DATABASE "{copy}" TEMPLATE "{parsed.database}"')
    return parsed.set(database=copy).render_as_string(hide_password=False)


def drop_copy(url: str) -> None:
    """Drops a PostgreSQL copy (a SQLite copy goes with its folder)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        _on_postgresql(url, f'DROP DATABASE IF EXISTS "{parsed.database}" WITH (FORCE)')


def _on_postgresql(url: str, statement: str) -> None:
    server = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with server.connect() as connection:
            connection.execute(text(statement))
    finally:
        server.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", type=int, default=10_000, help="orders of the small store")
    parser.add_argument("--large", type=int, default=1_000_000, help="orders of the large store")
    parser.add_argument("--rounds", type=int, default=3, help="paired rounds (3)")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        help="only workloads whose name contains this (repeat for several)",
    )
    parser.add_argument(
        "--results",
        default="",
        help="file name under _work for the results (default scale-results[-pg].json)",
    )
    parser.add_argument(
        "--postgresql",
        metavar="URL",
        help="stores in databases of this PostgreSQL server (its role may create databases)",
    )
    args = parser.parse_args()
    # Seeded first, each store by an app of its own (seeding runs the app's start).
    seeded = {size: seeded_store(WORK, size, args.postgresql) for size in (args.small, args.large)}
    with tempfile.TemporaryDirectory(prefix="scale-copies-") as folder:
        copies = {size: working_copy(url, Path(folder)) for size, (url, _) in seeded.items()}
        try:
            results = asyncio.run(
                run(args, {size: (copies[size], seeded[size][1]) for size in seeded})
            )
        finally:
            for copy in copies.values():
                drop_copy(copy)
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    results["commit"] = commit
    table, met = report(results)
    seeding = ", ".join(
        f"{int(size):,} orders {figures['seconds']:.0f} s ({figures['cpu_seconds']:.0f} s CPU), "
        f"its documents at the first start {figures['documents_seconds']:.0f} s"
        for size, figures in results["seeding"].items()
    )
    loads = ", ".join(f"{load:.1f}" for load in results["loads"])
    print(
        f"\ncommit {commit}, {results['database']}, {args.rounds} paired rounds, "
        f"load average {loads} "
        f"(start, after each round)\nseeding: {seeding}\n\n{table}\n"
    )
    kind = "-pg" if args.postgresql else ""
    (WORK / (args.results or f"scale-results{kind}.json")).write_text(json.dumps(results, indent=2))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
