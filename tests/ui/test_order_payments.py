"""What the order editor says of a placed order's money (``ui/editors/order/payments.py``): the
totals end with what the payments cover, and a changed total is said beside them."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.editors.order.payments import (
    Payments,
    order_total_lines,
    placed,
    total_now_text,
)
from storeadmin_gui.ui.formats import format_money


def an_order(state: str, total: int, payments: list[dict[str, Any]]) -> Order:
    item = {"id": 1, "quantity": 2, "unit_price": total // 2, "total": total, "units_total": total}
    return Order.model_validate(
        {
            "id": 7,
            "state": state,
            "checkout_state": "cart" if state == "cart" else "completed",
            "currency": "EUR",
            "items": [item],
            "items_total": total,
            "total": total,
            "payments": payments,
        }
    )


def test_a_placed_order_part_paid_shows_what_is_not_covered_and_says_to_settle_it(
    qapp: QApplication,
) -> None:
    order = an_order(
        "new",
        5000,
        [{"amount": 3000, "state": "completed"}, {"amount": 1000, "state": "new"}],
    )
    assert placed(order)
    payments = Payments(order)
    assert (payments.paid, payments.awaited, payments.uncovered) == (3000, 1000, 1000)
    lines = [(line.label, line.amount) for line in order_total_lines(order)]
    assert lines[-3:] == [
        ("Paid", 3000),
        ("Payment awaited", 1000),
        ("Not covered by a payment", 1000),
    ]
    said = total_now_text(order)
    assert format_money(5000, "EUR", None) in said
    assert said.endswith("Settle the difference with the customer.")


def test_a_cart_has_no_payment_lines_and_overpaid_orders_say_by_how_much(
    qapp: QApplication,
) -> None:
    cart = an_order("cart", 2000, [])
    assert not placed(cart)
    assert "Paid" not in [line.label for line in order_total_lines(cart)]
    overpaid = an_order("new", 2000, [{"amount": 2500, "state": "completed"}])
    last = order_total_lines(overpaid)[-1]
    assert (last.label, last.amount) == ("Payments exceed the total by", 500)
