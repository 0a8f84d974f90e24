"""The catalogue as the contract has it, from Sylius's admin API: channels, locales, tax and
shipping categories, products, variants (one product's, or every product's), and saves of
variants that neither duplicate nor drop a price or a name.

Reads: a variant names its product, option values and categories by IRI; each becomes the code
the contract names it by, with the names the lookups know (``lookups.py``). A variant has no
``id`` in this API: the contract's is a number made from its code (stable, never sent back); its
``version`` is its ``updatedAt`` (``hydra.stamp_version``).

Saves: a PUT keeps every field it leaves out, but replaces a keyed collection it sends (channel
prices, names by locale) by what it sends: an entry with its ``@id`` is changed in place, one
without is new (a second price for a channel that has one is refused), one left out is removed.
So a change of prices or names sends every entry the variant has, each with its ``@id``, and
changes only those asked; prices go in minor units. Just before the PUT the variant is read
again: when its ``updatedAt`` moved since the editor read it, the save is refused as a conflict
(409) and the editor offers its merge. The window between that read and the PUT remains.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from storeadmin_gui.api._decode import json_body
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.money import Money
from storeadmin_gui.api.words import tr

from .call import NO_CONTENT, Answer, Call, page_of
from .generations import ADMIN
from .hydra import (
    Record,
    entries,
    envelope,
    iri,
    key_of,
    keys_of,
    moment,
    read_json,
    stamp_version,
    translated,
)

__all__ = [
    "VARIANTS",
    "create_variant",
    "delete_variant",
    "get_variant",
    "list_catalogue",
    "list_variants",
    "lookup_handlers",
    "save_variant",
]

VARIANTS = f"{ADMIN}/product-variants"
PRODUCTS = f"{ADMIN}/products"
TAX_CATEGORIES = "/tax-categories"
SHIPPING_CATEGORIES = "/shipping-categories"
SCALARS = ("tracked", "position", "onHand", "width", "height", "depth", "weight")


def variant_id(code: str) -> int:
    """The number the contract knows a variant by, made from its code (the API shows none)."""
    return int.from_bytes(hashlib.blake2b(code.encode(), digest_size=6).digest(), "big")


# -- reads ----------------------------------------------------------------------------------------


def read_channel(raw: Record) -> Record:
    return {
        "code": raw.get("code"),
        "name": raw.get("name"),
        "enabled": raw.get("enabled"),
        "baseCurrency": key_of(raw.get("baseCurrency")),
        "locales": keys_of(raw.get("locales")),
        "defaultLocale": key_of(raw.get("defaultLocale")),
    }


def read_locale(raw: Record) -> Record:
    return {"id": raw.get("id"), "code": raw.get("code"), "name": raw.get("name")}


def read_category(raw: Record) -> Record:
    return {
        "id": raw.get("id"),
        "code": raw.get("code"),
        "name": raw.get("name"),
        "description": raw.get("description"),
        "createdAt": moment(raw.get("createdAt")),
        "updatedAt": moment(raw.get("updatedAt")),
    }


def _option_value(code: str, options: Mapping[str, Record]) -> Record:
    facts = options.get(code, {})
    return {
        "code": code,
        "name": facts.get("option_name"),
        "option": facts.get("option"),
        "value": facts.get("value"),
        "translations": {
            locale: {"value": value} for locale, value in facts.get("translations", {}).items()
        },
    }


def _category(reference: Any, known: Mapping[str, Record]) -> Record | None:
    code = key_of(reference)
    if code is None:
        return None
    found = known.get(code)
    return read_category(found) if found is not None else {"code": code}


async def read_variants(call: Call, raws: list[Record]) -> list[Record]:
    """Variants as the contract's (camelCase), their references named."""
    wanted = {code for raw in raws for code in keys_of(raw.get("optionValues"))}
    options = await call.lookups.option_values(call.wire, wanted) if wanted else {}
    taxes = await call.lookups.keyed(call.wire, TAX_CATEGORIES)
    shipping = await call.lookups.keyed(call.wire, SHIPPING_CATEGORIES)
    return [
        {
            "id": variant_id(str(raw.get("code"))),
            "code": raw.get("code"),
            "position": raw.get("position") or 0,
            "optionValues": [_option_value(v, options) for v in keys_of(raw.get("optionValues"))],
            "translations": {
                locale: {"locale": locale, "id": entry.get("id"), "name": entry.get("name")}
                for locale, entry in entries(raw.get("translations")).items()
            },
            "tracked": bool(raw.get("tracked")),
            "channelPricings": {
                channel: {"channelCode": channel, "price": entry.get("price")}
                for channel, entry in entries(raw.get("channelPricings")).items()
            },
            "taxCategory": _category(raw.get("taxCategory"), taxes),
            "shippingCategory": _category(raw.get("shippingCategory"), shipping),
            "version": stamp_version(raw.get("updatedAt")),
            "createdAt": moment(raw.get("createdAt")),
            "onHold": raw.get("onHold"),
            **{name: raw.get(name) for name in ("onHand", "width", "height", "depth", "weight")},
        }
        for raw in raws
    ]


