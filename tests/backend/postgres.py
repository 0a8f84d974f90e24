"""PostgreSQL for the tests that run on it: the server to work on, and fresh databases.

Runs when ``STOREADMIN_TEST_POSTGRES_URL`` names a database whose role may create databases
(e.g. ``postgresql+psycopg://storeadmin:storeadmin@localhost/storeadmin_test``); each run works in
fresh databases of its own and drops them afterwards. In CI (``CI`` set) a missing URL is a
failure, so the check cannot vanish silently; on a developer machine without PostgreSQL it skips.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.engine import URL

URL_VARIABLE = "STOREADMIN_TEST_POSTGRES_URL"


def postgres_url() -> URL:
    """The server URL to work on, or a loud failure in CI / a skip elsewhere when absent."""
    raw = os.environ.get(URL_VARIABLE, "").strip()
    if not raw:
        message = f"{URL_VARIABLE} is not set: the PostgreSQL scenario cannot run"
        if os.environ.get("CI"):
            pytest.fail(f"{message} (required in CI; .ci/run sets it up)")
        pytest.skip(message)
    return make_url(raw)


@pytest.fixture(scope="module")
def fresh_database() -> Iterator[Callable[[], str]]:
    """Makes empty databases named for this run; all are dropped when the module ends."""
    server = postgres_url()
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    created: list[str] = []

    def make() -> str:
        name = f"storeadmin_test_{uuid.uuid4().hex[:12]}"
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        created.append(name)
        return server.set(database=name).render_as_string(hide_password=False)

    try:
        yield make
    finally:
        try:
            with admin.connect() as connection:
                for name in created:
                    connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        finally:
            admin.dispose()  # a failed drop leaves no connection for a later test to collect
