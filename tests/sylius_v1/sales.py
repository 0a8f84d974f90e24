"""Carts, cart items, orders and the order steps (cancel, ship a shipment, complete a payment).

A cart is an order in state ``cart``; the cart routes find it with ``findCartById`` (404 for a
placed order), while the item routes and ``PUT /carts/{id}`` find by id alone, as the resource
controller does when the route has an ``id``. Adding or changing an item runs Sylius's order
processing; here that is the unit price from the channel pricing and the totals (these stores
have no tax zone, shipping or promotion that applies to a cart). The steps are state machine
transitions: a transition the state does not allow answers 400 for cancel and complete
(``applyStateMachineTransitionAction`` checks first) and 500 for ship (``updateAction`` applies it
and the state machine's exception escapes).
"""

from __future__ import annotations

from typing import Any

from .calls import (
    CART_DETAIL,
    DETAIL,
    Call,
    Reply,
    error,
    form_failed,
    found,
    grid_page,
    handler,
    run_form,
    shown,
)
from .forms import NOT_BLANK, Compound, Scalar, choice, integer
from .lists import Filter, Grid, HttpError
from .order_views import serialize_item
from .serializer import View
from .store import Record, SyliusState, order_totals, set_quantity


def order_value(state: SyliusState, order: Record, path: str) -> Any:
    """Grid paths over an order and what its query builder joins."""
    head, _, tail = path.partition(".")
    if head in ("channel", "customer") and tail:
        target = state.get(head + "s", order[head])
        return None if target is None else target.get(tail)
    if path == "total":
        return order_totals(order)["total"]
    if path == "shipments.method":
        return [shipment["method"] for shipment in order["shipments"]]
    if head in ("product", "variant"):
        variants = [state.get("variants", item["variant"]) for item in order["items"]]
        if head == "variant":
            return [v["code"] for v in variants if v]
        return [p["code"] for v in variants if v and (p := state.get("products", v["product"]))]
    return order.get(path)


CART_GRID = Grid(
    name="sylius_admin_api_cart",
    fields={
        "channel": "channel.code",
        "number": "number",
        "date": "checkoutCompletedAt",
        "customer": "customer.email",
        "total": "total",
        "currencyCode": "currencyCode",
    },
    sorting=(("number", "desc"),),
    filters=(
        Filter("number", "string", ("number",)),
        Filter("customer", "string", ("customer.email",)),
        Filter("date", "date", ("checkoutCompletedAt",)),
        Filter("channel", "string", ("channel.code",)),
        Filter("total", "money", ("total",)),
    ),
    resolve=order_value,
)


def order_grid(call: Call) -> Grid:
    """``sylius_admin_order`` (AdminBundle), with the filters the generation added."""
    generation = call.generation
    filters = [
        Filter("number", "string", ("number",)),
        Filter("customer", "string", ("customer.email", "customer.firstName", "customer.lastName")),
        Filter("date", "date", ("checkoutCompletedAt",), inclusive_to=True),
        Filter("channel", "entity", ("channel",)),
        Filter("total", "money", ("total",)),
        *(
            [Filter("shipping_method", "entity", ("shipments.method",))]
            if generation.order_filter_shipping_method
            else []
        ),
        *(
            [
                Filter("product", "entity", ("product.code",)),
                Filter("variant", "entity", ("variant.code",)),
            ]
            if generation.order_filter_product_variant
            else []
        ),
    ]
    return Grid(
        name="sylius_admin_order",
        fields={
            "date": "checkoutCompletedAt",
            "number": "number",
            "channel": "channel.code",
            "customer": "customer.lastName",
            "state": "state",
            "paymentState": "paymentState",
            "shippingState": "shippingState",
            "total": "total",
            "currencyCode": "currencyCode",
        },
        sorting=(("number", "desc"),),
        filters=tuple(filters),
        resolve=order_value,
    )


def _cart(call: Call, key: str = "id") -> Record:
    order = call.state.get("orders", int(call.params[key]) if call.params[key].isdigit() else None)
    return found(order if order is not None and order["state"] == "cart" else None)


def _order(call: Call, key: str = "id") -> Record:
    raw = call.params[key]
    return found(call.state.get("orders", int(raw)) if raw.isdigit() else None)


@handler("cart_index")
def cart_index(call: Call) -> Reply:
    carts = [order for order in call.state.all("orders") if order["state"] == "cart"]
    return grid_page(call, CART_GRID, "orders", carts)


@handler("cart_show")
def cart_show(call: Call) -> Reply:
    return shown(call, "orders", _cart(call), CART_DETAIL)


