"""The Overview, then one page per browsable resource; the main window shows them in this order.

Each is a ``PageKind``: its name and title are at hand, its module is imported only when the page
is first shown (start-up builds the view it lands on and imports no other page's module).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from storeadmin_gui.ui.i18n import translated
from storeadmin_gui.ui.pages.kinds import (
    CARTS,
    CUSTOMERS,
    ORDERS,
    OVERVIEW,
    TITLES,
    USERS,
    VARIANTS,
)

if TYPE_CHECKING:  # the classes by their real types for the type checker; imported lazily below
    from storeadmin_gui.ui.pages.base import ListPage as ListPage
    from storeadmin_gui.ui.pages.carts import CartsPage as CartsPage
    from storeadmin_gui.ui.pages.customers import CustomersPage as CustomersPage
    from storeadmin_gui.ui.pages.orders import OrdersPage as OrdersPage
    from storeadmin_gui.ui.pages.overview import OverviewPage as OverviewPage
    from storeadmin_gui.ui.pages.page import Page as Page
    from storeadmin_gui.ui.pages.users import UsersPage as UsersPage
    from storeadmin_gui.ui.pages.variants import VariantsPage as VariantsPage

    PAGE_TYPES: tuple[type[Page], ...]


__all__ = ["PAGE_KINDS", "PageKind", "page_index"]  # and, on first use, the classes below


@dataclass(frozen=True)
class PageKind:
    """One view of the sidebar: ``key`` names it (``ui/pages/kinds.py``), ``load`` imports its
    module and returns its page class."""

    key: str
    load: Callable[[], type[Page]]

    @property
    def title(self) -> str:
        return translated(TITLES[self.key])


def _overview() -> type[Page]:
    from storeadmin_gui.ui.pages.overview import OverviewPage

    return OverviewPage


def _variants() -> type[Page]:
    from storeadmin_gui.ui.pages.variants import VariantsPage

    return VariantsPage


def _carts() -> type[Page]:
    from storeadmin_gui.ui.pages.carts import CartsPage

    return CartsPage


def _orders() -> type[Page]:
    from storeadmin_gui.ui.pages.orders import OrdersPage

    return OrdersPage


def _customers() -> type[Page]:
    from storeadmin_gui.ui.pages.customers import CustomersPage

    return CustomersPage


def _users() -> type[Page]:
    from storeadmin_gui.ui.pages.users import UsersPage

    return UsersPage


PAGE_KINDS: tuple[PageKind, ...] = (
    PageKind(OVERVIEW, _overview),
    PageKind(VARIANTS, _variants),
    PageKind(CARTS, _carts),
    PageKind(ORDERS, _orders),
    PageKind(CUSTOMERS, _customers),
    PageKind(USERS, _users),
)


def page_index(key: str, kinds: tuple[PageKind, ...] | list[PageKind] = PAGE_KINDS) -> int:
    """Where the view named ``key`` is in ``kinds`` (ValueError when it is not there)."""
    return [kind.key for kind in kinds].index(key)


# The page classes by name, imported on first use (``from storeadmin_gui.ui.pages import
# OrdersPage`` imports that page's module only): for tests and tools, never needed at start.
_CLASSES = {
    "OverviewPage": _overview,
    "VariantsPage": _variants,
    "CartsPage": _carts,
    "OrdersPage": _orders,
    "CustomersPage": _customers,
    "UsersPage": _users,
}


def __getattr__(name: str) -> object:
    if name in _CLASSES:
        return _CLASSES[name]()
    if name == "ListPage":
        from storeadmin_gui.ui.pages.base import ListPage

        return ListPage
    if name == "Page":
        from storeadmin_gui.ui.pages.page import Page

        return Page
    if name == "PAGE_TYPES":  # every page class in sidebar order (imports all of them)
        return tuple(kind.load() for kind in PAGE_KINDS)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n: not shown
