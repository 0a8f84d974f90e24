"""Orders (docs/api.md "Orders", docs/api.md section 8): every live order, carts included.

The list is the hot path of the store (100,000 orders and more): counters for ``total``, index
seeks for the page, a fixed number of Core queries for its rows, one JSON encode.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy.orm import Session

from storeadmin_gui.backend import fulfilment, history, order_stats, stock
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import (
    INVALID_VALUE,
    FormErrors,
    error_responses,
    not_found,
    parent_not_found,
)
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.sales import Customer
from storeadmin_gui.backend.order_filters import list_filter, state_values
from storeadmin_gui.backend.order_lines import (
    ITEM_BODY,
    LINE_FIELDS,
    read_new_line,
    refuse_if_settled,
)
from storeadmin_gui.backend.order_paging import OrderFilter
from storeadmin_gui.backend.order_pricing import new_line, plan_change, write_plan
from storeadmin_gui.backend.order_views import order_documents, order_item_document
from storeadmin_gui.backend.pagination import parse_criteria, parse_sorting
from storeadmin_gui.backend.ready_documents import order_bodies, stored_live_order
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import body_schema, read_integer
from storeadmin_gui.backend.sales_answers import (
    ORDER_LINES_ENTRIES,
    app_cache,
    encoded_response,
    json_response,
    list_page,
)
from storeadmin_gui.backend.sales_common import (
    DEFAULT_SORT,
    OBJECT_SCHEMA,
    ORDER_SORT_FIELDS,
    SORT_FIELDS,
    create_order,
    path_id,
    planned,
    read_channel_and_locale,
    read_for_change,
    require_order,
    retrying_stale,
    soft_delete,
)

router = APIRouter(prefix="/api/v1/orders", tags=["orders"], dependencies=[AUTHENTICATED])

ORDER_BODY = body_schema(
    {
        "channel": {"type": "string", "minLength": 1, "description": "channel code"},
        "localeCode": {"type": "string", "minLength": 1},
        "customer": {"type": "integer", "minimum": 1, "description": "customer id"},
    },
    ["channel", "localeCode"],
)


def _json(description: str) -> dict[int | str, dict[str, Any]]:
    return {
        200: {
            "description": description,
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        }
    }


CRITERIA = ("state", "number", "customer", "channel")
# docs/api.md section 11; a server with the extensions off ignores them as unknown criteria.
EXTENDED_CRITERIA = ("payment_state", "shipping_state", "date_from", "date_to")


def extensions_on(request: Request) -> bool:
    return bool(request.app.state.settings.extensions)


def order_filter(
    request: Request, session: Session, sorting: list[tuple[str, str]]
) -> tuple[OrderFilter, str | None]:
    """The filter of the list's criteria and the state the state counters can answer."""
    allowed = CRITERIA + (EXTENDED_CRITERIA if extensions_on(request) else ())
    criteria = parse_criteria(request, allowed)
    state = criteria.get("state")
    if state is not None and extensions_on(request):
        criteria["state"] = ",".join(
            fulfilment.STATE_ALIASES.get(name, name) for name in state_values(state)
        )
    counted_state: str | None = None
    if set(criteria) <= {"state"} and "," not in criteria.get("state", ""):
        counted_state = criteria.get("state", "")
    return list_filter(session, "orders", criteria, sorting), counted_state


@router.get(
    "/",
    operation_id="list_orders",
    responses={**_json("A page of orders"), **error_responses(400, 401, 403, 404)},
)
async def list_orders(request: Request, session: SessionDep, _user: CurrentUser) -> Response:
    fields = ORDER_SORT_FIELDS if extensions_on(request) else SORT_FIELDS
    sorting = parse_sorting(request, fields, DEFAULT_SORT)
    conditions, counted_state = order_filter(request, session, sorting)
    lines_cache = app_cache(request, "order_lines_cache", ORDER_LINES_ENTRIES)

    def render(session: Session, ids: list[int], version: int) -> list[bytes]:
        return order_bodies(session, ids, lines_cache, version, in_list=True)

    return list_page(request, session, conditions, sorting, counted_state, render)


def stats_version(session: Session) -> int:
    return order_stats.snapshot(session).version


@router.get(
    "/{order_id}",
    operation_id="get_order",
    responses={**_json("The order"), **error_responses(401, 403, 404)},
)
async def get_order(
    request: Request, order_id: str, session: SessionDep, _user: CurrentUser
) -> Response:
    lines_cache = app_cache(request, "order_lines_cache", ORDER_LINES_ENTRIES)
    known_id = path_id(order_id)
    stored = None if known_id is None else stored_live_order(session, known_id, lines_cache)
    if stored is not None:
        return encoded_response(stored)
    order = require_order(session, order_id, None, not_found("order"))
    (body,) = order_bodies(session, [order.id], lines_cache, stats_version)
    return encoded_response(body)


