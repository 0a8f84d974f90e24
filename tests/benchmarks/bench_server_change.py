"""A change to the server against the code before it: the same workloads, paired per round.

Run on demand (not part of the test suite; needs ``wrk``)::

    python tests/benchmarks/bench_server_change.py --before /path/to/other/checkout \
        --before-python /path/to/its/venv/bin/python [--orders 20000] [--rounds 5]

Two ``storeadmin-server`` processes on loopback, each on its own copy of one seeded demo store:
"after" runs this checkout with this interpreter, "before" runs the other checkout (a clone of
main, say) with its own: an interpreter whose install of the package is that checkout's, since
the module is imported from there. The store is seeded by "before", so "after" starts on a store
an earlier version made, as an upgrade does (the start of each is timed). Each round measures
every workload of ``bench_server.py`` (a different page, sorted or filtered page or order per
request, the reads that come right after a write, and the read cache's line: the same page and
the same order again) on one connection and on eight, both servers back to back in an order that
alternates between rounds, so they share the machine's conditions. The report gives each
workload's after/before ratio of requests per second per round, their median and the lowest, the
writes' latency before the after-write reads, and the load average at the start and the end.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.bench_server import (
    CONNECTIONS,
    WORK,
    Offsets,
    Row,
    Server,
    read_plan,
    run_once,
    workloads,
)
from tests.benchmarks.server import after_write, processes, store_data

HERE = Path(__file__).resolve().parents[2]


def server(
    name: str, checkout: Path, python: str, database: Path, log: Path, *options: str
) -> processes.ServerProcess:
    command = [
        python,
        "-m",
        "storeadmin_gui.backend.cli",
        "--port",
        str(port := processes.free_port()),
        "--database",
        f"sqlite:///{database}",
        "--demo",
        *options,
    ]
    return processes.ServerProcess(
        name, command, port, log, env={"PYTHONPATH": str(checkout)}, cwd=checkout
    )


def token(base_url: str) -> str:
    from storeadmin_gui.backend.demo_account import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )

    answer = httpx.post(
        f"{base_url}/api/oauth/v2/token",
        data={
            "grant_type": "password",
            "client_id": DEMO_CLIENT_ID,
            "client_secret": DEMO_CLIENT_SECRET,
            "username": DEMO_ADMIN_EMAIL,
            "password": DEMO_ADMIN_PASSWORD,
        },
        timeout=60,
    )
    answer.raise_for_status()
    value: str = answer.json()["access_token"]
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--before", type=Path, required=True, help="the other checkout")
    parser.add_argument("--before-python", required=True, help="its interpreter")
    parser.add_argument("--orders", type=int, default=20_000)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="storeadmin-bench-change-"))
    WORK.mkdir(exist_ok=True)  # run_once's wrk scripts
    seeded = work / "seeded.sqlite3"
    seeding = server(
        "seed", args.before, args.before_python, seeded, work / "seed.log",
        "--demo-orders", str(args.orders),
    )  # fmt: skip
    seeding.start("/api/v1/orders/")
    seeding.stop()
    servers: dict[str, processes.ServerProcess] = {}
    start_seconds: dict[str, float] = {}
    for name, checkout, python in (
        ("before", args.before, args.before_python),
        ("after", HERE, sys.executable),
    ):
        database = work / f"{name}.sqlite3"
        shutil.copy(seeded, database)
        servers[name] = server(name, checkout, python, database, work / f"{name}.log")
        start_seconds[name] = servers[name].start("/api/v1/orders/")
        # A store an earlier version made: the documents are made in the background first.
        store_data.wait_for_order_documents(database)
    load_start = os.getloadavg()
    rows: list[Row] = []
    try:
        tokens = {name: token(s.base_url) for name, s in servers.items()}
        plan = read_plan(servers["after"].base_url, tokens["after"], work / "after.sqlite3")
        new_order = after_write.Write(
            "POST", "/api/v1/orders/", {"channel": plan.channel, "localeCode": plan.locale}
        )
        targets = {
            name: Server(s.base_url, False, new_order, s.process.pid if s.process else None)
            for name, s in servers.items()
        }
        offsets = Offsets()
        for round_number in range(args.rounds):
            names = ["before", "after"] if round_number % 2 == 0 else ["after", "before"]
            for workload in workloads(plan):
                for connections in CONNECTIONS:
                    for name in names:
                        row = run_once(
                            workload,
                            name,
                            targets[name],
                            connections,
                            args.seconds,
                            tokens[name],
                            offsets,
                        )
                        rows.append(replace(row, round=round_number + 1))
    finally:
        for s in servers.values():
            s.stop()
    load_end = os.getloadavg()
    print(f"{args.orders:,} orders, {args.rounds} rounds of {args.seconds:g} s per run")
    print(f"load average at the start {load_start[0]:.1f}, at the end {load_end[0]:.1f}")
    print(
        f"start on the seeded store: before {start_seconds['before']:.1f} s, "
        f"after {start_seconds['after']:.1f} s"
    )
    print(report(rows))


def cpu_table(rows: list[Row]) -> list[str]:
    """The server's own CPU per request, after/before per round (lower is cheaper): a figure the
    machine's load moves far less than the rate (wrk workloads only)."""
    cpu: dict[tuple[str, int, str], dict[int, float]] = {}
    for row in rows:
        if row.cpu_ms_per_request is not None:
            key = (row.workload, row.connections, row.server)
            cpu.setdefault(key, {})[row.round] = row.cpu_ms_per_request
    lines = [
        "",
        "| server CPU per request | conns | before ms | after ms | after/before, per round | "
        "median | highest |",
        "|---|---|---|---|---|---|---|",
    ]
    for workload, connections, server_name in cpu:
        if server_name != "after" or (workload, connections, "before") not in cpu:
            continue
        after = cpu[(workload, connections, "after")]
        before = cpu[(workload, connections, "before")]
        ratios = [after[number] / before[number] for number in sorted(after) if before[number]]
        if not ratios:
            continue
        shown = ", ".join(f"{value:.2f}" for value in ratios)
        lines.append(
            f"| {workload} | {connections} | {statistics.median(before.values()):.2f} | "
            f"{statistics.median(after.values()):.2f} | {shown} | "
            f"{statistics.median(ratios):.2f} | {max(ratios):.2f} |"
        )
    return lines


