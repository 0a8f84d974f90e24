"""Password-resetting requests (docs/api.md section 9): a one-time token to reset with."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import APIRouter

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser, find_user_by_login
from storeadmin_gui.backend.errors import coded, error_responses
from storeadmin_gui.backend.formats import as_utc, timestamp, utcnow
from storeadmin_gui.backend.passwords import new_token, token_digest
from storeadmin_gui.backend.permissions import forbidden, is_administrator
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import body_schema
from storeadmin_gui.backend.user_views import user_view

router = APIRouter(
    prefix="/api/v1/password-resetting-requests", tags=["users"], dependencies=[AUTHENTICATED]
)

RETRY_AFTER = timedelta(hours=24)


@router.post(
    "/",
    operation_id="request_password_reset",
    responses=error_responses(400, 401, 403, 404),
    openapi_extra=body_schema({"username": {"type": "string"}}, ["username"]),
)
async def request_password_reset(
    body: JsonBody, session: SessionDep, current: CurrentUser
) -> dict[str, Any]:
    """Answers the token once; only its digest is stored, so it cannot be read back later.
    Only an administrator resets another user (docs/api.md section 12)."""
    login = body.get("username")
    user = find_user_by_login(session, login) if isinstance(login, str) and login.strip() else None
    if not is_administrator(current.permissions) and (user is None or user.id != current.id):
        raise forbidden()
    if user is None:
        raise coded(404, "User not found!")
    now = utcnow()
    if user.password_requested_at is not None and as_utc(user.password_requested_at) > (
        now - RETRY_AFTER
    ):
        raise coded(404, "Password token not expired!")
    token = new_token()
    user.confirmation_token = token_digest(token)
    user.password_requested_at = now
    session.flush()
    return {
        **user_view(user),
        "confirmation_token": token,
        "last_login": timestamp(user.last_login),
        "password_requested_at": timestamp(now),
    }
