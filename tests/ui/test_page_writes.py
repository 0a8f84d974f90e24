"""Every write from the main window, as a user reaches it: Enter opens the row's editor, Ctrl+N the
creator, a save shows in the table, Del deletes after confirming, and the multi-row actions (bulk
price, enable or disable users). The real demo store runs in-process behind a signed-in session.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import errors
from storeadmin_gui.api.models import CartCreate
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation
from storeadmin_gui.ui.editors.cart_editor import CartEditor, NewCartEditor
from storeadmin_gui.ui.editors.editor import Editor, EditorDialog
from storeadmin_gui.ui.editors.order_editor import NewOrderEditor, OrderEditor, placed
from storeadmin_gui.ui.editors.user_editor import UserEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.pages import (
    CartsPage,
    OrdersPage,
    UsersPage,
    VariantsPage,
    page_index,
)
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.variants import VariantScope
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS, answer_dialog, ctrl_key, pick
from tests.ui.shell_support import (
    narrow_to_first_product,
    open_window,
    row_of,
    shown,
    wait_for_rows,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


@pytest.fixture
def window(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> MainWindow:
    shown: MainWindow = open_window(qtbot, session, messages, settings)
    shown.resize(1180, 720)
    return shown


@pytest.fixture(autouse=True)
def _close_editor_windows() -> Any:
    """Editor windows are top-level: close what a test left open before the next one starts."""
    yield
    for dialog in visible_dialogs(EditorDialog):
        dialog.editor.form.mark_saved()  # no unsaved-changes question
        dialog.close()


def go_to(qtbot: QtBot, window: MainWindow, page_type: type[ListPage]) -> Any:
    activate(qtbot, window)
    window.show_page(page_index(page_type.key))
    page = wait_for_rows(qtbot, window)
    assert isinstance(page, page_type)
    return page


def activate(qtbot: QtBot, window: QWidget) -> None:
    """Bring ``window`` to the front, as a click on it does (offscreen, nothing else does)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)


def editor_of(qtbot: QtBot, kind: type[Editor]) -> Any:
    """The editor of ``kind`` in an open window, once it has loaded."""

    def found() -> Any:
        return next(
            (d.editor for d in visible_dialogs(EditorDialog) if isinstance(d.editor, kind)), None
        )

    qtbot.waitUntil(lambda: found() is not None and found().has_loaded, timeout=10_000)
    editor = found()
    activate(qtbot, editor.window())
    return editor


def press_enter_on(qtbot: QtBot, page: ListPage, row: int) -> None:
    activate(qtbot, page.window())
    page.view.setFocus()
    page.view.selectRow(row)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)


def save_and_wait_for_rows(
    qtbot: QtBot, page: ListPage, editor: Editor, *, confirm: str | None = None
) -> None:
    """Ctrl+S in the editor (answering its question with ``confirm``, when it asks one); the
    table reloads once the save has reached the server."""
    with (
        qtbot.waitSignal(page.model.page_loaded, timeout=10_000),
        qtbot.waitSignal(editor.saved, timeout=10_000),
    ):
        ctrl_key(qtbot, editor, Qt.Key.Key_S)()
        if confirm is not None:
            answer_dialog(qtbot, confirm)
    qtbot.waitUntil(lambda: not page.loading, timeout=10_000)


def press_ctrl_n(qtbot: QtBot, window: MainWindow) -> None:
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def delete_with_del(qtbot: QtBot, page: ListPage, rows: list[int]) -> str:
    """Select ``rows``, press Del, confirm; return the question asked."""
    activate(qtbot, page.window())
    page.view.setFocus()
    page.view.clearSelection()
    for row in rows:
        page.view.selectionModel().select(
            page.model.index(row, 0),
            page.view.selectionModel().SelectionFlag.Select
            | page.view.selectionModel().SelectionFlag.Rows,
        )
    with qtbot.waitSignal(page.model.page_loaded, timeout=10_000):
        qtbot.keyClick(page.view, Qt.Key.Key_Delete)
        question = answer_dialog(qtbot, "Delete")
    qtbot.waitUntil(lambda: not page.loading, timeout=10_000)
    return question


