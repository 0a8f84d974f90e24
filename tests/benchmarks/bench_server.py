"""Server throughput at 100,000 orders: storeadmin-server vs json-server 1.x vs a FastAPI ceiling.

Run on demand (not part of the test suite; needs ``wrk``, ``node`` and ``npm``)::

    python tests/benchmarks/bench_server.py                  # 100,000 orders, 5 s per run
    python tests/benchmarks/bench_server.py --orders 20000 --seconds 2   # quicker
    python tests/benchmarks/bench_server.py --fresh          # seed the store anew (and time it)
    python tests/benchmarks/bench_server.py --rounds 3       # everything three times, medians

Everything goes to ``tests/benchmarks/_work/`` (git-ignored): the seeded store, json-server (npm
package installed there on first run), its ``db.json`` (the store's orders exported in the API's
own representation, newest first, so page N is the same orders on both), logs and results.

Three servers on loopback, each its own process:

- ``storeadmin-server --demo --demo-orders N`` exactly as a user starts it;
- json-server 1.x on the exported ``db.json`` (``_page``/``_per_page``, ``_sort=-total``,
  ``/orders/ID``);
- a FastAPI app answering each path with the constant bytes the store answered (the framework
  ceiling), under uvicorn with the store's options.

Workloads: the first page, a deep page (9,000 of 10 per page), the page sorted by total
descending, the page filtered by state, by payment state and by a customer's e-mail, and one
order. Each is measured with ``wrk`` on one connection and on eight
(``--latency``, a Lua script adding the bearer token), a 1 s warm-up then a fixed duration, the
three servers back to back so they share the machine's conditions. The report is a Markdown table
with requests/s and p50/p99 latency, the per-round ratios, and the goals: in every round at least
5x json-server's requests/s and 40 % of the ceiling's on every workload, and a deep page costing
at most 2x the first page.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import processes, store_data, wrk

WORK = Path(__file__).resolve().parent / "_work"
JSON_SERVER_PACKAGE = "json-server@1.0.0-beta.15"  # the newest 1.x release on npm
WARMUP_SECONDS = 1.0
CONNECTIONS = (1, 8)
DEEP_PAGE = 9000
GOAL_RATIO = 5.0
GOAL_CEILING_SHARE = 0.4
GOAL_DEEP_COST = 2.0


@dataclass(frozen=True)
class Workload:
    name: str
    store: str  # path and query on storeadmin-server (and the ceiling app)
    json_server: str  # the same request in json-server's terms


def workloads(order_id: int) -> list[Workload]:
    return [
        Workload("page 1", "/api/v1/orders/?page=1", "/orders?_page=1&_per_page=10"),
        Workload(
            f"page {DEEP_PAGE:,}",
            f"/api/v1/orders/?page={DEEP_PAGE}&limit=10",
            f"/orders?_page={DEEP_PAGE}&_per_page=10",
        ),
        Workload(
            "sorted by total",
            "/api/v1/orders/?sorting%5Btotal%5D=desc",
            "/orders?_sort=-total&_page=1&_per_page=10",
        ),
        Workload(
            "state filter",
            "/api/v1/orders/?criteria%5Bstate%5D=fulfilled",
            "/orders?state=fulfilled&_page=1&_per_page=10",
        ),
        Workload(
            "payment state filter",
            "/api/v1/orders/?criteria%5Bpayment_state%5D=awaiting_payment",
            "/orders?payment_state=awaiting_payment&_page=1&_per_page=10",
        ),
        Workload(
            "customer filter",
            "/api/v1/orders/?criteria%5Bcustomer%5D=emma.johnson1%40example.net",
            "/orders?email=emma.johnson1@example.net&_page=1&_per_page=10",
        ),
        Workload("one order", f"/api/v1/orders/{order_id}", f"/orders/{order_id}"),
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


def middle_order_id(base_url: str, token: str, total: int) -> int:
    """The id of the order in the middle of the list (a typical single read)."""
    page = total // 2 // 10 + 1
    response = httpx.get(
        f"{base_url}/api/v1/orders/?page={page}&limit=10",
        headers={"Authorization": f"Bearer {token}"},
        timeout=60,
    )
    response.raise_for_status()
    order_id: int = response.json()["_embedded"]["items"][0]["id"]
    return order_id


def check_same_answers(store_url: str, json_url: str, token: str, plan: list[Workload]) -> None:
    """Both servers answer each workload with the same orders (the comparison is fair)."""
    headers = {"Authorization": f"Bearer {token}"}
    for workload in plan:
        ours = httpx.get(store_url + workload.store, headers=headers, timeout=120)
        theirs = httpx.get(json_url + workload.json_server, timeout=120)
        ours.raise_for_status()
        theirs.raise_for_status()
        mine, other = ours.json(), theirs.json()
        if "_embedded" in mine:
            mine_items, other_items = mine["_embedded"]["items"], other["data"]
        else:
            mine_items, other_items = [mine], [other]
        key = "total" if "sorting" in workload.store else "id"
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


def drain(url: str, token: str) -> None:
    """Waits until the server has answered what wrk left in flight (one request queues behind).

    A server that takes seconds per request (json-server sorting 100,000 orders) still works
    through the requests of a finished run; the next run must not start behind that backlog.
    """
    httpx.get(url, headers={"Authorization": f"Bearer {token}"}, timeout=wrk.TIMEOUT_SECONDS * 8)


def measure(
    plan: list[Workload],
    servers: dict[str, tuple[str, bool]],
    seconds: float,
    script: Path,
    token: str,
    rounds: int,
) -> list[Row]:
    """Every workload on every server, ``rounds`` times over; ``servers``: name -> (base URL,
    speaks json-server). Rounds go through everything before repeating, so a burst of other work
    on the machine lands in one round of each cell rather than on one server.
    """
    rows: list[Row] = []
    for round_number in range(1, rounds + 1):
        for connections in CONNECTIONS:
            for workload in plan:
                for name, (base_url, is_json_server) in servers.items():
                    url = base_url + (workload.json_server if is_json_server else workload.store)
                    # A server slower than the warm-up finishes no request in it.
                    with contextlib.suppress(wrk.LoadError):
                        wrk.run(url, connections, WARMUP_SECONDS, script)
                    drain(url, token)
                    result = wrk.run(url, connections, seconds, script)
                    drain(url, token)  # no backlog left to slow down the next server measured
                    rows.append(Row(workload.name, connections, name, result, round_number))
                    print(
                        f"  round {round_number} {workload.name:16} c={connections} {name:22} "
                        f"{result.requests_per_second:9.1f} req/s  p50 {result.p50_ms:7.2f} ms  "
                        f"p99 {result.p99_ms:7.2f} ms",
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


def per_round_ratios(
    rows: list[Row], plan: list[Workload], names: list[str]
) -> dict[tuple[str, int], tuple[list[float], list[float]]]:
    """Per workload and connections, per round: the store's requests/s over json-server's and
    over the ceiling's, measured back to back in that round."""
    store, json_server, ceiling = names
    rates = {
        (row.workload, row.connections, row.server, row.round): row.result.requests_per_second
        for row in rows
    }
    rounds = sorted({row.round for row in rows})
    found: dict[tuple[str, int], tuple[list[float], list[float]]] = {}
    for connections in CONNECTIONS:
        for workload in plan:
            ours = [rates[(workload.name, connections, store, number)] for number in rounds]
            theirs = [rates[(workload.name, connections, json_server, number)] for number in rounds]
            top = [rates[(workload.name, connections, ceiling, number)] for number in rounds]
            found[(workload.name, connections)] = (
                [mine / other for mine, other in zip(ours, theirs, strict=True)],
                [mine / other for mine, other in zip(ours, top, strict=True)],
            )
    return found


