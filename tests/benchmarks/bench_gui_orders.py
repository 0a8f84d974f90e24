"""Orders table speed at 100,000 orders: the paged table over HTTP vs QSqlQueryModel on SQLite.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_gui_orders.py                  # 100,000 orders
    python tests/benchmarks/bench_gui_orders.py --orders 20000   # quicker
    python tests/benchmarks/bench_gui_orders.py --scroll-rows 20000  # scroll through part only

The demo store with the generated orders is built once into ``--database`` (kept for later runs).
The reference server runs in this process (uvicorn in a thread, as ``storeadmin --demo`` runs it);
each table is measured in a fresh child process, offscreen, so their memory figures are their own:

- open: from creating the Orders page to its first rows painted, as in the app: the first view
  (Product variants) is shown before, and the server has warmed its lists, as the app's embedded
  one does once that view is shown. For comparison: Orders as the process's very first table,
  and that on a server just started, before its warm-up;
- jump: from scrolling to row 90,000 to those rows painted (and how many requests that took);
- stall: the longest gap seen by a 5 ms QTimer while loading (the event loop's worst freeze);
- memory: resident set after the first rows, and after scrolling through every row;
- garbage collection: the longest pause while scrolling, and how many full collections ran;
- open again: a second table, in the same process.

The table's process starts as ``storeadmin`` does: collector paused while starting, then resumed
with what start-up built frozen (``storeadmin_gui.startup``).

Baseline in the same run: a QTableView over Qt's own QSqlQueryModel reading the same orders straight
from the SQLite file (no network at all).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_DATABASE = Path(tempfile.gettempdir()) / "storeadmin-bench-orders-{orders}.sqlite3"
FAST_HASHING = {"argon2_time_cost": 1, "argon2_memory_cost_kib": 1024, "argon2_parallelism": 1}
JUMP_ROW = 90_000
PROBE_INTERVAL_MS = 5


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


# ------------------------------------------------------------------------------ the store


def build_store(database: Path, orders: int) -> float:
    """Seed the demo store with ``orders`` generated orders; returns the seconds it took."""
    from storeadmin_gui.backend.app import create_app
    from storeadmin_gui.backend.settings import Settings

    started = time.perf_counter()
    app = create_app(
        Settings(
            database_url=f"sqlite:///{database}", demo=True, demo_orders=orders, **FAST_HASHING
        )
    )

    async def seed() -> None:
        async with app.router.lifespan_context(app):
            pass

    asyncio.run(seed())
    return time.perf_counter() - started


# ------------------------------------------------------------------------------ probes


class StallProbe:
    """A repeating timer; the longest gap between its ticks beyond the interval is the stall.

    Beside it, the CPU time this (the GUI) thread used over that tick (the gap plus the interval):
    near the tick's length, the app was busy; near zero, the process was waiting on the machine
    (scheduling, paging), not on its own code.
    """

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.longest_ms = 0.0
        self.longest_cpu_ms = 0.0
        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()
        self._timer = QTimer()
        self._timer.setInterval(PROBE_INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()
        self._timer.start()

    def reset(self) -> None:
        self.longest_ms = 0.0
        self.longest_cpu_ms = 0.0
        self.gaps = []
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()

    @property
    def p99_ms(self) -> float:
        """The stall 99 % of ticks stay under (robust against one unlucky scheduling delay)."""
        if not self.gaps:
            return 0.0
        ordered = sorted(self.gaps)
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gap = max(0.0, (now - self._last) * 1000 - PROBE_INTERVAL_MS)
        self.gaps.append(gap)
        if gap > self.longest_ms:
            self.longest_ms = gap
            self.longest_cpu_ms = (cpu - self._last_cpu) * 1000
        self._last, self._last_cpu = now, cpu


class CollectorWatch:
    """Python's garbage collections while loading: how many full ones, and the longest pause."""

    def __init__(self) -> None:
        self.full_collections = 0
        self.longest_ms = 0.0
        self._started = 0.0
        gc.callbacks.append(self._callback)

    def reset(self) -> None:
        self.full_collections = 0
        self.longest_ms = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        self.longest_ms = max(self.longest_ms, (time.perf_counter() - self._started) * 1000)
        if info["generation"] == 2:
            self.full_collections += 1


def visible_rows(view: Any) -> range:
    first = view.rowAt(0)
    last = view.rowAt(view.viewport().height() - 1)
    if first < 0:
        return range(0)
    return range(first, (view.model().rowCount() - 1 if last < 0 else last) + 1)


# ------------------------------------------------------------------------------ paged table


