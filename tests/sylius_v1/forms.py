"""Symfony form submission, as the Sylius admin API uses it: one engine for every write.

What matters to a client, from Symfony's ``Form::submit`` and Sylius's request handler
(SyliusResourceBundle ``Form/Extension/HttpFoundation/HttpFoundationRequestHandler.php``):

- the body is submitted to a form named ``''``; POST and PUT submit with ``clearMissing`` true,
  PATCH with false: every field a PUT body leaves out is submitted as null (a text becomes null, a
  checkbox false, a compound's children null in turn);
- scalars are submitted as PHP strings: ``false`` becomes null (an unticked checkbox), ``true``
  becomes ``"1"``, numbers their decimal text; a checkbox is ticked by any value but null;
- a key the form does not have adds "This form should not contain extra fields." to that form;
- a value a field cannot read adds the field's ``invalid_message``; the model keeps its old value;
- a compound entry that had no data stays absent when all it got is empty and it is not required
  (a translation in a second locale), and is created empty when it is required.

The error tree renders as FOSRestBundle's JMS form handler does: every field of the form is listed
under ``children`` (an empty object when it has no error), with ``errors`` where there are some.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

EXTRA_FIELDS = "This form should not contain extra fields."
NOT_VALID = "This value is not valid."
NOT_BLANK = "This value should not be blank."


class Invalid(ValueError):
    """A submitted text the field cannot read."""


@dataclass(frozen=True)
class Scalar:
    """One input: text, number, checkbox, a choice by code..."""

    name: str
    parse: Callable[[str], Any] = str
    invalid: str = NOT_VALID
    checkbox: bool = False
    disabled: bool = False  # shown in the error tree, never submitted (an existing code)


@dataclass(frozen=True)
class Compound:
    """A form with children (the root, a translation, a channel pricing, a fixed collection)."""

    name: str
    children: tuple[Scalar | Compound, ...]
    required: bool = True


Field = Scalar | Compound


@dataclass
class Node:
    """One field's place in the error tree."""

    compound: bool
    errors: list[str] = field(default_factory=list)
    children: dict[str, Node] = field(default_factory=dict)
    synchronized: bool = True  # False once the submitted value could not be read

    def unreadable(self, message: str) -> None:
        self.errors.append(message)
        self.synchronized = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.errors:
            out["errors"] = list(self.errors)
        if self.children:
            out["children"] = {name: child.to_json() for name, child in self.children.items()}
        return out

    def add(self, path: Sequence[str], message: str) -> None:
        """A violation at ``path`` (property names); it lands on the deepest field that exists,
        the root when none does, as Symfony's violation mapper places it, and is dropped when
        that field could not read its value (it already says so)."""
        node = self
        for name in path:
            if name not in node.children:
                break
            node = node.children[name]
        if node.synchronized:
            node.errors.append(message)

    @property
    def valid(self) -> bool:
        return not self.errors and all(child.valid for child in self.children.values())


def blank(form_field: Field) -> Node:
    if isinstance(form_field, Scalar):
        return Node(compound=False)
    return Node(compound=True, children={c.name: blank(c) for c in form_field.children})


def php_value(value: Any) -> Any:
    """What Symfony receives once PHP has decoded the JSON and ``Form::submit`` has run."""
    if value is False or value is None:
        return None
    if value is True:
        return "1"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        text = format(value, ".14G")
        return text if "E" in text or "." in text or value != int(value) else str(int(value))
    if isinstance(value, list):
        return {str(index): item for index, item in enumerate(value)}
    return value


def submit(form_field: Field, current: Any, raw: Any, clear_missing: bool) -> tuple[Any, Node]:
    """Submit ``raw`` to ``form_field`` holding ``current``: the new data and its error node."""
    raw = php_value(raw)
    if isinstance(form_field, Scalar):
        return _submit_scalar(form_field, current, raw)
    return _submit_compound(form_field, current, raw, clear_missing)


def _submit_scalar(scalar: Scalar, current: Any, raw: Any) -> tuple[Any, Node]:
    node = Node(compound=False)
    if scalar.disabled:
        return current, node
    if isinstance(raw, dict):
        node.unreadable(scalar.invalid)
        return current, node
    if scalar.checkbox:
        return raw is not None, node
    text = None if raw is None else str(raw).strip()
    if not text:
        return None, node
    try:
        return scalar.parse(text), node
    except Invalid:
        node.unreadable(scalar.invalid)
        return current, node


def _submit_compound(
    compound: Compound, current: Any, raw: Any, clear_missing: bool
) -> tuple[Any, Node]:
    node = blank(compound)
    if raw is not None and not isinstance(raw, dict):
        node.unreadable(NOT_VALID)
        return current, node
    data = raw or {}
    names = {child.name for child in compound.children}
    if any(key not in names for key in data):
        node.errors.append(EXTRA_FIELDS)
    values: dict[str, Any] = {}
    for child in compound.children:
        if child.name in data or clear_missing:
            child_current = current.get(child.name) if isinstance(current, dict) else None
            values[child.name], node.children[child.name] = submit(
                child, child_current, data.get(child.name), clear_missing
            )
    if isinstance(current, dict):
        return {**current, **values}, node
    if not compound.required and all(_empty(value) for value in values.values()):
        return None, node
    return {child.name: values.get(child.name) for child in compound.children}, node


def _empty(value: Any) -> bool:
    if isinstance(value, dict):
        return all(_empty(inner) for inner in value.values())
    return value is None or value == ""


# -- readers for Scalar.parse ----------------------------------------------------------------------


_INTEGER = re.compile(r"[+-]?\d+")
_DECIMAL = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def integer(text: str) -> int:
    if not _INTEGER.fullmatch(text):
        raise Invalid(text)
    return int(text)


def number(text: str) -> float:
    if not _DECIMAL.fullmatch(text):
        raise Invalid(text)
    return float(text)


def money(text: str) -> int:
    """Sylius's MoneyType: the amount in major units (rounded half up at two decimals) times
    100, so ``"12.5"`` and ``12.5`` store 1250, and ``1250`` stores 125000."""
    if not _DECIMAL.fullmatch(text):
        raise Invalid(text)
    cents = Decimal(text).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) * 100
    return int(cents.to_integral_value())


def choice(options: dict[str, Any]) -> Callable[[str], Any]:
    """A choice by code (``choice_value``): the chosen value, or invalid when no option has it."""

    def read(text: str) -> Any:
        if text not in options:
            raise Invalid(text)
        return options[text]

    return read
