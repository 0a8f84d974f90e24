"""New orders noticed while the app runs, each announced once across restarts and windows.

The store is asked for the orders placed since the newest one seen: the orders list sorted by
checkout time, newest first, from the day before that order (so a difference of time zones
cannot hide one), a small page at a time until an order already seen. Its cost does not grow with
the store (docs/benchmarks.md, "New orders"). A server whose orders list cannot sort by checkout
time cannot be asked so, nor can a staffer whose role may not read orders: the watch then says
why and stays off (rather than asking into refusals at every interval).

Which orders were announced is kept per connection in the app's data folder (``SharedFile``):
an order claimed there by one copy of the app is not announced by another, nor after a restart.
The first look at a connection only notes the newest order: a store's history is not news.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from storeadmin_gui.api import Action, Area, StoreClient, errors
from storeadmin_gui.api.lists import ListName, OrderCriteria
from storeadmin_gui.api.models import OrderSummary
from storeadmin_gui.ui.bench.shared_file import LockTimeout, SharedFile
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.tasks import spawn

__all__ = ["NewOrder", "OrderWatcher", "claim", "orders_since", "watch_refusal"]

log = logging.getLogger(__name__)

PAGE_SIZE = 10  # one request holds every order placed between two looks, on most days
MOST_PAGES = 5  # a burst beyond this is announced over the next looks, never all at once
REMEMBERED = 2000  # ids of announced orders kept (those at the newest moment are what matter)
SORT = "checkout_completed_at"


@dataclass(frozen=True)
class NewOrder:
    """An order as its announcement names it."""

    id: int
    number: str
    customer: str
    total: int | None
    currency: str | None
    placed_at: datetime

    @classmethod
    def of(cls, row: OrderSummary, placed_at: datetime) -> NewOrder:
        customer = row.customer.email if row.customer is not None else None
        return cls(
            row.id,
            row.number or str(row.id),
            customer or row.email or "",
            row.total,
            row.currency,
            placed_at,
        )


def _moment(value: object) -> datetime | None:
    if not isinstance(value, datetime):
        return None  # a cart, or a time the server wrote oddly
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


async def watch_refusal(client: StoreClient) -> str | None:
    """Why new orders cannot be watched on this server, by this staffer, or None when they
    can."""
    offered = await client.capabilities()
    if not offered.permits(Area.ORDERS, Action.READ):
        return tr(
            "bench",
            "Your account may not see orders, so new orders are not announced: ask an "
            "administrator for the role.",
        )
    if SORT in offered.sorts(ListName.ORDERS):
        return None
    return tr(
        "bench",
        "{server} cannot sort its orders by the time they were placed, so new orders cannot "
        "be found without reading the whole list: they are not announced on this connection.",
    ).format(server=offered.label)


async def orders_since(
    client: StoreClient, mark: datetime | None, *, baseline: bool = False
) -> list[NewOrder]:
    """Orders placed at ``mark`` or later, newest first (``mark`` None: the newest ones).
    ``baseline``: only the newest order, to note where the store stands."""
    offered = await client.capabilities()
    criteria = OrderCriteria()
    if mark is not None and "date_from" in offered.filters(ListName.ORDERS):
        criteria = OrderCriteria(date_from=(mark - timedelta(days=1)).date())
    found: list[NewOrder] = []
    for page_number in range(1, MOST_PAGES + 1):
        page = await client.orders.list_as(
            OrderSummary,
            page=page_number,
            limit=1 if baseline else PAGE_SIZE,
            sorting={SORT: "desc"},
            criteria=criteria,
        )
        for row in page.items:
            placed_at = _moment(row.checkout_completed_at)
            if placed_at is None or (mark is not None and placed_at < mark):
                return found  # carts come last; older orders were seen
            found.append(NewOrder.of(row, placed_at))
        if baseline or page_number >= page.pages:
            break
    return found


def claim(state: dict[str, Any], found: Sequence[NewOrder]) -> list[NewOrder]:
    """Those of ``found`` no copy of the app announced yet, now marked as announced in
    ``state`` (a ledger's content), oldest first."""
    announced: dict[str, str] = state.setdefault("announced", {})
    fresh = [order for order in found if str(order.id) not in announced]
    fresh.sort(key=lambda order: (order.placed_at, order.id))
    for order in fresh:
        announced[str(order.id)] = order.number
    if len(announced) > REMEMBERED:
        for key in list(announced)[: len(announced) - REMEMBERED]:
            del announced[key]
    newest = max((order.placed_at for order in found), default=None)
    mark = mark_of(state)
    if newest is not None and (mark is None or newest > mark):
        state["mark"] = newest.isoformat()
    return fresh


def mark_of(state: dict[str, Any]) -> datetime | None:
    try:
        return datetime.fromisoformat(str(state["mark"]))
    except (KeyError, ValueError):
        return None


class OrderWatcher(QObject):
    """Looks for new orders every ``interval_s`` seconds; ``arrived`` gives those this copy of
    the app claimed (none twice, none another copy claimed), ``unavailable`` why it cannot
    watch this server."""

    arrived = Signal(list)  # list[NewOrder], oldest first
    unavailable = Signal(str)
    looked = Signal()  # a look ended (found something or not)

    def __init__(
        self, client: StoreClient, ledger: SharedFile, interval_s: int, parent: QObject | None
    ) -> None:
        super().__init__(parent)
        self.client = client
        self.ledger = ledger
        self.timer = QTimer(self)
        self.timer.setInterval(interval_s * 1000)
        self.timer.timeout.connect(self.look_now)
        self._looking = False
        self.refusal: str | None = None

    def start(self) -> None:
        self.timer.start()
        self.look_now()

    def stop(self) -> None:
        self.timer.stop()

    def set_interval(self, seconds: int) -> None:
        self.timer.setInterval(seconds * 1000)

    def look_now(self) -> None:
        if not self._looking:
            self._looking = True
            spawn(self._look(), owner=self)

    async def _look(self) -> None:
        try:
            self.refusal = await watch_refusal(self.client)
            if self.refusal is not None:
                self.timer.stop()
                self.unavailable.emit(self.refusal)
                return
            state = self.ledger.read()
            first = "mark" not in state and not state.get("started")
            found = await orders_since(self.client, mark_of(state), baseline=first)
            with self.ledger.changing() as shared:
                if first and ("mark" in shared or shared.get("started")):
                    first = False  # another copy noted the store meanwhile
                fresh = claim(shared, found)
                shared["started"] = True
            if fresh and not first:
                self.arrived.emit(fresh)
        except (errors.ApiError, LockTimeout) as error:  # the session tells of a lost connection
            log.info("Looking for new orders failed: %s", error)
        finally:
            self._looking = False
            if shiboken6.isValid(self):  # not dropped meanwhile (the watch turned off)
                self.looked.emit()
