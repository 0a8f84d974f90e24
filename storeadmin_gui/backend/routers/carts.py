"""Carts and cart items (docs/api.md "Carts", docs/api.md section 7), camelCase.

A cart is an order in state ``cart``; every item change recalculates it in the same transaction.
"""

from __future__ import annotations

from typing import Any

import orjson
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy import select
from sqlalchemy.orm import Session

from storeadmin_gui.backend import history
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser, Principal
from storeadmin_gui.backend.cart_views import cart_documents, cart_item_response
from storeadmin_gui.backend.errors import (
    INVALID_VALUE,
    NOT_BLANK,
    FormErrors,
    error_responses,
    not_found,
    parent_not_found,
)
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.catalog import Channel, Product, ProductVariant
from storeadmin_gui.backend.models.sales import Customer
from storeadmin_gui.backend.order_filters import list_filter
from storeadmin_gui.backend.order_paging import OrderFilter
from storeadmin_gui.backend.order_pricing import (
    Line,
    OrderReading,
    new_line,
    plan_change,
    price_in_channel,
    write_plan,
)
from storeadmin_gui.backend.pagination import parse_criteria, parse_sorting
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import NON_BLANK_TEXT_SCHEMA, body_schema, read_string
from storeadmin_gui.backend.sales_answers import json_response, list_page
from storeadmin_gui.backend.sales_common import (
    CART,
    DEFAULT_SORT,
    EXTRA_FIELDS,
    OBJECT_SCHEMA,
    QUANTITY_SCHEMA,
    SORT_FIELDS,
    check_quantity,
    create_order,
    path_id,
    planned,
    read_channel_and_locale,
    read_for_change,
    read_quantity,
    require_order,
    retrying_stale,
    soft_delete,
)

router = APIRouter(prefix="/api/v1/carts", tags=["carts"], dependencies=[AUTHENTICATED])

CART_BODY = body_schema(
    {
        "customer": {**NON_BLANK_TEXT_SCHEMA, "description": "customer e-mail"},
        "channel": {**NON_BLANK_TEXT_SCHEMA, "description": "channel code"},
        "localeCode": NON_BLANK_TEXT_SCHEMA,
    },
    ["customer", "channel", "localeCode"],
)
ITEM_BODY = body_schema(
    {
        "variant": {"type": "string", "minLength": 1, "description": "variant code"},
        "quantity": QUANTITY_SCHEMA,
    },
    ["variant", "quantity"],
)
QUANTITY_BODY = body_schema({"quantity": QUANTITY_SCHEMA}, ["quantity"])


def _json(status: int, description: str) -> dict[int | str, dict[str, Any]]:
    content = {"application/json": {"schema": OBJECT_SCHEMA}}
    return {status: {"description": description, "content": content}}


def cart_filter(request: Request, session: Session) -> tuple[OrderFilter, str | None]:
    """``criteria[customer]`` (e-mail contains) and ``criteria[channel]`` (code)."""
    criteria = parse_criteria(request, ("customer", "channel"))
    found = list_filter(session, "carts", {**criteria, "state": CART})
    return found, (CART if not criteria else None)


def _render_list(session: Session, ids: list[int], _version: int) -> list[bytes]:
    return [orjson.dumps(document) for document in cart_documents(session, ids, in_list=True)]


@router.get(
    "/",
    operation_id="list_carts",
    responses={**_json(200, "A page of carts"), **error_responses(400, 401, 403, 404)},
)
async def list_carts(request: Request, session: SessionDep, _user: CurrentUser) -> Response:
    sorting = parse_sorting(request, SORT_FIELDS, DEFAULT_SORT)
    conditions, counted_state = cart_filter(request, session)
    return list_page(request, session, conditions, sorting, counted_state, _render_list)


