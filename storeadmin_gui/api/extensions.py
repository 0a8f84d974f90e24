"""Which of the endpoints beyond the contract (docs/api.md sections 11 and 15) a server offers:
asked once, so a GUI can hide what a server lacks instead of showing an error for it.

Each feature is tried with a request that changes nothing: the steps on order id 0 (no order has
it), the first row of the whole catalogue, the statistics without a channel, the orders list
sorted by checkout time, the history, notes and profile of order or customer 0, an empty search.
A feature is missing when its path is not served: a 405, or a 404 that is not the API's answer
about a record (``No route found ...``, or a page that is not the API's JSON). A 404 naming a
record (``The "order" has not been found``), a refusal of the request, or a 403 (the account may
not use it: what it may do is ``StoreClient.permissions``) means the endpoint is there. For the
orders list, whose path every server serves, a refusal of the sort field says the filters of
section 11 are missing too.

Problems that are not about the feature (no answer, a refused token, an overloaded server) are
raised as they are: the question cannot be answered then.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from .errors import Forbidden, HTTPStatusError, NotFound, Unauthorized

__all__ = ["Extension", "ServerExtensions", "probe_extension", "probe_extensions"]

NO_ROUTE: Final = "No route found"  # i18n: not shown, the start of the server's answer
# Answers that say nothing about the feature, only about the server's state or the sign-in.
_NOT_ABOUT_THE_FEATURE: Final = frozenset({502, 503, 504})


class Extension(enum.StrEnum):
    """One feature of docs/api.md section 11, named as its :class:`ServerExtensions` field. The
    client says WHICH features a server lacks; what to tell a person about it is the GUI's
    business (in the person's language)."""

    CANCEL_ORDER = "cancel_order"
    SHIP_SHIPMENT = "ship_shipment"
    COMPLETE_PAYMENT = "complete_payment"
    ORDER_FILTERS = "order_filters"  # payment, shipping and date filters; sort by checkout time
    CATALOGUE = "catalogue"
    STATISTICS = "statistics"
    ORDER_PREVIEW = "order_preview"  # the totals a change of items would give, nothing saved
    # docs/api.md section 15
    HISTORY = "history"  # who changed an order or a variant's price or stock, and how
    NOTES = "notes"  # internal notes on orders and customers
    CUSTOMER_PROFILES = "customer_profiles"  # a customer's orders, spending, first and last order
    SEARCH = "search"  # one search over orders, customers and variants


@dataclass(frozen=True)
class ServerExtensions:
    """What the server offers of docs/api.md section 11, feature by feature."""

    cancel_order: bool
    ship_shipment: bool
    complete_payment: bool
    order_filters: bool
    catalogue: bool
    statistics: bool
    order_preview: bool
    # docs/api.md section 15: absent from what a server of an older release answered
    history: bool = False
    notes: bool = False
    customer_profiles: bool = False
    search: bool = False

    @classmethod
    def everything(cls) -> ServerExtensions:
        return cls(**{feature.value: True for feature in Extension})

    @property
    def complete(self) -> bool:
        """Every feature is offered."""
        return not self.missing()

    def offers(self, feature: Extension) -> bool:
        """Whether the server offers ``feature``."""
        return bool(getattr(self, feature.value))

    def missing(self) -> list[Extension]:
        """The features not offered, in the order :class:`Extension` lists them."""
        return [feature for feature in Extension if not self.offers(feature)]


class Requester(Protocol):
    """What the probes send requests with (the client's core)."""

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Sequence[tuple[str, str | int]] = ...,
        json: Any = ...,
        keyed: bool = ...,
    ) -> Any: ...


def missing_route(error: HTTPStatusError) -> bool:
    """A 405, or a 404 that does not come from the API about a record."""
    if error.status == 405:
        return True
    if not isinstance(error, NotFound):
        return False
    body = _json_message(error)
    return body is None or body.startswith(NO_ROUTE)


def _json_message(error: HTTPStatusError) -> str | None:
    """The ``message`` of the API's JSON error body, or None for any other body."""
    if error.response is None:
        return None
    try:
        body = error.response.json()
    except ValueError:
        return None
    message = body.get("message") if isinstance(body, dict) else None
    return message if isinstance(message, str) else None


@dataclass(frozen=True)
class _Probe:
    """One question to the server: a request whose answer says whether a feature is served."""

    method: str
    path: str
    params: tuple[tuple[str, str | int], ...] = ()
    refusal_means_missing: bool = False

    async def offered(self, core: Requester) -> bool:
        """Whether the endpoint is served (see the module docstring). The request is made here,
        when the probe runs: a probe dropped before it starts leaves no request never sent."""
        try:
            await core.request(self.method, self.path, params=self.params, keyed=False)
        except Forbidden:
            return True  # served, but not to this account (``StoreClient.permissions``)
        except Unauthorized:
            raise
        except HTTPStatusError as error:
            if error.status in _NOT_ABOUT_THE_FEATURE:
                raise
            if missing_route(error):
                return False
            return not self.refusal_means_missing
        return True


_PROBES: Final[dict[Extension, _Probe]] = {
    Extension.CANCEL_ORDER: _Probe("PUT", "/api/v1/orders/0/cancel"),
    Extension.SHIP_SHIPMENT: _Probe("PUT", "/api/v1/orders/0/shipments/0/ship"),
    Extension.COMPLETE_PAYMENT: _Probe("PUT", "/api/v1/orders/0/payments/0/complete"),
    Extension.ORDER_FILTERS: _Probe(
        "GET",
        "/api/v1/orders/",
        (("page", 1), ("limit", 1), ("sorting[checkout_completed_at]", "desc")),
        refusal_means_missing=True,
    ),
    Extension.CATALOGUE: _Probe("GET", "/api/v1/product-variants/", (("page", 1), ("limit", 1))),
    Extension.STATISTICS: _Probe("GET", "/api/v1/statistics/"),
    Extension.ORDER_PREVIEW: _Probe("POST", "/api/v1/orders/0/preview"),
    Extension.HISTORY: _Probe("GET", "/api/v1/orders/0/history"),
    Extension.NOTES: _Probe("GET", "/api/v1/orders/0/notes/"),
    Extension.CUSTOMER_PROFILES: _Probe("GET", "/api/v1/customers/0/profile"),
    Extension.SEARCH: _Probe("GET", "/api/v1/search", (("q", ""),)),
}


async def probe_extension(core: Requester, feature: Extension) -> bool:
    """Asks the server for ``feature`` alone: one request (see the module docstring)."""
    return await _PROBES[feature].offered(core)


async def probe_extensions(core: Requester) -> ServerExtensions:
    """Asks the server once for each feature, all at once (see the module docstring)."""
    answers = await asyncio.gather(
        *(probe.offered(core) for probe in _PROBES.values()), return_exceptions=True
    )
    failure = next((answer for answer in answers if isinstance(answer, BaseException)), None)
    if failure is not None:  # every probe has finished: none is left running
        raise failure
    offered = dict(zip(_PROBES, (answer is True for answer in answers), strict=True))
    return ServerExtensions(**{feature.value: there for feature, there in offered.items()})