def measure_paged_table(
    url: str, scroll_rows: int | None, open_only: bool, first_view: bool
) -> dict[str, Any]:
    """The app's Orders page over HTTP, on a qasync loop, exactly as the app runs it (garbage
    collection paused while starting, then resumed with what start-up built frozen)."""
    from storeadmin_gui.startup import pause_garbage_collection

    pause_garbage_collection()
    import qasync
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    app.setQuitOnLastWindowClosed(False)  # closing the first table must not end the loop
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    return loop.run_until_complete(_paged_table(url, scroll_rows, open_only, first_view))


async def _paged_table(
    url: str, scroll_rows: int | None, open_only: bool, first_view: bool
) -> dict[str, Any]:
    import httpx

    from storeadmin_gui.api import PasswordAuth, StoreClient
    from storeadmin_gui.backend import seed
    from storeadmin_gui.startup import resume_garbage_collection
    from storeadmin_gui.ui.pages import OrdersPage, ResourcePage, VariantsPage
    from storeadmin_gui.ui.table_model import RowState

    auth = PasswordAuth(
        client_id=seed.DEMO_CLIENT_ID,
        client_secret=seed.DEMO_CLIENT_SECRET,
        username=seed.DEMO_ADMIN_EMAIL,
        password=seed.DEMO_ADMIN_PASSWORD,
    )
    requests: list[str] = []
    async with StoreClient(url, auth=auth) as client:
        await client.sign_in()
        resume_garbage_collection()  # as the app does once it has signed in

        async def count(request: httpx.Request) -> None:
            if request.url.path == client.orders.path:
                requests.append(request.url.params.get("page", ""))

        client.orders.core.http.event_hooks["request"].append(count)
        probe = StallProbe()
        probe.start()
        collector = CollectorWatch()
        baseline_mb = rss_mb()

        def loaded(page: ResourcePage) -> Callable[[], bool]:
            def check() -> bool:
                rows = visible_rows(page.view)
                laid_out = page.view.verticalScrollBar().maximum() > 0  # rows beyond the screen
                return (
                    page.total is not None
                    and laid_out
                    and len(rows) > 0
                    and all(page.model.row_state(row) == RowState.LOADED for row in rows)
                )

            return check

        async def until(condition: Callable[[], bool], seconds: float = 60.0) -> None:
            deadline = time.perf_counter() + seconds
            while not condition():
                if time.perf_counter() > deadline:
                    raise TimeoutError("the table did not show its rows in time")
                await asyncio.sleep(0.001)

        if first_view:  # the app's first view, which the window shows before Orders is opened
            variants = VariantsPage(client)
            variants.resize(1200, 800)
            variants.show()
            await until(lambda: variants.total is not None and not variants.loading)
            variants.hide()
            probe.reset()

        started = time.perf_counter()
        page = OrdersPage(client)
        page.resize(1200, 800)
        page.show()
        await until(loaded(page))
        page.view.viewport().repaint()
        open_ms = (time.perf_counter() - started) * 1000
        first_page_mb = rss_mb()
        if open_only:
            page.close()
            return {"open_ms": open_ms}
        open_stall = probe.longest_ms
        open_p99 = probe.p99_ms
        total = page.total or 0

        probe.reset()
        asked_before = len(requests)
        started = time.perf_counter()
        page.view.scrollTo(page.model.index(min(JUMP_ROW, total - 1), 0))
        await until(loaded(page))
        page.view.viewport().repaint()
        jump_ms = (time.perf_counter() - started) * 1000
        jump_requests = len(requests) - asked_before
        assert page.view.rowAt(0) >= min(JUMP_ROW, total - 1) - 50, "the jump did not happen"
        jump_stall = probe.longest_ms
        jump_p99 = probe.p99_ms

        probe.reset()
        collector.reset()
        started = time.perf_counter()
        screen = max(1, len(visible_rows(page.view)))
        for row in range(0, min(total, scroll_rows or total), screen):
            page.view.scrollTo(page.model.index(row, 0), page.view.ScrollHint.PositionAtTop)
            await until(loaded(page))
        scroll_s = time.perf_counter() - started
        scroll_stall = probe.longest_ms
        scroll_stall_cpu = probe.longest_cpu_ms
        scroll_p99 = probe.p99_ms
        scroll_gc_ms = collector.longest_ms
        scroll_full_gcs = collector.full_collections
        all_rows_mb = rss_mb()
        cached_pages = len(page.model.cached_pages)
        page.close()

        # Once more, with the server's order pages warm (its first one pays for a cold start).
        started = time.perf_counter()
        again = OrdersPage(client)
        again.resize(1200, 800)
        again.show()
        await until(loaded(again))
        again.view.viewport().repaint()
        reopen_ms = (time.perf_counter() - started) * 1000
        again.close()
    return {
        "rows": total,
        "page_size": page.model.page_size,
        "open_ms": open_ms,
        "reopen_ms": reopen_ms,
        "jump_ms": jump_ms,
        "jump_requests": jump_requests,
        "open_stall_ms": open_stall,
        "jump_stall_ms": jump_stall,
        "scroll_stall_ms": scroll_stall,
        "scroll_stall_cpu_ms": scroll_stall_cpu,
        "open_stall_p99_ms": open_p99,
        "jump_stall_p99_ms": jump_p99,
        "scroll_stall_p99_ms": scroll_p99,
        "scroll_all_s": scroll_s,
        "scroll_gc_longest_ms": scroll_gc_ms,
        "scroll_full_collections": scroll_full_gcs,
        "requests": len(requests),
        "cached_pages": cached_pages,
        "rss_start_mb": baseline_mb,
        "rss_first_page_mb": first_page_mb,
        "rss_all_rows_mb": all_rows_mb,
    }


