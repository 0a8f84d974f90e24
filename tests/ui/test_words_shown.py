"""Words on screen that say what is true now, in full: a view's warning goes with the view, and
"Choose a product first" once one is chosen; the Product filter's clear button lists every
product again; a batch of one order counts one; roles and locales read by their names; payments
read as the lists read money and states; a refused add says how much stock is left; the list of
matches opens under the box typed in, and Enter then adds; Save's row sits right under the form;
a list's state badges fit their column after a change of language; a record reads with its own
grammar ("Create an order"); a window's title names the app once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QToolButton
from pytestqt.qtbot import QtBot

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui.editors.cart_editor import CartEditor
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.labels import role_label, state_label
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog
from storeadmin_gui.ui.pages import ListPage, OrdersPage, UsersPage, VariantsPage, page_index
from storeadmin_gui.ui.shell.main_window import MainWindow
from tests.support.kinds import of_kind
from tests.ui.dialog_support import close_editor, loaded_editor, open_first_row, visible_dialogs
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    SCARCE_VARIANT,
    code_of,
    new_cart,
    opened,
    pick,
    placed_order,
    retype,
    settled,
)
from tests.ui.shell_support import narrow_to_first_product, open_window, page_loaded, shown
from tests.ui.test_page_writes import delete_with_del, go_to

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


@pytest.fixture
def window(qtbot: QtBot, session: Any, messages: Any, settings: Any) -> Iterator[MainWindow]:
    shown_window: MainWindow = open_window(qtbot, session, messages, settings)
    shown_window.resize(1180, 720)
    yield shown_window
    for dialog in visible_dialogs(QDialog):
        dialog.close()


def test_a_views_warning_goes_when_another_view_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    users = go_to(qtbot, window, UsersPage)
    me = next(r for r in range(users.model.rowCount()) if "api@" in shown(users, r, "E-mail"))
    delete_with_del(qtbot, users, [me])  # the server refuses to delete the account signed in
    assert "could not be deleted" in window.message_bar.text
    go_to(qtbot, window, VariantsPage)
    assert window.message_bar.text == ""
    go_to(qtbot, window, UsersPage)
    assert window.message_bar.text == ""  # gone, not hidden for a while


def test_choose_a_product_first_goes_once_a_product_is_chosen(
    qtbot: QtBot, window: MainWindow
) -> None:
    variants = go_to(qtbot, window, VariantsPage)
    variants.new_item()  # "All products" listed: a new variant needs one
    assert window.message_bar.text.startswith("Choose a product first")
    narrow_to_first_product(qtbot, variants)
    assert window.message_bar.text == ""


def test_the_product_filters_clear_button_lists_every_product_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    variants = go_to(qtbot, window, VariantsPage)
    every = variants.total
    code = narrow_to_first_product(qtbot, variants)
    assert variants.total is not None and variants.total < every
    line = variants.filters.box("product").lineEdit()
    clear = next(button for button in line.findChildren(QToolButton) if button.isVisible())
    clear.click()
    qtbot.waitUntil(
        lambda: not variants.model.criteria.get("product") and page_loaded(variants),
        timeout=10_000,
    )
    assert variants.total == every, code


def test_a_batch_of_one_order_counts_one(qtbot: QtBot, store_client: Any, run: Any) -> None:
    pending = run(store_client.orders.summaries(page=1, limit=1, criteria={"state": "cancelled"}))
    dialog = OrderStepsDialog(store_client, Step.SHIP, [pending.items[0].id])
    qtbot.addWidget(dialog)
    dialog.resize(480, 300)  # narrower than the reason: it wraps
    dialog.show()
    assert dialog.progress.text() == "0 of 1"
    assert "0" not in dialog.apply_button.text()  # not "Ship 0 orders" while reading
    qtbot.waitUntil(dialog.load_task.done, timeout=10_000)
    assert dialog.apply_button.text() == "Ship orders" and not dialog.apply_button.isEnabled()
    result = dialog.table.item(0, 3)
    assert result is not None and result.text().startswith("Left alone:")
    height = dialog.table.rowHeight(0)
    width = dialog.table.columnWidth(3)
    lines = dialog.table.fontMetrics().boundingRect(
        0, 0, width - 8, 10_000, Qt.TextFlag.TextWordWrap, result.text()
    )
    assert lines.height() <= height  # the whole reason shows, over as many lines as it takes


def test_roles_read_by_their_names(qtbot: QtBot, window: MainWindow) -> None:
    users = go_to(qtbot, window, UsersPage)
    me = next(r for r in range(users.model.rowCount()) if "api@" in shown(users, r, "E-mail"))
    roles = shown(users, me, "Roles")
    assert "ROLE_" not in roles and role_label("ROLE_API_ACCESS") in roles
    users.view.selectRow(me)
    users.open_selected()
    qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
    editor = loaded_editor().editor
    entries = [editor.roles_input.item(i) for i in range(editor.roles_input.count())]
    assert [entry.text() for entry in entries][:2] == [
        "Shop customer account",
        "Administration access",
    ]
    assert all("ROLE_" not in entry.text() for entry in entries)
    assert entries[0].toolTip() == "ROLE_USER"  # the code, for whoever looks it up
    close_editor(qtbot, loaded_editor())


def test_a_carts_locale_reads_by_its_name(qtbot: QtBot, store_client: Any, run: Any) -> None:
    cart = new_cart(run, store_client, locale="en_US")
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    assert "Locale: <b>English (United States)</b>" in editor.header.text()
    assert "en_US" not in editor.header.text()


def test_payments_read_as_the_lists_read_money_and_states(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    payment = order.payments[0]
    assert payment.amount is not None
    text = editor.payments_label.text()
    assert state_label(payment.state) in text  # "New", not "new"
    assert format_money(payment.amount, order.currency) in text  # "€243.45", as the lists
    assert f" {order.currency}" not in text


def test_a_refused_add_says_how_much_stock_is_left(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    cart = new_cart(run, store_client)
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    pick(qtbot, editor.variant_picker, SCARCE_VARIANT[1])
    retype(qtbot, editor.quantity_input, "3")
    settled(qtbot, editor, editor.save)
    said = editor.form.error_for("")
    assert "does not have sufficient stock" in said  # the server's words
    assert said.endswith("Only 1 unit left in stock.")


def test_the_matches_open_under_the_box_and_enter_then_adds(
    qtbot: QtBot, window: MainWindow, store_client: Any, run: Any
) -> None:
    cart = new_cart(run, store_client)
    of_kind(window.page(page_index("carts")), ListPage).open_item(cart.id)
    qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
    dialog = loaded_editor()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    editor: CartEditor = dialog.editor
    box = editor.variant_picker.line_edit
    box.setFocus()
    with qtbot.waitSignal(editor.variant_picker.searched, timeout=10_000):
        qtbot.keyClicks(box, "mug")
    popup = editor.variant_picker.completer.popup()
    assert popup is not None
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    under_the_box = box.mapToGlobal(QPoint(0, box.height())).y()
    assert popup.geometry().top() >= under_the_box - 2  # it covers none of what is typed
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(editor.quantity_input.hasFocus, timeout=2000)
    with qtbot.waitSignal(editor.saved, timeout=10_000):
        qtbot.keyClick(editor.quantity_input, Qt.Key.Key_Return)  # Enter adds it
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    assert editor.cart is not None
    assert [code_of(item.variant) for item in editor.cart.items] == [SCARCE_VARIANT[1]]


def test_the_buttons_sit_right_under_the_form(qtbot: QtBot, window: MainWindow) -> None:
    """No blank band waits above an editor's buttons for a message."""
    for page_type in (VariantsPage, UsersPage, OrdersPage):
        dialog = open_first_row(qtbot, window, page_type)
        editor = dialog.editor
        for _ in range(3):
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        form_ends = editor.scroll_area.geometry().bottom()
        buttons_start = editor.save_button.geometry().top()
        assert buttons_start - form_ends < editor.save_button.height(), page_type.__name__
        close_editor(qtbot, dialog)


