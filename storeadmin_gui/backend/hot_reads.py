"""The order list and one order, read without FastAPI's routing and dependency resolution.

Why: a page of the order list and an order are what staff ask for most, and a page or an order
not asked since the last write is answered by no cache. On such a request, finding the route,
solving its dependencies (the session, the token) and passing FastAPI's and Starlette's exception
layers cost a sizable share of the whole (docs/benchmarks.md). Here the very route functions run,
on the same kind of session and after the same token check as their dependencies make, on the
database worker the request gate chose; only a 200 is sent from here. Anything else (a bad page
number, an unknown order, an unknown or expired token, a role that may not read orders, a storage
failure) is left to the app, which reads again and answers as it always does: a read changes
nothing, so reading twice is harmless.

Their statements run on the database driver's connection (``driver_reads.py``): on a database
worker, on the driver connection of the session's own; for a SQLite file in WAL mode, on the event
loop itself (``answer_on_loop``) for a token the cache knows, before any hand-over to a worker.
"""

from __future__ import annotations

import re
from typing import Any, Final

from fastapi.routing import APIRoute
from sqlalchemy.orm import sessionmaker
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Match
from starlette.types import Receive, Scope, Send

from storeadmin_gui.backend.auth import authenticate
from storeadmin_gui.backend.driver_reads import DriverReader, LoopReads, PreparedStatements
from storeadmin_gui.backend.lru_cache import LruCache

# The operations answered here: the order list and one order (routers/orders.py).
LIST_ORDERS: Final = "list_orders"
GET_ORDER: Final = "get_order"


# Path shapes whose route is kept, per app (``_route_of``).
ROUTE_SHAPES: Final = 256
_DIGITS: Final = re.compile(r"(?<=/)\d+(?=/|$)")
_NOT_HOT: Final = object()  # a shape no route answered here serves


def _route_of(scope: Scope) -> tuple[APIRoute, dict[str, Any]] | None:
    """The route the app's table gives the request, with its path parameters, when it is one
    answered here. Matched by the table itself, so a router made on demand is made as the
    routing would make it (``routing.RouteGroupOnDemand``).

    The table's answer is kept per path shape (its all-digit segments as one, e.g. any order's
    path): no route of the app has an all-digit segment of its own, so every route matches all
    the paths of one shape or none of them. The kept route then matches the path itself for its
    parameters; where it does not (a path the table served in its other slash form), the table
    is asked again."""
    app = scope["app"]
    path: str = scope["path"]
    kept: LruCache | None = getattr(app.state, "hot_route_shapes", None)
    if kept is None:  # a lost race only finds a route twice
        kept = LruCache(ROUTE_SHAPES)
        app.state.hot_route_shapes = kept
    shape = _DIGITS.sub("0", path)
    route = kept.get(shape)
    if route is _NOT_HOT:
        return None
    if route is not None:
        match = route.path_regex.match(path)
        if match is not None:
            convertors = route.param_convertors
            return route, {
                name: convertors[name].convert(value) for name, value in match.groupdict().items()
            }
    found = _route_in_table(scope)
    kept.put(shape, _NOT_HOT if found is None else found[0])
    return found


def _route_in_table(scope: Scope) -> tuple[APIRoute, dict[str, Any]] | None:
    for entry in scope["app"].router.routes:
        match, child_scope = entry.matches(scope)
        if match is Match.NONE:
            continue
        route = child_scope.get("route")
        if match is not Match.FULL or not isinstance(route, APIRoute):
            return None
        if route.operation_id not in (LIST_ORDERS, GET_ORDER):
            return None
        return route, child_scope.get("path_params", {})
    return None


async def answer(scope: Scope, receive: Receive, send: Send) -> bool:
    """Sends the 200 of a GET of the order list or of one order and returns True; False (having
    sent nothing) for any other request, or when the answer would not be a 200. On a database
    worker: the statements run on a session's connection, or on its driver's (``driver_reads``)
    where the app reads so."""
    found = _hot_route(scope)
    if found is None:
        return False
    route, path_params = found
    request = Request(scope, receive)
    state = request.app.state
    factory: sessionmaker[Any] = state.sessionmaker
    statements: PreparedStatements | None = state.driver_statements
    with factory() as session:
        try:
            reader: Any = session
            if statements is not None:
                reader = DriverReader(statements, session.connection().connection.driver_connection)
            response = await _routed(route, path_params, request, reader)
            session.commit()
        except Exception:  # an ApiError included: the app answers it
            session.rollback()
            return False
    if response is None:
        return False
    await response(scope, receive, send)
    return True


async def answer_on_loop(scope: Scope, receive: Receive, send: Send, reads: LoopReads) -> bool:
    """As ``answer``, on the event loop through ``reads`` (a SQLite file in WAL mode); False
    (having sent nothing) whenever ``answer`` should try."""
    found = _hot_route(scope)
    if found is None:
        return False
    route, path_params = found
    request = Request(scope, receive)
    try:
        with reads.reading() as reader:
            response = await _routed(route, path_params, request, reader)
    except Exception:  # an ApiError, a busy file, a statement the driver read does not take
        return False
    if response is None:
        return False
    # Sent after the read transaction ended: a slow client holds no snapshot of the file.
    await response(scope, receive, send)
    return True


def _hot_route(scope: Scope) -> tuple[APIRoute, dict[str, Any]] | None:
    if scope["method"] != "GET":
        return None
    return _route_of(scope)


async def _routed(
    route: APIRoute, path_params: dict[str, Any], request: Request, session: Any
) -> Response | None:
    """The route's answer when it is a 200 the request's token may read; else None. The token
    is checked as the route's dependency checks it: from the token cache, else on ``session``."""
    authorization = request.headers.get("authorization", "")
    principal = authenticate(session, request.app.state.token_cache, authorization)
    if not principal.may("GET", request.url.path):
        return None
    if route.operation_id == LIST_ORDERS:
        response = await route.endpoint(request=request, session=session, _user=principal)
    else:
        response = await route.endpoint(
            request=request, order_id=path_params["order_id"], session=session, _user=principal
        )
    return response if response.status_code == 200 else None