async def read_catalogue(call: Call, raws: list[Record]) -> list[Record]:
    """Variants with their product's code and name and what they have available."""
    variants = await read_variants(call, raws)
    rows = []
    for raw, variant in zip(raws, variants, strict=True):
        reference = raw.get("product")
        product = await call.lookups.record(call.wire, reference) if reference else None
        tracked, on_hand = variant["tracked"], raw.get("onHand") or 0
        rows.append(
            {
                **variant,
                "product": {
                    "code": key_of(reference) or "",
                    "name": translated(product, "name") if product else None,
                },
                "available": on_hand - (raw.get("onHold") or 0) if tracked else None,
            }
        )
    return rows


async def read_products(call: Call, raws: list[Record]) -> list[Record]:
    """Products with their options and each option's values, named."""
    named = {code for raw in raws for code in keys_of(raw.get("options"))}
    options = await call.lookups.option_values(call.wire) if named else {}
    products = []
    for raw in raws:
        shown = []
        for option in keys_of(raw.get("options")):
            values = [
                {"code": code, "name": facts.get("value"), "value": facts.get("value")}
                for code, facts in options.items()
                if facts.get("option") == option
            ]
            name = next(
                (v.get("option_name") for v in options.values() if v.get("option") == option), None
            )
            shown.append({"code": option, "name": name, "values": values})
        products.append(
            {
                "id": raw.get("id"),
                "code": raw.get("code"),
                "name": translated(raw, "name"),
                "description": translated(raw, "description"),
                "shortDescription": translated(raw, "shortDescription"),
                "options": shown,
            }
        )
    return products


# -- handlers -------------------------------------------------------------------------------------


def lookup_handlers() -> dict[str, tuple[str, Any]]:
    """The read-only lookups: collection path and reader by the contract's name."""
    return {
        "channels": (f"{ADMIN}/channels", read_channel),
        "locales": (f"{ADMIN}/locales", read_locale),
        "tax-categories": (f"{ADMIN}/tax-categories", read_category),
        "shipping-categories": (f"{ADMIN}/shipping-categories", read_category),
    }


async def _product_exists(call: Call, code: str) -> bool:
    """Whether the store has the product ``code``: a filter by a product it does not have
    would be ignored, listing every variant."""
    return await call.lookups.record(call.wire, iri(PRODUCTS, code)) is not None


async def list_variants(call: Call) -> Answer:
    """``GET /products/{product}/variants/``: the product's variants, by position."""
    (product,) = call.keys
    if not await _product_exists(call, product):
        return 200, envelope([], page=1, limit=None, total=0)  # none: as for a product without
    extra = [("product", iri(PRODUCTS, product))]
    return await page_of(
        call, VARIANTS, ListName.VARIANTS, lambda raws: read_variants(call, raws), extra
    )


async def list_catalogue(call: Call) -> Answer:
    """``GET /product-variants/``: every variant of every product (or of one)."""
    product = call.param("criteria[product]")
    if product and not await _product_exists(call, product):
        return 200, envelope([], page=1, limit=None, total=0)
    return await page_of(
        call, VARIANTS, ListName.CATALOGUE, lambda raws: read_catalogue(call, raws)
    )


async def _current(call: Call) -> Record | None:
    """The variant the path names, as the store holds it now (None: not that product's)."""
    product, code = call.keys
    raw = await read_json(call.wire, iri(VARIANTS, code))
    return raw if isinstance(raw, dict) and key_of(raw.get("product")) == product else None


