"""The search box (Ctrl+K) in the main window against the real demo store: answers grouped by
kind as the staffer types, driven from the keyboard, an order opened with Enter, a stale answer
never shown over a newer one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.people.customer_profile import ProfileWindow
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_with_popup
from tests.ui.shell_support import demo_profile, desktop_of, signed_out_window

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

LOAD = 15000


def signed_in(qtbot: QtBot, backend_app: Any, run: Runner, folder: Path) -> tuple[Any, Any]:
    window, session = signed_out_window(qtbot, backend_app, folder)
    run(session.open(demo_profile()))
    qtbot.waitUntil(lambda: window.quick_search.isEnabled(), timeout=LOAD)
    return window, session


def editors_open(kind: type) -> list[Any]:
    return [
        widget.editor
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, EditorDialog) and isinstance(widget.editor, kind)
    ]


def test_ctrl_k_finds_an_order_by_its_number_and_enter_opens_it(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    window, session = signed_in(qtbot, backend_app, run, tmp_path)
    order = run(session.client.orders.list(limit=1, criteria={"state": "pending"})).items[0]
    box = window.quick_search
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(box.hasFocus, timeout=LOAD)
    with qtbot.waitSignal(box.answered, timeout=LOAD):
        qtbot.keyClicks(box, order.number.lstrip("0"))
    results = box.results
    assert results.isVisible()
    headings = [
        results.tree.topLevelItem(i).text(0) for i in range(results.tree.topLevelItemCount())
    ]
    assert headings[0] == "Orders"
    assert results.chosen().key == order.id  # the first answer is chosen at once
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(editors_open(OrderEditor)), timeout=LOAD)
    assert editors_open(OrderEditor)[0].order_id == order.id
    assert not results.isVisible()
    run(session.close())


def test_the_keyboard_walks_the_kinds_and_opens_a_variant(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    window, session = signed_in(qtbot, backend_app, run, tmp_path)
    box = window.quick_search
    box.setFocus()
    with qtbot.waitSignal(box.answered, timeout=LOAD):
        qtbot.keyClicks(box, "everyday_tshirt_m")
    answers = box.results.answers()
    assert answers and all(row.parent().text(0) == "Variants" for row in answers)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.results.chosen() == answers[0].data(0, Qt.ItemDataRole.UserRole)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    second = box.results.chosen()
    assert second == answers[1].data(0, Qt.ItemDataRole.UserRole)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.results.isVisible()
    with qtbot.waitSignal(box.answered, timeout=LOAD):
        box.ask()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: bool(editors_open(VariantEditor)), timeout=LOAD)
    assert editors_open(VariantEditor)[0].code == second.key[1]
    run(session.close())


def test_a_customer_found_by_name_opens_their_profile(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    window, session = signed_in(qtbot, backend_app, run, tmp_path)
    customer = run(session.client.customers.list(limit=1, sorting={"lastName": "asc"})).items[0]
    box = window.quick_search
    box.setFocus()
    with qtbot.waitSignal(box.answered, timeout=LOAD):
        qtbot.keyClicks(box, customer.email)
    answers = box.results.answers()
    assert answers and answers[0].parent().text(0) == "Customers"
    assert box.results.chosen().key == customer.id
    qtbot.keyClick(box, Qt.Key.Key_Return)

    def profile() -> Any:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ProfileWindow)]
        return shown[0] if shown and shown[0].isVisible() else None

    qtbot.waitUntil(lambda: profile() is not None, timeout=LOAD)
    window_shown = profile()
    assert window_shown.panel.customer_id == customer.id
    qtbot.waitUntil(lambda: customer.email in window_shown.windowTitle(), timeout=LOAD)
    window_shown.close()
    run(session.close())


def test_typing_on_drops_the_question_under_way(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    window, session = signed_in(qtbot, backend_app, run, tmp_path)
    box = window.quick_search
    box.setFocus()
    qtbot.keyClicks(box, "e")
    first = box.ask()  # asked at once, then typed on before its answer
    qtbot.keyClicks(box, "veryday_tshirt_s")
    with qtbot.waitSignal(box.answered, timeout=LOAD):
        box.ask()
    assert first is not None and first.cancelled()
    codes = [row.text(0) for row in box.results.answers()]
    assert codes and all(code.lower().startswith("everyday_tshirt_s") for code in codes)
    run(session.close())


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshot_of_the_search_box(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path, app_look: Any, scheme: str
) -> None:
    with desktop_of(app_look, tmp_path, scheme, "en_US"):
        window, session = signed_in(qtbot, backend_app, run, tmp_path)
        box = window.quick_search
        box.setFocus()
        with qtbot.waitSignal(box.answered, timeout=LOAD):
            qtbot.keyClicks(box, "ma")
        save_with_popup(window, box.results, f"quick-search-{scheme}", tmp_path)
        run(session.close())
