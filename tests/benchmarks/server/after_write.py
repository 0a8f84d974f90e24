"""Reads that come right after a write: each connection writes, then times the read that follows.

A store that takes orders all day is written to between any two reads of a staffer; whatever a
server keeps from before the write may no longer be the answer, so this read is the one that shows
what a write costs the readers. Per connection, in a loop: a write (unmeasured here, its latency
kept apart), then the measured read. The rate is the connections over the mean read latency: the
reads per second such readers get. A server without writes (the constant-bytes ceiling) is asked
the reads alone, or, given ``pause_seconds``, each read after that long idle: a write keeps the
reader waiting (and the server's loop and the client idle) for milliseconds, and a read after
any such pause costs more on this machine, a constant answer's as well (docs/benchmarks.md).
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import httpx


@dataclass(frozen=True)
class Write:
    method: str
    path: str
    body: Mapping[str, object]


@dataclass(frozen=True)
class Outcome:
    requests_per_second: float  # connections / mean read latency
    p50_ms: float
    p99_ms: float
    requests: int
    write_p50_ms: float  # 0 when no write was asked


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def measure(
    base_url: str,
    token: str,
    write: Write | None,
    read: Callable[[int], str],
    connections: int,
    seconds: float,
    least: int = 3,
    pause_seconds: float = 0.0,
) -> Outcome:
    """Write-then-read loops on ``connections`` connections for ``seconds`` (at least ``least``
    reads each); ``read(k)`` is the path and query of the k-th read. Without a write, each read
    waits ``pause_seconds`` first (a write's time, spent idle instead)."""
    reads: list[float] = []
    writes: list[float] = []
    counter = iter(range(10**9))
    deadline = time.perf_counter() + seconds
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
    headers = {"Authorization": f"Bearer {token}"}

    async def one_connection() -> None:
        async with httpx.AsyncClient(
            base_url=base_url, headers=headers, timeout=600, limits=limits
        ) as client:
            done = 0
            while done < least or time.perf_counter() < deadline:
                if write is not None:
                    started = time.perf_counter()
                    answer = await client.request(write.method, write.path, json=dict(write.body))
                    writes.append(time.perf_counter() - started)
                    if answer.status_code >= 300:
                        raise SystemExit(f"write {write.path}: {answer.status_code} {answer.text}")
                elif pause_seconds > 0:
                    await asyncio.sleep(pause_seconds)
                started = time.perf_counter()
                answer = await client.get(read(next(counter)))
                reads.append(time.perf_counter() - started)
                if answer.status_code != 200:
                    raise SystemExit(f"read after write: {answer.status_code} {answer.text}")
                done += 1

    await asyncio.gather(*(one_connection() for _ in range(connections)))
    return Outcome(
        requests_per_second=connections / statistics.fmean(reads),
        p50_ms=_percentile(reads, 0.5) * 1000,
        p99_ms=_percentile(reads, 0.99) * 1000,
        requests=len(reads),
        write_p50_ms=_percentile(writes, 0.5) * 1000 if writes else 0.0,
    )