async def get_variant(call: Call) -> Answer:
    raw = await _current(call)
    if raw is None:
        return 404, {"code": 404, "message": _no_variant(call.keys[1])}
    return 200, (await read_variants(call, [raw]))[0]


async def create_variant(call: Call) -> Answer:
    (product,) = call.keys
    body = {
        "code": call.body.get("code"),
        "product": iri(PRODUCTS, product),
        **await _fields(call, None),
    }
    answer = json_body(await call.wire.request("POST", VARIANTS, json=body))
    return 201, (await read_variants(call, [answer]))[0]


async def save_variant(call: Call) -> Answer:
    """A change (PUT or PATCH in the contract: both keep what they do not name)."""
    current = await _current(call)
    code = call.keys[1]
    if current is None:
        return 404, {"code": 404, "message": _no_variant(code)}
    asked = call.body.get("version")
    if asked is not None and asked != stamp_version(current.get("updatedAt")):
        message = tr(
            "api.kinds",
            "Someone changed variant {code} in the store since it was read.",
        ).format(code=code)
        return 409, {"code": 409, "message": message}
    changes = await _fields(call, current)
    if changes:
        await call.wire.request("PUT", iri(VARIANTS, code), json=changes)
        call.lookups.forget(iri(VARIANTS, code))
    return NO_CONTENT


async def delete_variant(call: Call) -> Answer:
    if await _current(call) is None:
        return 404, {"code": 404, "message": _no_variant(call.keys[1])}
    await call.wire.request("DELETE", iri(VARIANTS, call.keys[1]))
    call.lookups.forget(iri(VARIANTS, call.keys[1]))
    return NO_CONTENT


# -- what a save sends ----------------------------------------------------------------------------


async def _fields(call: Call, current: Record | None) -> Record:
    """The fields of the contract's body in the store's words; keyed collections whole, each
    existing entry with its ``@id``."""
    body: Mapping[str, Any] = call.body if isinstance(call.body, Mapping) else {}
    out: Record = {name: body[name] for name in SCALARS if name in body}
    if "translations" in body:
        out["translations"] = _keyed(
            current, "translations", body["translations"] or {}, lambda v: {"name": v["name"]}
        )
    if "channelPricings" in body:
        out["channelPricings"] = _keyed(
            current,
            "channelPricings",
            body["channelPricings"] or {},
            lambda v: {"price": Money.to_minor(v["price"])},
        )
    for name, path in (
        ("taxCategory", "tax-categories"),
        ("shippingCategory", "shipping-categories"),
    ):
        if name in body:
            out[name] = iri(f"{ADMIN}/{path}", body[name]) if body[name] else None
    if "optionValues" in body:
        out["optionValues"] = await _option_values(call, current, body["optionValues"] or {})
    return out


def _keyed(current: Record | None, name: str, asked: Mapping[str, Any], value: Any) -> Record:
    """Every entry the variant has (with its ``@id``), those asked changed; new ones without
    ``@id``; one asked as None left out (removed)."""
    held = entries((current or {}).get(name))
    out: Record = {}
    for key, entry in held.items():
        if key in asked and asked[key] is None:
            continue
        out[key] = {"@id": entry.get("@id")}
        if asked.get(key) is not None:
            out[key].update(value(asked[key]))
    for key, wanted in asked.items():
        if key not in held and wanted is not None:
            out[key] = value(wanted)
    return out


async def _option_values(call: Call, current: Record | None, asked: Mapping[str, str]) -> list[str]:
    """The variant's option values (IRIs) with those of the options asked replaced."""
    held = keys_of((current or {}).get("optionValues"))
    options = await call.lookups.option_values(call.wire, {*held, *asked.values()})
    by_option = {options.get(code, {}).get("option", code): code for code in held}
    by_option.update(asked)
    return [_option_value_iri(call, code, options) for code in by_option.values()]


def _option_value_iri(call: Call, code: str, options: Mapping[str, Record]) -> str:
    if call.generation.nested_option_values:
        option = options.get(code, {}).get("option", "")
        return iri(f"{ADMIN}/product-options", option, "values", code)
    return iri(f"{ADMIN}/product-option-values", code)


def _no_variant(code: str) -> str:
    return tr("api.kinds", "The variant {code} was not found.").format(code=code)
