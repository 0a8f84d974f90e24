"""How often control passes between a list page, its table model and the model's page fetcher
while the Orders list loads, until its first rows are painted.

Run on demand (not part of the test suite)::

    python tests/benchmarks/count_page_load_hops.py            # the hops, counted and listed
    python tests/benchmarks/count_page_load_hops.py --quiet    # the count alone

Three sides: the page's (``ui/pages/``), the model's (``ui/lists/table_model.py``,
``ui/lists/qt_rows.py``) and the fetcher's (``ui/lists/page_fetcher.py``,
``ui/lists/fetch_plan.py``, ``ui/lists/page_cache.py``, where the code has them). The code each
side runs, in the order it runs (a slot of a Qt signal, a task or a callback on the loop included),
is one sequence; a hop is where that sequence passes from one side to another. What only reads (a
property, a row looked up, an item turned into a row, what the view paints) hands nothing over and
is left out. Counting starts as the page is shown and ends when its view paints after the first
rows arrived; the store runs in the same process (httpx's ASGI transport), so the count does not
depend on the machine's speed.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import sys
import tempfile
from pathlib import Path
from types import FrameType
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIDES = {
    "page": ("storeadmin_gui/ui/pages/",),
    "model": ("storeadmin_gui/ui/lists/table_model.py", "storeadmin_gui/ui/lists/qt_rows.py"),
    "fetcher": (
        "storeadmin_gui/ui/lists/page_fetcher.py",
        "storeadmin_gui/ui/lists/fetch_plan.py",
        "storeadmin_gui/ui/lists/page_cache.py",
    ),
}


def side_of(frame: FrameType | None) -> str | None:
    if frame is None:
        return None
    path = frame.f_code.co_filename.replace(os.sep, "/")
    for side, places in SIDES.items():
        if any(place in path for place in places):
            return side
    return None


# Functions that only read or convert (per row, per item, per paint): no control changes hands.
QUERIES = {
    "page_of_row",
    "row",
    "window_row",
    "window_pages",
    "visible_span",
    "visible_pages",
    "span",
    "row_state",
    "key_at",
    "cell_at",
    "text_at",
    "cells_at",
    "_compact",
    "max_pages",
    "has_source",
    "shows_stale",
    "_visible_rows",
    "_screen_rows",
    "_visible_span",
    "_visible_pages",
    "_cached_row",
    "_window_row",
    "headerData",
    "item_key",
}


def _reads_only(frame: FrameType) -> bool:
    name = frame.f_code.co_name
    if name in QUERIES or name.startswith("<"):  # lambdas and comprehensions turn items to cells
        return True
    owner = frame.f_locals.get("self")
    return owner is not None and isinstance(getattr(type(owner), name, None), property)


class HopCounter:
    """A profile function that records which side runs, in order, leaving reads out."""

    def __init__(self) -> None:
        self.runs: list[tuple[str, str]] = []  # (side, the first function of that side's run)
        self.stopped = False
        self.first_rows = False

    @property
    def hops(self) -> int:
        return max(0, len(self.runs) - 1)

    @property
    def page_hops(self) -> int:
        """The hops between the page and what is below it (the model and its fetcher)."""
        sides = [side == "page" for side, _function in self.runs]
        return sum(1 for before, after in itertools.pairwise(sides) if before != after)

    def __call__(self, frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call" or self.stopped:
            return
        side = side_of(frame)
        if side is None or _reads_only(frame):
            return
        if not self.runs or self.runs[-1][0] != side:
            self.runs.append((side, frame.f_code.co_qualname))


async def count_hops(database: Path) -> HopCounter:
    import httpx
    from PySide6.QtGui import QPaintEvent

    from storeadmin_gui.api import PasswordAuth, StoreClient
    from storeadmin_gui.backend.app import create_app
    from storeadmin_gui.backend.demo_account import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )
    from storeadmin_gui.backend.settings import Settings
    from storeadmin_gui.ui.lists.delegates import PagedTableView
    from storeadmin_gui.ui.pages import OrdersPage

    settings = Settings(
        database_url=f"sqlite:///{database}",
        demo=True,
        argon2_time_cost=1,
        argon2_memory_cost_kib=1024,
        argon2_parallelism=1,
    )
    app = create_app(settings)
    auth = PasswordAuth(
        client_id=DEMO_CLIENT_ID,
        client_secret=DEMO_CLIENT_SECRET,
        username=DEMO_ADMIN_EMAIL,
        password=DEMO_ADMIN_PASSWORD,
    )
    counter = HopCounter()
    painted = asyncio.Event()
    paint = PagedTableView.paintEvent

    def painting(view: PagedTableView, event: QPaintEvent) -> None:
        paint(view, event)
        if counter.first_rows and not counter.stopped:
            counter.stopped = True
            painted.set()

    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with StoreClient("http://store.test", auth=auth, transport=transport) as client:
            await client.sign_in()
            page = OrdersPage(client)
            page.resize(1200, 800)
            page.model.total_changed.connect(
                lambda: setattr(counter, "first_rows", page.total is not None)
            )
            # PySide6's stub gives paintEvent two ``self`` parameters: no plain function matches.
            PagedTableView.paintEvent = painting  # type: ignore[method-assign, assignment]
            sys.setprofile(counter)
            try:
                page.show()
                await asyncio.wait_for(painted.wait(), 30)
            finally:
                sys.setprofile(None)
                PagedTableView.paintEvent = paint  # type: ignore[method-assign]
            page.close()
            page.deleteLater()
            await asyncio.sleep(0.05)
    return counter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quiet", action="store_true", help="print the count alone")
    args = parser.parse_args()
    import qasync
    from PySide6.QtWidgets import QApplication

    qt = QApplication([])
    qt.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(qt)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as scratch:
        counter = loop.run_until_complete(count_hops(Path(scratch) / "store.sqlite3"))
    if not args.quiet:
        for side, function in counter.runs:
            print(f"{side:8s} {function}")
    print(f"hops until the first rows are painted: {counter.hops}")
    print(f"of which between the page and the model with its fetcher: {counter.page_hops}")


if __name__ == "__main__":
    main()
