"""The main window's views by name, with their titles.

All the sidebar needs to list the views, and all a view needs to ask for another (the Overview's
figures open the Orders and Variants lists), without importing their modules: each view's module is
imported, and its page built, on its first visit (``ui/pages/__init__.py``).
"""

from __future__ import annotations

from storeadmin_gui.ui.i18n import Phrase, noop

__all__ = ["CARTS", "CUSTOMERS", "ORDERS", "OVERVIEW", "TITLES", "USERS", "VARIANTS"]

OVERVIEW = "overview"
VARIANTS = "variants"
CARTS = "carts"
ORDERS = "orders"
USERS = "users"
CUSTOMERS = "customers"

TITLES: dict[str, Phrase] = {
    OVERVIEW: noop("pages.kinds", "Overview"),
    VARIANTS: noop("pages.kinds", "Product variants"),
    CARTS: noop("pages.kinds", "Carts"),
    ORDERS: noop("pages.kinds", "Orders"),
    USERS: noop("pages.kinds", "Users"),
    CUSTOMERS: noop("pages.kinds", "Customers"),
}