@router.post(
    "/",
    status_code=201,
    operation_id="create_order",
    responses={
        201: {
            "description": "The new order",
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        },
        **error_responses(400, 401, 403),
    },
    openapi_extra=ORDER_BODY,
)
async def create_order_route(
    body: JsonBody, session: SessionDep, user: CurrentUser
) -> JSONResponse:
    form = FormErrors(["channel", "localeCode", "customer"])
    channel, locale_code = read_channel_and_locale(session, form, body)
    customer_id = read_integer(form, body, "customer")
    if customer_id is not None and session.get(Customer, customer_id) is None:
        form.add("customer", INVALID_VALUE)
    form.raise_if_any()
    assert channel is not None and locale_code is not None
    order = create_order(session, channel, locale_code, customer_id, utcnow())
    history.order_changed(session, user.id, order, history.CREATED, {})
    (document,) = order_documents(session, [order.id])
    return json_response(document, 201)


@router.delete(
    "/{order_id}",
    status_code=204,
    operation_id="delete_order",
    responses=error_responses(401, 403, 404),
)
async def delete_order(order_id: str, session: SessionDep, user: CurrentUser) -> Response:
    order = require_order(session, order_id, None, not_found("order"))
    now = utcnow()
    soft_delete(session, order, now)
    history.order_deleted(session, user.id, order.id, now)
    return Response(status_code=204)


@router.post(
    "/{order_id}/items/",
    status_code=201,
    operation_id="create_order_item",
    responses={
        201: {
            "description": "The new order item",
            "content": {"application/json": {"schema": OBJECT_SCHEMA}},
        },
        **error_responses(400, 401, 403, 404),
    },
    openapi_extra=ITEM_BODY,
)
async def create_order_item(
    order_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> JSONResponse:
    now = utcnow()

    def add(lock_first: bool) -> tuple[int, int]:
        """The order's id and the new item's."""
        order, reading = read_for_change(
            session, order_id, None, parent_not_found(), now, lock_first
        )
        before = history.order_state(session, order)
        form = FormErrors(list(LINE_FIELDS))
        asked = read_new_line(session, body, reading, form)
        form.raise_if_any()
        assert asked is not None
        line = new_line(
            session,
            asked.variant_id,
            order.channel_id,
            quantity=asked.quantity,
            unit_price=asked.unit_price,
            immutable=True,
        )
        item_id = write_plan(session, planned(form, reading, now, add=line))[-1]
        if reading.state == fulfilment.PENDING:  # its units are held at once (docs/api.md 11)
            short = stock.hold(session, {asked.variant_id: asked.quantity})
            for name in stock.product_names(session, short):
                form.add_form_error(f"{name} does not have sufficient stock.")
            form.raise_if_any()
            fulfilment.payment_follows_total(session, order.id, now)
        history.order_changed(session, user.id, order, history.ITEM_ADDED, before)
        return order.id, item_id

    added_to, item_id = retrying_stale(session, add)
    # Committed before the answer is rendered (an item of 9,999 units is megabytes of JSON): the
    # store's write lock is held for the writes alone (docs/api.md section 12).
    session.commit()
    return json_response(order_item_document(session, added_to, item_id), 201)


@router.delete(
    "/{order_id}/items/{item_id}",
    status_code=204,
    operation_id="delete_order_item",
    responses=error_responses(400, 401, 403, 404),
)
async def delete_order_item(
    order_id: str, item_id: str, session: SessionDep, user: CurrentUser
) -> Response:
    now = utcnow()

    def remove(lock_first: bool) -> None:
        order, reading = read_for_change(
            session, order_id, None, not_found("order"), now, lock_first
        )
        parsed_item_id = path_id(item_id)
        if parsed_item_id is None or reading.line(parsed_item_id) is None:
            raise not_found("order item")
        refuse_if_settled(reading)
        before = history.order_state(session, order)
        held = stock.held_by_item(session, parsed_item_id)
        write_plan(session, plan_change(reading, now, remove=[parsed_item_id]))
        stock.release(session, held)
        if reading.state == fulfilment.PENDING:
            fulfilment.payment_follows_total(session, order.id, now)
        history.order_changed(session, user.id, order, history.ITEM_REMOVED, before)

    retrying_stale(session, remove)
    return Response(status_code=204)
