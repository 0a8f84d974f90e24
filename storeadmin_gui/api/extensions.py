"""Which of the endpoints beyond the contract (docs/api.md section 11) a server offers: asked once,
so a GUI can hide what a server lacks instead of showing an error for it.

Each feature is tried with a request that changes nothing: the steps on order id 0 (no order has
it), the first row of the whole catalogue, the statistics without a channel, the orders list
sorted by checkout time. A feature is missing when its path is not served: a 405, or a 404 that
is not the API's answer about a record (``No route found ...``, or a page that is not the API's
JSON). A 404 naming a record (``The "order" has not been found``) or a refusal of the request
means the endpoint is there. For the orders list, whose path every server serves, a refusal of
the sort field says the filters of section 11 are missing too.

Problems that are not about the feature (no answer, a refused token, an overloaded server) are
raised as they are: the question cannot be answered then.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, fields
from typing import Final

from ._core import ApiCore
from .errors import Forbidden, HTTPStatusError, NotFound, Unauthorized

__all__ = ["ServerExtensions", "probe_extensions"]

NO_ROUTE: Final = "No route found"
# Answers that say nothing about the feature, only about the server's state or the sign-in.
_NOT_ABOUT_THE_FEATURE: Final = frozenset({502, 503, 504})

LABELS: Final = {
    "cancel_order": "cancelling orders",
    "ship_shipment": "shipping orders",
    "complete_payment": "marking orders as paid",
    "order_filters": "filtering orders by payment, shipping and date",
    "catalogue": "the list of every variant",
    "statistics": "sales statistics",
}


@dataclass(frozen=True)
class ServerExtensions:
    """What the server offers of docs/api.md section 11, feature by feature."""

    cancel_order: bool
    ship_shipment: bool
    complete_payment: bool
    order_filters: bool
    catalogue: bool
    statistics: bool

    @classmethod
    def everything(cls) -> ServerExtensions:
        return cls(**{field.name: True for field in fields(cls)})

    @property
    def complete(self) -> bool:
        """Every feature is offered."""
        return all(getattr(self, field.name) for field in fields(self))

    def missing(self) -> list[str]:
        """What is not offered, in words staff read ("sales statistics")."""
        return [LABELS[field.name] for field in fields(self) if not getattr(self, field.name)]

    def reason(self, feature: str) -> str | None:
        """One line on why ``feature`` (a field's name) is hidden, or None when it is offered."""
        if getattr(self, feature):
            return None
        return f"This server does not offer {LABELS[feature]}."


def _missing_route(error: HTTPStatusError) -> bool:
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


async def _offered(attempt: Awaitable[object], *, refusal_means_missing: bool = False) -> bool:
    """Whether the endpoint ``attempt`` reaches is served (see the module docstring)."""
    try:
        await attempt
    except (Unauthorized, Forbidden):
        raise
    except HTTPStatusError as error:
        if error.status in _NOT_ABOUT_THE_FEATURE:
            raise
        if _missing_route(error):
            return False
        return not refusal_means_missing
    return True


async def probe_extensions(core: ApiCore) -> ServerExtensions:
    """Asks the server once for each feature, all at once (see the module docstring)."""
    probes: dict[str, Callable[[], Awaitable[bool]]] = {
        "cancel_order": lambda: _offered(core.request("PUT", "/api/v1/orders/0/cancel")),
        "ship_shipment": lambda: _offered(core.request("PUT", "/api/v1/orders/0/shipments/0/ship")),
        "complete_payment": lambda: _offered(
            core.request("PUT", "/api/v1/orders/0/payments/0/complete")
        ),
        "order_filters": lambda: _offered(
            core.request(
                "GET",
                "/api/v1/orders/",
                params=[("page", 1), ("limit", 1), ("sorting[checkout_completed_at]", "desc")],
            ),
            refusal_means_missing=True,
        ),
        "catalogue": lambda: _offered(
            core.request("GET", "/api/v1/product-variants/", params=[("page", 1), ("limit", 1)])
        ),
        "statistics": lambda: _offered(core.request("GET", "/api/v1/statistics/")),
    }
    answers = await asyncio.gather(*(probe() for probe in probes.values()), return_exceptions=True)
    failure = next((answer for answer in answers if isinstance(answer, BaseException)), None)
    if failure is not None:  # every probe has finished: none is left running
        raise failure
    return ServerExtensions(
        **dict(zip(probes, (answer is True for answer in answers), strict=True))
    )
