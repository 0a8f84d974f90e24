"""Product variants: list, show, create, update (PUT and PATCH), delete.

The variant form is AdminApiBundle's ``ProductVariantType`` over ProductBundle's and CoreBundle's
``ProductVariantTypeExtension`` (README lists its fields per generation). Notable, and faithful:
``code`` is disabled once set (a PUT cannot rename); ``onHand`` is left out of the form when the
body lacks it; ``version`` is a hidden field, so a PUT without it submits null; prices are read in
major units (MoneyType, divisor 100); the optimistic lock is Doctrine's, checked only when one of
the variant's own columns changes, and a stale version answers 409 with the form, unwrapped.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from .calls import (
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
from .forms import NOT_BLANK, Compound, Scalar, choice, integer, money, number
from .lists import Filter, Grid, php_int
from .store import Record, listed_in_locale, translated

VARIANT_GRID = Grid(
    name="sylius_admin_api_product_variant",
    fields={"name": None, "code": None, "position": "position"},
    sorting=(("position", "asc"),),
    filters=(Filter("code", "string", ("code",)), Filter("name", "string", ("translation.name",))),
    resolve=translated,
)


def _product(call: Call) -> Record | None:
    return call.state.find("products", code=call.params["productCode"])


def _variant(call: Call) -> Record:
    product = _product(call)
    return found(
        None
        if product is None
        else call.state.find("variants", code=call.params["code"], product=product["id"])
    )


@handler("variant_index")
def variant_index(call: Call) -> Reply:
    """A product that does not exist has no variants: an empty page, not a 404."""
    product = _product(call)
    owned = [v for v in call.state.all("variants") if product and v["product"] == product["id"]]
    return grid_page(call, VARIANT_GRID, "variants", listed_in_locale(call.state, owned))


@handler("variant_show")
def variant_show(call: Call) -> Reply:
    return shown(call, "variants", _variant(call), DETAIL)


# -- the variant form ------------------------------------------------------------------------------

_DIMENSIONS = ("width", "height", "depth", "weight")


_COLUMNS = (
    "code",
    "enabled",
    "tracked",
    "shippingRequired",
    "onHand",
    "taxCategory",
    "shippingCategory",
    *_DIMENSIONS,
)


def _options(call: Call, product: Record) -> list[Record]:
    return [o for o in call.state.all("productOptions") if o["id"] in product["options"]]


def variant_form(call: Call, variant: Record | None, product: Record) -> Compound:
    state, generation, body = call.state, call.generation, call.body
    locales = [locale["code"] for locale in state.all("locales")]

    def by_code(kind: str) -> dict[str, Any]:
        return {r["code"]: r["id"] for r in state.all(kind)}

    price_fields = (
        "price",
        "originalPrice",
        *(("minimumPrice",) if generation.minimum_price_field else ()),
    )
    children: list[Scalar | Compound] = [
        Compound(
            "translations",
            tuple(
                Compound(locale, (Scalar("name"),), required=locale == state.default_locale())
                for locale in locales
            ),
        ),
        Scalar("code", disabled=variant is not None and variant.get("code") is not None),
        *([Scalar("enabled", checkbox=True)] if generation.variant_enabled_field else []),
        Scalar("version"),
        Scalar("tracked", checkbox=True),
        Scalar("shippingRequired", checkbox=True),
        *([Scalar("onHand", integer)] if "onHand" in body else []),
        *(Scalar(name, number, f"{name.capitalize()} must be a number.") for name in _DIMENSIONS),
        Scalar("taxCategory", choice(by_code("taxCategories"))),
        Scalar("shippingCategory", choice(by_code("shippingCategories"))),
        Compound(
            "channelPricings",
            tuple(
                Compound(
                    channel["code"],
                    tuple(Scalar(name, money) for name in price_fields),
                    required=False,
                )
                for channel in state.all("channels")
            ),
        ),
    ]
    options = _options(call, product)
    if options and ("optionValues" in body or not generation.option_values_kept_when_absent):
        children.append(
            Compound(
                "optionValues",
                tuple(
                    Scalar(o["code"], choice({v["code"]: v["id"] for v in o["values"]}))
                    for o in options
                ),
            )
        )
        if generation.option_values_must_not_be_blank:
            children.append(Scalar("optionValuesData"))
    return Compound("", tuple(children))


def variant_data(call: Call, variant: Record, product: Record) -> dict[str, Any]:
    """The variant as the form holds it (translations and pricings per locale and channel)."""
    chosen = set(variant["optionValues"])
    return {
        **{key: variant.get(key) for key in _COLUMNS},
        "version": str(variant["version"]),
        "translations": {
            loc["code"]: (
                {"name": t["name"]} if (t := variant["translations"].get(loc["code"])) else None
            )
            for loc in call.state.all("locales")
        },
        "channelPricings": {
            c["code"]: (
                {k: p.get(k) for k in ("price", "originalPrice", "minimumPrice")}
                if (p := variant["channelPricings"].get(c["code"]))
                else None
            )
            for c in call.state.all("channels")
        },
        "optionValues": {
            o["code"]: next((v["id"] for v in o["values"] if v["id"] in chosen), None)
            for o in _options(call, product)
        },
    }


def _apply(call: Call, variant: Record, data: dict[str, Any], fields: set[str]) -> list[str]:
    """Write the form's data into ``variant``; violations the write itself finds."""
    state = call.state
    for key in _COLUMNS:
        variant[key] = data[key]
    for locale, entry in data["translations"].items():
        if entry is not None:
            translation = variant["translations"].setdefault(
                locale, {"id": state.next_id("variantTranslations"), "locale": locale}
            )
            translation["name"] = entry["name"]
    for channel, entry in data["channelPricings"].items():
        if entry is None:
            continue
        if (
            call.generation.empty_pricing_removed
            and entry.get("price") is None
            and entry.get("originalPrice") is None
        ):
            variant["channelPricings"].pop(channel, None)
            continue
        pricing = variant["channelPricings"].setdefault(
            channel,
            {"id": state.next_id("channelPricings"), "channelCode": channel, "minimumPrice": 0},
        )
        pricing.update(entry)
    if "optionValues" not in fields:
        return []
    chosen = list(data["optionValues"].values())
    if not call.generation.option_values_kept_when_absent:
        # 1.0-1.9: a null written into the collection leaves that option without a value.
        variant["optionValues"] = [value for value in chosen if value is not None]
        return []
    if None in chosen:
        chosen.remove(None)  # the bundle's SUBMIT listener removes one null
    variant["optionValues"] = chosen
    if None in chosen:
        return ["Option Values cannot be null."]
    return ["Option Values cannot be empty."] if not chosen else []


