"""The main window's sidebar: one entry per view, in navigation order; the row chosen is the view
shown. It never takes the keyboard focus (the window's Ctrl+1… keys move between views)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.pages import PageKind

__all__ = ["NAVIGATION_WIDTH", "fit_to_titles", "sidebar"]

NAVIGATION_WIDTH = 170


def sidebar(page_kinds: Sequence[PageKind]) -> QListWidget:
    """The views' titles, as narrow as allowed until the window is shown (``fit_to_titles``)."""
    navigation = QListWidget()
    navigation.setObjectName("navigation")
    navigation.setAccessibleName(tr("main_window", "Views"))
    navigation.setFixedWidth(NAVIGATION_WIDTH)  # widened to its titles when shown
    navigation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    navigation.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for kind in page_kinds:
        navigation.addItem(kind.title)
    return navigation


def fit_to_titles(navigation: QListWidget) -> None:
    """The sidebar as wide as its longest title in the language and font shown (French titles
    are longer), never narrower than ``NAVIGATION_WIDTH``, so none is cut."""
    around = navigation.width() - navigation.viewport().width()  # frame and padding
    needed = navigation.sizeHintForColumn(0) + around
    navigation.setFixedWidth(max(NAVIGATION_WIDTH, needed))
