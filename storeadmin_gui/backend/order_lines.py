"""A line added to an order through the orders endpoint, read once for the route that adds it and
for the preview of its totals (docs/api.md sections 8 and 11), so both refuse the same input with
the same messages.
"""

from __future__ import annotations

from typing import Any, Final, Protocol

from sqlalchemy.orm import Session

from . import fulfilment
from .errors import INVALID_VALUE, NOT_BLANK, FormErrors, coded
from .models.catalog import ProductVariant
from .order_pricing import NewLine
from .requests import body_schema, read_integer
from .sales_common import MAX_UNIT_PRICE, QUANTITY_SCHEMA, read_quantity

MIN_PRICE_MESSAGE: Final = "This value should be greater than or equal to 0."
MAX_PRICE_MESSAGE: Final = f"This value should be less than or equal to {MAX_UNIT_PRICE}."
LINE_FIELDS: Final = ("variant", "unit_price", "quantity")
LINE_PROPERTIES: Final[dict[str, Any]] = {
    "variant": {"type": "integer", "minimum": 1, "description": "variant id"},
    "unit_price": {
        "type": "integer",
        "minimum": 0,
        "maximum": MAX_UNIT_PRICE,
        "description": "minor units",
    },
    "quantity": QUANTITY_SCHEMA,
}
ITEM_BODY: Final = body_schema(LINE_PROPERTIES, list(LINE_FIELDS))


class OrderStates(Protocol):
    """What decides whether an order's lines may change: ``fulfilment.Progress`` has them, and
    so has an order as a change reads it (``order_pricing.OrderReading``)."""

    @property
    def state(self) -> str: ...

    @property
    def payment_state(self) -> str: ...

    @property
    def shipping_state(self) -> str: ...


def read_new_line(
    session: Session, body: dict[str, Any], progress: OrderStates, form: FormErrors
) -> NewLine | None:
    """The line ``body`` asks for, or None with every problem added to ``form`` (the order's
    state included: lines change only while ``fulfilment.lines_may_change``)."""
    variant_id = read_integer(form, body, "variant", blank_message=NOT_BLANK)
    if variant_id is not None and session.get(ProductVariant, variant_id) is None:
        form.add("variant", INVALID_VALUE)
    unit_price = read_integer(form, body, "unit_price", blank_message=NOT_BLANK)
    if unit_price is not None and unit_price < 0:
        form.add("unit_price", MIN_PRICE_MESSAGE)
    elif unit_price is not None and unit_price > MAX_UNIT_PRICE:
        form.add("unit_price", MAX_PRICE_MESSAGE)
    quantity = read_quantity(form, body)
    refuse_if_settled(progress, form)
    if form.has_errors or variant_id is None or unit_price is None or quantity is None:
        return None
    return NewLine(variant_id, unit_price, quantity)


def refuse_if_settled(progress: OrderStates, form: FormErrors | None = None) -> None:
    """Items change only in a cart or an order not yet paid, sent or cancelled (ours)."""
    if fulfilment.lines_may_change(progress.state, progress.payment_state, progress.shipping_state):
        return
    if form is None:
        raise coded(400, fulfilment.CANNOT_CHANGE)
    form.add_form_error(fulfilment.CANNOT_CHANGE)
