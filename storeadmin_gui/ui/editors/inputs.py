"""The one input for everything typed that must be read as a value: a text box and a parser.

:class:`ParsedEdit` keeps the text exactly as typed and asks its parser
(:mod:`storeadmin_gui.ui.editors.parsing`) what it means: the value when it can be sent, else a
sentence the form shows at the field (and Save is refused until it is fixed); a value put in is
written as the parser shows it (numbers in the staffer's locale). Up and Down step a whole number,
as a spin box would, but only within its range and only when the text is a number.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from storeadmin_gui.ui.editors.parsing import Parsed, Parser

__all__ = ["ParsedEdit", "text_of"]


def text_of(value: Any) -> str:
    """A value as staff would type it: ``None`` blank, numbers without exponent or grouping."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float | Decimal):
        number = Decimal(str(value)).normalize()
        return format(number, "f")
    return str(value)


class ParsedEdit(QLineEdit):
    """Text read by ``parser``; ``value()`` is the parsed value, or the text itself while it
    cannot be read (so the form counts it as an edit, and the guard asks before it is lost)."""

    changed = Signal()

    def __init__(
        self,
        parser: Parser,
        *,
        placeholder: str = "",
        width: int | None = 140,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._parser = parser
        self.setPlaceholderText(placeholder)
        if width is not None:
            self.setMaximumWidth(width)
        self.textChanged.connect(self.changed)

    @property
    def parser(self) -> Parser:
        return self._parser

    def set_parser(self, parser: Parser) -> None:
        """Read the same text another way (the bulk price dialog's operations); the text stays."""
        self._parser = parser
        self.changed.emit()

    def parsed(self) -> Parsed:
        return self._parser(self.text())

    def value(self) -> Any:
        parsed = self.parsed()
        return parsed.value if parsed.ok else self.text().strip()

    def set_value(self, value: Any) -> None:
        """Show ``value`` as staff read it: the parser's way (``16,27`` in German) when it has
        one, else as typed text."""
        self.setText(self.shown(value))

    def shown(self, value: Any) -> str:
        show = getattr(self._parser, "shown", None)
        text = show(value) if show is not None else None
        return text if text is not None else text_of(value)

    def problem(self) -> str | None:
        return self.parsed().problem

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}
        step = steps.get(Qt.Key(event.key()))
        stepper = getattr(self._parser, "stepped", None)
        if step is not None and stepper is not None and not event.modifiers():
            stepped = stepper(self.text(), step)
            if stepped is not None:
                self.setText(stepped)
            event.accept()
            return
        super().keyPressEvent(event)
