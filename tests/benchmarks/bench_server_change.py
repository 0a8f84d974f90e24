"""A change to the server against the code before it: the same workloads, paired per round.

Run on demand (not part of the test suite; needs ``wrk``)::

    python tests/benchmarks/bench_server_change.py --before /path/to/other/checkout \
        --before-python /path/to/its/venv/bin/python [--orders 20000] [--rounds 5]

Two ``storeadmin-server`` processes on loopback, each on its own copy of one seeded demo store:
"after" runs this checkout with this interpreter, "before" runs the other checkout (a worktree of
main, say) with its own. Each round measures every workload of ``bench_server.py`` that ``wrk``
runs (a different page, sorted or filtered page or order per request, and the read cache's line:
the same page and the same order again) on one connection and on eight, both servers back to back
in an order that alternates between rounds, so they share the machine's conditions. The report
gives each workload's after/before ratio of requests per second per round, their median and the
lowest, and the load average at the start and the end.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_server import CONNECTIONS, WARMUP_SECONDS, Offsets, read_plan, workloads
from server import processes, wrk
from server.walks import wrk_script

HERE = Path(__file__).resolve().parents[2]


def server(
    name: str, checkout: Path, python: str, database: Path, log: Path
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
    ]
    return processes.ServerProcess(
        name, command, port, log, env={"PYTHONPATH": str(checkout)}, cwd=checkout
    )


def cpu_seconds(leader: int) -> float:
    """User and system CPU seconds of every process in ``leader``'s process group (the server's
    workers included), read from ``/proc``."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue  # the process ended meanwhile
        if int(fields[2]) == leader:  # the fifth field of stat: the process group
            total += int(fields[11]) + int(fields[12])  # utime and stime
    return total / ticks


def token(base_url: str) -> str:
    from storeadmin_gui.backend.seed import (
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
    seeded = work / "seeded.sqlite3"
    seeding = processes.store_server(seeded, processes.free_port(), work / "seed.log", args.orders)
    seeding.start("/api/v1/orders/")
    seeding.stop()
    servers = {}
    for name, checkout, python in (
        ("before", args.before, args.before_python),
        ("after", HERE, sys.executable),
    ):
        database = work / f"{name}.sqlite3"
        shutil.copy(seeded, database)
        servers[name] = server(name, checkout, python, database, work / f"{name}.log")
        servers[name].start("/api/v1/orders/")
    load_start = os.getloadavg()
    try:
        tokens = {name: token(s.base_url) for name, s in servers.items()}
        for name in servers:
            (work / name).mkdir()
        plan = read_plan(servers["after"].base_url, tokens["after"], work / "after.sqlite3")
        offsets = Offsets()
        ratios: dict[tuple[str, int], list[float]] = {}
        cpu_ratios: dict[tuple[str, int], list[float]] = {}
        cpu_per_request: dict[tuple[str, int, str], list[float]] = {}
        rates: dict[tuple[str, int, str], list[float]] = {}
        for round_number in range(args.rounds):
            names = ["before", "after"] if round_number % 2 == 0 else ["after", "before"]
            for workload in workloads(plan):
                if workload.after_write:
                    continue
                for connections in CONNECTIONS:
                    measured, cpu = {}, {}
                    for name in names:
                        url, folder = servers[name].base_url + "/", work / name
                        start = offsets.take(workload, name, 100_000)
                        warm_up = wrk_script(folder, "warm-up", workload.store, start, tokens[name])
                        wrk.run(url, connections, WARMUP_SECONDS, warm_up)
                        start = offsets.take(workload, name, 0)
                        script = wrk_script(folder, "run", workload.store, start, tokens[name])
                        process = servers[name].process
                        assert process is not None
                        cpu_before = cpu_seconds(process.pid)
                        result = wrk.run(url, connections, args.seconds, script)
                        cpu[name] = (cpu_seconds(process.pid) - cpu_before) / result.requests
                        cpu_per_request.setdefault((workload.name, connections, name), []).append(
                            cpu[name]
                        )
                        offsets.take(workload, name, result.requests)
                        measured[name] = result.requests_per_second
                        rates.setdefault((workload.name, connections, name), []).append(
                            measured[name]
                        )
                    ratios.setdefault((workload.name, connections), []).append(
                        measured["after"] / measured["before"]
                    )
                    cpu_ratios.setdefault((workload.name, connections), []).append(
                        cpu["after"] / cpu["before"]
                    )
    finally:
        for s in servers.values():
            s.stop()
    load_end = os.getloadavg()
    print(f"{args.orders:,} orders, {args.rounds} rounds of {args.seconds:g} s per run")
    print(f"load average at the start {load_start[0]:.1f}, at the end {load_end[0]:.1f}")
    header = "| workload | conns | before req/s | after req/s | after/before, per round |"
    print(header + " median | lowest |")
    print("|---|---|---|---|---|---|---|")
    for (name, connections), values in ratios.items():
        before = statistics.median(rates[(name, connections, "before")])
        after = statistics.median(rates[(name, connections, "after")])
        shown = ", ".join(f"{value:.2f}" for value in values)
        print(
            f"| {name} | {connections} | {before:,.0f} | {after:,.0f} | {shown} | "
            f"{statistics.median(values):.2f} | {min(values):.2f} |"
        )
    print()
    print("Server CPU per request (lower is cheaper), after/before per round:")
    header = "| workload | conns | before ms | after ms | after/before, per round |"
    print(header + " median | highest |")
    print("|---|---|---|---|---|---|---|")
    for (name, connections), values in cpu_ratios.items():
        before = statistics.median(cpu_per_request[(name, connections, "before")]) * 1000
        after = statistics.median(cpu_per_request[(name, connections, "after")]) * 1000
        shown = ", ".join(f"{value:.2f}" for value in values)
        print(
            f"| {name} | {connections} | {before:.2f} | {after:.2f} | {shown} | "
            f"{statistics.median(values):.2f} | {max(values):.2f} |"
        )


if __name__ == "__main__":
    main()
