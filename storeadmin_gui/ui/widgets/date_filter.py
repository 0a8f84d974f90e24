"""A date a list filters by, or none: a date box with its calendar and a button that clears it.

``QDateEdit`` always holds a date; "no date" is its minimum here, shown as the box's own words
("Any day"), the way Qt's special value text works. Its calendar opens on the current month while
no date is chosen. The value is the day as ``YYYY-MM-DD`` ("" for none), as the server's date
criteria take it.

Tab steps through a date's day, month and year, then leaves; Qt's date box keeps Tab to itself
while it shows its words instead of a date, so there Tab (and Shift+Tab) leaves at once.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDateEdit, QHBoxLayout, QToolButton, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["DateFilter"]

NONE = QDate(2000, 1, 1)  # the minimum: stands for "no date"
ISO = "yyyy-MM-dd"
_FIRST_USE = (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress)


class _DateBox(QDateEdit):
    """A date box that Tab leaves while it shows no date (see the module docstring); it says
    when it is first focused, clicked or typed in (``first_used``), before its calendar can
    open: Qt makes the calendar the first time it is asked for, so a list does not at start."""

    first_used = Signal()

    def event(self, event: QEvent) -> bool:
        if event.type() in _FIRST_USE and not self.signalsBlocked():
            self.first_used.emit()
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and plain and self.date() == NONE:
            QWidget.focusNextPrevChild(self, key == Qt.Key.Key_Tab)
            event.accept()
            return
        super().keyPressEvent(event)


class DateFilter(QWidget):
    """Emits ``value_changed`` with the day chosen ("" when cleared)."""

    value_changed = Signal(str)

    def __init__(self, none_text: str, tooltip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.date_edit = _DateBox()
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setMinimumDate(NONE)
        self.date_edit.setSpecialValueText(none_text)
        self.date_edit.setDate(NONE)
        self.date_edit.setToolTip(tooltip)
        self.date_edit.setAccessibleName(tooltip)
        self.setToolTip(tooltip)
        self.clear_button = QToolButton()
        self.clear_button.setText(tr("widgets.date_filter", "Clear"))
        self.clear_button.setToolTip(tr("widgets.date_filter", "No date: do not filter by it"))
        self.clear_button.setAccessibleName(tr("widgets.date_filter", "Clear the date"))
        self.clear_button.clicked.connect(self.clear)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addWidget(self.date_edit)
        row.addWidget(self.clear_button)
        self._sent = ""
        self.date_edit.dateChanged.connect(self._changed)
        self.date_edit.first_used.connect(self._watch_calendar)
        self._update_clear()

    @property
    def value(self) -> str:
        """The day filtered by, ``YYYY-MM-DD``, or "" for none."""
        date = self.date_edit.date()
        return "" if date == NONE else date.toString(ISO)

    def set_value(self, value: str) -> None:
        """Show ``value`` (``YYYY-MM-DD``; anything else clears) without telling anyone."""
        date = QDate.fromString(value, ISO) if value else NONE
        blocked = self.date_edit.blockSignals(True)
        self.date_edit.setDate(date if date.isValid() and date > NONE else NONE)
        self.date_edit.blockSignals(blocked)
        self._sent = self.value
        self._update_clear()

    def shown(self) -> str:
        """The day as the box writes it, in the user's locale."""
        return self.date_edit.text()

    def clear(self) -> None:
        self.date_edit.setDate(NONE)

    def _changed(self, _date: QDate) -> None:
        self._update_clear()
        if self.value != self._sent:
            self._sent = self.value
            self.value_changed.emit(self._sent)

    def _update_clear(self) -> None:
        self.clear_button.setEnabled(bool(self.value))

    def _watch_calendar(self) -> None:
        """From now on, the calendar opens on the current month while no date is chosen."""
        self.date_edit.first_used.disconnect(self._watch_calendar)
        self.date_edit.calendarWidget().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The calendar opens on the current month while no date is chosen."""
        if event.type() == QEvent.Type.Show and not self.value:
            today = QDate.currentDate()
            self.date_edit.calendarWidget().setCurrentPage(today.year(), today.month())
        return super().eventFilter(watched, event)
