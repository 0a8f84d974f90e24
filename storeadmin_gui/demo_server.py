"""The demo store's own process: ``storeadmin --serve-demo-store``, started by ``DemoStore``.

Why a process of its own: its imports and start (FastAPI, SQLAlchemy, the seed) then run on the
machine's other core while the GUI builds its window, and the pages it renders never hold the GUI
interpreter's lock, so scrolling does not stall while it answers.

It speaks to the app that started it in JSON lines. On standard output, first, at once (before its
heavy imports): the demo account (which only this process may import from the backend) and a
session it opens for that account, a token pair the app signs in with instead of asking the token
endpoint (``backend/demo_session.py``); these secrets travel only over this pipe, never on a
command line, in a file or in a log. Then one ``ready`` message once it accepts connections (its
address), or one ``failed`` message saying why it could not start; then one reply per command.

Where the platform lets a process inherit a socket (POSIX), the app binds the listening socket
itself and hands it over (``--listen-fd``): the app then knows the address at once and sends its
first requests while this process still starts; they wait in the socket's backlog until it serves.
On standard input, one command a line: ``warm-up``, ``restore-account``, ``stop``. The end of its
input (the app closed it, or died) stops it too, so it never outlives the app. Its log records go
to standard error as JSON lines, which the app writes to its own log (``demo_store.py``).
"""

from __future__ import annotations

import functools
import json
import logging
import secrets
import socket
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from storeadmin_gui.aside import Aside, can_fork, run_aside
from storeadmin_gui.demo_process import DEMO_DATABASE, STOP
from storeadmin_gui.startup import import_fastapi, resume_garbage_collection

if TYPE_CHECKING:
    from storeadmin_gui.backend.server import EmbeddedServer
    from storeadmin_gui.backend.settings import Settings

__all__ = ["COMMANDS", "serve"]

log = logging.getLogger(__name__)

DEMO_READ_CACHE_BYTES = 4 * 1024 * 1024  # answers the demo store keeps for reading again
DEMO_DOCUMENTS_WAIT_SECONDS = 10.0  # see _settings
DEMO_ARGON2_MEMORY_KIB = 1024  # the demo store's argon2id memory cost (see _settings)


class JsonLinesLogHandler(logging.Handler):
    """One JSON object a record, so the app can log it again under the record's own logger."""

    def __init__(self, stream: IO[str]) -> None:
        super().__init__()
        self._stream = stream

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
            if record.exc_info:
                message += "\n" + "".join(traceback.format_exception(*record.exc_info)).rstrip()
            line = json.dumps({"level": record.levelno, "name": record.name, "message": message})
            self._stream.write(line + "\n")
            self._stream.flush()
        except Exception:  # a log record must never take the store down
            self.handleError(record)


def serve(folder: Path, *, fresh: bool, listen_fd: int | None = None) -> int:
    """Start the demo store, say so, answer commands until told to stop; the process's exit code.
    ``listen_fd``: the listening socket the app made and handed over (else it binds its own)."""
    root = logging.getLogger()
    # Its only handler, also in a fork of an app that had set up its own log (``demo_process``).
    root.handlers = [JsonLinesLogHandler(sys.stderr)]
    root.setLevel(logging.INFO)
    database = folder / DEMO_DATABASE
    settings = _settings(database)
    tokens = _mint_tokens()
    lifetime = settings.access_token_ttl
    _send({"account": _demo_account(), "session": {**tokens, "expires_in": lifetime}})
    try:
        server = _start(settings, database, fresh=fresh, listen_fd=listen_fd, tokens=tokens)
    except Exception as error:  # said to the app, which shows it
        log.debug("the demo store could not start", exc_info=True)
        _send({"failed": str(error) or type(error).__name__})
        return 1
    _send({"ready": server.url})
    resume_garbage_collection()  # what start-up built stays, set aside from the collector
    try:
        for line in sys.stdin:
            command = line.strip()
            if command == STOP:
                break
            _send(_answer(server, command))
    finally:
        server.stop()
    return 0


def _mint_tokens() -> dict[str, str]:
    """The session handed to the app: two tokens as the token endpoint makes them (256 random
    bits, url-safe), made before the backend is imported so the app has them at once."""
    return {"access_token": secrets.token_urlsafe(32), "refresh_token": secrets.token_urlsafe(32)}


