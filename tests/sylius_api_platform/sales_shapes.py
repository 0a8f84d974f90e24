"""Orders and what hangs from them as the admin API shows them: orders with their items,
addresses, payments and shipments, order items, payments, shipments, adjustments. Totals come
from ``totals.py``; README.md cites the serialization files and answers per resource."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .fields import LOCALE, Field, Getter, plain, ref, refs
from .state import Flavour, Record
from .totals import item_adjustments, item_numbers, order_numbers

if TYPE_CHECKING:
    from .render import Render


def _address(name: str) -> Getter:
    def get(record: Record, render: Render) -> dict[str, Any] | None:
        address = render.store.get("addresses", record.get(name))
        if address is None:
            return None
        fields = ("firstName", "lastName", "phoneNumber", "company", "countryCode")
        return {
            "@id": render.iri("addresses", address),
            "@type": "Address",
            **{key: address.get(key) for key in fields},
            **{key: address.get(key) for key in ("provinceName", "street", "city", "postcode")},
        }

    return get


def _order_children(kind: str, type_name: str, methods: str) -> Getter:
    """An order's payments or shipments as the order embeds them: id and method only."""

    def get(record: Record, render: Render) -> list[dict[str, Any]]:
        return [
            {
                "@id": render.iri(kind, child),
                "@type": type_name,
                "id": child["id"],
                "method": render.ref(methods, child["method"]),
            }
            for child in render.store.where(kind, order=record["tokenValue"])
        ]

    return get


def _numbers(of: Callable[..., dict[str, Any]], key: str) -> Getter:
    """One derived number (``totals.py``) of an order or an order item."""

    def get(record: Record, render: Render) -> Any:
        return of(render.store, record)[key]

    return get


def _order_item(item: Record, render: Render) -> dict[str, Any]:
    numbers = item_numbers(render.store, item)
    body: dict[str, Any] = {
        "@id": render.iri("order_items", item),
        "@type": "OrderItem",
        "variant": render.ref("product_variants", item["variant"]),
        "productName": item["productName"],
    }
    if render.flavour.at_least("2.1"):  # UPGRADE-API-2.1.md: variantName since 2.1.5
        body["variantName"] = item.get("variantName")
    body.update(
        id=item["id"],
        quantity=item["quantity"],
        unitPrice=item["unitPrice"],
        originalUnitPrice=item["originalUnitPrice"],
        total=numbers["total"],
        units=[render.ref("order_item_units", unit) for unit in item["units"]],
        fullDiscountedUnitPrice=numbers["fullDiscountedUnitPrice"],
        subtotal=numbers["subtotal"],
    )
    return body


def _items(record: Record, render: Render) -> list[dict[str, Any]]:
    items = render.store.where("order_items", order=record["tokenValue"])
    return [_order_item(item, render) for item in items]


def order(f: Flavour, group: str) -> list[Field]:
    later: list[Field] = []
    if f.at_least("2.1"):  # UPGRADE-API-2.1.md, "Modified responses / Order"
        later = [*plain("checkoutCompletedAt", "promotionCoupon")]
    return [
        ("customer", ref("customers", "customer")),
        ("channel", ref("channels", "channel")),
        ("shippingAddress", _address("shippingAddress")),
        ("billingAddress", _address("billingAddress")),
        ("payments", _order_children("payments", "Payment", "payment_methods")),
        ("shipments", _order_children("shipments", "Shipment", "shipping_methods")),
        *plain("currencyCode", "localeCode", "checkoutState"),
        *(plain("customerIp") if f.v2 and group == "show" else []),
        *plain("paymentState", "shippingState", "tokenValue", "id", "number", "notes"),
        ("items", _items),
        ("itemsTotal", _numbers(order_numbers, "itemsTotal")),
        ("total", _numbers(order_numbers, "total")),
        *plain("state"),
        *[
            (key, _numbers(order_numbers, key))
            for key in (
                "itemsSubtotal",
                "taxTotal",
                "shippingTaxTotal",
                "taxExcludedTotal",
                "taxIncludedTotal",
                "shippingTotal",
                "orderPromotionTotal",
                "shippingPromotionTotal",
            )
        ],
        *later,
    ]


def _item_adjustments(recursive: bool) -> Getter:
    def get(record: Record, render: Render) -> list[str]:
        found = item_adjustments(render.store, record, recursive)
        return [render.iri("adjustments", adjustment) for adjustment in found]

    return get


def _item_product(record: Record, render: Render) -> dict[str, Any]:
    variant = render.store.get("product_variants", record["variant"]) or {}
    return {"@id": render.ref("products", variant.get("product")), "@type": "Product"}


def order_item(f: Flavour, group: str) -> list[Field]:
    def number(key: str) -> Getter:
        return _numbers(item_numbers, key)

    return [
        ("variant", ref("product_variants", "variant")),
        *plain("productName", "id"),
        ("order", ref("orders", "order")),
        *plain("quantity", "unitPrice", "originalUnitPrice"),
        ("total", number("total")),
        ("units", refs("order_item_units", "units")),
        ("adjustments", _item_adjustments(False)),
        ("adjustmentsTotal", number("adjustmentsTotal")),
        ("product", _item_product),
        ("fullDiscountedUnitPrice", number("fullDiscountedUnitPrice")),
        ("subtotal", number("subtotal")),
        ("adjustmentsRecursively", _item_adjustments(True)),
        ("adjustmentsTotalRecursively", number("adjustmentsTotalRecursively")),
    ]


def _payment_method(record: Record, render: Render) -> Any:
    method = render.store.get("payment_methods", record["method"]) or {"code": record["method"]}
    return {
        "@id": render.iri("payment_methods", method),
        "@type": "PaymentMethod",
        "translations": {
            LOCALE: {
                "@id": render.iri("payment_method_translations", method, owner=method, key=LOCALE),
                "@type": "PaymentMethodTranslation",
                "name": method.get("name"),
            }
        },
    }


def payment(f: Flavour, group: str) -> list[Field]:
    # PATCH /complete in 1.x declares no normalization groups: the method stays an IRI
    # (patch_complete_payment_response.json@1.14).
    method = ref("payment_methods", "method") if group == "step" and not f.v2 else _payment_method
    return [
        ("order", ref("orders", "order")),
        *plain("id"),
        ("method", method),
        *plain("currencyCode", "amount", "state", "details", "createdAt", "updatedAt"),
    ]


def _shipment_units(record: Record, render: Render) -> dict[str, str | None]:
    """Keyed by unit id: Sylius serializes the shipment's unit collection with its keys
    (get_shipment_response.json)."""
    return {str(unit): render.ref("order_item_units", unit) for unit in record["units"]}


def shipment(f: Flavour, group: str) -> list[Field]:
    return [
        ("order", ref("orders", "order")),
        *plain("id", "state"),
        ("method", ref("shipping_methods", "method")),
        ("units", _shipment_units),
        *plain("tracking", "shippedAt", "createdAt", "updatedAt"),
    ]


def adjustment(f: Flavour, group: str) -> list[Field]:
    return [
        ("shipment", ref("shipments", "shipment")),
        *plain("id"),
        ("order", ref("orders", "order")),
        ("orderItem", ref("order_items", "orderItem")),
        ("orderItemUnit", ref("order_item_units", "orderItemUnit")),
        *plain("type", "label", "amount", "neutral", "locked"),
    ]
