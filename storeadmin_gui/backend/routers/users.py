"""User accounts (docs/api.md "Users"; docs/api.md section 9). Deletion is soft."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request, Response
from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser, Principal
from storeadmin_gui.backend.db import flush_or_refuse
from storeadmin_gui.backend.errors import (
    coded,
    error_responses,
    not_found,
)
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.pagination import (
    PageDep,
    clamp_page,
    envelope,
    parse_criteria,
    parse_sorting,
)
from storeadmin_gui.backend.passwords import PasswordWork
from storeadmin_gui.backend.permissions import forbidden, is_administrator, permissions_of
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import (
    BOOLEAN_SCHEMA,
    MAX_STRING_LENGTH,
    NON_BLANK_TEXT_SCHEMA,
    body_schema,
    or_null,
    to_integer,
)
from storeadmin_gui.backend.sort_order import sort_clauses
from storeadmin_gui.backend.token_store import revoke_tokens
from storeadmin_gui.backend.user_forms import (
    EMAIL_PATTERN,
    EMAIL_TAKEN,
    FIELDS,
    MAX_PASSWORD,
    MIN_PASSWORD,
    ROLE_PATTERN,
    UserChanges,
    parse_user_form,
)
from storeadmin_gui.backend.user_views import user_view

router = APIRouter(prefix="/api/v1/users", tags=["users"], dependencies=[AUTHENTICATED])

SORT_COLUMNS = {
    "id": User.id,
    "email": User.email_canonical,
    "username": User.username_canonical,
    "createdAt": User.created_at,
}
# Request body schema: what ``parse_user_form`` accepts short of what only stored data decides
# (whether the e-mail is taken).
_PROPERTIES: dict[str, Any] = {
    "first_name": NON_BLANK_TEXT_SCHEMA,
    "last_name": NON_BLANK_TEXT_SCHEMA,
    "email": {
        "type": "string",
        "maxLength": MAX_STRING_LENGTH,
        "pattern": EMAIL_PATTERN.pattern,
    },
    "plainPassword": {"type": "string", "minLength": MIN_PASSWORD, "maxLength": MAX_PASSWORD},
    "enabled": or_null(BOOLEAN_SCHEMA),
    "roles": or_null(
        {"type": "array", "items": {"type": "string", "pattern": ROLE_PATTERN.pattern}}
    ),
}


def _live_user(session: Session, raw_id: str) -> User:
    user_id = to_integer(raw_id)
    user = None
    if user_id is not None:
        user = session.scalars(
            select(User).where(User.id == user_id, User.deleted_at.is_(None))
        ).first()
    if user is None:
        raise not_found("user")
    return user


async def user_in_path(
    user_id: Annotated[str, Path(alias="id", examples=["2"])], session: SessionDep
) -> User:
    return _live_user(session, user_id)


UserDep = Annotated[User, Depends(user_in_path)]


async def _hashed(request: Request, session: Session, changes: UserChanges) -> None:
    """Hashes the new password on the hashing threads (argon2 is slow on purpose), before any
    write; the session's read transaction ends first, so no connection waits on the hash."""
    if changes.password is None:
        return
    session.commit()
    work: PasswordWork = request.app.state.password_work
    encoded, salt = await work.hash(changes.password)
    changes.values.update(password=encoded, salt=salt)
    changes.password = None


