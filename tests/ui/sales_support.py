"""Helpers for the cart, order, user and picker editor tests.

(The network that fails before sending or loses an answer is ``tests/support/network.py``.)
- :func:`save_screenshot`: grabs a widget into ``$STOREADMIN_SCREENSHOTS`` (or the test's tmp dir).
- :func:`answer_dialog`: waits for a confirmation box and clicks one of its buttons.
- :func:`pick`: types into a search picker, waits for the server's matches and picks one with the
  keyboard, as a user would.
- :func:`retype`: replaces an input's text by typing, as a user would.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.api.models import (
    Cart,
    CartCreate,
    Order,
    OrderCreate,
    OrderItemVariant,
    Variant,
)
from storeadmin_gui.ui.editors.editor import Editor
from storeadmin_gui.ui.editors.pickers import SearchPicker
from storeadmin_gui.ui.labels import counted
from tests.ui.dialog_support import click_button, visible_dialogs

SCARCE_VARIANT = ("STONEWARE_MUG", "STONEWARE_MUG_SAGE")  # tracked, one unit on hand in the demo


def new_cart(run: Any, client: Any, channel: str = "WEB", locale: str = "en_US") -> Cart:
    """An empty cart of the first customer."""
    customer = run(client.customers.list(page=1, limit=1)).items[0]
    body = CartCreate(customer=customer.email, channel=channel, locale_code=locale)
    cart: Cart = run(client.carts.create(body))
    return cart


def stock_message(run: Any, client: Any) -> str:
    """What staff read when the scarce variant is asked for more than it has: the server's
    sentence, then how many are left (read from the store)."""
    product = run(client.products.get(SCARCE_VARIANT[0]))
    variant = run(client.variants.get(*SCARCE_VARIANT))
    left = counted(variant.on_hand - (variant.on_hold or 0), "unit")
    return f"{product.name} does not have sufficient stock. Only {left} left in stock."


def placed_order(run: Any, client: Any) -> Order:
    """A demo order past checkout (it has a number, addresses, payments and shipments), still
    awaiting its payment and not yet sent, so that its items may change (docs/api.md section 11)."""
    criteria = {"state": "pending", "payment_state": "awaiting_payment", "shipping_state": "ready"}
    orders = run(client.orders.list(page=1, limit=10, criteria=criteria)).items
    listed = next(order for order in orders if order.items and order.payments)
    placed: Order = run(client.orders.get(listed.id))  # a list leaves the inventory units out
    return placed


def empty_order(run: Any, client: Any) -> Order:
    """A new order (state cart) in WEB with no customer."""
    order: Order = run(client.orders.create(OrderCreate(channel="WEB", locale_code="en_US")))
    return order


# The offscreen platform warns when a popup (the pickers' match list) asks to be raised or to
# grab the keyboard, and on size-hint changes of top-level windows: it cannot do either; these
# warnings say nothing about the app.
OFFSCREEN_WARNINGS = (
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
    "does not support propagateSizeHints",
)


def retype(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Select all in ``widget`` and type ``text``, key by key."""
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClick(widget, Qt.Key.Key_Delete)
    qtbot.keyClicks(widget, text)


def type_line_quantity(qtbot: QtBot, editor: Any, row: int, text: str) -> QLineEdit:
    """Open the cart line's quantity for editing in place and type ``text`` over it (not yet
    committed); the cell's input is returned."""
    index = editor.items_model.index(row, 2)
    editor.items_view.setCurrentIndex(index)
    editor.items_view.edit(index)
    cell: QLineEdit | None = editor.items_view.findChild(QLineEdit, "quantityEditor")
    assert cell is not None, "no quantity editor opened"
    cell.selectAll()
    qtbot.keyClicks(cell, text)
    return cell


def save_screenshot(widget: QWidget, name: str, fallback: Path) -> Path:
    """Save ``widget`` as ``name``.png for a reviewer to look at."""
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or fallback)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    for _ in range(3):  # nested layouts settle over a few passes (a hidden message label)
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    assert widget.grab().save(str(path)), f"could not save {path}"
    return path


def save_with_popup(window: QWidget, popup: QWidget, name: str, fallback: Path) -> Path:
    """Save ``window`` with ``popup`` drawn where it shows (a window grab alone misses it)."""
    path = save_screenshot(window, name, fallback)
    image = QPixmap(str(path))
    painter = QPainter(image)
    painter.drawPixmap(window.mapFromGlobal(popup.mapToGlobal(QPoint(0, 0))), popup.grab())
    painter.end()
    assert image.save(str(path))
    return path


def answer_dialog(qtbot: QtBot, button: str) -> str:
    """Wait for a confirmation box, click ``button``; return the question it asked."""
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    box = visible_dialogs(QMessageBox)[-1]
    text = box.text()
    click_button(box, button)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)
    return text


def ctrl_key(qtbot: QtBot, widget: QWidget, key: Qt.Key) -> Callable[[], None]:
    """An action pressing Ctrl+``key`` on ``widget`` (Ctrl+S saves in every editor)."""
    return lambda: qtbot.keyClick(widget, key, Qt.KeyboardModifier.ControlModifier)


def pick(
    qtbot: QtBot,
    picker: SearchPicker,
    text: str,
    row: int = 0,
    *,
    screenshot: tuple[str, Path] | None = None,
) -> Any:
    """Type ``text``, wait for the matches, choose match ``row`` with Down/Enter in the popup.

    With ``screenshot=(name, fallback folder)`` the window and its open popup are saved first.
    """
    picker.line_edit.setFocus()
    with qtbot.waitSignal(picker.searched, timeout=10000):
        qtbot.keyClicks(picker.line_edit, text)
    assert picker.offered(), f"nothing offered for {text!r}"
    popup = picker.completer.popup()
    assert popup is not None
    if not popup.isVisible():
        picker.completer.complete()
    if screenshot is not None:
        save_with_popup(picker.window(), popup, *screenshot)
    for _ in range(row + 1):
        qtbot.keyClick(popup, Qt.Key.Key_Down)
    with qtbot.waitSignal(picker.chosen, timeout=2000):
        qtbot.keyClick(popup, Qt.Key.Key_Return)
    # A real window system gives the activation back when the popup closes; offscreen does not.
    picker.window().activateWindow()
    qtbot.waitUntil(picker.window().isActiveWindow, timeout=2000)
    return picker.value()


E = TypeVar("E", bound=Editor)


def opened(qtbot: QtBot, editor: E, size: tuple[int, int] | None = (1000, 640)) -> E:
    """Show ``editor`` (at ``size``, or its own preferred size) and wait for its first load."""
    qtbot.addWidget(editor)
    if size is not None:
        editor.resize(*size)
    editor.show()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(lambda: editor.has_loaded, timeout=10000)  # editors load on their own
    return editor


def settled(qtbot: QtBot, editor: Editor, action: Callable[[], object]) -> None:
    """Do ``action`` and wait until the request it starts has finished."""
    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        action()


def code_of(variant: OrderItemVariant | Variant | None) -> str:
    """The code of a line's variant (every line of an order or a cart has its variant)."""
    assert variant is not None and variant.code is not None
    return variant.code
