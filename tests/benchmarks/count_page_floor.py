"""Where a different page's time goes when eight connections ask for pages at once.

Run on demand (not part of the test suite; needs ``wrk``, and ``py-spy`` for ``--profile``)::

    python tests/benchmarks/count_page_floor.py                       # counts, 3 rounds of 5 s
    python tests/benchmarks/count_page_floor.py --profile _work/prof  # and py-spy profiles
    python tests/benchmarks/count_page_floor.py --source-tree TREE    # serve another tree's backend

The seeded store of ``bench_server.py`` (run it once first) is served by ``storeadmin-server``
on a copy, and the constant-bytes ceiling (``server/ceiling_app.py``) beside it with the store's
first page as its answer. Per round, each is asked "a different page" (the next page each
request, as in ``bench_server.py``) by ``wrk -t1`` on ``--connections`` connections, back to back,
and counted: requests/s, the server's CPU per request (user and system, from ``/proc``, per
thread: the event loop's, the others'), its context switches per request, and wrk's CPU share of
the run. The machine has as many cores as it has; wrk and the server share them. The ratio of
the store's rate to the ceiling's is taken per round.

``--profile FOLDER``: after the counted rounds, one more run of each server under ``py-spy
record`` (at ``--rate`` samples a second; native frames with ``--native``, idle ones with
``--idle``; without ``--native`` it samples without stopping the server), saved as speedscope
JSON and summed per part of the work (``server/page_profile.py``), and one under ``perf record``
of the loop thread, summed per shared object (the kernel, SQLite, the interpreter). Both take
CPU of their own, so the profiled runs' rates are not the counted ones.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.bench_server import WORK, drain, read_plan
from tests.benchmarks.server import processes, store_data, wrk
from tests.benchmarks.server.ceiling_app import ceiling_key
from tests.benchmarks.server.page_profile import summary
from tests.benchmarks.server.walks import NEWEST, pages_walk, wrk_script

# A profiler's command recording process ``pid`` into a file, for the run's options.
Recorder = Callable[[int, Path, argparse.Namespace], list[str]]

WARMUP_SECONDS = 1.0


@dataclass(frozen=True)
class ThreadClock:
    """CPU seconds and context switches of one process's threads, read from ``/proc``."""

    main_cpu: float  # the event loop's thread (the process's first)
    main_system: float  # of it, in the kernel
    other_cpu: float  # every other thread's
    voluntary: int  # the loop thread's switches away when it waits
    involuntary: int  # ... when it is preempted

    @staticmethod
    def of(pid: int) -> ThreadClock:
        main = system = other = 0.0
        voluntary = involuntary = 0
        for task in Path(f"/proc/{pid}/task").iterdir():
            _, user, kernel = processes.proc_stat(task / "stat")
            if task.name == str(pid):
                main += user + kernel
                system += kernel
                for line in (task / "status").read_text().splitlines():
                    if line.startswith("voluntary_ctxt_switches"):
                        voluntary = int(line.split()[1])
                    elif line.startswith("nonvoluntary_ctxt_switches"):
                        involuntary = int(line.split()[1])
            else:
                other += user + kernel
        return ThreadClock(main, system, other, voluntary, involuntary)


@dataclass(frozen=True)
class Count:
    server: str
    round: int
    rate: float
    p50_ms: float
    loop_ms: float  # the loop thread's CPU per request
    kernel_ms: float  # of it, in the kernel
    others_ms: float  # the other threads' CPU per request
    voluntary: float  # the loop thread's context switches per request
    involuntary: float
    wrk_share: float  # wrk's CPU seconds over the run's seconds (1.0 = one core)
    load: float


