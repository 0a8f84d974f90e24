"""Orders table at 100,000 orders: the app's paged table over its demo store against QSqlQueryModel.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_gui_orders.py                   # 100,040 orders, 3 rounds
    python tests/benchmarks/bench_gui_orders.py --rounds 5
    python tests/benchmarks/bench_gui_orders.py --orders 20000    # quicker
    python tests/benchmarks/bench_gui_orders.py --scroll-rows 20000  # scroll through part only

The demo store with the generated orders is built once into ``--data-dir`` (kept for later runs).
Each round measures both tables, each in a fresh child process, offscreen, with the app's style:

- the app: its Orders page, in a process that starts as ``storeadmin --demo`` does (collector
  paused while starting, then resumed with what start-up built frozen) and runs its demo store as
  the app does, in the store's own process (``DemoStore``) on that database; it signs in, shows the
  first view (Product variants) and lets the store warm its lists, as the app does, then opens
  Orders;
- the baseline: a ``QTableView`` over Qt's own ``QSqlQueryModel`` reading the same orders straight
  from the SQLite file (no network, no other process), with the same row height, viewport and
  columns as the app's table.

Figures: open (creating Orders to its first rows painted); jump (once the view has the answers to
the questions it asks after its first rows, its channels and what the server offers: scrolling to
row 90,000 to those rows painted, in four steps: until its request left, until the answer's headers
came back, until its rows reached the model, until they were painted); scroll (from the top to the
end, one screen at a time, each screen painted with its rows, the event loop running between
screens as between a user's key presses); the stalls a 5 ms ``QTimer`` saw while scrolling (the
event loop's freezes: their 99th percentile and the longest); memory, the resident set of the whole
app (its own process and its demo store's, and each one's growth apart) after the first rows and
after every row was shown; the CPU time the GUI thread and the whole app (its store's process
included) used while scrolling, which a busy machine does not stretch as it stretches the
wall-clock figures. The ratios are taken within each round (paired) and reported with their spread,
with the load average at each round's start.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_FOLDER = Path(tempfile.gettempdir()) / "storeadmin-bench-orders-{orders}"
JUMP_ROW = 90_000
PROBE_INTERVAL_MS = 5
WINDOW = (1200, 800)
AIMS = {"scroll ratio": 2.0, "p99 stall ms": 16.0, "longest stall ms": 50.0, "jump ms": 100.0}
MEMORY_AIM_MB = 50.0


def cpu_s(pid: int | str = "self") -> float:
    """CPU time a process has used so far, user and system, in seconds (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int | str = "self") -> float:
    """Resident memory of a process in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


# ------------------------------------------------------------------------------ the store


def build_store(database: Path, orders: int) -> float:
    """Seed the demo store with ``orders`` generated orders; returns the seconds it took."""
    from storeadmin_gui.backend.app import create_app
    from storeadmin_gui.backend.settings import Settings

    started = time.perf_counter()
    database.parent.mkdir(parents=True, exist_ok=True)
    app = create_app(
        Settings(
            database_url=f"sqlite:///{database}",
            demo=True,
            demo_orders=orders,
            # The cheapest password hashing: the benchmark signs in, it does not measure that.
            argon2_time_cost=1,
            argon2_memory_cost_kib=1024,
            argon2_parallelism=1,
        )
    )

    async def seed() -> None:
        async with app.router.lifespan_context(app):
            pass

    asyncio.run(seed())
    return time.perf_counter() - started


# ------------------------------------------------------------------------------ probes


class StallProbe:
    """A repeating timer; the gaps between its ticks beyond the interval are the stalls.

    Beside the longest, the CPU time this (the GUI) thread used over that tick: near the tick's
    length, the app was busy; near zero, the process waited on the machine, not on its code.
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
        self.reset()
        self._timer.start()

    def reset(self) -> None:
        self.longest_ms = 0.0
        self.longest_cpu_ms = 0.0
        self.gaps = []
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()

    @property
    def p99_ms(self) -> float:
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
    """Python's garbage collections: how many full ones, and the longest pause."""

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


