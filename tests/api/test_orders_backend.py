"""Orders and order items end to end through the client, against the real backend."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import OrderCreate, StoreClient, errors


@pytest.mark.anyio
async def test_order_lifecycle_create_add_item_remove_delete(store: StoreClient) -> None:
    customer = (await store.customers.list(limit=1)).items[0]
    order = await store.orders.create(
        OrderCreate(channel="WEB", locale_code="en_US", customer=customer.id)
    )
    assert (order.state, order.checkout_state, order.number) == ("cart", "cart", None)
    assert order.channel is not None and order.channel.code == "WEB"

    variant = (await store.variants.list("EVERYDAY_TSHIRT", limit=1)).items[0]
    item = await store.orders.items.add(order.id, variant=variant.id, unit_price=999, quantity=2)
    assert (item.unit_price, item.quantity, item.immutable) == (999, 2, True)
    assert [unit.inventory_state for unit in item.inventory_units] == ["checkout", "checkout"]

    read = await store.orders.get(order.id)
    assert [line.id for line in read.items] == [item.id]
    assert read.items_total == item.total

    await store.orders.items.remove(order.id, item.id)
    assert (await store.orders.get(order.id)).items == []

    await store.orders.delete(order.id)
    with pytest.raises(errors.NotFound) as gone:
        await store.orders.get(order.id)
    assert str(gone.value) == 'The "order" has not been found.'


@pytest.mark.anyio
async def test_orders_list_in_pages_sorted_and_filtered(store: StoreClient) -> None:
    first = await store.orders.list(page=1, limit=5, sorting={"total": "desc"})
    totals = [order.total for order in first.items]
    assert totals == sorted(totals, reverse=True)
    assert first.limit == 5 and first.total >= len(first.items)

    pending = await store.orders.list(limit=100, criteria={"state": "pending"})
    assert pending.total > 0
    assert all(order.state == "pending" for order in pending.items)
    states = {order.state async for order in store.orders.iter_all(limit=50)}
    assert "cart" in states

    walked = [order.id async for order in store.orders.iter_all(limit=7, sorting={"id": "asc"})]
    assert walked == sorted(walked) and len(walked) == first.total

    numbered = next(order for order in first.items if order.number)
    assert numbered.number is not None
    found = await store.orders.list(criteria={"number": numbered.number})
    assert numbered.id in [order.id for order in found.items]


@pytest.mark.anyio
async def test_order_validation_and_missing_things(store: StoreClient) -> None:
    with pytest.raises(errors.ValidationFailed) as unknown:
        await store.orders.create(OrderCreate(channel="WEB", locale_code="en_US", customer=999_999))
    assert unknown.value.field_errors == {"customer": ["This value is not valid."]}
    with pytest.raises(errors.NotFound):
        await store.orders.items.remove(999_999, 1)
    with pytest.raises(errors.NotFound):
        await store.orders.delete(999_999)


@pytest.mark.anyio
async def test_sort_fields_are_named_as_the_model_attributes(store: StoreClient) -> None:
    """``created_at`` is sent as the API's ``sorting[createdAt]`` and sorts by creation."""
    oldest = await store.orders.summaries(limit=20, sorting={"created_at": "asc"})
    newest = await store.orders.summaries(limit=20, sorting={"created_at": "desc"})
    created = [order.created_at for order in oldest.items]
    assert None not in created and created == sorted(created)  # type: ignore[type-var]
    latest = [order.created_at for order in newest.items]
    assert latest == sorted(latest, reverse=True)  # type: ignore[type-var]
    assert created[0] != latest[0]


@pytest.mark.anyio
async def test_a_preview_quotes_exactly_what_the_change_saves(store: StoreClient) -> None:
    open_orders = [
        order
        async for order in store.orders.iter_all(limit=50)
        if order.placed and order.lines_locked is None
    ]
    placed = open_orders[0]
    order = await store.orders.get(placed.id)
    variant = (await store.variants.list("EVERYDAY_TSHIRT", limit=1)).items[0]
    quote = await store.orders.items.preview_add(
        order.id, variant=variant.id, unit_price=1234, quantity=1
    )
    assert (await store.orders.get(order.id)).total == order.total  # nothing saved
    item = await store.orders.items.add(order.id, variant=variant.id, unit_price=1234, quantity=1)
    added = await store.orders.get(order.id)
    assert (added.items_total, added.adjustments_total, added.total) == (
        quote.items_total,
        quote.adjustments_total,
        quote.total,
    )
    assert quote.currency == order.currency
    back = await store.orders.items.preview_remove(order.id, item.id)
    assert back.total == order.total
    await store.orders.items.remove(order.id, item.id)
    assert (await store.orders.get(order.id)).total == order.total


@pytest.mark.anyio
async def test_the_client_knows_which_orders_take_new_items_as_the_server_does(
    store: StoreClient,
) -> None:
    """Every demo order, each state: ``lines_locked`` is None exactly where the server takes a
    change of items (asked by a preview, which saves nothing), and names why where not."""
    seen: set[str] = set()
    async for summary in store.orders.iter_all(limit=50):
        order = await store.orders.get(summary.id)
        if not order.items:
            continue
        assert summary.lines_locked == order.lines_locked
        try:
            await store.orders.items.preview_remove(order.id, order.items[0].id)
            refused = False
        except errors.ValidationFailed as refusal:
            assert "can no longer be changed" in str(refusal)
            refused = True
        assert refused == (order.lines_locked is not None), (order.state, order.lines_locked)
        seen.add(str(order.lines_locked))
    assert seen >= {"None", "paid", "fulfilled", "cancelled"}