# ------------------------------------------------------------------------------ baseline

BASELINE_QUERY = """
SELECT o.id, o.number, c.email, ch.code, o.state, o.total, o.currency_code,
       o.created_at, o.updated_at, o.checkout_completed_at
FROM orders o
LEFT JOIN customers c ON c.id = o.customer_id
JOIN channels ch ON ch.id = o.channel_id
WHERE o.deleted_at IS NULL
ORDER BY o.id DESC
"""


def measure_sql_table(database: Path) -> dict[str, Any]:
    """QTableView over QSqlQueryModel on the SQLite file: Qt's own, no network."""
    from PySide6.QtSql import QSqlDatabase, QSqlQuery, QSqlQueryModel
    from PySide6.QtWidgets import QApplication, QTableView

    app = QApplication([])
    probe = StallProbe()
    probe.start()
    baseline_mb = rss_mb()
    started = time.perf_counter()
    connection = QSqlDatabase.addDatabase("QSQLITE")
    connection.setDatabaseName(str(database))
    connection.open()
    model = QSqlQueryModel()
    model.setQuery(QSqlQuery(BASELINE_QUERY, connection))
    view = QTableView()
    view.setModel(model)
    view.resize(1200, 800)
    view.show()
    app.processEvents()
    view.viewport().repaint()
    open_ms = (time.perf_counter() - started) * 1000
    first_page_mb = rss_mb()

    started = time.perf_counter()
    while model.rowCount() <= JUMP_ROW and model.canFetchMore():
        model.fetchMore()
    view.scrollTo(model.index(min(JUMP_ROW, model.rowCount() - 1), 0))
    app.processEvents()
    view.viewport().repaint()
    jump_ms = (time.perf_counter() - started) * 1000

    started = time.perf_counter()
    while model.canFetchMore():
        model.fetchMore()
    rows = model.rowCount()
    screen = max(1, len(visible_rows(view)))
    for row in range(0, rows, screen):
        view.scrollTo(model.index(row, 0), QTableView.ScrollHint.PositionAtTop)
        view.viewport().repaint()
    scroll_s = time.perf_counter() - started
    app.processEvents()
    result = {
        "rows": rows,
        "open_ms": open_ms,
        "jump_ms": jump_ms,
        "scroll_all_s": scroll_s,
        "stall_ms": probe.longest_ms,
        "rss_start_mb": baseline_mb,
        "rss_first_page_mb": first_page_mb,
        "rss_all_rows_mb": rss_mb(),
    }
    view.close()
    del model
    connection.close()
    return result


# ------------------------------------------------------------------------------ idle loop

IDLE_SECONDS = 20