@router.get("/", operation_id="list_users", responses=error_responses(400, 401, 403, 404))
async def list_users(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    sorting = parse_sorting(request, list(SORT_COLUMNS), ("id", "desc"))
    criteria = parse_criteria(request, ["query"])
    conditions: list[Any] = [User.deleted_at.is_(None)]
    if "query" in criteria:
        needle = criteria["query"]
        conditions.append(
            or_(
                *(
                    column.icontains(needle, autoescape=True)
                    for column in (User.username, User.email, User.first_name, User.last_name)
                )
            )
        )
    total = session.scalar(select(func.count(User.id)).where(*conditions)) or 0
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    order = sort_clauses(SORT_COLUMNS, sorting, User.id)
    users = session.scalars(
        select(User).where(*conditions).order_by(*order).offset(offset).limit(params.limit)
    ).all()
    return envelope(request, page, params.limit, total, [user_view(user) for user in users])


@router.get("/{id}", operation_id="get_user", responses=error_responses(401, 403, 404))
async def get_user(user: UserDep, _current: CurrentUser) -> dict[str, Any]:
    return user_view(user)


@router.post(
    "/",
    status_code=201,
    operation_id="create_user",
    responses=error_responses(400, 401, 403),
    openapi_extra=body_schema(_PROPERTIES, ["first_name", "last_name", "email", "plainPassword"]),
)
async def create_user(
    request: Request, body: JsonBody, session: SessionDep, _current: CurrentUser
) -> dict[str, Any]:
    changes = parse_user_form(
        session, body, required={"first_name", "last_name", "email", "plainPassword"}, user_id=None
    )
    await _hashed(request, session, changes)
    now = utcnow()
    user = User(
        enabled=False,
        locked=False,
        expired=False,
        credentials_expired=False,
        roles=["ROLE_USER"],
        created_at=now,
        updated_at=now,
    )
    for name, value in changes.values.items():
        setattr(user, name, value)
    session.add(user)
    flush_or_refuse(session, FIELDS, "email", EMAIL_TAKEN)
    return user_view(user)


async def _update(
    request: Request,
    session: Session,
    user: User,
    body: dict[str, Any],
    current: Principal,
    *,
    put: bool,
) -> None:
    """Applies the form; a new password or disabling ends every session of the user."""
    required = {"first_name", "last_name", "email"} if put else set()
    changes = parse_user_form(session, body, required=required, user_id=user.id)
    _refuse_what_only_an_administrator_does(user, changes, current)
    if changes.values.get("enabled") is False and user.id == current.id:
        raise coded(422, "Cannot disable currently logged in user.")
    await _hashed(request, session, changes)
    was_enabled = user.enabled
    for name, value in changes.values.items():
        setattr(user, name, value)
    if changes.values:
        user.updated_at = utcnow()
    flush_or_refuse(session, FIELDS, "email", EMAIL_TAKEN)
    if "password" in changes.values or (was_enabled and not user.enabled):
        # A disabled user's access tokens answer "User account is disabled." (docs/api.md 2)
        # until it is enabled again, which ends them for good.
        revoke_tokens(session, user.id, keep_access=not user.enabled)
    elif user.enabled and not was_enabled:
        revoke_tokens(session, user.id)


def _refuse_what_only_an_administrator_does(
    user: User, changes: UserChanges, current: Principal
) -> None:
    """403 for a change of roles or of ``enabled`` by anyone but an administrator (who alone
    may edit other users: a staffer here edits its own record), and for roles that would give
    one's own account a permission it did not have (docs/api.md section 12)."""
    roles = changes.values.get("roles")
    new_roles = roles is not None and roles != list(user.roles or [])
    switched = "enabled" in changes.values and changes.values["enabled"] != user.enabled
    if not is_administrator(current.permissions) and (new_roles or switched):
        raise forbidden()
    raised = not permissions_of(roles or []) <= permissions_of(user.roles or [])
    if new_roles and user.id == current.id and raised:
        raise forbidden()


_UPDATE_RESPONSES = error_responses(400, 401, 403, 404, 422)


@router.put(
    "/{id}",
    operation_id="replace_user",
    status_code=204,
    response_class=Response,
    responses=_UPDATE_RESPONSES,
    openapi_extra=body_schema(_PROPERTIES, ["first_name", "last_name", "email"]),
)
async def replace_user(
    request: Request, user: UserDep, body: JsonBody, session: SessionDep, current: CurrentUser
) -> Response:
    await _update(request, session, user, body, current, put=True)
    return Response(status_code=204)


@router.patch(
    "/{id}",
    operation_id="update_user",
    status_code=204,
    response_class=Response,
    responses=_UPDATE_RESPONSES,
    openapi_extra=body_schema(_PROPERTIES),
)
async def update_user(
    request: Request, user: UserDep, body: JsonBody, session: SessionDep, current: CurrentUser
) -> Response:
    await _update(request, session, user, body, current, put=False)
    return Response(status_code=204)


@router.delete(
    "/{id}",
    status_code=204,
    response_class=Response,
    operation_id="delete_user",
    responses=error_responses(401, 403, 404, 422),
)
async def delete_user(user: UserDep, session: SessionDep, current: CurrentUser) -> Response:
    """Soft delete: the account stays in storage, leaves the API and loses its tokens."""
    if user.id == current.id:
        raise coded(422, "Cannot remove currently logged in user.")
    user.deleted_at = utcnow()
    revoke_tokens(session, user.id)
    session.flush()
    return Response(status_code=204)
