"""The application factory: storage, error handlers, the token endpoint and each resource router."""

from __future__ import annotations

import asyncio
import copy
import gc
import importlib
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from fastapi.routing import APIRoute
from sqlalchemy import select
from starlette.routing import Match, compile_path
from starlette.types import Scope

from storeadmin_gui.backend import (
    models,  # noqa: F401  (registers every table on Base.metadata)
    number_search,
    order_counts,
    remembered,
    substring_search,
    variant_names,
)
from storeadmin_gui.backend.auth import TokenCache
from storeadmin_gui.backend.auth import router as auth_router
from storeadmin_gui.backend.db import (
    Base,
    add_missing_columns,
    add_missing_indexes,
    drop_indexes,
    make_engine,
    make_sessionmaker,
    single_connection,
)
from storeadmin_gui.backend.errors import install_error_handlers
from storeadmin_gui.backend.gate import RequestGate
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.nulls_first import drop_indexes_without_nulls_first
from storeadmin_gui.backend.models.sales import NULLS_FIRST_INDEXES, RETIRED_INDEXES
from storeadmin_gui.backend.openapi import install_openapi
from storeadmin_gui.backend.passwords import PasswordWork, make_hasher
from storeadmin_gui.backend.read_cache import ReadCache, sqlite_file
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.sign_in_limits import SignInLimits
from storeadmin_gui.backend.warmup import warm_up
from storeadmin_gui.backend.workers import Workers

# Module names under storeadmin_gui/backend/routers/, each exposing ``router``.
ROUTER_MODULES: tuple[str, ...] = (
    "variants",
    "lookups",
    "users",
    "password_resets",
    *("carts", "orders", "customers"),
)
# Beyond the contract (docs/api.md section 11); ``Settings.extensions`` off leaves them out, and
# their paths answer 404 like any unknown path.
EXTENSION_ROUTER_MODULES: tuple[str, ...] = ("order_actions", "catalogue", "statistics")


def _operation_id(route: APIRoute) -> str:
    """Stable ids: the route function's name (routes may set ``operation_id`` explicitly)."""
    return route.name


def _accept_both_slash_forms(router: APIRouter) -> None:
    """Serve each path with and without its trailing slash, no redirect (docs/api.md section 1).

    Idempotent: a router shared by several apps (tests) gets its twins once.
    """
    routes = [route for route in router.routes if isinstance(route, APIRoute)]
    known = {(route.path, method) for route in routes for method in route.methods or ()}
    for route in routes:
        methods = sorted(route.methods or ())
        twin = route.path[:-1] if route.path.endswith("/") else route.path + "/"
        if twin == "" or any((twin, method) in known for method in methods):
            continue
        router.routes.append(_twin_route(route, twin))


def _twin_route(route: APIRoute, path: str) -> APIRoute:
    """``route`` served at ``path`` too: a copy that shares everything but the path.

    Building an APIRoute anew analyses the endpoint's parameters and response model again
    (about 1.5 ms a route, 55 ms for the twins at every start of the app's demo store); the twin
    serves the same endpoint the same way, so it reuses that analysis.
    """
    twin = copy.copy(route)
    twin.path = path
    twin.path_regex, twin.path_format, twin.param_convertors = compile_path(path)
    twin.name = f"{route.name}_alternate_slash"
    twin.include_in_schema = False
    return twin


def _match_only_under_prefix(router: APIRouter) -> None:
    """Skip a router at once when the path is outside its prefix.

    FastAPI tries every route of every included router in turn (about 65 route matches for an
    order, a sixth of its cost); a router whose fixed prefix does not start the path holds no
    match, so it answers NONE without trying its routes.
    """
    fixed = router.prefix.split("{", 1)[0]
    if not fixed or "matches" in vars(router):  # no fixed prefix, or done already (shared router)
        return
    match_routes = router.matches

    def matches(scope: Scope) -> tuple[Match, Scope]:
        path: str = scope["path"]
        root: str = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root) :]
        if not path.startswith(fixed):
            return Match.NONE, {}
        return match_routes(scope)

    router.matches = matches  # type: ignore[method-assign]


