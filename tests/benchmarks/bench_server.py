"""Server throughput at 100,000 orders: storeadmin-server vs json-server 1.x vs a FastAPI ceiling.

Run on demand (not part of the test suite; needs ``wrk``, ``node`` and ``npm``)::

    python tests/benchmarks/bench_server.py                  # 100,000 orders, 5 s per run
    python tests/benchmarks/bench_server.py --orders 20000 --seconds 2   # quicker
    python tests/benchmarks/bench_server.py --fresh          # seed the store anew (and time it)
    python tests/benchmarks/bench_server.py --rounds 3       # everything three times, medians
    python tests/benchmarks/bench_server.py --source-tree TREE   # serve another tree's backend
    python tests/benchmarks/bench_server.py --only "^a different page$" --connections 8   # a part

Everything goes to ``tests/benchmarks/_work/`` (git-ignored): the seeded store (each run serves a
copy, since it writes), json-server (npm package installed there on first run), its ``db.json``
(the store's orders as its list shows them, newest first, so page N is the same orders on both),
logs and results.

Three servers on loopback, each its own process:

- ``storeadmin-server --demo --demo-orders N`` exactly as a user starts it;
- json-server 1.x on the exported ``db.json`` (``_page``/``_per_page``, ``_sort=-total``,
  ``/orders/ID``);
- a FastAPI app answering each kind of request with the constant bytes the store answered to one
  of that kind (the framework ceiling), under uvicorn with the store's options.

Workloads are what a staffer scrolling and clicking through the orders asks, no URL twice (so no
cache answers them, ``server/walks.py``): a different page, a different page sorted by total or
filtered by state, page, sort and filter varied from request to request, a different order; page
1, page 9,000 and an order each read right after a write (``server/after_write.py``); and apart,
the read cache's own line: the same page and the same order asked again. wrk workloads are
measured on one connection and on eight (``--latency``, a Lua script making each request), a 1 s
warm-up then a fixed duration, the three servers back to back so they share the machine's
conditions. The report is a Markdown table with requests/s and p50/p99 latency, the per-round
ratios against the goals (in every round: lists at least 5x json-server, orders 2x, both 40 % of
the ceiling), the ceiling's own ratio to json-server per round (what a server answering in no time
reaches on that measure: an aim above it is beyond any server), and the latency of the writes.
Neither json-server nor the ceiling is written to, so the main table asks them the after-write
reads back to back: the store's read comes after the wait its write makes the client sit through,
theirs after none. A read after milliseconds idle costs more on this machine, whatever answers it,
so both are also asked the after-write reads each after a pause as long as the store's write took
in that round (``Server.paused``, one mechanism for both): "json-server after a pause" and
"ceiling after a pause". The main table's after-write ratios compare the store's read after a
write with json-server's and the ceiling's back to back (the aims are judged on these); the
paused table compares it with theirs after the same idle time, like with like, and keeps the
back-to-back ratio to json-server beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.server import after_write, processes, store_data, wrk
from tests.benchmarks.server.ceiling_app import ceiling_key
from tests.benchmarks.server.walks import (
    BY_STATE,
    LIST_QUERIES,
    NEWEST,
    SORTED,
    Walk,
    orders_walk,
    pages_walk,
    wrk_script,
)

WORK = Path(__file__).resolve().parent / "_work"
JSON_SERVER_PACKAGE = "json-server@1.0.0-beta.15"  # the newest 1.x release on npm
WARMUP_SECONDS = 1.0
CONNECTIONS = (1, 8)
DEEP_PAGE = 9000
GOAL_RATIO = 5.0
GOAL_CEILING_SHARE = 0.4
STRETCHES = (1, 4, 16)
PAUSED_JSON_SERVER = "json-server after a pause"
PAUSED_CEILING = "ceiling after a pause"


@dataclass(frozen=True)
class Workload:
    name: str
    store: Walk  # paths and queries on storeadmin-server (and the ceiling app)
    json_server: Walk  # the same requests in json-server's terms
    # Each read the first after a write (server/after_write.py) instead of a wrk run.
    after_write: bool = False
    # The goals: at least this many times json-server's rate and this share of the ceiling's in
    # every round; None for the read cache's own line (the same URL repeated), reported only.
    goal_ratio: float | None = None
    goal_share: float | None = GOAL_CEILING_SHARE


@dataclass(frozen=True)
class Plan:
    """What the store holds, as the workloads need it."""

    pages: dict[str, int]  # list query (without the page) -> its pages of 10
    order_ids: tuple[int, ...]  # every live order's id, ascending
    channel: str  # a channel code and locale code a new order can be made in
    locale: str


JSON_NEWEST = "/orders?_page={n}&_per_page=10"
JSON_SORTED = "/orders?_sort=-total&_page={n}&_per_page=10"
JSON_BY_STATE = "/orders?state=fulfilled&_page={n}&_per_page=10"
JSON_BY_PAYMENT = "/orders?payment_state=awaiting_payment&_page={n}&_per_page=10"


def json_walk(store: Walk, *templates: str) -> Walk:
    return Walk(templates, store.counts, store.ids, store.stride)


def workloads(plan: Plan) -> list[Workload]:
    """Every page and order asked is one no earlier request asked (``server/walks.py``), but for
    the read cache's own line at the end."""
    orders = orders_walk(plan.order_ids)
    newest, mixed = pages_walk(plan.pages, NEWEST), pages_walk(plan.pages, *LIST_QUERIES)
    sorted_pages, by_state = pages_walk(plan.pages, SORTED), pages_walk(plan.pages, BY_STATE)
    deep = Walk((f"/api/v1/orders/?page={DEEP_PAGE}&limit=10",), (1,))
    middle = plan.order_ids[len(plan.order_ids) // 2]
    return [
        Workload("a different page", newest, json_walk(newest, JSON_NEWEST), goal_ratio=GOAL_RATIO),
        Workload(
            "sorted by total, a different page",
            sorted_pages,
            json_walk(sorted_pages, JSON_SORTED),
            goal_ratio=GOAL_RATIO,
        ),
        Workload(
            "state filter, a different page",
            by_state,
            json_walk(by_state, JSON_BY_STATE),
            goal_ratio=GOAL_RATIO,
        ),
        Workload(
            "page, sort and filter varied",
            mixed,
            json_walk(mixed, JSON_NEWEST, JSON_SORTED, JSON_BY_STATE, JSON_BY_PAYMENT),
            goal_ratio=GOAL_RATIO,
        ),
        Workload("a different order", orders, json_walk(orders, "/orders/{n}"), goal_ratio=2.0),
        Workload(
            "page 1 after a write",
            Walk((NEWEST,), (1,)),
            Walk((JSON_NEWEST,), (1,)),
            after_write=True,
            goal_ratio=GOAL_RATIO,
        ),
        Workload(
            f"page {DEEP_PAGE:,} after a write",
            deep,
            Walk((f"/orders?_page={DEEP_PAGE}&_per_page=10",), (1,)),
            after_write=True,
            goal_ratio=GOAL_RATIO,
        ),
        Workload(
            "an order after a write",
            orders,
            json_walk(orders, "/orders/{n}"),
            after_write=True,
            goal_ratio=2.0,
        ),
        Workload(
            "page 1 repeated (read cache)",
            Walk((NEWEST,), (1,)),
            Walk((JSON_NEWEST,), (1,)),
            goal_share=None,
        ),
        Workload(
            "one order repeated (read cache)",
            Walk((f"/api/v1/orders/{middle}",), (1,)),
            Walk((f"/orders/{middle}",), (1,)),
            goal_share=None,
        ),
    ]


# ------------------------------------------------------------------------------ set-up


def install_json_server(folder: Path) -> str:
    """json-server into ``folder`` with npm (once); returns its version."""
    package_json = folder / "node_modules" / "json-server" / "package.json"
    if not package_json.exists():
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm",
                "install",
                "--no-audit",
                "--no-fund",
                "--prefix",
                str(folder),
                JSON_SERVER_PACKAGE,
            ],
            check=True,
            capture_output=True,
        )
    version: str = json.loads(package_json.read_text())["version"]
    return version


