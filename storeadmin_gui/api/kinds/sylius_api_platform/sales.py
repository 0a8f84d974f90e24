"""Orders as the contract has them, from Sylius's admin API, and the three steps after checkout.

An order is addressed by its token value (``/admin/orders/{tokenValue}``); the contract's
callers know its id, so every order read or listed teaches the connection its token
(``Lookups.order_tokens``), and an id not seen yet is looked for in the orders list. An order
names its customer by IRI (read once per connection), embeds its addresses and its items, and
names its payments and shipments without their states: those are read from the order's
``/payments`` and ``/shipments``, for a list only of the orders still open (a step needs them).
Its adjustments come from ``/adjustments``, each item's by the units it names.

Steps are PATCHes: ``/orders/{token}/cancel``, ``/payments/{id}/complete``, and
``/shipments/{id}/ship`` with ``{"trackingCode": ...}`` as ``application/merge-patch+json``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, TypeVar

from storeadmin_gui.api.errors import NotFound
from storeadmin_gui.api.kinds.sylius_address import read_sylius_address
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.words import tr

from .call import NO_CONTENT, Answer, Call, page_of
from .catalogue import variant_id
from .generations import ADMIN
from .hydra import (
    Record,
    collection,
    each_member,
    entries,
    iri,
    key_of,
    keys_of,
    members,
    moment,
    read_json,
    translated,
)

__all__ = [
    "cancel_order",
    "complete_payment",
    "get_order",
    "list_orders",
    "ship_shipment",
]

ORDERS = f"{ADMIN}/orders"
PAYMENTS = f"{ADMIN}/payments"
SHIPMENTS = f"{ADMIN}/shipments"
MERGE_PATCH = {"Content-Type": "application/merge-patch+json"}
OPEN = "new"  # an order placed and neither fulfilled nor cancelled
AT_ONCE = 6  # reads in flight at a time, so a page of rows does not crowd the server
T = TypeVar("T")
R = TypeVar("R")


async def _each(items: Iterable[T], read: Callable[[T], Awaitable[R]]) -> list[R]:
    """``read`` of every item, at most :data:`AT_ONCE` at a time, in the items' order."""
    gate = asyncio.Semaphore(AT_ONCE)

    async def one(item: T) -> R:
        async with gate:
            return await read(item)

    return list(await asyncio.gather(*(one(item) for item in items)))


def _customer(raw: Record | None) -> Record | None:
    if raw is None:
        return None
    return {
        "id": raw.get("id"),
        "email": raw.get("email"),
        "first_name": raw.get("firstName"),
        "last_name": raw.get("lastName"),
    }


def _payment(raw: Record, currency: Any) -> Record:
    method = raw.get("method")
    return {
        "id": raw.get("id"),
        "state": raw.get("state"),
        "amount": raw.get("amount"),
        "currency_code": raw.get("currencyCode") or currency,
        "method": {"code": key_of(method), "name": translated(method, "name")} if method else None,
        "created_at": moment(raw.get("createdAt")),
        "updated_at": moment(raw.get("updatedAt")),
    }


def _shipment(raw: Record) -> Record:
    method = key_of(raw.get("method"))
    return {
        "id": raw.get("id"),
        "state": raw.get("state"),
        "tracking": raw.get("tracking"),
        "shipped_at": moment(raw.get("shippedAt")),
        "method": {"code": method, "name": None} if method else None,
        "created_at": moment(raw.get("createdAt")),
        "updated_at": moment(raw.get("updatedAt")),
    }


def _step_of(entry: Record) -> Record:
    """A payment or shipment the order names, its state not read (the order is closed)."""
    return {"id": entry.get("id"), "state": None}


