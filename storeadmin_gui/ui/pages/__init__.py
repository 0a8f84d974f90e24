"""The Overview, then one page per browsable resource; the main window shows them in this order."""

from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.carts import CartsPage
from storeadmin_gui.ui.pages.orders import OrdersPage
from storeadmin_gui.ui.pages.overview import OverviewPage
from storeadmin_gui.ui.pages.page import Page
from storeadmin_gui.ui.pages.users import UsersPage
from storeadmin_gui.ui.pages.variants import VariantsPage

PAGE_TYPES: tuple[type[Page], ...] = (
    OverviewPage,
    VariantsPage,
    CartsPage,
    OrdersPage,
    UsersPage,
)

__all__ = [
    "PAGE_TYPES",
    "CartsPage",
    "OrdersPage",
    "OverviewPage",
    "Page",
    "ResourcePage",
    "UsersPage",
    "VariantsPage",
]
