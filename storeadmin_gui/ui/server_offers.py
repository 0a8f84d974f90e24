"""What the server offers, as the views ask it, and why something is missing, in people's words.

Every view that shows something a server may lack (the order steps and filters, the Overview, the
whole catalogue, a sort) awaits :func:`server_capabilities`: the client's
``StoreClient.capabilities()`` (its kind, its features, each list's sorts and filters), asked once
per client; views asking while the question is under way share it. A view hides what is missing
and says why in one line (:func:`missing_reason`, :class:`OffersNote`), never as an error. The
reasons name the feature, never the kind of server: a new kind of server is a new
``Capabilities``, not a new sentence here. A question that could not be answered (no answer, a
refused token) is not kept: the next view to ask asks again, and meanwhile what depends on it
stays shown (the server has the last word).
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Final

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import Capabilities, Feature, StoreClient, errors
from storeadmin_gui.ui.i18n import Phrase, noop, translated
from storeadmin_gui.ui.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = [
    "CATALOGUE_MISSING",
    "ORDER_FILTERS_MISSING",
    "OffersNote",
    "known_capabilities",
    "missing_reason",
    "server_capabilities",
]

_ASKED: weakref.WeakKeyDictionary[StoreClient, asyncio.Task[Capabilities | errors.ApiError]] = (
    weakref.WeakKeyDictionary()
)

# Why a feature is hidden, one line each (the client says which are missing, the GUI says why).
_REASONS: Final[dict[Feature, Phrase]] = {
    Feature.CANCEL_ORDER: noop("server_offers", "This server does not offer cancelling orders."),
    Feature.SHIP_SHIPMENT: noop("server_offers", "This server does not offer shipping orders."),
    Feature.COMPLETE_PAYMENT: noop(
        "server_offers", "This server does not offer marking orders as paid."
    ),
    Feature.CATALOGUE: noop(
        "server_offers",
        "This server does not list every variant at once: choose a product to list its variants.",
    ),
    Feature.STATISTICS: noop(
        "server_offers", "This server does not offer sales statistics, so there is no overview."
    ),
}
CATALOGUE_MISSING: Final = _REASONS[Feature.CATALOGUE]
ORDER_FILTERS_MISSING: Final = noop(
    "server_offers",
    "This server does not offer filtering orders by payment, shipping and date.",
)
ORDER_STEPS: Final = (Feature.CANCEL_ORDER, Feature.SHIP_SHIPMENT, Feature.COMPLETE_PAYMENT)
STEPS_MISSING: Final = noop(
    "server_offers",
    "This server does not offer shipping, cancelling or marking orders as paid (they are hidden).",
)
# An action the server lacks that has no sentence of its own: named by its label.
ACTION_MISSING: Final = noop("server_offers", "This server does not offer “{action}”.")


async def _ask(client: StoreClient) -> Capabilities | errors.ApiError:
    """The question, its refusal kept as the answer (the views waiting on it say it)."""
    try:
        return await client.capabilities()
    except errors.ApiError as error:
        return error


async def server_capabilities(client: StoreClient, owner: QObject | None = None) -> Capabilities:
    """What the server behind ``client`` offers, asked once; raises the client's errors when it
    could not be told (the next call asks again). The question runs as a task of ``owner``, the
    first view that asked, when one is given (the views of one connection close together,
    before their client)."""
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


def known_capabilities(client: StoreClient) -> Capabilities | None:
    """What the server behind ``client`` offers, when another view has asked already (None when
    nobody has, or the question is still under way or failed)."""
    asked = _ASKED.get(client)
    if asked is None or not asked.done() or asked.cancelled():
        return None
    answer = asked.result()
    return answer if isinstance(answer, Capabilities) else None


def missing_reason(
    offered: Capabilities, *features: Feature, labels: dict[Feature, str] | None = None
) -> str | None:
    """One line on what of ``features`` the server lacks (None when it offers them all); the
    three order steps missing together read as one sentence, and a feature without a sentence
    of its own is named by its action's label (``labels``)."""
    missing = offered.missing(features)
    if not missing:
        return None
    sentences = []
    if set(ORDER_STEPS) <= set(missing):
        sentences.append(translated(STEPS_MISSING))
        missing = [feature for feature in missing if feature not in ORDER_STEPS]
    for feature in missing:
        if feature in _REASONS:
            sentences.append(translated(_REASONS[feature]))
        else:
            label = (labels or {}).get(feature, feature.value.replace("_", " "))
            sentences.append(translated(ACTION_MISSING).format(action=label.rstrip("…")))
    return " ".join(sentences)


class OffersNote(QLabel):
    """One line under a view's filters saying what the server lacks and so is hidden: each part
    of the view says its own reasons (:meth:`say`), the line joins them, in the parts' order."""

    def __init__(self, *parts: str, parent: QWidget | None = None) -> None:
        """``parts`` name who may say reasons, in the order the line says them."""
        super().__init__(parent)
        self.setObjectName("offersNote")
        self.setWordWrap(True)
        set_role(self, "hint")
        self.hide()
        self._reasons: dict[str, list[str]] = {who: [] for who in parts}

    def say(self, who: str, reasons: list[str]) -> None:
        """``who``'s reasons now (none: it hides nothing)."""
        self._reasons[who] = reasons
        text = " ".join(dict.fromkeys(r for said in self._reasons.values() for r in said))
        self.setText(text)
        self.setVisible(bool(text))