def _build_routes_now(app: FastAPI) -> None:
    """Have FastAPI build every included router's routes now, on the thread creating the app.

    FastAPI builds them on the first request that reaches each router, and silences a pydantic
    warning while it does with ``warnings.catch_warnings()``, which swaps the process-wide warning
    filters and is not thread-safe. The server answers requests on several worker threads
    (``workers.py``): two of them building routes at once restore each other's filters, and the
    silenced warning escapes as an error where warnings are errors. Routers that were built
    already (or a FastAPI that builds them eagerly) make this a no-op.
    """
    for route in app.router.routes:
        for build in ("effective_candidates", "effective_low_priority_routes"):
            method = getattr(route, build, None)
            if callable(method):
                method()


def _freeze_what_start_up_built() -> None:
    """Keep the collector from scanning start-up's objects (modules, models, routes) again.

    They live as long as the server. Left in the collector's care, every full collection walks
    them all while holding the interpreter, and a request that builds many objects (an order of
    9,999 units) sets off several: each a stall of every other request (docs/benchmarks.md).
    """
    gc.collect()
    gc.freeze()


def _seed_if_empty(app: FastAPI, settings: Settings) -> None:
    from storeadmin_gui.backend.seed import seed_demo

    with app.state.sessionmaker() as session:
        if session.scalars(select(User.id).limit(1)).first() is not None:
            return
        seed_demo(
            session,
            settings.demo_orders,
            hasher=app.state.password_work.hasher,
            demo_variants=settings.demo_variants,
        )
        session.commit()


def create_app(
    settings: Settings | None = None, *, before_serving: Callable[[FastAPI], None] | None = None
) -> FastAPI:
    """The app on ``settings``' store; ``before_serving(app)`` runs once the store is ready (its
    schema checked, a demo store seeded), before the first request is answered."""
    settings = settings or Settings()
    engine = make_engine(settings.database_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        Base.metadata.create_all(engine)
        add_missing_columns(engine)
        drop_indexes(engine, RETIRED_INDEXES)
        drop_indexes_without_nulls_first(engine, NULLS_FIRST_INDEXES)
        add_missing_indexes(engine)
        order_counts.install(engine)
        if settings.demo:
            _seed_if_empty(app, settings)
        variant_names.install(engine)  # after a seed, too: making every text at once is cheaper
        substring_search.install(engine)  # after a seed: indexing its rows at once is cheaper
        number_search.install(engine)
        if before_serving is not None:
            before_serving(app)
        app.state.event_loop = asyncio.get_running_loop()
        app.state.warming = None  # the start's warm-up (a task, while it runs), if asked for
        if settings.warm_up:
            app.state.warming = asyncio.create_task(warm_up(app, app.state.token_cache))
        if settings.switch_interval_seconds is not None:
            sys.setswitchinterval(settings.switch_interval_seconds)
        if settings.freeze_after_start:
            _freeze_what_start_up_built()
        try:
            yield
        finally:
            if app.state.warming is not None:
                app.state.warming.cancel()
            app.state.workers.close()
            app.state.password_work.close()
            if app.state.read_cache is not None:
                app.state.read_cache.close()
            remembered.forget(engine)
            engine.dispose()

    app = FastAPI(
        title="Store Admin reference backend",
        version="1.0",
        description="The store administration API: variants, carts, orders, users.",
        lifespan=lifespan,
        redirect_slashes=False,
        generate_unique_id_function=_operation_id,
    )
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = make_sessionmaker(engine)
    app.state.token_cache = TokenCache()
    app.state.token_cache.watch(app.state.sessionmaker)
    app.state.password_work = PasswordWork(
        make_hasher(settings), settings.hashing_threads, settings.busy_seconds
    )
    app.state.sign_in_limits = SignInLimits()
    app.state.workers = Workers(
        1 if single_connection(engine) else settings.database_workers, settings.busy_seconds
    )
    install_error_handlers(app)
    app.include_router(auth_router)
    extensions = EXTENSION_ROUTER_MODULES if settings.extensions else ()
    for module_name in (*ROUTER_MODULES, *extensions):
        module = importlib.import_module(f"{__package__}.routers.{module_name}")
        _accept_both_slash_forms(module.router)
        _match_only_under_prefix(module.router)
        app.include_router(module.router)
    install_openapi(app)
    _build_routes_now(app)
    database_file = sqlite_file(engine)
    app.state.read_cache = None
    if settings.read_cache and database_file is not None:
        app.state.read_cache = ReadCache(database_file, settings.read_cache_bytes)
    app.add_middleware(
        RequestGate,
        workers=app.state.workers,
        body_seconds=settings.body_seconds,
        read_cache=app.state.read_cache,
    )
    return app
