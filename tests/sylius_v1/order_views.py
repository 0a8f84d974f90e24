"""What an order shows (its items, units, adjustments, addresses, payments and shipments), by
serialization group, as the OrderBundle, CoreBundle and AdminApiBundle serializer YAML says.

Order totals are Sylius's stored sums, recomputed here from the parts (``store.order_totals``);
the order's ``paymentState`` and ``shippingState`` are never serialized in the v1 API.
"""

from __future__ import annotations

from typing import Any

from .serializer import (
    ALL3,
    API,
    CHANNEL,
    CUSTOMER,
    D_DET,
    ONLY_D,
    ONLY_DET,
    VARIANT,
    Getter,
    Table,
    View,
    field,
    links,
    many,
    product_code,
    ref,
    render,
    translations,
)
from .store import Record, adjustments_total, item_totals, order_totals

ADJUSTMENT: Table = tuple((key, ALL3, field(key)) for key in ("id", "type", "label", "amount"))
ADDRESS: Table = (
    ("id", ONLY_D, field("id")),
    *(
        (key, D_DET, field(key))
        for key in (
            "firstName",
            "lastName",
            "street",
            "city",
            "postcode",
            "phoneNumber",
            "countryCode",
            "provinceCode",
            "provinceName",
        )
    ),
)


def adjustments(record: Record, view: View) -> list[dict[str, Any]]:
    return [render(ADJUSTMENT, a, view) for a in record.get("adjustments", [])]


UNIT: Table = (
    ("id", ALL3, field("id")),
    ("adjustments", ALL3, adjustments),
    ("adjustmentsTotal", ALL3, lambda r, v: adjustments_total(r["adjustments"])),
)


def order_item(order: Record) -> Table:
    def variant(item: Record, view: View) -> Record | None:
        return view.state.get("variants", item.get("variant"))

    def variant_href(item: Record, view: View, product_only: bool) -> str | None:
        target = variant(item, view)
        if target is None:
            return None
        base = f"{API}/products/{product_code(target, view)}"
        return base if product_only else f"{base}/variants/{target['code']}"

    return (
        ("id", ALL3, field("id")),
        ("quantity", ALL3, field("quantity")),
        ("unitPrice", ALL3, field("unitPrice")),
        ("total", ALL3, lambda r, v: item_totals(r)["total"]),
        ("units", ALL3, lambda r, v: [render(UNIT, u, v) for u in r["units"]]),
        ("unitsTotal", ALL3, lambda r, v: item_totals(r)["unitsTotal"]),
        ("adjustments", ALL3, adjustments),
        ("adjustmentsTotal", ALL3, lambda r, v: item_totals(r)["adjustmentsTotal"]),
        ("variant", ALL3, lambda r, v: (t := variant(r, v)) and render(VARIANT, t, v)),
        (
            "_links",
            ALL3,
            links(
                ("order", ALL3, lambda r, v: f"{API}/orders/{order['id']}"),
                ("product", ALL3, lambda r, v: variant_href(r, v, True)),
                ("variant", ALL3, lambda r, v: variant_href(r, v, False)),
            ),
        ),
    )


PAYMENT_METHOD: Table = (
    ("id", D_DET, field("id")),
    ("code", D_DET, field("code")),
    ("position", D_DET, field("position")),
    ("createdAt", ONLY_DET, field("createdAt")),
    ("updatedAt", ONLY_DET, field("updatedAt")),
    ("enabled", ONLY_DET, field("enabled")),
    ("translations", D_DET, translations(("name", "description"))),
    ("channels", ONLY_DET, many("channels", CHANNEL, "channels")),
    ("_links", ONLY_D, links(("self", ONLY_D, lambda r, v: f"{API}/payment-methods/{r['code']}"))),
)
SHIPPING_METHOD: Table = (
    ("id", ONLY_D, field("id")),
    ("code", D_DET, field("code")),
    ("enabled", D_DET, field("enabled")),
    (
        "_links",
        ONLY_D,
        links(
            ("self", ONLY_D, lambda r, v: f"{API}/shipping-methods/{r['code']}"),
            ("zone", ONLY_D, lambda r, v: f"{API}/zones/{r['zone']}"),
        ),
    ),
)


def order_part(order: Record, route: str, rel: str, method_kind: str, table: Table) -> Getter:
    """A payment or shipment of ``order``: its own fields, its method, and its links."""

    def method(r: Record, v: View) -> Record | None:
        return v.state.get(method_kind, r.get("method"))

    def method_href(target: Record | None) -> str | None:
        return None if target is None else f"{API}/{rel}s/{target['code']}"

    def build(record: Record, view: View) -> dict[str, Any]:
        own: Table = (
            ("id", D_DET, field("id")),
            ("state", D_DET, field("state")),
            ("amount", D_DET, field("amount")),
            ("tracking", D_DET, field("tracking")),
            ("method", D_DET, lambda r, v: (m := method(r, v)) and render(table, m, v)),
            (
                "_links",
                ONLY_D,
                links(
                    ("self", ONLY_D, lambda r, v: f"{API}/{route}/{r['id']}"),
                    (rel, ONLY_D, lambda r, v: method_href(method(r, v))),
                    ("order", ONLY_D, lambda r, v: f"{API}/orders/{order['id']}"),
                ),
            ),
        )
        return render(own, record, view)

    return build


def order_table(order: Record) -> Table:
    payment = order_part(order, "payments", "payment-method", "paymentMethods", PAYMENT_METHOD)
    shipment = order_part(order, "shipments", "shipping-method", "shippingMethods", SHIPPING_METHOD)
    return (
        ("id", ALL3, field("id")),
        ("checkoutCompletedAt", ONLY_DET, field("checkoutCompletedAt")),
        ("number", ONLY_DET, field("number")),
        ("items", ALL3, lambda r, v: [render(order_item(r), item, v) for item in r["items"]]),
        ("itemsTotal", ALL3, lambda r, v: order_totals(r)["itemsTotal"]),
        ("adjustments", ALL3, adjustments),
        ("adjustmentsTotal", ALL3, lambda r, v: order_totals(r)["adjustmentsTotal"]),
        ("total", ALL3, lambda r, v: order_totals(r)["total"]),
        ("state", ONLY_DET, field("state")),
        ("customer", ALL3, ref("customers", CUSTOMER, "customer")),
        ("channel", ALL3, ref("channels", CHANNEL, "channel")),
        (
            "shippingAddress",
            ONLY_DET,
            lambda r, v: r["shippingAddress"] and render(ADDRESS, r["shippingAddress"], v),
        ),
        (
            "billingAddress",
            ONLY_DET,
            lambda r, v: r["billingAddress"] and render(ADDRESS, r["billingAddress"], v),
        ),
        ("payments", ONLY_DET, lambda r, v: [payment(p, v) for p in r["payments"]]),
        ("shipments", ONLY_DET, lambda r, v: [shipment(s, v) for s in r["shipments"]]),
        ("currencyCode", ALL3, field("currencyCode")),
        ("localeCode", ALL3, field("localeCode")),
        ("checkoutState", ALL3, field("checkoutState")),
    )


def serialize_item(order: Record, item: Record, view: View) -> Any:
    """An order item (its links name its order)."""
    return render(order_item(order), item, view)