def _item(
    raw: Record,
    adjustments: list[Record],
    variant: Record | None,
    options: Mapping[str, Record],
) -> Record:
    code = key_of(raw.get("variant")) or ""
    quantity, unit_price = int(raw.get("quantity") or 0), int(raw.get("unitPrice") or 0)
    listed = raw.get("total")
    total = int(listed) if isinstance(listed, int) else quantity * unit_price
    option_values = []
    for value in keys_of((variant or {}).get("optionValues")):
        facts = options.get(value, {})
        option_values.append(
            {
                "code": value,
                "value": facts.get("value"),
                "option_code": facts.get("option"),
                "name": facts.get("option_name"),
                "translations": {
                    locale: {"value": name}
                    for locale, name in facts.get("translations", {}).items()
                },
            }
        )
    names = entries((variant or {}).get("translations"))
    return {
        "id": raw.get("id"),
        "quantity": quantity,
        "unit_price": unit_price,
        "total": total,
        "adjustments": adjustments,
        "adjustments_total": total - quantity * unit_price,
        "variant": {
            "id": variant_id(code),
            "code": code,
            "object": {
                "code": key_of((variant or {}).get("product")),
                "name": raw.get("productName"),
            },
            "options": option_values,
            "translations": {
                locale: {"locale": locale, "name": entry.get("name") or raw.get("variantName")}
                for locale, entry in names.items()
            },
        },
        "inventory_units": [
            {"id": int(unit)} for unit in keys_of(raw.get("units")) if unit.isdigit()
        ],
    }


def _adjustment(raw: Record) -> Record:
    return {
        "id": raw.get("id"),
        "type": raw.get("type"),
        "description": raw.get("label"),
        "amount": raw.get("amount") or 0,
        "neutral": raw.get("neutral"),
        "locked": raw.get("locked"),
    }


def _order(
    raw: Record,
    customer: Record | None,
    payments: list[Record],
    shipments: list[Record],
    items: list[Record],
    adjustments: list[Record],
    channel_name: Any = None,
) -> Record:
    items_total, total = raw.get("itemsTotal") or 0, raw.get("total") or 0
    found = _customer(customer)
    return {
        "id": raw.get("id"),
        "number": raw.get("number"),
        "token_value": raw.get("tokenValue"),
        "checkout_completed_at": moment(raw.get("checkoutCompletedAt")),
        "items": items,
        "items_total": items_total,
        "adjustments": adjustments,
        "adjustments_total": total - items_total,
        "total": total,
        "state": raw.get("state"),
        "checkout_state": raw.get("checkoutState"),
        "payment_state": raw.get("paymentState"),
        "shipping_state": raw.get("shippingState"),
        "email": found.get("email") if found else None,
        "customer": found,
        "channel": {"code": key_of(raw.get("channel")), "name": channel_name},
        "currency": raw.get("currencyCode"),
        "locale_code": raw.get("localeCode"),
        "notes": raw.get("notes"),
        "shipping_address": read_sylius_address(raw.get("shippingAddress")),
        "billing_address": read_sylius_address(raw.get("billingAddress")),
        "payments": payments,
        "shipments": shipments,
    }


async def _steps(call: Call, raw: Record) -> tuple[list[Record], list[Record]]:
    """The order's payments and shipments with their states."""
    token = raw.get("tokenValue") or key_of(raw.get("@id"))
    payments, shipments = await asyncio.gather(
        read_json(call.wire, iri(ORDERS, str(token), "payments")),
        read_json(call.wire, iri(ORDERS, str(token), "shipments")),
    )
    currency = raw.get("currencyCode")
    return (
        [_payment(entry, currency) for entry in members(payments)],
        [_shipment(entry) for entry in members(shipments)],
    )


async def read_rows(call: Call, raws: list[Record]) -> list[Record]:
    """A page of the orders list: each order with its customer, and for an open one its
    payments' and shipments' states (what a step on a selection needs)."""
    for raw in raws:
        call.lookups.remember_order(raw)
    customers = await _each(raws, lambda raw: call.lookups.customer(call.wire, raw.get("customer")))

    async def steps(raw: Record) -> tuple[list[Record], list[Record]]:
        if raw.get("state") == OPEN:
            return await _steps(call, raw)
        return (
            [_step_of(entry) for entry in raw.get("payments") or []],
            [_step_of(entry) for entry in raw.get("shipments") or []],
        )

    all_steps = await _each(raws, steps)
    rows = []
    for raw, customer, (payments, shipments) in zip(raws, customers, all_steps, strict=True):
        items = [_item(item, [], None, {}) for item in raw.get("items") or []]
        rows.append(_order(raw, customer, payments, shipments, items, []))
    return rows


