"""The demo store's process as the app speaks to it: commands and replies over its streams."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from storeadmin_gui import demo_server
from storeadmin_gui.demo_store import DemoStore
from tests.support.fresh_process import python_output


def test_a_command_given_up_before_its_reply_leaves_the_next_answered(tmp_path: Path) -> None:
    """Quitting while the store warms its lists gives up that command's reply; the store's later
    replies must still reach the app (its reader used to die on the abandoned reply, and every
    later command waited for ever)."""

    async def scenario() -> None:
        store = DemoStore(tmp_path / "data")
        try:
            await asyncio.wait_for(store.start(), timeout=120)
            # What a cancelled ``await store.warm_up()`` does underneath: the command is sent,
            # then its reply's future is cancelled before the store has answered.
            process = store._process
            assert process is not None
            abandoned = process.ask("warm-up")
            assert abandoned.cancel()
            await asyncio.wait_for(store.warm_up(), timeout=60)
            await asyncio.wait_for(store.warm_up(), timeout=60)
        finally:
            await store.stop()

    asyncio.run(scenario())


def test_a_start_given_up_before_the_store_is_ready_stops_cleanly(tmp_path: Path) -> None:
    """Quitting while the store still starts gives up the wait for its readiness; the store's
    later "ready" and its end must not kill the thread that reads its replies (an unhandled
    exception in a thread fails this test)."""

    async def scenario() -> None:
        store = DemoStore(tmp_path / "data")
        store.begin()
        process = store._process
        assert process is not None
        assert process.ready.cancel()  # what a cancelled ``await store.start()`` does
        await store.stop()

    asyncio.run(scenario())


@pytest.mark.skipif(sys.platform == "win32", reason="Windows children inherit no socket by number")
def test_the_socket_the_app_binds_is_the_one_its_store_serves(tmp_path: Path) -> None:
    """The app knows the store's address as soon as the process is started, and a request sent
    then, long before the store is ready, is answered by the store once it serves."""

    async def scenario() -> None:
        store = DemoStore(tmp_path / "data")
        store.begin()
        try:
            address = store.address
            assert address is not None and address.startswith("http://127.0.0.1:")
            process = store._process
            assert process is not None and not process.ready.done()
            async with httpx.AsyncClient(base_url=address, timeout=120) as client:
                answer = await client.get("/api/v1/orders/")  # waits in the backlog
            assert answer.status_code == 401  # the store's own answer: no token
            assert answer.json()["error"] == "access_denied"
            assert await asyncio.wait_for(store.start(), timeout=120) == address
        finally:
            await store.stop()

    asyncio.run(scenario())


def test_the_stores_first_words_are_its_account_and_a_session_and_its_log_keeps_them_out(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Said before the store's imports, so the app can sign in while it starts; the secrets
    stay on the pipe between the two processes (not in the app's log, nor the store's)."""

    async def scenario() -> dict[str, Any]:
        store = DemoStore(tmp_path / "data")
        try:
            store.begin()
            process = store._process
            assert process is not None
            introduced = await asyncio.wait_for(asyncio.wrap_future(process.introduced), 60)
            assert not process.ready.done()  # first, before the store is ready
            await asyncio.wait_for(store.start(), timeout=120)
            await asyncio.wait_for(store.warm_up(), timeout=60)
            return introduced
        finally:
            await store.stop()

    caplog.set_level(logging.DEBUG)
    introduced = asyncio.run(scenario())

    session = introduced["session"]
    assert introduced["account"]["username"] == "api@example.com"
    assert session["expires_in"] > 0
    for secret in (session["access_token"], session["refresh_token"]):
        assert len(secret) == 43
        assert secret not in caplog.text
    assert "warmed" in caplog.text  # the store's log did reach the app's


def _openapi_document_script(database: Path, *, deferred: bool) -> str:
    """A script that prints the store's OpenAPI document, FastAPI imported as the demo store's
    process imports it (``deferred``) or plainly, and whether FastAPI's own models were built at
    import and a model made afterwards at once."""
    return (
        "import json, sys\n"
        "from storeadmin_gui.startup import import_fastapi\n"
        + ("import_fastapi()\n" if deferred else "import fastapi\n")
        + "import pydantic\n"
        "from fastapi.openapi.models import OpenAPI\n"
        "built_at_import = OpenAPI.__pydantic_complete__\n"
        "class MadeAfter(pydantic.BaseModel):\n"
        "    name: str\n"
        "from storeadmin_gui.backend.app import create_app\n"
        "from storeadmin_gui.demo_server import _settings\n"
        f"app = create_app(_settings(__import__('pathlib').Path({str(database)!r})))\n"
        "document = json.dumps(app.openapi(), sort_keys=True)\n"
        "print(json.dumps([built_at_import, MadeAfter.__pydantic_complete__, document]))\n"
    )


