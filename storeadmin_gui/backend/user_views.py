"""User representation (store-api.md "User", snake_case; docs/api.md section 9).

Never the password hash or its salt: a hash handed to every API client can be cracked offline.
"""

from __future__ import annotations

from typing import Any

from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.models.accounts import User


def user_view(user: User) -> dict[str, Any]:
    return {
        "id": user.id,
        "username": user.username,
        "username_canonical": user.username_canonical,
        "email": user.email,
        "email_canonical": user.email_canonical,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "enabled": user.enabled,
        "locked": user.locked,
        "expired": user.expired,
        "credentials_expired": user.credentials_expired,
        "group": [],
        "roles": list(user.roles or []),
        "created_at": timestamp(user.created_at),
        "_links": {"self": {"href": f"/api/v1/users/{user.id}"}},
    }
