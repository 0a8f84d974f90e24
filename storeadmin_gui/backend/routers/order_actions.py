"""Cancel an order, ship a shipment, complete a payment, preview a change of lines (docs/api.md
section 11).

The paths and names of the steps are those Sylius 1.x's admin API used for the same actions. Each
answers 204, a 404 for an unknown order, shipment or payment (or one of another order), and a 400
naming the step when the order's state does not allow it. The preview answers the totals a line
added or removed would give, computed by the same code as the change, and saves nothing.
"""

from __future__ import annotations

from typing import Final

from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse
from sqlalchemy import select

from storeadmin_gui.backend import fulfilment, history
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import (
    INVALID_VALUE,
    FormErrors,
    error_responses,
    not_found,
)
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.sales import Order, OrderItem
from storeadmin_gui.backend.order_lines import (
    LINE_FIELDS,
    LINE_PROPERTIES,
    read_new_line,
    refuse_if_settled,
)
from storeadmin_gui.backend.order_pricing import OrderTooLarge, preview_change
from storeadmin_gui.backend.request_bodies import JsonBody, OptionalJsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import (
    MAX_STRING_LENGTH,
    TEXT_SCHEMA,
    body_schema,
    or_null,
    read_integer,
    read_string,
)
from storeadmin_gui.backend.sales_answers import json_response
from storeadmin_gui.backend.sales_common import OBJECT_SCHEMA, ORDER_TOO_LARGE, require_order

router = APIRouter(prefix="/api/v1/orders", tags=["orders"], dependencies=[AUTHENTICATED])

ACTION_ERRORS: Final = error_responses(400, 401, 403, 404)
TOO_LONG: Final = f"This value is too long. It should have {MAX_STRING_LENGTH} characters or less."
SHIP_BODY: Final = body_schema({"tracking": or_null(TEXT_SCHEMA)}, optional=True)
PREVIEW_BODY: Final = body_schema(
    {
        "add": {"type": "object", "properties": LINE_PROPERTIES, "required": list(LINE_FIELDS)},
        "remove": {"type": "integer", "minimum": 1, "description": "order item id"},
    }
)
ONE_CHANGE: Final = "Send either add or remove."


def _read_tracking(body: dict[str, object]) -> str | None:
    """The optional tracking number: text of at most 255 characters (blank means none)."""
    form = FormErrors(["tracking"])
    raw = body.get("tracking")
    if isinstance(raw, str) and len(raw.strip()) > MAX_STRING_LENGTH:
        form.add("tracking", TOO_LONG)
        form.raise_if_any()
    tracking = read_string(form, body, "tracking")
    form.raise_if_any()
    return tracking


@router.put(
    "/{order_id}/cancel",
    status_code=204,
    response_class=Response,
    operation_id="cancel_order",
    responses=ACTION_ERRORS,
)
async def cancel_order(order_id: str, session: SessionDep, user: CurrentUser) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    before = history.order_state(session, order, lock=True)
    fulfilment.cancel_order(session, order, utcnow())
    history.order_changed(session, user.id, order, history.CANCELLED, before)
    return Response(status_code=204)


@router.put(
    "/{order_id}/shipments/{shipment_id}/ship",
    status_code=204,
    response_class=Response,
    operation_id="ship_shipment",
    responses=ACTION_ERRORS,
    openapi_extra=SHIP_BODY,
)
async def ship_shipment(
    order_id: str,
    shipment_id: str,
    body: OptionalJsonBody,
    session: SessionDep,
    user: CurrentUser,
) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    tracking = _read_tracking(body)
    before = history.order_state(session, order, lock=True)
    stock_before = history.stock_on_hand(session, order)
    fulfilment.ship_shipment(session, order, shipment_id, tracking, utcnow())
    history.order_changed(session, user.id, order, history.SHIPPED, before)
    history.stock_moved(session, user.id, order, history.SHIPPED, stock_before)
    return Response(status_code=204)


@router.put(
    "/{order_id}/payments/{payment_id}/complete",
    status_code=204,
    response_class=Response,
    operation_id="complete_payment",
    responses=ACTION_ERRORS,
)
async def complete_payment(
    order_id: str, payment_id: str, session: SessionDep, user: CurrentUser
) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    before = history.order_state(session, order, lock=True)
    fulfilment.complete_payment(session, order, payment_id, utcnow())
    history.order_changed(session, user.id, order, history.PAYMENT_COMPLETED, before)
    return Response(status_code=204)


@router.post(
    "/{order_id}/preview",
    operation_id="preview_order_change",
    responses={
        200: {
            "description": "The order's totals after the change; nothing is saved",
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        },
        **ACTION_ERRORS,
    },
    openapi_extra=PREVIEW_BODY,
)
async def preview_order_change(
    order_id: str, body: JsonBody, session: SessionDep, _user: CurrentUser
) -> JSONResponse:
    """What adding a line to, or removing one from, the order would make its totals: the same
    arithmetic the change itself runs, so a confirmation can quote the exact new total."""
    order = require_order(session, order_id, None, not_found("order"))
    progress = fulfilment.load_progress(session, order)
    form = FormErrors(["add", "remove"])
    adding, removing = body.get("add"), body.get("remove")
    if (adding is None) == (removing is None):
        form.add_form_error(ONE_CHANGE)
        form.raise_if_any()
    line = None
    remove_item_id = None
    if adding is not None:
        if not isinstance(adding, dict):
            form.add("add", INVALID_VALUE)
        else:
            line = read_new_line(session, adding, progress, form.child("add", list(LINE_FIELDS)))
    else:
        remove_item_id = read_integer(form, body, "remove")
        form.raise_if_any()
        found = session.execute(
            select(OrderItem.id).where(
                OrderItem.id == remove_item_id, OrderItem.order_id == order.id
            )
        ).first()
        if found is None:
            raise not_found("order item")
        refuse_if_settled(progress, form)
    form.raise_if_any()
    try:
        result = preview_change(
            session, order.id, utcnow(), add=line, remove_item_id=remove_item_id
        )
    except OrderTooLarge:
        form.add_form_error(ORDER_TOO_LARGE)
        form.raise_if_any()
        raise
    currency = session.execute(select(Order.currency_code).where(Order.id == order.id)).scalar()
    return json_response(
        {
            "items_total": result.items_total,
            "adjustments_total": result.adjustments_total,
            "total": result.total,
            "currency": currency,
        }
    )