def counted_run(
    name: str, pid: int, url: str, script: Path, connections: int, seconds: float, round_: int
) -> tuple[Count, int]:
    """One wrk run against the server ``pid``, with its counts; also its requests."""
    before, wrk_before = ThreadClock.of(pid), resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    result = wrk.run(url, connections, seconds, script)
    took = time.perf_counter() - started
    after, wrk_after = ThreadClock.of(pid), resource.getrusage(resource.RUSAGE_CHILDREN)
    wrk_cpu = (wrk_after.ru_utime + wrk_after.ru_stime) - (
        wrk_before.ru_utime + wrk_before.ru_stime
    )
    per = 1000 / result.requests
    count = Count(
        name,
        round_,
        result.requests_per_second,
        result.p50_ms,
        (after.main_cpu - before.main_cpu) * per,
        (after.main_system - before.main_system) * per,
        (after.other_cpu - before.other_cpu) * per,
        (after.voluntary - before.voluntary) / result.requests,
        (after.involuntary - before.involuntary) / result.requests,
        wrk_cpu / took,
        os.getloadavg()[0],
    )
    return count, result.requests


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orders", type=int, default=100_000, help="the seeded store's (100,000)")
    parser.add_argument("--seconds", type=float, default=5.0, help="each counted run (5)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--source-tree", type=Path, help="serve that tree's backend instead")
    parser.add_argument("--profile", type=Path, help="folder for py-spy profiles of each server")
    parser.add_argument("--rate", type=int, default=500, help="py-spy samples a second (500)")
    parser.add_argument("--native", action="store_true", help="py-spy --native")
    parser.add_argument("--idle", action="store_true", help="py-spy --idle")
    args = parser.parse_args()

    seeded = WORK / f"store-{args.orders}.sqlite3"
    if not seeded.exists():
        raise SystemExit(f"{seeded} is missing: run bench_server.py --orders {args.orders} first")
    served = WORK / f"floor-{args.orders}.sqlite3"
    store_data.copy_store(seeded, served)
    store = processes.store_server(
        served, processes.free_port(), WORK / "floor-store.log", args.orders
    )
    if args.source_tree is not None:
        store.cwd = args.source_tree.resolve()
    running: list[processes.ServerProcess] = []
    counts: list[Count] = []
    try:
        store.start(probe_path="/api/v1/")
        running.append(store)
        store_data.wait_for_order_documents(served)
        token = store_data.demo_token(store.base_url)
        walk = pages_walk(read_plan(store.base_url, token, served).pages, NEWEST)
        bodies = WORK / "floor-bodies.json"
        store_data.capture_bodies(store.base_url, token, [walk.target(0, 0)], bodies, ceiling_key)
        ceiling = processes.ceiling_server(
            bodies, processes.free_port(), WORK / "floor-ceiling.log"
        )
        ceiling.start(probe_path="/openapi.json")
        running.append(ceiling)
        servers = {"storeadmin-server": store, "FastAPI ceiling": ceiling}
        # Per server, where its walk goes on: no run asks a page an earlier one asked lately.
        offsets = dict.fromkeys(servers, 0)

        def script(name: str, label: str) -> Path:
            return wrk_script(WORK, f"floor-{label}", walk, offsets[name], token)

        def asked(name: str, requests: int) -> None:
            offsets[name] += requests + args.connections  # those in flight at the end too

        for round_ in range(1, args.rounds + 1):
            for name, server in servers.items():
                assert server.process is not None
                url = server.base_url + "/"
                warm_up = wrk.run(url, args.connections, WARMUP_SECONDS, script(name, "warm-up"))
                asked(name, warm_up.requests)
                drain(server.base_url + walk.target(0, 0), token)
                count, requests = counted_run(
                    name,
                    server.process.pid,
                    url,
                    script(name, "run"),
                    args.connections,
                    args.seconds,
                    round_,
                )
                asked(name, requests)
                counts.append(count)
                print(
                    f"  round {round_} {name:18} {count.rate:8.0f} req/s p50 {count.p50_ms:5.2f} "
                    f"ms  loop {count.loop_ms:.3f} ms/req (kernel {count.kernel_ms:.3f})  "
                    f"others {count.others_ms:.3f}  "
                    f"switches {count.voluntary:.2f}+{count.involuntary:.2f}/req  "
                    f"wrk {count.wrk_share:.0%} of a core  load {count.load:.1f}",
                    flush=True,
                )
        if args.profile is not None:
            args.profile.mkdir(parents=True, exist_ok=True)
            # Each profiler: how it records a process into a file, the file's suffix, its summary.
            profilers: list[tuple[str, Recorder, str, Callable[[Path], str]]] = [
                ("py-spy", py_spy, ".speedscope.json", summary)
            ]
            if shutil.which("perf"):
                profilers.append(("perf", perf, ".perf.data", perf_summary))
            for name, server in servers.items():
                assert server.process is not None
                pid, stem = server.process.pid, args.profile / name.split()[0].lower()
                for profiler, record, suffix, summarise in profilers:
                    recorded = stem.with_suffix(suffix)
                    run = profiled_run(
                        record(pid, recorded, args), args, script(name, profiler), url_of(server)
                    )
                    asked(name, run.requests)
                    print(
                        f"\n{name} under {profiler}: {run.requests_per_second:.0f} req/s",
                        flush=True,
                    )
                    print(summarise(recorded), flush=True)
    finally:
        for server in reversed(running):
            server.stop()
    print(report(counts, args.connections))
    return 0


