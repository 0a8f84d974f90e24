"""What the signed-in staffer's role and the server let each window of the bench do, asked as
the window opens, so that a control refused is off with the reason before any scan, rather than a
parcel scanned in full and then refused by the server.

Each use names what it needs: shipping, the server's ship step (``Feature.SHIP_SHIPMENT``) and a
role that may take it; a stock count's Apply, a role that may write variants; finding a scanned
variant (the stock count's and the labels' scans), a role that may read variants and a server
that finds one by its code alone. Labels write nothing, so a read-only staffer prints them too.
The reasons are ``server_kind``'s and ``lookup``'s one lines; a window shows each as its
controls' tooltip and on its :class:`RoleNote`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import Action, Area, Capabilities, Feature, StoreClient, errors
from storeadmin_gui.ui.bench.lookup import code_lookup_refusal
from storeadmin_gui.ui.shell.server_kind import missing_reason, role_reason
from storeadmin_gui.ui.shell.server_offers import server_capabilities
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["BenchUse", "RoleNote", "refuse", "refuse_actions", "use_refusal"]


class BenchUse(enum.Enum):
    """What a window of the bench does that a role, or the server, may refuse."""

    SHIP = "ship"  # pick and pack's Ship and Ship anyway
    CHANGE_STOCK = "change_stock"  # the stock count's Apply
    FIND_VARIANTS = "find_variants"  # a scanned code's variant: counted, or on a label


def use_refusal(offered: Capabilities | None, use: BenchUse) -> str | None:
    """Why ``use`` is not offered to the signed-in staffer; None when it is, or nobody can say
    yet (the server has the last word)."""
    if use is BenchUse.SHIP:
        return missing_reason(offered, Feature.SHIP_SHIPMENT)
    if use is BenchUse.CHANGE_STOCK:
        return role_reason(offered, Area.VARIANTS, Action.WRITE)
    if offered is None:
        return None
    return role_reason(offered, Area.VARIANTS) or code_lookup_refusal(offered)


def refuse(controls: Iterable[QWidget], refusal: str | None) -> None:
    """Turn ``controls`` off with ``refusal`` as their tooltip (None: leaves them as they are,
    their tooltip cleared); a window's own conditions may turn them off besides."""
    for control in controls:
        if refusal is not None:
            control.setEnabled(False)
        control.setToolTip(refusal or "")


def refuse_actions(actions: Iterable[QAction], refusal: str | None) -> None:
    """A menu's entries off with ``refusal`` as their tooltip; None: on, their own tooltip."""
    for action in actions:
        action.setEnabled(refusal is None)
        action.setToolTip(refusal or "")  # empty: Qt's own, the entry's text


class RoleNote(QLabel):
    """The window's line saying which of its ``uses`` are refused, and why, shown only then: it
    asks as the window opens (once per connection), keeps the answers (:meth:`refusal`) and
    calls ``told`` so the window turns those controls off. An unanswered question refuses
    nothing."""

    def __init__(
        self,
        client: StoreClient,
        uses: Sequence[BenchUse],
        owner: QWidget,
        told: Callable[[], None],
    ) -> None:
        super().__init__()
        self.setObjectName("roleNote")
        self.setWordWrap(True)
        set_role(self, "caution")
        self.hide()
        self.refusals: dict[BenchUse, str] = {}
        self.asked = False  # the answer came (or could not come)
        self._told = told
        spawn(self._ask(client, uses), owner=owner)

    def refusal(self, use: BenchUse) -> str | None:
        return self.refusals.get(use)

    async def _ask(self, client: StoreClient, uses: Sequence[BenchUse]) -> None:
        try:
            offered: Capabilities | None = await server_capabilities(client)
        except errors.ApiError:
            offered = None  # the window's own requests will say what is wrong
        for use in uses:
            refusal = use_refusal(offered, use)
            if refusal is not None:
                self.refusals[use] = refusal
        self.setText(" ".join(dict.fromkeys(self.refusals.values())))  # each reason once
        self.setVisible(bool(self.refusals))
        self.asked = True
        self._told()
