"""Thin, uniform resources over the shared core: one class per API area."""

from ._collection import Collection, Listing
from .carts import CartItems, Carts
from .orders import OrderItems, Orders
from .users import Users
from .variants import Variants

__all__ = [
    "CartItems",
    "Carts",
    "Collection",
    "Listing",
    "OrderItems",
    "Orders",
    "Users",
    "Variants",
]
