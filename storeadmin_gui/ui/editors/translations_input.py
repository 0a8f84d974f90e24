"""A variant's names per locale, as the variant editor takes them: a row per locale (the store's,
plus any the variant has), Add locale, and Remove where the server can remove a name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import locale_label
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = ["TranslationsInput"]


class TranslationsInput(QWidget):
    """A row per locale (the store's, plus any the variant has): name, Remove; Add locale.

    Value: ``{locale: name}`` for the rows with a name. Removing a row drops that translation.
    """

    changed = Signal()
    rows_changed = Signal()  # a locale row was added or removed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: dict[str, str] = {}
        self._offered: list[str] = []
        self.rows: dict[str, QLineEdit] = {}
        self.remove_buttons: dict[str, QToolButton] = {}
        self._row_widgets: dict[str, list[QWidget]] = {}
        self._errors: dict[str, QLabel] = {}
        self._server: dict[str, list[str]] = {}
        self._loaded: dict[str, str] = {}
        self.removal_reason: str | None = None  # why a name cannot be removed, where it cannot
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)  # the names get the width
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._next_row = 0
        self.add_picker = QComboBox()
        self.add_picker.setObjectName("addLocale")
        self.add_button = QPushButton(tr("editors.variant_editor", "Add locale"))
        self.add_button.clicked.connect(self._add_chosen)
        adder = QHBoxLayout()
        adder.addWidget(self.add_picker, 1)
        adder.addWidget(self.add_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self._grid)
        outer.addLayout(adder)

    def set_locales(self, store_locales: list[str], names: Mapping[str, str] | None) -> None:
        """The store's locales get rows; ``names`` (may be None) offers the rest to add."""
        self._names = dict(names or {})
        self._offered = list(dict.fromkeys([*store_locales, *self._names]))
        for code in store_locales:
            self._ensure_row(code)
        self._refresh_picker()
        if names is None:
            self.add_picker.setEditable(True)
            line = self.add_picker.lineEdit()
            if line is not None:
                line.setPlaceholderText(tr("editors.variant_editor", "locale code, e.g. en_US"))

    def _label(self, code: str) -> str:
        name = locale_label(code, self._names)
        return f"{name} ({code})" if name != code else code

    def forbid_removal(self, reason: str | None) -> None:
        """The server cannot remove a name (``reason``): a row with a name keeps it, and a name
        emptied is refused at its row until it is given one again."""
        self.removal_reason = reason
        for code, button in self.remove_buttons.items():
            self._show_remove(code, button)

    def _show_remove(self, code: str, button: QToolButton) -> None:
        button.setVisible(self.removal_reason is None or code not in self._loaded)

    def _ensure_row(self, code: str) -> QLineEdit:
        if code in self.rows:
            return self.rows[code]
        label = QLabel(locale_label(code, self._names))
        label.setToolTip(code)
        edit = QLineEdit()
        edit.setObjectName(f"translation:{code}")
        edit.setPlaceholderText(tr("editors.variant_editor", "name"))
        label.setBuddy(edit)
        remove = QToolButton()
        remove.setText("×")
        remove.setAccessibleName(
            tr("editors.variant_editor", "Remove the {label} translation").format(
                label=self._label(code)
            )
        )
        remove.setObjectName(f"remove:{code}")
        remove.setToolTip(
            tr("editors.variant_editor", "Remove the {label} translation").format(
                label=self._label(code)
            )
        )
        remove.clicked.connect(lambda _checked=False, code=code: self.remove_locale(code))
        error = error_label(f"error:translation:{code}")
        row = self._next_row
        self._next_row += 2
        self._grid.addWidget(label, row, 0)
        self._grid.addWidget(edit, row, 1)
        self._grid.addWidget(remove, row, 2)
        self._grid.addWidget(error, row + 1, 1, 1, 2)
        edit.textChanged.connect(lambda _text, code=code: self._edited(code))
        self.rows[code] = edit
        self._row_widgets[code] = [label, edit, remove, error]
        self.remove_buttons[code] = remove
        self._show_remove(code, remove)
        self._errors[code] = error
        self._refresh_picker()
        self.rows_changed.emit()
        return edit

    def add_locale(self, code: str) -> QLineEdit:
        """Show a row for ``code`` (focused, ready for the name)."""
        edit = self._ensure_row(code)
        edit.setFocus()
        return edit

    def remove_locale(self, code: str) -> None:
        had_name = bool(self.rows[code].text().strip())
        for widget in self._row_widgets.pop(code):
            self._grid.removeWidget(widget)
            widget.deleteLater()
        del self.rows[code]
        del self._errors[code]
        del self.remove_buttons[code]
        self._refresh_picker()
        self.rows_changed.emit()
        if had_name:
            self.changed.emit()

    def _add_chosen(self) -> None:
        code = (
            self.add_picker.currentText().strip()
            if self.add_picker.isEditable()
            else self.add_picker.currentData()
        )
        if code:
            self.add_locale(code)

    def _refresh_picker(self) -> None:
        if self.add_picker.isEditable():
            return
        self.add_picker.clear()
        for code in self._offered:
            if code not in self.rows:
                self.add_picker.addItem(self._label(code), code)
        # Every offered locale has its row: nothing to add, so the adder is not shown.
        self.add_picker.setVisible(self.add_picker.count() > 0)
        self.add_button.setVisible(self.add_picker.count() > 0)

    def _edited(self, code: str) -> None:
        self._server.pop(code, None)
        self._show(code)
        self.changed.emit()

    # --- CompositeInput ---------------------------------------------------------------------

    def value(self) -> dict[str, str]:
        return {code: text for code, edit in self.rows.items() if (text := edit.text().strip())}

    def set_value(self, value: Mapping[str, str] | None) -> None:
        value = value or {}
        self._loaded = {code: name for code, name in value.items() if name}
        for code in value:
            self._ensure_row(code)
        for code, edit in self.rows.items():
            edit.setText(value.get(code, ""))
        for code, button in self.remove_buttons.items():
            self._show_remove(code, button)

    def show_errors(self, messages: Mapping[str, list[str]]) -> None:
        """Paths below ``translations``: ``"fr_FR.name"`` goes to that row."""
        self._server = {}
        for path, texts in messages.items():
            self._server.setdefault(path.split(".", 1)[0], []).extend(texts)
        for code in self.rows:
            self._show(code)

    def _show(self, code: str) -> None:
        texts = [*self._emptied(code), *self._server.get(code, [])]
        self._errors[code].setText("\n".join(texts))
        self._errors[code].setVisible(bool(texts))

    def _emptied(self, code: str) -> list[str]:
        """The reason a name that cannot be removed may not be left empty."""
        if self.removal_reason and code in self._loaded and not self.rows[code].text().strip():
            return [self.removal_reason]
        return []

    def error_text(self, code: str) -> str:
        label = self._errors[code]
        return label.text() if label.isVisibleTo(self) else ""

    def local_errors(self) -> dict[str, str]:
        return {code: found[0] for code in self.rows if (found := self._emptied(code))}

    def input_at_fault(self) -> QWidget | None:
        return next((self.rows[code] for code in self.rows if self.error_text(code)), None)

    def leaf_label(self, code: str) -> str:
        return tr("editors.variant_editor", "Name in {label}").format(label=self._label(code))

    def leaf_text(self, code: str, value: Any) -> str:
        return tr("editors.variant_editor", "no name") if value in (None, "") else str(value)
