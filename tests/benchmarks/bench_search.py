"""The search box's cost (``GET /api/v1/search``) at 10,000 and at 1,000,000 orders.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_search.py                      # 10,000 and 1,000,000 orders
    python tests/benchmarks/bench_search.py --orders 10000 --orders 100000

The stores are the scale benchmark's (``server/scale_store.py``: seeded once each as
``storeadmin-server --demo --demo-orders N`` seeds them, kept in ``_work/``), each served by the
app itself through ``httpx.ASGITransport``: what is timed is the server's work for one request.
Each query is asked ``--repeat`` times after one untimed ask; the report gives the median and the
slowest per store, and the ratio of the medians (the aim: about 1, whatever the store's size).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storeadmin_gui.backend.app import create_app
from tests.benchmarks.server.scale_store import seeded_store, store_settings
from tests.benchmarks.server.store_data import DEMO_SIGN_IN, TOKEN_PATH

WORK = Path(__file__).resolve().parent / "_work"


def queries(orders: int) -> dict[str, str]:
    """What staff type: an order's number without its zeros, the start of numbers, e-mails,
    names, a code, a variant's name, and something nothing starts with."""
    return {
        "order number": str(orders // 2),
        "number prefix 0000": "0000",
        "e-mail start": "sofia",
        "first name start": "mar",
        "first and last name": "chloe ma",
        "variant code": "everyday_tshirt_m",
        "variant name": "cotton",
        "nothing": "zzzzqq",
    }


async def measure(url: str, orders: int, repeat: int) -> dict[str, list[float]]:
    app = create_app(store_settings(url, warm_up=False, read_cache=False))
    timings: dict[str, list[float]] = {}
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://store.test") as http:
            token = (await http.post(TOKEN_PATH, json=DEMO_SIGN_IN)).json()["access_token"]
            http.headers["Authorization"] = f"Bearer {token}"
            for name, text in queries(orders).items():
                params: dict[str, str | int] = {"q": text, "limit": 5}
                answer = await http.get("/api/v1/search", params=params)
                assert answer.status_code == 200, answer.text
                spent = []
                for _ in range(repeat):
                    started = time.perf_counter()
                    await http.get("/api/v1/search", params=params)
                    spent.append((time.perf_counter() - started) * 1000)
                timings[name] = spent
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--orders", type=int, action="append")
    parser.add_argument("--repeat", type=int, default=30)
    arguments = parser.parse_args()
    sizes = arguments.orders or [10_000, 1_000_000]
    load = os.getloadavg()[0]
    stores = {size: seeded_store(WORK, size)[0] for size in sizes}  # seeded once, then kept
    load = os.getloadavg()[0]
    results = {size: asyncio.run(measure(stores[size], size, arguments.repeat)) for size in sizes}
    print(f"load average before {load:.1f}, after {os.getloadavg()[0]:.1f}")
    header = " | ".join(f"{size:,} orders: median, slowest (ms)" for size in sizes)
    print(f"| query | {header} | ratio |")
    for name in queries(sizes[0]):
        cells = []
        medians = []
        for size in sizes:
            spent = results[size][name]
            medians.append(statistics.median(spent))
            cells.append(f"{medians[-1]:.2f}, {max(spent):.2f}")
        print(f"| {name} | {' | '.join(cells)} | {medians[-1] / medians[0]:.2f} |")


if __name__ == "__main__":
    main()
