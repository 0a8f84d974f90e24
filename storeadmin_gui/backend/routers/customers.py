"""Customers lookup (decisions.md section 10): read-only, camelCase, paginated, so the GUI can offer
a picker for a cart's customer instead of free text.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy import Row, func, or_, select

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.db import SessionDep
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.sales import Customer
from storeadmin_gui.backend.pagination import (
    clamp_page,
    envelope,
    page_params,
    parse_criteria,
    parse_sorting,
)
from storeadmin_gui.backend.sales_common import path_id

router = APIRouter(prefix="/api/v1/customers", tags=["lookups"], dependencies=[AUTHENTICATED])

SORT_COLUMNS = {
    "id": Customer.id,
    "email": Customer.email_canonical,
    "firstName": Customer.first_name,
    "lastName": Customer.last_name,
    "createdAt": Customer.created_at,
}
COLUMNS = (
    Customer.id,
    Customer.email,
    Customer.first_name,
    Customer.last_name,
    Customer.phone_number,
    Customer.created_at,
    Customer.updated_at,
    User.id.label("user_id"),
    User.username,
    User.username_canonical,
    User.enabled,
)


def customer_view(row: Row[Any]) -> dict[str, Any]:
    user = None
    if row.user_id is not None:
        user = {
            "id": row.user_id,
            "username": row.username,
            "usernameCanonical": row.username_canonical,
            "enabled": bool(row.enabled),
        }
    return {
        "id": row.id,
        "email": row.email,
        "firstName": row.first_name,
        "lastName": row.last_name,
        "phoneNumber": row.phone_number,
        "user": user,
        "createdAt": timestamp(row.created_at),
        "updatedAt": timestamp(row.updated_at),
        "_links": {"self": {"href": f"/api/v1/customers/{row.id}"}},
    }


def _base_query() -> Any:
    # Shop accounts that were deleted no longer show as the customer's user.
    return select(*COLUMNS).outerjoin(
        User, (User.id == Customer.user_id) & User.deleted_at.is_(None)
    )


@router.get("/", operation_id="list_customers", responses=error_responses(400, 401, 403, 404))
async def list_customers(
    request: Request, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    params = page_params(request)  # in the event loop, not as a threaded dependency
    criteria = parse_criteria(request, ("query",))
    sorting = parse_sorting(request, tuple(SORT_COLUMNS), ("id", "asc"))
    conditions = []
    if "query" in criteria:
        needle = criteria["query"].lower()
        conditions.append(
            or_(
                Customer.email_canonical.contains(needle, autoescape=True),
                func.lower(Customer.first_name).contains(needle, autoescape=True),
                func.lower(Customer.last_name).contains(needle, autoescape=True),
            )
        )
    total = session.execute(
        select(func.count()).select_from(Customer).where(*conditions)
    ).scalar_one()
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    ordering: list[Any] = [
        SORT_COLUMNS[field].desc() if direction == "desc" else SORT_COLUMNS[field].asc()
        for field, direction in sorting
    ]
    ordering.append(Customer.id.desc() if sorting[-1][1] == "desc" else Customer.id.asc())
    rows = session.execute(
        _base_query().where(*conditions).order_by(*ordering).offset(offset).limit(params.limit)
    ).all()
    return envelope(request, page, params.limit, total, [customer_view(row) for row in rows])


@router.get("/{customer_id}", operation_id="get_customer", responses=error_responses(401, 403, 404))
async def get_customer(customer_id: str, session: SessionDep, _user: CurrentUser) -> dict[str, Any]:
    parsed = path_id(customer_id)
    row = None
    if parsed is not None:
        row = session.execute(_base_query().where(Customer.id == parsed)).first()
    if row is None:
        raise not_found("customer")
    return customer_view(row)
