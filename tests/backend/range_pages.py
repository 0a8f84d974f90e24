"""Pages of a date range checked against a direct query of the orders, on either store."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import text

from storeadmin_gui.backend.db import make_engine

from .statements import Recorded

GENERATED = 545  # over eight months: a few orders a day
RANGE = {"criteria[date_from]": "2026-08-01", "criteria[date_to]": "2026-08-31"}
SORT_SQL = {
    "id": "id",
    "number": "number",
    "total": "total",
    "createdAt": "created_at",
    "updatedAt": "updated_at",
    "checkout_completed_at": "checkout_completed_at",
}


def expected_ids(
    database_url: str,
    sort: str,
    direction: str,
    offset: int,
    limit: int,
    days: tuple[str, str] = ("2026-08-01", "2026-09-01"),
) -> list[int]:
    """The page, by a direct query of the range's orders (a cart's missing key first ascending,
    last descending; ``id`` breaks ties in the same direction); ``days``: first and after last."""
    column = SORT_SQL[sort]
    nulls = "NULLS FIRST" if direction == "asc" else "NULLS LAST"
    order = f"{column} {direction} {nulls}" + ("" if sort == "id" else f", id {direction}")
    engine = make_engine(database_url)
    with engine.connect() as connection:
        found = connection.execute(
            text(
                "SELECT id FROM orders WHERE deleted_at IS NULL "
                "AND checkout_completed_at >= :start AND checkout_completed_at < :end "
                f"ORDER BY {order} LIMIT :limit OFFSET :offset"
            ),
            {"start": days[0], "end": days[1], "limit": limit, "offset": offset},
        )
        ids = [int(row[0]) for row in found]
    engine.dispose()
    return ids


async def listed_ids(client: httpx.AsyncClient, params: dict[str, Any]) -> tuple[list[int], int]:
    """The ids on the page and the list's total."""
    response = await client.get("/api/v1/orders/", params=params)
    assert response.status_code == 200, response.text
    page = response.json()
    assert page["page"] == params["page"], page  # a page the range has
    return [int(item["id"]) for item in page["_embedded"]["items"]], int(page["total"])


async def assert_pages_of_the_range_right(
    client: httpx.AsyncClient, database_url: str, merged_pages: Recorded, sort: str | None
) -> None:
    """Pages of one, three and 25 orders (merged, and collected), both directions."""
    ways = {"merged": 0, "collected": 0}
    for direction in ("asc", "desc") if sort else ("desc",):
        sorting = {f"sorting[{sort}]": direction} if sort else {}
        for limit in (1, 3, 25):
            for page in (1, 2, 3):
                before = len(merged_pages.seen)
                params = {**RANGE, **sorting, "limit": limit, "page": page}
                ids, total = await listed_ids(client, params)
                assert 30 < total < GENERATED, total
                offset = (page - 1) * limit
                assert ids == expected_ids(database_url, sort or "id", direction, offset, limit)
                ways["merged" if len(merged_pages.seen) > before else "collected"] += 1
    if sort in (None, "id", "number", "createdAt", "updatedAt"):
        assert ways["merged"] and ways["collected"], ways  # both ways checked
    else:
        assert not ways["merged"], ways  # sorted by total or checkout time: flat without it
