"""Serving the app over HTTP: ``EmbeddedServer`` (uvicorn in a thread, for demo mode and tests) and
the server class the command line uses. Both report the address they really bound (port 0 works).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import socket
import threading
from collections.abc import Callable
from types import TracebackType
from typing import Any

import uvicorn
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.connections import (
    H11_BUFFER_BYTES,
    KEEP_ALIVE_SECONDS,
    ConnectionRules,
    best_parser,
    guarded_protocol,
)
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.warmup import warm_up

START_TIMEOUT_SECONDS = 60.0
STOP_TIMEOUT_SECONDS = 15.0


class ReportingServer(uvicorn.Server):
    """A uvicorn server that calls ``on_started(url)`` once its socket accepts connections."""

    def __init__(self, config: uvicorn.Config, on_started: Callable[[str], None]) -> None:
        super().__init__(config)
        self._on_started = on_started

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            self._on_started(bound_url(self))


def serving_config(
    app: FastAPI,
    *,
    parser: str | None = None,
    rules: ConnectionRules | None = None,
    **options: Any,
) -> uvicorn.Config:
    """uvicorn's settings for serving ``app``: quiet, with the lifespan, and every connection
    kept to ``rules`` (``connections.py``) on ``parser`` ("h11", "httptools"; by default the
    fastest installed); ``options`` as ``uvicorn.Config`` takes them."""
    return uvicorn.Config(
        app,
        log_level="warning",
        lifespan="on",
        http=guarded_protocol(parser or best_parser(), rules or ConnectionRules()),
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        h11_max_incomplete_event_size=H11_BUFFER_BYTES,
        **options,
    )


def bound_url(server: uvicorn.Server) -> str:
    """``http(s)://host:port`` of the first listening socket (the real port when 0 was asked)."""
    scheme = "https" if server.config.is_ssl else "http"
    for listener in getattr(server, "servers", []):
        for sock in listener.sockets:
            host, port = sock.getsockname()[:2]
            if ":" in host:
                host = f"[{host}]"
            return f"{scheme}://{host}:{port}"
    return f"{scheme}://{server.config.host}:{server.config.port}"


class EmbeddedServer:
    """The reference backend on a loopback port, in a background thread.

    ``start()`` returns once the server accepts connections; ``url`` is its address; ``stop()``
    shuts it down cleanly (lifespan ends, database closed). Also a context manager.

    ``listening``: a socket already bound and listening (made by whoever started this process, so
    it knew the address before the server was ready; connections wait in its backlog until then),
    served instead of binding ``host`` and ``port``. ``before_serving``, ``made_ready``: see
    ``create_app``.
    ``rules``: what a connection may cost (``connections.py``; by default the server's own).
    """

    def __init__(
        self,
        settings: Settings,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        listening: socket.socket | None = None,
        before_serving: Callable[[FastAPI], None] | None = None,
        made_ready: Callable[[], bool] | None = None,
        rules: ConnectionRules | None = None,
    ) -> None:
        self.settings = settings
        self.app = create_app(settings, before_serving=before_serving, made_ready=made_ready)
        self._sockets = None if listening is None else [listening]
        # Plain asyncio and h11, as in the frozen app (which leaves uvicorn's speed-ups out), so
        # the embedded store behaves the same in development and in the installed app.
        config = serving_config(
            self.app,
            parser="h11",
            rules=rules,
            host=host,
            port=port,
            access_log=False,
            loop="asyncio",
        )
        self._started = threading.Event()
        self._url: str | None = None
        self._server = ReportingServer(config, self._mark_started)
        self._thread: threading.Thread | None = None
        self._failure: BaseException | None = None

    def _mark_started(self, url: str) -> None:
        self._url = url
        self._started.set()

    def _run(self) -> None:
        try:
            self._server.run(sockets=self._sockets)
        except BaseException as error:  # reported to the thread that called start()
            self._failure = error
        finally:
            self._started.set()

    @property
    def url(self) -> str:
        if self._url is None:
            raise RuntimeError("the server is not running")
        return self._url

    def start(self) -> EmbeddedServer:
        if self._thread is not None:
            raise RuntimeError("the server was already started")
        self._thread = threading.Thread(target=self._run, name="storeadmin-server", daemon=True)
        self._thread.start()
        if not self._started.wait(START_TIMEOUT_SECONDS):
            self.stop()
            raise RuntimeError("the embedded server did not start in time")
        if self._url is None:
            self._thread.join(STOP_TIMEOUT_SECONDS)
            raise RuntimeError("the embedded server failed to start") from self._failure
        return self

    def warm_up(self) -> concurrent.futures.Future[int]:
        """Warm the server's list reads (warmup.py) on its own thread; done when they are."""
        loop: asyncio.AbstractEventLoop = self.app.state.event_loop
        return asyncio.run_coroutine_threadsafe(warm_up(self.app, self.app.state.token_cache), loop)

    def stop(self) -> None:
        if self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(STOP_TIMEOUT_SECONDS)
        if self._thread.is_alive():  # a client holding a connection open: stop waiting for it
            self._server.force_exit = True
            self._thread.join(STOP_TIMEOUT_SECONDS)
        self._thread = None
        self._url = None

    def __enter__(self) -> EmbeddedServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"EmbeddedServer(url={self._url!r})"
