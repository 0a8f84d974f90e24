"""Where the cursor goes in an editor: Tab's round, the field an editor opens in, and the first
field with a message after Save was refused.

Tab goes through the editor's inputs as they read (as the editor sets them, or as Qt chains them),
then the row of buttons under the form, and round again; Shift+Tab the other way. Qt's own chain
puts the buttons, made first, before the form, and moves widgets about when the form is rearranged
piece by piece, so the editor keeps its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from storeadmin_gui.ui.editors.fields import Form

__all__ = ["TabOrder", "first_input", "focus_first_at_fault"]


class TabOrder:
    """The stops of Tab in one editor: its inputs, then the buttons under its form."""

    def __init__(self, body: QWidget, buttons: Callable[[], Sequence[QWidget]]) -> None:
        self._body = body
        self._buttons = buttons  # asked each time: a message's buttons come and go
        self.inputs: list[QWidget] = []  # none set: as Qt chains the body's inputs

    def stops(self) -> list[QWidget]:
        """Where Tab stops, in order (those hidden or off now included)."""
        return [*(self.inputs or _chained_under(self._body)), *self._buttons()]

    def next_stop(self, current: QWidget | None, forward: bool) -> QWidget | None:
        """The stop after (or before) the one holding ``current``; None when it holds none."""
        stops = [widget for widget in self.stops() if _takes_tab(widget)]
        while current is not None and current not in stops:
            current = current.parentWidget()
        if current is None:
            return None
        return stops[(stops.index(current) + (1 if forward else -1)) % len(stops)]


def first_input(form: Form, editor: QWidget, body: QWidget) -> QWidget | None:
    """The input of the first field that takes the cursor (an editor opens ready to type)."""
    for field in form.fields():
        widget = field.widget
        target = widget.focusProxy() or widget
        # Asked while loading, when the body is off: enabled as it is once the body is on.
        usable = widget.isVisibleTo(editor) and widget.isEnabledTo(body)
        if usable and target.focusPolicy() & Qt.FocusPolicy.TabFocus:
            return widget
    return None


def focus_first_at_fault(form: Form) -> None:
    """Put the cursor in the first input that shows a message, its text selected."""
    target = form.first_at_fault()
    if target is None:
        return
    target.setFocus(Qt.FocusReason.OtherFocusReason)
    select_all = getattr(target, "selectAll", None)
    if callable(select_all):
        select_all()


def _takes_tab(widget: QWidget) -> bool:
    target = widget.focusProxy() or widget
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(target.focusPolicy() & Qt.FocusPolicy.TabFocus)
    )


def _chained_under(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` in Qt's focus chain, each once, without the line edits that
    combo and spin boxes keep inside (Tab stops at the box)."""
    found: list[QWidget] = []
    widget = root.nextInFocusChain()
    while widget is not None and widget is not root and widget not in found:
        inner = isinstance(widget.parentWidget(), QComboBox | QAbstractSpinBox)
        if root.isAncestorOf(widget) and not inner and widget.focusProxy() is None:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found