def read_plan(base_url: str, token: str, database: Path) -> Plan:
    """The pages of each list query, the live orders' ids and where a new order can be made."""
    headers = {"Authorization": f"Bearer {token}"}
    pages: dict[str, int] = {}
    for template in LIST_QUERIES:
        first = httpx.get(base_url + template.replace("{n}", "1"), headers=headers, timeout=120)
        first.raise_for_status()
        pages[template] = first.json()["pages"]
    newest = httpx.get(base_url + NEWEST.replace("{n}", "1"), headers=headers, timeout=60).json()
    order = newest["_embedded"]["items"][0]
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as store:
        ids = tuple(
            row[0]
            for row in store.execute("SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id")
        )
    return Plan(pages, ids, order["channel"]["code"], order["locale_code"])


def check_same_answers(store_url: str, json_url: str, token: str, plan: list[Workload]) -> None:
    """Both servers answer each workload's first requests with the same orders (the comparison
    is fair)."""
    headers = {"Authorization": f"Bearer {token}"}
    for workload in plan:
        for request in range(len(workload.store.templates)):
            target = workload.store.target(request, 0)
            ours = httpx.get(store_url + target, headers=headers, timeout=120)
            theirs = httpx.get(json_url + workload.json_server.target(request, 0), timeout=120)
            ours.raise_for_status()
            theirs.raise_for_status()
            mine, other = ours.json(), theirs.json()
            if "_embedded" in mine:
                mine_items, other_items = mine["_embedded"]["items"], other["data"]
            else:
                mine_items, other_items = [mine], [other]
            key = "total" if "sorting" in target else "id"
            mine_keys = [str(item[key]) for item in mine_items]
            other_keys = [str(item[key]) for item in other_items]
            if mine_keys != other_keys or not mine_keys:
                raise SystemExit(
                    f"{workload.name}: the store answered {mine_keys}, json-server {other_keys}"
                )


