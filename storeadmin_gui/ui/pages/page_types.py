"""Every page class in sidebar order, for tests and tools (importing this imports every page's
module: the start never does)."""

from __future__ import annotations

from storeadmin_gui.ui.pages import PAGE_KINDS
from storeadmin_gui.ui.pages.page import Page

__all__ = ["PAGE_TYPES"]

PAGE_TYPES: tuple[type[Page], ...] = tuple(kind.load() for kind in PAGE_KINDS)
