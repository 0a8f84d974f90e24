"""A value checked to be of the kind a test goes on to use (a widget, an editor)."""

from __future__ import annotations

from typing import TypeVar

__all__ = ["of_kind"]

T = TypeVar("T")


def of_kind(value: object, kind: type[T]) -> T:
    """``value``, which must be a ``kind``: what the test drives next is that kind's."""
    assert isinstance(value, kind), f"a {type(value).__name__}, not a {kind.__name__}"
    return value
