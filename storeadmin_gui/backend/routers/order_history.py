"""An order's history and internal notes (docs/api.md section 15)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from storeadmin_gui.backend import history, notes
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.history import ORDER
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.sales_answers import json_response
from storeadmin_gui.backend.sales_common import OBJECT_SCHEMA, require_order

router = APIRouter(prefix="/api/v1/orders", tags=["orders"], dependencies=[AUTHENTICATED])


@router.get(
    "/{order_id}/history",
    operation_id="list_order_history",
    responses=error_responses(401, 403, 404),
)
async def list_order_history(
    request: Request, order_id: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    """Every recorded change to the order, newest first: who, when, each field before and after."""
    order = require_order(session, order_id, None, not_found("order"))
    return history.history_page(request, session, ORDER, order.id)


@router.get(
    "/{order_id}/notes/",
    operation_id="list_order_notes",
    responses=error_responses(401, 403, 404),
)
async def list_order_notes(
    request: Request, order_id: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    order = require_order(session, order_id, None, not_found("order"))
    return notes.notes_page(request, session, ORDER, order.id)


@router.post(
    "/{order_id}/notes/",
    status_code=201,
    operation_id="create_order_note",
    responses={
        201: {
            "description": "The new note",
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        },
        **error_responses(400, 401, 403, 404),
    },
    openapi_extra=notes.NOTE_BODY,
)
async def create_order_note(
    order_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> JSONResponse:
    order = require_order(session, order_id, None, not_found("order"))
    text = notes.read_note_body(body)
    note = notes.add_note(session, user, ORDER, order.id, text)
    change = {"field": f"notes.{note.id}", "before": None, "after": text}
    history.record(session, user.id, ORDER, order.id, history.NOTE_ADDED, [change])
    return json_response(notes.note_view(note), 201)


@router.delete(
    "/{order_id}/notes/{note_id}",
    status_code=204,
    response_class=Response,
    operation_id="delete_order_note",
    responses=error_responses(401, 403, 404),
)
async def delete_order_note(
    order_id: str, note_id: str, session: SessionDep, user: CurrentUser
) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    note = notes.removable_note(session, user, ORDER, order.id, note_id)
    change = {"field": f"notes.{note.id}", "before": note.body, "after": None}
    session.delete(note)
    history.record(session, user.id, ORDER, order.id, history.NOTE_DELETED, [change])
    return Response(status_code=204)