# ------------------------------------------------------------------------------ measuring


@dataclass(frozen=True)
class Row:
    workload: str
    connections: int
    server: str
    result: wrk.Measurement
    round: int = 1
    write_p50_ms: float = 0.0  # the writes before the reads of an after-write workload
    cpu_ms_per_request: float | None = None  # the server's own, where its process is known


@dataclass(frozen=True)
class Server:
    base_url: str
    speaks_json_server: bool
    write: after_write.Write | None  # what it is written with before an after-write read
    pid: int | None = None  # its process group's leader: its CPU per request is measured
    # Asked the after-write workloads alone, each read after idling as long as the store's write
    # took in that round (its p50): what a read after such a pause costs without any write.
    paused: bool = False


def drain(url: str, token: str) -> None:
    """Waits until the server has answered what wrk left in flight (one request queues behind).

    A server that takes seconds per request (json-server sorting 100,000 orders) still works
    through the requests of a finished run; the next run must not start behind that backlog.
    """
    httpx.get(url, headers={"Authorization": f"Bearer {token}"}, timeout=wrk.TIMEOUT_SECONDS * 8)


class Offsets:
    """Where each workload's walk goes on, per server: no run asks what an earlier one asked."""

    def __init__(self) -> None:
        self._next: dict[tuple[str, str], int] = {}

    def take(self, workload: Workload, server: str, requests: int) -> int:
        """The offset for a run of about ``requests`` requests (more are harmless)."""
        key = (workload.name, server)
        offset = self._next.get(key, 0)
        self._next[key] = offset + requests // len(workload.store.templates) + 1
        return offset


