"""List summaries of orders and carts say what the whole records say (real backend)."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import StoreClient


def _name(first: str | None, last: str | None) -> str | None:
    return " ".join(part for part in (first, last) if part) or None


@pytest.mark.anyio
async def test_order_summaries_agree_with_the_orders_they_summarise(store: StoreClient) -> None:
    sorting, criteria = {"total": "desc"}, {"number": "0"}  # every placed order (zero-padded)
    summaries = await store.orders.summaries(limit=25, sorting=sorting, criteria=criteria)
    orders = await store.orders.list(limit=25, sorting=sorting, criteria=criteria)
    assert (summaries.total, summaries.pages) == (orders.total, orders.pages) and orders.total > 0
    assert len(summaries.items) == len(orders.items) == 25
    for summary, order in zip(summaries.items, orders.items, strict=True):
        assert summary.id == order.id and summary.number == order.number
        assert summary.customer_email == (order.customer.email if order.customer else order.email)
        assert summary.customer_name == (
            _name(order.customer.first_name, order.customer.last_name) if order.customer else None
        )
        assert summary.channel_code == (order.channel.code if order.channel else None)
        assert (summary.total, summary.currency) == (order.total, order.currency)
        assert summary.line_count == len(order.items)
        assert summary.unit_count == sum(item.quantity for item in order.items)
        assert (summary.state, summary.payment_state, summary.shipping_state) == (
            order.state,
            order.payment_state,
            order.shipping_state,
        )
        assert summary.checkout_completed_at == order.checkout_completed_at
        assert summary.created_at == order.created_at and summary.updated_at == order.updated_at


@pytest.mark.anyio
async def test_cart_summaries_agree_with_the_carts_they_summarise(store: StoreClient) -> None:
    summaries = await store.carts.summaries(limit=50)
    carts = await store.carts.list(limit=50)
    assert summaries.total == carts.total > 0
    for summary, cart in zip(summaries.items, carts.items, strict=True):
        assert summary.id == cart.id
        assert cart.customer is not None
        assert summary.customer_email == cart.customer.email
        assert summary.customer_name == _name(cart.customer.first_name, cart.customer.last_name)
        assert summary.channel_code == (cart.channel.code if cart.channel else None)
        assert (summary.items_total, summary.total) == (cart.items_total, cart.total)
        assert (summary.currency, summary.locale_code) == (cart.currency_code, cart.locale_code)
        assert summary.unit_count == sum(item.quantity for item in cart.items)
        assert summary.line_count == len(cart.items)
        assert summary.state == cart.checkout_state == "cart"


@pytest.mark.anyio
async def test_a_reader_prepared_while_waiting_reads_the_first_summaries(
    store: StoreClient,
) -> None:
    """What reads summary pages is built when asked ahead (the demo start does so while its
    store starts), and the first page is then read with it, not built anew."""
    from storeadmin_gui.api import paging

    paging._envelope_reader.cache_clear()
    store.orders.prepare_summaries()
    built = paging._envelope_reader.cache_info()
    page = await store.orders.summaries(limit=3)
    read = paging._envelope_reader.cache_info()
    assert (built.misses, built.currsize) == (1, 1)
    assert (read.misses, read.hits) == (1, 1) and len(page.items) == 3
