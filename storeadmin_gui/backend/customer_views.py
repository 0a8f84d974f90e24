"""A customer as the customers endpoints show it (docs/api.md section 10)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Row, select

from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.sales import Customer

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


def base_query() -> Any:
    # Shop accounts that were deleted no longer show as the customer's user.
    return select(*COLUMNS).outerjoin(
        User, (User.id == Customer.user_id) & User.deleted_at.is_(None)
    )
