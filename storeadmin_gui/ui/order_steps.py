"""The three steps after checkout (docs/api.md section 11): ship, mark as paid, cancel.

The order editor and the Orders list take them through here alone: which step an order's current
state allows (and, where it does not, a sentence saying why, for a tooltip or a row), sending it,
and, when the answer was lost after the request may have reached the server, telling from the
order read again whether it was carried out. A step is never sent again on its own: only the
user's Retry sends it again, once the order shows it was not carried out.
"""

from __future__ import annotations

import enum
from typing import Any

from storeadmin_gui.api import Feature, StoreClient, errors
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted, state_label

__all__ = [
    "Step",
    "StepResult",
    "describe_states",
    "judge",
    "refusal",
    "send_step",
    "take_step",
    "what_happens",
]

TRACKING_LIMIT = 255  # characters the server keeps of a tracking number


class Step(enum.Enum):
    """A step, its value the server's feature for it (whether the server offers it)."""

    SHIP = Feature.SHIP_SHIPMENT
    PAY = Feature.COMPLETE_PAYMENT
    CANCEL = Feature.CANCEL_ORDER

    @property
    def label(self) -> str:
        """The button or menu entry that takes the step for one order."""
        return translated(_LABELS[self])

    @property
    def many_label(self) -> str:
        """The Orders list's action, for its selection (a window opens first)."""
        return translated(_MANY_LABELS[self])

    @property
    def done_text(self) -> str:
        """What a row's result says once the step went through."""
        return translated(_DONE[self])

    @property
    def asks_first(self) -> bool:
        """None of the three can be set back, but marking as paid moves no stock and tells the
        customer nothing, so in the editor only Ship and Cancel ask first."""
        return self is not Step.PAY


_LABELS = {
    Step.SHIP: noop("order_steps", "Ship…"),
    Step.PAY: noop("order_steps", "Mark as paid"),
    Step.CANCEL: noop("order_steps", "Cancel order…"),
}
_MANY_LABELS = {
    Step.SHIP: noop("order_steps", "Ship orders…"),
    Step.PAY: noop("order_steps", "Mark orders as paid…"),
    Step.CANCEL: noop("order_steps", "Cancel orders…"),
}
_DONE = {
    Step.SHIP: noop("order_steps", "Shipped"),
    Step.PAY: noop("order_steps", "Marked as paid"),
    Step.CANCEL: noop("order_steps", "Cancelled"),
}


def _not_open(order: Any) -> str | None:
    """Why an order takes no step at all (None: it is placed and open)."""
    if order.placed:
        return None
    if order.state == "cancelled":
        return tr("order_steps", "This order is cancelled.")
    if order.state == "fulfilled":
        return tr("order_steps", "This order is fulfilled: it is paid and shipped.")
    return tr("order_steps", "This order is not placed yet: its checkout is not completed.")


def refusal(step: Step, order: Any) -> str | None:
    """Why ``order`` (an ``Order`` or a list's ``OrderSummary``) cannot take ``step`` now, as
    its fields say; None when it can (the server has the last word)."""
    closed = _not_open(order)
    if closed is not None:
        return closed
    if step is Step.SHIP and order.shipment_to_ship is None:
        if not order.shipments:
            return tr("order_steps", "This order has no shipment.")
        return tr("order_steps", "Every shipment of this order has shipped.")
    if step is Step.PAY and order.payment_to_complete is None:
        if not order.payments:
            return tr("order_steps", "This order has no payment.")
        return tr("order_steps", "Every payment of this order is completed.")
    if step is Step.CANCEL and not order.can_cancel:
        return tr("order_steps", "Part of this order has shipped: it can no longer be cancelled.")
    return None


class StepResult(enum.Enum):
    """What the order shows after a step whose answer was lost."""

    DONE = "done"  # the step is there: it went through
    NOT_DONE = "not_done"  # the order is as it was: sending it again is safe
    CHANGED = "changed"  # it holds something else (someone else took a step meanwhile)
    UNKNOWN = "unknown"  # the order could not be read again either


def judge(step: Step, before: Any, after: Order) -> StepResult:
    """Whether ``after`` (read again) shows ``step`` taken on ``before``."""
    if step is Step.CANCEL:
        if after.state == "cancelled":
            return StepResult.DONE
        untouched = after.state == before.state
    else:
        chosen = before.shipment_to_ship if step is Step.SHIP else before.payment_to_complete
        entries = after.shipments if step is Step.SHIP else after.payments
        now = next((entry.state for entry in entries if entry.id == chosen.id), None)
        if now == ("shipped" if step is Step.SHIP else "completed"):
            return StepResult.DONE
        untouched = now == chosen.state and after.state == before.state
    return StepResult.NOT_DONE if untouched else StepResult.CHANGED


async def send_step(
    client: StoreClient, step: Step, order: Any, *, tracking: str | None = None
) -> None:
    """Send ``step`` for ``order`` once, raising what the client raises. Raises ``ValueError``
    (a sentence) when the order's fields say the step does not apply."""
    reason = refusal(step, order)
    if reason is not None:
        raise ValueError(reason)
    if step is Step.SHIP:
        await client.orders.ship(order.id, order.shipment_to_ship.id, tracking=tracking or None)
    elif step is Step.PAY:
        await client.orders.complete_payment(order.id, order.payment_to_complete.id)
    else:
        await client.orders.cancel(order.id)


async def take_step(
    client: StoreClient, step: Step, order: Any, *, tracking: str | None = None
) -> tuple[Order | None, StepResult | None]:
    """Send ``step`` once and read the order again: ``(order now, None)`` when the answer came;
    when it was lost after the request may have arrived, what the order read again shows
    (``(None, UNKNOWN)`` when it cannot be read either). A refusal (4xx) or a request that never
    left is raised as the client raises it."""
    try:
        await send_step(client, step, order, tracking=tracking)
    except errors.ServerUnreachable as lost:
        if not lost.outcome_unknown:
            raise
        try:
            after = await client.orders.get(order.id)
        except errors.ServerUnreachable:
            return None, StepResult.UNKNOWN
        return after, judge(step, order, after)
    return await client.orders.get(order.id), None


def describe_states(order: Any) -> str:
    """``Order Pending · payment Paid · shipping Shipped``: the three states at once."""
    return tr("order_steps", "Order {state} · payment {payment} · shipping {shipping}").format(
        state=state_label(order.state),
        payment=state_label(order.payment_state),
        shipping=state_label(order.shipping_state),
    )


def what_happens(step: Step, units: int) -> str:
    """What the step does besides its state, said before it is taken."""
    if step is Step.SHIP:
        return tr(
            "order_steps",
            "{units} leave the store's stock: they are taken from what is on hand and on hold.",
        ).format(units=counted(units, "unit"))
    if step is Step.CANCEL:
        return tr(
            "order_steps",
            "Its payments and shipments are cancelled with it, and the {units} it holds are "
            "released to the stock.",
        ).format(units=counted(units, "unit"))
    return tr("order_steps", "Its payment is marked as completed; no money is moved.")
