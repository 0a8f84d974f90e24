"""The signed-in user and what it may do (docs/api.md section 12), so that a client shows a
staffer only what its roles permit."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.permissions import permissions_of
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.user_views import user_view

router = APIRouter(prefix="/api/v1/me", tags=["users"], dependencies=[AUTHENTICATED])


@router.get("", operation_id="get_me", responses=error_responses(401, 403))
async def get_me(session: SessionDep, current: CurrentUser) -> dict[str, Any]:
    """The user as ``GET /api/v1/users/{id}`` shows it, with ``permissions``: what its roles
    allow, as ``<area>.<read|write>`` (its roles as they are now)."""
    user = session.get(User, current.id)
    if user is None:
        raise not_found("user")
    return {**user_view(user), "permissions": sorted(permissions_of(user.roles or []))}
