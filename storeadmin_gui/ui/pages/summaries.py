"""A page source that reads list pages as plain JSON, for tables that show a few fields per row.

Validating a page of 50 full orders into typed models (items, variants, products, adjustments)
costs about 10 ms of the event loop per page, and the table keeps none of it: it shows ten
summary fields. This source parses the page once (orjson) and hands the table the item
dictionaries, from which the columns take only what they show. The typed models stay in use
wherever a record is opened (details, editors).

The envelope is read as leniently as ``storeadmin_gui.api.paging`` reads it (decisions.md
section 4): missing counters are derived, items sent as an object keyed by id are its values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from storeadmin_gui.api.errors import InvalidResponse
from storeadmin_gui.api.resources import Listing
from storeadmin_gui.api.resources._collection import list_params
from storeadmin_gui.ui.table_model import PageSource

__all__ = ["SummaryPage", "summary_source"]


@dataclass(frozen=True, slots=True)
class SummaryPage:
    """One page as the envelope reports it, its items as decoded JSON objects."""

    items: list[dict[str, Any]]
    page: int
    limit: int
    pages: int
    total: int


def summary_source(listing: Listing[Any], *, page_size_param: str = "limit") -> PageSource:
    """``listing.list`` with the same query, answering pages of JSON objects instead of models
    (``page_size_param`` as the listing names it: carts say ``paginate``)."""

    async def fetch(
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Mapping[str, str] | None = None,
    ) -> SummaryPage:
        params = list_params(
            page=page,
            limit=limit,
            sorting=sorting,
            criteria=criteria,
            page_size_param=page_size_param,
        )
        response = await listing.core.request("GET", listing.path, params=params)
        what = f"GET {listing.path}"
        try:
            body = orjson.loads(response.content)
        except orjson.JSONDecodeError as error:
            raise InvalidResponse(
                f"The server's answer to {what} could not be read: expected JSON. "
                "Check the server address."
            ) from error
        return read_envelope(body, what)

    return fetch


def read_envelope(body: Any, what: str) -> SummaryPage:
    """The pagination envelope in ``body``; an answer that is not one raises InvalidResponse."""
    embedded = body.get("_embedded") if isinstance(body, dict) else None
    items = embedded.get("items") if isinstance(embedded, dict) else None
    if isinstance(items, dict):  # a PHP array with gaps arrives as an object
        items = list(items.values())
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise InvalidResponse(f"The server's answer to {what} has no list of items.")
    assert isinstance(body, dict)
    page = _whole(body.get("page"), 1, minimum=1)
    limit = _whole(body.get("limit"), max(len(items), 1), minimum=1)
    total = _whole(body.get("total"), len(items), minimum=0)
    pages = _whole(body.get("pages"), max(1, -(-total // limit)), minimum=1)
    return SummaryPage(items=items, page=page, limit=limit, pages=pages, total=total)


def _whole(value: Any, default: int, *, minimum: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return number if number >= minimum else default
