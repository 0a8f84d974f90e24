"""Cancel an order, ship a shipment, complete a payment (docs/api.md section 11).

The paths and names are those Sylius 1.x's admin API used for the same actions. Each answers 204,
a 404 for an unknown order, shipment or payment (or one of another order), and a 400 naming the
step when the order's state does not allow it.
"""

from __future__ import annotations

from typing import Final

from fastapi import APIRouter, Response

from storeadmin_gui.backend import fulfilment
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.db import SessionDep
from storeadmin_gui.backend.errors import FormErrors, error_responses, not_found
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.requests import (
    MAX_STRING_LENGTH,
    TEXT_SCHEMA,
    OptionalJsonBody,
    body_schema,
    or_null,
    read_string,
)
from storeadmin_gui.backend.sales_common import require_order

router = APIRouter(prefix="/api/v1/orders", tags=["orders"], dependencies=[AUTHENTICATED])

ACTION_ERRORS: Final = error_responses(400, 401, 403, 404)
TOO_LONG: Final = f"This value is too long. It should have {MAX_STRING_LENGTH} characters or less."
SHIP_BODY: Final = body_schema({"tracking": or_null(TEXT_SCHEMA)}, optional=True)


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
async def cancel_order(order_id: str, session: SessionDep, _user: CurrentUser) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    fulfilment.cancel_order(session, order, utcnow())
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
    _user: CurrentUser,
) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    tracking = _read_tracking(body)
    fulfilment.ship_shipment(session, order, shipment_id, tracking, utcnow())
    return Response(status_code=204)


@router.put(
    "/{order_id}/payments/{payment_id}/complete",
    status_code=204,
    response_class=Response,
    operation_id="complete_payment",
    responses=ACTION_ERRORS,
)
async def complete_payment(
    order_id: str, payment_id: str, session: SessionDep, _user: CurrentUser
) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    fulfilment.complete_payment(session, order, payment_id, utcnow())
    return Response(status_code=204)
