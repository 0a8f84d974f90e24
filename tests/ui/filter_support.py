"""The filter widgets of a list view, each as the kind of widget a test drives."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

from storeadmin_gui.ui.pages.base import ListPage
from tests.support.kinds import of_kind

Box = TypeVar("Box", bound=QWidget)


def filter_box(page: ListPage, field: str, kind: type[Box]) -> Box:
    """The widget of the filter that sets ``field``, which must be a ``kind``."""
    return of_kind(page.filters.box(field), kind)