def test_record_sentences_have_their_own_grammar(qtbot: QtBot, window: MainWindow) -> None:
    orders = go_to(qtbot, window, OrdersPage)
    assert orders.page_actions.new_action.toolTip() == "Create an order (Ctrl+N)"
    assert orders.page_actions.open_action.text() == "Open order…"
    install_language("de")
    try:
        assert window.session.client is not None
        users = UsersPage(window.session.client)  # a view built in German
        qtbot.addWidget(users)
        assert users.page_actions.new_action.text() == "Neuer Benutzer…"
        assert users.page_actions.new_action.toolTip() == "Einen Benutzer anlegen (Strg+N)"
    finally:
        install_language("en_US")


def test_badges_fit_after_widths_kept_in_another_language(
    qtbot: QtBot, session: Any, messages: Any, settings: Any
) -> None:
    """Column widths kept in English fit the German labels when the app opens in German."""
    first = open_window(qtbot, session, messages, settings)
    first.resize(1500, 720)
    first.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(first.current_page), timeout=15_000)
    first.save_window_state()
    first.close()
    install_language("de")
    try:
        again = open_window(qtbot, session, messages, settings)
        again.resize(1500, 720)
        again.show_page(page_index(OrdersPage.key))
        orders = again.current_page
        qtbot.waitUntil(lambda: page_loaded(orders), timeout=15_000)
        metrics = orders.view.fontMetrics()
        for number, column in enumerate(orders.model.columns):
            for state in getattr(column, "states", ()):
                needed = metrics.horizontalAdvance(state_label(state)) + 22
                assert orders.view.columnWidth(number) >= needed, (column.header, state)
    finally:
        install_language("en_US")


def test_the_windows_title_names_the_app_once(window: MainWindow) -> None:
    """A desktop adds the app's name to a title that does not end with it."""
    title = window.windowTitle()
    assert title.endswith(APP_NAME) and title.count(APP_NAME) == 1
    assert title.startswith("http://testserver")