async def list_orders(call: Call) -> Answer:
    return await page_of(call, ORDERS, ListName.ORDERS, lambda raws: read_rows(call, raws))


async def token_of(call: Call, order_id: str) -> str | None:
    """The token of the order with ``order_id``: known from a read, else looked for."""
    if not order_id.isdigit():
        return None
    wanted = int(order_id)
    known = call.lookups.order_tokens.get(wanted)
    if known is not None:
        return known
    async for raw in each_member(call.wire, ORDERS):
        call.lookups.remember_order(raw)
        if raw.get("id") == wanted:
            return call.lookups.order_tokens.get(wanted)
    return None


async def _raw_order(call: Call) -> Record | None:
    token = await token_of(call, call.keys[0])
    if token is None:
        return None
    try:
        raw = await read_json(call.wire, iri(ORDERS, token))
    except NotFound:
        return None
    return raw if isinstance(raw, dict) else None


def _not_found(order_id: str) -> Answer:
    message = tr("api.kinds", "The order {id} was not found.").format(id=order_id)
    return 404, {"code": 404, "message": message}


async def get_order(call: Call) -> Answer:
    """One order whole: items with their variants' options and names, adjustments, payments
    and shipments with their states, the customer."""
    raw = await _raw_order(call)
    if raw is None:
        return _not_found(call.keys[0])
    call.lookups.remember_order(raw)
    token = str(raw.get("tokenValue"))
    (payments, shipments), (adjusted, _total), customer = await asyncio.gather(
        _steps(call, raw),
        collection(call.wire, iri(ORDERS, token, "adjustments"), ()),
        call.lookups.customer(call.wire, raw.get("customer")),
    )
    items = raw.get("items") or []
    variants = await _each(
        items,
        lambda item: (
            call.lookups.record(call.wire, item["variant"])
            if isinstance(item.get("variant"), str)
            else _nothing()
        ),
    )
    wanted = {
        code for variant in variants if variant for code in keys_of(variant.get("optionValues"))
    }
    options = await call.lookups.option_values(call.wire, wanted) if wanted else {}
    by_unit = {unit: item.get("id") for item in items for unit in keys_of(item.get("units"))}
    per_item: dict[Any, list[Record]] = {}
    own = []
    for adjustment in adjusted:
        unit, item = key_of(adjustment.get("orderItemUnit")), key_of(adjustment.get("orderItem"))
        owner = by_unit.get(unit) if unit else (int(item) if item and item.isdigit() else None)
        if owner is None:
            own.append(_adjustment(adjustment))
        else:
            per_item.setdefault(owner, []).append(_adjustment(adjustment))
    channels = await call.lookups.keyed(call.wire, "/channels")
    channel = channels.get(key_of(raw.get("channel")) or "", {})
    shown = [
        _item(item, per_item.get(item.get("id"), []), variant, options)
        for item, variant in zip(items, variants, strict=True)
    ]
    return 200, _order(raw, customer, payments, shipments, shown, own, channel.get("name"))


async def _nothing() -> None:
    return None


async def cancel_order(call: Call) -> Answer:
    token = await token_of(call, call.keys[0])
    if token is None:
        return _not_found(call.keys[0])
    await call.wire.request("PATCH", iri(ORDERS, token, "cancel"), headers=MERGE_PATCH)
    return NO_CONTENT


async def complete_payment(call: Call) -> Answer:
    await call.wire.request("PATCH", iri(PAYMENTS, call.keys[1], "complete"), headers=MERGE_PATCH)
    return NO_CONTENT


async def ship_shipment(call: Call) -> Answer:
    tracking = (call.body or {}).get("tracking") if isinstance(call.body, Mapping) else None
    body = {"trackingCode": tracking} if tracking else {}
    await call.wire.request(
        "PATCH", iri(SHIPMENTS, call.keys[1], "ship"), json=body, headers=MERGE_PATCH
    )
    return NO_CONTENT
