"""What Sylius 1.x leaves out of its lists, asked elsewhere once per connection.

- Channels: the list names only each channel's id and code; its name and whether it is enabled
  come with its own read. No answer of the admin API names a channel's currency: it is read from
  the ``currencyCode`` of one of the channel's carts, else of one of its orders (a cart and an
  order take the channel's base currency). A channel with neither keeps no currency, and the GUI
  says it is unknown rather than guess one.
- Orders: the order grid's rows leave out the number, the state, the checkout's date, and the
  payments and shipments a step needs; each row is read whole (its own read), a few at a time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, TypeVar

from storeadmin_gui.api.errors import NotFound
from storeadmin_gui.api.kinds.dialect import Wire
from storeadmin_gui.api.models import Channel, OrderSummary
from storeadmin_gui.api.paging import Page

from .reads import read_order

__all__ = ["ChannelFacts", "read_rows_whole"]

T = TypeVar("T")
R = TypeVar("R")
CHANNELS_PATH = "/api/v1/channels/"
CARTS_PATH = "/api/v1/carts/"
ORDERS_PATH = "/api/v1/orders/"
AT_ONCE = 6  # reads in flight at a time, so a page of rows does not crowd the server


async def _each(items: Iterable[T], read: Callable[[T], Awaitable[R]]) -> list[R]:
    """``read`` of every item, at most :data:`AT_ONCE` at a time, in the items' order."""
    gate = asyncio.Semaphore(AT_ONCE)

    async def one(item: T) -> R:
        async with gate:
            return await read(item)

    return list(await asyncio.gather(*(one(item) for item in items)))


class ChannelFacts:
    """The store's channels' ids, names and currencies, learnt once per connection."""

    def __init__(self, orders_list: bool) -> None:
        self._orders_list = orders_list
        self._ids: dict[str, int] | None = None
        self._details: dict[str, Mapping[str, Any]] = {}
        self._currencies: dict[str, str | None] = {}

    async def ids(self, wire: Wire) -> Mapping[str, int]:
        """Each channel's id by its code (the order grid filters channels by id)."""
        if self._ids is None:
            ids: dict[str, int] = {}
            page = 1
            while True:
                listed: Page[Channel] = await wire.get_page(
                    CHANNELS_PATH, Channel, [("page", page), ("limit", 100)]
                )
                ids.update({c.code: c.id for c in listed.items if c.id is not None})
                if not listed.has_next:
                    break
                page += 1
            self._ids = ids
        return self._ids

    async def complete(self, wire: Wire, channels: list[Channel]) -> list[Channel]:
        """``channels`` with their names, states and currencies."""

        async def detail(channel: Channel) -> Mapping[str, Any]:
            if channel.code not in self._details:
                try:
                    self._details[channel.code] = await wire.get_json(CHANNELS_PATH + channel.code)
                except NotFound:
                    self._details[channel.code] = {}
            return self._details[channel.code]

        details = await _each(channels, detail)
        currencies = await _each(channels, lambda channel: self.currency(wire, channel))
        return [
            channel.model_copy(
                update={
                    "name": channel.name or found.get("name"),
                    "enabled": found.get("enabled") if channel.enabled is None else channel.enabled,
                    "base_currency": channel.base_currency or currency,
                }
            )
            for channel, found, currency in zip(channels, details, currencies, strict=True)
        ]

    async def currency(self, wire: Wire, channel: Channel) -> str | None:
        """The currency of ``channel``'s carts or orders (None when it has neither)."""
        if channel.code in self._currencies:
            return self._currencies[channel.code]
        found = await self._first_currency(
            wire,
            CARTS_PATH,
            [("criteria[channel][type]", "equal"), ("criteria[channel][value]", channel.code)],
        )
        if found is None and self._orders_list and channel.id is not None:
            by_id: list[tuple[str, str | int]] = [("criteria[channel]", channel.id)]
            found = await self._first_currency(wire, ORDERS_PATH, by_id)
        self._currencies[channel.code] = found
        return found

    @staticmethod
    async def _first_currency(
        wire: Wire, path: str, criteria: list[tuple[str, str | int]]
    ) -> str | None:
        page = await wire.get_json(path, [("page", 1), ("limit", 1), *criteria])
        items = page.get("_embedded", {}).get("items") if isinstance(page, dict) else None
        if isinstance(items, dict):
            items = list(items.values())
        first = items[0] if isinstance(items, list) and items else None
        code = first.get("currencyCode") if isinstance(first, dict) else None
        return code if isinstance(code, str) and code else None


async def read_rows_whole(wire: Wire, rows: list[OrderSummary]) -> list[OrderSummary]:
    """Each order row as its own read tells it (a row deleted meanwhile stays as listed)."""

    async def whole(row: OrderSummary) -> OrderSummary:
        try:
            order = await wire.get_json(f"{ORDERS_PATH}{row.id}")
        except NotFound:
            return row
        return OrderSummary.model_validate(read_order(order))

    return await _each(rows, whole)
