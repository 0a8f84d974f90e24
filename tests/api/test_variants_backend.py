"""Product variants end to end through the client, against the real backend."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import (
    Money,
    StoreClient,
    VariantCreate,
    VariantPatch,
    VariantUpdate,
    errors,
)

PRODUCT = "EVERYDAY_TSHIRT"


@pytest.mark.anyio
async def test_variant_lifecycle_create_read_list_update_conflict_delete(
    store: StoreClient,
) -> None:
    shirt = await store.products.get(PRODUCT)
    options = {option.code: option.values[0].code for option in shirt.options}
    created = await store.variants.create(
        PRODUCT,
        VariantCreate(
            code="TSHIRT_TEST_1",
            translations={"en_US": {"name": "Test shirt"}},
            channel_pricings={"WEB": Money.parse_major("12.43")},
            tax_category="clothing",
            option_values=options,
            on_hand=7,
            tracked=True,
            width=30.5,
        ),
    )
    assert (created.code, created.version, created.on_hand, created.on_hold) == (
        "TSHIRT_TEST_1",
        1,
        7,
        0,
    )
    assert created.price("WEB") == 1243
    assert created.tax_category is not None and created.tax_category.code == "clothing"
    assert created.name("en_US") == "Test shirt"
    assert created.width == 30.5

    read = await store.variants.get(PRODUCT, "TSHIRT_TEST_1")
    assert read.id == created.id and read.channel_pricings == created.channel_pricings
    # Option values name their option ("Size") and their own value ("S"), as a list shows them.
    by_option = {option.name: option for option in shirt.options}
    for value in read.option_values:
        option = by_option[value.option_name]
        listed = next(v for v in option.values if v.code == value.code)
        assert value.value_name() == (listed.value or listed.name)
    assert read.created_at is not None

    await store.variants.update(
        PRODUCT,
        "TSHIRT_TEST_1",
        VariantUpdate(version=1, channel_pricings={"WEB": "15"}, on_hand=9),
    )
    updated = await store.variants.get(PRODUCT, "TSHIRT_TEST_1")
    assert (updated.price("WEB"), updated.on_hand, updated.version) == (1500, 9, 2)
    assert updated.name("en_US") == "Test shirt"  # absent fields stay as they were

    with pytest.raises(errors.Conflict) as stale:
        await store.variants.update(PRODUCT, "TSHIRT_TEST_1", VariantUpdate(version=1, on_hand=1))
    assert stale.value.status == 409
    assert (await store.variants.get(PRODUCT, "TSHIRT_TEST_1")).on_hand == 9

    await store.variants.patch(
        PRODUCT, "TSHIRT_TEST_1", VariantPatch(translations={"en_US": {"name": "Renamed"}})
    )
    patched = await store.variants.get(PRODUCT, "TSHIRT_TEST_1")
    assert (patched.name("en_US"), patched.version) == ("Renamed", 3)

    await store.variants.delete(PRODUCT, "TSHIRT_TEST_1")
    with pytest.raises(errors.NotFound) as gone:
        await store.variants.get(PRODUCT, "TSHIRT_TEST_1")
    assert str(gone.value) == 'The "product variant" has not been found.'


@pytest.mark.anyio
async def test_variants_list_in_pages_sorted_and_filtered(store: StoreClient) -> None:
    everything = [v async for v in store.variants.iter_all(PRODUCT, sorting={"code": "asc"})]
    codes = [variant.code for variant in everything]
    assert codes == sorted(codes) and len(codes) > 3

    first = await store.variants.list(PRODUCT, page=1, limit=3, sorting={"code": "asc"})
    assert (first.page, first.limit, first.total) == (1, 3, len(codes))
    assert first.pages == -(-len(codes) // 3)
    assert [v.code for v in first.items] == codes[:3]
    second = await first.next_page()
    assert second is not None and [v.code for v in second.items] == codes[3:6]
    assert "next" in first.links and "page=1" in first.links["self"]

    descending = await store.variants.list(PRODUCT, limit=100, sorting={"code": "desc"})
    assert [v.code for v in descending.items] == codes[::-1]

    target = everything[0]
    by_code = await store.variants.list(PRODUCT, criteria={"code": target.code})
    assert target.code in [v.code for v in by_code.items]
    assert all(target.code in v.code for v in by_code.items)
    blue_name = target.name("en_US").split()[-1]
    by_name = await store.variants.list(PRODUCT, limit=100, criteria={"name": blue_name})
    assert by_name.total >= 1 and by_name.total <= len(codes)

    beyond = await store.variants.list(PRODUCT, page=999, limit=3, sorting={"code": "asc"})
    assert beyond.page == first.pages  # the server serves its last page and says which


@pytest.mark.anyio
async def test_variant_validation_messages_land_on_their_fields(store: StoreClient) -> None:
    existing = (await store.variants.list(PRODUCT, limit=1)).items[0]
    with pytest.raises(errors.ValidationFailed) as duplicate:
        await store.variants.create(PRODUCT, VariantCreate(code=existing.code))
    assert duplicate.value.field_errors == {"code": ["Product variant code must be unique."]}

    with pytest.raises(errors.ValidationFailed) as cheap:
        await store.variants.create(
            PRODUCT, VariantCreate(code="FREE_SHIRT", channel_pricings={"WEB": "0"})
        )
    assert cheap.value.field_errors == {
        "channel_pricings.WEB.price": ["Price must be at least 0.01."]
    }
    assert "channel_pricings.WEB.price: Price must be at least 0.01." in str(cheap.value)

    with pytest.raises(errors.ValidationFailed) as bad_code:
        await store.variants.create(PRODUCT, VariantCreate(code="no spaces please"))
    assert bad_code.value.field_errors["code"] == [
        "Product variant code can only be comprised of letters, numbers, dashes and underscores."
    ]


@pytest.mark.anyio
async def test_variant_errors_for_missing_things(store: StoreClient) -> None:
    with pytest.raises(errors.NotFound, match=r"^Requested page is invalid\.$"):
        await store.variants.create("NO_SUCH_PRODUCT", VariantCreate(code="X"))
    empty = await store.variants.list("NO_SUCH_PRODUCT")
    assert (empty.items, empty.total, empty.pages) == ([], 0, 1)
    with pytest.raises(errors.ValidationFailed, match=r'^Unknown sorting field "colour"\.$'):
        await store.variants.list(PRODUCT, sorting={"colour": "asc"})
    with pytest.raises(errors.NotFound):
        await store.variants.delete(PRODUCT, "NO_SUCH_VARIANT")