def _send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def _settings(database: Path) -> Settings:
    from storeadmin_gui.backend.settings import (
        DEMO_HISTORY_ORDERS,
        SERVING_SWITCH_INTERVAL,
        Settings,
    )

    # A cheap argon2id cost for the demo store's passwords: they are published (docs/api.md
    # section 2), so a slow hash protects nothing there, while the store verifies the demo
    # account's before it serves, on the way to every demo start's first rows (docs/benchmarks.md).
    # argon2 reads the cost from each stored hash, so a demo database seeded before still signs in
    # (and is hashed again at this cost then); stores run by storeadmin-server keep the strong
    # defaults.
    return Settings(
        database_url=f"sqlite:///{database}",
        demo=True,
        demo_orders=DEMO_HISTORY_ORDERS,  # a history up to today (seeded once, when made)
        argon2_time_cost=1,
        argon2_memory_cost_kib=DEMO_ARGON2_MEMORY_KIB,
        argon2_parallelism=1,
        switch_interval_seconds=SERVING_SWITCH_INTERVAL,  # as storeadmin-server: fair to reads
        # One user, whose app keeps the pages it shows: a quarter of a shared server's budget
        # still answers its editors' and lists' repeated reads, and the whole app's memory stays
        # within its aim (docs/benchmarks.md, the Orders table).
        read_cache_bytes=DEMO_READ_CACHE_BYTES,
        # Its routers are made as their lists are first asked for (the app warms the other
        # lists once its first rows are shown), not before the first rows can be served.
        routes_on_demand=True,
        routes_made_first=("orders",),  # the app's first request, the access check
        # A new store's order documents are built once the app's first rows are shown (its
        # warm-up, below), or after this long if it never asks.
        documents_wait_seconds=DEMO_DOCUMENTS_WAIT_SECONDS,
    )


def _start(
    settings: Settings,
    database: Path,
    *,
    fresh: bool,
    listen_fd: int | None,
    tokens: dict[str, str],
) -> EmbeddedServer:
    database.parent.mkdir(parents=True, exist_ok=True)
    if fresh:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{database}{suffix}").unlink(missing_ok=True)
    schema = None
    if not database.exists():  # a new user's store: its schema made while the imports run
        from storeadmin_gui.backend.new_store import start_new_store

        schema = start_new_store(database)
    aside = _ready_aside(settings, schema) if schema is not None and can_fork() else None
    import_fastapi()  # before the backend's modules import it as usual
    from storeadmin_gui.backend.demo_session import open_demo_session
    from storeadmin_gui.backend.server import EmbeddedServer

    if schema is not None:
        schema.join()  # where no child seeds: the schema made while FastAPI was imported too

    started = time.perf_counter()
    pair = (tokens["access_token"], tokens["refresh_token"])

    def open_session(app: Any) -> None:
        if not open_demo_session(app, pair):
            log.info("the demo account cannot sign in as published; no session was opened")

    listening = None if listen_fd is None else socket.socket(fileno=listen_fd)
    server = EmbeddedServer(
        settings,
        host="127.0.0.1",
        port=0,
        listening=listening,
        before_serving=open_session,
        made_ready=None if aside is None else aside.wait,  # else the start does it all
    ).start()
    log.info("serving %s in %.0f ms", database, (time.perf_counter() - started) * 1000)
    return server


def _ready_aside(settings: Settings, schema: threading.Thread) -> Aside | None:
    """A new user's store made ready (its demo data seeded) by a child process while this one
    imports the server: two cores at work where there was one, on the way to a new user's first
    rows (docs/benchmarks.md, "Start-up"). ``schema``: the thread making its schema meanwhile,
    while the modules that seed it are imported. None where no child could be started: the
    server's start then does it all, as it always can. A store that exists is checked by the
    server's start: too little work to pay for a fork (measured)."""
    from storeadmin_gui.backend import seed  # noqa: F401  (here, once for both processes)
    from storeadmin_gui.backend.store_setup import make_store_ready

    schema.join()  # no other thread may run when the child is forked
    return run_aside(functools.partial(make_store_ready, settings), "making the new store ready")


def _demo_account() -> dict[str, str]:
    from storeadmin_gui.backend.demo_account import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )

    return {
        "client_id": DEMO_CLIENT_ID,
        "client_secret": DEMO_CLIENT_SECRET,
        "username": DEMO_ADMIN_EMAIL,
        "password": DEMO_ADMIN_PASSWORD,
    }


def _answer(server: Any, command: str) -> dict[str, Any]:
    """Run one command; its reply names it, with what it found or the error that stopped it."""
    action = COMMANDS.get(command)
    if action is None:
        return {"error": f"unknown command {command!r}"}
    try:
        return {"done": command, **action(server)}
    except Exception as error:
        log.warning("the demo store could not %s", command, exc_info=True)
        return {"error": str(error) or type(error).__name__}


def _warm_up(server: Any) -> dict[str, Any]:
    """Warm the lists (backend/warmup.py) on the server's own loop; then a new store's order
    documents are built (its first rows are shown by now)."""
    answered = server.warm_up().result()
    server.app.state.document_build.go()
    return {"answered": answered}


def _restore_account(server: Any) -> dict[str, Any]:
    """Make the demo account sign in again: enabled, with its published password and admin access
    (made anew if it was deleted), and the demo client present. The store's other data stay."""
    from sqlalchemy import select

    from storeadmin_gui.backend.accounts_admin import oauth_client, save_admin
    from storeadmin_gui.backend.demo_account import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )
    from storeadmin_gui.backend.models.accounts import OAuthClient

    app = server.app
    with app.state.sessionmaker() as session:
        save_admin(session, app.state.password_work.hasher, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)
        client = session.scalars(
            select(OAuthClient).where(OAuthClient.client_id == DEMO_CLIENT_ID)
        ).first()
        if client is None:
            session.add(oauth_client(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET))
        session.commit()
    log.warning("the demo account could not sign in; it was restored")
    return {}


COMMANDS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "warm-up": _warm_up,
    "restore-account": _restore_account,
}
