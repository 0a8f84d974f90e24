"""A picker filled from one of the server's read-only lookups, falling back to free text.

The lookups (channels, products, ...) are ours, beyond the contract (docs/api.md section 10): a
server without them answers 404, and then the same box simply takes typed text.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QCompleter, QSizePolicy, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.tasks import spawn

__all__ = ["LookupComboBox"]


class LookupComboBox(QComboBox):
    """Offers the lookup's items (``label`` shown, ``value`` kept); ``any_text`` adds a "no filter"
    first entry. Editable boxes also accept typed values and search items by any part of a label.
    """

    value_changed = Signal(str)
    loaded = Signal()
    load_failed = Signal(object)  # an api error other than "this server has no such lookup"

    def __init__(
        self,
        items: Callable[[], AsyncIterator[Any]],
        *,
        label: Callable[[Any], str],
        value: Callable[[Any], str],
        any_text: str | None = None,
        editable: bool = False,
        free_text_placeholder: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._items = items
        self._label = label
        self._value = value
        self._any_text = any_text
        self._free_text = False
        self._free_text_placeholder = free_text_placeholder
        self._sent: str | None = None
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumContentsLength(14)
        if any_text is not None:
            self.addItem(any_text, "")
        self._make_editable(editable)
        self.activated.connect(lambda _index: self._send())

    @property
    def free_text(self) -> bool:
        """True when the server has no such lookup and the box takes typed text."""
        return self._free_text

    @property
    def value(self) -> str:
        """The chosen item's value, or the typed text (trimmed) where nothing matches."""
        text = self.currentText().strip()
        if self.isEditable():
            found = self.findText(text, Qt.MatchFlag.MatchFixedString)
            if found < 0:
                return text
            return str(self.itemData(found) or "")
        return str(self.currentData() or "")

    def set_value(self, value: str) -> None:
        """Select the item with ``value`` (or type it, in an editable box)."""
        found = self.findData(value)
        if found >= 0:
            self.setCurrentIndex(found)
        elif self.isEditable():
            self.setEditText(value)
        self._send()

    def load(self) -> None:
        """Fetch the lookup in the background; the box stays usable meanwhile."""
        spawn(self._load(), owner=self)

    async def _load(self) -> None:
        found: list[tuple[str, str]] = []
        try:
            async for item in self._items():
                found.append((self._label(item), self._value(item)))
        except errors.NotFound:
            self._become_free_text()
            self.loaded.emit()
            return
        except errors.ApiError as error:
            self.load_failed.emit(error)
            return
        current = self.value
        self.blockSignals(True)
        self.clear()
        if self._any_text is not None:
            self.addItem(self._any_text, "")
        for label, value in found:
            self.addItem(label, value)
        self.blockSignals(False)
        if current:
            index = self.findData(current)
            if index >= 0:
                self.setCurrentIndex(index)
            elif self.isEditable():
                self.setEditText(current)
        elif self.isEditable() and self._any_text is None:
            self.setCurrentIndex(-1)
        self.loaded.emit()

    def _become_free_text(self) -> None:
        self._free_text = True
        self.blockSignals(True)
        self.clear()
        self.blockSignals(False)
        self._make_editable(True)
        line = self.lineEdit()
        if line is not None:
            line.setPlaceholderText(self._free_text_placeholder)

    def _make_editable(self, editable: bool) -> None:
        self.setEditable(editable)
        if not editable:
            return
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        completer = QCompleter(self.model(), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        line = self.lineEdit()
        if line is not None:
            line.setClearButtonEnabled(True)
            line.editingFinished.connect(self._send)
            # The clear button (or the text erased): no filter at once, as a search box does.
            line.textChanged.connect(lambda text: self._send() if not text else None)
            # A name chosen that is longer than the box reads from its start.
            self.currentIndexChanged.connect(lambda _index: line.setCursorPosition(0))
            completer.activated.connect(lambda _text: self._send())

    def _send(self) -> None:
        value = self.value
        if value != self._sent:
            self._sent = value
            self.value_changed.emit(value)
