"""Sylius 1.13, 1.14 and 2.x (and 1.10-1.12's API Platform API) under ``/api/v2/admin``.

Recognised before signing in, by what Symfony's router and the API's firewall answer an
anonymous GET (no token; no controller is reached), and only where the contract's servers and
Sylius 1.x's admin API do not answer: ``/api/v1/channels`` is not found.

- ``GET /api/v2/admin/orders`` asks for a token (401): the admin API is there;
- ``GET /api/v2/admin/payments/0/refund`` is a route for PATCH only (405) from 2.0: 2.x;
- ``GET /api/v2/admin/authentication-token`` is a route for POST only (405) before 1.13: the
  1.10-1.12 API; else 1.13-1.14;
- ``/api/v2/admin/orders`` not found, answered with Symfony's own problem document: a Sylius
  store whose API is switched off (``sylius_api.enabled``, off by default), said at once
  (``errors.NotSetUp``).

Signing in is a JSON Web Token for the account's e-mail (or username) and password
(``auth.JwtSession``): no API client is needed, and no refresh token is issued.

Every other request is the contract's, carried out in the store's words (``Dialect.exchange``):
``routes`` says which handler does what, ``catalogue``, ``people``, ``sales`` and ``statistics``
translate, ``lists`` spells sorts and filters, ``lookups`` names what answers name by IRI.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import httpx
from pydantic import BaseModel

from storeadmin_gui.api.auth import (
    AuthSession,
    Credentials,
    JwtSession,
    PasswordAuth,
    TokenRequester,
)
from storeadmin_gui.api.capabilities import Capabilities, Feature, ServerIdentity, ServerKind
from storeadmin_gui.api.errors import Forbidden, NotOffered, NotSetUp
from storeadmin_gui.api.extensions import Extension, ServerExtensions
from storeadmin_gui.api.kinds.dialect import CriteriaValues, Dialect, ListQuery, Sorting, Wire
from storeadmin_gui.api.kinds.probe import Kind, Probe
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.words import tr

from .call import Call
from .generations import ADMIN, GENERATIONS, Generation, capabilities_of
from .lists import check_query
from .lookups import Lookups
from .routes import CONTRACT, handler_for

__all__ = ["KIND", "SyliusApiPlatform", "recognise"]

MARKER = "/api/v1/channels"  # answered by the contract's servers and Sylius 1.x's admin API
ORDERS = f"{ADMIN}/orders"
REFUND = f"{ADMIN}/payments/0/refund"
OLD_TOKEN = f"{ADMIN}/authentication-token"
# What Symfony answers, as a problem document, for a path nothing serves.
SYMFONY_NOT_FOUND = "https://tools.ietf.org/html/rfc2616#section-10"


class SyliusApiPlatform(Dialect):
    """The dialect of a Sylius store's admin API (API Platform) of one generation."""

    idempotency_keys = False  # Sylius keeps no answers by key
    says_permissions = False  # Sylius has no GET /api/v1/me; everything is offered

    headers = {"Accept": "application/ld+json"}  # JSON-LD: collections with their totals

    asks_capabilities = False  # a generation's are known (``generations.capabilities_of``)

    def __init__(self, generation: Generation) -> None:
        super().__init__(ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, generation.key))
        self.generation = generation
        self.offered = capabilities_of(generation)
        self.lookups = Lookups()

    async def capabilities(self, wire: Wire) -> Capabilities:
        return self.offered

    async def extensions(self, wire: Wire) -> ServerExtensions:
        """Of docs/api.md section 11: the three steps, the whole catalogue, the statistics
        where served; not the order filters of payment and shipping state, nor the preview."""
        offered = {Extension.CANCEL_ORDER, Extension.SHIP_SHIPMENT, Extension.COMPLETE_PAYMENT}
        offered.add(Extension.CATALOGUE)
        if self.generation.statistics:
            offered.add(Extension.STATISTICS)
        return ServerExtensions(**{feature.value: feature in offered for feature in Extension})

    def require(self, feature: Feature) -> None:
        if not self.offered.offers(feature):
            raise NotOffered(
                feature.value,
                tr("api.kinds", "{server} does not offer this ({feature}).").format(
                    server=self.identity.label, feature=feature.value.replace("_", " ")
                ),
            )

    def session(self, credentials: Credentials, request_token: TokenRequester) -> AuthSession:
        """The account's e-mail and password for a token (an API client is not needed); a
        pasted token as it is."""
        if isinstance(credentials, PasswordAuth):
            return JwtSession(credentials, request_token, [self.generation.token_path])
        return credentials.session(request_token)

    async def check_access(self, wire: Wire) -> None:
        """One channel: every generation lists them, to administrators with API access."""
        try:
            await wire.request("GET", f"{ADMIN}/channels", params=[("itemsPerPage", 1)])
        except Forbidden as refused:
            raise NotSetUp(
                tr(
                    "api.kinds",
                    "This account signs in, but the store does not let it use its API. The "
                    "store's administrator must give it the role ROLE_API_ACCESS (among the "
                    "administrator's roles in the store's database, or with a roles plugin).",
                )
            ) from refused

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
        """The contract's query, once every sort and filter is one the store declares (the
        exchange spells them in its words)."""
        if name is not None:
            check_query(name, self.offered, sorting, criteria)
        return None

    async def exchange(
        self,
        wire: Wire,
        method: str,
        path: str,
        params: Sequence[tuple[str, str | int]],
        body: Any,
    ) -> httpx.Response | None:
        if not path.startswith(CONTRACT):
            return None  # the store's own path: sent as it is
        handle, keys = handler_for(method, path)
        call = Call(wire, self.lookups, self.generation, method, keys, list(params), body)
        status, answer = await handle(call)
        request = httpx.Request(method, path)
        if answer is None:
            return httpx.Response(status, request=request)
        content = json.dumps(answer).encode()
        headers = {"Content-Type": "application/json"}
        return httpx.Response(status, content=content, headers=headers, request=request)

    def writable(self, resource: str) -> frozenset[str] | None:
        return self.offered.writable.get(resource)

    def reader(self, model: type[BaseModel]) -> None:
        return None  # the exchange answers in the contract's shapes already