# ---------------------------------------------------------------------------------- variants


def test_variants_enter_edits_and_the_row_shows_the_saved_version(
    qtbot: QtBot, window: MainWindow, run: Any
) -> None:
    page = go_to(qtbot, window, VariantsPage)
    narrow_to_first_product(qtbot, page)
    key = page.model.key_at(1)
    assert shown(page, 1, "Version") == "1"

    press_enter_on(qtbot, page, 1)
    editor = editor_of(qtbot, VariantEditor)
    assert editor.code == key
    on_hand = editor.on_hand_input.value() + 5
    editor.on_hand_input.setText(str(on_hand))  # typed
    save_and_wait_for_rows(qtbot, page, editor)

    assert page.model.key_at(1) == key  # the same row, still current
    assert page.view.currentIndex().row() == 1
    assert shown(page, 1, "Version") == "2"
    assert (
        run(page.client.variants.get(page.part(VariantScope).product_code, str(key))).on_hand
        == on_hand
    )

    # Enter again raises the window already open instead of a second editor.
    press_enter_on(qtbot, page, 1)
    assert [d.editor for d in visible_dialogs(EditorDialog)] == [editor]


def test_variants_ctrl_n_creates_one_and_del_deletes_it(
    qtbot: QtBot, window: MainWindow, run: Any
) -> None:
    page = go_to(qtbot, window, VariantsPage)
    narrow_to_first_product(qtbot, page)
    total = page.total

    press_ctrl_n(qtbot, window)
    creator = editor_of(qtbot, VariantEditor)
    assert creator.creating and creator.product_code == page.part(VariantScope).product_code
    qtbot.keyClicks(creator.code_edit, "AAA_NEW_VARIANT")
    save_and_wait_for_rows(qtbot, page, creator)
    assert page.total == total + 1
    assert page.model.key_at(0) == "AAA_NEW_VARIANT"  # sorted by code

    creator.window().close()
    question = delete_with_del(qtbot, page, [0])
    assert question == "Delete variant AAA_NEW_VARIANT? This cannot be undone."
    assert page.total == total
    with pytest.raises(errors.NotFound):
        run(page.client.variants.get(page.part(VariantScope).product_code, "AAA_NEW_VARIANT"))


def test_bulk_price_on_two_selected_variants(qtbot: QtBot, window: MainWindow, run: Any) -> None:
    page = go_to(qtbot, window, VariantsPage)
    narrow_to_first_product(qtbot, page)
    assert not page.action("bulk_price").isEnabled()  # nothing selected yet
    page.view.selectRow(0)
    page.view.selectionModel().select(
        page.model.index(2, 0),
        page.view.selectionModel().SelectionFlag.Select
        | page.view.selectionModel().SelectionFlag.Rows,
    )
    keys = [str(page.model.key_at(0)), str(page.model.key_at(2))]
    assert page.action("bulk_price").isEnabled()

    page.action("bulk_price").trigger()
    (dialog,) = visible_dialogs(BulkPriceDialog)
    assert [row.code for row in dialog.rows] == keys
    qtbot.waitUntil(lambda: dialog.channel_picker.count() > 0, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB"))
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(Operation.SET))
    qtbot.keyClicks(dialog.amount_edit, "42")
    qtbot.keyClick(dialog.amount_edit, Qt.Key.Key_Return)  # preview
    with qtbot.waitSignal(page.model.page_loaded, timeout=10_000):
        dialog.apply_button.click()
    qtbot.waitUntil(lambda: not page.loading, timeout=10_000)
    dialog.close()

    for code in keys:
        assert (
            run(page.client.variants.get(page.part(VariantScope).product_code, code)).price("WEB")
            == 4200
        )
        assert "$42.00" in shown(page, row_of(page, code) or 0, "Prices")


