"""Sylius 1.0-1.12 with its admin API v1 (AdminApiBundle: OAuth2, ``_embedded.items``).

Recognised before signing in, by what Symfony's router answers an anonymous GET (the router runs
before the firewall, so these need no token and reach no controller):

- ``/api/v1/channels`` (the collection without its trailing slash) is redirected (301) to
  ``/api/v1/channels/``: a Sylius store (the contract's servers serve both forms);
- ``/api/v1/orders/`` is a route from 1.5 (401 without a token) and unknown before (404);
- ``/api/v1/payment-methods/`` is a route of the admin API bundle 1.12 only.

The rest of the package is what the client does differently for these stores: ``generations``
(what each offers), ``lists`` (grid sorts and filters), ``reads`` (camelCase records),
``writes`` (saves that clear nothing), ``channels`` (what the lists leave out).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from storeadmin_gui.api.capabilities import Capabilities, Feature, ServerIdentity, ServerKind
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.extensions import Extension, ServerExtensions
from storeadmin_gui.api.kinds.dialect import (
    CriteriaValues,
    Dialect,
    ListQuery,
    Send,
    Sorting,
    Wire,
    Write,
)
from storeadmin_gui.api.kinds.probe import Kind, Probe
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import Channel, Order, OrderSummary, Product, User
from storeadmin_gui.api.words import tr

from .channels import ChannelFacts, read_rows_whole
from .generations import GENERATIONS, Generation, capabilities_of
from .lists import list_query
from .reads import read_admin_user, read_order, read_product
from .writes import sylius_write

__all__ = ["KIND", "SyliusAdminApi", "recognise"]

M = TypeVar("M", bound=BaseModel)
MARKER = "/api/v1/channels"  # a collection without its slash: Symfony redirects, we do not
ORDERS = "/api/v1/orders/"
PAYMENT_METHODS = "/api/v1/payment-methods/"

_READERS: dict[type[BaseModel], Callable[[Any], Any]] = {
    Order: read_order,
    OrderSummary: read_order,
    User: read_admin_user,
    Product: read_product,
}


class SyliusAdminApi(Dialect):
    """The dialect of a Sylius 1.x store of one generation."""

    idempotency_keys = False  # Sylius keeps no answers by key
    says_permissions = False  # Sylius has no GET /api/v1/me; everything is offered

    asks_capabilities = False  # a generation's are known (``generations.capabilities_of``)

    def __init__(self, generation: Generation) -> None:
        super().__init__(ServerIdentity(ServerKind.SYLIUS_ADMIN_API, generation.key))
        self.generation = generation
        self.offered = capabilities_of(generation)
        self.channels = ChannelFacts(orders_list=generation.orders_list)

    async def capabilities(self, wire: Wire) -> Capabilities:
        return self.offered

    async def extensions(self, wire: Wire) -> ServerExtensions:
        """Of docs/api.md section 11, the three steps (Sylius's own routes, every generation)."""
        steps = {Extension.CANCEL_ORDER, Extension.SHIP_SHIPMENT, Extension.COMPLETE_PAYMENT}
        return ServerExtensions(**{feature.value: feature in steps for feature in Extension})

    def require(self, feature: Feature) -> None:
        if not self.offered.offers(feature):
            raise NotOffered(
                feature.value,
                tr("api.kinds", "{server} does not offer this ({feature}).").format(
                    server=self.identity.label, feature=feature.value.replace("_", " ")
                ),
            )

    async def check_access(self, wire: Wire) -> None:
        """One channel: every generation lists them, to API users only."""
        await wire.get_page("/api/v1/channels/", Channel, [("page", 1), ("limit", 1)])

    async def list_query(
        self,
        wire: Wire,
        name: ListName | None,
        *,
        page: int,
        limit: int | None,
        sorting: Sorting | None,
        criteria: CriteriaValues | None,
    ) -> ListQuery | None:
        if name is None:
            return None  # a lookup: pages alone, as the contract asks them

        async def channel_ids() -> Any:
            return await self.channels.ids(wire)

        return await list_query(
            name,
            self.offered.lists,
            page=page,
            limit=limit,
            sorting=sorting,
            criteria=criteria,
            channel_ids=channel_ids,
        )

    def reader(self, model: type[BaseModel]) -> Callable[[Any], Any] | None:
        return _READERS.get(model)

    async def complete(self, wire: Wire, model: type[M], items: list[M]) -> list[M]:
        if model is Channel:
            return await self.channels.complete(wire, items)  # type: ignore[arg-type, return-value]
        if model is OrderSummary:
            return await read_rows_whole(wire, items)  # type: ignore[arg-type, return-value]
        return items

    def writable(self, resource: str) -> frozenset[str] | None:
        return self.offered.writable.get(resource)

    def write(self, write: Write, body: BaseModel) -> Send:
        super().write(write, body)  # a field the form does not have is refused first
        return sylius_write(write, body, self.generation)


async def recognise(probe: Probe) -> Dialect | None:
    """The store's generation, or None for a server that is not a Sylius 1.x admin API."""
    marker = await probe.get(MARKER)
    location = marker.headers.get("location", "")
    if marker.status_code not in (301, 308) or not location.split("?")[0].endswith(MARKER + "/"):
        return None
    orders, payment_methods = await asyncio.gather(probe.get(ORDERS), probe.get(PAYMENT_METHODS))
    if orders.status_code == 404:
        return SyliusAdminApi(GENERATIONS["1.0-1.4"])
    bundle_12 = payment_methods.status_code != 404
    return SyliusAdminApi(GENERATIONS["1.10-1.12" if bundle_12 else "1.5-1.9"])


def known(identity: ServerIdentity) -> Dialect | None:
    generation = GENERATIONS.get(identity.version or "")
    return SyliusAdminApi(generation) if generation is not None else None


KIND = Kind(ServerKind.SYLIUS_ADMIN_API, recognise, known)
