"""Saved views over the real backend: filters and hidden columns remembered across a restart (a new
window on the same settings), the header's column chooser, and named views saved, opened,
renamed and deleted from the toolbar."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.pages import OrdersPage, page_index
from storeadmin_gui.ui.shell.main_window import page_settings_prefix
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.widgets.lookup_combo import LookupComboBox
from tests.ui.dialog_support import click_button, visible_dialogs
from tests.ui.filter_support import filter_box
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import column_of, open_window, temp_settings, wait_for_rows

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

ORDERS = page_index(OrdersPage.key)


def orders_page(qtbot: QtBot, session: Session, messages: Any, settings: QSettings) -> Any:
    window = open_window(qtbot, session, messages, settings)
    window.show_page(ORDERS)
    page = wait_for_rows(qtbot, window)
    assert isinstance(page, OrdersPage)
    # The channels lookup has answered (a remembered channel stands alone in the box until then).
    qtbot.waitUntil(
        lambda: filter_box(page, "channel", LookupComboBox).findData("WEB") >= 0, timeout=5000
    )
    return window, page


def header_action(page: Any, text: str) -> Any:
    return next(a for a in page.view.horizontalHeader().actions() if a.text() == text)


def choose_columns(page: Any, **shown: bool) -> None:
    """Tick or untick columns in the header's context menu, as a user would."""
    menu = header_action(page, "Columns").menu()
    menu.aboutToShow.emit()
    for action in menu.actions():
        if action.text() in shown and action.isChecked() != shown[action.text()]:
            action.trigger()


def tick_in_chooser(page: Any, **shown: bool) -> None:
    """Tick or untick columns by the headers the chooser shows (in the window's language)."""
    menu = page.column_chooser.menu
    menu.aboutToShow.emit()
    for action in menu.actions():
        if action.text() in shown and action.isChecked() != shown[action.text()]:
            action.trigger()


def visible_headers(page: Any) -> list[str]:
    header = page.view.horizontalHeader()
    return [
        page.model.columns[header.logicalIndex(v)].header
        for v in range(header.count())
        if not header.isSectionHidden(header.logicalIndex(v))
    ]


def answer_name(qtbot: QtBot, name: str) -> None:
    qtbot.waitUntil(lambda: bool(visible_dialogs(QInputDialog)), timeout=5000)
    dialog = visible_dialogs(QInputDialog)[-1]
    dialog.setTextValue(name)
    click_button(dialog, "OK")


def menu_texts(page: Any) -> list[str]:
    page.views_button.views_menu.aboutToShow.emit()
    return [a.text() for a in page.views_button.views_menu.actions() if not a.isSeparator()]


def from_views_menu(page: Any, action: Any) -> None:
    """Open the Views menu (which fills it as things are now) and choose ``action``."""
    page.views_button.views_menu.aboutToShow.emit()
    assert action.isEnabled()
    action.trigger()


def open_named(page: Any, name: str) -> None:
    page.views_button.views_menu.aboutToShow.emit()
    action = next(a for a in page.views_button.views_menu.actions() if a.text() == name)
    action.trigger()


def test_filters_and_hidden_columns_come_back_after_a_restart(
    qtbot: QtBot,
    session: Session,
    messages: MessageChannel,
    settings: QSettings,
    tmp_path: Path,
    backend_app: Any,
) -> None:
    window, page = orders_page(qtbot, session, messages, settings)
    filter_box(page, "channel", LookupComboBox).set_value("MOB")
    qtbot.keyClicks(page.filters.box("customer"), "example.com")
    page.filters.box("customer").returnPressed.emit()
    choose_columns(page, Customer=False, Updated=False)
    assert "Customer" not in visible_headers(page)
    qtbot.waitUntil(lambda: page.model.criteria.get("channel") == "MOB", timeout=5000)
    window.close()

    again, reopened = orders_page(qtbot, session, messages, temp_settings(tmp_path))

    assert filter_box(reopened, "channel", LookupComboBox).value == "MOB"
    assert filter_box(reopened, "channel", LookupComboBox).currentText() == "Mobile App (MOB)"
    assert reopened.filters.box("customer").text() == "example.com"
    # The very first request of the new window already filters (no unfiltered list first).
    assert reopened.model.criteria == {"channel": "MOB", "customer": "example.com"}
    assert "Customer" not in visible_headers(reopened)
    assert "Updated" not in visible_headers(reopened)
    choose_columns(reopened, Customer=True)
    assert "Customer" in visible_headers(reopened)
    again.close()


