"""One search box over orders, customers and variants (docs/api.md section 15)."""

from __future__ import annotations

from typing import Any, Final

from fastapi import APIRouter, Request

from storeadmin_gui.backend import search
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import coded, error_responses
from storeadmin_gui.backend.permissions import CUSTOMERS, ORDERS, READ, VARIANTS, permission
from storeadmin_gui.backend.request_session import SessionDep

router = APIRouter(prefix="/api/v1/search", tags=["search"], dependencies=[AUTHENTICATED])

QUERY_TOO_LONG: Final = f"q must have at most {search.MAX_QUERY_LENGTH} characters."
BAD_LIMIT: Final = f"limit must be a whole number from 1 to {search.MAX_LIMIT}."


def _limit(request: Request) -> int:
    raw = request.query_params.get("limit", str(search.DEFAULT_LIMIT)).strip()
    if not raw.isdigit() or not 1 <= int(raw) <= search.MAX_LIMIT:
        raise coded(400, BAD_LIMIT)
    return int(raw)


@router.get("", operation_id="search", responses=error_responses(400, 401))
async def search_everything(
    request: Request, session: SessionDep, user: CurrentUser
) -> dict[str, Any]:
    """``q``: the text typed; ``limit``: at most this many of each kind (default 5, at most 20);
    ``locale``: the language of variants' names. Each kind the account may not read is left
    out of the answer (null)."""
    query = request.query_params.get("q", "").strip()
    if len(query) > search.MAX_QUERY_LENGTH:
        raise coded(400, QUERY_TOO_LONG)
    limit = _limit(request)
    locale = request.query_params.get("locale")
    answer: dict[str, Any] = {"query": query, "orders": None, "customers": None, "variants": None}
    may = user.permissions
    if permission(ORDERS, READ) in may:
        answer["orders"] = search.orders(session, query, limit) if query else []
    if permission(CUSTOMERS, READ) in may:
        answer["customers"] = search.customers(session, query, limit) if query else []
    if permission(VARIANTS, READ) in may:
        answer["variants"] = search.variants(session, query, limit, locale) if query else []
    return answer
