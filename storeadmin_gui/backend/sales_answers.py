"""How the carts and orders routes answer: JSON encoded by orjson, and a page of the order list.

The web framework's side of what they share (``sales_common.py`` holds the rest, which the
demo store's seed imports without FastAPI).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any, Final

import orjson
from fastapi import Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy.orm import Session

from storeadmin_gui.backend import order_stats
from storeadmin_gui.backend.driver_reads import kept_for_snapshot
from storeadmin_gui.backend.lru_cache import LruCache
from storeadmin_gui.backend.order_paging import OrderFilter, filtered_count, page_ids
from storeadmin_gui.backend.pagination import clamp_page, encoded_envelope, page_params

PAGING_CACHE_ENTRIES: Final = 64
# Order parts kept for reuse: a few pages' worth for each of a handful of users and sortings.
ORDER_LINES_ENTRIES: Final = 2000


class FastJSONResponse(JSONResponse):
    """JSON encoded by orjson: the order list is mostly serialisation, and orjson is ~8x faster."""

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)


def json_response(content: Any, status_code: int = 200) -> JSONResponse:
    return FastJSONResponse(content, status_code=status_code)


def encoded_response(body: bytes, status_code: int = 200) -> Response:
    """An answer already encoded as JSON (headers as ``json_response`` sends them)."""
    return Response(body, status_code=status_code, media_type="application/json")


_CACHES_MADE = threading.Lock()


def app_cache(request: Request, name: str, capacity: int) -> LruCache:
    """The application's cache called ``name`` (made on first use, once across workers)."""
    state = request.app.state
    cache: LruCache | None = getattr(state, name, None)
    if cache is None:
        with _CACHES_MADE:
            cache = getattr(state, name, None)
            if cache is None:
                cache = LruCache(capacity)
                setattr(state, name, cache)
    return cache


def list_page(
    request: Request,
    session: Session,
    order_filter: OrderFilter,
    sorting: Sequence[tuple[str, str]],
    counted_state: str | None,
    render: Callable[[Session, list[int], int], list[bytes]],
) -> Response:
    """One page of orders: counters (or a cached COUNT) for ``total``, ids by index, then rows.

    ``counted_state``: the list is exactly the live orders of that state ("" for all live orders),
    so the counters give the total; None when other filters apply. ``render`` gets the page's
    ids and the data version read in this transaction, and gives their documents encoded. The
    page parameters are read here, in the event loop: as a (synchronous) dependency they would
    cost a thread hop.
    """
    params = page_params(request)
    cache = app_cache(request, "order_paging_cache", PAGING_CACHE_ENTRIES)
    # Read once per snapshot of the data on the event loop: a different page, no write
    # between, reads no counters.
    stats = kept_for_snapshot(session, cache, "stats at", lambda: order_stats.snapshot(session))
    if order_filter.empty:
        total = 0
    elif counted_state == "":
        total = stats.live
    elif counted_state is not None:
        total = stats.live_in(counted_state)
    elif order_filter.total is not None:
        total = int(session.connection().execute(order_filter.total).scalar_one())
    else:
        total = filtered_count(session, cache, order_filter, stats.version)
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    ids: list[int] = []
    if total:
        ids = page_ids(
            session, cache, order_filter, sorting, offset, params.limit, stats.version, total
        )
    items = render(session, ids, stats.version)
    return encoded_response(encoded_envelope(request, page, params.limit, total, items))
