"""What the keyboard and a screen reader meet in a window: the controls Tab stops at, what each
is called, and where Tab and Shift+Tab go.

A control is any widget Tab can stop at now (shown, enabled, taking focus by Tab, not handing its
focus to another); what speaks for it is the widget a screen reader announces (an editable combo
box for its line edit). Its name must say what it is: its accessible name, the label whose buddy
it is, or a button's own words. What Qt reads when nobody named a control (a combo box's current
value, a tab bar's current tab, nothing for a scroll area) says what it holds, not what it is,
and a name without a letter or digit ("✕") says nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QRadioButton,
    QWidget,
)

from storeadmin_gui.ui.shell.accessible import plain_label

__all__ = ["controls", "describe", "stated_name", "tab_problems", "unnamed"]


def _inner_part(widget: QWidget) -> bool:
    """A combo box's or spin box's own line edit: Tab stops at its owner."""
    return isinstance(widget.parentWidget(), QComboBox | QAbstractSpinBox)


def controls(root: QWidget) -> list[QWidget]:
    """The widgets of ``root``'s window that Tab stops at now, in no particular order."""
    window = root.window()
    candidates = [root, *root.findChildren(QWidget)]
    return [
        widget
        for widget in candidates
        if widget.window() is window
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
        and not _inner_part(widget)
        and not widget.isWindow()
    ]


def speaker(widget: QWidget) -> QWidget:
    """The control a screen reader announces when ``widget`` has the focus."""
    while _inner_part(widget) or widget.focusProxy() is not None:
        parent = widget.parentWidget()
        if parent is None:
            break
        widget = parent
    return widget


def describe(widget: QWidget) -> str:
    name = stated_name(widget) or widget.objectName()
    return f"{type(widget).__name__} {name!r}" if name else type(widget).__name__


def stated_name(widget: QWidget) -> str:
    """What the control is called on purpose (see the module docstring), "" when nothing."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and plain_label(label.text()):
            return plain_label(label.text())
    if isinstance(widget, QAbstractButton):
        return plain_label(widget.text())
    return ""


def _says_something(name: str) -> bool:
    return any(character.isalnum() for character in name)


def _reads(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None or not interface.isValid():
        return ""
    return interface.text(QAccessible.Text.Name).strip()


def unnamed(root: QWidget) -> list[str]:
    """Every control of ``root`` without a name that says what it is, and the window itself
    when it has no title."""
    found = []
    for control in controls(root):
        who = speaker(control)
        name = stated_name(who)
        if not (_says_something(name) and _reads(who)):
            where = type(who.parentWidget()).__name__ if who.parentWidget() else "nothing"
            shown = f" (it reads {_reads(who)!r})" if _reads(who) else ""
            found.append(f"{type(who).__name__}#{who.objectName()} in {where}{shown}")
    if root.isWindow() and not _reads(root):
        found.append(f"the window {type(root).__name__}")
    return found


def _focused(root: QWidget, among: list[QWidget]) -> QWidget | None:
    """The control of ``among`` that holds the focus of ``root``'s window (or that its focused
    part belongs to)."""
    widget: QWidget | None = root.window().focusWidget()
    while widget is not None:
        if widget in among:
            return widget
        widget = widget.parentWidget()
    return None


def _stop(widget: QWidget) -> object:
    """What Tab stops at for ``widget``: a choice among exclusive radio buttons is one stop (the
    arrow keys move within it), any other control its own."""
    if isinstance(widget, QRadioButton):
        group = widget.group()
        if group is not None and group.exclusive():
            return group
        if widget.autoExclusive():
            return ("radio buttons of", widget.parentWidget())
    return widget


def _walk(root: QWidget, among: list[QWidget], key: Qt.Key) -> tuple[list[QWidget], str]:
    """Press ``key`` from the first control until the focus comes back to it; the controls met
    in turn, and what went wrong ("" when nothing)."""
    start = among[0]
    start.setFocus(Qt.FocusReason.TabFocusReason)
    met: list[QWidget] = [start]
    stuck = 0
    for _ in range(3 * len(among) + 10):
        holder = root.window().focusWidget()
        if holder is None:
            return met, "the focus left the window"
        QTest.keyClick(holder, key)
        now = _focused(root, among)
        if now is None:
            gone = root.window().focusWidget()
            return met, f"the focus went to {type(gone).__name__}, which is not a control"
        if now is met[-1]:
            stuck += 1
            if stuck >= 3:
                return met, f"{describe(now)} keeps the focus"
            continue
        stuck = 0
        if now is start:
            return met, ""
        met.append(now)
    return met, "the focus never came back to where it started"


def tab_problems(root: QWidget) -> Iterator[str]:
    """Tab reaches every control of ``root`` and comes back round; Shift+Tab goes the same way
    back."""
    among = controls(root)
    if len(among) < 2:
        return
    among.sort(key=lambda widget: widget.mapTo(root.window(), widget.rect().topLeft()).y())
    forward, trouble = _walk(root, among, Qt.Key.Key_Tab)
    if trouble:
        yield f"Tab: {trouble} (it went {[describe(w) for w in forward]})"
    reached = {_stop(widget) for widget in forward}
    missed = [describe(widget) for widget in among if _stop(widget) not in reached]
    if missed:
        yield f"Tab never reaches {missed} (it went {[describe(w) for w in forward]})"
    backward, trouble = _walk(root, among, Qt.Key.Key_Backtab)
    if trouble:
        yield f"Shift+Tab: {trouble}"
    if not trouble and [forward[0], *reversed(forward[1:])] != backward:
        yield "Shift+Tab does not go back the way Tab went"