def test_the_store_builds_fastapis_models_on_first_use_and_serves_the_same_document(
    tmp_path: Path,
) -> None:
    """The demo store's process imports FastAPI with its OpenAPI models built at first use (a
    cost off every start's way to the first rows); the document it builds from them is the same
    as the one built from models made at import, and the models made after the import (the
    routes') are built at once, as before."""
    deferred = json.loads(
        python_output(_openapi_document_script(tmp_path / "a.sqlite3", deferred=True))
    )
    plain = json.loads(
        python_output(_openapi_document_script(tmp_path / "b.sqlite3", deferred=False))
    )
    assert deferred[:2] == [False, True]
    assert plain[:2] == [True, True]
    assert '"/api/v1/orders' in deferred[2]
    assert deferred[2] == plain[2]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="made ready aside only where it can fork")
def test_a_new_store_is_made_ready_aside_and_the_same_store_again_by_its_start(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A new user's store is seeded by a child of the store's process while it imports the
    server; a returning user's store is checked by the server's start as always; both starts
    serve the same orders (seeded once)."""

    async def one_start() -> int:
        store = DemoStore(tmp_path / "data")
        store.begin()
        try:
            process = store._process
            assert process is not None
            introduced = await asyncio.wait_for(asyncio.wrap_future(process.introduced), 60)
            address = await asyncio.wait_for(store.start(), timeout=120)
            token = introduced["session"]["access_token"]
            headers = {"Authorization": f"Bearer {token}"}
            async with httpx.AsyncClient(base_url=address, headers=headers) as client:
                answer = await client.get("/api/v1/orders/", params={"limit": 1})
            assert answer.status_code == 200, answer.text
            total: int = answer.json()["total"]
            return total
        finally:
            await store.stop()

    caplog.set_level(logging.INFO)
    first = asyncio.run(one_start())
    assert caplog.text.count("making the new store ready was done aside") == 1
    second = asyncio.run(one_start())
    assert first == second > 360  # the generated history and the hand-made orders, once
    assert caplog.text.count("done aside") == 1  # the returning start forked nothing
    assert "not done aside" not in caplog.text and "failed aside" not in caplog.text


def test_where_the_platform_cannot_fork_the_servers_start_seeds_a_new_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """As on Windows (no fork here stands for it): nothing is done aside; the schema is made
    while the server's modules are imported, and the server's start seeds the new store."""
    monkeypatch.delattr(os, "fork", raising=False)
    # The demo store's settings set the process's switch interval: this test's process's is kept.
    monkeypatch.setattr(sys, "setswitchinterval", lambda _seconds: None)
    caplog.set_level(logging.INFO)
    database = tmp_path / "demo-store.sqlite3"
    tokens = demo_server._mint_tokens()
    server = demo_server._start(
        demo_server._settings(database), database, fresh=False, listen_fd=None, tokens=tokens
    )
    try:
        headers = {"Authorization": f"Bearer {tokens['access_token']}"}
        answer = httpx.get(
            f"{server.url}/api/v1/orders/", params={"limit": 1}, headers=headers, timeout=60
        )
    finally:
        server.stop()
    assert answer.status_code == 200, answer.text
    assert answer.json()["total"] > 360
    assert "aside" not in caplog.text


def _launch_script(data: Path, *, beside_a_thread: bool) -> str:
    """A script that starts the demo store as the app does, first thing (optionally while another
    thread runs), reads a page with the session it is handed, stops it, and prints what it saw;
    its own log set up before the start, as a fork inherits it."""
    return f"""
import json, logging, sys, threading
import httpx
from pathlib import Path
from storeadmin_gui import app
logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="app log: %(name)s %(message)s")
release = threading.Event()
if {beside_a_thread!r}:
    threading.Thread(target=release.wait).start()
launched = app.launch_store(Path({str(data)!r}), fresh=False, serve_forked=app.serve_demo_store)
release.set()
store = launched.process
token = store.introduced.result(60)["session"]["access_token"]
assert store.ready.result(120)["ready"] == launched.address
answer = httpx.get(launched.address + "/api/v1/orders/", params={{"limit": 1}},
                   headers={{"Authorization": "Bearer " + token}}, timeout=60)
store.stop()
print(json.dumps([store.forked, answer.status_code, answer.json()["total"]]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a forked store on Linux only")
def test_the_app_forks_its_store_where_it_can_else_starts_the_program(tmp_path: Path) -> None:
    """First thing in the app's process (no other thread yet) the store's process is a fork of
    it: it introduces itself, serves on the socket the app bound, logs into the app's log once
    (not also through the log the app had set up before the fork) and stops when told. With
    another thread running it is the program started anew, and serves the same store."""
    finished = subprocess.run(
        [sys.executable, "-c", _launch_script(tmp_path / "data", beside_a_thread=False)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert finished.returncode == 0, finished.stderr
    forked, status, total = json.loads(finished.stdout)
    assert (forked, status) == (True, 200) and total > 360
    log = finished.stderr.splitlines()
    assert sum("storeadmin_gui.demo_server serving" in line for line in log) == 1, log
    assert not [line for line in log if "demo store: " in line]  # no line outside its JSON
    assert any("ready in" in line and "(forked)" in line for line in log)

    started = python_output(_launch_script(tmp_path / "data", beside_a_thread=True))
    assert json.loads(started) == [False, 200, total]