@handler("cart_create")
def cart_create(call: Call) -> Reply:
    state = call.state
    form = Compound(
        "",
        (
            Scalar("customer", choice({c["email"]: c["id"] for c in state.all("customers")})),
            Scalar(
                "localeCode", choice({loc["code"]: loc["code"] for loc in state.all("locales")})
            ),
            Scalar("channel", choice({c["code"]: c["id"] for c in state.all("channels")})),
        ),
    )
    data, tree = run_form(call, form, {"customer": None, "localeCode": None, "channel": None})
    for name in ("customer", "localeCode", "channel"):
        if data[name] is None:
            tree.add([name], NOT_BLANK)
    if not tree.valid:
        return form_failed(tree)
    channel = state.get("channels", data["channel"])
    now = state.now()
    cart: Record = {
        "id": state.next_id("orders"),
        "number": None,
        "state": "cart",
        "checkoutState": "cart",
        "paymentState": "cart",
        "shippingState": "cart",
        "channel": data["channel"],
        "customer": data["customer"],
        "currencyCode": channel["baseCurrency"] if channel else None,
        "localeCode": data["localeCode"],
        "checkoutCompletedAt": None,
        "createdAt": now,
        "updatedAt": now,
        "items": [],
        "adjustments": [],
        "shippingAddress": None,
        "billingAddress": None,
        "payments": [],
        "shipments": [],
        "promotionCoupon": None,
    }
    state.all("orders").append(cart)
    return shown(call, "orders", cart, CART_DETAIL, 201)


@handler("cart_update")
def cart_update(call: Call) -> Reply:
    """OrderPromotionCouponType: a coupon by code (an unknown code reads as none)."""
    order = _order(call)
    form = Compound("", (Scalar("promotionCoupon", lambda code: None),))
    data, tree = run_form(call, form, {"promotionCoupon": order["promotionCoupon"]})
    if not tree.valid:
        return form_failed(tree)
    order["promotionCoupon"] = data["promotionCoupon"]
    return Reply(204)


@handler("cart_delete")
def cart_delete(call: Call) -> Reply:
    call.state.all("orders").remove(_cart(call))
    return Reply(204)


def _process(call: Call, order: Record, items: list[Record]) -> None:
    """The order processor on ``order`` with ``items``: unit prices from the channel's pricing.
    A variant without a price there makes Sylius's price calculator throw (500, nothing saved)."""
    channel = call.state.get("channels", order["channel"])
    prices = []
    for item in items:
        variant = call.state.get("variants", item["variant"])
        pricing = (
            None
            if variant is None or channel is None
            else variant["channelPricings"].get(channel["code"])
        )
        if pricing is None or pricing.get("price") is None:
            raise HttpError(500)
        prices.append(pricing["price"])
    for item, price in zip(items, prices, strict=True):
        item["unitPrice"] = price
    order["items"] = items
    order["updatedAt"] = call.state.now()


def _stock_message(call: Call, item: Record) -> str | None:
    """InStock: a tracked variant needs ``onHand - onHold`` units for the item."""
    variant = call.state.get("variants", item["variant"])
    if (
        variant is None
        or not variant["tracked"]
        or item["quantity"] <= variant["onHand"] - variant["onHold"]
    ):
        return None
    product = call.state.get("products", variant["product"])
    name = (product or {}).get("translations", {}).get(call.state.default_locale(), {}).get("name")
    return f"{name} does not have sufficient stock."


def _item_form(call: Call, with_variant: bool) -> Compound:
    variants = {v["code"]: v["id"] for v in call.state.all("variants")}
    fields = [Scalar("variant", choice(variants))] if with_variant else []
    return Compound("", (*fields, Scalar("quantity", integer)))


@handler("cart_item_create")
def cart_item_create(call: Call) -> Reply:
    cart = _cart(call, "cartId")
    item: Record = {
        "id": call.state.next_id("orderItems"),
        "variant": None,
        "quantity": 0,
        "unitPrice": 0,
        "units": [],
        "adjustments": [],
    }
    data, tree = run_form(call, _item_form(call, True), {"variant": None, "quantity": None})
    item["variant"] = data["variant"]
    set_quantity(call.state, item, data["quantity"] or 0)
    if item["variant"] is None:
        tree.add(["variant"], NOT_BLANK)
    if item["quantity"] < 1:
        tree.add(["quantity"], "Quantity of an order item cannot be lower than 1.")
    if (message := _stock_message(call, item)) is not None:
        tree.add([], message)
    if not tree.valid:
        return form_failed(tree)
    _process(call, cart, [*cart["items"], item])
    return Reply(201, serialize_item(cart, item, View(call.state, CART_DETAIL)))


