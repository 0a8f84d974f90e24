"""Carts and cart items end to end through the client, against the real backend."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import CartCreate, StoreClient, errors

from .conftest import sellable_variant


@pytest.mark.anyio
async def test_cart_lifecycle_with_items_and_recalculated_totals(store: StoreClient) -> None:
    customer = (await store.customers.list(limit=1)).items[0]
    assert customer.email is not None
    cart = await store.carts.create(
        CartCreate(customer=customer.email, channel="WEB", locale_code="en_US")
    )
    assert (cart.checkout_state, cart.currency_code, cart.items, cart.total) == (
        "cart",
        "USD",
        [],
        0,
    )
    assert cart.customer is not None and cart.customer.email == customer.email

    variant = await sellable_variant(store)
    item = await store.carts.items.add(cart.id, variant=variant.code, quantity=2)
    assert (item.quantity, item.unit_price, len(item.units)) == (2, variant.price("WEB"), 2)
    assert item.variant is not None and item.variant.code == variant.code

    await store.carts.items.set_quantity(cart.id, item.id, 3)
    cart = await store.carts.get(cart.id)
    (line,) = cart.items
    assert (line.quantity, len(line.units)) == (3, 3)
    assert cart.items_total == sum(i.total for i in cart.items)
    assert cart.total == cart.items_total + cart.adjustments_total
    assert any(adjustment.type == "shipping" for adjustment in cart.adjustments)

    with pytest.raises(errors.ValidationFailed) as too_few:
        await store.carts.items.set_quantity(cart.id, item.id, 0)
    assert too_few.value.field_errors == {
        "quantity": ["Quantity of an order item cannot be lower than 1."]
    }

    await store.carts.items.remove(cart.id, item.id)
    assert (await store.carts.get(cart.id)).items == []

    await store.carts.delete(cart.id)
    with pytest.raises(errors.NotFound) as gone:
        await store.carts.get(cart.id)
    assert str(gone.value) == 'The "cart" has not been found.'


@pytest.mark.anyio
async def test_carts_list_in_pages_sorted_and_filtered(store: StoreClient) -> None:
    every = [cart async for cart in store.carts.iter_all(limit=3, sorting={"id": "asc"})]
    ids = [cart.id for cart in every]
    assert ids == sorted(ids) and len(ids) == len(set(ids)) > 0
    first = await store.carts.list(page=1, limit=2, sorting={"id": "desc"})
    assert first.limit == 2 and first.total == len(ids)
    assert [cart.id for cart in first.items] == sorted(ids, reverse=True)[:2]

    someone = next(cart for cart in every if cart.customer and cart.customer.email)
    assert someone.customer is not None and someone.customer.email is not None
    theirs = await store.carts.list(limit=100, criteria={"customer": someone.customer.email})
    assert someone.id in [cart.id for cart in theirs.items]
    assert all(
        cart.customer and cart.customer.email == someone.customer.email for cart in theirs.items
    )
    web = await store.carts.list(limit=100, criteria={"channel": "WEB"})
    assert all(cart.channel and cart.channel.code == "WEB" for cart in web.items)


@pytest.mark.anyio
async def test_cart_validation_and_missing_things(store: StoreClient) -> None:
    with pytest.raises(errors.ValidationFailed) as blank:
        await store.carts.create(CartCreate(customer="", channel="NOPE", locale_code="en_US"))
    assert blank.value.field_errors == {
        "customer": ["This value should not be blank."],
        "channel": ["This value is not valid."],
    }
    cart_id = (await store.carts.list(limit=1)).items[0].id
    with pytest.raises(errors.ValidationFailed) as unknown:
        await store.carts.items.add(cart_id, variant="NO_SUCH_VARIANT", quantity=1)
    assert unknown.value.field_errors == {"variant": ["This value is not valid."]}
    with pytest.raises(errors.NotFound, match=r"^Requested page is invalid\.$"):
        await store.carts.items.add(999_999, variant="X", quantity=1)
    with pytest.raises(errors.NotFound):
        await store.carts.items.remove(cart_id, 999_999)