# ---------------------------------------------------------------------------------- carts


def test_carts_enter_edits_ctrl_n_creates_and_del_deletes(
    qtbot: QtBot, window: MainWindow, run: Any
) -> None:
    client = window.session.client
    assert client is not None
    customer = run(client.customers.list(page=1, limit=1)).items[0]
    cart = run(
        client.carts.create(CartCreate(customer=customer.email, channel="WEB", locale_code="en_US"))
    )
    page = go_to(qtbot, window, CartsPage)
    assert page.model.key_at(0) == cart.id and shown(page, 0, "Items") == "0"

    press_enter_on(qtbot, page, 0)
    editor = editor_of(qtbot, CartEditor)
    assert editor.cart_id == cart.id
    pick(qtbot, editor.variant_picker, "hoodie")
    editor.quantity_input.setText("3")  # typed
    save_and_wait_for_rows(qtbot, page, editor)
    assert shown(page, 0, "Items") == "3"
    editor.window().close()

    total = page.total
    press_ctrl_n(qtbot, window)
    creator = editor_of(qtbot, NewCartEditor)
    qtbot.keyClicks(creator.customer_picker.line_edit, customer.email)
    creator.channel_picker.setCurrentIndex(creator.channel_picker.findData("WEB"))
    with qtbot.waitSignal(page.model.page_loaded, timeout=10_000):
        creator.save_button.click()
    new_cart_editor = editor_of(qtbot, CartEditor)  # the new cart opens in its editor
    assert page.total == total + 1 and page.model.key_at(0) == new_cart_editor.cart_id

    question = delete_with_del(qtbot, page, [0, 1])
    assert question.startswith("Delete 2 carts? The deletion is soft")
    assert page.total == total - 1
    for cart_id in (cart.id, new_cart_editor.cart_id):
        with pytest.raises(errors.NotFound):
            run(client.carts.get(cart_id))


# ---------------------------------------------------------------------------------- orders


def test_orders_enter_edits_ctrl_n_creates_and_del_soft_deletes(
    qtbot: QtBot, window: MainWindow, run: Any
) -> None:
    page = go_to(qtbot, window, OrdersPage)
    key = page.model.key_at(0)
    items_before = int(shown(page, 0, "Items"))

    press_enter_on(qtbot, page, 0)
    editor = editor_of(qtbot, OrderEditor)
    assert editor.order_id == key
    pick(qtbot, editor.variant_picker, "candle")
    asked = "Add to the placed order" if placed(editor.order) else None  # the newest may be
    save_and_wait_for_rows(qtbot, page, editor, confirm=asked)
    assert shown(page, 0, "Items") == str(items_before + 1)
    editor.window().close()

    total = page.total
    press_ctrl_n(qtbot, window)
    creator = editor_of(qtbot, NewOrderEditor)
    creator.channel_picker.setCurrentIndex(creator.channel_picker.findData("MOB"))
    with qtbot.waitSignal(page.model.page_loaded, timeout=10_000):
        creator.save_button.click()
    created = editor_of(qtbot, OrderEditor)
    assert page.total == total + 1 and page.model.key_at(0) == created.order_id

    question = delete_with_del(qtbot, page, [0])
    assert "The deletion is soft" in question
    assert page.total == total and page.model.key_at(0) == key
    with pytest.raises(errors.NotFound):
        run(page.client.orders.get(created.order_id))


# ---------------------------------------------------------------------------------- users


