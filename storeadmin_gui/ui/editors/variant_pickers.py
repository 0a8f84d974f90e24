"""The variant editor's own pickers: a tax or shipping category, and a value per product option.

Each takes free text where the store offers no list to pick from (the server has no such lookup,
or the staffer's role may not read it), so a variant can still be edited there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from storeadmin_gui.api.models import Product, ShippingCategory, TaxCategory
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = ["NONE_LABEL", "CategoryPicker", "OptionValuesInput"]

NONE_LABEL = noop("editors.variant_editor", "— none —")


class CategoryPicker(QComboBox):
    """A tax or shipping category by name; value = its code. Free text without the lookup."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(self.changed)
        self.editTextChanged.connect(self._typed)
        self.setMinimumContentsLength(18)

    def set_categories(self, categories: Iterable[TaxCategory | ShippingCategory] | None) -> None:
        self.blockSignals(True)
        try:
            self.clear()
            self.addItem(translated(NONE_LABEL), None)
            if categories is None:
                self.setEditable(True)
                self.setEditText("")
                line = self.lineEdit()
                if line is not None:
                    line.setPlaceholderText(tr("editors.variant_editor", "category code"))
                self.setToolTip(
                    tr(
                        "editors.variant_editor",
                        "The server offers no list of categories: type the code.",
                    )
                )
                return
            self.setEditable(False)
            for category in categories:
                self.addItem(f"{category.name or category.code} ({category.code})", category.code)
        finally:
            self.blockSignals(False)

    def _typed(self, _text: str) -> None:
        if self.isEditable():
            self.changed.emit()

    def value(self) -> str | None:
        if self.isEditable():
            text = self.currentText().strip()
            return None if text in ("", NONE_LABEL, translated(NONE_LABEL)) else text
        data = self.currentData()
        return data if isinstance(data, str) else None

    def set_value(self, value: str | None) -> None:
        if self.isEditable():
            self.setEditText(value or "")
            return
        index = self.findData(value)
        if index < 0 and value is not None:  # assigned, but not in the lookup: keep it visible
            self.addItem(value, value)
            index = self.count() - 1
        self.setCurrentIndex(max(index, 0))


class OptionValuesInput(QWidget):
    """One picker per option of the product; value = ``{option code: option value code}``.

    Without the products lookup: one line of ``option: value`` pairs.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.pickers: dict[str, QComboBox] = {}
        self.names: dict[str, str] = {}  # option code -> its name
        self.free_text: QLineEdit | None = None
        self._errors: dict[str, QLabel] = {}

    def set_product(self, product: Product | None) -> None:
        if product is None:
            self.free_text = QLineEdit()
            self.free_text.setPlaceholderText(
                tr("editors.variant_editor", "option: value, … (codes)")
            )
            self.free_text.textChanged.connect(self.changed)
            self._layout.addRow(self.free_text)
            return
        if not product.options:
            self._layout.addRow(
                QLabel(tr("editors.variant_editor", "This product has no options."))
            )
        for option in product.options:
            picker = QComboBox()
            picker.setObjectName(f"option:{option.code}")
            picker.setAccessibleName(option.name or option.code)  # built after the form's names
            picker.addItem(translated(NONE_LABEL), None)
            for value in option.values:
                picker.addItem(value.value or value.name or value.code, value.code)
            picker.currentIndexChanged.connect(self.changed)
            error = error_label(f"error:option:{option.code}")
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(picker)
            column.addWidget(error)
            self._layout.addRow(f"{option.name or option.code}:", column)
            self.pickers[option.code] = picker
            self.names[option.code] = option.name or option.code
            self._errors[option.code] = error

    def _typed_pairs(self) -> tuple[dict[str, str], list[str]]:
        """The ``option: value`` pairs typed without the lookup, and the parts that are not."""
        assert self.free_text is not None
        pairs: dict[str, str] = {}
        unreadable: list[str] = []
        for part in self.free_text.text().split(","):
            key, colon, value = part.partition(":")
            if not part.strip():
                continue
            if not colon or not key.strip() or not value.strip():
                unreadable.append(part.strip())
                continue
            pairs[key.strip()] = value.strip()
        return pairs, unreadable

    def value(self) -> dict[str, str]:
        if self.free_text is not None:
            return self._typed_pairs()[0]
        return {
            code: data for code, picker in self.pickers.items() if (data := picker.currentData())
        }

    def set_value(self, value: Mapping[str, str] | None) -> None:
        value = value or {}
        if self.free_text is not None:
            self.free_text.setText(", ".join(f"{key}: {item}" for key, item in value.items()))
            return
        for code, picker in self.pickers.items():
            picker.setCurrentIndex(max(picker.findData(value.get(code)), 0))

    def show_errors(self, messages: Mapping[str, list[str]]) -> None:
        for code, label in self._errors.items():
            texts = messages.get(code, [])
            label.setText("\n".join(texts))
            label.setVisible(bool(texts))

    def local_errors(self) -> dict[str, str]:
        """Typed without the lookup: a part that is not ``option: value`` is not dropped
        silently, it is named."""
        if self.free_text is None:
            return {}
        unreadable = self._typed_pairs()[1]
        if not unreadable:
            return {}
        return {
            "": tr(
                "editors.variant_editor",
                "“{value}” is not an option and its value; "
                "write them as option: value, such as tshirt_size: tshirt_size_m.",
            ).format(value=unreadable[0])
        }

    def input_at_fault(self) -> QWidget | None:
        return next(
            (self.pickers[code] for code, label in self._errors.items() if label.isVisibleTo(self)),
            None,
        )

    def leaf_label(self, code: str) -> str:
        return tr("editors.variant_editor", "Option: {get}").format(get=self.names.get(code, code))

    def leaf_text(self, code: str, value: Any) -> str:
        picker = self.pickers.get(code)
        index = picker.findData(value) if picker is not None and value is not None else -1
        if picker is not None and index > 0:
            return picker.itemText(index)
        return "none" if value is None else str(value)
