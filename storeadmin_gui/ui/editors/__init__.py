"""Editors for every write the API allows, and the functions the pages and main window open them by.

Each editor is a QWidget built on :mod:`storeadmin_gui.ui.editors.editor`; the ``open_*`` functions
below host one in a non-modal :class:`~storeadmin_gui.ui.editors.editor.EditorDialog` that deletes
itself when closed. They return the dialog at once (loading runs in the background), so a caller
can connect ``dialog.editor.saved`` / ``dialog.editor.deleted`` to refresh its table. Editor
modules are imported on first use, which keeps them out of the application's start-up time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QDialog, QWidget

from storeadmin_gui.ui import openers
from storeadmin_gui.ui.shell.screens import fit_to_screen

if TYPE_CHECKING:
    import asyncio

    from storeadmin_gui.api import ApiError, StoreClient
    from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
    from storeadmin_gui.ui.editors.editor import Editor, EditorDialog

__all__ = [
    "enable_users",
    "open_bulk_prices",
    "open_cart_editor",
    "open_customer_profile",
    "open_editor",
    "open_new_cart",
    "open_new_order",
    "open_new_user",
    "open_new_variant",
    "open_order_editor",
    "open_user_editor",
    "open_variant_editor",
]


def open_editor(
    editor: Editor, parent: QWidget | None, *, size: tuple[int, int] = (880, 620)
) -> EditorDialog:
    """Show ``editor`` in its own window (deleted on close, guarded against losing changes)."""
    from storeadmin_gui.ui.editors.editor import EditorDialog

    dialog = EditorDialog(editor, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_to_screen(dialog, QSize(*size))
    dialog.show()
    return dialog


def open_variant_editor(
    parent: QWidget | None, client: StoreClient, product_code: str, code: str | None
) -> EditorDialog:
    """Edit variant ``code`` of ``product_code`` (``code=None``: create a new one)."""
    from storeadmin_gui.ui.editors.variant_editor import VariantEditor

    return open_editor(VariantEditor(client, product_code, code), parent)


def open_new_variant(
    parent: QWidget | None, client: StoreClient, product_code: str
) -> EditorDialog:
    """Ctrl+N on the variants page: a new variant of the product chosen in its filter."""
    return open_variant_editor(parent, client, product_code, None)


def open_bulk_prices(
    parent: QWidget | None, client: StoreClient, variants: Sequence[tuple[str, str]]
) -> BulkPriceDialog:
    """Bulk price editing of the selected ``(product_code, variant_code)`` rows."""
    from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog

    dialog = BulkPriceDialog(client, variants, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


# --- carts, orders, users ---------------------------------------------------------------------


def _open_creator(
    editor: Editor,
    parent: QWidget | None,
    then: Callable[[Any], EditorDialog],
    opened: Callable[[EditorDialog], object] | None,
) -> EditorDialog:
    """A "New …" form that closes once the record exists and hands it to ``then``, which opens
    the record's own editor; ``opened`` gets that editor's window (so a table can follow it)."""
    from storeadmin_gui.ui.editors.editor import EditorDialog

    dialog = EditorDialog(editor, parent, close_on_save=True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_to_screen(dialog, QSize(580, 240))

    def created(record: Any) -> None:
        follow_up = then(record)
        if opened is not None:
            opened(follow_up)

    editor.created.connect(created)  # type: ignore[attr-defined]
    dialog.show()
    return dialog


def open_cart_editor(parent: QWidget | None, client: StoreClient, cart_id: int) -> EditorDialog:
    """The cart editor (Enter on the carts page)."""
    from storeadmin_gui.ui.editors.cart_editor import CartEditor

    return open_editor(CartEditor(client, cart_id), parent, size=(1000, 640))


def open_new_cart(
    parent: QWidget | None,
    client: StoreClient,
    *,
    opened: Callable[[EditorDialog], object] | None = None,
) -> EditorDialog:
    """Ctrl+N on the carts page: the "New cart" form, then the new cart's editor."""
    from storeadmin_gui.ui.editors.new_sale import NewCartEditor

    return _open_creator(
        NewCartEditor(client),
        parent,
        lambda cart: open_cart_editor(parent, client, cart.id),
        opened,
    )


def open_order_editor(parent: QWidget | None, client: StoreClient, order_id: int) -> EditorDialog:
    """The order detail with its add/remove item and delete actions (Enter on the orders page)."""
    from storeadmin_gui.ui.editors.order_editor import OrderEditor

    return open_editor(OrderEditor(client, order_id), parent, size=(1080, 660))


def open_new_order(
    parent: QWidget | None,
    client: StoreClient,
    *,
    opened: Callable[[EditorDialog], object] | None = None,
) -> EditorDialog:
    """Ctrl+N on the orders page: the "New order" form, then the new order's detail."""
    from storeadmin_gui.ui.editors.new_sale import NewOrderEditor

    return _open_creator(
        NewOrderEditor(client),
        parent,
        lambda order: open_order_editor(parent, client, order.id),
        opened,
    )


def open_user_editor(
    parent: QWidget | None, client: StoreClient, user_id: int | None
) -> EditorDialog:
    """Edit user ``user_id`` (``None``: create one; the window then goes on editing it)."""
    from storeadmin_gui.ui.editors.user_editor import UserEditor

    return open_editor(UserEditor(client, user_id), parent, size=(600, 480))


def open_new_user(parent: QWidget | None, client: StoreClient) -> EditorDialog:
    """Ctrl+N on the users page."""
    return open_user_editor(parent, client, None)


def open_customer_profile(parent: QWidget | None, client: StoreClient, customer_id: int) -> QDialog:
    """A customer's profile in its own window (Enter on the Customers view); its orders open in
    the order editor."""
    from storeadmin_gui.ui.people.customer_profile import open_customer_profile as open_profile

    return open_profile(parent, client, customer_id)


def enable_users(
    owner: QObject, client: StoreClient, user_ids: Sequence[int], enabled: bool
) -> asyncio.Task[dict[int, ApiError | None]]:
    """Enable or disable the selected users in the background (the users page's action).

    The task's result maps each id to ``None`` (done) or the error that user met; one failure
    does not stop the rest. The page refreshes when it ends.
    """
    from storeadmin_gui.ui import tasks
    from storeadmin_gui.ui.editors.user_editor import set_users_enabled

    return tasks.spawn(set_users_enabled(client, user_ids, enabled), owner=owner)


openers.ORDER.register(open_order_editor)  # the customer's profile opens orders through it
