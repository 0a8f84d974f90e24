"""Customers lookup (docs/api.md section 10): read-only, camelCase, paginated, so the GUI can offer
a picker for a cart's customer instead of free text.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy import func, or_, select

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.customer_views import base_query, customer_view
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.sales import Customer
from storeadmin_gui.backend.pagination import (
    clamp_page,
    envelope,
    page_params,
    parse_criteria,
    parse_sorting,
)
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.sales_common import path_id
from storeadmin_gui.backend.sort_order import sort_clauses

router = APIRouter(prefix="/api/v1/customers", tags=["lookups"], dependencies=[AUTHENTICATED])

SORT_COLUMNS = {
    "id": Customer.id,
    "email": Customer.email_canonical,
    "firstName": Customer.first_name,
    "lastName": Customer.last_name,
    "createdAt": Customer.created_at,
}


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
    ordering = sort_clauses(SORT_COLUMNS, sorting, Customer.id)
    rows = session.execute(
        base_query().where(*conditions).order_by(*ordering).offset(offset).limit(params.limit)
    ).all()
    return envelope(request, page, params.limit, total, [customer_view(row) for row in rows])


@router.get("/{customer_id}", operation_id="get_customer", responses=error_responses(401, 403, 404))
async def get_customer(customer_id: str, session: SessionDep, _user: CurrentUser) -> dict[str, Any]:
    parsed = path_id(customer_id)
    row = None
    if parsed is not None:
        row = session.execute(base_query().where(Customer.id == parsed)).first()
    if row is None:
        raise not_found("customer")
    return customer_view(row)