@router.post(
    "/",
    status_code=201,
    operation_id="create_cart",
    responses={**_json(201, "The new cart"), **error_responses(400, 401, 403)},
    openapi_extra=CART_BODY,
)
async def create_cart(body: JsonBody, session: SessionDep, user: CurrentUser) -> JSONResponse:
    form = FormErrors(["customer", "channel", "localeCode"])
    customer_id: int | None = None
    email = read_string(form, body, "customer", blank_message=NOT_BLANK)
    if email is not None:
        customer_id = session.execute(
            select(Customer.id).where(Customer.email_canonical == email.lower())
        ).scalar()
        if customer_id is None:
            form.add("customer", INVALID_VALUE)
    channel, locale_code = read_channel_and_locale(session, form, body)
    form.raise_if_any()
    assert channel is not None and locale_code is not None
    cart = create_order(session, channel, locale_code, customer_id, utcnow())
    history.order_changed(session, user.id, cart, history.CREATED, {})
    (document,) = cart_documents(session, [cart.id])
    return json_response(document, 201)


@router.get(
    "/{cart_id}",
    operation_id="get_cart",
    responses={**_json(200, "The cart"), **error_responses(401, 403, 404)},
)
async def get_cart(cart_id: str, session: SessionDep, _user: CurrentUser) -> JSONResponse:
    cart = require_order(session, cart_id, CART, not_found("cart"))
    (document,) = cart_documents(session, [cart.id])
    return json_response(document)


@router.delete(
    "/{cart_id}",
    status_code=204,
    operation_id="delete_cart",
    responses=error_responses(401, 403, 404),
)
async def delete_cart(cart_id: str, session: SessionDep, user: CurrentUser) -> Response:
    cart = require_order(session, cart_id, CART, not_found("cart"))
    now = utcnow()
    soft_delete(session, cart, now)
    history.order_deleted(session, user.id, cart.id, now)
    return Response(status_code=204)


def _check_stock(
    form: FormErrors, session: Session, variant: ProductVariant, quantity: int
) -> None:
    """A tracked variant cannot be put in a cart beyond its available stock (on hand - on hold)."""
    if variant.tracked and quantity > variant.on_hand - variant.on_hold:
        name = session.execute(
            select(Product.name).where(Product.id == variant.product_id)
        ).scalar_one()
        form.add_form_error(f"{name} does not have sufficient stock.")


