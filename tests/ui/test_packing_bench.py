"""The packing bench, part one: new orders announced while the app runs, each once.

Orders are placed in the store by the test while the window watches (``tests/support/placing``);
the announcement is read where the staffer reads it (the banner offscreen, where there is no
tray), and the count beside Orders in the sidebar. Several windows, and a window started again,
share what was announced through the files of the bench's folder.
"""

from __future__ import annotations

import multiprocessing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, StoreClient
from storeadmin_gui.ui.bench.new_orders import NewOrder, claim, orders_since, watch_refusal
from storeadmin_gui.ui.bench.shared_file import SharedFile
from tests.support.placing import place_a_cart
from tests.ui.bench_support import ORDERS_ROW, look, orders_entry, watching_window
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def test_an_order_placed_while_the_window_runs_is_announced_once_and_counted_until_seen(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, bells: list[str]
) -> None:
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path)
    assert window.bench.watcher is not None
    assert window.bench.watcher.timer.interval() == 60_000  # the default interval
    assert orders_entry(window) == "Orders"  # the store's history is not news
    assert "New order" not in window.message_bar.text

    _, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)

    customer = "emma.johnson1@example.net"  # who has the store's oldest cart
    assert window.message_bar.text.startswith(f"New order #{number}: {customer} $")
    assert window.message_bar.action_button.text() == "Show orders"
    assert orders_entry(window) == "Orders (1)"
    assert bells == []  # no sound unless the staffer chose one

    look(qtbot, window)  # the same order, seen again by the next look
    assert orders_entry(window) == "Orders (1)"

    _, second = place_a_cart(tmp_path / "store.sqlite3")
    _, third = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    assert window.message_bar.text.startswith("2 orders placed: ")
    assert f"#{second}" in window.message_bar.text and f"#{third}" in window.message_bar.text
    assert orders_entry(window) == "Orders (3)"

    window.message_bar.action_button.click()  # Show orders
    assert window.navigation.currentRow() == ORDERS_ROW
    assert orders_entry(window) == "Orders"
    assert "new order" not in window.message_bar.text


def test_an_order_is_announced_by_one_window_only_and_never_again_after_a_restart(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    shared = tmp_path / "bench"
    first = watching_window(qtbot, run, backend_app, shared, tmp_path / "first")
    second = watching_window(qtbot, run, backend_app, shared, tmp_path / "second")

    _, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, first)
    look(qtbot, second)

    assert orders_entry(first) == "Orders (1)" and f"#{number}" in first.message_bar.text
    assert orders_entry(second) == "Orders"  # the other window on this connection told it
    assert "New order" not in second.message_bar.text

    first.close()
    run(first.session.close())
    again = watching_window(qtbot, run, backend_app, shared, tmp_path / "first")
    assert orders_entry(again) == "Orders" and "New order" not in again.message_bar.text

    _, later = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, second)
    look(qtbot, again)
    assert orders_entry(second) == "Orders (1)" and f"#{later}" in second.message_bar.text
    assert orders_entry(again) == "Orders"


def _claim_in_a_process(path: str, ids: list[int], results: Any) -> None:
    moment = datetime(2026, 11, 27, 12, tzinfo=UTC)
    found = [NewOrder(i, f"{i:09d}", "", None, None, moment + timedelta(seconds=i)) for i in ids]
    claimed: list[int] = []
    for order in found:  # one look per order, each racing the other process's
        with SharedFile(Path(path)).changing() as state:
            claimed += [fresh.id for fresh in claim(state, [order])]
    results.put(claimed)


def test_two_processes_looking_at_once_claim_each_order_exactly_once(tmp_path: Path) -> None:
    path = str(tmp_path / "orders.json")
    context = multiprocessing.get_context("spawn")
    results = context.Queue()
    ids = list(range(1, 41))
    processes = [
        context.Process(target=_claim_in_a_process, args=(path, ids, results)) for _ in range(2)
    ]
    for process in processes:
        process.start()
    claimed = [results.get(timeout=120), results.get(timeout=120)]
    for process in processes:
        process.join(timeout=60)
        assert process.exitcode == 0
    assert sorted(claimed[0] + claimed[1]) == ids


@pytest.mark.parametrize("flavour", ["1.13-1.14", "2.x"])
def test_a_sylius_store_that_cannot_sort_orders_by_checkout_says_why_nothing_is_announced(
    run: Runner, open_client: Any, flavour: str
) -> None:
    from tests.sylius_api_platform import create_app

    auth = PasswordAuth(
        client_id="", client_secret="", username="api@example.com", password="sylius"
    )
    client = StoreClient(
        "http://shop.test", auth=auth, transport=httpx.ASGITransport(app=create_app(flavour))
    )
    reason = run(watch_refusal(open_client(client)))
    assert reason is not None
    assert reason.startswith(f"Sylius {flavour.replace('-', '–')} cannot sort its orders by")


def test_a_sylius_admin_api_store_lists_new_orders_by_checkout_time(
    run: Runner, open_client: Any
) -> None:
    from tests.sylius_v1 import create_app
    from tests.sylius_v1_client.conftest import client_for

    async def looks() -> tuple[str | None, list[NewOrder], list[NewOrder]]:
        async with client_for(create_app("1.10-1.12", None)) as client:
            await client.sign_in()
            first = await orders_since(client, None, baseline=True)
            return (
                await watch_refusal(client),
                first,
                await orders_since(client, first[0].placed_at),
            )

    refusal, first, later = run(looks())
    assert refusal is None
    assert [order.number for order in first] == ["000000012"]  # the stand-in's newest order
    state: dict[str, Any] = {}
    assert claim(state, first) == first
    assert [order.id for order in later] == [first[0].id] and claim(state, later) == []


def test_the_interval_and_what_is_announced_are_set_per_connection_in_the_settings(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, bells: list[str]
) -> None:
    from storeadmin_gui.ui.bench.bench_settings import load_bench_settings
    from storeadmin_gui.ui.bench.settings_dialog import BenchSettingsDialog

    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path)
    dialog = window.bench.open_settings()
    assert isinstance(dialog, BenchSettingsDialog)
    assert not dialog.keep_in_tray.isEnabled()  # no system tray offscreen: said in its tip
    assert dialog.keep_in_tray.toolTip() == (
        "This desktop has no system tray: new orders show in the window."
    )
    dialog.interval.setValue(15)
    dialog.sound.setChecked(True)
    dialog.accept()
    watcher = window.bench.watcher
    assert watcher is not None and watcher.timer.interval() == 15_000
    assert window.bench.announcer.sound
    kept = load_bench_settings(window.settings, "Demo")
    assert (kept.interval_s, kept.sound, kept.announce) == (15, True, True)
    place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    assert bells == ["new orders"]  # the sound chosen: the announcement is heard too
    assert load_bench_settings(window.settings, "Another store").announce is False

    dialog = window.bench.open_settings()
    assert isinstance(dialog, BenchSettingsDialog)
    dialog.announce.setChecked(False)
    dialog.accept()
    assert window.bench.watcher is None  # nothing watched any more
