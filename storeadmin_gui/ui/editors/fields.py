"""Fields and form state: the one form framework every editor uses.

An editor is a set of *fields*. A :class:`Field` binds one value of the record (addressed by the
same flat path the client's ``ValidationFailed.field_errors`` uses, e.g. ``"on_hand"`` or
``"channel_pricings"``) to its input widget and an error label shown under it. A :class:`Form`
holds the fields and knows

- the values as loaded and as they are now, so it can say whether it is dirty and send only what
  changed (:meth:`Form.changes`);
- how to put the server's messages next to the right field (:meth:`Form.show_errors`; the longest
  field key that is a prefix of the message's path wins, deeper paths go to composite inputs such as
  the pricing grid, anything unmatched is shown at the top of the form);
- local checks as the user types (a checked input's own ``problem()``, such as a
  :class:`~storeadmin_gui.ui.editors.inputs.ParsedEdit`'s, a field's ``validate``, or a composite
  input's ``local_errors``);
- where messages go without moving anything: every error label keeps its line when empty
  (``ui.widgets.error_label``), so a message that appears never pushes the input below it away
  from the pointer;
- undo: each edit is a command on the editor's ``QUndoStack`` (typing in one input merges into one
  command), so Ctrl+Z works across the whole editor before saving.

The editor window around a form is :mod:`storeadmin_gui.ui.editors.editor`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.shell.accessible import plain_label
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = [
    "CheckedInput",
    "CompositeInput",
    "Field",
    "Form",
    "ValueInput",
]

Validator = Callable[[Any], str | None]

_INVALID_PROPERTY = "invalid"


@runtime_checkable
class ValueInput(Protocol):
    """A custom input with a value of its own (a number box that may be empty, a picker)."""

    changed: SignalInstance

    def value(self) -> Any: ...

    def set_value(self, value: Any) -> None: ...


@runtime_checkable
class CheckedInput(Protocol):
    """An input that knows when its text cannot be sent (``problem()`` says why)."""

    changed: SignalInstance

    def value(self) -> Any: ...

    def set_value(self, value: Any) -> None: ...

    def problem(self) -> str | None: ...


def _show_start(widget: QWidget) -> None:
    """A value set in a box too narrow for it shows its start (a name reads from its first
    word), not its end, where setting the text leaves the cursor."""
    boxes = [widget] if isinstance(widget, QLineEdit) else widget.findChildren(QLineEdit)
    for box in boxes:
        box.setCursorPosition(0)


@runtime_checkable
class CompositeInput(Protocol):
    """An input holding a structured value (a dict of prices, of translations, of option values).

    It shows the messages for the paths below its field itself (``"WEB.price"`` under
    ``"channel_pricings"``) and may report its own local problems by the same relative paths.
    """

    changed: SignalInstance

    def value(self) -> Any: ...

    def set_value(self, value: Any) -> None: ...

    def show_errors(self, messages: Mapping[str, list[str]]) -> None: ...

    def local_errors(self) -> dict[str, str]: ...


class Field(QObject):
    """One value of the record bound to its widget, with the error label shown under it.

    ``key`` is the path the server uses for this value. ``getter``/``setter``/``signal`` adapt the
    widget; use :meth:`Form.add` for the common widgets, which picks them. ``validate`` returns a
    message when the current value cannot be sent (checked as the user types).
    """

    edited = Signal()

    def __init__(
        self,
        key: str,
        widget: QWidget,
        *,
        label: str = "",
        getter: Callable[[], Any],
        setter: Callable[[Any], None],
        signal: SignalInstance,
        validate: Validator | None = None,
        display: Callable[[Any], str] | None = None,
    ) -> None:
        super().__init__(widget)
        self.key = key
        self.label = label
        if label and not widget.accessibleName():
            widget.setAccessibleName(plain_label(label))
        self.widget = widget
        self._get = getter
        self._set = setter
        self._validate = validate
        self._display = display
        self._quiet = False
        self.touched = False  # edited since loaded
        # A composite input keeps a line for each of its rows' messages; its own label is for
        # the rare message about it as a whole.
        self.error_label = error_label(
            f"error:{key}", keep_line=not isinstance(widget, CompositeInput)
        )
        self._server_messages: list[str] = []
        self.container = QWidget()
        self.container.setObjectName(f"field:{key}")
        column = QVBoxLayout(self.container)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(widget)
        column.addWidget(self.error_label)
        # Why the field cannot be changed, once a server's form does not take it (read_only.py).
        self.read_only_note: QLabel | None = None
        signal.connect(self._widget_changed)

    @property
    def composite(self) -> CompositeInput | None:
        return self.widget if isinstance(self.widget, CompositeInput) else None

    def value(self) -> Any:
        return self._get()

    def set_value(self, value: Any) -> None:
        """Put ``value`` in the widget without it counting as a user edit."""
        self._quiet = True
        try:
            self._set(value)
        finally:
            self._quiet = False

    def display(self, value: Any) -> str:
        """``value`` as text for a person (conflict comparison)."""
        if self._display is not None:
            return self._display(value)
        if value is None or value == "" or value == {}:
            return "—"
        if isinstance(value, bool):
            return tr("editors.fields", "yes") if value else tr("editors.fields", "no")
        shown = getattr(self.widget, "shown", None)  # a number, as the staffer's locale writes it
        if callable(shown):
            return str(shown(value))
        if isinstance(value, Mapping):
            return ", ".join(f"{key}: {item}" for key, item in value.items())
        return str(value)

    def _widget_changed(self, *_args: object) -> None:
        if not self._quiet:
            self.touched = True
            self._server_messages = []
            self.edited.emit()
            self.refresh_errors()

    def local_error(self) -> str | None:
        """The first local problem of the current value, or ``None``."""
        composite = self.composite
        if composite is not None:
            problems = composite.local_errors()
            if problems:
                return problems.get("") or next(iter(problems.values()))
        if isinstance(self.widget, CheckedInput):
            problem = self.widget.problem()
            if problem:
                return problem
        if self._validate is not None:
            return self._validate(self.value())
        return None

    def show_server_errors(self, messages: Mapping[str, list[str]]) -> None:
        """Show the server's messages: ``""`` on this field, deeper paths in a composite input."""
        self._server_messages = list(messages.get("", []))
        composite = self.composite
        deeper = {path: texts for path, texts in messages.items() if path}
        if composite is not None:
            composite.show_errors(deeper)
        else:
            for texts in deeper.values():
                self._server_messages.extend(texts)
        self.refresh_errors()

    def clear_errors(self) -> None:
        self._server_messages = []
        composite = self.composite
        if composite is not None:
            composite.show_errors({})
        self.refresh_errors()

    def refresh_errors(self) -> None:
        """Show local problems first (they change as the user types), then the server's.

        A field's own check speaks once the user has edited it (or tried to save): a new, empty
        form does not open full of complaints.
        """
        composite = self.composite
        local = composite.local_errors().get("") if composite else self.local_error()
        if not self.touched:
            local = None
        texts = [local] if local else []
        texts += [text for text in self._server_messages if text not in texts]
        self.error_label.setText("\n".join(texts))
        self.error_label.setVisible(bool(texts))
        invalid = bool(texts) or (composite is not None and bool(composite.local_errors()))
        self.widget.setAccessibleDescription("\n".join(texts))  # read out with the name
        if self.widget.property(_INVALID_PROPERTY) != invalid:
            self.widget.setProperty(_INVALID_PROPERTY, invalid)
            self.widget.setToolTip("\n".join(texts))

    def reveal(self) -> None:
        """Show this field's own check even if untouched (a save was attempted)."""
        self.touched = True
        self.refresh_errors()

    def error_text(self) -> str:
        return "" if self.error_label.isHidden() else self.error_label.text()