class ShownWatch:
    """Knows when the view last painted its screen with every row on it loaded: what the user
    sees as "shown". Watches the viewport's paint events, so nothing is painted for it."""

    def __init__(self, view: Any, loaded: Callable[[int], bool]) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.shown = asyncio.Event()
        watch = self

        class Filter(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                if event.type() == QEvent.Type.Paint:
                    rows = visible_rows(view)
                    if len(rows) and all(loaded(row) for row in rows):
                        watch.shown.set()
                return False

        self._filter = Filter()
        view.viewport().installEventFilter(self._filter)

    async def next_screen(self, seconds: float = 60.0) -> None:
        """Wait until a paint shows every row on screen loaded (after ``expect``)."""
        await asyncio.wait_for(self.shown.wait(), seconds)

    def expect(self) -> None:
        """A new screen is on its way: the next full paint counts."""
        self.shown.clear()


async def answers_to_start_questions(page: Any, seconds: float = 60.0) -> float:
    """Seconds until the view has the answers to the questions it asks once its first rows are
    painted: its channels (the currencies they use) and what the server offers."""
    started = time.perf_counter()
    while page.questions_waiting or page.offered is None or not page.currencies:
        if time.perf_counter() - started > seconds:
            raise RuntimeError("the view's start questions were not answered")
        await asyncio.sleep(0.002)
    return time.perf_counter() - started


# ------------------------------------------------------------------------------ the app's table


def measure_paged_table(
    folder: Path, scroll_rows: int | None, page_size: int | None
) -> dict[str, Any]:
    """The app's Orders page with its demo store, on a qasync loop, started as the app starts."""
    from storeadmin_gui.startup import pause_garbage_collection

    pause_garbage_collection()
    import qasync
    from PySide6.QtWidgets import QApplication

    from storeadmin_gui.ui.shell.style import apply_style

    app = QApplication([])
    apply_style(app)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    measured: dict[str, Any] = loop.run_until_complete(_paged_table(folder, scroll_rows, page_size))
    return measured


async def _paged_table(
    folder: Path, scroll_rows: int | None, page_size: int | None
) -> dict[str, Any]:
    from storeadmin_gui.api import PasswordAuth, StoreClient
    from storeadmin_gui.demo_store import DemoStore
    from storeadmin_gui.probes import wait_until_loaded
    from storeadmin_gui.startup import resume_garbage_collection
    from storeadmin_gui.ui.lists.table_model import RowState
    from storeadmin_gui.ui.pages import OrdersPage, VariantsPage

    store = DemoStore(folder)
    url = await store.start()
    profile = await store.profile(url, with_session=False)  # this client signs in below
    assert store.pid is not None
    auth = PasswordAuth(
        client_id=profile.client_id,
        client_secret=profile.secrets.client_secret,
        username=profile.username,
        password=profile.secrets.password,
    )
    requests: list[str] = []
    # When the jump's request left, its answer's headers came back and its rows reached the
    # model: where a jump's time goes (seconds on the perf_counter clock).
    marks: dict[str, float] = {}
    try:
        async with StoreClient(url, auth=auth) as client:
            await client.sign_in()
            resume_garbage_collection()  # as the app does once it has signed in

            async def count(request: Any) -> None:
                if request.url.path == client.orders.path:
                    requests.append(request.url.params.get("page", ""))
                    marks.setdefault("asked", time.perf_counter())

            async def answered(response: Any) -> None:
                if response.request.url.path == client.orders.path:
                    marks.setdefault("answered", time.perf_counter())

            hooks = client.orders.core.http.event_hooks
            hooks["request"].append(count)
            hooks["response"].append(answered)

            first_view = VariantsPage(client)  # the app's first view, shown before Orders
            first_view.resize(*WINDOW)
            first_view.show()
            await wait_until_loaded(first_view, 60.0)
            await store.warm_up()  # as the app asks once the first view's rows are shown
            first_view.hide()

            def memory_mb() -> tuple[float, float]:
                """The resident memory of the GUI's process and of its store's."""
                return rss_mb(), rss_mb(store.pid or 0)

            probe = StallProbe()
            probe.start()
            collector = CollectorWatch()
            started = time.perf_counter()
            page = OrdersPage(client)
            if page_size is not None:  # as if chosen in the page's box
                page.model.set_page_size(page_size)
            page.resize(*WINDOW)
            view = page.view
            watch = ShownWatch(view, lambda row: page.model.row_state(row) == RowState.LOADED)
            page.show()
            await watch.next_screen()
            open_ms = (time.perf_counter() - started) * 1000
            first_rows_mb = memory_mb()
            # The view asks its other questions (its channels, what the server offers) once its
            # first rows are painted; the jump, a person's next step, comes after their answers.
            questions_ms = await answers_to_start_questions(page) * 1000
            total = page.total or 0
            screen = max(1, len(visible_rows(view)))
            layout = {
                "rows": total,
                "page_size": page.model.page_size,
                "screen_rows": screen,
                "row_height": view.verticalHeader().defaultSectionSize(),
                "viewport": [view.viewport().width(), view.viewport().height()],
                "columns": [view.columnWidth(column) for column in range(page.model.columnCount())],
            }

            probe.reset()
            asked_before = len(requests)
            watch.expect()
            marks.clear()
            page.model.page_loaded.connect(
                lambda _page: marks.setdefault("rows", time.perf_counter())
            )
            started = time.perf_counter()
            view.scrollTo(page.model.index(min(JUMP_ROW, total - 1), 0))
            await watch.next_screen()
            shown_at = time.perf_counter()
            jump_ms = (shown_at - started) * 1000
            named = (marks.get(step) for step in ("asked", "answered", "rows"))
            steps = [started, *named, shown_at]
            jump_steps = [
                None if later is None or earlier is None else (later - earlier) * 1000
                for earlier, later in itertools.pairwise(steps)
            ]
            jump_requests = len(requests) - asked_before
            assert view.rowAt(0) >= min(JUMP_ROW, total - 1) - screen, "the jump did not happen"
            jump_stall = probe.longest_ms

            # Back to the top, then through every row, a screen at a time.
            watch.expect()
            view.scrollToTop()
            await watch.next_screen()
            probe.reset()
            collector.reset()
            asked_before = len(requests)
            gui_cpu, app_cpu, store_cpu = time.thread_time(), cpu_s(), cpu_s(store.pid)
            started = time.perf_counter()
            hint = view.ScrollHint.PositionAtTop
            scroll_bar = view.verticalScrollBar()
            for row in range(screen, min(total, scroll_rows or total), screen):
                watch.expect()
                before = scroll_bar.value()
                view.scrollTo(page.model.index(row, 0), hint)
                if scroll_bar.value() == before:
                    break  # the last screen is shown
                await watch.next_screen()
            scroll_s = time.perf_counter() - started
            scroll = {
                "scroll_s": scroll_s,
                "scroll_gui_cpu_s": time.thread_time() - gui_cpu,
                "scroll_app_cpu_s": cpu_s() - app_cpu + cpu_s(store.pid) - store_cpu,
                "scroll_stall_ms": probe.longest_ms,
                "scroll_stall_cpu_ms": probe.longest_cpu_ms,
                "scroll_stall_p99_ms": probe.p99_ms,
                "scroll_gc_longest_ms": collector.longest_ms,
                "scroll_full_collections": collector.full_collections,
                "scroll_requests": len(requests) - asked_before,
            }
            all_rows_mb = memory_mb()
            cached_pages = len(page.model.cached_pages)
            page.close()
            page.deleteLater()  # its tasks end with it, before the client closes
            first_view.deleteLater()
            await asyncio.sleep(0)
    finally:
        await store.stop()
    return {
        **layout,
        "open_ms": open_ms,
        "questions_ms": questions_ms,
        "jump_ms": jump_ms,
        "jump_requests": jump_requests,
        "jump_stall_ms": jump_stall,
        "jump_steps_ms": jump_steps,
        **scroll,
        "cached_pages": cached_pages,
        "rss_first_rows_mb": sum(first_rows_mb),
        "rss_all_rows_mb": sum(all_rows_mb),
        "rss_gui_growth_mb": all_rows_mb[0] - first_rows_mb[0],
        "rss_store_growth_mb": all_rows_mb[1] - first_rows_mb[1],
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


def measure_sql_table(
    database: Path, like: dict[str, Any], scroll_rows: int | None
) -> dict[str, Any]:
    """QTableView over QSqlQueryModel on the SQLite file, laid out like the app's table."""
    from PySide6.QtSql import QSqlDatabase, QSqlQuery, QSqlQueryModel
    from PySide6.QtWidgets import QApplication, QHeaderView, QTableView

    from storeadmin_gui.ui.shell.style import apply_style

    app = QApplication([])
    apply_style(app)
    probe = StallProbe()
    probe.start()
    started = time.perf_counter()
    connection = QSqlDatabase.addDatabase("QSQLITE")
    connection.setDatabaseName(str(database))
    connection.open()
    model = QSqlQueryModel()
    model.setQuery(QSqlQuery(BASELINE_QUERY, connection))
    view = QTableView()
    view.setModel(model)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    vertical = view.verticalHeader()
    vertical.hide()
    vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    vertical.setDefaultSectionSize(like["row_height"])
    for column, width in enumerate(like["columns"]):
        view.setColumnWidth(column, width)
    view.show()
    width, height = like["viewport"]
    view.resize(view.width() + width - view.viewport().width(), view.height())
    view.resize(view.width(), view.height() + height - view.viewport().height())
    shown = {"painted": False}
    from PySide6.QtCore import QEvent, QObject

    class Filter(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                shown["painted"] = True
            return False

    painted = Filter()
    view.viewport().installEventFilter(painted)

    def show_screen() -> None:
        shown["painted"] = False
        while not shown["painted"]:
            app.processEvents()

    show_screen()
    open_ms = (time.perf_counter() - started) * 1000
    first_rows_mb = rss_mb()
    screen = max(1, len(visible_rows(view)))

    started = time.perf_counter()
    while model.rowCount() <= JUMP_ROW and model.canFetchMore():
        model.fetchMore()
    view.scrollTo(model.index(min(JUMP_ROW, model.rowCount() - 1), 0))
    show_screen()
    jump_ms = (time.perf_counter() - started) * 1000

    view.scrollToTop()
    show_screen()
    probe.reset()
    gui_cpu, app_cpu = time.thread_time(), cpu_s()
    started = time.perf_counter()
    rows = model.rowCount()
    row = screen
    while (row < rows or model.canFetchMore()) and row < (scroll_rows or row + 1):
        if row >= rows:
            model.fetchMore()  # as the view does when scrolled near the end of what it holds
            rows = model.rowCount()
            continue
        before = view.verticalScrollBar().value()
        view.scrollTo(model.index(row, 0), QTableView.ScrollHint.PositionAtTop)
        if view.verticalScrollBar().value() == before and not model.canFetchMore():
            break  # the last screen is shown
        show_screen()
        row += screen
    scroll_s = time.perf_counter() - started
    result = {
        "rows": rows,
        "screen_rows": screen,
        "open_ms": open_ms,
        "jump_ms": jump_ms,
        "scroll_s": scroll_s,
        "scroll_gui_cpu_s": time.thread_time() - gui_cpu,
        "scroll_app_cpu_s": cpu_s() - app_cpu,
        "scroll_stall_ms": probe.longest_ms,
        "scroll_stall_p99_ms": probe.p99_ms,
        "rss_first_rows_mb": first_rows_mb,
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
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # compiled modules kept, as an installed copy has
    output = subprocess.run(
        [sys.executable, __file__, *arguments], check=True, capture_output=True, text=True, env=env
    ).stdout
    return json.loads(output.strip().splitlines()[-1])  # type: ignore[no-any-return]


def spread(values: list[float], form: str = "{:.2f}") -> str:
    ordered = sorted(values)
    return (
        f"{form.format(statistics.median(ordered))} "
        f"({form.format(ordered[0])}-{form.format(ordered[-1])})"
    )


def report(rounds: list[dict[str, Any]], idle: dict[str, Any]) -> None:
    paged = [one["paged"] for one in rounds]
    sql = [one["sql"] for one in rounds]
    ratios = [p["scroll_s"] / s["scroll_s"] for p, s in zip(paged, sql, strict=True)]
    gui_ratios = [
        p["scroll_gui_cpu_s"] / s["scroll_gui_cpu_s"] for p, s in zip(paged, sql, strict=True)
    ]
    growth = [p["rss_all_rows_mb"] - p["rss_first_rows_mb"] for p in paged]
    sql_growth = [s["rss_all_rows_mb"] - s["rss_first_rows_mb"] for s in sql]
    loads = ", ".join(f"{one['load']:.1f}" for one in rounds)
    print(
        f"\nOrders: {paged[0]['rows']:,} rows, page size {paged[0]['page_size']}, "
        f"{paged[0]['screen_rows']} rows a screen; {len(rounds)} rounds, load average at each "
        f"round's start: {loads} ({os.cpu_count()} cores)"
    )
    print("median (lowest-highest) over the rounds")
    lines = [
        (
            "scroll through all rows, s",
            spread([p["scroll_s"] for p in paged], "{:.1f}"),
            spread([s["scroll_s"] for s in sql], "{:.1f}"),
        ),
        ("  app / QSqlQueryModel, paired", spread(ratios), "aim: at most 2x"),
        (
            "  GUI thread's CPU while scrolling, s",
            spread([p["scroll_gui_cpu_s"] for p in paged], "{:.1f}"),
            spread([s["scroll_gui_cpu_s"] for s in sql], "{:.1f}"),
        ),
        ("    app / QSqlQueryModel, paired", spread(gui_ratios), ""),
        (
            "  whole app's CPU (store included), s",
            spread([p["scroll_app_cpu_s"] for p in paged], "{:.1f}"),
            spread([s["scroll_app_cpu_s"] for s in sql], "{:.1f}"),
        ),
        ("  requests while scrolling", spread([p["scroll_requests"] for p in paged], "{:.0f}"), ""),
        (
            "stall while scrolling, 99th pct, ms",
            spread([p["scroll_stall_p99_ms"] for p in paged], "{:.1f}"),
            spread([s["scroll_stall_p99_ms"] for s in sql], "{:.1f}"),
        ),
        (
            "stall while scrolling, longest, ms",
            spread([p["scroll_stall_ms"] for p in paged], "{:.0f}"),
            spread([s["scroll_stall_ms"] for s in sql], "{:.0f}"),
        ),
        (
            "  GUI thread CPU in the longest, ms",
            spread([p["scroll_stall_cpu_ms"] for p in paged], "{:.0f}"),
            "",
        ),
        (
            "  longest garbage collection, ms",
            spread([p["scroll_gc_longest_ms"] for p in paged], "{:.0f}"),
            "",
        ),
        (
            "jump to row 90,000 shown, ms",
            spread([p["jump_ms"] for p in paged], "{:.0f}"),
            spread([s["jump_ms"] for s in sql], "{:.0f}"),
        ),
        ("  its longest stall, ms", spread([p["jump_stall_ms"] for p in paged], "{:.0f}"), ""),
        (
            "  scroll→asked / →answered / →rows / →shown",
            " / ".join(
                spread([p["jump_steps_ms"][step] or 0.0 for p in paged], "{:.0f}")
                for step in range(4)
            ),
            "",
        ),
        ("  requests for the jump", spread([p["jump_requests"] for p in paged], "{:.0f}"), ""),
        (
            "open to first rows shown, ms",
            spread([p["open_ms"] for p in paged], "{:.0f}"),
            spread([s["open_ms"] for s in sql], "{:.0f}"),
        ),
        (
            "  then its channels and what the server offers, ms",
            spread([p.get("questions_ms", float("nan")) for p in paged], "{:.0f}"),
            "",
        ),
        (
            "memory after the first rows, MB",
            spread([p["rss_first_rows_mb"] for p in paged], "{:.0f}"),
            spread([s["rss_first_rows_mb"] for s in sql], "{:.0f}"),
        ),
        ("  growth after all rows, MB", spread(growth, "{:.1f}"), spread(sql_growth, "{:.1f}")),
        (
            "    of which the GUI's process / the store's",
            " / ".join(
                spread([p.get(key, float("nan")) for p in paged], "{:.1f}")
                for key in ("rss_gui_growth_mb", "rss_store_growth_mb")
            ),
            "",
        ),
        (
            f"idle loop, {IDLE_SECONDS} s: p99 / longest stall, ms",
            f"{idle['stall_p99_ms']:.1f} / {idle['stall_ms']:.0f}",
            "",
        ),
    ]
    print(f"{'':42} {'app (its store included)':>26} {'QSqlQueryModel':>18}")
    for label, ours, theirs in lines:
        print(f"{label:42} {ours:>26} {theirs:>18}")
    print("\nper round:", json.dumps(rounds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--orders", type=int, default=100_000, help="generated orders")
    parser.add_argument("--data-dir", type=Path, help="the demo store's folder (built if new)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--scroll-rows", type=int, help="scroll through this many rows only (default: all)"
    )
    parser.add_argument(
        "--page-size", type=int, help="the Orders page's page size (default: the app's)"
    )
    parser.add_argument("--child", choices=("paged", "sql", "idle"), help=argparse.SUPPRESS)
    parser.add_argument("--like", help=argparse.SUPPRESS)
    args = parser.parse_args()
    folder = args.data_dir or Path(str(DEFAULT_FOLDER).format(orders=args.orders))

    from storeadmin_gui.demo_process import DEMO_DATABASE

    database = folder / DEMO_DATABASE
    if args.child == "paged":
        measured = measure_paged_table(folder, args.scroll_rows, args.page_size)
        print(json.dumps(measured), flush=True)
        os._exit(0)  # nothing to tidy: the store has stopped, and Qt's threads need not end
    if args.child == "sql":
        print(json.dumps(measure_sql_table(database, json.loads(args.like), args.scroll_rows)))
        return
    if args.child == "idle":
        print(json.dumps(measure_idle_loop()))
        return

    if not database.exists():
        print(f"building {database} with {args.orders:,} generated orders ...", flush=True)
        print(f"  seeded in {build_store(database, args.orders):.1f} s", flush=True)
    scrolling = ("--scroll-rows", str(args.scroll_rows)) if args.scroll_rows else ()
    sizing = ("--page-size", str(args.page_size)) if args.page_size else ()
    rounds = []
    for number in range(args.rounds):
        load = os.getloadavg()[0]
        paged = run_child("--child", "paged", "--data-dir", str(folder), *scrolling, *sizing)
        like = {key: paged[key] for key in ("row_height", "viewport", "columns")}
        sql = run_child(
            *("--child", "sql", "--data-dir", str(folder), "--like", json.dumps(like)), *scrolling
        )
        rounds.append({"load": load, "paged": paged, "sql": sql})
        print(
            f"round {number + 1}: scroll {paged['scroll_s']:.1f} s against {sql['scroll_s']:.1f} s"
            f" ({paged['scroll_s'] / sql['scroll_s']:.2f}x), jump {paged['jump_ms']:.0f} ms "
            f"({' / '.join(f'{step or 0:.0f}' for step in paged['jump_steps_ms'])}), "
            f"stalls p99 {paged['scroll_stall_p99_ms']:.1f} ms, longest "
            f"{paged['scroll_stall_ms']:.0f} ms, GUI thread's CPU "
            f"{paged['scroll_gui_cpu_s'] / sql['scroll_gui_cpu_s']:.2f}x, memory growth "
            f"{paged['rss_all_rows_mb'] - paged['rss_first_rows_mb']:.1f} MB, load {load:.1f}",
            flush=True,
        )
    report(rounds, run_child("--child", "idle"))


if __name__ == "__main__":
    main()
