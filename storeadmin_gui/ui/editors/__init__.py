"""Editors for every write the API allows, and the functions the pages and main window open them by.

Each editor is a QWidget built on :mod:`storeadmin_gui.ui.editors.form`; the ``open_*`` functions
below host one in a non-modal :class:`~storeadmin_gui.ui.editors.form.EditorDialog` that deletes
itself when closed. They return the dialog at once (loading runs in the background), so a caller
can connect ``dialog.editor.saved`` / ``dialog.editor.deleted`` to refresh its table. Editor
modules are imported on first use, which keeps them out of the application's start-up time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
    from storeadmin_gui.ui.editors.form import Editor, EditorDialog

__all__ = ["open_bulk_prices", "open_editor", "open_new_variant", "open_variant_editor"]


def open_editor(
    editor: Editor, parent: QWidget | None, *, size: tuple[int, int] = (880, 620)
) -> EditorDialog:
    """Show ``editor`` in its own window (deleted on close, guarded against losing changes)."""
    from storeadmin_gui.ui.editors.form import EditorDialog

    dialog = EditorDialog(editor, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.resize(*size)
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
