"""An order's numbers, derived from its items and adjustments as Sylius's Core models do.

The records keep only the facts (unit prices, quantities, adjustments); every total an answer shows
is computed here, in minor units, so a record never holds a total that disagrees with its parts.
"""

from __future__ import annotations

from typing import Any

from .state import Record, Store

PROMOTIONS = ("order_promotion", "order_item_promotion", "order_unit_promotion")


def _sum(adjustments: list[Record], *types: str, neutral: bool | None = False) -> int:
    return sum(
        a["amount"]
        for a in adjustments
        if (not types or a["type"] in types) and (neutral is None or a["neutral"] == neutral)
    )


def unit_adjustments(store: Store, unit_id: int) -> list[Record]:
    return store.where("adjustments", orderItemUnit=unit_id)


def item_adjustments(store: Store, item: Record, recursive: bool) -> list[Record]:
    own = store.where("adjustments", orderItem=item["id"])
    if not recursive:
        return own
    return own + [a for unit in item["units"] for a in unit_adjustments(store, unit)]


def item_numbers(store: Store, item: Record) -> dict[str, int]:
    first_unit = unit_adjustments(store, item["units"][0]) if item["units"] else []
    units_total = sum(
        item["unitPrice"] + _sum(unit_adjustments(store, unit)) for unit in item["units"]
    )
    own = item_adjustments(store, item, recursive=False)
    discounted = item["unitPrice"] + _sum(first_unit, "order_unit_promotion")
    return {
        "subtotal": discounted * item["quantity"],
        "total": units_total + _sum(own),
        "fullDiscountedUnitPrice": item["unitPrice"]
        + _sum(first_unit, "order_unit_promotion", "order_promotion"),
        "adjustmentsTotal": _sum(own),
        "adjustmentsTotalRecursively": _sum(item_adjustments(store, item, recursive=True)),
    }


def order_adjustments(store: Store, order: Record, recursive: bool) -> list[Record]:
    own = store.where("adjustments", order=order["tokenValue"])
    if not recursive:
        return own
    items = store.where("order_items", order=order["tokenValue"])
    nested = [a for item in items for a in item_adjustments(store, item, recursive=True)]
    return sorted(own + nested, key=lambda a: a["id"])


def order_numbers(store: Store, order: Record) -> dict[str, Any]:
    items = store.where("order_items", order=order["tokenValue"])
    numbers = [item_numbers(store, item) for item in items]
    own = order_adjustments(store, order, recursive=False)
    every = order_adjustments(store, order, recursive=True)
    on_shipments = [a for a in own if a.get("shipment") is not None]
    items_total = sum(n["total"] for n in numbers)
    return {
        "itemsTotal": items_total,
        "itemsSubtotal": sum(n["subtotal"] for n in numbers),
        "total": items_total + _sum(own),
        "taxTotal": _sum(every, "tax", neutral=None),
        "shippingTaxTotal": _sum(on_shipments, "tax", neutral=None),
        "taxExcludedTotal": _sum(every, "tax"),
        "taxIncludedTotal": _sum(every, "tax", neutral=True),
        "shippingTotal": _sum(own, "shipping", "order_shipping_promotion")
        + _sum(on_shipments, "tax"),
        "orderPromotionTotal": _sum(every, *PROMOTIONS),
        "shippingPromotionTotal": _sum(own, "order_shipping_promotion"),
    }
