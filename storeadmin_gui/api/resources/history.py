"""Who did what to an order or a variant (docs/api.md section 15): the server's history where it
keeps one, else what this workstation did (``local_history``), said as such by ``kept_by_server``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Final

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.local_history import LocalHistory
from storeadmin_gui.api.models import HistoryEntry, VariantPatch
from storeadmin_gui.api.models.history import EDITED
from storeadmin_gui.api.money import Money
from storeadmin_gui.api.paging import Page

from ._collection import list_params, segment

ORDER: Final = "order"
VARIANT: Final = "variant"


def change(field: str, before: Any, after: Any) -> dict[str, Any]:
    """One field of an entry, as the server writes it."""
    return {"field": field, "before": before, "after": after}


class History:
    """Reads histories, and keeps this workstation's record when the server keeps none."""

    def __init__(
        self,
        core: ApiCore,
        kept_by_server: Callable[[], Awaitable[bool]],
        local: LocalHistory | None = None,
    ) -> None:
        self._core = core
        self._kept_by_server = kept_by_server
        self._kept: bool | None = None  # once known: a server keeps its features
        self.local = local

    async def kept_by_server(self) -> bool:
        """Whether the server records every change, whoever made it; else the history is this
        workstation's own record (empty without one). Asked once."""
        if self._kept is None:
            self._kept = await self._kept_by_server()
        return self._kept

    async def of_order(
        self, order_id: int, *, page: int = 1, limit: int = 20
    ) -> Page[HistoryEntry]:
        """The order's changes, newest first."""
        path = f"/api/v1/orders/{segment(order_id, 'The order id')}/history"  # i18n: not shown
        return await self._page(path, ORDER, str(order_id), page, limit)

    async def of_variant(
        self, product_code: str, code: str, *, page: int = 1, limit: int = 20
    ) -> Page[HistoryEntry]:
        """The variant's price and stock changes, newest first."""
        product = segment(product_code, "The product code")  # i18n: not shown, a bad argument
        variant = segment(code, "The variant code")  # i18n: not shown, a bad argument
        path = f"/api/v1/products/{product}/variants/{variant}/history"
        return await self._page(path, VARIANT, f"{product_code}/{code}", page, limit)

    async def _page(
        self, path: str, subject: str, subject_id: str, page: int, limit: int
    ) -> Page[HistoryEntry]:
        if await self.kept_by_server():
            params = list_params(page=page, limit=limit, sorting=None, criteria=None)
            return await self._core.get_page(path, HistoryEntry, params)
        if self.local is None:
            return Page([], 1, limit, 1, 0)
        return await self.local.page(subject, subject_id, page, limit)

    async def note(
        self, subject: str, subject_id: str, action: str, changes: list[dict[str, Any]]
    ) -> None:
        """Keeps what this workstation just did, where the server keeps no history."""
        if self.local is None or await self.kept_by_server():
            return
        await self.local.record(subject, subject_id, action, changes)

    async def note_variant(self, product_code: str, code: str, changes: VariantPatch) -> None:
        """Keeps a saved variant's new prices and stock (what was before is not known here)."""
        fields: list[dict[str, Any]] = []
        for channel, pricing in (changes.channel_pricings or {}).items():
            after = Money.to_minor(pricing.price)
            fields.append(change(f"channelPricings.{channel}.price", None, after))
        if changes.on_hand is not None:
            fields.append(change("onHand", None, changes.on_hand))
        if fields:
            await self.note(VARIANT, f"{product_code}/{code}", EDITED, fields)