def report(rows: list[Row]) -> str:
    """Per workload and connections: median rates, the after/before ratio of each round, their
    median and lowest; then the writes' p50 latency per round."""
    rates: dict[tuple[str, int, str], dict[int, float]] = {}
    writes: dict[tuple[str, int, str], dict[int, float]] = {}
    for row in rows:
        key = (row.workload, row.connections, row.server)
        rates.setdefault(key, {})[row.round] = row.result.requests_per_second
        if row.write_p50_ms:
            writes.setdefault(key, {})[row.round] = row.write_p50_ms
    lines = [
        "| workload | conns | before req/s | after req/s | after/before, per round | median "
        "| lowest |",
        "|---|---|---|---|---|---|---|",
    ]
    for workload, connections, server_name in rates:
        if server_name != "after":
            continue
        after = rates[(workload, connections, "after")]
        before = rates[(workload, connections, "before")]
        ratios = [after[number] / before[number] for number in sorted(after)]
        shown = ", ".join(f"{value:.2f}" for value in ratios)
        lines.append(
            f"| {workload} | {connections} | {statistics.median(before.values()):,.0f} | "
            f"{statistics.median(after.values()):,.0f} | {shown} | "
            f"{statistics.median(ratios):.2f} | {min(ratios):.2f} |"
        )
    lines += cpu_table(rows)
    lines += ["", "| writes before the after-write reads | conns | before p50 ms | after p50 ms |"]
    lines.append("|---|---|---|---|")
    for workload, connections, server_name in writes:
        if server_name != "after":
            continue
        after = writes[(workload, connections, "after")]
        before = writes[(workload, connections, "before")]
        lines.append(
            f"| {workload} | {connections} | "
            f"{', '.join(f'{before[n]:.2f}' for n in sorted(before))} | "
            f"{', '.join(f'{after[n]:.2f}' for n in sorted(after))} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
