"""Latency of single requests to a ``storeadmin-server`` on loopback, one at a time, workloads
interleaved round by round (so a burst of other work on the machine hits every workload alike),
paired against a baseline workload per round."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import httpx

from . import processes, store_data


@dataclass(frozen=True)
class Workload:
    name: str
    target: str  # path and query
    # Asked before each measured request, unmeasured (e.g. a write, so the request is the first
    # after one).
    prepare: Callable[[httpx.Client], None] | None = None


@dataclass(frozen=True)
class Timing:
    workload: Workload
    milliseconds: list[float]  # one per round, in round order

    @property
    def median(self) -> float:
        return statistics.median(self.milliseconds)

    @property
    def p95(self) -> float:
        ordered = sorted(self.milliseconds)
        return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]

    def paired_ratio(self, baseline: Timing) -> float:
        """Median over rounds of this workload's time over the baseline's in the same round."""
        return statistics.median(
            mine / theirs
            for mine, theirs in zip(self.milliseconds, baseline.milliseconds, strict=True)
        )


def load_average() -> str:
    return " ".join(f"{value:.1f}" for value in os.getloadavg())


# One store for the benchmarks of docs/api.md section 11: 100,000 orders and 100,000 variants.
STORE_OPTIONS = ("--demo-orders", "100000", "--demo-variants", "100000")


def started_store(work: Path, name: str = "section11") -> processes.ServerProcess:
    """``storeadmin-server --demo`` with ``STORE_OPTIONS`` on ``work/name.db`` (seeded on its
    first start, about half a minute), started and answering."""
    work.mkdir(parents=True, exist_ok=True)
    server = processes.store_server(
        work / f"{name}.db", processes.free_port(), work / f"{name}.log", demo_orders=0
    )
    command = [*server.command[: -len(("--demo-orders", "0"))], *STORE_OPTIONS]
    server = processes.ServerProcess(server.name, command, server.port, server.log)
    seconds = server.start("/openapi.json")
    print(f"server ready in {seconds:.1f} s ({name}.db)", flush=True)
    return server


def measure(
    base_url: str, workloads: Sequence[Workload], rounds: int, warm_up: int = 5
) -> list[Timing]:
    """Each workload once per round, ``rounds`` rounds, after ``warm_up`` unmeasured ones."""
    token = store_data.demo_token(base_url)
    times: dict[str, list[float]] = {workload.name: [] for workload in workloads}
    with httpx.Client(
        base_url=base_url, headers={"Authorization": f"Bearer {token}"}, timeout=60
    ) as http:
        for round_number in range(warm_up + rounds):
            for workload in workloads:
                if workload.prepare is not None:
                    workload.prepare(http)
                started = time.perf_counter()
                response = http.get(workload.target)
                elapsed = (time.perf_counter() - started) * 1000
                if response.status_code != 200:
                    raise SystemExit(f"{workload.name}: {response.status_code} {response.text}")
                if round_number >= warm_up:
                    times[workload.name].append(elapsed)
    return [Timing(workload, times[workload.name]) for workload in workloads]


def report(timings: Sequence[Timing], baseline: Timing | None = None) -> str:
    """A Markdown table: median, p95 and (with a baseline) the paired ratio to it."""
    header = "| workload | median ms | p95 ms |"
    rule = "|---|---|---|"
    if baseline is not None:
        header += f" vs {baseline.workload.name}, paired median |"
        rule += "---|"
    lines = [header, rule]
    for timing in timings:
        line = f"| {timing.workload.name} | {timing.median:.2f} | {timing.p95:.2f} |"
        if baseline is not None:
            line += f" {timing.paired_ratio(baseline):.2f}x |"
        lines.append(line)
    return "\n".join(lines)