def _violations(
    call: Call, variant: Record, product: Record, fields: set[str]
) -> list[tuple[list[str], str]]:
    found_: list[tuple[list[str], str]] = []
    code = variant.get("code")
    if not code:
        found_.append((["code"], "Please enter the code."))
    elif not re.fullmatch(r"[\w-]*", code, re.ASCII):
        found_.append(
            (
                ["code"],
                "Product variant code can only be comprised of letters, numbers, dashes and "
                "underscores.",
            )
        )
    elif any(v["code"] == code and v["id"] != variant["id"] for v in call.state.all("variants")):
        found_.append((["code"], "Product variant code must be unique."))
    if variant["onHand"] is None:
        found_.append((["onHand"], "Please enter on hand."))
    elif variant["onHand"] < 0:
        found_.append((["onHand"], "On hand must be greater than 0."))
    elif variant["onHand"] < variant["onHold"]:
        found_.append((["onHand"], "On hand must be greater than the number of on hold units"))
    for name in _DIMENSIONS:
        if variant.get(name) is not None and variant[name] < 0:
            found_.append(([name], f"{name.capitalize()} cannot be negative."))
    minimum = 0 if call.generation.zero_price_allowed else 1  # Range min 0.01: one cent
    for channel, pricing in variant["channelPricings"].items():
        for key in ("price", "originalPrice"):
            if pricing.get(key) is not None and pricing[key] < minimum:
                found_.append((["channelPricings", channel, key], "Price cannot be lower than 0."))
    channels = {c["id"]: c["code"] for c in call.state.all("channels")}
    if any(
        (variant["channelPricings"].get(channels[c]) or {}).get("price") is None
        for c in product["channels"]
    ):
        found_.append((["channelPricings"], "You must define price for every channel."))
    chosen = set(variant["optionValues"]) - {None}
    if chosen and any(
        set(v["optionValues"]) == chosen
        for v in call.state.all("variants")
        if v["product"] == product["id"] and v["id"] != variant["id"]
    ):
        found_.append(([], "Variant with this option set already exists."))
    if "optionValuesData" in fields and call.clear_missing and not call.body.get("optionValues"):
        # 1.12's unmapped copy of the option values: a PATCH never submits (so never checks) it
        found_.append((["optionValuesData"], NOT_BLANK))
    return found_


