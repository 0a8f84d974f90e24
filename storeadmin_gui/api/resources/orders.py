"""Orders (carts included) and their items."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.models import (
    Order,
    OrderCreate,
    OrderItem,
    OrderItemAdd,
    OrderSummary,
)
from storeadmin_gui.api.paging import Page

from ._collection import Collection, Criteria, Sorting


class OrderItems:
    """``/api/v1/orders/{orderId}/items/``: add, remove."""

    def __init__(self, orders: Orders) -> None:
        self._orders = orders

    async def add(
        self, order_id: int, *, variant: int, unit_price: int, quantity: int = 1
    ) -> OrderItem:
        """Add the variant with ID ``variant`` at ``unit_price`` MINOR units (kept as given)."""
        body = OrderItemAdd(variant=variant, unit_price=unit_price, quantity=quantity)
        path = self._orders.item_path(order_id, "items") + "/"
        return await self._orders.core.send_model("POST", path, OrderItem, body)

    async def remove(self, order_id: int, item_id: int) -> None:
        await self._orders.core.send("DELETE", self._orders.item_path(order_id, "items", item_id))


class Orders(Collection[Order]):
    """``/api/v1/orders/``: list, get, create (state ``cart``), delete (soft), items."""

    def __init__(self, core: ApiCore) -> None:
        super().__init__(core, "/api/v1/orders/", Order)
        self.items = OrderItems(self)

    async def summaries(
        self,
        *,
        page: int = 1,
        limit: int | None = None,
        sorting: Sorting | None = None,
        criteria: Criteria | None = None,
    ) -> Page[OrderSummary]:
        """One page of the list as a list shows it: each order's summary fields only."""
        return await self.list_as(
            OrderSummary, page=page, limit=limit, sorting=sorting, criteria=criteria
        )

    async def create(self, order: OrderCreate) -> Order:
        return await self.core.send_model("POST", self.path, Order, order)

    async def delete(self, order_id: int) -> None:
        await self.core.send("DELETE", self.item_path(order_id))
