"""No save changes a field the staffer did not touch: each kind of save against each generation,
the stand-in's records compared field by field before and after."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from storeadmin_gui.api import (
    UserCreate,
    UserReplace,
    UserUpdate,
    VariantCreate,
    VariantUpdate,
    errors,
)

from .conftest import Store, changed

pytestmark = pytest.mark.anyio

# Stamps a save moves besides what it was asked to change.
STAMPS = {"updatedAt"}


def moved(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    return set(changed(before, after)) - STAMPS


def snapshot(store: Store) -> dict[str, Any]:
    return copy.deepcopy(store.state.records)


async def test_a_price_in_one_channel_keeps_every_other(store: Store) -> None:
    variant = await store.client.variants.get("TSHIRT", "TSHIRT_M_BLUE")
    before = snapshot(store)
    await store.client.variants.update(
        "TSHIRT",
        variant.code,
        VariantUpdate(version=variant.version or 1, channel_pricings={"WEB_EU": "21.40"}),
    )
    index = next(i for i, v in enumerate(before["variants"]) if v["code"] == "TSHIRT_M_BLUE")
    was = before["variants"][index]["channelPricings"]["WEB_EU"]["price"]
    assert changed(before, store.state.records) == {
        f"variants.{index}.channelPricings.WEB_EU.price": (was, 2140)
    }


def moved_only(before: dict[str, Any], after: dict[str, Any], code: str, fields: set[str]) -> bool:
    """Only ``fields`` of the variant ``code`` changed, and nothing else in the store."""
    was = next(v for v in before["variants"] if v["code"] == code)
    now = next(v for v in after["variants"] if v["code"] == code)
    others = {k: v for k, v in before.items() if k != "variants"}
    assert others == {k: v for k, v in after.items() if k != "variants"}
    assert [v for v in before["variants"] if v["code"] != code] == [
        v for v in after["variants"] if v["code"] != code
    ]
    return moved(was, now) == fields


async def test_a_change_of_name_tracking_and_size_keeps_the_rest(store: Store) -> None:
    variant = await store.client.variants.get("TSHIRT", "TSHIRT_L_RED")
    before = snapshot(store)
    await store.client.variants.update(
        "TSHIRT",
        variant.code,
        VariantUpdate.model_validate(
            {
                "version": variant.version,
                "translations": {"en_US": {"name": "T-shirt L in red"}},
                "tracked": False,
                "width": 33.5,
                "on_hand": 40,
            }
        ),
    )
    assert moved_only(
        before,
        store.state.records,
        "TSHIRT_L_RED",
        {"translations.en_US.name", "tracked", "width", "onHand", "version"},
    )
    assert store.state.variant("TSHIRT_L_RED")["enabled"] is True  # type: ignore[index]


async def test_a_stale_version_is_refused_when_the_variant_itself_changes(store: Store) -> None:
    variant = await store.client.variants.get("TSHIRT", "TSHIRT_L_RED")
    before = snapshot(store)
    with pytest.raises(errors.Conflict):
        await store.client.variants.update(
            "TSHIRT", variant.code, VariantUpdate(version=(variant.version or 1) - 1, tracked=False)
        )
    assert store.state.records == before


async def test_a_new_variant_is_enabled_and_shipped_as_sylius_makes_one(store: Store) -> None:
    created = await store.client.variants.create(
        "TSHIRT",
        VariantCreate.model_validate(
            {
                "code": "TSHIRT_XXL_RED",
                "translations": {"en_US": {"name": "T-shirt XXL red"}},
                "channel_pricings": {"WEB_US": "25.00", "WEB_EU": "23.00", "WEB_GB": "21.00"},
                "on_hand": 4,
                "tracked": True,
            }
        ),
    )
    record = store.state.variant("TSHIRT_XXL_RED")
    assert record is not None and created.code == "TSHIRT_XXL_RED"
    assert record["shippingRequired"] is True
    assert record["enabled"] is True
    assert record["onHand"] == 4 and record["tracked"] is True
    assert {c: p["price"] for c, p in record["channelPricings"].items()} == {
        "WEB_US": 2500,
        "WEB_EU": 2300,
        "WEB_GB": 2100,
    }


async def test_a_user_edit_changes_only_what_was_edited(store: Store) -> None:
    clerk = store.state.find("adminUsers", username="clerk")
    assert clerk is not None
    before = copy.deepcopy(clerk)
    await store.client.users.patch(clerk["id"], UserUpdate(last_name="Schumann"))
    assert moved(before, clerk) == {"lastName"}
    await store.client.users.update(
        clerk["id"], UserReplace(first_name="Clara", last_name="Wieck", email="clara@example.com")
    )
    assert moved(before, clerk) == {"lastName", "email", "emailCanonical"}
    assert clerk["enabled"] is True and clerk["localeCode"] == before["localeCode"]
    await store.client.users.patch(clerk["id"], UserUpdate(plain_password="a new secret"))
    assert moved(before, clerk) == {"lastName", "email", "emailCanonical", "password"}


async def test_a_new_user_gets_its_username_locale_and_state(store: Store) -> None:
    created = await store.client.users.create(
        UserCreate(
            first_name="Nina",
            last_name="Simone",
            email="nina@example.com",
            plain_password="four",
            enabled=True,
            locale_code="de_DE",
        )
    )
    record = store.state.get("adminUsers", created.id)
    assert record is not None
    assert (record["username"], record["localeCode"], record["enabled"]) == (
        "nina@example.com",
        "de_DE",
        True,
    )
    assert (created.first_name, created.last_name) == ("Nina", "Simone")


async def test_a_user_refused_names_the_field_as_the_app_does(store: Store) -> None:
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.client.users.create(
            UserCreate(
                first_name="No", last_name="Locale", email="x@example.com", plain_password="four"
            )
        )
    assert "locale_code" in refused.value.field_errors


async def test_cart_items_change_only_their_cart(store: Store) -> None:
    cart = next(o for o in store.state.records["orders"] if o["state"] == "cart" and o["items"])
    before = snapshot(store)
    line = await store.client.carts.items.add(cart["id"], variant="TSHIRT_S_BLUE", quantity=2)
    await store.client.carts.items.set_quantity(cart["id"], line.id, 3)
    index = store.state.records["orders"].index(cart)
    moved_paths = {p.split(".")[0:3][2] for p in changed(before, store.state.records)}
    assert {p.split(".")[1] for p in changed(before, store.state.records)} == {str(index)}
    assert moved_paths <= {"items", "updatedAt"}
    await store.client.carts.items.remove(cart["id"], line.id)
    assert set(changed(before, store.state.records)) <= {f"orders.{index}.updatedAt"}


async def test_order_steps_change_the_order_and_its_stock_only(store: Store) -> None:
    order = store.state.find("orders", number="000000001")  # new, awaiting payment, ready
    assert order is not None
    index = store.state.records["orders"].index(order)
    before = snapshot(store)
    await store.client.orders.ship(order["id"], order["shipments"][0]["id"], tracking="TRACK1")
    await store.client.orders.complete_payment(order["id"], order["payments"][0]["id"])
    paths = set(changed(before, store.state.records))
    own = {p for p in paths if p.startswith(f"orders.{index}.")}
    assert {p.split(".", 2)[2] for p in own} == {
        "shipments.0.state",
        "shipments.0.tracking",
        "shippingState",
        "payments.0.state",
        "paymentState",
        "state",
        "updatedAt",
    }
    stock = paths - own
    sold = {item["variant"] for item in order["items"]}
    assert {p.split(".")[0] for p in stock} <= {"variants"}
    for path in stock:
        variant = store.state.records["variants"][int(path.split(".")[1])]
        assert variant["id"] in sold and path.split(".")[2] in ("onHand", "onHold")


async def test_a_cancel_changes_the_order_and_releases_its_stock_only(store: Store) -> None:
    order = store.state.find("orders", number="000000006")
    assert order is not None
    index = store.state.records["orders"].index(order)
    before = snapshot(store)
    await store.client.orders.cancel(order["id"])
    own = {
        p.split(".", 2)[2]
        for p in changed(before, store.state.records)
        if p.startswith(f"orders.{index}.")
    }
    assert own == {"state", "paymentState", "shippingState", "payments.0.state",
                   "shipments.0.state", "updatedAt"}  # fmt: skip
