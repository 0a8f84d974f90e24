"""Finding and driving the dialogs on screen, as a user would: by their visible button labels."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QTableWidget,
    QTreeWidget,
    QTreeWidgetItem,
)

if TYPE_CHECKING:
    from storeadmin_gui.ui.pages.page import Page

D = TypeVar("D", bound=QDialog)


def visible_dialogs(kind: type[D] = QDialog) -> list[D]:  # type: ignore[assignment]
    """The dialogs of ``kind`` now on screen, newest last ."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, kind) and widget.isVisible()
    ]


def click_button(dialog: QDialog, text: str) -> None:
    """Click the dialog's button labelled ``text`` ."""
    for button in dialog.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text:
            button.click()
            return
    raise LookupError(f"no button {text!r} in {dialog.windowTitle()!r}")


def loaded_editor() -> Any:
    """The editor window on screen once its editor has loaded (None before)."""
    from storeadmin_gui.ui.editors.editor import EditorDialog

    shown = [d for d in visible_dialogs(EditorDialog) if d.editor.has_loaded]
    return shown[0] if shown else None


def open_first_row(qtbot: Any, window: Any, page_type: type[Page]) -> Any:
    """Show ``page_type``'s list in ``window`` and open its first row's editor, loaded."""
    from storeadmin_gui.ui.pages import page_index
    from tests.ui.shell_support import page_loaded

    window.show_page(page_index(page_type.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    page = window.current_page
    page.view.selectRow(0)
    page.open_selected()
    qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
    return loaded_editor()


def close_editor(qtbot: Any, dialog: Any) -> None:
    """Close an editor window without the unsaved-changes question, and wait until it is gone."""
    dialog.editor.form.mark_saved()
    dialog.close()
    qtbot.waitUntil(lambda: loaded_editor() is None, timeout=5_000)


def open_bulk_prices_of_every_row(qtbot: Any, window: Any) -> Any:
    """Select every variant of the variants list and open the bulk price dialog on them."""
    from storeadmin_gui.ui.pages import VariantsPage, page_index
    from storeadmin_gui.ui.pages.variants import edit_prices_of_selected

    window.show_page(page_index(VariantsPage.key))
    variants = window.current_page
    variants.view.selectAll()
    bulk = edit_prices_of_selected(variants)
    assert bulk is not None  # every row is selected
    qtbot.waitUntil(lambda: bulk.channel_picker.count() > 0, timeout=10_000)
    return bulk


def table_text(table: QTableWidget, row: int, column: int) -> str:
    """The text of a table's cell, which must be filled."""
    item = table.item(row, column)
    assert item is not None, f"no cell at row {row}, column {column}"
    return item.text()


def tree_row(tree: QTreeWidget, index: int) -> QTreeWidgetItem:
    """A top-level row of ``tree``, which must be there."""
    row = tree.topLevelItem(index)
    assert row is not None, f"no row {index}"
    return row


def child_texts(row: QTreeWidgetItem, column: int) -> list[str]:
    """The texts in ``column`` of ``row``'s children, in order."""
    texts = []
    for index in range(row.childCount()):
        child = row.child(index)
        assert child is not None
        texts.append(child.text(column))
    return texts