def test_users_enter_edits_ctrl_n_creates_and_del_soft_deletes(
    qtbot: QtBot, window: MainWindow, run: Any
) -> None:
    page = go_to(qtbot, window, UsersPage)
    row = next(r for r in range(page.model.rowCount()) if "tom.berger" in shown(page, r, "E-mail"))
    key = page.model.key_at(row)

    press_enter_on(qtbot, page, row)
    editor = editor_of(qtbot, UserEditor)
    assert editor.user_id == key
    editor.first_name_input.selectAll()
    qtbot.keyClicks(editor.first_name_input, "Thomas")
    save_and_wait_for_rows(qtbot, page, editor)
    assert shown(page, row_of(page, key) or 0, "Name").startswith("Thomas ")
    editor.window().close()

    press_ctrl_n(qtbot, window)
    creator = editor_of(qtbot, UserEditor)
    assert creator.creating

    total = page.total
    question = delete_with_del(qtbot, page, [row_of(page, key) or 0])
    assert "The deletion is soft" in question
    assert page.total == total - 1 and row_of(page, key) is None


def test_disable_then_enable_two_users_from_the_table(
    qtbot: QtBot, window: MainWindow, messages: MessageChannel, run: Any
) -> None:
    page = go_to(qtbot, window, UsersPage)
    client = page.client
    emails = ("sarah.kim@example.com", "tom.berger@example.com")
    rows = [r for r in range(page.model.rowCount()) if shown(page, r, "E-mail") in emails]
    keys = [page.model.key_at(r) for r in rows]
    page.view.selectRow(rows[0])
    page.view.selectionModel().select(
        page.model.index(rows[1], 0),
        page.view.selectionModel().SelectionFlag.Select
        | page.view.selectionModel().SelectionFlag.Rows,
    )

    for action, enabled, badge in (
        (page.action("disable"), False, "Disabled"),
        (page.action("enable"), True, "Enabled"),
    ):
        with qtbot.waitSignal(page.model.page_loaded, timeout=10_000):
            action.trigger()
        qtbot.waitUntil(lambda: not page.loading, timeout=10_000)
        assert [shown(page, row_of(page, k) or 0, "Status") for k in keys] == [badge, badge]
        assert [run(client.users.get(int(str(k)))).enabled for k in keys] == [enabled, enabled]
    assert not [m for m in messages.history if "could not be" in m.text]


def test_a_failed_delete_is_told_and_the_rest_still_go(
    qtbot: QtBot, window: MainWindow, messages: MessageChannel, run: Any
) -> None:
    """Deleting oneself is refused by the server; the other selected user is still deleted."""
    page = go_to(qtbot, window, UsersPage)
    me = next(
        r for r in range(page.model.rowCount()) if "api@example.com" in shown(page, r, "E-mail")
    )
    other = next(r for r in range(page.model.rowCount()) if "sarah.kim" in shown(page, r, "E-mail"))
    my_key, other_key = page.model.key_at(me), page.model.key_at(other)

    delete_with_del(qtbot, page, sorted([me, other]))

    assert row_of(page, my_key) is not None and row_of(page, other_key) is None
    (told,) = [m.text for m in messages.history if "could not be deleted" in m.text]
    assert told.startswith(f"1 of 2 could not be deleted: user #{my_key}: ")
    run(page.client.users.get(int(str(my_key))))  # still there


def test_edit_menu_offers_every_write_of_the_current_page(qtbot: QtBot, window: MainWindow) -> None:
    go_to(qtbot, window, UsersPage)
    window.edit_menu.aboutToShow.emit()
    texts = [a.text() for a in window.edit_menu.actions() if not a.isSeparator()]
    assert texts == [
        "&New…",
        "Open user…",
        "Copy rows",
        "Delete…",
        "Enable",
        "Disable",
        "Details",
    ]
    go_to(qtbot, window, VariantsPage)
    window.edit_menu.aboutToShow.emit()
    texts = [a.text() for a in window.edit_menu.actions() if not a.isSeparator()]
    assert texts == ["&New…", "Open variant…", "Copy rows", "Delete…", "Bulk price…", "Details"]
    assert QApplication.activeModalWidget() is None
