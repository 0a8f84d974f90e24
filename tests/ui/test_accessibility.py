"""What a screen reader and a keyboard meet: every control of the window, its four lists, every
editor (an existing record and a new one), the bulk price dialog, the order steps' windows, the
connect dialog and the windows that take data in and out (export, price import, print, a view's
name, the column chooser) has an accessible name as QAccessible reports it; an input's problem is
its accessible description; Tab walks each editor in the order a person reads it; and in German no
English is left in them."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_support import (
    close_editor,
    loaded_editor,
    open_bulk_prices_of_every_row,
    open_first_row,
    visible_dialogs,
)
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QInputDialog, QWidget
from pytestqt.qtbot import QtBot
from shell_support import (
    MemoryKeyring,
    demo_profile,
    in_process_factory,
    narrow_to_first_product,
    page_loaded,
    temp_settings,
)
from test_translations import english_left, english_texts

from storeadmin_gui.ui.accessible import controls_in
from storeadmin_gui.ui.connect_dialog import ConnectDialog
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.main_window import MainWindow
from storeadmin_gui.ui.messages import MessageChannel
from storeadmin_gui.ui.order_questions import ShipDialog
from storeadmin_gui.ui.order_steps import Step
from storeadmin_gui.ui.pages import (
    PAGE_TYPES,
    ListPage,
    OrdersPage,
    VariantsPage,
    page_index,
)
from storeadmin_gui.ui.pages.orders import take_step
from storeadmin_gui.ui.pages.variants import import_prices
from storeadmin_gui.ui.print_dialog import OrderPrintDialog
from storeadmin_gui.ui.profiles import ProfileStore, SecretStore
from storeadmin_gui.ui.session import Session
from storeadmin_gui.ui.tasks import spawn
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def shown_controls(root: QWidget) -> Iterator[QWidget]:
    return (widget for widget in controls_in(root) if widget.isVisibleTo(root))


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid()
    return interface.text(QAccessible.Text.Name).strip()


def unnamed(root: QWidget) -> list[str]:
    found = [
        f"{type(widget).__name__}#{widget.objectName()} in {type(widget.parentWidget()).__name__}"
        for widget in shown_controls(root)
        if not accessible_name(widget)
    ]
    if root.isWindow() and not accessible_name(root):
        found.append(f"the window {type(root).__name__}")
    return found


def tab_order_out_of_reading_order(dialog: QWidget) -> list[str]:
    """The editor's inputs in Tab order must run top to bottom, and left to right on a row."""
    editor = getattr(dialog, "editor", dialog)
    body = getattr(editor, "body", editor)
    inputs = [w for w in shown_controls(body) if w.isEnabled() and w.focusPolicy() & 0x1]
    if len(inputs) < 2:
        return []
    start = inputs[0]
    chain: list[QWidget] = []
    widget = start
    for _ in range(500):
        if widget in inputs and widget not in chain:
            chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is start:
            break
    problems: list[str] = []
    line = max(8, start.fontMetrics().height() // 2)
    for before, after in itertools.pairwise(chain):
        a = before.mapTo(dialog, QPoint(0, 0))
        b = after.mapTo(dialog, QPoint(0, 0))
        same_row = abs(a.y() - b.y()) <= line
        next_column = b.x() >= a.x() + before.width()  # up again, in the column to the right
        if (b.y() < a.y() - line and not next_column) or (same_row and b.x() < a.x()):
            problems.append(
                f"{accessible_name(before)!r} ({a.x()},{a.y()}) is followed by "
                f"{accessible_name(after)!r} ({b.x()},{b.y()})"
            )
    return problems


@pytest.fixture(params=["en_US", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    install_language(request.param)
    yield request.param
    install_language("en_US")


def shown_window(qtbot: QtBot, backend_app: Any, tmp_path: Path) -> tuple[MainWindow, Session]:
    """The main window at its usual size on the in-process backend, not signed in yet."""
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(1180, 720)
    window.show()
    return window, session


def test_every_control_of_the_window_and_its_editors_is_named_and_tabs_in_reading_order(
    qtbot: QtBot, language: str, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    english = english_texts() if language == "de" else set()
    window, session = shown_window(qtbot, backend_app, tmp_path)
    problems: dict[str, list[str]] = {"the window, signed out": unnamed(window)}
    run(session.open(demo_profile()))
    for index, page_type in enumerate(PAGE_TYPES):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        assert page is not None
        name = page_type.__name__
        problems[name] = unnamed(window)
        if not isinstance(page, ListPage):
            continue  # the Overview: no rows, no editors
        if isinstance(page, VariantsPage):
            narrow_to_first_product(qtbot, page)  # a new variant belongs to a product
        page.view.selectRow(0)
        for action, kind in ((page.open_selected, "editor"), (page.new_item, "new")):
            action()
            qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
            dialog = loaded_editor()
            problems[f"{name} {kind}: names"] = unnamed(dialog)
            problems[f"{name} {kind}: tab order"] = tab_order_out_of_reading_order(dialog)
            if english:
                problems[f"{name} {kind}: English"] = english_left(dialog, english)
            close_editor(qtbot, dialog)

    bulk = open_bulk_prices_of_every_row(qtbot, window)
    assert isinstance(bulk, BulkPriceDialog)
    problems["bulk prices: names"] = unnamed(bulk)
    if english:
        problems["bulk prices: English"] = english_left(bulk, english)
    bulk.close()

    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    orders = window.current_page
    orders.view.selectRow(0)
    steps = take_step(orders, Step.CANCEL)
    qtbot.waitUntil(steps.load_task.done, timeout=10_000)
    ship = ShipDialog("Order 000042", 3, window)
    ship.show()
    for what, dialog in (("order steps", steps), ("ship", ship)):
        problems[f"{what}: names"] = unnamed(dialog)
        problems[f"{what}: tab order"] = tab_order_out_of_reading_order(dialog)
        if english:
            problems[f"{what}: English"] = english_left(dialog, english)
        dialog.close()
    run(session.close())
    left = {where: found for where, found in problems.items() if found}
    assert left == {}, "\n".join(f"{where}: {found}" for where, found in left.items())


def test_the_windows_that_take_data_in_and_out_are_named(
    qtbot: QtBot, language: str, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    english = english_texts() if language == "de" else set()
    window, session = shown_window(qtbot, backend_app, tmp_path)
    run(session.open(demo_profile()))
    problems: dict[str, list[str]] = {}

    def look_at(where: str, root: QWidget) -> None:
        problems[where] = unnamed(root)
        if english:
            problems[f"{where}: English"] = english_left(root, english)

    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    orders = window.current_page
    assert isinstance(orders, OrdersPage)
    export = orders.export_list()
    assert export is not None
    look_at("export", export)
    export.close()

    orders.view.selectRow(0)
    orders.action("print").trigger()
    printing = visible_dialogs(OrderPrintDialog)[-1]
    qtbot.waitUntil(lambda: bool(printing.orders), timeout=10_000)
    look_at("print", printing)
    printing.close()

    naming = spawn(orders.views_button.save_as(), owner=orders)
    qtbot.waitUntil(lambda: bool(visible_dialogs(QInputDialog)), timeout=5_000)
    look_at("a view's name", visible_dialogs(QInputDialog)[-1])
    visible_dialogs(QInputDialog)[-1].reject()
    qtbot.waitUntil(naming.done, timeout=5_000)

    chooser = orders.column_chooser.menu
    chooser.aboutToShow.emit()
    problems["column chooser"] = [
        f"an entry of {chooser.title()!r}"
        for action in chooser.actions()
        if not action.isSeparator() and not action.text()
    ] + ([] if chooser.title() else ["the column chooser's title"])
    if english:
        problems["column chooser: English"] = english_left(chooser, english)

    window.show_page(page_index(VariantsPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    variants = window.current_page
    assert isinstance(variants, VariantsPage)
    price_import = import_prices(variants)
    look_at("price import", price_import)
    price_import.close()
    run(session.close())
    left = {where: found for where, found in problems.items() if found}
    assert left == {}, "\n".join(f"{where}: {found}" for where, found in left.items())


def test_the_connect_dialog_is_named_and_its_problems_are_described(
    qtbot: QtBot, backend_app: Any, tmp_path: Path
) -> None:
    session = Session(MessageChannel(), client_factory=in_process_factory(backend_app))
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    dialog = ConnectDialog(profiles, session.open, start_demo=session.close)
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []
    dialog.token_mode.setChecked(True)
    assert unnamed(dialog) == []


def test_an_input_with_a_problem_describes_it_to_a_screen_reader(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    run(session.open(demo_profile()))
    dialog = open_first_row(qtbot, window, VariantsPage)
    field = dialog.editor.form.field("position")
    field.widget.setFocus()
    field.widget.selectAll()
    qtbot.keyClicks(field.widget, "two")
    qtbot.waitUntil(lambda: bool(field.error_label.text()), timeout=2_000)
    interface = QAccessible.queryAccessibleInterface(field.widget)
    assert interface is not None
    assert interface.text(QAccessible.Text.Description) == field.error_label.text()
    close_editor(qtbot, dialog)
    run(session.close())
