"""The Overview, then one page per browsable resource; the main window shows them in this order.

Each is a ``PageKind``: its name and title are at hand, its module is imported only when the page
is first shown (start-up builds the view it lands on and imports no other page's module).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from storeadmin_gui.ui.i18n import translated
from storeadmin_gui.ui.lazy import imported, lazy_names
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
    """One view of the sidebar: ``key`` names it (``ui/pages/kinds.py``), ``where`` says where
    its page class is (``"package.module:Class"``), imported by :meth:`load`."""

    key: str
    where: str

    @property
    def title(self) -> str:
        return translated(TITLES[self.key])

    def load(self) -> type[Page]:
        """The page class, its module imported on the first call."""
        page_type: type[Page] = imported(self.where)
        return page_type


PAGE_KINDS: tuple[PageKind, ...] = (
    PageKind(OVERVIEW, f"{__name__}.overview:OverviewPage"),
    PageKind(VARIANTS, f"{__name__}.variants:VariantsPage"),
    PageKind(CARTS, f"{__name__}.carts:CartsPage"),
    PageKind(ORDERS, f"{__name__}.orders:OrdersPage"),
    PageKind(CUSTOMERS, f"{__name__}.customers:CustomersPage"),
    PageKind(USERS, f"{__name__}.users:UsersPage"),
)


def page_index(key: str, kinds: tuple[PageKind, ...] | list[PageKind] = PAGE_KINDS) -> int:
    """Where the view named ``key`` is in ``kinds`` (ValueError when it is not there)."""
    return [kind.key for kind in kinds].index(key)


# The page classes by name, imported on first use (``from storeadmin_gui.ui.pages import
# OrdersPage`` imports that page's module only): for tests and tools, never needed at start.
__getattr__ = lazy_names(
    __name__,
    globals(),
    {
        **{kind.where.rpartition(":")[2]: kind.where for kind in PAGE_KINDS},
        "ListPage": f"{__name__}.base:ListPage",
        "Page": f"{__name__}.page:Page",
        # Every page class in sidebar order (imports all of them).
        "PAGE_TYPES": f"{__name__}.page_types:PAGE_TYPES",
    },
)
