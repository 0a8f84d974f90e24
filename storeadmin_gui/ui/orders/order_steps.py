"""The steps after checkout (docs/api.md section 11): ship, mark as paid, cancel, in one place.

Each step's entry in ``STEPS`` (:class:`StepSpec`) holds everything about it: the server's feature
that offers it, what it acts on and from which states (so which orders may take it, and why not),
the request that takes it, and every text a person reads of it: its button and list action, its
tooltips, the question asked before it, what it does besides its state, what the many-orders
window asks and its button, what is shown while it runs and once it is done, why it is hidden
on a server without it, and the history's word for it. The order editor and its row of steps,
the questions, the Orders list and its window, the packing bench, the server's offer and the
history all ask this module; adding a step is adding an entry (see
docs/adding-an-order-action.md). Texts keep the translation context of the window that shows
them.

A step whose answer was lost is settled by ``api.lost_writes`` (sent again with its key where that
is safe, else judged from the order read again: :func:`judge`), never sent again blindly.
"""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from storeadmin_gui.api import Feature, StoreClient, errors
from storeadmin_gui.api.lost_writes import Outcome, send_settled
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.i18n import Phrase, noop, tr, translated
from storeadmin_gui.ui.labels import counted, state_label

__all__ = [
    "STEPS",
    "Step",
    "StepSpec",
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
        return translated(STEPS[self].label)

    @property
    def many_label(self) -> str:
        """The Orders list's action, for its selection (a window opens first)."""
        return translated(STEPS[self].many_label)

    @property
    def done_text(self) -> str:
        """What a row's result says once the step went through."""
        return translated(STEPS[self].done)


Send = Callable[[StoreClient, Any, Any, str | None], Awaitable[object]]


@dataclass(frozen=True)
class StepSpec:
    """Everything about one step (see the module docstring). ``{what}`` is the order's name,
    ``{units}`` its units counted, ``{orders}`` the orders counted."""

    # What it acts on and from which states.
    entries: Callable[[Any], Sequence[Any]]  # the order's entries the step moves (or the order)
    pending: Callable[[Any], Any]  # the entry it would move now; None: nothing left to move
    taken_state: str  # the entry's state once the step is taken
    no_entries: Phrase | None  # why not, when the order has no such entry at all
    none_pending: Phrase  # why not, when every entry has moved on
    send: Send  # (client, order, its pending entry, tracking number): the request
    # Its texts.
    label: Phrase  # the editor's button
    purpose: Phrase  # the editor's button's tooltip
    working: Phrase  # the editor's status while it runs
    done: Phrase  # once it went through
    effect: Phrase  # what happens besides the state, said before it is taken ({units})
    ask_title: Phrase  # the question's window ({what})
    ask_text: Phrase  # the question ({what})
    ask_yes: Phrase
    ask_no: Phrase
    many_label: Phrase  # the Orders list's action
    many_tooltip: Phrase  # its tooltip
    many_question: Phrase  # what the many-orders window says before it is pressed
    many_apply: Phrase  # that window's button ({orders})
    missing: Phrase  # why it is hidden, on a server that does not offer it
    recorded_as: str  # the history's action for it (docs/api.md section 11)
    history_label: Phrase  # the history's word for that action
    destructive: bool = False  # its question's Yes reads as a warning
    asks_tracking: bool = False  # its question takes a tracking number


STEPS: dict[Step, StepSpec] = {
    Step.SHIP: StepSpec(
        entries=lambda order: order.shipments,
        pending=lambda order: order.shipment_to_ship,
        taken_state="shipped",
        no_entries=noop("order_steps", "This order has no shipment."),
        none_pending=noop("order_steps", "Every shipment of this order has shipped."),
        send=lambda client, order, shipment, tracking: client.orders.ship(
            order.id, shipment.id, tracking=tracking or None
        ),
        label=noop("order_steps", "Ship…"),
        purpose=noop(
            "editors.order_steps_bar", "Send the order's shipment, with its tracking number"
        ),
        working=noop("editors.order_editor", "Shipping…"),
        done=noop("order_steps", "Shipped"),
        effect=noop(
            "order_steps",
            "{units} leave the store's stock: they are taken from what is on hand and on hold.",
        ),
        ask_title=noop("order_questions", "Ship {what}"),
        ask_text=noop("order_questions", "Ship {what}? This cannot be undone."),
        ask_yes=noop("order_questions", "Ship"),
        ask_no=noop("order_questions", "Do not ship"),
        many_label=noop("order_steps", "Ship orders…"),
        many_tooltip=noop("pages.orders", "Ship the selected orders (asked first, a result each)"),
        many_question=noop(
            "order_steps_dialog",
            "Ship the orders marked below? This cannot be undone: their units leave the "
            "store's stock (taken from what is on hand and on hold). They ship without a "
            "tracking number; open an order to ship it with one.",
        ),
        many_apply=noop("order_steps_dialog", "Ship {orders}"),
        missing=noop("server_offers", "This server does not offer shipping orders."),
        recorded_as="shipped",
        history_label=noop("history_view", "Shipped"),
        asks_tracking=True,
    ),
    Step.PAY: StepSpec(
        entries=lambda order: order.payments,
        pending=lambda order: order.payment_to_complete,
        taken_state="completed",
        no_entries=noop("order_steps", "This order has no payment."),
        none_pending=noop("order_steps", "Every payment of this order is completed."),
        send=lambda client, order, payment, _tracking: client.orders.complete_payment(
            order.id, payment.id
        ),
        label=noop("order_steps", "Mark as paid"),
        purpose=noop("editors.order_steps_bar", "Mark the order's payment as received"),
        working=noop("editors.order_editor", "Marking as paid…"),
        done=noop("order_steps", "Marked as paid"),
        effect=noop("order_steps", "Its payment is marked as completed; no money is moved."),
        # No endpoint sets a completed payment back, so it is asked like the other two.
        ask_title=noop("order_questions", "Mark {what} as paid"),
        ask_text=noop("order_questions", "Mark {what} as paid? This cannot be undone."),
        ask_yes=noop("order_questions", "Mark as paid"),
        ask_no=noop("order_questions", "Not yet"),
        many_label=noop("order_steps", "Mark orders as paid…"),
        many_tooltip=noop(
            "pages.orders", "Mark the selected orders as paid (asked first, a result each)"
        ),
        many_question=noop(
            "order_steps_dialog",
            "Mark the orders below as paid? Their payments are marked as completed; no money "
            "is moved. This cannot be undone.",
        ),
        many_apply=noop("order_steps_dialog", "Mark {orders} as paid"),
        missing=noop("server_offers", "This server does not offer marking orders as paid."),
        recorded_as="payment_completed",
        history_label=noop("history_view", "Payment completed"),
    ),
    Step.CANCEL: StepSpec(
        entries=lambda order: [order],
        pending=lambda order: order if order.can_cancel else None,
        taken_state="cancelled",
        no_entries=None,
        none_pending=noop(
            "order_steps", "Part of this order has shipped: it can no longer be cancelled."
        ),
        send=lambda client, order, _order, _tracking: client.orders.cancel(order.id),
        label=noop("order_steps", "Cancel order…"),
        purpose=noop("editors.order_steps_bar", "Cancel the order, its payments and its shipments"),
        working=noop("editors.order_editor", "Cancelling…"),
        done=noop("order_steps", "Cancelled"),
        effect=noop(
            "order_steps",
            "Its payments and shipments are cancelled with it, and the {units} it holds are "
            "released to the stock.",
        ),
        ask_title=noop("order_questions", "Cancel {what}"),
        ask_text=noop("order_questions", "Cancel {what}? This cannot be undone."),
        ask_yes=noop("order_questions", "Cancel the order"),
        ask_no=noop("order_questions", "Keep the order"),
        many_label=noop("order_steps", "Cancel orders…"),
        many_tooltip=noop(
            "pages.orders", "Cancel the selected orders (asked first, a result each)"
        ),
        many_question=noop(
            "order_steps_dialog",
            "Cancel the orders marked below? This cannot be undone: their payments and "
            "shipments are cancelled with them, and the stock they hold is released.",
        ),
        many_apply=noop("order_steps_dialog", "Cancel {orders}"),
        missing=noop("server_offers", "This server does not offer cancelling orders."),
        recorded_as="cancelled",
        history_label=noop("history_view", "Cancelled"),
        destructive=True,
    ),
}

# What the many-orders window says of an order whose answer was lost, by what the order read
# again (or the key's repeat) shows; DONE is said with the states (``lost_done``).
LOST_IN_WINDOW: dict[Outcome, Phrase] = {
    Outcome.DONE: noop(
        "order_steps_dialog", "{done} (the answer was lost; the order shows it was done): {states}"
    ),
    Outcome.NOT_DONE: noop(
        "order_steps_dialog",
        "Not done: the answer was lost and the order is as it was. Sending it again is safe.",
    ),
    Outcome.CHANGED: noop(
        "order_steps_dialog", "The answer was lost and the order has changed meanwhile: {states}"
    ),
    Outcome.UNKNOWN: noop(
        "order_steps_dialog",
        "The answer was lost and the order could not be read again: open it to see "
        "whether the step was taken before trying again.",
    ),
}
# What the packing bench says after a ship whose answer was lost and that was not done.
LOST_AT_BENCH: dict[Outcome, Phrase] = {
    Outcome.NOT_DONE: noop(
        "bench", "No answer came; the order, read again, is not shipped: ship it again."
    ),
    Outcome.CHANGED: noop(
        "bench", "No answer came, and the order changed meanwhile: look at it before shipping."
    ),
    Outcome.UNKNOWN: noop(
        "bench",
        "No answer came, and the order could not be read again: whether it shipped "
        "is not known yet.",
    ),
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
    spec = STEPS[step]
    if spec.pending(order) is not None:
        return None
    if spec.no_entries is not None and not spec.entries(order):
        return translated(spec.no_entries)
    return translated(spec.none_pending)


def judge(step: Step, before: Any, after: Order) -> Outcome:
    """Whether ``after`` (read again) shows ``step`` taken on ``before``."""
    spec = STEPS[step]
    chosen = spec.pending(before)
    now = next((entry.state for entry in spec.entries(after) if entry.id == chosen.id), None)
    if now == spec.taken_state:
        return Outcome.DONE
    untouched = now == chosen.state and after.state == before.state
    return Outcome.NOT_DONE if untouched else Outcome.CHANGED


async def send_step(
    client: StoreClient, step: Step, order: Any, *, tracking: str | None = None
) -> None:
    """Send ``step`` for ``order`` once, raising what the client raises. Raises ``ValueError``
    (a sentence) when the order's fields say the step does not apply."""
    reason = refusal(step, order)
    if reason is not None:
        raise ValueError(reason)
    await STEPS[step].send(client, order, STEPS[step].pending(order), tracking)


async def take_step(
    client: StoreClient, step: Step, order: Any, *, tracking: str | None = None
) -> tuple[Order | None, Outcome | None]:
    """Send ``step`` and read the order again: ``(order now, None)`` when the answer came;
    when it was lost after the request may have arrived, what became of it as
    ``api.lost_writes`` settles it (``(None, UNKNOWN)`` when the order cannot be read either).
    A refusal (4xx) or a request that never left is raised as the client raises it."""
    read: list[Order] = []

    async def check() -> Outcome:
        try:
            read.append(await client.orders.get(order.id))
        except errors.ServerUnreachable:
            return Outcome.UNKNOWN
        return judge(step, order, read[-1])

    lost = await send_settled(
        client, lambda: send_step(client, step, order, tracking=tracking), check
    )
    if lost is None or (lost is Outcome.DONE and not read):
        try:
            read.append(await client.orders.get(order.id))
        except errors.ServerUnreachable:
            if lost is None:
                raise
    return (read[-1] if read else None), lost


def describe_states(order: Any) -> str:
    """``Order Pending · payment Paid · shipping Shipped``: the three states at once."""
    return tr("order_steps", "Order {state} · payment {payment} · shipping {shipping}").format(
        state=state_label(order.state),
        payment=state_label(order.payment_state),
        shipping=state_label(order.shipping_state),
    )


def what_happens(step: Step, units: int) -> str:
    """What the step does besides its state, said before it is taken."""
    return translated(STEPS[step].effect).format(units=counted(units, "unit"))


def history_labels() -> dict[str, Phrase]:
    """The history's word for each step's action."""
    return {spec.recorded_as: spec.history_label for spec in STEPS.values()}