def test_the_last_visible_column_cannot_be_hidden(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    _window, page = orders_page(qtbot, session, messages, settings)
    everything = [c.header for c in page.model.columns]
    choose_columns(page, **{name: False for name in everything})

    assert visible_headers(page) == [everything[-1]]
    chooser = page.column_chooser
    chooser.sync()
    assert not chooser.column_actions[-1].isEnabled()
    chooser.show_all_action.trigger()
    assert visible_headers(page) == everything


def test_a_named_view_is_saved_opened_renamed_and_deleted_and_survives_a_restart(
    qtbot: QtBot,
    session: Session,
    messages: MessageChannel,
    settings: QSettings,
    tmp_path: Path,
) -> None:
    window, page = orders_page(qtbot, session, messages, settings)
    assert page.views_button.text() == "View: Standard view"
    state = filter_box(page, "state", QComboBox)
    state.setCurrentIndex(state.findData("cart"))
    state.activated.emit(state.currentIndex())
    page.model.sort(column_of(page, "Total"), Qt.SortOrder.DescendingOrder)
    page.view.horizontalHeader().setSortIndicator(
        column_of(page, "Total"), Qt.SortOrder.DescendingOrder
    )
    choose_columns(page, Completed=False)
    assert page.views_button.text() == "Views"  # changed from the standard view, not saved

    from_views_menu(page, page.views_button.save_action)
    answer_name(qtbot, "  Open carts  ")
    qtbot.waitUntil(lambda: page.views_button.text() == "View: Open carts", timeout=5000)
    assert menu_texts(page)[:2] == ["Standard view", "Open carts"]

    open_named(page, "Standard view")
    assert filter_box(page, "state", QComboBox).currentData() == ""
    assert page.model.sorting == {}
    assert "Completed" in visible_headers(page)
    qtbot.waitUntil(lambda: page.model.criteria == {}, timeout=5000)

    open_named(page, "Open carts")
    assert filter_box(page, "state", QComboBox).currentData() == "cart"
    assert page.model.sorting == {"total": "desc"}
    assert page.model.criteria == {"state": "cart"}
    assert "Completed" not in visible_headers(page)
    assert page.views_button.text() == "View: Open carts"

    from_views_menu(page, page.views_button.rename_action)
    answer_name(qtbot, "Carts by value")
    qtbot.waitUntil(lambda: page.views_button.text() == "View: Carts by value", timeout=5000)
    window.close()

    # A new window on the same settings: the view is offered, and opens as saved.
    again, reopened = orders_page(qtbot, session, messages, temp_settings(tmp_path))
    assert "Carts by value" in menu_texts(reopened) and "Open carts" not in menu_texts(reopened)
    open_named(reopened, "Standard view")
    open_named(reopened, "Carts by value")
    assert reopened.model.criteria == {"state": "cart"}
    assert reopened.model.sorting == {"total": "desc"}
    assert "Completed" not in visible_headers(reopened)

    from_views_menu(reopened, reopened.views_button.delete_action)
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    click_button(visible_dialogs(QMessageBox)[-1], "Delete")
    qtbot.waitUntil(lambda: "Carts by value" not in menu_texts(reopened), timeout=5000)
    assert reopened.views_button.text() == "View: Standard view"
    again.close()


def test_hidden_columns_and_views_survive_a_change_of_language(
    qtbot: QtBot, session: Session, messages: MessageChannel, tmp_path: Path
) -> None:
    """Columns are remembered by a fixed name, not by the header the language shows."""
    install_language("de_DE")
    try:
        window, page = orders_page(qtbot, session, messages, temp_settings(tmp_path))
        tick_in_chooser(page, Kunde=False)
        from_views_menu(page, page.views_button.save_action)
        answer_name(qtbot, "Ohne Kunde")
        qtbot.waitUntil(lambda: "Ohne Kunde" in page.views_button.text(), timeout=5000)
        tick_in_chooser(page, Kunde=True, Zahlung=False)
        window.close()
    finally:
        install_language("en_US")

    again, reopened = orders_page(qtbot, session, messages, temp_settings(tmp_path))
    assert "Payment" not in visible_headers(reopened)
    assert "Customer" in visible_headers(reopened)
    open_named(reopened, "Ohne Kunde")
    assert "Customer" not in visible_headers(reopened)
    again.close()


def test_settings_that_name_columns_by_their_headers_in_any_language_are_read_back(
    qtbot: QtBot, session: Session, messages: MessageChannel, tmp_path: Path
) -> None:
    """Settings of an older version named columns by the header then shown (German, French,
    Dutch or English): they still hide and order the same columns."""
    prefix = page_settings_prefix(OrdersPage)
    old = temp_settings(tmp_path)
    old.setValue(f"{prefix}/hidden_columns", json.dumps(["Zahlung", "Kanal"]))
    views = {
        "Paiement seul": {"hidden": ["Client", "Modifié"], "order": ["Paiement", "Id"]},
        "Klanten": {"hidden": ["Verzending"], "order": []},
    }
    old.setValue(f"{prefix}/views", json.dumps(views))
    old.sync()

    window, page = orders_page(qtbot, session, messages, temp_settings(tmp_path))
    shown = visible_headers(page)
    assert "Payment" not in shown and "Channel" not in shown and "Customer" in shown
    open_named(page, "Paiement seul")
    shown = visible_headers(page)
    assert shown[:2] == ["Payment", "Id"]
    assert "Customer" not in shown and "Updated" not in shown and "Channel" in shown
    open_named(page, "Klanten")
    assert "Shipping" not in visible_headers(page) and "Customer" in visible_headers(page)
    window.close()
