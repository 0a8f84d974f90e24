"""What an order's payments cover, and the words for a change to a placed order's total.

Money is never changed without a word: the customer of a placed order (past checkout) agreed to
pay its total, so adding or removing an item asks first, showing the total beside what was paid
and, where the store can say beforehand, the exact new total; once changed, the new total is said
beside the payments. No widgets here: the editor asks and shows, these say what.

Texts keep the order editor's translation context, where they were first translated.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from storeadmin_gui.api import Capabilities, Feature, errors
from storeadmin_gui.api.models import Order, OrderAdjustment, OrderTotals
from storeadmin_gui.ui.editors.totals import Charge, TotalLine, explain_totals
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import tr

__all__ = [
    "Payments",
    "add_question",
    "new_total_text",
    "order_charges",
    "order_total_lines",
    "placed",
    "quote",
    "remove_details",
    "total_now_text",
]

PAID_STATES = frozenset({"completed", "paid"})
AWAITED_STATES = frozenset({"new", "processing", "authorized", "awaiting_payment", "cart"})


def order_charges(adjustments: Sequence[OrderAdjustment]) -> list[Charge]:
    return [
        Charge(adj.type or "", adj.description or "", adj.amount, bool(adj.neutral))
        for adj in adjustments
    ]


class Payments:
    """What an order's payments cover: paid (completed) and awaited (not yet completed)."""

    def __init__(self, order: Order) -> None:
        self.paid = self.awaited = 0
        for payment in order.payments:
            if payment.amount is None:
                continue
            if payment.state in PAID_STATES:
                self.paid += payment.amount
            elif payment.state in AWAITED_STATES:
                self.awaited += payment.amount
        self.uncovered = order.total - self.paid - self.awaited

    def describe(self, currency: str | None) -> str:
        """``"paid $0.00, $45.00 awaited"`` for the questions and messages."""
        parts = [
            tr("editors.order_editor", "paid {format_money}").format(
                format_money=format_money(self.paid, currency, None)
            )
        ]
        if self.awaited:
            parts.append(
                tr("editors.order_editor", "{format_money} awaited").format(
                    format_money=format_money(self.awaited, currency, None)
                )
            )
        return ", ".join(parts)


def placed(order: Order | None) -> bool:
    """Past checkout: the customer was told a total and payments were set up for it."""
    return order is not None and (
        order.checkout_state == "completed" or order.state not in (None, "cart")
    )


def order_total_lines(order: Order) -> list[TotalLine]:
    """The order's totals explained (see :func:`explain_totals`); for a placed order, then the
    payments and what they leave uncovered, so a changed total is seen beside what was paid."""
    lines = explain_totals(
        at_unit_price=sum(item.unit_price * item.quantity for item in order.items),
        units=sum(item.quantity for item in order.items),
        on_items=[c for item in order.items for c in order_charges(item.adjustments)],
        items_total=order.items_total,
        on_order=order_charges(order.adjustments),
        adjustments_total=order.adjustments_total,
        total=order.total,
    )
    if placed(order):
        payments = Payments(order)
        lines.append(TotalLine(tr("editors.order_editor", "Paid"), payments.paid))
        if payments.awaited:
            lines.append(TotalLine(tr("editors.order_editor", "Payment awaited"), payments.awaited))
        if payments.uncovered > 0:
            lines.append(
                TotalLine(
                    tr("editors.order_editor", "Not covered by a payment"),
                    payments.uncovered,
                    kind="total",
                )
            )
        elif payments.uncovered < 0:
            lines.append(
                TotalLine(
                    tr("editors.order_editor", "Payments exceed the total by"),
                    -payments.uncovered,
                    "total",
                )
            )
    return lines


async def quote(
    offered: Capabilities | None, ask: Callable[[], Awaitable[OrderTotals]]
) -> OrderTotals | None:
    """The order's totals after a change, as the server will work them out (None when the
    server cannot say: it has no preview, or the question failed)."""
    if offered is None or not offered.offers(Feature.ORDER_PREVIEW):
        return None
    try:
        return await ask()
    except errors.ApiError:
        return None


def new_total_text(quoted: OrderTotals | None, currency: str | None) -> str:
    """What the confirmation says of the new total: the exact figure the store will save,
    or, where the store cannot tell beforehand, that it will be worked out."""
    if quoted is None:
        return tr(
            "editors.order_editor",
            "The store works out taxes, promotions and shipping again; the new total shows "
            "once the change is saved. A payment still awaited asks for the new total; one "
            "already made does not change.",
        )
    return tr(
        "editors.order_editor",
        "The total becomes {after}: every line keeps the price it was sold at. A payment "
        "still awaited asks for the new total; one already made does not change.",
    ).format(after=format_money(quoted.total, quoted.currency or currency, None))


def add_question(what: str, order: Order, adding: str) -> str:
    """Whether to add ``adding`` to the placed order named ``what``, with what was agreed."""
    currency = order.currency
    return tr(
        "editors.order_editor",
        "{describe} was placed: its customer agreed to pay {format_money} "
        "({describe2}). Add {adding} to it?",
    ).format(
        describe=what,
        format_money=format_money(order.total, currency, None),
        describe2=Payments(order).describe(currency),
        adding=adding,
    )


def remove_details(what: str, order: Order, quoted: OrderTotals | None) -> str:
    """What removing an item of the placed order named ``what`` does to the money."""
    currency = order.currency
    agreed = tr(
        "editors.order_editor",
        "{describe} was placed: its customer agreed to pay {format_money} ({describe2}).",
    ).format(
        describe=what,
        format_money=format_money(order.total, currency, None),
        describe2=Payments(order).describe(currency),
    )
    return f"{agreed} {new_total_text(quoted, currency)}"


def total_now_text(order: Order) -> str:
    """Said once a placed order's total has changed: the new total beside its payments."""
    currency = order.currency
    payments = Payments(order)
    settle = (
        tr("editors.order_editor", " Settle the difference with the customer.")
        if payments.uncovered
        else ""
    )
    return tr(
        "editors.order_editor",
        "The order's total is now {format_money}; its payments: {describe}.{settle}",
    ).format(
        format_money=format_money(order.total, currency, None),
        describe=payments.describe(currency),
        settle=settle,
    )
