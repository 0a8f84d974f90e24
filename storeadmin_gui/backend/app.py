"""The application factory: storage, error handlers, the token endpoint and each resource router."""

from __future__ import annotations

import asyncio
import gc
import importlib
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from fastapi.telemetry import TelemetryConfig

from storeadmin_gui.backend import ready_documents, remembered
from storeadmin_gui.backend.auth import TokenCache
from storeadmin_gui.backend.auth import router as auth_router
from storeadmin_gui.backend.data_version import DataVersionWatch, sqlite_file
from storeadmin_gui.backend.db import make_engine, make_sessionmaker, single_connection
from storeadmin_gui.backend.document_build import DocumentBuild
from storeadmin_gui.backend.driver_reads import LoopReads, PreparedStatements
from storeadmin_gui.backend.error_handlers import install_error_handlers
from storeadmin_gui.backend.gate import RequestGate
from storeadmin_gui.backend.idempotency import IdempotencyKeys, watch_writes
from storeadmin_gui.backend.openapi import install_openapi
from storeadmin_gui.backend.passwords import PasswordWork, make_hasher
from storeadmin_gui.backend.read_cache import ReadCache
from storeadmin_gui.backend.routing import RouteGroup, RouteGroupOnDemand
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.sign_in_limits import SignInLimits
from storeadmin_gui.backend.storage_errors import install_storage_error_handlers
from storeadmin_gui.backend.store_setup import make_ready
from storeadmin_gui.backend.warmup import warm_up
from storeadmin_gui.backend.workers import Workers

# Module names under storeadmin_gui/backend/routers/, each exposing ``router``, with its prefix
# (known before the module is imported: see Settings.routes_on_demand).
ROUTER_MODULES: dict[str, str] = {
    "variants": "/api/v1/products/{productCode}/variants",
    "lookups": "/api/v1",
    "users": "/api/v1/users",
    "password_resets": "/api/v1/password-resetting-requests",
    "carts": "/api/v1/carts",
    "orders": "/api/v1/orders",
    "customers": "/api/v1/customers",
}
# Where a router's routes lie, for one whose prefix is wider (see RouteGroupOnDemand): the
# lookups' "/api/v1" would otherwise have every list's first request make them, a returning demo
# user's first rows (the Orders list) among them (docs/benchmarks.md, "Start-up").
ROUTER_PATHS: dict[str, tuple[str, ...]] = {
    "lookups": tuple(
        f"/api/v1/{name}"  # without the slash: a path is also tried in its other form
        for name in ("channels", "locales", "tax-categories", "shipping-categories", "products")
    ),
}
# Beyond the contract (docs/api.md sections 11 and 12); ``Settings.extensions`` off leaves them
# out, and their paths answer 404 like any unknown path.
EXTENSION_ROUTER_MODULES: dict[str, str] = {
    "order_actions": "/api/v1/orders",
    "catalogue": "/api/v1/product-variants",
    "statistics": "/api/v1/statistics",
    "me": "/api/v1/me",
    # Who did what, notes, customers' profiles, the search box (docs/api.md section 15).
    "order_history": "/api/v1/orders",
    "variant_history": "/api/v1/products/{productCode}/variants",
    "customer_profiles": "/api/v1/customers",
    "search": "/api/v1/search",
}


# FastAPI's own OpenTelemetry bridge, off: the server reports nothing to a collector, and with it
# on every request asks the global providers whether one is configured (a few percent of an
# uncached page's time, docs/benchmarks.md).
NO_TELEMETRY: TelemetryConfig = {
    "tracing": False,
    "metrics": False,
    "logs": False,
    "operation_spans": False,
}


def _router_of(module_name: str) -> Callable[[], APIRouter]:
    """What imports the router of ``routers/<module_name>.py``."""

    def load() -> APIRouter:
        router: APIRouter = importlib.import_module(f"{__package__}.routers.{module_name}").router
        return router

    return load


def _freeze_what_start_up_built() -> None:
    """Keep the collector from scanning start-up's objects (modules, models, routes) again.

    They live as long as the server. Left in the collector's care, every full collection walks
    them all while holding the interpreter, and a request that builds many objects (an order of
    9,999 units) sets off several: each a stall of every other request (docs/benchmarks.md).
    """
    gc.collect()
    gc.freeze()