def _submit_variant(call: Call, variant: Record, product: Record, is_new: bool) -> Reply | None:
    """Run the form; None when the save may go ahead, else the answer."""
    form = variant_form(call, None if is_new else variant, product)
    fields = {child.name for child in form.children}
    before = {key: variant.get(key) for key in _COLUMNS}
    data, tree = run_form(call, form, variant_data(call, variant, product))
    for message in _apply(call, variant, data, fields):
        tree.add([], message)
    for path, message in _violations(call, variant, product, fields):
        tree.add(path, message)
    if not tree.valid:
        return form_failed(tree)
    if not is_new and any(variant.get(key) != value for key, value in before.items()):
        # Doctrine's versioned UPDATE ... WHERE version = <the submitted version>
        if data["version"] is None or php_int(data["version"], 0) != variant["version"]:
            return Reply(409, tree.to_json())  # RaceConditionException: the form, unwrapped
        variant["version"] += 1
        variant["updatedAt"] = call.state.now()
    return None


@handler("variant_create")
def variant_create(call: Call) -> Reply:
    product = found(_product(call))
    state = call.state
    siblings = [v["position"] for v in state.all("variants") if v["product"] == product["id"]]
    now = state.now()
    variant: Record = {
        "id": state.next_id("variants"),
        "code": None,
        "product": product["id"],
        "position": max(siblings, default=-1) + 1,
        "enabled": True,
        "translations": {},
        "optionValues": [],
        "tracked": False,
        "shippingRequired": True,
        "onHand": 0,
        "onHold": 0,
        "width": None,
        "height": None,
        "depth": None,
        "weight": None,
        "taxCategory": None,
        "shippingCategory": None,
        "channelPricings": {},
        "version": 1,
        "createdAt": now,
        "updatedAt": now,
    }
    failed = _submit_variant(call, variant, product, is_new=True)
    if failed is not None:
        return failed
    state.all("variants").append(variant)
    return shown(call, "variants", variant, DETAIL, 201)


@handler("variant_update")
def variant_update(call: Call) -> Reply:
    variant = _variant(call)
    product = found(call.state.get("products", variant["product"]))
    draft = copy.deepcopy(variant)
    failed = _submit_variant(call, draft, product, is_new=False)
    if failed is not None:
        return failed
    variant.clear()
    variant.update(draft)
    return Reply(204)


@handler("variant_delete")
def variant_delete(call: Call) -> Reply:
    variant = _variant(call)
    in_use = any(
        item["variant"] == variant["id"] for o in call.state.all("orders") for item in o["items"]
    )
    if in_use:
        return error(500)  # the order items' foreign key: Doctrine's exception escapes
    call.state.all("variants").remove(variant)
    return Reply(204)