@router.post(
    "/{cart_id}/items/",
    status_code=201,
    operation_id="create_cart_item",
    responses={**_json(201, "The cart item"), **error_responses(400, 401, 403, 404)},
    openapi_extra=ITEM_BODY,
)
async def create_cart_item(
    cart_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> JSONResponse:
    now = utcnow()

    def add(lock_first: bool) -> tuple[int, int]:
        """The cart's and the item's id: the new line's, or the line the variant had."""
        cart, reading = read_for_change(session, cart_id, CART, parent_not_found(), now, lock_first)
        before = history.order_state(session, cart)
        form = FormErrors(["variant", "quantity"])
        variant: ProductVariant | None = None
        price: int | None = None
        code = read_string(form, body, "variant", blank_message=NOT_BLANK)
        if code is not None:
            variant = session.scalars(
                select(ProductVariant).where(ProductVariant.code == code)
            ).first()
            if variant is None:
                form.add("variant", INVALID_VALUE)
            else:
                price = price_in_channel(session, variant.id, cart.channel_id)
                if price is None:
                    channel_code = session.execute(
                        select(Channel.code).where(Channel.id == cart.channel_id)
                    ).scalar_one()
                    form.add("variant", f"This variant is not available in channel {channel_code}.")
        quantity = read_quantity(form, body)
        existing: Line | None = None
        if variant is not None and quantity is not None:
            existing = next(
                (
                    line
                    for line in reading.lines
                    if line.variant_id == variant.id and not line.immutable
                ),
                None,
            )
            if existing is not None:
                quantity = check_quantity(form, existing.quantity + quantity)
            if quantity is not None and price is not None:
                _check_stock(form, session, variant, quantity)
        form.raise_if_any()
        assert variant is not None and quantity is not None and price is not None
        if existing is not None and existing.item_id is not None:
            plan = planned(form, reading, now, quantities={existing.item_id: quantity})
            write_plan(session, plan)
            history.order_changed(session, user.id, cart, history.QUANTITY_CHANGED, before)
            return cart.id, existing.item_id
        line = new_line(session, variant.id, cart.channel_id, quantity=quantity, unit_price=price)
        item_id = write_plan(session, planned(form, reading, now, add=line))[-1]
        history.order_changed(session, user.id, cart, history.ITEM_ADDED, before)
        return cart.id, item_id

    added_to, item_id = retrying_stale(session, add)
    # Committed before the answer is rendered (an item of 9,999 units is megabytes of JSON): the
    # store's write lock is held for the writes alone (docs/api.md section 12).
    session.commit()
    return json_response(cart_item_response(session, added_to, item_id), 201)


def _cart_line(reading: OrderReading, raw_item_id: str) -> Line:
    """The cart's line with the path's item id; 404 when it has none."""
    item_id = path_id(raw_item_id)
    line = reading.line(item_id) if item_id is not None else None
    if line is None:
        raise not_found("order item")
    return line


async def _change_quantity(
    cart_id: str, item_id: str, body: dict[str, Any], session: Session, user: Principal
) -> Response:
    now = utcnow()

    def change(lock_first: bool) -> None:
        cart, reading = read_for_change(session, cart_id, CART, not_found("cart"), now, lock_first)
        line = _cart_line(reading, item_id)
        before = history.order_state(session, cart)
        form = FormErrors(["quantity"])
        if set(body) - {"quantity"}:
            form.add_form_error(EXTRA_FIELDS)
        quantity = read_quantity(form, body)
        if quantity is not None:
            variant = session.get(ProductVariant, line.variant_id)
            assert variant is not None
            _check_stock(form, session, variant, quantity)
        form.raise_if_any()
        assert quantity is not None and line.item_id is not None
        write_plan(session, planned(form, reading, now, quantities={line.item_id: quantity}))
        history.order_changed(session, user.id, cart, history.QUANTITY_CHANGED, before)

    retrying_stale(session, change)
    return Response(status_code=204)


@router.put(
    "/{cart_id}/items/{item_id}",
    status_code=204,
    operation_id="replace_cart_item",
    responses=error_responses(400, 401, 403, 404),
    openapi_extra=QUANTITY_BODY,
)
async def replace_cart_item(
    cart_id: str, item_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> Response:
    return await _change_quantity(cart_id, item_id, body, session, user)


@router.patch(
    "/{cart_id}/items/{item_id}",
    status_code=204,
    operation_id="update_cart_item",
    responses=error_responses(400, 401, 403, 404),
    openapi_extra=QUANTITY_BODY,
)
async def update_cart_item(
    cart_id: str, item_id: str, body: JsonBody, session: SessionDep, user: CurrentUser
) -> Response:
    return await _change_quantity(cart_id, item_id, body, session, user)


@router.delete(
    "/{cart_id}/items/{item_id}",
    status_code=204,
    operation_id="delete_cart_item",
    responses=error_responses(401, 403, 404),
)
async def delete_cart_item(
    cart_id: str, item_id: str, session: SessionDep, user: CurrentUser
) -> Response:
    now = utcnow()

    def remove(lock_first: bool) -> None:
        cart, reading = read_for_change(session, cart_id, CART, not_found("cart"), now, lock_first)
        line = _cart_line(reading, item_id)
        before = history.order_state(session, cart)
        write_plan(session, plan_change(reading, now, remove=[line.item_id or 0]))
        history.order_changed(session, user.id, cart, history.ITEM_REMOVED, before)

    retrying_stale(session, remove)
    return Response(status_code=204)