def create_app(
    settings: Settings | None = None,
    *,
    before_serving: Callable[[FastAPI], None] | None = None,
    made_ready: Callable[[], bool] | None = None,
) -> FastAPI:
    """The app on ``settings``' store; ``before_serving(app)`` runs once the store is ready (its
    schema checked, a demo store seeded), before the first request is answered. ``made_ready``,
    asked when the server starts: whether another process made the store ready meanwhile
    (``store_setup.make_store_ready``; waited for there), so that the start need not check it
    again; where it says no, or is not given, the start makes the store ready itself."""
    settings = settings or Settings()
    engine = make_engine(settings.database_url)
    made_first: list[RouteGroupOnDemand] = []  # Settings.routes_made_first's groups

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for group in made_first:  # first, while a store made ready aside may still be
            _ = group.group
        if made_ready is None or not made_ready():
            make_ready(engine, settings, app.state.password_work.hasher)
        if before_serving is not None:
            # Before the documents are installed: its commit (the demo session's) would render a
            # batch of a new store's pending documents before the store serves.
            before_serving(app)
        ready_documents.install(engine)  # after a seed: marking every order at once
        # The documents install left pending, rendered while the server serves (from their rows
        # meanwhile); where every session shares one connection, before it serves.
        app.state.document_build = DocumentBuild(engine)
        if single_connection(engine):
            app.state.document_build.run()
        app.state.event_loop = asyncio.get_running_loop()
        app.state.warming = None  # the start's warm-up (a task, while it runs), if asked for
        if settings.warm_up:
            app.state.warming = asyncio.create_task(warm_up(app, app.state.token_cache))
        if settings.switch_interval_seconds is not None:
            sys.setswitchinterval(settings.switch_interval_seconds)
        if settings.freeze_after_start:
            _freeze_what_start_up_built()
        if not single_connection(engine):
            app.state.document_build.start(wait_seconds=settings.documents_wait_seconds)
        try:
            yield
        finally:
            app.state.document_build.stop()
            if app.state.warming is not None:
                app.state.warming.cancel()
            app.state.workers.close()
            app.state.password_work.close()
            if app.state.read_cache is not None:
                app.state.read_cache.close()
            if app.state.loop_reads is not None:
                app.state.loop_reads.close()
            if token_versions is not None:
                token_versions.close()
            remembered.forget(engine)
            engine.dispose()

    app = FastAPI(
        title="Store Admin reference backend",
        version="1.0",
        description=(
            "The store administration API: variants, carts, orders, users. Refusals "
            "(`message` and the messages of `errors`) are worded in the language the "
            "`Accept-Language` header prefers: English, German (`de`), French (`fr`) or Dutch "
            "(`nl`); any other language gets English."
        ),
        lifespan=lifespan,
        redirect_slashes=False,
        telemetry=NO_TELEMETRY,
    )
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = make_sessionmaker(engine)
    app.state.token_cache = TokenCache()
    app.state.token_cache.watch(app.state.sessionmaker)
    database_file = sqlite_file(engine)
    token_versions = None if database_file is None else DataVersionWatch(database_file)
    if token_versions is not None:
        app.state.token_cache.follow(token_versions.current)
    app.state.password_work = PasswordWork(
        make_hasher(settings), settings.hashing_threads, settings.busy_seconds
    )
    app.state.sign_in_limits = SignInLimits(wait_seconds=settings.busy_seconds)
    app.state.workers = Workers(
        1 if single_connection(engine) else settings.database_workers, settings.busy_seconds
    )
    install_error_handlers(app)
    install_storage_error_handlers(app)
    app.router.routes.append(RouteGroup(auth_router, both_slash_forms=False))
    extensions = EXTENSION_ROUTER_MODULES if settings.extensions else {}
    for module_name, prefix in {**ROUTER_MODULES, **extensions}.items():
        if settings.routes_on_demand:
            paths = ROUTER_PATHS.get(module_name, ())
            group = RouteGroupOnDemand(prefix, _router_of(module_name), paths)
            app.router.routes.append(group)
            if module_name in settings.routes_made_first:
                made_first.append(group)
        else:
            app.router.routes.append(RouteGroup(_router_of(module_name)()))
    install_openapi(app)
    app.state.driver_statements = (
        PreparedStatements(engine.dialect) if settings.hot_reads and settings.driver_reads else None
    )
    app.state.loop_reads = None
    if app.state.driver_statements is not None and settings.reads_on_loop:
        app.state.loop_reads = LoopReads.of(engine, app.state.driver_statements)
    app.state.read_cache = None
    if settings.read_cache and database_file is not None:
        app.state.read_cache = ReadCache(database_file, settings.read_cache_bytes)
    if settings.extensions:  # Idempotency-Key (docs/api.md section 12), on the database workers
        watch_writes(engine, app.state.sessionmaker)
        app.add_middleware(
            IdempotencyKeys,
            factory=app.state.sessionmaker,
            token_cache=app.state.token_cache,
        )
    app.add_middleware(
        RequestGate,
        workers=app.state.workers,
        body_seconds=settings.body_seconds,
        read_cache=app.state.read_cache,
        hot_reads=settings.hot_reads,
        loop_reads=app.state.loop_reads,
    )
    return app