def _item(call: Call) -> tuple[Record, Record]:
    raw = call.params["id"]
    for order in call.state.all("orders"):
        for item in order["items"]:
            if str(item["id"]) == raw:
                return order, item
    raise HttpError(404)


@handler("cart_item_update")
def cart_item_update(call: Call) -> Reply:
    order, item = _item(call)
    data, tree = run_form(call, _item_form(call, False), {"quantity": item["quantity"]})
    draft = {**item, "units": list(item["units"])}
    set_quantity(call.state, draft, data["quantity"] or 0)  # 0 or less: left as it was
    if (message := _stock_message(call, draft)) is not None:
        tree.add([], message)
    if not tree.valid:
        return form_failed(tree)
    _process(call, order, [draft if i is item else i for i in order["items"]])
    return Reply(204)


@handler("cart_item_delete")
def cart_item_delete(call: Call) -> Reply:
    order, item = _item(call)
    _process(call, order, [i for i in order["items"] if i is not item])
    return Reply(204)


# -- orders and their steps ------------------------------------------------------------------------


@handler("order_index")
def order_index(call: Call) -> Reply:
    placed = [order for order in call.state.all("orders") if order["state"] != "cart"]
    return grid_page(call, order_grid(call), "orders", placed)


@handler("order_show")
def order_show(call: Call) -> Reply:
    return shown(call, "orders", _order(call), DETAIL)


def _stock(call: Call, order: Record, on_hand: int, on_hold: int) -> None:
    """Move tracked stock for every unit of ``order`` (the inventory operator's callbacks)."""
    for item in order["items"]:
        variant = call.state.get("variants", item["variant"])
        if variant is not None and variant["tracked"]:
            variant["onHand"] += on_hand * item["quantity"]
            variant["onHold"] = max(0, variant["onHold"] + on_hold * item["quantity"])


def _settle(order: Record) -> None:
    """sylius_order_payment/shipping: the order's states follow its parts; paid and shipped
    orders are fulfilled."""
    if order["payments"] and all(
        p["state"] in ("completed", "refunded") for p in order["payments"]
    ):
        order["paymentState"] = "paid"
    if order["shipments"] and all(s["state"] == "shipped" for s in order["shipments"]):
        order["shippingState"] = "shipped"
    if (
        order["state"] == "new"
        and order["paymentState"] == "paid"
        and order["shippingState"] == "shipped"
    ):
        order["state"] = "fulfilled"


@handler("order_cancel")
def order_cancel(call: Call) -> Reply:
    order = _order(call)
    if order["state"] != "new":
        return error(400)
    paid = order["paymentState"] == "paid"
    _stock(call, order, on_hand=1 if paid else 0, on_hold=0 if paid else -1)
    order["state"], order["paymentState"], order["shippingState"] = (
        "cancelled",
        "cancelled",
        "cancelled",
    )
    for payment in order["payments"]:
        if payment["state"] in ("new", "processing", "authorized"):
            payment["state"] = "cancelled"
    for shipment in order["shipments"]:
        if shipment["state"] == "ready":
            shipment["state"] = "cancelled"
    order["updatedAt"] = call.state.now()
    return Reply(204)


def _part(call: Call, kind: str) -> tuple[Record, Record]:
    order = _order(call, "orderId")
    part = next((p for p in order[kind] if str(p["id"]) == call.params["id"]), None)
    return order, found(part)


@handler("shipment_ship")
def shipment_ship(call: Call) -> Reply:
    order, shipment = _part(call, "shipments")
    data, tree = run_form(
        call, Compound("", (Scalar("tracking"),)), {"tracking": shipment["tracking"]}
    )
    if not tree.valid:
        return form_failed(tree)
    if shipment["state"] != "ready":
        return error(500)  # SMException: the transition cannot be applied
    shipment["tracking"], shipment["state"] = data["tracking"], "shipped"
    _settle(order)
    order["updatedAt"] = call.state.now()
    return Reply(204)


@handler("payment_complete")
def payment_complete(call: Call) -> Reply:
    order, payment = _part(call, "payments")
    if payment["state"] not in ("new", "processing", "authorized"):
        return error(400)
    payment["state"] = "completed"
    was_paid = order["paymentState"] == "paid"
    _settle(order)
    if not was_paid and order["paymentState"] == "paid":
        _stock(call, order, on_hand=-1, on_hold=-1)  # sold: off the shelf and off hold
    order["updatedAt"] = call.state.now()
    return Reply(204)
