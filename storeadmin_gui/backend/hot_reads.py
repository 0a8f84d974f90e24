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
"""

from __future__ import annotations

from typing import Any, Final

from fastapi.routing import APIRoute
from sqlalchemy.orm import sessionmaker
from starlette.requests import Request
from starlette.routing import Match
from starlette.types import Receive, Scope, Send

from storeadmin_gui.backend.auth import authenticate

# The operations answered here: the order list and one order (routers/orders.py).
LIST_ORDERS: Final = "list_orders"
GET_ORDER: Final = "get_order"


def _route_of(scope: Scope) -> tuple[APIRoute, dict[str, Any]] | None:
    """The route the app's table gives the request, with its path parameters, when it is one
    answered here. Matched by the table itself, so a router made on demand is made as the
    routing would make it (``routing.RouteGroupOnDemand``)."""
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
    sent nothing) for any other request, or when the answer would not be a 200."""
    if scope["method"] != "GET":
        return False
    found = _route_of(scope)
    if found is None:
        return False
    route, path_params = found
    request = Request(scope, receive)
    state = request.app.state
    factory: sessionmaker[Any] = state.sessionmaker
    with factory() as session:
        try:
            principal = authenticate(
                session, state.token_cache, request.headers.get("authorization", "")
            )
            if not principal.may("GET", request.url.path):
                return False
            if route.operation_id == LIST_ORDERS:
                response = await route.endpoint(request=request, session=session, _user=principal)
            else:
                response = await route.endpoint(
                    request=request,
                    order_id=path_params["order_id"],
                    session=session,
                    _user=principal,
                )
            session.commit()
        except Exception:  # an ApiError included: the app answers it
            session.rollback()
            return False
    if response.status_code != 200:
        return False
    await response(scope, receive, send)
    return True