def report(rows: list[Row], plan: list[Workload], names: list[str]) -> tuple[str, bool]:
    """The Markdown tables and whether the goals are met."""
    store, json_server, _ceiling = names
    lookup = median_runs(rows)
    lines = [
        "| workload | conns | storeadmin-server req/s | p50 / p99 ms "
        "| json-server req/s | p50 / p99 ms | FastAPI ceiling req/s | p50 / p99 ms "
        "| store vs json-server |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    ratios: list[float] = []
    for connections in CONNECTIONS:
        for workload in plan:
            cells = []
            for name in names:
                result = lookup[(workload.name, connections, name)]
                rate = result.requests_per_second
                cells.append(f"{rate:,.0f}" if rate >= 10 else f"{rate:.1f}")
                cells.append(f"{result.p50_ms:.2f} / {result.p99_ms:.2f}")
            ratio = (
                lookup[(workload.name, connections, store)].requests_per_second
                / lookup[(workload.name, connections, json_server)].requests_per_second
            )
            ratios.append(ratio)
            lines.append(
                f"| {workload.name} | {connections} | " + " | ".join(cells) + f" | {ratio:,.1f}x |"
            )
    deep_costs = []
    for connections in CONNECTIONS:
        first = lookup[(plan[0].name, connections, store)].requests_per_second
        deep = lookup[(plan[1].name, connections, store)].requests_per_second
        deep_costs.append(first / deep)
    per_round = per_round_ratios(rows, plan, names)
    lowest_ratio = min(min(ratios) for ratios, _ in per_round.values())
    lowest_share = min(min(shares) for _, shares in per_round.values())
    met = (
        lowest_ratio >= GOAL_RATIO
        and lowest_share >= GOAL_CEILING_SHARE
        and max(deep_costs) <= GOAL_DEEP_COST
    )
    lines += [
        "",
        "| workload | conns | store vs json-server per round | lowest "
        "| share of the ceiling per round | lowest |",
        "|---|---|---|---|---|---|",
    ]
    for (workload_name, connections), (json_ratios, shares) in per_round.items():
        lines.append(
            f"| {workload_name} | {connections} | "
            + ", ".join(f"{ratio:,.1f}x" for ratio in json_ratios)
            + f" | {min(json_ratios):,.1f}x | "
            + ", ".join(f"{share:.0%}" for share in shares)
            + f" | {min(shares):.0%} |"
        )
    lines += [
        "",
        f"- storeadmin-server vs json-server: medians {min(ratios):.1f}x to {max(ratios):.1f}x, "
        f"lowest single round {lowest_ratio:.1f}x (goal: at least {GOAL_RATIO:.0f}x on every "
        "workload, in every round)",
        "- deep page cost vs page 1 (page-1 req/s / deep-page req/s): "
        + ", ".join(
            f"{cost:.2f}x on {connections} conn."
            for cost, connections in zip(deep_costs, CONNECTIONS, strict=True)
        )
        + f" (goal: at most {GOAL_DEEP_COST:.0f}x)",
        f"- storeadmin-server's share of the constant-bytes FastAPI ceiling: lowest single round "
        f"{lowest_share:.0%} (goal: at least {GOAL_CEILING_SHARE:.0%} on every workload)",
    ]
    return "\n".join(lines), met


# ------------------------------------------------------------------------------ main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orders", type=int, default=100_000, help="generated orders (100,000)")
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each run (5)")
    parser.add_argument(
        "--rounds", type=int, default=1, help="measure everything N times, report medians (1)"
    )
    parser.add_argument("--fresh", action="store_true", help="seed the store anew and time it")
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
    store = processes.store_server(
        database, processes.free_port(), WORK / "store.log", demo_orders=args.orders
    )
    running: list[processes.ServerProcess] = []
    try:
        started = store.start(probe_path="/api/v1/")
        running.append(store)
        if seeding:
            print(
                f"storeadmin-server --demo --demo-orders {args.orders}: seeded and serving in "
                f"{started:.1f} s ({store.cpu_seconds():.1f} s of CPU)",
                flush=True,
            )
        token = store_data.demo_token(store.base_url)
        total = httpx.get(
            f"{store.base_url}/api/v1/orders/?limit=1",
            headers={"Authorization": f"Bearer {token}"},
            timeout=60,
        ).json()["total"]
        plan = workloads(middle_order_id(store.base_url, token, total))

        if not db_json.exists():
            exported_at = time.perf_counter()
            count = store_data.export_orders(database, db_json)
            took = time.perf_counter() - exported_at
            print(
                f"exported {count:,} orders to {db_json.name} "
                f"({db_json.stat().st_size / 1e6:.0f} MB) in {took:.0f} s",
                flush=True,
            )
        # json-server rewrites its file; it gets a copy so the export stays as made.
        served_json = WORK / "json-server" / "db.json"
        shutil.copyfile(db_json, served_json)
        json_server = processes.json_server(
            WORK / "json-server", served_json, processes.free_port(), WORK / "json-server.log"
        )
        json_server.start(probe_path="/orders/0")
        running.append(json_server)

        bodies = WORK / "ceiling-bodies.json"
        store_data.capture_bodies(store.base_url, token, [w.store for w in plan], bodies)
        ceiling = processes.ceiling_server(bodies, processes.free_port(), WORK / "ceiling.log")
        ceiling.start(probe_path="/openapi.json")
        running.append(ceiling)

        check_same_answers(store.base_url, json_server.base_url, token, plan)
        script = wrk.auth_script(WORK, token)
        names = ["storeadmin-server", "json-server", "FastAPI ceiling"]
        servers = {
            names[0]: (store.base_url, False),
            names[1]: (json_server.base_url, True),
            names[2]: (ceiling.base_url, False),
        }
        load_before = os.getloadavg()[0]
        print(f"measuring, {args.seconds:.0f} s per run after {WARMUP_SECONDS:.0f} s warm-up:")
        rows = measure(plan, servers, args.seconds, script, token, args.rounds)
        load_after = os.getloadavg()[0]
    finally:
        for server in reversed(running):
            server.stop()
        store.stop()

    table, met = report(rows, plan, names)
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
    (WORK / "server-results.json").write_text(json.dumps(results, indent=2))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