def run_once(
    workload: Workload,
    name: str,
    server: Server,
    connections: int,
    seconds: float,
    token: str,
    offsets: Offsets,
    pause_seconds: float = 0.0,
) -> Row:
    """One measured run (after a warm-up for wrk runs) of ``workload`` on ``server``; a server
    without a write waits ``pause_seconds`` before each read of an after-write workload."""
    walk = workload.json_server if server.speaks_json_server else workload.store
    if workload.after_write:
        start = offsets.take(workload, name, 0)
        outcome = asyncio.run(
            after_write.measure(
                server.base_url,
                token,
                server.write,
                lambda request: walk.target(request, start),
                connections,
                seconds,
                pause_seconds=pause_seconds,
            )
        )
        offsets.take(workload, name, outcome.requests)
        reads = wrk.Measurement(
            outcome.requests_per_second, outcome.p50_ms, outcome.p99_ms, outcome.requests
        )
        return Row(workload.name, connections, name, reads, write_p50_ms=outcome.write_p50_ms)
    first = server.base_url + walk.target(0, 0)
    # A server slower than the warm-up finishes no request in it.
    script = wrk_script(WORK, "warm-up", walk, offsets.take(workload, name, 100_000), token)
    with contextlib.suppress(wrk.LoadError):
        wrk.run(server.base_url + "/", connections, WARMUP_SECONDS, script)
    drain(first, token)
    result: wrk.Measurement | None = None
    cpu_before = processes.cpu_seconds(server.pid) if server.pid is not None else 0.0
    # json-server takes seconds over a sorted page: a run finishing none is made longer.
    for stretch in STRETCHES:
        script = wrk_script(WORK, "run", walk, offsets.take(workload, name, 0), token)
        try:
            result = wrk.run(server.base_url + "/", connections, seconds * stretch, script)
            break
        except wrk.LoadError:
            if stretch == STRETCHES[-1]:
                raise
    assert result is not None
    cpu_ms = None
    if server.pid is not None:
        cpu_ms = (processes.cpu_seconds(server.pid) - cpu_before) * 1000 / result.requests
    offsets.take(workload, name, result.requests)
    drain(first, token)  # no backlog left to slow down the next server measured
    return Row(workload.name, connections, name, result, cpu_ms_per_request=cpu_ms)


def measure(
    plan: list[Workload],
    servers: dict[str, Server],
    seconds: float,
    token: str,
    rounds: int,
    connection_counts: tuple[int, ...] = CONNECTIONS,
) -> list[Row]:
    """Every workload on every server, ``rounds`` times over. Rounds go through everything
    before repeating, so a burst of other work on the machine lands in one round of each cell
    rather than on one server. The first server is the written one: a paused server idles as long
    as its write took in that cell before each read."""
    rows: list[Row] = []
    offsets = Offsets()
    for round_number in range(1, rounds + 1):
        for connections in connection_counts:
            for workload in plan:
                write_seconds = 0.0  # the store's write p50 in this cell, measured first
                for name, server in servers.items():
                    if server.paused and not workload.after_write:
                        continue
                    pause = write_seconds if server.paused else 0.0
                    row = run_once(
                        workload, name, server, connections, seconds, token, offsets, pause
                    )
                    write_seconds = max(write_seconds, row.write_p50_ms / 1000)
                    rows.append(replace(row, round=round_number))
                    result = row.result
                    print(
                        f"  round {round_number} {workload.name:34} c={connections} {name:18} "
                        f"{result.requests_per_second:9.1f} req/s  p50 {result.p50_ms:7.2f} ms  "
                        f"p99 {result.p99_ms:7.2f} ms  load {os.getloadavg()[0]:.1f}",
                        flush=True,
                    )
    return rows


