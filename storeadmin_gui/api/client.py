"""``StoreClient``: the one object the GUI and scripts use to talk to a store server."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

from ._core import ApiCore
from ._keys import reusing_key
from .auth import Credentials
from .capabilities import Capabilities, Feature, FeatureOffer, ServerIdentity
from .errors import HTTPStatusError
from .extensions import ServerExtensions, missing_route
from .kinds import dialect_for, recognise
from .lists import ListName
from .local_history import LocalHistory
from .models import (
    CatalogueVariant,
    Channel,
    Locale,
    Me,
    Product,
    SearchResults,
    ShippingCategory,
    Statistics,
    TaxCategory,
)
from .models.statistics import Interval, StatisticsQuery
from .permissions import Permissions
from .resources import Carts, Collection, Customers, History, Listing, Orders, Users, Variants
from .retry import RetryPolicy

__all__ = ["StoreClient"]


class StoreClient:
    """An async client over ONE ``httpx.AsyncClient``; use it as ``async with StoreClient(...)``.

    ``transport`` is the seam: ``httpx.ASGITransport(app)`` talks to the embedded backend
    in-process; ``None`` uses the network with TLS verified (``verify`` may name a CA file to
    trust instead). ``language`` (``"de"``) is sent as ``Accept-Language``: a server that can
    words its messages in it.

    Which kind of server answers (the reference server, a Sylius 1.x store...) is recognised
    before the first request that depends on it (``sign_in()`` does it first), by a few
    anonymous probes (``api/kinds``); ``server`` is what a saved connection remembered, asked
    first. ``recognise_server=False`` trusts ``server`` (the contract's when None) and asks
    nothing: for a server the caller made itself (the app's demo store). The resources then
    speak that server's dialect behind the same methods.

    ``history_folder``: where this workstation keeps its record of what it did on a server that
    keeps no history (``local_history``; the app passes ``local_history.default_folder()``);
    None keeps none.
    """

    def __init__(
        self,
        base_url: str,
        *,
        auth: Credentials | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        verify: bool | str | Path | ssl.SSLContext = True,
        timeout: float = 10.0,
        retry: RetryPolicy | None = None,
        language: str | None = None,
        server: ServerIdentity | None = None,
        recognise_server: bool = True,
        history_folder: Path | None = None,
    ) -> None:
        self._auth = auth
        self._capabilities: Capabilities | None = None
        self._permissions: Permissions | None = None  # asked with an offer, kept for the survey
        self._core = ApiCore(
            base_url,
            auth=auth,
            transport=transport,
            verify=verify,
            timeout=timeout,
            retry=retry or RetryPolicy(),
            language=language,
        )
        if recognise_server:
            self._core.recogniser = lambda core: recognise(core.probe, server)
        else:
            self._core.know(dialect_for(server))
        local = None
        if history_folder is not None:
            local = LocalHistory(history_folder, base_url, auth.username if auth else None)
        # Who did what (docs/api.md section 15): the server's, or this workstation's record.
        self.history = History(self._core, self._server_keeps_history, local)
        self.variants = Variants(self._core, self.history)
        # Every variant of every product (docs/api.md section 11): ``CatalogueCriteria``.
        self.catalogue = Listing(
            self._core,
            "/api/v1/product-variants/",
            CatalogueVariant,
            list_name=ListName.CATALOGUE,
        )
        self.carts = Carts(self._core)
        self.orders = Orders(self._core, self.history)
        self.users = Users(self._core)
        self.channels = Collection(self._core, "/api/v1/channels/", Channel)
        self.locales = Listing(self._core, "/api/v1/locales/", Locale)  # no item endpoint
        self.tax_categories = Collection(self._core, "/api/v1/tax-categories/", TaxCategory)
        self.shipping_categories = Collection(
            self._core, "/api/v1/shipping-categories/", ShippingCategory
        )
        self.products = Collection(self._core, "/api/v1/products/", Product)
        self.customers = Customers(self._core)

    def __repr__(self) -> str:
        who = f" as {self.username!r}" if self.username else ""  # i18n: not shown, a repr
        return f"<StoreClient {self.base_url}{who}>"

    @property
    def base_url(self) -> str:
        """The server address without a trailing slash, for the status bar."""
        return self._core.base_url

    @property
    def username(self) -> str | None:
        """Who the client signs in as (``None`` for an anonymous token)."""
        return self._auth.username if self._auth else None

    @property
    def auth(self) -> Credentials | None:
        return self._auth

    @auth.setter
    def auth(self, auth: Credentials | None) -> None:
        """New credentials for the same connection (sign in again as someone, or with a new
        password); the old tokens are dropped, so the next request or ``sign_in()`` uses these."""
        self._auth = auth
        self._core.use_auth(auth)

    @property
    def server(self) -> ServerIdentity | None:
        """Which server this is, once recognised (``None`` before): its kind and generation."""
        return self._core.dialect.identity if self._core.recognised else None

    async def recognise(self) -> ServerIdentity:
        """Which server answers at this address, asked once (``sign_in()`` asks it first).
        Raises ``ConnectionFailed``/``Timeout`` when it cannot be reached, ``ServerError`` when
        it is too busy to tell."""
        return (await self._core.server()).identity

    async def sign_in(self) -> None:
        """Recognise the server, then fetch a token (password grant), so a wrong address or
        wrong credentials show at once.

        Raises ``errors.Unauthorized`` for refused credentials, ``ConnectionFailed``/``Timeout``
        when the server cannot be reached. With a static token there is nothing to fetch.
        """
        await self._core.server()
        if self._core.auth is not None:
            await self._core.auth.sign_in()

    async def check_access(self) -> None:
        """Read something every server of its kind serves: a token that is not accepted, or an
        account without API access (``errors.Forbidden``), shows here rather than in every view
        later. On the reference server it reads the first row of the orders list."""
        await (await self._core.server()).check_access(self._core)

    async def statistics(
        self,
        channel: str,
        *,
        start: date | None = None,
        end: date | None = None,
        interval: Interval | None = None,
        low_stock_threshold: int | None = None,
    ) -> Statistics:
        """How sales go in ``channel`` from ``start`` to ``end`` (both included; by default the
        last 30 days), per ``interval`` (day, week or month; by default day). A refusal
        (``errors.ValidationFailed``) names ``channel``, ``start``, ``end``, ``interval`` or
        ``low_stock_threshold``."""
        await self._core.require(Feature.STATISTICS)
        asked = StatisticsQuery(
            channel=channel,
            start=start,
            end=end,
            interval=interval,
            low_stock_threshold=low_stock_threshold,
        )
        return await self._core.get_model(
            "/api/v1/statistics/", Statistics, asked.params(), asked=asked
        )

    async def search(
        self, query: str, *, limit: int = 5, locale: str | None = None
    ) -> SearchResults:
        """Orders by number, customers by name or e-mail, variants by code or name (named in
        ``locale`` where they have it): at most ``limit`` of each, by what they start with
        (docs/api.md section 15). A kind the account may not read comes back None."""
        await self._core.require(Feature.SEARCH)
        params: list[tuple[str, str | int]] = [("q", query), ("limit", limit)]
        if locale:
            params.append(("locale", locale))
        return await self._core.get_model("/api/v1/search", SearchResults, params)

    async def _server_keeps_history(self) -> bool:
        return (await self.extensions()).history

    async def capabilities(self) -> Capabilities:
        """What the server offers (``api/capabilities.py``): asked once per client, then
        remembered. Raises only when the question cannot be answered (no answer, a refused
        token); asked again after such a failure."""
        if self._capabilities is None:
            dialect = await self._core.server()
            offered, permissions = await asyncio.gather(
                dialect.capabilities(self._core), self._known_permissions()
            )
            self._capabilities = replace(offered, permissions=permissions)
        return self._capabilities

    async def offer(self, feature: Feature) -> FeatureOffer:
        """Whether the server offers ``feature`` and the signed-in staffer's role permits it,
        asking only that (a view that needs one feature shows sooner than after the whole
        ``capabilities`` survey): what the survey said when it is known; else the kind's answer
        (a Sylius generation's, no request) or the reference server's one probe, with the
        permissions (kept for the survey). Raises as ``capabilities``."""
        if self._capabilities is not None:
            return FeatureOffer.of(self._capabilities, feature)
        dialect = await self._core.server()
        served, permissions = await asyncio.gather(
            dialect.offers(self._core, feature), self._known_permissions()
        )
        return FeatureOffer(feature, dialect.identity, served, permissions)

    async def _known_permissions(self) -> Permissions:
        """``permissions``, asked once for ``offer`` and ``capabilities`` together."""
        if self._permissions is None:
            self._permissions = await self.permissions()
        return self._permissions

    async def extensions(self) -> ServerExtensions:
        """Which endpoints beyond the contract the server offers (docs/api.md section 11): ask
        once after signing in, and hide what is missing. Raises only when the question cannot
        be answered (no answer, a refused token)."""
        return await (await self._core.server()).extensions(self._core)

    async def me(self) -> Me:
        """The signed-in user and its permissions (docs/api.md section 12). Raises
        ``errors.NotFound`` on a server without it (see ``permissions``)."""
        return await self._core.get_model("/api/v1/me", Me)

    async def permissions(self) -> Permissions:
        """What the signed-in staffer may do, to show only that: ``Permissions.unknown()``
        (everything offered) on a server that does not say. Ask once after signing in."""
        if not (await self._core.server()).says_permissions:
            return Permissions.unknown()
        try:
            me = await self.me()
        except HTTPStatusError as error:
            if missing_route(error):
                return Permissions.unknown()
            raise
        return Permissions(frozenset(me.permissions))

    async def idempotency_keys_honoured(self) -> bool:
        """Whether the server honours ``Idempotency-Key`` (docs/api.md section 12): then a write
        whose answer was lost may simply be sent again (the client sends it with the same key,
        and the server carries it out once), without reading the record first to learn whether
        it arrived. Asked once (two requests that change nothing), unless an answer said so."""
        return await self._core.idempotency_keys_honoured()

    async def resends_lost_writes(self) -> bool:
        """Whether a write whose answer was lost is sent again with its key (the server carries
        it out once) rather than settled by reading the record: this client is set to
        (``RetryPolicy.retry_keyed_writes``) and the server honours keys (asked once)."""
        return self._core.retry.retry_keyed_writes and await self.idempotency_keys_honoured()

    @staticmethod
    def idempotency_key(key: str) -> contextlib.AbstractContextManager[None]:
        """``with client.idempotency_key(lost.idempotency_key): await <the same write>``: sends
        that write again with the key it was first sent with (one write inside)."""
        return reusing_key(key)

    @property
    def idempotency_keys(self) -> bool | None:
        """What is known of ``idempotency_keys_honoured`` without asking (None: not yet)."""
        return self._core.keys.honours

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Sequence[tuple[str, str | int]] = (),
        json: Any = None,
    ) -> httpx.Response:
        """Any endpoint, with the same credentials, retries and errors as the typed methods.

        For what the typed resources do not cover (a server's own extra endpoints); the answer is
        returned as is for the caller to decode.
        """
        return await self._core.request(method, path, params=params, json=json)

    async def aclose(self) -> None:
        await self._core.aclose()

    async def __aenter__(self) -> StoreClient:
        await self._core.http.__aenter__()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self._core.http.__aexit__(exc_type, exc, traceback)
