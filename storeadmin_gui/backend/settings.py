"""Backend settings: one immutable value for ``create_app``; tests and the CLI differ here only."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import platformdirs
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from storeadmin_gui import APP_ID


def default_database_url() -> str:
    """A SQLite file in the user's data folder (created on demand): a plain start keeps its data."""
    folder = Path(platformdirs.user_data_dir(APP_ID))
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'store.db'}"


HIDDEN = "***"
# Query parameters of a database URL that carry a secret (libpq's ``password``, and the like).
_SECRET_QUERY = re.compile(r"passw|secret", re.IGNORECASE)
# What a URL SQLAlchemy cannot parse may still hold: ``scheme://user:secret@``.
_USER_AND_SECRET = re.compile(r"(//[^/@:]*:)[^/@]*@")


def redacted_url(url: str) -> str:
    """``url`` fit to print or log: its password (and any secret query value) shown as ``***``.

    ``postgresql+psycopg://store:s3cret@db/store`` -> ``postgresql+psycopg://store:***@db/store``.
    """
    try:
        parsed = make_url(url)
    except ArgumentError:
        return _USER_AND_SECRET.sub(rf"\g<1>{HIDDEN}@", url)
    hidden_query = {
        name: HIDDEN if _SECRET_QUERY.search(name) else value
        for name, value in parsed.query.items()
    }
    shown = parsed.set(query=hidden_query).render_as_string(hide_password=True)
    return shown.replace("%2A%2A%2A", HIDDEN)  # as the password shows, not percent-encoded


# The generated orders a demo store gets besides its hand-made ones: with them its history runs
# up to the day it is made, about two orders a day (``storeadmin --demo``, the server's --demo).
DEMO_HISTORY_ORDERS = 360

# What a serving process sets the interpreter's thread switch interval to (see Settings).
SERVING_SWITCH_INTERVAL = 0.001


@dataclass(frozen=True)
class Settings:
    """What a backend instance needs to know; the defaults are the production choices."""

    database_url: str = field(default_factory=default_database_url)
    demo: bool = False
    demo_orders: int = 0
    # When a new demo store's history ends (None: the moment it is made, so its last days hold
    # open orders); tests give a fixed day for data that never moves.
    demo_made_on: datetime | None = None
    # More variants for the demo store, in products of their own (scale tests of the catalogue).
    demo_variants: int = 0
    # The endpoints and order filters beyond the contract (docs/api.md section 11): off, the
    # server answers them as a contract-only server would (404, criteria ignored).
    extensions: bool = True
    # Single-resource reads answered again while the SQLite file is unchanged (read_cache.py).
    read_cache: bool = True
    # The bodies it keeps, at most (an order is about 4 kB, a list page of 50 about 30 kB): a
    # shared server's many users read the same pages again; see demo_server.py for one user's.
    read_cache_bytes: int = 16 * 1024 * 1024
    # The order list and single orders read without FastAPI's routing where they can be
    # (hot_reads.py); off, every request takes the routes' way (tests compare the two).
    hot_reads: bool = True
    # Those reads run their statements on the database driver's connection (driver_reads.py);
    # off, on the session's (tests compare the two).
    driver_reads: bool = True
    # For a SQLite file in WAL mode, those driver reads run on the event loop, not on a worker.
    reads_on_loop: bool = True
    # Ask for the first page of every list once at start (warmup.py): storeadmin-server does.
    warm_up: bool = False
    # How long a start's background build of pending order documents (document_build.py) waits
    # before its first batch, unless the owner says go sooner: the demo store waits for its app's
    # warm-up (after its first rows), so a new store's first answers have its interpreter alone.
    documents_wait_seconds: float = 0.0
    # Make each router (its module, its routes) when a request first comes under its prefix,
    # not at start (routing.RouteGroupOnDemand): the demo store does, whose start is on the way
    # to its user's first rows; a shared server makes them all at start.
    routes_on_demand: bool = False
    # With routes on demand, the routers (module names of app.py's lists) to make before serving
    # all the same: those of the first request, which the demo store makes while it waits for its
    # store to be made ready aside (its app's first request is always the orders' list).
    routes_made_first: tuple[str, ...] = ()
    # Set aside what start-up built from the garbage collector for good (``gc.freeze``) once the
    # store is up: storeadmin-server does, the desktop app does it for its whole process.
    freeze_after_start: bool = False
    # The interpreter's thread switch interval for the whole process (``sys.setswitchinterval``),
    # set at start when given: storeadmin-server gives 1 ms. At Python's 5 ms, a request that
    # computes for long (an order of 9,999 units) makes every other request wait up to 5 ms at
    # each of its dozen hand-overs between the event loop and a worker: 100 ms and more instead
    # of 10 (docs/benchmarks.md).
    switch_interval_seconds: float | None = None
    # Threads that run requests touching the database (workers.py), fewer than pooled connections.
    database_workers: int = 4
    # How long a request may wait for a free worker or hashing thread before a 503.
    busy_seconds: float = 5.0
    # How long a client may take to send its body before a 408.
    body_seconds: float = 30.0
    # Password hashes computed at once (each takes argon2_memory_cost_kib of memory).
    hashing_threads: int = 2
    access_token_ttl: int = 3600
    refresh_token_ttl: int = 14 * 86400
    # argon2id cost; the defaults are argon2-cffi's RFC 9106 "low memory" profile. Tests may lower
    # them for speed; production never does.
    argon2_time_cost: int = 3
    argon2_memory_cost_kib: int = 65536
    argon2_parallelism: int = 4
