"""A store an earlier version made (orders, no stored order documents) served at once by
``storeadmin-server`` while the documents are built in the background (``document_build.py``):
its answers the very bytes its rows render, writes accepted meanwhile, a build cut short by
``kill -9`` finished by the next start, and two server processes on one PostgreSQL database
sharing the build."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sqlite3
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.orm import Session, sessionmaker

from storeadmin_gui.backend.app import create_app
from tests.support.stores import StoreTemplates
from tests.support.waits import sized_seconds

from .conftest import BASE_URL, fast_settings, obtain_token
from .document_writes import assert_answers_as_rendered, document_counts, documents_built
from .order_steps import AWAITING, cancel, read_order
from .server_process import ServerProcess, announced, running_server, server_command

pytestmark = pytest.mark.anyio

ORDERS = 3000
# A first answer comes this soon after the server process is started (imports included).
FIRST_ANSWER_SECONDS = 10.0
BUILT_SECONDS = 120.0
FINAL_LINE = re.compile(r"Stored the documents of (\d+) orders in [\d.]+ s")


def older_store(templates: StoreTemplates, destination: Path) -> Path:
    """A store of ``ORDERS`` generated orders as the version before stored documents left it:
    no ``order_documents`` table, none of its triggers."""
    templates.copy_to(destination, demo_orders=ORDERS)
    with sqlite3.connect(destination) as connection:
        triggers = connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' "
            "AND name LIKE 'order_documents_%'"
        ).fetchall()
        for (name,) in triggers:
            connection.execute(f"DROP TRIGGER {name}")
        connection.execute("DROP TABLE order_documents")
    return destination


async def until(condition: Callable[[], bool], seconds: float, what: str) -> None:
    """Waits for ``condition`` (asked every 20 ms) for at most ``seconds`` sized for the load."""
    deadline = time.monotonic() + sized_seconds(seconds)
    while not condition():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.02)


@contextmanager
def store_engine(database_url: str) -> Iterator[Engine]:
    engine = create_engine(database_url)
    try:
        yield engine
    finally:
        engine.dispose()


def stopped_output(server: ServerProcess) -> str:
    """Stops the server as Ctrl+C would and returns what it printed after its banner."""
    server.process.send_signal(signal.SIGINT)
    assert server.process.stdout is not None
    output = server.process.stdout.read()
    assert server.process.wait(timeout=sized_seconds(30)) == 0, output
    return output


async def test_a_store_without_documents_answers_at_once_and_gets_them_while_it_serves(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    database = older_store(store_templates, tmp_path / "older.db")
    database_url = f"sqlite:///{database}"
    started = time.monotonic()
    with running_server(database_url) as server, store_engine(database_url) as engine:
        headers = {"Authorization": f"Bearer {server.token()}"}
        async with httpx.AsyncClient(base_url=server.url, headers=headers, timeout=30) as http:
            first = await http.get("/api/v1/orders/", params={"limit": 25})
            answered = time.monotonic() - started
            ready, pending, orders = document_counts(engine)
            assert first.status_code == 200, first.text
            assert pending > 0, "the start waited for the documents before serving"
            assert answered < sized_seconds(FIRST_ANSWER_SECONDS), answered
            assert ready + pending == orders

            # Writes while the build runs: accepted (never 503), and answered as written.
            criteria = {f"criteria[{name}]": value for name, value in AWAITING.items()}
            listed_awaiting = await http.get("/api/v1/orders/", params={**criteria, "limit": 8})
            awaiting = listed_awaiting.json()["_embedded"]["items"]
            assert len(awaiting) == 8, listed_awaiting.text
            for listed in awaiting:
                response = await cancel(http, listed["id"])
                assert response.status_code == 204, response.text
            assert document_counts(engine)[1] > 0, "the build was over before the writes"
            sessions = sessionmaker(engine)
            await assert_answers_as_rendered(sessions, http, [], "while building")

            await until(lambda: document_counts(engine)[1] == 0, BUILT_SECONDS, "never built")
            assert document_counts(engine) == (orders, 0, orders)
            cancelled = [listed["id"] for listed in awaiting]
            await assert_answers_as_rendered(sessions, http, cancelled, "built")
            for order_id in cancelled:
                assert (await read_order(http, order_id))["state"] == "cancelled"
        output = stopped_output(server)
    totals = [int(count) for count in FINAL_LINE.findall(output)]
    assert len(totals) == 1 and 0 < totals[0] <= orders, output
    assert "Traceback" not in output and "failed" not in output, output


async def test_a_build_cut_short_by_kill_9_is_finished_by_the_next_start(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    database = older_store(store_templates, tmp_path / "older.db")
    database_url = f"sqlite:///{database}"
    with store_engine(database_url) as engine:
        with running_server(database_url) as server:
            assert document_counts(engine)[1] > 0, "served only once built"
            await until(
                lambda: document_counts(engine)[0] > 0, BUILT_SECONDS, "no document was ever stored"
            )
            os.kill(server.process.pid, signal.SIGKILL)
            assert server.process.wait(timeout=sized_seconds(30)) == -signal.SIGKILL
        ready, pending, orders = document_counts(engine)
        assert ready > 0 and pending > 0 and ready + pending == orders
        with sqlite3.connect(database) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)

        with running_server(database_url) as server:
            await until(lambda: document_counts(engine)[1] == 0, BUILT_SECONDS, "not finished")
            assert document_counts(engine) == (orders, 0, orders)
            headers = {"Authorization": f"Bearer {server.token()}"}
            async with httpx.AsyncClient(base_url=server.url, headers=headers, timeout=30) as http:
                # Those stored before the kill among them: whole, and current.
                await assert_answers_as_rendered(sessionmaker(engine), http, [], "after kill -9")


def _servers_started_together(database_url: str, count: int) -> list[ServerProcess]:
    """``count`` server processes on one database, started at once; each once its banner is
    printed."""
    processes = [
        subprocess.Popen(
            server_command(database_url),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for _ in range(count)
    ]
    return [announced(process) for process in processes]


async def _seeded_with_a_token(database_url: str) -> str:
    """The demo store of ``ORDERS`` generated orders at ``database_url`` (seeded by a start of
    the server if empty), its documents then dropped (as an earlier version left it); an admin's
    token, taken before (a sign-in is a write, and a write's commit renders pending documents)."""
    application = create_app(fast_settings(database_url, demo=True, demo_orders=ORDERS))
    async with application.router.lifespan_context(application):
        await documents_built(application, BUILT_SECONDS)
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = str((await obtain_token(http))["access_token"])
    with store_engine(database_url) as engine, engine.begin() as connection:
        connection.execute(text("DELETE FROM order_documents"))
    return token


async def test_two_server_processes_on_postgresql_share_the_build(
    fresh_database: Callable[[], str],
) -> None:
    database_url = fresh_database()
    await _two_servers_share_the_build(database_url, await _seeded_with_a_token(database_url))


async def test_two_server_processes_on_one_sqlite_file_share_the_build(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    database = store_templates.copy_to(tmp_path / "store.db", demo_orders=ORDERS)
    database_url = f"sqlite:///{database}"
    await _two_servers_share_the_build(database_url, await _seeded_with_a_token(database_url))


async def _two_servers_share_the_build(database_url: str, token: str) -> None:
    """Two servers started at once on a store without documents: both answer while the
    documents are made, each makes some, none makes one the other made, and the answers are
    then the very bytes the rows render."""
    servers = _servers_started_together(database_url, 2)
    try:
        with store_engine(database_url) as engine:
            headers = {"Authorization": f"Bearer {token}"}
            for server in servers:
                async with httpx.AsyncClient(
                    base_url=server.url, headers=headers, timeout=30
                ) as http:
                    page = await http.get("/api/v1/orders/", params={"limit": 25})
                    assert page.status_code == 200, page.text
            assert document_counts(engine)[1] > 0, "a start waited for the documents before serving"
            await until(lambda: document_counts(engine)[1] == 0, BUILT_SECONDS, "not finished")
            ready, _, orders = document_counts(engine)
            assert ready == orders
            async with httpx.AsyncClient(base_url=servers[1].url, headers=headers) as http:
                sessions = sessionmaker(engine, class_=Session)
                await assert_answers_as_rendered(sessions, http, [], "built by two")
        outputs = [stopped_output(server) for server in servers]
    finally:
        for server in servers:
            if server.process.poll() is None:
                server.process.kill()
            server.process.wait(timeout=30)
            if server.process.stdout is not None:
                server.process.stdout.close()
    totals = [[int(count) for count in FINAL_LINE.findall(output)] for output in outputs]
    # Each took part, and no order was stored by both: the two counts make the whole.
    assert all(len(counted) == 1 and counted[0] > 0 for counted in totals), outputs
    assert sum(counted[0] for counted in totals) == orders, outputs
    for output in outputs:
        assert "Traceback" not in output and "failed" not in output, output


async def test_a_build_told_to_wait_leaves_the_first_answers_alone_until_told_to_go(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """The demo store's way: its new store's documents wait for its app's warm-up (after the
    first rows), then are all built; meanwhile the orders are answered from their rows."""
    database = older_store(store_templates, tmp_path / "older.db")
    settings = fast_settings(f"sqlite:///{database}", documents_wait_seconds=600.0)
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        engine = app.state.engine
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL, timeout=30) as http:
            assert document_counts(engine)[:2] == (0, document_counts(engine)[2])
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            first = await http.get("/api/v1/orders/", params={"limit": 25})
            assert first.status_code == 200, first.text
            await assert_answers_as_rendered(sessionmaker(engine), http, [], "before the build")
            # Only what the writes' commits stored on their way (the token's) is ready.
            ready, pending, orders = document_counts(engine)
            assert not app.state.document_build.finished.is_set()
            assert pending > 0 and ready + pending == orders

            app.state.document_build.go()
            await until(lambda: document_counts(engine)[1] == 0, BUILT_SECONDS, "never built")
            assert document_counts(engine) == (orders, 0, orders)
            await assert_answers_as_rendered(sessionmaker(engine), http, [], "built")
