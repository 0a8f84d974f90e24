"""How sales go, per channel (docs/api.md section 11): what a dashboard shows."""

from __future__ import annotations

from typing import Any, Final

from fastapi import APIRouter, Request

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import MAX_SAFE_INTEGER
from storeadmin_gui.backend.statistics import INTERVALS, parse_query, statistics

router = APIRouter(prefix="/api/v1/statistics", tags=["statistics"], dependencies=[AUTHENTICATED])


def _parameter(name: str, schema: dict[str, Any], description: str, required: bool = False) -> Any:
    return {
        "name": name,
        "in": "query",
        "required": required,
        "description": description,
        "schema": schema,
    }


_DATE: Final = {"type": "string", "format": "date", "examples": ["2026-03-01"]}
# The route reads the query itself, so that every problem is answered as one validation form
# (docs/api.md section 3); the document still names each parameter.
PARAMETERS: Final = [
    _parameter(
        "channel",
        {"type": "string", "pattern": "\\S", "examples": ["WEB"]},
        "channel code",
        required=True,
    ),
    _parameter("from", _DATE, "first day of the range (default: 29 days before `to`)"),
    _parameter("to", _DATE, "last day of the range (default: today, UTC)"),
    _parameter("interval", {"enum": list(INTERVALS)}, "length of a period (default: day)"),
    _parameter(
        "low_stock_threshold",
        {"type": "integer", "minimum": 0, "maximum": MAX_SAFE_INTEGER},
        "a variant is low on stock with at most this many available (default 5)",
    ),
]


@router.get(
    "/",
    operation_id="get_statistics",
    responses=error_responses(400, 401, 403),
    openapi_extra={"parameters": PARAMETERS},
)
async def get_statistics(request: Request, session: SessionDep, _user: CurrentUser) -> Any:
    query = parse_query(session, dict(request.query_params), utcnow().date())
    return statistics(session, query)