def measure_idle_loop() -> dict[str, Any]:
    """An event loop with nothing to do: what the machine itself costs the probe (scheduling)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    probe = StallProbe()
    probe.start()
    QTimer.singleShot(IDLE_SECONDS * 1000, app.quit)
    app.exec()
    return {"stall_ms": probe.longest_ms, "stall_p99_ms": probe.p99_ms}


# ------------------------------------------------------------------------------ driver


def run_child(*arguments: str) -> dict[str, Any]:
    output = subprocess.run(
        [sys.executable, __file__, *arguments], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--orders", type=int, default=100_000, help="generated orders")
    parser.add_argument("--database", type=Path, help="SQLite file (built when missing)")
    parser.add_argument(
        "--scroll-rows", type=int, help="scroll through this many rows only (default: all)"
    )
    parser.add_argument("--child", choices=("paged", "sql", "idle"), help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--open-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--first-view", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    database = args.database or Path(str(DEFAULT_DATABASE).format(orders=args.orders))

    if args.child == "paged":
        measured = measure_paged_table(args.url, args.scroll_rows, args.open_only, args.first_view)
        print(json.dumps(measured))
        return
    if args.child == "sql":
        print(json.dumps(measure_sql_table(database)))
        return
    if args.child == "idle":
        print(json.dumps(measure_idle_loop()))
        return

    if not database.exists():
        print(f"building {database} with {args.orders:,} generated orders ...", flush=True)
        print(f"  seeded in {build_store(database, args.orders):.1f} s", flush=True)

    from storeadmin_gui.backend.server import EmbeddedServer
    from storeadmin_gui.backend.settings import Settings

    settings = Settings(database_url=f"sqlite:///{database}", demo=True, **FAST_HASHING)
    with EmbeddedServer(settings) as server:  # as started, before it has warmed its lists
        cold = run_child("--child", "paged", "--url", server.url, "--open-only")
    with EmbeddedServer(settings) as server:
        server.warm_up().result(timeout=120)  # as storeadmin --demo does once its first view shows
        alone = run_child("--child", "paged", "--url", server.url, "--open-only")
        scrolling = ("--scroll-rows", str(args.scroll_rows)) if args.scroll_rows else ()
        paged = run_child("--child", "paged", "--url", server.url, "--first-view", *scrolling)
    sql = run_child("--child", "sql", "--database", str(database))
    idle = run_child("--child", "idle")

    growth = paged["rss_all_rows_mb"] - paged["rss_first_page_mb"]
    sql_growth = sql["rss_all_rows_mb"] - sql["rss_first_page_mb"]
    stall = max(paged["open_stall_ms"], paged["jump_stall_ms"], paged["scroll_stall_ms"])
    figures = [
        ("open to first rows shown (ms)", f"{paged['open_ms']:.0f}", f"{sql['open_ms']:.0f}"),
        ("  as the process's first table (ms)", f"{alone['open_ms']:.0f}", "-"),
        ("  same, server not warmed up yet (ms)", f"{cold['open_ms']:.0f}", "-"),
        ("  open again (ms)", f"{paged['reopen_ms']:.0f}", "-"),
        ("jump to row 90,000 shown (ms)", f"{paged['jump_ms']:.0f}", f"{sql['jump_ms']:.0f}"),
        ("requests for the jump", str(paged["jump_requests"]), "-"),
        ("longest event-loop stall (ms)", f"{stall:.1f}", f"{sql['stall_ms']:.1f}"),
        (
            "  opening / jump / scrolling (ms)",
            f"{paged['open_stall_ms']:.0f} / {paged['jump_stall_ms']:.0f} / "
            f"{paged['scroll_stall_ms']:.0f}",
            "-",
        ),
        (
            "  scrolling stall: GUI thread CPU of wall (ms)",
            f"{paged['scroll_stall_cpu_ms']:.0f} of "
            f"{paged['scroll_stall_ms'] + PROBE_INTERVAL_MS:.0f}",
            "-",
        ),
        (
            "  99th percentile, same (ms)",
            f"{paged['open_stall_p99_ms']:.0f} / {paged['jump_stall_p99_ms']:.0f} / "
            f"{paged['scroll_stall_p99_ms']:.0f}",
            "-",
        ),
        (
            "  longest garbage collection / full ones",
            f"{paged['scroll_gc_longest_ms']:.0f} ms / {paged['scroll_full_collections']}",
            "-",
        ),
        (
            f"idle loop, {IDLE_SECONDS} s: longest / p99 (ms)",
            f"{idle['stall_ms']:.0f} / {idle['stall_p99_ms']:.0f}",
            "-",
        ),
        (
            "scroll through all rows (s)",
            f"{paged['scroll_all_s']:.1f}",
            f"{sql['scroll_all_s']:.1f}",
        ),
        (
            "RSS after first rows (MB)",
            f"{paged['rss_first_page_mb']:.0f}",
            f"{sql['rss_first_page_mb']:.0f}",
        ),
        (
            "RSS after all rows (MB)",
            f"{paged['rss_all_rows_mb']:.0f}",
            f"{sql['rss_all_rows_mb']:.0f}",
        ),
        ("growth, all rows vs first (MB)", f"{growth:.1f}", f"{sql_growth:.1f}"),
    ]
    print(f"\nOrders: {paged['rows']:,} rows, page size {paged['page_size']}")
    print(f"{'':40} {'paged table (HTTP)':>20} {'QSqlQueryModel':>16}")
    for label, ours, theirs in figures:
        print(f"{label:40} {ours:>20} {theirs:>16}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"\npaged details: {json.dumps(paged)}\nsql details: {json.dumps(sql)}")


if __name__ == "__main__":
    main()