def _symfony_not_found(answer: httpx.Response) -> bool:
    """A 404 written by Symfony itself (its problem document), not by an API."""
    if answer.status_code != 404:
        return False
    try:
        body = answer.json()
    except ValueError:
        return False
    return isinstance(body, dict) and body.get("type") == SYMFONY_NOT_FOUND


async def recognise(probe: Probe) -> Dialect | None:
    """The store's generation, or None for a server that is not such a Sylius store; raises
    ``NotSetUp`` for one whose API is switched off."""
    if (await probe.get(MARKER)).status_code != 404:
        return None  # the contract's servers, Sylius 1.x's admin API
    orders = await probe.get(ORDERS)
    if orders.status_code == 401:
        if (await probe.get(REFUND)).status_code == 405:
            return SyliusApiPlatform(GENERATIONS["2.x"])
        old = (await probe.get(OLD_TOKEN)).status_code == 405
        return SyliusApiPlatform(GENERATIONS["1.10-1.12" if old else "1.13-1.14"])
    if _symfony_not_found(orders):
        raise NotSetUp(
            tr(
                "api.kinds",
                "This store's API is switched off. The store's administrator must switch it on: "
                "set enabled: true under sylius_api in config/packages/_sylius.yaml and clear the "
                "cache. Your account also needs the role ROLE_API_ACCESS.",
            )
        )
    return None


def known(identity: ServerIdentity) -> Dialect | None:
    generation = GENERATIONS.get(identity.version or "")
    return SyliusApiPlatform(generation) if generation is not None else None


KIND = Kind(ServerKind.SYLIUS_API_PLATFORM, recognise, known)
