"""What the server offers beyond the contract (docs/api.md section 11), asked once per client.

Every view that shows a feature of section 11 (the order steps, the order filters) asks here; the
first asks the server (``StoreClient.extensions()``), the others share its answer. A view hides
what is missing and says why in one line (:func:`missing_reason`), never as an error. When the
question cannot be answered (no answer, a refused sign-in) nothing is kept: the next view to ask
asks the server again, and meanwhile the features stay shown (the server has the last word).
"""

from __future__ import annotations

import asyncio
import weakref

from storeadmin_gui.api import ServerExtensions, StoreClient, errors
from storeadmin_gui.ui.i18n import noop, translated

__all__ = ["missing_reason", "server_offers"]

_asked: weakref.WeakKeyDictionary[StoreClient, asyncio.Future[ServerExtensions]] = (
    weakref.WeakKeyDictionary()
)

# Why a feature is hidden, by the field of ServerExtensions it is.
_REASONS = {
    "cancel_order": noop("server_offers", "This server does not offer cancelling orders."),
    "ship_shipment": noop("server_offers", "This server does not offer shipping orders."),
    "complete_payment": noop("server_offers", "This server does not offer marking orders as paid."),
    "order_filters": noop(
        "server_offers",
        "This server does not offer filtering orders by payment, shipping and date.",
    ),
    "catalogue": noop("server_offers", "This server does not offer the list of every variant."),
    "statistics": noop("server_offers", "This server does not offer sales statistics."),
}
ORDER_STEPS = ("cancel_order", "ship_shipment", "complete_payment")
STEPS_MISSING = noop(
    "server_offers",
    "This server does not offer shipping, cancelling or marking orders as paid (they are hidden).",
)


async def server_offers(client: StoreClient) -> ServerExtensions:
    """The server's answer, asked once for ``client`` (views asking at once share one question).
    Raises the client's errors when it cannot be answered; nothing is kept then."""
    asked = _asked.get(client)
    if asked is None or (asked.done() and asked.exception() is not None):
        asked = asyncio.ensure_future(client.extensions())
        # Its error is read here too: every view that waited for it may be gone by then.
        asked.add_done_callback(lambda done: done.cancelled() or done.exception())
        _asked[client] = asked
    try:
        return await asyncio.shield(asked)
    except errors.ApiError:
        if _asked.get(client) is asked:
            del _asked[client]
        raise


def missing_reason(offered: ServerExtensions, *features: str) -> str | None:
    """One line on what of ``features`` the server lacks (None when it offers them all); the
    three order steps missing together read as one sentence."""
    missing = [feature for feature in features if not getattr(offered, feature)]
    if not missing:
        return None
    if set(ORDER_STEPS) <= set(missing):
        rest = [feature for feature in missing if feature not in ORDER_STEPS]
        return " ".join([translated(STEPS_MISSING), *(translated(_REASONS[f]) for f in rest)])
    return " ".join(translated(_REASONS[feature]) for feature in missing)
