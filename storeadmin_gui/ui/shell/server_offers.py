"""What the server offers, as the views ask it, and why something is missing, in people's words.

Every view that shows something a server may lack (the order steps and filters, the Overview, the
whole catalogue, a sort) awaits :func:`server_capabilities`: the client's
``StoreClient.capabilities()`` (its kind, its features, each list's sorts and filters), asked once
per client; views asking while the question is under way share it. A view hides what is missing
and says why in one line (``server_kind.missing_reason``: one table of reasons for every view
and editor; :class:`OffersNote`), never as an error. The reasons name the feature, never the
kind of server: a new kind of server is a new ``Capabilities``, not a new sentence. A question
that could not be answered (no answer, a refused token) is not kept: the next view to ask asks
again, and meanwhile what depends on it stays shown (the server has the last word). A view
that needs one feature only asks it alone (``StoreClient.offer``), and starts the whole question
once it has shown what it needed (:func:`survey_in_background`).
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Final

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import Capabilities, StoreClient, errors
from storeadmin_gui.ui.i18n import noop
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = [
    "ORDER_FILTERS_MISSING",
    "OffersNote",
    "known_capabilities",
    "server_capabilities",
    "survey_in_background",
]

_ASKED: weakref.WeakKeyDictionary[StoreClient, asyncio.Task[Capabilities | errors.ApiError]] = (
    weakref.WeakKeyDictionary()
)

# Why the order filters of docs/api.md section 11 are hidden (a list's, not a feature's).
ORDER_FILTERS_MISSING: Final = noop(
    "server_offers",
    "This server does not offer filtering orders by payment, shipping and date.",
)


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
    # A view closed while waiting cancels its own wait, never the question others await.
    answer = await asyncio.shield(_question(client, owner))
    if isinstance(answer, errors.ApiError):
        raise answer
    return answer


def survey_in_background(client: StoreClient, owner: QObject | None = None) -> None:
    """Start the question :func:`server_capabilities` asks, unless it is asked already: for a
    view that asked one feature alone (``StoreClient.offer``) and has shown what it needed,
    so that what the others show is known by the time they are opened."""
    _question(client, owner)


def _question(
    client: StoreClient, owner: QObject | None
) -> asyncio.Task[Capabilities | errors.ApiError]:
    """The question under way or answered for ``client``; asked anew when there is none, or the
    last one was refused or dropped (a refusal is not kept beyond its waiters)."""
    asked = _ASKED.get(client)
    if asked is None or (
        asked.done() and (asked.cancelled() or isinstance(asked.result(), errors.ApiError))
    ):
        asked = spawn(_ask(client), owner=owner)
        _ASKED[client] = asked
    return asked


def known_capabilities(client: StoreClient) -> Capabilities | None:
    """What the server behind ``client`` offers, when another view has asked already (None when
    nobody has, or the question is still under way or failed)."""
    asked = _ASKED.get(client)
    if asked is None or not asked.done() or asked.cancelled():
        return None
    answer = asked.result()
    return answer if isinstance(answer, Capabilities) else None


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
