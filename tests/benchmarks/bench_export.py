"""Exporting 100,000 orders to CSV against only reading their pages, paired in one run.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_export.py                 # 100,000 orders, 3 rounds
    python tests/benchmarks/bench_export.py --orders 20000  # quicker

``storeadmin-server`` runs as a child process on loopback with the demo store and its generated
orders (seeded into ``--database`` once, kept for later runs). This process is the app's side: a
QApplication (offscreen) with the qasync loop, a signed-in ``StoreClient``, and the Orders page.
Each round measures, back to back in an order that alternates between rounds:

- read: the client walks every page of the orders list (100 a page, the server's largest) and
  does nothing with them — the least any export must do;
- export: the Orders page's own export (``ListPage.export_plan`` and ``ui.export.write_csv``)
  of the same list to a CSV file, with every column it shows.

The report gives each round's export/read ratio, their median and the highest, the rows and bytes
written, the longest stall of a 5 ms timer while reading and while exporting (how responsive the
window stays, against the same walk without the export's work), and the load average at the start
and the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.server import processes

DEFAULT_DATABASE = Path(tempfile.gettempdir()) / "storeadmin-bench-export-{orders}.sqlite3"
PROBE_INTERVAL_MS = 5


class StallProbe:
    """A repeating timer; the longest gap between its ticks beyond its interval."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.longest_ms = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(PROBE_INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.longest_ms = 0.0
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000 - PROBE_INTERVAL_MS)
        self._last = now


async def read_all(client: Any) -> int:
    """Every page of the orders list, read and dropped; returns the rows read."""
    rows, number = 0, 1
    while True:
        page = await client.orders.summaries(page=number, limit=100)
        rows += len(page.items)
        if page.page >= page.pages or not page.items:
            return rows
        number += 1


async def rounds(base_url: str, count: int, folder: Path) -> list[dict[str, float]]:
    from storeadmin_gui.api import PasswordAuth, StoreClient
    from storeadmin_gui.backend import demo_account
    from storeadmin_gui.ui.lists.export import CsvFormat, write_csv
    from storeadmin_gui.ui.pages import OrdersPage

    auth = PasswordAuth(
        client_id=demo_account.DEMO_CLIENT_ID,
        client_secret=demo_account.DEMO_CLIENT_SECRET,
        username=demo_account.DEMO_ADMIN_EMAIL,
        password=demo_account.DEMO_ADMIN_PASSWORD,
    )
    results: list[dict[str, float]] = []
    async with StoreClient(base_url, auth=auth, timeout=60.0) as client:
        await client.sign_in()
        page = OrdersPage(client)
        plan = page.export_plan()
        assert plan is not None
        await read_all(client)  # warm both sides once (server caches, client code paths)
        probe = StallProbe()
        for number in range(count):
            target = folder / f"orders-{number}.csv"

            stalls: dict[str, float] = {}

            async def read(stalls: dict[str, float] = stalls) -> tuple[float, int]:
                probe.start()
                started = time.perf_counter()
                rows = await read_all(client)
                elapsed = time.perf_counter() - started
                probe.stop()
                stalls["read"] = probe.longest_ms
                return elapsed, rows

            async def export(
                target: Path = target, stalls: dict[str, float] = stalls
            ) -> tuple[float, int]:
                probe.start()
                started = time.perf_counter()
                rows = await write_csv(plan, target, CsvFormat())
                elapsed = time.perf_counter() - started
                probe.stop()
                stalls["export"] = probe.longest_ms
                return elapsed, rows

            if number % 2 == 0:
                (read_s, read_rows), (export_s, export_rows) = await read(), await export()
            else:
                (export_s, export_rows), (read_s, read_rows) = await export(), await read()
            assert read_rows == export_rows, (read_rows, export_rows)
            results.append(
                {
                    "read_s": read_s,
                    "export_s": export_s,
                    "ratio": export_s / read_s,
                    "rows": export_rows,
                    "megabytes": target.stat().st_size / 1e6,
                    "stall_ms": stalls["export"],
                    "read_stall_ms": stalls["read"],
                }
            )
            target.unlink()
            print(
                f"round {number + 1}: read {read_s:.2f} s, export {export_s:.2f} s, "
                f"ratio {export_s / read_s:.2f}, longest stall while reading "
                f"{stalls['read']:.0f} ms, while exporting {stalls['export']:.0f} ms",
                flush=True,
            )
        page.deleteLater()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--orders", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--database", type=Path, default=None)
    options = parser.parse_args()
    database = options.database or Path(str(DEFAULT_DATABASE).format(orders=options.orders))
    load_before = os.getloadavg()

    import qasync
    from PySide6.QtWidgets import QApplication

    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        server = processes.store_server(
            database, processes.free_port(), folder / "server.log", options.orders
        )
        print(f"starting storeadmin-server on {database} (seeding it the first time)…", flush=True)
        server.start(probe_path="/api/v1/")
        try:
            app = QApplication([])
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            results = loop.run_until_complete(rounds(server.base_url, options.rounds, folder))
        finally:
            server.stop()
    ratios = [r["ratio"] for r in results]
    print(
        f"\n{options.orders:,} orders, {results[0]['rows']:,.0f} rows, "
        f"{results[0]['megabytes']:.1f} MB of CSV\n"
        f"export/read ratio per round: {', '.join(f'{r:.2f}' for r in ratios)}; "
        f"median {statistics.median(ratios):.2f}, highest {max(ratios):.2f}\n"
        f"read median {statistics.median(r['read_s'] for r in results):.2f} s, "
        f"export median {statistics.median(r['export_s'] for r in results):.2f} s; "
        f"longest stall while only reading {max(r['read_stall_ms'] for r in results):.0f} ms, "
        f"while exporting {max(r['stall_ms'] for r in results):.0f} ms\n"
        f"load average before {load_before[0]:.2f}, after {os.getloadavg()[0]:.2f} "
        f"({os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
