"""Orders (carts included) and their items."""

from __future__ import annotations

from typing import Any

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import (
    Order,
    OrderCreate,
    OrderItem,
    OrderItemAdd,
    OrderPreview,
    OrderSummary,
    OrderTotals,
    ShipmentShip,
)

from ._collection import SummarizedCollection
from .history import ORDER, History, change
from .notes import Notes


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
        await self._orders.core.require(Feature.ORDER_ITEMS)
        item = await self._orders.core.send_model("POST", path, OrderItem, body)
        line = {"variant": variant, "quantity": quantity, "unit_price": unit_price}
        await self._orders.noted(order_id, "item_added", change(f"items.{item.id}", None, line))
        return item

    async def remove(self, order_id: int, item_id: int) -> None:
        path = self._orders.item_path(order_id, "items", item_id)
        await self._orders.core.require(Feature.ORDER_ITEMS)
        await self._orders.core.send("DELETE", path)
        await self._orders.noted(order_id, "item_removed", change(f"items.{item_id}", {}, None))

    async def preview_add(
        self, order_id: int, *, variant: int, unit_price: int, quantity: int = 1
    ) -> OrderTotals:
        """The order's totals once ``add`` with these arguments is saved; nothing is saved
        (docs/api.md section 11; ``Extension.ORDER_PREVIEW`` says whether the server has it)."""
        line = OrderItemAdd(variant=variant, unit_price=unit_price, quantity=quantity)
        return await self._preview(order_id, OrderPreview(add=line))

    async def preview_remove(self, order_id: int, item_id: int) -> OrderTotals:
        """The order's totals once the item is removed; nothing is saved."""
        return await self._preview(order_id, OrderPreview(remove=item_id))

    async def _preview(self, order_id: int, body: OrderPreview) -> OrderTotals:
        path = self._orders.item_path(order_id, "preview")
        await self._orders.core.require(Feature.ORDER_PREVIEW)
        return await self._orders.core.send_model("POST", path, OrderTotals, body)


class Orders(SummarizedCollection[Order, OrderSummary]):
    """``/api/v1/orders/``: list, get, create (state ``cart``), delete (soft), items, and the
    steps after checkout (docs/api.md section 11): cancel, ship, complete a payment.

    A step the order's state does not allow raises ``errors.ValidationFailed`` (400) with the
    server's sentence ("The order cannot be cancelled."); an unknown order, shipment or payment
    ``errors.NotFound``; a server without these steps answers ``NotFound`` too, which
    ``StoreClient.extensions()`` tells apart before any step is offered.
    """

    def __init__(self, core: ApiCore, history: History | None = None) -> None:
        super().__init__(core, "/api/v1/orders/", Order, OrderSummary, list_name=ListName.ORDERS)
        self.items = OrderItems(self)
        self.notes = Notes(core, self.path)
        self._history = history

    async def noted(self, order_id: int, action: str, *changes: dict[str, Any]) -> None:
        """Keeps a step or a change of lines in this workstation's record, where the server
        keeps no history of its own."""
        if self._history is not None:
            await self._history.note(ORDER, str(order_id), action, list(changes))

    async def create(self, order: OrderCreate) -> Order:
        await self.core.require(Feature.CREATE_ORDER)
        return await self.core.send_model("POST", self.path, Order, order)

    async def delete(self, order_id: int) -> None:
        path = self.item_path(order_id)
        await self.core.require(Feature.DELETE_ORDER)
        await self.core.send("DELETE", path)

    async def cancel(self, order_id: int) -> None:
        """Cancel a placed order that has not shipped; its payments and shipments with it, and
        the stock it held is released."""
        path = self.item_path(order_id, "cancel")
        await self.core.require(Feature.CANCEL_ORDER)
        await self.core.send("PUT", path)
        await self.noted(
            order_id, "cancelled", {"field": "state", "before": None, "after": "cancelled"}
        )

    async def ship(self, order_id: int, shipment_id: int, *, tracking: str | None = None) -> None:
        """Ship a ready shipment (with its tracking number, at most 255 characters): the order's
        held stock leaves the store."""
        path = self.item_path(order_id, "shipments", shipment_id, "ship")
        body = ShipmentShip(tracking=tracking) if tracking is not None else None
        await self.core.require(Feature.SHIP_SHIPMENT)
        await self.core.send("PUT", path, body)
        shipped = change(f"shipments.{shipment_id}.state", None, "shipped")
        sent = change(f"shipments.{shipment_id}.tracking", None, tracking)
        await self.noted(order_id, "shipped", shipped, *([sent] if tracking else []))

    async def complete_payment(self, order_id: int, payment_id: int) -> None:
        """Mark a new payment as paid; an order both paid and shipped is fulfilled."""
        path = self.item_path(order_id, "payments", payment_id, "complete")
        await self.core.require(Feature.COMPLETE_PAYMENT)
        await self.core.send("PUT", path)
        paid = change(f"payments.{payment_id}.state", None, "completed")
        await self.noted(order_id, "payment_completed", paid)
