"""What the connected server offers beyond the contract (docs/api.md section 11), asked once.

The Overview and the whole catalogue exist only on a server that serves them. Every view that
depends on them awaits :func:`server_offers`; the first asks the server, the others share that
answer (or the question still under way), so a client is asked once however many views open. A
question that failed (no answer, a refused token) is asked again by the next view that needs it.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Final

from PySide6.QtCore import QObject

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.extensions import ServerExtensions
from storeadmin_gui.ui.i18n import noop, translated
from storeadmin_gui.ui.tasks import spawn

__all__ = ["missing_reason", "server_offers"]

_ASKED: weakref.WeakKeyDictionary[StoreClient, asyncio.Task[ServerExtensions | errors.ApiError]] = (
    weakref.WeakKeyDictionary()
)

# Why a view is hidden, one line each, by ServerExtensions field.
_REASONS: Final = {
    "catalogue": noop(
        "offers",
        "This server does not list every variant at once: choose a product to list its variants.",
    ),
    "statistics": noop(
        "offers", "This server does not offer sales statistics, so there is no overview."
    ),
}


async def _ask(client: StoreClient) -> ServerExtensions | errors.ApiError:
    """The question, its refusal kept as the answer (the views waiting on it say it)."""
    try:
        return await client.extensions()
    except errors.ApiError as error:
        return error


async def server_offers(client: StoreClient, owner: QObject) -> ServerExtensions:
    """The server's answer for ``client``, asked once; raises the client's errors when it could
    not be told (the next call asks again). The question runs as a task of ``owner``, the first
    view that asked (the views of one connection are closed together, before their client)."""
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


def missing_reason(offers: ServerExtensions, feature: str) -> str | None:
    """The one line that says why the view of ``feature`` is hidden (None: it is offered)."""
    if getattr(offers, feature):
        return None
    return translated(_REASONS[feature])
