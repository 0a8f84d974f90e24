"""Thin, uniform resources over the shared core: one class per API area."""

from ._collection import Collection, Listing
from .carts import CartItems, Carts
from .customers import Customers
from .history import History
from .notes import Notes
from .orders import OrderItems, Orders
from .users import Users
from .variants import Variants

__all__ = [
    "CartItems",
    "Carts",
    "Collection",
    "Customers",
    "History",
    "Listing",
    "Notes",
    "OrderItems",
    "Orders",
    "Users",
    "Variants",
]
