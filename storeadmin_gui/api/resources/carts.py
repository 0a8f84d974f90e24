"""Carts and their items."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import (
    Cart,
    CartCreate,
    CartItem,
    CartItemAdd,
    CartItemQuantity,
    CartSummary,
)

from ._collection import SummarizedCollection


class CartItems:
    """``/api/v1/carts/{cartId}/items/``: add, set quantity, remove."""

    def __init__(self, carts: Carts) -> None:
        self._carts = carts

    async def add(self, cart_id: int, *, variant: str, quantity: int = 1) -> CartItem:
        """Add ``quantity`` of the variant with CODE ``variant``; an existing line grows instead."""
        body = CartItemAdd(variant=variant, quantity=quantity)
        path = self._carts.item_path(cart_id, "items") + "/"
        await self._carts.core.require(Feature.CARTS)
        return await self._carts.core.send_model("POST", path, CartItem, body)

    async def set_quantity(self, cart_id: int, item_id: int, quantity: int) -> None:
        """PUT the new quantity (at least 1); the server recalculates the cart."""
        path = self._carts.item_path(cart_id, "items", item_id)
        await self._carts.core.send("PUT", path, CartItemQuantity(quantity=quantity))

    async def remove(self, cart_id: int, item_id: int) -> None:
        await self._carts.core.send("DELETE", self._carts.item_path(cart_id, "items", item_id))


class Carts(SummarizedCollection[Cart, CartSummary]):
    """``/api/v1/carts/``: list (page size sent as ``paginate``), get, create, delete, items."""

    def __init__(self, core: ApiCore) -> None:
        super().__init__(
            core,
            "/api/v1/carts/",
            Cart,
            CartSummary,
            page_size_param="paginate",
            list_name=ListName.CARTS,
        )
        self.items = CartItems(self)

    async def create(self, cart: CartCreate) -> Cart:
        await self.core.require(Feature.CARTS)
        return await self.core.send_model("POST", self.path, Cart, cart)

    async def delete(self, cart_id: int) -> None:
        await self.core.send("DELETE", self.item_path(cart_id))
