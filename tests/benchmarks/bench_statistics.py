"""Sales statistics of a year of a 100,000-order store (docs/api.md section 11); aim: under 100 ms.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_statistics.py               # 100 rounds
    python tests/benchmarks/bench_statistics.py --rounds 30   # quicker

The same server and store as ``bench_catalogue.py`` (``storeadmin-server --demo --demo-orders
100000 --demo-variants 100000`` on loopback, the store in ``tests/benchmarks/_work/``): the
generated orders fall within half a year, so a year's range holds every one of them (about 42,000
placed orders per channel). Each workload is asked once per round, one request at a time, the
workloads interleaved; the table gives each one's median and 95th percentile.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.server import latency

WORK = Path(__file__).resolve().parent / "_work"
YEAR = "/api/v1/statistics/?from=2026-01-01&to=2026-12-31"
AIM_MS = 100.0


def workloads() -> list[latency.Workload]:
    Workload = latency.Workload
    return [
        Workload("a year by day, WEB", f"{YEAR}&channel=WEB&interval=day"),
        Workload("a year by week, WEB", f"{YEAR}&channel=WEB&interval=week"),
        Workload("a year by month, WEB", f"{YEAR}&channel=WEB&interval=month"),
        Workload("a year by day, MOB", f"{YEAR}&channel=MOB&interval=day"),
        Workload(
            "three years by day, WEB",
            "/api/v1/statistics/?from=2024-01-01&to=2026-12-31&channel=WEB",
        ),
        Workload("the last 30 days, WEB", "/api/v1/statistics/?channel=WEB"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    args = parser.parse_args()
    server = latency.started_store(WORK)
    try:
        print(f"load average before: {latency.load_average()}", flush=True)
        timings = latency.measure(server.base_url, workloads(), args.rounds)
        print(f"load average after: {latency.load_average()}", flush=True)
    finally:
        server.stop()
    print(f"\n{args.rounds} rounds\n")
    print(latency.report(timings))
    slowest = max(timing.median for timing in timings)
    verdict = "met" if slowest < AIM_MS else "NOT met"
    print(f"\naim (median under {AIM_MS:.0f} ms): {verdict}, slowest median {slowest:.1f} ms")


if __name__ == "__main__":
    main()
