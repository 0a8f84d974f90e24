"""What the signed-in staffer's role (and the server) lets each window of the bench do, asked as
the window opens, so that a control its role refuses is off with the reason before any scan,
rather than a parcel scanned in full and then refused by the server.

Each use names what it needs: shipping the server's ship step (``Feature.SHIP_SHIPMENT``), a
stock count's Apply writing variants, labels only reading them (they write nothing, so a
read-only staffer prints them too). The reason is ``server_kind``'s one line; a window shows it
as the control's tooltip and on its :class:`RoleNote`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import Action, Area, Capabilities, Feature, StoreClient, errors
from storeadmin_gui.ui.server_kind import missing_reason, role_reason
from storeadmin_gui.ui.server_offers import server_capabilities
from storeadmin_gui.ui.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["BenchUse", "RoleNote", "refuse", "use_refusal"]


class BenchUse(enum.Enum):
    """What a window of the bench does that a role may refuse."""

    SHIP = "ship"  # pick and pack's Ship and Ship anyway
    CHANGE_STOCK = "change_stock"  # the stock count's Apply
    READ_VARIANTS = "read_variants"  # labels: a variant's code, name and price


def use_refusal(offered: Capabilities | None, use: BenchUse) -> str | None:
    """Why ``use`` is not offered to the signed-in staffer; None when it is, or nobody can say
    yet (the server has the last word)."""
    if use is BenchUse.SHIP:
        return missing_reason(offered, Feature.SHIP_SHIPMENT)
    if use is BenchUse.CHANGE_STOCK:
        return role_reason(offered, Area.VARIANTS, Action.WRITE)
    return role_reason(offered, Area.VARIANTS, Action.READ)


def refuse(controls: Iterable[QWidget], refusal: str | None) -> None:
    """Turn ``controls`` off with ``refusal`` as their tooltip (None: leaves them as they are,
    their tooltip cleared); a window's own conditions may turn them off besides."""
    for control in controls:
        if refusal is not None:
            control.setEnabled(False)
        control.setToolTip(refusal or "")


class RoleNote(QLabel):
    """The window's line saying what its role refuses of ``use``, shown only then: it asks as
    the window opens (once per connection), keeps the answer as :attr:`refusal` and calls
    ``told`` so the window turns its controls off. An unanswered question refuses nothing."""

    def __init__(
        self, client: StoreClient, use: BenchUse, owner: QWidget, told: Callable[[], None]
    ) -> None:
        super().__init__()
        self.setObjectName("roleNote")
        self.setWordWrap(True)
        set_role(self, "caution")
        self.hide()
        self.refusal: str | None = None
        self.asked = False  # the answer came (or could not come)
        self._told = told
        spawn(self._ask(client, use, owner), owner=owner)

    async def _ask(self, client: StoreClient, use: BenchUse, owner: QWidget) -> None:
        try:
            offered: Capabilities | None = await server_capabilities(client, owner)
        except errors.ApiError:
            offered = None  # the window's own requests will say what is wrong
        self.refusal = use_refusal(offered, use)
        self.setText(self.refusal or "")
        self.setVisible(self.refusal is not None)
        self.asked = True
        self._told()
