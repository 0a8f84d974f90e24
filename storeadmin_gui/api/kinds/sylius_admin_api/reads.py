"""Sylius 1.x representations read as the contract's, so the models read every field they send.

Orders and admin users come camelCase (``itemsTotal``, ``unitPrice``, ``checkoutCompletedAt``,
``firstName``); an order item's units carry their own adjustments (a unit's tax, its share of a
promotion), which the contract counts among the item's (``total = quantity × unit_price +
adjustments_total``); an adjustment's text is its ``label``; payment and shipping methods name
themselves in ``translations``. Product options and their values are named only in their
``translations``. Each reader takes the decoded JSON of one record and answers the contract's
JSON for it; whatever it does not know passes through untouched (the models ignore it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from storeadmin_gui.api.kinds.sylius_address import read_sylius_address, snake

__all__ = ["read_admin_user", "read_order", "read_product", "snake_keys"]


def snake_keys(record: Any) -> Any:
    """An object's own keys in snake_case (nested objects as they are)."""
    if not isinstance(record, Mapping):
        return record
    return {snake(key): value for key, value in record.items()}


def _entries(value: Any) -> list[Any]:
    """A collection as a list of its entries (PHP sends an indexed array as an object)."""
    if isinstance(value, Mapping):
        return list(value.values())
    return list(value) if isinstance(value, list) else []


def translated(record: Any, field: str, locale: str | None) -> str | None:
    """``record``'s ``translations.<locale>.<field>``; else its first translation's."""
    translations = record.get("translations") if isinstance(record, Mapping) else None
    if not isinstance(translations, Mapping) or not translations:
        return None
    chosen = translations.get(locale) if locale else None
    for entry in [chosen, *translations.values()]:
        if isinstance(entry, Mapping) and entry.get(field):
            return str(entry[field])
    return None


def _adjustment(adjustment: Any) -> Any:
    if not isinstance(adjustment, Mapping):
        return adjustment
    out = dict(adjustment)
    out["description"] = out.pop("label", None)
    return out


def _method(method: Any, locale: str | None) -> Any:
    """A payment or shipping method: its code, and its name where it has one."""
    if not isinstance(method, Mapping):
        return method
    name = method.get("name") or translated(method, "name", locale)
    return {"code": method.get("code"), "name": name}


def _product_code(links: Any) -> str | None:
    """The product's code from an order item's ``_links.product`` (``.../products/{code}``)."""
    href = links.get("product", {}).get("href") if isinstance(links, Mapping) else None
    return href.rstrip("/").rsplit("/", 1)[-1] if isinstance(href, str) else None


def _item_variant(variant: Any, links: Any, locale: str | None) -> Any:
    """The variant of an order item as the contract names it: its product (the product's code,
    the variant's name: the product's own is not sent), its option values and its names, each in
    every locale sent."""
    if not isinstance(variant, Mapping):
        return variant
    options = [
        {
            "code": value.get("code"),
            "value": translated(value, "value", locale),
            "translations": value.get("translations") or {},
        }
        for value in _entries(variant.get("optionValues"))
        if isinstance(value, Mapping)
    ]
    return {
        "id": variant.get("id"),
        "code": variant.get("code"),
        "object": {"code": _product_code(links), "name": translated(variant, "name", locale)},
        "options": options,
        "translations": variant.get("translations") or {},
    }


def _order_item(item: Any, locale: str | None) -> Any:
    if not isinstance(item, Mapping):
        return item
    units = [unit for unit in _entries(item.get("units")) if isinstance(unit, Mapping)]
    adjustments = [
        *_entries(item.get("adjustments")),
        *(adjustment for unit in units for adjustment in _entries(unit.get("adjustments"))),
    ]
    units_adjusted = sum(int(unit.get("adjustmentsTotal") or 0) for unit in units)
    return {
        "id": item.get("id"),
        "quantity": item.get("quantity", 0),
        "unit_price": item.get("unitPrice", 0),
        "units_total": item.get("unitsTotal"),
        "adjustments": [_adjustment(adjustment) for adjustment in adjustments],
        "adjustments_total": int(item.get("adjustmentsTotal") or 0) + units_adjusted,
        "total": item.get("total", 0),
        "variant": _item_variant(item.get("variant"), item.get("_links"), locale),
        # An order item unit is the inventory unit: the same record.
        "inventory_units": [{"id": unit.get("id")} for unit in units],
        "_links": item.get("_links", {}),
    }


def read_order(order: Any) -> Any:
    """An order (or a cart read as an order) in the contract's snake_case."""
    if not isinstance(order, Mapping):
        return order
    locale = order.get("localeCode")
    currency = order.get("currencyCode")
    customer = order.get("customer") if isinstance(order.get("customer"), Mapping) else None
    return {
        "id": order.get("id"),
        "number": order.get("number"),
        "checkout_completed_at": order.get("checkoutCompletedAt"),
        "items": [_order_item(item, locale) for item in _entries(order.get("items"))],
        "items_total": order.get("itemsTotal", 0),
        "adjustments": [_adjustment(a) for a in _entries(order.get("adjustments"))],
        "adjustments_total": order.get("adjustmentsTotal", 0),
        "total": order.get("total", 0),
        "state": order.get("state"),
        "email": customer.get("email") if customer else None,
        "customer": snake_keys(customer) if customer else None,
        "channel": snake_keys(order.get("channel")),
        "shipping_address": read_sylius_address(order.get("shippingAddress")),
        "billing_address": read_sylius_address(order.get("billingAddress")),
        "payments": [
            {
                **snake_keys(payment),
                "method": _method(payment.get("method"), locale),
                "currency_code": currency,
            }
            for payment in _entries(order.get("payments"))
            if isinstance(payment, Mapping)
        ],
        "shipments": [
            {**snake_keys(shipment), "method": _method(shipment.get("method"), locale)}
            for shipment in _entries(order.get("shipments"))
            if isinstance(shipment, Mapping)
        ],
        "currency": currency,
        "locale_code": locale,
        "checkout_state": order.get("checkoutState"),
        "_links": order.get("_links", {}),
    }


def read_admin_user(user: Any) -> Any:
    """An admin user (``/users/``) in the contract's snake_case."""
    return snake_keys(user)


def _store_locale(product: Mapping[str, Any]) -> str | None:
    """The locale the store shows the product's ``name`` in (its translation with that name)."""
    translations = product.get("translations")
    if isinstance(translations, Mapping):
        for locale, entry in translations.items():
            if isinstance(entry, Mapping) and entry.get("name") == product.get("name"):
                return str(locale)
    return None


def read_product(product: Any) -> Any:
    """A product with its options and their values named (from their translations, in the
    store's locale where the product tells it), and its texts from its translation."""
    if not isinstance(product, Mapping):
        return product
    locale = _store_locale(product)
    options = []
    for option in _entries(product.get("options")):
        if not isinstance(option, Mapping):
            continue
        values = []
        for value in _entries(option.get("values")):
            if isinstance(value, Mapping):
                name = value.get("name") or translated(value, "value", locale)
                values.append({**value, "name": name, "value": value.get("value") or name})
        name = option.get("name") or translated(option, "name", locale)
        options.append({**option, "name": name, "values": values})
    out = {**product, "options": options}
    for field, key in (("description", "description"), ("short_description", "shortDescription")):
        if out.get(key) is None and (text := translated(product, key, locale)) is not None:
            out[field] = text
    return out


Reader = Callable[[Any], Any]
