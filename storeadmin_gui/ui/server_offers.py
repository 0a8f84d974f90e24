"""What the server offers beyond the contract (docs/api.md section 11), asked once per client.

Every view that shows a feature of section 11 (the order steps and filters, the Overview, the
whole catalogue) awaits :func:`server_offers`; the first asks the server
(``StoreClient.extensions()``), the others share that answer or the question still under way, so a
client is asked once however many views open. A view hides what is missing and says why in one
line (:func:`missing_reason`), never as an error. A question that could not be answered (no
answer, a refused token) is not kept: the next view to ask asks again, and meanwhile what depends
on it stays shown (the server has the last word).
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Final

from PySide6.QtCore import QObject

from storeadmin_gui.api import Extension, ServerExtensions, StoreClient, errors
from storeadmin_gui.ui.i18n import noop, translated
from storeadmin_gui.ui.tasks import spawn

__all__ = ["missing_reason", "server_offers"]

_ASKED: weakref.WeakKeyDictionary[StoreClient, asyncio.Task[ServerExtensions | errors.ApiError]] = (
    weakref.WeakKeyDictionary()
)

# Why a feature is hidden, one line each (the client says which are missing, the GUI says why).
_REASONS: Final = {
    Extension.CANCEL_ORDER: noop("server_offers", "This server does not offer cancelling orders."),
    Extension.SHIP_SHIPMENT: noop("server_offers", "This server does not offer shipping orders."),
    Extension.COMPLETE_PAYMENT: noop(
        "server_offers", "This server does not offer marking orders as paid."
    ),
    Extension.ORDER_FILTERS: noop(
        "server_offers",
        "This server does not offer filtering orders by payment, shipping and date.",
    ),
    Extension.CATALOGUE: noop(
        "server_offers",
        "This server does not list every variant at once: choose a product to list its variants.",
    ),
    Extension.STATISTICS: noop(
        "server_offers", "This server does not offer sales statistics, so there is no overview."
    ),
    Extension.ORDER_PREVIEW: noop(
        "server_offers", "This server does not work out a new total before a change."
    ),
    Extension.HISTORY: noop("server_offers", "This server keeps no history of changes."),
    Extension.NOTES: noop("server_offers", "This server keeps no internal notes."),
    Extension.CUSTOMER_PROFILES: noop("server_offers", "This server has no customer profiles."),
    Extension.SEARCH: noop("server_offers", "This server cannot search everything at once."),
}
ORDER_STEPS: Final = (Extension.CANCEL_ORDER, Extension.SHIP_SHIPMENT, Extension.COMPLETE_PAYMENT)
STEPS_MISSING: Final = noop(
    "server_offers",
    "This server does not offer shipping, cancelling or marking orders as paid (they are hidden).",
)


async def _ask(client: StoreClient) -> ServerExtensions | errors.ApiError:
    """The question, its refusal kept as the answer (the views waiting on it say it)."""
    try:
        return await client.extensions()
    except errors.ApiError as error:
        return error


async def server_offers(client: StoreClient, owner: QObject | None = None) -> ServerExtensions:
    """The server's answer for ``client``, asked once; raises the client's errors when it could
    not be told (the next call asks again). The question runs as a task of ``owner``, the first
    view that asked, when one is given (the views of one connection close together, before their
    client)."""
    asked = _ASKED.get(client)
    if asked is None or (
        asked.done() and (asked.cancelled() or isinstance(asked.result(), errors.ApiError))
    ):
        asked = spawn(_ask(client), owner=owner)
        _ASKED[client] = asked
    # A view closed while waiting cancels its own wait, never the question others await.
    answer = await asyncio.shield(asked)
    if isinstance(answer, errors.ApiError):
        raise answer
    return answer


def missing_reason(offered: ServerExtensions, *features: Extension) -> str | None:
    """One line on what of ``features`` the server lacks (None when it offers them all); the
    three order steps missing together read as one sentence."""
    missing = [feature for feature in features if not offered.offers(feature)]
    if not missing:
        return None
    if set(ORDER_STEPS) <= set(missing):
        rest = [feature for feature in missing if feature not in ORDER_STEPS]
        return " ".join([translated(STEPS_MISSING), *(translated(_REASONS[f]) for f in rest)])
    return " ".join(translated(_REASONS[feature]) for feature in missing)