_merge_ids = itertools.count(1000)


class _FieldEdit(QUndoCommand):
    """One edit of one field; consecutive edits in the same input merge (typing a word)."""

    def __init__(self, form: Form, key: str, old: Any, new: Any, scope: int) -> None:
        field = form.field(key)
        super().__init__(tr("editors.fields", "Edit {value}").format(value=field.label or key))
        self.form = form
        self.key = key
        self.old = old
        self.new = new
        self.scope = scope
        self._merge_id = form.merge_id(key)
        self._already_applied = True

    def id(self) -> int:
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _FieldEdit) or other.key != self.key or other.scope != self.scope:
            return False
        self.new = other.new
        self.setObsolete(self.new == self.old)
        return True

    def redo(self) -> None:
        if self._already_applied:  # the user already made the edit; pushing only records it
            self._already_applied = False
            return
        self.form.apply(self.key, self.new)

    def undo(self) -> None:
        self.form.apply(self.key, self.old)


class Form(QObject):
    """The fields of one editor: loaded vs current values, errors, local checks and undo."""

    dirty_changed = Signal(bool)
    edited = Signal(str)  # key of the field the user (or undo) changed
    validity_changed = Signal(bool)

    def __init__(self, parent: QWidget, undo_stack: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self._fields: dict[str, Field] = {}
        self._loaded: dict[str, Any] = {}
        self._last: dict[str, Any] = {}
        self._merge_ids: dict[str, int] = {}
        self._dirty = False
        self._valid = True
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.general_label = error_label("error:")

    # --- building ---------------------------------------------------------------------------

    def bind(self, field: Field) -> Field:
        """Add a field built by hand (custom widget adapters)."""
        if field.key in self._fields:
            raise KeyError(f"the form already has a field {field.key!r}")
        self._fields[field.key] = field
        self._last[field.key] = field.value()
        self._loaded.setdefault(field.key, field.value())
        field.edited.connect(lambda key=field.key: self._user_edited(key))
        _route_undo_keys(field.widget, self)
        return field

    def add(
        self,
        key: str,
        widget: QWidget,
        *,
        label: str = "",
        validate: Validator | None = None,
        empty_is_none: bool = True,
        strip: bool = True,
        display: Callable[[Any], str] | None = None,
    ) -> Field:
        """Bind a standard widget (line edit, check box, combo box, value or composite input).

        Line edits give ``str`` (``None`` when blank and ``empty_is_none``; spaces around the
        text dropped unless ``strip`` is False, as for a password, where they are part of it),
        check boxes ``bool``, combo boxes the current item's data (or the typed text when
        editable and no item matches), value and composite inputs their own value.
        """
        getter, setter, signal = _adapter(widget, empty_is_none=empty_is_none, strip=strip)
        field = Field(
            key,
            widget,
            label=label,
            getter=getter,
            setter=setter,
            signal=signal,
            validate=validate,
            display=display,
        )
        return self.bind(field)

    def add_row(
        self, layout: QFormLayout, key: str, label: str, widget: QWidget, **options: Any
    ) -> Field:
        """:meth:`add`, then place the field (input with its error label) as a row of ``layout``."""
        field = self.add(key, widget, label=label, **options)
        caption = QLabel(f"{label}:")
        caption.setBuddy(widget)
        layout.addRow(caption, field.container)
        return field

    def remove(self, key: str) -> None:
        """Forget a field (its widget stays with its parent)."""
        self._fields.pop(key)
        self._loaded.pop(key, None)
        self._last.pop(key, None)

    # --- values -----------------------------------------------------------------------------

    def field(self, key: str) -> Field:
        return self._fields[key]

    def fields(self) -> list[Field]:
        return list(self._fields.values())

    def __contains__(self, key: object) -> bool:
        return key in self._fields

    def load(self, values: Mapping[str, Any]) -> None:
        """Show a freshly loaded record: it becomes the baseline, undo history and errors go."""
        for key, field in self._fields.items():
            if key in values:
                field.set_value(values[key])
                _show_start(field.widget)
            field.touched = False
            self._loaded[key] = field.value()
            self._last[key] = self._loaded[key]
        self.undo_stack.clear()
        self.clear_errors()
        self._update_state()

    def set_values(
        self, values: Mapping[str, Any], *, text: str = noop("editors.fields", "Change values")
    ) -> None:
        """Change several fields as ONE undoable user edit (a merge, a bulk fill)."""
        text = translated(text)
        changed = {key: value for key, value in values.items() if self.field(key).value() != value}
        if not changed:
            return
        self.undo_stack.beginMacro(text)
        try:
            for key, value in changed.items():
                old = self._last[key]
                self.apply(key, value)
                command = _FieldEdit(self, key, old, self._last[key], scope=next(_merge_ids))
                self.undo_stack.push(command)
        finally:
            self.undo_stack.endMacro()

    def values(self) -> dict[str, Any]:
        return {key: field.value() for key, field in self._fields.items()}

    def loaded_values(self) -> dict[str, Any]:
        return dict(self._loaded)

    def changes(self) -> dict[str, Any]:
        """Only what differs from the loaded record: what an update sends."""
        return {
            key: value for key, value in self.values().items() if value != self._loaded.get(key)
        }

    @property
    def dirty(self) -> bool:
        return self._dirty

    def mark_saved(self) -> None:
        """The current values are now the server's: the baseline moves, history is kept."""
        self._loaded = self.values()
        self.undo_stack.setClean()
        self._update_state()

    # --- errors -----------------------------------------------------------------------------

    def show_errors(self, field_errors: Mapping[str, list[str]]) -> list[str]:
        """Put each server message next to its field; return the ones no field took."""
        self.clear_errors()
        per_field: dict[str, dict[str, list[str]]] = {}
        unmatched: list[str] = []
        for path, messages in field_errors.items():
            key = self._owner_of(path)
            if key is None:
                name = _readable_path(path)
                unmatched += [f"{name}: {text}" if name else text for text in messages]
                continue
            relative = path[len(key) + 1 :] if path != key else ""
            per_field.setdefault(key, {}).setdefault(relative, []).extend(messages)
        for key, by_path in per_field.items():
            self._fields[key].show_server_errors(by_path)
        self.show_general(unmatched)
        return unmatched

    def first_at_fault(self) -> QWidget | None:
        """The input of the first field (in the order they were added) that shows a message
        now: the row of a composite input that holds one, or the field's own input."""
        for field in self._fields.values():
            composite = field.composite
            row = getattr(composite, "input_at_fault", None)
            inner = row() if callable(row) else None
            if isinstance(inner, QWidget):
                return inner
            if field.error_text():
                return field.widget
        return None

    def show_general(self, messages: Iterable[str]) -> None:
        texts = list(messages)
        self.general_label.setText("\n".join(texts))
        self.general_label.setVisible(bool(texts))

    def clear_errors(self) -> None:
        for field in self._fields.values():
            field.clear_errors()
        self.show_general([])

    def local_errors(self) -> dict[str, str]:
        """Problems found without the server, by field key; a form with any is not sent."""
        found: dict[str, str] = {}
        for key, field in self._fields.items():
            problem = field.local_error()
            if problem:
                found[key] = problem
        return found

    def visible_problems(self) -> dict[str, str]:
        """The local problems on screen now (of fields the user has edited)."""
        problems = self.local_errors()
        return {
            key: problem
            for key, problem in problems.items()
            if self._fields[key].touched or self._fields[key].composite is not None
        }

    def error_for(self, key: str) -> str:
        """What the error label of ``key`` shows (``""`` for the form-level label)."""
        if key == "":
            return "" if self.general_label.isHidden() else self.general_label.text()
        return self._fields[key].error_text()

    def _owner_of(self, path: str) -> str | None:
        best: str | None = None
        for key in self._fields:
            if (path == key or path.startswith(f"{key}.")) and (
                best is None or len(key) > len(best)
            ):
                best = key
        return best

    # --- edits and undo ---------------------------------------------------------------------

    def merge_id(self, key: str) -> int:
        if key not in self._merge_ids:
            self._merge_ids[key] = next(_merge_ids)
        return self._merge_ids[key]

    def apply(self, key: str, value: Any) -> None:
        """Set a field's value on behalf of undo/redo or a merge."""
        field = self._fields[key]
        field.set_value(value)
        self._last[key] = field.value()
        field.refresh_errors()
        self.edited.emit(key)
        self._update_state()

    def _user_edited(self, key: str) -> None:
        field = self._fields[key]
        new = field.value()
        old = self._last[key]
        if new == old:
            return
        self._last[key] = new
        self.show_general([])  # a form-level message was about the values as they were
        focus = QApplication.focusWidget()
        scope = id(focus) if focus is not None else 0
        self.undo_stack.push(_FieldEdit(self, key, old, new, scope))
        self.edited.emit(key)
        self._update_state()

    def _update_state(self) -> None:
        dirty = bool(self.changes())
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirty_changed.emit(dirty)
        valid = not self.local_errors()
        if valid != self._valid:
            self._valid = valid
            self.validity_changed.emit(valid)


def _readable_path(path: str) -> str:
    return path.replace(".", " › ") if path else ""


def _adapter(
    widget: QWidget, *, empty_is_none: bool, strip: bool = True
) -> tuple[Callable[[], Any], Callable[[Any], None], SignalInstance]:
    """Getter, setter and change signal for the common input widgets.

    There is no spin box among them: a spin box changes what was typed (it clamps 100000 to its
    maximum and drops a minus sign); numbers are typed into a ``ParsedEdit`` instead.
    """
    if isinstance(widget, ValueInput):  # checked and composite inputs too
        return widget.value, widget.set_value, widget.changed
    if isinstance(widget, QLineEdit):
        line = widget

        def get_text() -> str | None:
            text = line.text().strip() if strip else line.text()
            return None if (empty_is_none and not text.strip()) else text

        def set_text(value: Any) -> None:
            line.setText("" if value is None else str(value))

        return get_text, set_text, line.textChanged
    if isinstance(widget, QPlainTextEdit):
        plain = widget

        def get_plain() -> str | None:
            text = plain.toPlainText()
            return None if (empty_is_none and not text.strip()) else text

        return get_plain, lambda value: plain.setPlainText(value or ""), plain.textChanged
    if isinstance(widget, QCheckBox):
        box = widget
        return box.isChecked, lambda value: box.setChecked(bool(value)), box.toggled
    if isinstance(widget, QComboBox):
        return _combo_adapter(widget)
    raise TypeError(f"no adapter for {type(widget).__name__}; bind a Field by hand")


def _combo_adapter(
    combo: QComboBox,
) -> tuple[Callable[[], Any], Callable[[Any], None], SignalInstance]:
    """Combo value = current item's data; an editable combo also takes free text."""

    def get() -> Any:
        if combo.isEditable():
            text = combo.currentText().strip()
            index = combo.findText(text)
            if index >= 0:
                return combo.itemData(index)
            return text or None
        return combo.currentData()

    def set_(value: Any) -> None:
        index = combo.findData(value)
        if index < 0 and value is not None and combo.isEditable():
            combo.setEditText(str(value))
            return
        if index < 0 and value is not None:
            combo.addItem(str(value), value)  # a value the lookups did not list: keep it visible
            index = combo.count() - 1
        combo.setCurrentIndex(max(index, 0) if value is not None else max(combo.findData(None), 0))

    signal = combo.currentTextChanged if combo.isEditable() else combo.currentIndexChanged
    return get, set_, signal


class _UndoKeyRouter(QObject):
    """Stops an input's own Ctrl+Z so the editor-wide undo (one history for all fields) runs."""

    _keys = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildAdded:  # rows a composite input adds later
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QWidget):
                child.installEventFilter(self)
            return False
        # Returning True leaves the override unaccepted: the editor's shortcut fires instead.
        return (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and any(event.matches(key) for key in self._keys)
        )


def _route_undo_keys(widget: QWidget, form: Form) -> None:
    router = form.findChild(_UndoKeyRouter) or _UndoKeyRouter(form)
    widget.installEventFilter(router)
    for target in widget.findChildren(QWidget):
        target.installEventFilter(router)
