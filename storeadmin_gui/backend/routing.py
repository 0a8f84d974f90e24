"""How requests find their route: each router's routes served as one group, as they were declared.

FastAPI's ``include_router`` (0.165) keeps a router behind a wrapper that analyses each of its
routes again for the including app (parameters, response, handler) when the app first routes a
request, or when asked to ahead of time. The routers here need nothing from the app that they do
not declare themselves (prefix, dependencies, each route's operation id), so ``RouteGroup`` serves
their routes as they are: each endpoint is analysed once, when its module is imported, and
nothing is built lazily while several worker threads answer requests. (The app's
``dependency_overrides`` do not reach them: FastAPI passes those on only while including.)
"""

from __future__ import annotations

import inspect
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import fastapi.routing
from fastapi import APIRouter
from fastapi.routing import APIRoute
from starlette.routing import BaseRoute, Match, NoMatchFound
from starlette.types import Receive, Scope, Send

__all__ = ["RouteGroup", "RouteGroupOnDemand", "declared_routes", "note_endpoint_sources"]


class RouteGroup(BaseRoute):
    """A router's routes, tried in their order as one entry of the app's route table.

    - A path outside the router's fixed prefix is passed over at once: the app's table would
      otherwise try each route in turn (about 65 route matches for an order, a sixth of its cost).
    - With ``both_slash_forms``, a path no route serves is tried again in its other slash form
      (with or without its trailing slash, docs/api.md section 1), no redirect. Only the matching
      sees that form: the request keeps the path it came with, so the links of an answer name the
      path as the client wrote it.
    """

    def __init__(self, router: APIRouter, *, both_slash_forms: bool = True) -> None:
        self.routes = [route for route in router.routes if isinstance(route, APIRoute)]
        if len(self.routes) != len(router.routes):
            raise TypeError("a RouteGroup serves a router of APIRoutes only")
        unnamed = [route.path for route in self.routes if not route.operation_id]
        if unnamed:  # the app's id function reaches only included routers' routes
            raise ValueError(f"routes without an operation_id (a stable id for each): {unnamed}")
        self._fixed_prefixes = (router.prefix.split("{", 1)[0],)
        self._both_slash_forms = both_slash_forms
        # Where a path is tried in its other form: routes of collections ("/orders/") for a path
        # without its trailing slash, item routes for one with it ("/orders/26/", never "//").
        self._with_slash = [route for route in self.routes if route.path.endswith("/")]
        self._without_slash = [route for route in self.routes if not route.path.endswith("/")]
        note_endpoint_sources(self.routes)

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if not _under(self._fixed_prefixes, scope):
            return Match.NONE, {}
        path: str = scope["path"]
        match, child_scope = self._first_match(scope, self.routes)
        if match is Match.FULL or not self._both_slash_forms:
            return match, child_scope
        if path.endswith("/"):
            other_scope, routes = {**scope, "path": path[:-1]}, self._without_slash
        else:
            other_scope, routes = {**scope, "path": path + "/"}, self._with_slash
        other_match, other_child_scope = self._first_match(other_scope, routes)
        if other_match is Match.FULL or match is Match.NONE:
            return other_match, other_child_scope
        return match, child_scope

    @staticmethod
    def _first_match(scope: Scope, routes: list[APIRoute]) -> tuple[Match, Scope]:
        """The first route that serves the path and method, else the first that serves the path."""
        partial: Scope | None = None
        for route in routes:
            match, child_scope = route.matches(scope)
            if match is Match.FULL:
                return match, child_scope
            if match is Match.PARTIAL and partial is None:
                partial = child_scope
        return (Match.NONE, {}) if partial is None else (Match.PARTIAL, partial)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Hand the request to the route ``matches`` chose (an APIRoute's match names itself)."""
        route: APIRoute = scope["route"]
        await route.handle(scope, receive, send)

    def url_path_for(self, name: str, /, **path_params: Any) -> Any:
        for route in self.routes:
            try:
                return route.url_path_for(name, **path_params)
            except NoMatchFound:
                continue
        raise NoMatchFound(name, path_params)


_MAKING = threading.Lock()  # see RouteGroupOnDemand


class RouteGroupOnDemand(BaseRoute):
    """A router's ``RouteGroup``, made when a request first comes under its ``prefix``: its
    module (``load`` imports it) and the analysis of its routes then, not at the app's start.

    For a store whose start is on the way to its user's first rows (the demo store): the routers
    of the lists not shown first are made when first asked, or when the app warms its lists.
    Requests on several worker threads may come at once: the first makes the group, the others
    wait for it. One group is made at a time in the process (FastAPI's analysis of a route swaps
    the process's warning filters while it runs). ``load`` must give a router with that very
    ``prefix``. ``paths``: where its routes lie, when that is narrower than the prefix (the
    contract's lookups share ``/api/v1`` with every list): a request elsewhere makes it not.
    """

    def __init__(
        self, prefix: str, load: Callable[[], APIRouter], paths: tuple[str, ...] = ()
    ) -> None:
        self.prefix = prefix
        self.paths = paths or (prefix.split("{", 1)[0],)
        self._load = load
        self._group: RouteGroup | None = None

    @property
    def group(self) -> RouteGroup:
        """The group, made now if it is not yet."""
        group = self._group
        if group is None:
            with _MAKING:
                if self._group is None:
                    router = self._load()
                    if router.prefix != self.prefix:
                        raise ValueError(f"{router.prefix!r} is not the prefix {self.prefix!r}")
                    self._group = RouteGroup(router)
                group = self._group
        return group

    @property
    def made(self) -> bool:
        return self._group is not None

    @property
    def routes(self) -> list[APIRoute]:
        return self.group.routes

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if not _under(self.paths, scope):
            return Match.NONE, {}
        return self.group.matches(scope)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.group.handle(scope, receive, send)

    def url_path_for(self, name: str, /, **path_params: Any) -> Any:
        return self.group.url_path_for(name, **path_params)


def _under(fixed_prefixes: tuple[str, ...], scope: Scope) -> bool:
    """An HTTP request whose path (within the app's root path) starts with one of
    ``fixed_prefixes``."""
    if scope["type"] != "http":
        return False
    path: str = scope["path"]
    root: str = scope.get("root_path", "")
    route_path = path[len(root) :] if root and path.startswith(root) else path
    return route_path.startswith(fixed_prefixes)


def note_endpoint_sources(routes: Sequence[APIRoute]) -> None:
    """Tell FastAPI where each endpoint is defined before its first request asks.

    FastAPI notes an endpoint's file and line for its error messages on the endpoint's first
    request, reading the line with ``inspect.getsourcelines``, which reads the module's source and
    tokenizes the function: the first time in a process that also compiles the tokenizer's
    patterns, all of it on the way to the first answer. The code object knows the same line
    (``co_firstlineno``, the first decorator's, where ``getsourcelines`` starts too), so the
    notes are made here, when the routes are. Where FastAPI keeps no such notes, nothing is done.
    """
    notes: dict[int, dict[str, Any]] | None = getattr(
        fastapi.routing, "_endpoint_context_cache", None
    )
    if notes is None:
        return
    for route in routes:
        endpoint = route.dependant.call
        code = getattr(endpoint, "__code__", None)
        if endpoint is None or code is None or id(endpoint) in notes:
            continue
        note: dict[str, Any] = {}
        source_file = inspect.getsourcefile(endpoint)
        if source_file is not None:
            note["file"] = source_file
        note["line"] = code.co_firstlineno
        note["function"] = endpoint.__name__
        notes[id(endpoint)] = note


def declared_routes(routes: Sequence[BaseRoute]) -> Iterator[BaseRoute]:
    """``routes`` with each group's routes in its place (what the OpenAPI document lists)."""
    for route in routes:
        if isinstance(route, RouteGroup | RouteGroupOnDemand):
            yield from route.routes
        else:
            yield route