def url_of(server: processes.ServerProcess) -> str:
    return server.base_url + "/"


def py_spy(pid: int, target: Path, args: argparse.Namespace) -> list[str]:
    """py-spy recording ``pid`` into ``target`` for the profiled run: without ``--native`` it
    does not stop the server to sample it (``--nonblocking``)."""
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    command = [
        spy, "record", "--threads", "-r", str(args.rate), "--format", "speedscope",
        "-o", str(target), "-p", str(pid), "-d", str(_profiled_seconds(args)),
    ]  # fmt: skip
    command.append("--native" if args.native else "--nonblocking")
    if args.idle:
        command.append("--idle")
    return command


def perf(pid: int, target: Path, args: argparse.Namespace) -> list[str]:
    """``perf record`` of the loop thread (the kernel's part and each shared object's seen)."""
    return [
        "perf", "record", "-F", "999", "-t", str(pid), "-o", str(target), "--",
        "sleep", str(_profiled_seconds(args)),
    ]  # fmt: skip


def perf_summary(target: Path) -> str:
    """The loop thread's samples per shared object (the kernel, SQLite, the interpreter...)."""
    report = subprocess.run(
        ["perf", "report", "-i", str(target), "--sort", "dso", "--stdio", "--no-children"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return "\n".join(
        line for line in report.splitlines() if line.strip() and not line.startswith("#")
    )


def _profiled_seconds(args: argparse.Namespace) -> int:
    seconds: float = args.seconds
    return max(1, round(seconds - 1))


def profiled_run(
    command: list[str], args: argparse.Namespace, script: Path, url: str
) -> wrk.Measurement:
    """A wrk run while ``command`` records the server (from half a second in to about half a
    second before the run's end, so that only the load is sampled)."""
    measured: list[wrk.Measurement] = []
    load = threading.Thread(
        target=lambda: measured.append(wrk.run(url, args.connections, args.seconds, script))
    )
    load.start()
    time.sleep(0.5)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    load.join()
    return measured[0]


def report(counts: list[Count], connections: int) -> str:
    """Per server the median of the rounds, and the store's rate over the ceiling's per round."""
    lines = [
        f"\n{connections} connections, a different page, wrk -t1; medians of {len(counts) // 2} "
        "rounds",
        "",
        "| server | req/s | loop CPU ms/req | of it in the kernel | other threads ms/req "
        "| loop switches/req (waits + preemptions) | wrk, share of a core | load |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name in dict.fromkeys(count.server for count in counts):
        mine = [count for count in counts if count.server == name]

        def median(field: str, among: list[Count] = mine) -> float:
            return float(statistics.median(getattr(count, field) for count in among))

        lines.append(
            f"| {name} | {median('rate'):,.0f} | {median('loop_ms'):.3f} "
            f"| {median('kernel_ms'):.3f} "
            f"| {median('others_ms'):.3f} | {median('voluntary'):.2f} + "
            f"{median('involuntary'):.2f} | {median('wrk_share'):.0%} | {median('load'):.1f} |"
        )
    store = [count.rate for count in counts if count.server == "storeadmin-server"]
    top = [count.rate for count in counts if count.server == "FastAPI ceiling"]
    shares = ", ".join(f"{mine / best:.0%}" for mine, best in zip(store, top, strict=True))
    lines += ["", f"The store's share of the ceiling per round: {shares}"]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