def median_runs(rows: list[Row]) -> dict[tuple[str, int, str], wrk.Measurement]:
    """Per cell, the run with the median requests/s (its latencies with it)."""
    cells: dict[tuple[str, int, str], list[wrk.Measurement]] = {}
    for row in rows:
        cells.setdefault((row.workload, row.connections, row.server), []).append(row.result)
    return {
        key: sorted(runs, key=lambda run: run.requests_per_second)[(len(runs) - 1) // 2]
        for key, runs in cells.items()
    }


@dataclass(frozen=True)
class Ratios:
    """One workload and connection count, per round (servers measured back to back in it)."""

    json_server: list[float]  # the store's requests/s over json-server's
    ceiling: list[float]  # the store's over the ceiling's
    # The ceiling's own over json-server's: what a server that answers in no time reaches on
    # this measure, so an aim against json-server above it is one no server can meet.
    ceiling_json_server: list[float]


def per_round_ratios(
    rows: list[Row], plan: list[Workload], names: list[str]
) -> dict[tuple[str, int], Ratios]:
    """Per workload and connections, per round: the store's requests/s over json-server's and
    over the ceiling's, and the ceiling's over json-server's."""
    rates = round_rates(rows)
    found: dict[tuple[str, int], Ratios] = {}
    for connections in _connection_counts(rows):
        for workload in plan:
            ours, theirs, top = (rates(workload.name, connections, name) for name in names)
            found[(workload.name, connections)] = Ratios(
                _over(ours, theirs), _over(ours, top), _over(top, theirs)
            )
    return found


def round_rates(rows: list[Row]) -> Callable[[str, int, str], list[float]]:
    """The requests/s of a workload, connection count and server, one per round in order."""
    rates = {
        (row.workload, row.connections, row.server, row.round): row.result.requests_per_second
        for row in rows
    }
    rounds = sorted({row.round for row in rows})

    def per_round(workload: str, connections: int, server: str) -> list[float]:
        return [rates[(workload, connections, server, number)] for number in rounds]

    return per_round


def _over(mine: list[float], other: list[float]) -> list[float]:
    """Each round's rate over the other's in the same round."""
    return [one / two for one, two in zip(mine, other, strict=True)]


def _connection_counts(rows: list[Row]) -> list[int]:
    return sorted({row.connections for row in rows})


def _per_round(values: list[float], shown: str, unit: str = "") -> str:
    return ", ".join(format(value, shown) + unit for value in values)


def _rate(rate: float) -> str:
    return f"{rate:,.0f}" if rate >= 10 else f"{rate:.1f}"


def _measured(result: wrk.Measurement) -> list[str]:
    """A run's table cells: its requests/s, then its p50 / p99 latency."""
    return [_rate(result.requests_per_second), f"{result.p50_ms:.2f} / {result.p99_ms:.2f}"]


def report(
    rows: list[Row],
    plan: list[Workload],
    names: list[str],
    paused: tuple[str, str] | None = None,
) -> tuple[str, bool]:
    """The Markdown tables and whether the goals are met; ``paused`` names json-server and the
    ceiling asked the after-write reads after a pause (``Server.paused``), reported apart."""
    lookup = median_runs(rows)
    lines = [
        "| workload | conns | storeadmin-server req/s | p50 / p99 ms "
        "| json-server req/s | p50 / p99 ms | FastAPI ceiling req/s | p50 / p99 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for connections in _connection_counts(rows):
        for workload in plan:
            cells = [
                cell
                for name in names
                for cell in _measured(lookup[(workload.name, connections, name)])
            ]
            lines.append(f"| {workload.name} | {connections} | " + " | ".join(cells) + " |")
    per_round = per_round_ratios(rows, plan, names)
    goals = {workload.name: workload for workload in plan}
    missed: list[str] = []
    lines += [
        "",
        "| workload | conns | store vs json-server per round | lowest (goal) "
        "| share of the ceiling per round | lowest (goal) | ceiling vs json-server per round |",
        "|---|---|---|---|---|---|---|",
    ]
    for (workload_name, connections), ratios in per_round.items():
        json_ratios, shares = ratios.json_server, ratios.ceiling
        workload = goals[workload_name]
        ratio_goal = f" ({workload.goal_ratio:.0f}x)" if workload.goal_ratio else ""
        share_goal = f" ({workload.goal_share:.0%})" if workload.goal_share else ""
        if workload.goal_ratio and min(json_ratios) < workload.goal_ratio:
            missed.append(f"{workload_name}, {connections} conn.: {min(json_ratios):.1f}x")
        if workload.goal_share and min(shares) < workload.goal_share:
            missed.append(f"{workload_name}, {connections} conn.: {min(shares):.0%}")
        lines.append(
            f"| {workload_name} | {connections} | "
            + ", ".join(f"{ratio:,.1f}x" for ratio in json_ratios)
            + f" | {min(json_ratios):,.1f}x{ratio_goal} | "
            + _per_round(shares, ".0%")
            + f" | {min(shares):.0%}{share_goal} | "
            + _per_round(ratios.ceiling_json_server, ",.1f", "x")
            + " |"
        )
    if paused is not None and any(workload.after_write for workload in plan):
        lines += ["", *paused_table(rows, plan, names, *paused)]
    writes = [row for row in rows if row.write_p50_ms and row.server == names[0]]
    if writes:
        lines += ["", "Writes before the after-write reads (storeadmin-server, p50 ms per run): "]
        lines.append(
            ", ".join(
                f"{row.workload} c={row.connections} r{row.round}: {row.write_p50_ms:.2f}"
                for row in writes
            )
        )
    lines += ["", "Goals missed: " + ("; ".join(missed) if missed else "none")]
    return "\n".join(lines), not missed


def paused_table(
    rows: list[Row], plan: list[Workload], names: list[str], paused_json: str, paused_ceiling: str
) -> list[str]:
    """The after-write reads of json-server and of the ceiling, each asked after idling as long
    as the store's write took, and the store's rate over theirs per round: a read after a write
    against a read after the same idle time with no write at all. Beside it, the store's ratio to
    json-server asked back to back (the main table's), and the paused ceiling's own ratio to the
    paused json-server: what a server answering in no time reaches on this measure."""
    store, json_server = names[0], names[1]
    lookup = median_runs(rows)
    rates = round_rates(rows)
    lines = [
        "The after-write reads of json-server and of the ceiling, each after idling as long as "
        "the store's write took (its p50 in that round), against the store's read after a write:",
        "",
        "| workload | conns | json-server after a pause req/s | p50 / p99 ms "
        "| store vs it per round | store vs json-server back to back per round "
        "| ceiling after a pause req/s | p50 / p99 ms | store's share of it per round "
        "| it vs json-server after a pause per round |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]

    for connections in _connection_counts(rows):
        for workload in plan:
            if not workload.after_write:
                continue
            ours, theirs, waited, top = (
                rates(workload.name, connections, name)
                for name in (store, json_server, paused_json, paused_ceiling)
            )
            cells = [
                workload.name,
                str(connections),
                *_measured(lookup[(workload.name, connections, paused_json)]),
                _per_round(_over(ours, waited), ",.1f", "x"),
                _per_round(_over(ours, theirs), ",.1f", "x"),
                *_measured(lookup[(workload.name, connections, paused_ceiling)]),
                _per_round(_over(ours, top), ".0%"),
                _per_round(_over(top, waited), ",.1f", "x"),
            ]
            lines.append("| " + " | ".join(cells) + " |")
    return lines


# ------------------------------------------------------------------------------ main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orders", type=int, default=100_000, help="generated orders (100,000)")
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each run (5)")
    parser.add_argument(
        "--rounds", type=int, default=1, help="measure everything N times, report medians (1)"
    )
    parser.add_argument("--fresh", action="store_true", help="seed the store anew and time it")
    parser.add_argument(
        "--source-tree",
        type=Path,
        help="serve the store with the backend of this source tree (a before/after comparison)",
    )
    parser.add_argument(
        "--only",
        action="append",
        metavar="PATTERN",
        help="measure only the workloads whose name PATTERN (a regular expression) finds "
        "(repeatable; all by default)",
    )
    parser.add_argument(
        "--connections",
        type=int,
        nargs="+",
        default=list(CONNECTIONS),
        help="the connection counts measured (1 8)",
    )
    args = parser.parse_args()

    WORK.mkdir(exist_ok=True)
    database = WORK / f"store-{args.orders}.sqlite3"
    db_json = WORK / f"db-{args.orders}.json"
    if args.fresh:
        for stale in (database, db_json):
            stale.unlink(missing_ok=True)
        for suffix in ("-wal", "-shm"):
            Path(f"{database}{suffix}").unlink(missing_ok=True)
    seeding = not database.exists()

    print(f"json-server {install_json_server(WORK / 'json-server')}", flush=True)
    if seeding:
        seeder = processes.store_server(
            database, processes.free_port(), WORK / "store.log", demo_orders=args.orders
        )
        try:
            started = seeder.start(probe_path="/api/v1/")
            built = store_data.wait_for_order_documents(database)
            print(
                f"storeadmin-server --demo --demo-orders {args.orders}: seeded and serving in "
                f"{started:.1f} s, its order documents stored {built:.0f} s later "
                f"({seeder.cpu_seconds():.1f} s of CPU)",
                flush=True,
            )
        finally:
            seeder.stop()
    if not db_json.exists():
        exported_at = time.perf_counter()
        count = store_data.export_orders(database, db_json)
        took = time.perf_counter() - exported_at
        print(
            f"exported {count:,} orders to {db_json.name} "
            f"({db_json.stat().st_size / 1e6:.0f} MB) in {took:.0f} s",
            flush=True,
        )
    # Both servers are written to (the after-write workloads): each run starts from copies, so
    # page N still holds the same orders on both.
    served = WORK / f"served-{args.orders}.sqlite3"
    store_data.copy_store(database, served)
    store = processes.store_server(
        served, processes.free_port(), WORK / "store.log", demo_orders=args.orders
    )
    if args.source_tree is not None:
        store.cwd = args.source_tree.resolve()
    running: list[processes.ServerProcess] = []
    try:
        store.start(probe_path="/api/v1/")
        running.append(store)
        store_data.wait_for_order_documents(served)
        token = store_data.demo_token(store.base_url)
        facts = read_plan(store.base_url, token, served)
        plan = [
            workload
            for workload in workloads(facts)
            if not args.only or any(re.search(pattern, workload.name) for pattern in args.only)
        ]
        if not plan:
            raise SystemExit(f"no workload's name matches any of {args.only}")

        served_json = WORK / "json-server" / "db.json"
        shutil.copyfile(db_json, served_json)
        json_server = processes.json_server(
            WORK / "json-server", served_json, processes.free_port(), WORK / "json-server.log"
        )
        json_server.start(probe_path="/orders/0")
        running.append(json_server)

        bodies = WORK / "ceiling-bodies.json"
        targets = [
            workload.store.target(request, 0)
            for workload in plan
            for request in range(len(workload.store.templates))
        ]
        store_data.capture_bodies(store.base_url, token, targets, bodies, ceiling_key)
        ceiling = processes.ceiling_server(bodies, processes.free_port(), WORK / "ceiling.log")
        ceiling.start(probe_path="/openapi.json")
        running.append(ceiling)

        check_same_answers(store.base_url, json_server.base_url, token, plan)
        names = ["storeadmin-server", "json-server", "FastAPI ceiling"]
        new_order = {"channel": facts.channel, "localeCode": facts.locale}
        servers = {
            names[0]: Server(
                store.base_url, False, after_write.Write("POST", "/api/v1/orders/", new_order)
            ),
            # json-server 1.x takes no write at this size (writing its db.json back fails with
            # "Invalid string length"), and a read costs it the same with or without one before:
            # its reads alone, back to back and after the store's write time idle, stand for its
            # reads after a write.
            names[1]: Server(json_server.base_url, True, None),
            PAUSED_JSON_SERVER: Server(json_server.base_url, True, None, paused=True),
            names[2]: Server(ceiling.base_url, False, None),
            PAUSED_CEILING: Server(ceiling.base_url, False, None, paused=True),
        }
        load_before = os.getloadavg()[0]
        print(f"measuring, {args.seconds:.0f} s per run after {WARMUP_SECONDS:.0f} s warm-up:")
        rows = measure(plan, servers, args.seconds, token, args.rounds, tuple(args.connections))
        load_after = os.getloadavg()[0]
    finally:
        for server in reversed(running):
            server.stop()
        store.stop()

    table, met = report(rows, plan, names, (PAUSED_JSON_SERVER, PAUSED_CEILING))
    machine = (
        f"{os.cpu_count()} cores ({platform.processor() or platform.machine()}), "
        f"Python {platform.python_version()}, load average {load_before:.1f} before and "
        f"{load_after:.1f} after the run"
    )
    rounds = f", median of {args.rounds} rounds" if args.rounds > 1 else ""
    print(f"\n{args.orders:,} orders, loopback, wrk -t1{rounds}, {machine}\n\n{table}\n")
    results = {
        "orders": args.orders,
        "seconds": args.seconds,
        "rounds": args.rounds,
        "machine": machine,
        "rows": [{**asdict(row), "result": asdict(row.result)} for row in rows],
        "goals_met": met,
    }
    (WORK / f"server-results-{args.orders}.json").write_text(json.dumps(results, indent=2))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
