"""No save changes a field the staffer did not touch, duplicates a price or drops one: each kind
of save against each flavour, the stand-in's records compared field by field before and after."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import (
    TranslationInput,
    UserCreate,
    UserReplace,
    UserUpdate,
    VariantCreate,
    VariantPatch,
    VariantUpdate,
    errors,
)

from .conftest import Store

pytestmark = pytest.mark.anyio

RED = "product_variants.MUG_CLASSIC_RED"


class Changes(VariantUpdate):
    """A change that may remove a name (``{locale: null}``), as the variant editor sends."""

    translations: dict[str, TranslationInput | None] | None = None  # type: ignore[assignment]


async def update(store: Store, **changes: object) -> None:
    variant = await store.client.variants.get("MUG_CLASSIC", "MUG_CLASSIC_RED")
    await store.client.variants.update(
        "MUG_CLASSIC",
        "MUG_CLASSIC_RED",
        Changes.model_validate({"version": variant.version, **changes}),
    )


async def test_a_price_in_one_channel_keeps_every_other(store: Store) -> None:
    before = store.snapshot()
    await update(store, channel_pricings={"EU": "9.95"})
    assert store.moved(before) == {f"{RED}.channelPricings.EU.price"}
    assert store.records["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"]["EU"] == {
        **before["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"]["EU"],
        "price": 995,  # minor units
    }
    put = [r for r in store.state.requests if r["method"] == "PUT"][-1]
    assert set(put["body"]) == {"channelPricings"}
    assert all("@id" in entry for entry in put["body"]["channelPricings"].values())


async def test_a_price_in_a_new_channel_is_added_beside_the_others(store: Store) -> None:
    before = store.snapshot()
    await update(store, channel_pricings={"PL": "45.00"})
    moved = store.moved(before)
    assert {path for path in moved if not path.startswith(f"{RED}.channelPricings.PL")} == set()
    assert (
        store.records["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"]["PL"]["price"]
        == 4500
    )


async def test_names_tracking_size_and_categories_keep_the_rest(store: Store) -> None:
    before = store.snapshot()
    await update(
        store,
        translations={"en_US": {"name": "Red classic mug"}, "de_DE": {"name": "Rote Tasse"}},
        tracked=False,
        width=8.5,
        on_hand=40,
        tax_category="standard",
        option_values={"COLOR": "COLOR_BLUE"},
    )
    moved = store.moved(before)
    assert {p for p in moved if not p.startswith(f"{RED}.translations.de_DE")} == {
        f"{RED}.translations.en_US.name",
        f"{RED}.tracked",
        f"{RED}.width",
        f"{RED}.onHand",
        f"{RED}.taxCategory",
        f"{RED}.optionValues.0",
    }
    held = store.records["product_variants"]["MUG_CLASSIC_RED"]
    assert held["translations"]["de_DE"]["name"] == "Rote Tasse"
    assert (
        held["translations"]["en_US"]["id"]
        == before["product_variants"]["MUG_CLASSIC_RED"]["translations"]["en_US"]["id"]
    )  # changed in place, not replaced
    assert held["optionValues"] == ["COLOR_BLUE"]


async def test_a_name_in_a_locale_can_be_removed_and_the_others_stay(store: Store) -> None:
    await update(store, translations={"fr_FR": {"name": "Tasse rouge"}})
    before = store.snapshot()
    await update(store, translations={"fr_FR": None})
    assert store.moved(before) == {f"{RED}.translations.fr_FR"}  # that name alone, gone
    assert list(store.records["product_variants"]["MUG_CLASSIC_RED"]["translations"]) == ["en_US"]


async def test_a_patch_changes_only_what_it_names(store: Store) -> None:
    before = store.snapshot()
    await store.client.variants.patch("MUG_CLASSIC", "MUG_CLASSIC_RED", VariantPatch(position=2))
    assert store.moved(before) == {f"{RED}.position"}


async def test_a_variant_changed_since_it_was_read_is_a_conflict(store: Store) -> None:
    variant = await store.client.variants.get("MUG_CLASSIC", "MUG_CLASSIC_RED")
    store.state.advance(5)  # a colleague saves a moment later
    await update(store, on_hand=3)
    before = store.snapshot()
    with pytest.raises(errors.Conflict):
        await store.client.variants.update(
            "MUG_CLASSIC",
            "MUG_CLASSIC_RED",
            VariantUpdate(version=variant.version or 0, on_hand=5),
        )
    assert store.records == before


async def test_a_refusal_names_the_fields_as_the_app_does(store: Store) -> None:
    before = store.snapshot()
    with pytest.raises(errors.ValidationFailed) as refused:
        await update(store, channel_pricings={"NOWHERE": "1.00"})
    assert refused.value.status == 422
    assert refused.value.field_errors == {
        "channel_pricings.NOWHERE.channelCode": ["Channel with code NOWHERE does not exist."]
    }
    with pytest.raises(errors.ValidationFailed) as below:
        await update(store, on_hand=-1)
    assert "on_hand" in below.value.field_errors
    assert store.records == before


async def test_a_new_variant_needs_a_price_in_every_channel_of_its_product(store: Store) -> None:
    before = store.snapshot()
    fields = {
        "code": "MUG_CLASSIC_BLACK",
        "translations": {"en_US": {"name": "Classic mug, Black"}},
        "channel_pricings": {"WEB": "14.00"},
        "option_values": {"COLOR": "COLOR_RED"},
        "tracked": True,
        "on_hand": 7,
    }
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.client.variants.create("MUG_CLASSIC", VariantCreate.model_validate(fields))
    assert list(refused.value.field_errors) == ["channel_pricings"]
    assert store.records == before
    fields["channel_pricings"] = {"WEB": "14.00", "EU": "13.00"}
    created = await store.client.variants.create(
        "MUG_CLASSIC", VariantCreate.model_validate(fields)
    )
    held = store.records["product_variants"]["MUG_CLASSIC_BLACK"]
    assert created.code == "MUG_CLASSIC_BLACK" and held["product"] == "MUG_CLASSIC"
    assert {c: p["price"] for c, p in held["channelPricings"].items()} == {"WEB": 1400, "EU": 1300}
    assert (held["onHand"], held["tracked"], held["optionValues"]) == (7, True, ["COLOR_RED"])
    assert held["translations"]["en_US"]["name"] == "Classic mug, Black"


async def test_a_variant_is_deleted_unless_orders_use_it(store: Store) -> None:
    ordered = {item["variant"] for item in store.records["order_items"].values()}
    unused = next(c for c in store.records["product_variants"] if c not in ordered)
    product = store.records["product_variants"][unused]["product"]
    with pytest.raises(errors.Unprocessable, match="in use"):
        used = next(iter(ordered))
        await store.client.variants.delete(store.records["product_variants"][used]["product"], used)
    await store.client.variants.delete(product, unused)
    assert unused not in store.records["product_variants"]


async def test_an_administrator_edit_changes_only_what_was_edited(store: Store) -> None:
    panel = store.records["administrators"][2]
    before = store.snapshot()
    await store.client.users.patch(2, UserUpdate(last_name="Paulsen"))
    assert store.moved(before) == {"administrators.2.lastName"}
    await store.client.users.update(
        2, UserReplace(first_name="Pauline", last_name="Paulsen", email="pauline@example.com")
    )
    assert store.moved(before) == {
        "administrators.2.lastName",
        "administrators.2.firstName",
        "administrators.2.email",
    }
    await store.client.users.patch(2, UserUpdate(plain_password="a new secret"))
    assert panel["password"] == "a new secret" and panel["enabled"] is True
    assert panel["localeCode"] == "en_US"


async def test_a_new_administrator_gets_a_username_and_its_refusal_names_fields(
    store: Store,
) -> None:
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.client.users.create(
            UserCreate(
                first_name="No", last_name="Locale", email="x@example.com", plain_password="four"
            )
        )
    assert "locale_code" in refused.value.field_errors
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
    held = store.records["administrators"][created.id]
    assert (held["username"], held["localeCode"], held["enabled"]) == (
        "nina@example.com",
        "de_DE",
        True,
    )
    await store.client.users.delete(created.id)
    assert created.id not in store.records["administrators"]
    with pytest.raises(errors.Unprocessable):  # oneself
        await store.client.users.delete(1)


async def test_a_password_reset_is_e_mailed_by_the_store(store: Store) -> None:
    before = store.snapshot()
    answered = await store.client.users.request_password_reset("panel")  # by its username
    assert answered.email == "panel@example.com" and answered.confirmation_token is None
    reset = [r for r in store.state.requests if r["path"].endswith("/reset-password")]
    assert [r["body"] for r in reset] == [{"email": "panel@example.com"}]
    assert store.moved(before) == {
        "administrators.2.passwordResetToken",
        "administrators.2.passwordRequestedAt",
    }
    with pytest.raises(errors.NotFound):
        await store.client.users.request_password_reset("nobody")
