"""``StoreClient``: the one object the GUI and scripts use to talk to a store server."""

from __future__ import annotations

import ssl
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

from ._core import ApiCore
from .auth import Credentials
from .capabilities import Capabilities
from .extensions import ServerExtensions, probe_extensions
from .lists import ListName
from .models import (
    CatalogueVariant,
    Channel,
    Customer,
    Locale,
    Product,
    ShippingCategory,
    Statistics,
    TaxCategory,
)
from .models.statistics import Interval, StatisticsQuery
from .resources import Carts, Collection, Listing, Orders, Users, Variants
from .retry import RetryPolicy

__all__ = ["StoreClient"]


class StoreClient:
    """An async client over ONE ``httpx.AsyncClient``; use it as ``async with StoreClient(...)``.

    ``transport`` is the seam: ``httpx.ASGITransport(app)`` talks to the embedded backend
    in-process; ``None`` uses the network with TLS verified (``verify`` may name a CA file to
    trust instead). ``language`` (``"de"``) is sent as ``Accept-Language``: a server that can
    words its messages in it.
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
    ) -> None:
        self._auth = auth
        self._capabilities: Capabilities | None = None
        self._core = ApiCore(
            base_url,
            auth=auth,
            transport=transport,
            verify=verify,
            timeout=timeout,
            retry=retry or RetryPolicy(),
            language=language,
        )
        self.variants = Variants(self._core)
        # Every variant of every product (docs/api.md section 11): ``CatalogueCriteria``.
        self.catalogue = Listing(
            self._core,
            "/api/v1/product-variants/",
            CatalogueVariant,
            list_name=ListName.CATALOGUE,
        )
        self.carts = Carts(self._core)
        self.orders = Orders(self._core)
        self.users = Users(self._core)
        self.channels = Collection(self._core, "/api/v1/channels/", Channel)
        self.locales = Listing(self._core, "/api/v1/locales/", Locale)  # no item endpoint
        self.tax_categories = Collection(self._core, "/api/v1/tax-categories/", TaxCategory)
        self.shipping_categories = Collection(
            self._core, "/api/v1/shipping-categories/", ShippingCategory
        )
        self.products = Collection(self._core, "/api/v1/products/", Product)
        self.customers = Collection(
            self._core, "/api/v1/customers/", Customer, list_name=ListName.CUSTOMERS
        )

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

    async def sign_in(self) -> None:
        """Fetch a token now (password grant), so wrong credentials show at once.

        Raises ``errors.Unauthorized`` for refused credentials, ``ConnectionFailed``/``Timeout``
        when the server cannot be reached. With a static token there is nothing to fetch.
        """
        if self._core.auth is not None:
            await self._core.auth.sign_in()

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

    async def capabilities(self) -> Capabilities:
        """What the server offers (``api/capabilities.py``): asked once per client, then
        remembered. Raises only when the question cannot be answered (no answer, a refused
        token); asked again after such a failure."""
        if self._capabilities is None:
            self._capabilities = Capabilities.reference(await self.extensions())
        return self._capabilities

    async def extensions(self) -> ServerExtensions:
        """Which endpoints beyond the contract the server offers (docs/api.md section 11): ask
        once after signing in, and hide what is missing. Raises only when the question cannot
        be answered (no answer, a refused token)."""
        return await probe_extensions(self._core)

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
