"""A customer's profile, orders and internal notes (docs/api.md section 15)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy.orm import Session

from storeadmin_gui.backend import customer_profiles, notes
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.customer_views import base_query, customer_view
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.history import CUSTOMER
from storeadmin_gui.backend.models.sales import Customer
from storeadmin_gui.backend.pagination import clamp_page, envelope, page_params
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.sales_answers import json_response
from storeadmin_gui.backend.sales_common import OBJECT_SCHEMA, path_id

router = APIRouter(prefix="/api/v1/customers", tags=["customers"], dependencies=[AUTHENTICATED])


def _customer_id(session: Session, raw_id: str) -> int:
    customer_id = path_id(raw_id)
    if customer_id is None or session.get(Customer, customer_id) is None:
        raise not_found("customer")
    return customer_id


@router.get(
    "/{customer_id}/profile",
    operation_id="get_customer_profile",
    responses=error_responses(401, 403, 404),
)
async def get_customer_profile(
    customer_id: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    """The customer as ``GET /customers/{id}`` shows it, ``guest`` (no shop account), and what
    they bought: placed orders not cancelled, per currency, and the first and last of them."""
    found = _customer_id(session, customer_id)
    customer = customer_view(session.execute(base_query().where(Customer.id == found)).one())
    return {
        "customer": customer,
        "guest": customer["user"] is None,
        **customer_profiles.spending(session, customer["id"]),
    }


@router.get(
    "/{customer_id}/orders/",
    operation_id="list_customer_orders",
    responses=error_responses(401, 403, 404),
)
async def list_customer_orders(
    request: Request, customer_id: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    """The customer's orders, carts included, newest first (section 4's envelope)."""
    params = page_params(request)
    found = _customer_id(session, customer_id)
    total = customer_profiles.count_orders(session, found)
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    rows = customer_profiles.customer_orders(session, found, offset, params.limit)
    return envelope(request, page, params.limit, total, rows)


@router.get(
    "/{customer_id}/notes/",
    operation_id="list_customer_notes",
    responses=error_responses(401, 403, 404),
)
async def list_customer_notes(
    request: Request, customer_id: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    return notes.notes_page(request, session, CUSTOMER, _customer_id(session, customer_id))


@router.post(
    "/{customer_id}/notes/",
    status_code=201,
    operation_id="create_customer_note",
    responses={
        201: {
            "description": "The new note",
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        },
        **error_responses(400, 401, 403, 404),
    },
    openapi_extra=notes.NOTE_BODY,
)
async def create_customer_note(
    customer_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> JSONResponse:
    found = _customer_id(session, customer_id)
    note = notes.add_note(session, user, CUSTOMER, found, notes.read_note_body(body))
    return json_response(notes.note_view(note), 201)


@router.delete(
    "/{customer_id}/notes/{note_id}",
    status_code=204,
    response_class=Response,
    operation_id="delete_customer_note",
    responses=error_responses(401, 403, 404),
)
async def delete_customer_note(
    customer_id: str, note_id: str, session: SessionDep, user: CurrentUser
) -> Response:
    found = _customer_id(session, customer_id)
    session.delete(notes.removable_note(session, user, CUSTOMER, found, note_id))
    return Response(status_code=204)
