"""The server as a hostile or merely busy client finds it, over loopback against a real uvicorn.

Most tests run ``storeadmin-server`` itself in a child process (stalled bodies, large bodies with
the process's memory measured, bursts of sign-ins, a large order, two processes on one file, TLS);
the rest an embedded uvicorn on a fresh store with cheap hashing (bad input, tokens, guessing).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import errno
import json
import resource
import select
import selectors
import socket
import sqlite3
import ssl
import stat
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy

from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings
from tests.api.test_loopback import make_certificates
from tests.support.stores import StoreTemplates
from tests.support.waits import stretch

from .server_process import (
    TOKEN_FORM,
    ServerProcess,
    new_cart,
    running_server,
    server_command,
    stock_race,
)

pytestmark = pytest.mark.anyio

USERS = "/api/v1/users/"
VARIANTS = "/api/v1/products/EVERYDAY_TSHIRT/variants/"
TRACKED = f"{VARIANTS}EVERYDAY_TSHIRT_M_WHITE"


@pytest.fixture(scope="module")
def served(
    store_templates: StoreTemplates, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ServerProcess]:
    """One ``storeadmin-server`` process on a copy of the demo store, for the module."""
    database = store_templates.copy_to(tmp_path_factory.mktemp("served") / "store.db")
    with running_server(f"sqlite:///{database}") as server:
        yield server


@pytest.fixture
def embedded(settings: Settings) -> Iterator[EmbeddedServer]:
    with EmbeddedServer(settings) as server:
        yield server


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def host_and_port(url: str) -> tuple[str, int]:
    host, port = url.removeprefix("http://").rsplit(":", 1)
    return host, int(port)


def raw_request(url: str, head: str) -> socket.socket:
    """A connection that has sent ``head`` (request line and headers) and nothing more."""
    connection = socket.create_connection(host_and_port(url), timeout=10)
    connection.sendall(head.encode("latin-1"))
    return connection


def status_of(connection: socket.socket) -> int:
    first = connection.recv(65536).split(b"\r\n", 1)[0]
    return int(first.split()[1])


# --- 1. nobody can freeze it ------------------------------------------------------------------


def test_stalled_bodies_hold_nothing_and_others_are_answered(served: ServerProcess) -> None:
    token = served.token()
    stalled = "PATCH /api/v1/users/2 HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n{auth}\r\n"
    anonymous = [raw_request(served.url, stalled.format(auth="")) for _ in range(16)]
    signed_in = [
        raw_request(served.url, stalled.format(auth=f"Authorization: Bearer {token}\r\n"))
        for _ in range(16)
    ]
    try:
        # Without a token: refused at once, before the body (which never comes) is waited for.
        assert {status_of(connection) for connection in anonymous} == {401}
        started = time.monotonic()
        with httpx.Client(base_url=served.url, timeout=10) as http:
            for _ in range(3):
                assert http.get(USERS, headers=bearer(token)).status_code == 200
                assert http.get(USERS).status_code == 401
            assert http.post("/api/oauth/v2/token", data=TOKEN_FORM).status_code == 200
        assert time.monotonic() - started < 5
    finally:
        for connection in anonymous + signed_in:
            connection.close()


def test_a_body_that_never_comes_is_408_after_the_body_time(settings: Settings) -> None:
    with EmbeddedServer(dataclasses.replace(settings, body_seconds=0.3)) as server:
        with httpx.Client(base_url=server.url) as http:
            token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
        head = (
            f"PATCH {USERS}2 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
            "Content-Length: 10\r\n\r\n"
        )
        started = time.monotonic()
        with raw_request(server.url, head) as connection:
            assert status_of(connection) == 408
        assert time.monotonic() - started < 5


async def test_a_burst_of_sign_ins_is_answered_and_reads_go_on(served: ServerProcess) -> None:
    """Sixteen staffers sign in at once on the store's real password hashing: each gets its
    token, served a few at a time (one told to wait gets 503 with ``Retry-After`` in the
    contract's shape, never a 500 or a hang, and its token when it comes back as told), and
    reads go on meanwhile. How many wait depends on the machine's speed, not on the server."""
    token = served.token()
    async with httpx.AsyncClient(base_url=served.url, timeout=30) as http:

        async def read() -> float:
            started = time.monotonic()
            assert (await http.get(USERS, headers=bearer(token))).status_code == 200
            return time.monotonic() - started

        async def sign_in() -> httpx.Response:
            deadline = time.monotonic() + 90
            while True:
                answer = await http.post("/api/oauth/v2/token", data=TOKEN_FORM)
                if answer.status_code != 503 or time.monotonic() > deadline:
                    return answer
                assert answer.json() == {"code": 503, "message": "Server busy."}
                await asyncio.sleep(int(answer.headers["retry-after"]))  # as the server asks

        sign_ins = asyncio.gather(*(sign_in() for _ in range(16)))
        reads = asyncio.gather(*(read() for _ in range(8)))
        answers, waits = await asyncio.gather(sign_ins, reads)
    assert [answer.status_code for answer in answers] == [200] * 16
    assert all("no-store" in answer.headers["cache-control"] for answer in answers)
    assert max(waits) < 5  # 30 s and a 500 before


async def test_overload_is_503_with_retry_after_not_a_hang(settings: Settings) -> None:
    """With every worker taken, a request waits at most ``busy_seconds`` and gets 503."""
    settings = dataclasses.replace(settings, database_workers=1, busy_seconds=0.3)
    release = threading.Event()
    with EmbeddedServer(settings) as server:
        async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
            token = (await http.post("/api/oauth/v2/token", data=TOKEN_FORM)).json()
            headers = bearer(token["access_token"])
            loop = server.app.state.event_loop

            async def occupy() -> None:
                await server.app.state.workers.call(lambda: release.wait(10))

            holding = asyncio.run_coroutine_threadsafe(occupy(), loop)
            try:
                started = time.monotonic()
                refused = await http.get(USERS, headers=headers)
                waited = time.monotonic() - started
            finally:
                release.set()
            await asyncio.wrap_future(holding)
            assert refused.status_code == 503
            assert refused.json() == {"code": 503, "message": "Server busy."}
            assert int(refused.headers["retry-after"]) > 0
            assert waited < 5
            assert (await http.get(USERS, headers=headers)).status_code == 200


# --- 2. bodies are refused while they arrive ---------------------------------------------------


def send_until_answered(connection: socket.socket, chunked: bool, total: int) -> int:
    """Streams ``total`` bytes of body (or until the server answers); the status it answered."""
    data = b"x" * 65536
    return feed_until_answered(
        connection, b"%x\r\n%s\r\n" % (len(data), data) if chunked else data, total
    )


def feed_until_answered(connection: socket.socket, piece: bytes, total: int) -> int:
    """Sends ``piece`` again and again, ``total`` bytes (or until the server answers); the status
    it answered."""
    sent = 0
    connection.settimeout(5)
    while sent < total:
        readable, _, _ = select.select([connection], [], [], 0)
        if readable:
            break
        try:
            connection.sendall(piece)
        except (TimeoutError, BrokenPipeError, ConnectionResetError):
            break
        sent += len(piece)
    return status_of(connection)


def test_large_bodies_are_413_while_they_arrive_and_cost_no_memory(served: ServerProcess) -> None:
    token = served.token()
    size = 50_000_000
    before = served.rss_kib()
    declared = (
        f"POST {VARIANTS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
        f"Content-Length: {size}\r\n\r\n"
    )
    chunked = "POST /api/oauth/v2/token HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
    connections = [(raw_request(served.url, declared), False) for _ in range(4)]
    connections += [(raw_request(served.url, chunked), True) for _ in range(4)]
    try:
        statuses = [send_until_answered(*connection, size) for connection in connections]
    finally:
        for connection, _chunked in connections:
            connection.close()
    assert statuses == [413] * 8
    grown_mib = (served.rss_kib() - before) / 1024
    assert grown_mib < 40, f"memory grew by {grown_mib:.0f} MiB"  # 370-540 MiB before


# --- 3. bad input is a 400 on its field, never a 500 -------------------------------------------

SURROGATE = "\ud800"
ARABIC_TEN = "١٠"
NOT_INTEGERS = [5.0, 4.9999999999999999999, 5e0, ARABIC_TEN, SURROGATE]


def raw_json(body: dict[str, Any]) -> bytes:
    """JSON with non-ASCII escaped: a lone surrogate travels as the six characters ``\\ud800``."""
    return json.dumps(body, ensure_ascii=True).encode("ascii")


def with_value(body: dict[str, Any], path: tuple[str, ...], value: Any) -> dict[str, Any]:
    copy: dict[str, Any] = json.loads(json.dumps(body))
    target = copy
    for key in path[:-1]:
        target = target[key]
    last = path[-1]
    target[int(last) if isinstance(target, list) else last] = value
    return copy


def names_field(answer: httpx.Response, path: tuple[str, ...]) -> bool:
    """Whether the validation answer reports an error on the field at ``path``."""
    node = answer.json()["errors"]
    for key in path:
        if key == "0":  # an item of a list field: reported on the list
            break
        node = node["children"][key]
    return bool(node.get("errors"))


def string_fields(cart: int, order: int) -> list[tuple[str, str, dict[str, Any], tuple[str, ...]]]:
    """``(method, path, valid body, field)`` for every string field of every form."""
    variant = {
        "code": "HOSTILE_1",
        "translations": {"en_US": {"name": "Tee"}},
        "optionValues": {"tshirt_size": "tshirt_size_s"},
        "channelPricings": {"WEB": {"price": "12.50"}},
        "taxCategory": "clothing",
        "shippingCategory": "standard",
    }
    user = {"first_name": "A", "last_name": "B", "email": "a@example.com", "plainPassword": "pass"}
    return [
        ("POST", VARIANTS, variant, ("code",)),
        ("POST", VARIANTS, variant, ("translations", "en_US", "name")),
        ("POST", VARIANTS, variant, ("optionValues", "tshirt_size")),
        ("POST", VARIANTS, variant, ("channelPricings", "WEB", "price")),
        ("POST", VARIANTS, variant, ("taxCategory",)),
        ("POST", VARIANTS, variant, ("shippingCategory",)),
        ("PATCH", TRACKED, {"width": "1.5"}, ("width",)),
        *(("POST", USERS, user, (name,)) for name in user),
        ("POST", USERS, {**user, "roles": ["ROLE_API_ACCESS"]}, ("roles", "0")),
        *(
            ("POST", "/api/v1/carts/", body, (name,))
            for body in [{"customer": "x@example.com", "channel": "WEB", "localeCode": "en_US"}]
            for name in body
        ),
        ("POST", f"/api/v1/carts/{cart}/items/", {"variant": "X", "quantity": 1}, ("variant",)),
        *(
            ("POST", "/api/v1/orders/", {"channel": "WEB", "localeCode": "en_US"}, (name,))
            for name in ("channel", "localeCode")
        ),
    ]


def integer_fields(cart: int, order: int) -> list[tuple[str, str, dict[str, Any], tuple[str, ...]]]:
    """``(method, path, valid body, field)`` for every integer field of every form."""
    return [
        ("POST", VARIANTS, {"code": "HOSTILE_2", "position": 1}, ("position",)),
        ("POST", VARIANTS, {"code": "HOSTILE_2", "onHand": 1}, ("onHand",)),
        ("POST", f"/api/v1/carts/{cart}/items/", {"variant": "X", "quantity": 1}, ("quantity",)),
        *(
            ("POST", f"/api/v1/orders/{order}/items/", body, (name,))
            for body in [{"variant": 1, "unit_price": 100, "quantity": 1}]
            for name in body
        ),
        (
            "POST",
            "/api/v1/orders/",
            {"channel": "WEB", "localeCode": "en_US", "customer": 1},
            ("customer",),
        ),
    ]


async def test_lone_surrogates_and_odd_numbers_are_400_on_their_field(
    embedded: EmbeddedServer,
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        token = (await http.post("/api/oauth/v2/token", data=TOKEN_FORM)).json()["access_token"]
        http.headers.update(bearer(token))
        cart = await new_cart(http)
        order = (
            await http.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        ).json()["id"]
        cases: list[tuple[str, str, dict[str, Any], tuple[str, ...], object]]
        cases = [(*case, SURROGATE) for case in string_fields(cart, order)]
        cases += [(*case, value) for case in integer_fields(cart, order) for value in NOT_INTEGERS]
        cases += [
            ("PATCH", TRACKED, {"width": 1}, ("width",), value) for value in (ARABIC_TEN, SURROGATE)
        ]
        for method, path, body, field, value in cases:
            answer = await http.request(
                method, path, content=raw_json(with_value(body, field, value))
            )
            assert answer.status_code == 400, (method, path, field, value, answer.text)
            assert names_field(answer, field), (method, path, field, value, answer.text)
        # The token endpoint: a field that is not text counts as absent.
        for name in TOKEN_FORM:
            answer = await http.post(
                "/api/oauth/v2/token", content=raw_json({**TOKEN_FORM, name: SURROGATE})
            )
            assert answer.status_code == 400, (name, answer.text)
            assert answer.headers["cache-control"] == "no-store"
        # Ids and page numbers in other scripts' digits name nothing.
        for path in ("/api/v1/users/١", "/api/v1/orders/٢", f"/api/v1/carts/{ARABIC_TEN}"):
            assert (await http.get(path)).status_code == 404, path
        paged = await http.get(USERS, params={"page": "٢"})
        assert paged.json() == {"code": 404, "message": "Page Not Found"}


# --- 4. 401 first -------------------------------------------------------------------------------


async def test_without_a_valid_token_every_request_gets_the_same_401(
    embedded: EmbeddedServer,
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url) as http:
        for headers in ({}, bearer("not-a-token")):
            answers = [
                await http.patch(f"{USERS}2", content=b'{"enabled": fals', headers=headers),
                await http.patch(f"{USERS}2", json={"enabled": True}, headers=headers),
                await http.patch(f"{USERS}999999", json={"enabled": True}, headers=headers),
                await http.get(f"{USERS}abc", headers=headers),
                await http.get("/api/v1/products/NOPE/variants/NOPE", headers=headers),
            ]
            assert {answer.status_code for answer in answers} == {401}
            assert len({answer.text for answer in answers}) == 1


# --- 5. sessions end ----------------------------------------------------------------------------


async def sign_in(http: httpx.AsyncClient, username: str, password: str) -> dict[str, Any]:
    answer = await http.post(
        "/api/oauth/v2/token", data={**TOKEN_FORM, "username": username, "password": password}
    )
    assert answer.status_code == 200, answer.text
    tokens: dict[str, Any] = answer.json()
    return tokens


async def refresh(http: httpx.AsyncClient, refresh_token: str) -> httpx.Response:
    return await http.post(
        "/api/oauth/v2/token",
        data={
            "client_id": TOKEN_FORM["client_id"],
            "client_secret": TOKEN_FORM["client_secret"],
            "grant_type": "refresh_token",
            "refresh_token": refresh_token,
        },
    )


async def test_password_change_disabling_and_refresh_reuse_end_sessions(
    embedded: EmbeddedServer,
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url) as http:
        admin = bearer((await sign_in(http, "api@example.com", "sylius-api"))["access_token"])
        listed = (await http.get(USERS, headers=admin, params={"limit": 100})).text
        assert '"password"' not in listed and '"salt"' not in listed and "argon2" not in listed
        users = (await http.get(USERS, headers=admin, params={"criteria[query]": "sarah"})).json()
        sarah_id = users["_embedded"]["items"][0]["id"]

        # A password change by an admin: the old access token and refresh token stop at once.
        sarah = await sign_in(http, "sarah.kim@example.com", "store-admin")
        changed = await http.patch(
            f"{USERS}{sarah_id}", json={"plainPassword": "new-secret"}, headers=admin
        )
        assert changed.status_code == 204
        assert (await http.get(USERS, headers=bearer(sarah["access_token"]))).status_code == 401
        assert (await refresh(http, sarah["refresh_token"])).json()["error"] == "invalid_grant"

        # Reuse of a rotated refresh token ends the whole family, the new pair included.
        first = await sign_in(http, "sarah.kim@example.com", "new-secret")
        other = await sign_in(http, "sarah.kim@example.com", "new-secret")  # another device
        second = (await refresh(http, first["refresh_token"])).json()
        assert (await http.get(USERS, headers=bearer(second["access_token"]))).status_code == 200
        replayed = await refresh(http, first["refresh_token"])
        assert replayed.status_code == 400 and replayed.json()["error"] == "invalid_grant"
        assert (await http.get(USERS, headers=bearer(second["access_token"]))).status_code == 401
        assert (await refresh(http, second["refresh_token"])).status_code == 400
        assert (await http.get(USERS, headers=bearer(other["access_token"]))).status_code == 200

        # Disabling ends the other sessions too; an admin cannot disable itself.
        disabled = await http.patch(f"{USERS}{sarah_id}", json={"enabled": False}, headers=admin)
        assert disabled.status_code == 204
        refused = await http.get(USERS, headers=bearer(other["access_token"]))
        assert refused.json()["error_description"] == "User account is disabled."
        assert (await refresh(http, other["refresh_token"])).status_code == 400
        await http.patch(f"{USERS}{sarah_id}", json={"enabled": True}, headers=admin)
        assert (await http.get(USERS, headers=bearer(other["access_token"]))).status_code == 401
        admin_id = await http.get(USERS, headers=admin, params={"criteria[query]": "api@"})
        own = admin_id.json()["_embedded"]["items"][0]["id"]
        itself = await http.patch(f"{USERS}{own}", json={"enabled": False}, headers=admin)
        assert itself.status_code == 422
        assert itself.json() == {"code": 422, "message": "Cannot disable currently logged in user."}


# --- 6. guessing is capped; 9. credentials stay out of URLs and caches -------------------------


async def test_guessing_passwords_is_429_with_retry_after(embedded: EmbeddedServer) -> None:
    async with httpx.AsyncClient(base_url=embedded.url) as http:
        wrong = {**TOKEN_FORM, "username": "tom.berger@example.com", "password": "guess"}
        statuses = [
            (await http.post("/api/oauth/v2/token", data=wrong)).status_code for _ in range(10)
        ]
        assert statuses == [400] * 10
        for password in ("guess", "store-admin"):  # the right one is refused the same way
            refused = await http.post("/api/oauth/v2/token", data={**wrong, "password": password})
            assert refused.status_code == 429
            assert refused.json()["error"] == "too_many_attempts"
            assert 0 < int(refused.headers["retry-after"]) <= 60
            assert refused.headers["cache-control"] == "no-store"
        # Another username from the same address is not affected.
        assert (await http.post("/api/oauth/v2/token", data=TOKEN_FORM)).status_code == 200


async def test_credentials_in_the_query_string_are_refused(embedded: EmbeddedServer) -> None:
    async with httpx.AsyncClient(base_url=embedded.url) as http:
        token = (await sign_in(http, "api@example.com", "sylius-api"))["access_token"]
        in_query = await http.post("/api/oauth/v2/token", params=TOKEN_FORM)
        assert in_query.status_code == 400 and in_query.json()["error"] == "invalid_request"
        bearer_in_query = await http.get(
            USERS, params={"access_token": token}, headers=bearer(token)
        )
        assert bearer_in_query.status_code == 400


# --- 7. stock races between two server processes -----------------------------------------------


async def test_two_processes_on_one_file_never_oversell(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    url = f"sqlite:///{store_templates.copy_to(tmp_path / 'shared.db')}"
    with running_server(url) as one, running_server(url) as two:
        race = await stock_race(one, two)
    assert race.stale_no_op == 409  # a stale version that changes nothing
    assert race.statuses == [201] + [400] * 7
    assert race.lines == [("EVERYDAY_TSHIRT_M_WHITE", 6)]


# --- 8. a large order ----------------------------------------------------------------------------


async def test_a_large_order_stalls_nobody_and_lists_stay_small(served: ServerProcess) -> None:
    """While 9,999 units are written, other requests are not held up behind the write: each
    waits at most 100 ms longer than the same requests take on their own, measured just before
    in the same run, or, on a machine so busy that the write's own computing slows its
    neighbours more, at most a quarter of the write's time (a request stalled behind the write
    would wait about all of it)."""
    token = served.token()
    async with httpx.AsyncClient(base_url=served.url, headers=bearer(token), timeout=60) as http:
        order = (
            await http.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        ).json()["id"]

        async def timed_read() -> float:
            started = time.monotonic()
            assert (await http.get(USERS)).status_code == 200
            return time.monotonic() - started

        alone = [await timed_read() for _ in range(20)]
        waits: list[float] = []
        done = asyncio.Event()

        async def other_requests() -> None:
            while not done.is_set():
                waits.append(await timed_read())

        async def large_item() -> int:
            """The write, its answer's status only: reading its 5 MB here would hold up this
            client's own loop, and with it the reads it times, for reasons not the server's."""
            try:
                async with http.stream(
                    "POST",
                    f"/api/v1/orders/{order}/items/",
                    json={"variant": 1, "unit_price": 1999, "quantity": 9999},
                ) as answer:
                    return answer.status_code
            finally:
                done.set()

        reader = asyncio.create_task(other_requests())
        started = time.monotonic()
        created = await large_item()
        written = time.monotonic() - started
        await reader
        assert created == 201
        assert len(waits) >= 3, waits
        assert max(waits) < max(max(alone) + 0.1, written / 4), (waits, alone, written)
        page = await http.get("/api/v1/orders/", params={"limit": 10})
        assert page.status_code == 200
        assert len(page.content) < 200_000
        single = (await http.get(f"/api/v1/orders/{order}")).json()
        assert len(single["items"][0]["inventory_units"]) == 9999


# --- 9. exposure ---------------------------------------------------------------------------------


def test_tls_owner_only_files_and_no_demo_on_the_network(tmp_path: Path) -> None:
    authority, certfile, keyfile = make_certificates(tmp_path)
    database = tmp_path / "tls.db"
    extra = ("--certfile", str(certfile), "--keyfile", str(keyfile))
    with running_server(f"sqlite:///{database}", *extra) as server:
        assert server.url.startswith("https://127.0.0.1:")
        trusted = ssl.create_default_context(cafile=str(authority))
        token = server.token(verify=trusted)
        with httpx.Client(base_url=server.url, verify=trusted) as http:
            assert http.get(USERS, headers=bearer(token)).status_code == 200
        plain = server.url.replace("https://", "http://")
        with pytest.raises(httpx.TransportError), httpx.Client(base_url=plain) as http:
            http.get(USERS)
        for path in (database, Path(f"{database}-wal")):
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    refused = subprocess.run(
        [*server_command(f"sqlite:///{tmp_path / 'open.db'}"), "--host", "0.0.0.0"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert refused.returncode == 2
    assert "--demo" in refused.stderr and "loopback" in refused.stderr
    assert not (tmp_path / "open.db").exists()


# --- 10. request heads, silent and idle connections, the open-file limit ------------------------


def answer_of(connection: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """The status, headers and body of the next answer on ``connection``."""
    connection.settimeout(60)
    received = b""
    while b"\r\n\r\n" not in received:
        piece = connection.recv(65536)
        assert piece, f"closed without an answer: {received!r}"
        received += piece
    head, _, body = received.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (h.partition(":") for h in lines)}
    while len(body) < int(headers.get("content-length", "0")):
        piece = connection.recv(1 << 20)
        assert piece, "closed in the middle of the answer"
        body += piece
    return int(status_line.split()[1]), headers, body


def closed_by_server(connection: socket.socket) -> bool:
    connection.settimeout(30)
    try:
        return connection.recv(1) == b""
    except ConnectionResetError:
        return True


def test_heads_over_64_kib_are_431_while_they_arrive_and_cost_no_memory(
    served: ServerProcess,
) -> None:
    before = served.rss_kib()
    header_line = b"X-Filler: " + b"a" * 8000 + b"\r\n"
    unfinished = [
        raw_request(served.url, f"GET {USERS} HTTP/1.1\r\nHost: x\r\n") for _ in range(10)
    ]
    try:
        statuses = [
            feed_until_answered(connection, header_line, 50_000_000) for connection in unfinished
        ]
    finally:
        for connection in unfinished:
            connection.close()
    assert statuses == [431] * 10
    grown_mib = (served.rss_kib() - before) / 1024
    assert grown_mib < 20, f"memory grew by {grown_mib:.0f} MiB"  # 560 MiB before
    # A whole head over the limit, sent at once, is refused the same way, in the contract's shape.
    whole = f"GET {USERS} HTTP/1.1\r\nHost: x\r\nX-Big: {'b' * 70_000}\r\n\r\n"
    with raw_request(served.url, whole) as connection:
        status, _headers, body = answer_of(connection)
    assert status == 431
    assert json.loads(body) == {"code": 431, "message": "Request header fields too large."}


def test_silent_and_idle_connections_are_closed_and_others_are_served(
    served: ServerProcess,
) -> None:
    token = served.token()
    started = time.monotonic()
    silent = [socket.create_connection(host_and_port(served.url)) for _ in range(300)]
    try:
        with httpx.Client(base_url=served.url, headers=bearer(token), timeout=10) as http:
            assert http.get(USERS).status_code == 200  # served while they stay silent
        idle = raw_request(
            served.url, f"GET {USERS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n"
        )
        with idle:
            assert answer_of(idle)[0] == 200
            answered = time.monotonic()
            assert closed_by_server(idle)  # an idle keep-alive connection: closed after 5 s
            idle_seconds = time.monotonic() - answered
        answers = [answer_of(connection) for connection in silent]
        assert all(closed_by_server(connection) for connection in silent)
        waited = time.monotonic() - started
    finally:
        for connection in silent:
            connection.close()
    assert {status for status, _headers, _body in answers} == {408}
    assert json.loads(answers[0][2]) == {
        "code": 408,
        "message": "Request head not received in time.",
    }
    assert 4.5 <= idle_seconds < 10, idle_seconds
    assert 9.5 <= waited < 25, waited  # no head within 10 s: answered and closed (never before)


def answered_within(connections: list[socket.socket], seconds: float) -> list[socket.socket]:
    """The connections the server has written to (or closed) within ``seconds``."""
    ready: set[Any] = set()
    with selectors.DefaultSelector() as selector:
        for connection in connections:
            selector.register(connection, selectors.EVENT_READ)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for key, _events in selector.select(timeout=0.1):
                ready.add(key.fileobj)
                selector.unregister(key.fileobj)
    return [connection for connection in connections if connection in ready]


def test_near_the_open_file_limit_new_connections_are_refused_not_those_served(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """1,024 open files at most, 1,100 connections: those past the server's limit are answered
    503 and closed at once; the connections already served and their writes go on."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 1500:  # this test's own end of 1,100 connections
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    database = store_templates.copy_to(tmp_path / "store.db")
    with running_server(f"sqlite:///{database}", open_files=1024) as server:
        token = server.token()
        with httpx.Client(base_url=server.url, headers=bearer(token), timeout=30) as http:
            assert http.get(USERS).status_code == 200
            crowd: list[socket.socket] = []
            try:
                for _ in range(1100):
                    crowd.append(socket.create_connection(host_and_port(server.url), timeout=10))
                refused = [answer_of(c) for c in answered_within(crowd, 3.0)]
                # The connection being served, and a write on it, go on.
                assert http.get(USERS).status_code == 200
                created = http.post(
                    "/api/v1/products/SOY_CANDLE/variants/", json={"code": "CROWDED_1"}
                )
                assert created.status_code == 201
                with httpx.Client(base_url=server.url, headers=bearer(token)) as newcomer:
                    turned_away = newcomer.get(USERS)
            finally:
                for connection in crowd:
                    connection.close()
            assert len(refused) >= 1100 - 1024
            assert {status for status, _headers, _body in refused} == {503}
            assert json.loads(refused[0][2]) == {"code": 503, "message": "Server busy."}
            assert int(refused[0][1]["retry-after"]) > 0
            assert turned_away.status_code == 503
            # Once the crowd has gone, new connections are served again.
            with httpx.Client(base_url=server.url, headers=bearer(token)) as newcomer:
                assert newcomer.get(USERS).status_code == 200


# --- 11. slow readers ----------------------------------------------------------------------------


def stalled_reader(url: str, path: str, token: str) -> socket.socket:
    """A connection that asks for ``path`` and then reads (almost) nothing: a tiny window."""
    connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    connection.settimeout(60)
    connection.connect(host_and_port(url))
    connection.sendall(
        f"GET {path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n".encode()
    )
    return connection


async def test_slow_readers_of_a_large_answer_hold_no_copy_of_it(served: ServerProcess) -> None:
    token = served.token()
    async with httpx.AsyncClient(base_url=served.url, headers=bearer(token), timeout=120) as http:
        order = (
            await http.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        ).json()["id"]
        for variant in (1, 2):
            line = {"variant": variant, "unit_price": 1999, "quantity": 9999}
            answer = await http.post(f"/api/v1/orders/{order}/items/", json=line)
            assert answer.status_code == 201
        size = len((await http.get(f"/api/v1/orders/{order}")).content)  # read once, in full
    assert size > 10_000_000
    before = served.rss_kib()
    readers = [stalled_reader(served.url, f"/api/v1/orders/{order}", token) for _ in range(30)]
    try:
        for connection in readers:
            assert connection.recv(12) == b"HTTP/1.1 200"  # every answer has started
        grown_mib = (served.rss_kib() - before) / 1024
        with httpx.Client(base_url=served.url, headers=bearer(token), timeout=10) as http:
            assert http.get(USERS).status_code == 200  # others are served meanwhile
        # A stalled reader that reads at last gets the whole answer.
        rest = readers[0].recv(65536)
        while b"\r\n\r\n" not in rest:
            rest += readers[0].recv(65536)
        _head, _, body = rest.partition(b"\r\n\r\n")
        while len(body) < size:
            piece = readers[0].recv(1 << 20)
            assert piece
            body += piece
    finally:
        for connection in readers:
            connection.close()
    assert len(json.loads(body)["items"]) == 2
    assert grown_mib < 100, f"memory grew by {grown_mib:.0f} MiB"  # 30 copies: 320 MiB


# --- 12. a full disk -----------------------------------------------------------------------------


@contextlib.contextmanager
def small_disk(folder: Path, size_kib: int) -> Iterator[Path | None]:
    """A tmpfs of ``size_kib`` at ``folder``; None where this process may not mount one."""
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kib}k,mode=700", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        yield None
        return
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(path: Path) -> None:
    """Writes ``path`` until its file system has no room left."""
    with path.open("wb", buffering=0) as filler:
        for size in (1 << 16, 4096, 512):
            try:
                while True:
                    filler.write(b"\0" * size)
            except OSError as error:
                assert error.errno == errno.ENOSPC


@dataclasses.dataclass
class PageLimit:
    """SQLite's own cap on a database's pages (``PRAGMA max_page_count``), set on every
    connection as it is checked out: at the store's size, a write that needs a page more fails
    with ``SQLITE_FULL`` exactly as on a full disk."""

    pages: int = 1 << 30

    def apply(self, connection: Any, _record: Any, _proxy: Any) -> None:
        cursor = connection.cursor()
        cursor.execute(f"PRAGMA max_page_count = {self.pages}")
        cursor.close()


async def refused_for_lack_of_room(url: str, token: str, make_room: Callable[[], None]) -> None:
    """Writes until one is 507; reads go on; once there is room, saving works again."""
    variants = "/api/v1/products/SOY_CANDLE/variants/"
    async with httpx.AsyncClient(base_url=url, headers=bearer(token), timeout=30) as http:
        statuses = []
        for number in range(400):
            answer = await http.post(variants, json={"code": f"ROOM_{number}", "onHand": 1})
            statuses.append(answer.status_code)
            if answer.status_code != 201:
                break
        assert statuses[-1] == 507, statuses
        assert answer.json() == {"code": 507, "message": "The store has no room to save this."}
        assert (await http.get(USERS)).status_code == 200
        assert (await http.get(f"{variants}SOY_CANDLE_S")).status_code in (200, 404)
        again = await http.post(variants, json={"code": "ROOM_AGAIN", "onHand": 1})
        assert again.status_code == 507
        make_room()
        saved = await http.post(variants, json={"code": "ROOM_AFTER", "onHand": 1})
        assert saved.status_code == 201, saved.text
        assert (await http.get(f"{variants}ROOM_AFTER")).status_code == 200
        assert (await http.get(f"{variants}ROOM_AGAIN")).status_code == 404


async def test_a_full_disk_is_507_reads_go_on_and_saves_resume(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    with small_disk(tmp_path / "disk", 4096) as disk:
        if disk is not None:  # a real full disk, under a real server process
            database = store_templates.copy_to(disk / "store.db")
            with running_server(f"sqlite:///{database}") as server:
                token = server.token()  # signing in writes too
                filler = disk / "filler"
                fill(filler)
                await refused_for_lack_of_room(server.url, token, filler.unlink)
                assert server.process.poll() is None
            return
    # Not allowed to mount a file system here: SQLite's page cap gives the same SQLITE_FULL.
    settings = store_templates.fresh_settings(tmp_path / "store.db")
    limit = PageLimit()
    embedded = EmbeddedServer(settings)
    sqlalchemy.event.listen(embedded.app.state.engine, "checkout", limit.apply)
    with embedded:
        with sqlite3.connect(tmp_path / "store.db") as probe:
            (limit.pages,) = probe.execute("PRAGMA page_count").fetchone()
        async with httpx.AsyncClient(base_url=embedded.url) as http:
            token = (await http.post("/api/oauth/v2/token", data=TOKEN_FORM)).json()
        limit.pages += 2

        def make_room() -> None:
            limit.pages = 1 << 30

        await refused_for_lack_of_room(embedded.url, token["access_token"], make_room)


# --- 13. secrets in the output -------------------------------------------------------------------


def test_no_output_names_the_database_password(request: pytest.FixtureRequest) -> None:
    secret = "Pa55-w0rd-in-the-URL"
    unreachable = f"postgresql+psycopg://store:{secret}@127.0.0.1:1/store"
    refused = subprocess.run(
        server_command(unreachable), capture_output=True, text=True, timeout=60, check=False
    )
    assert refused.returncode == 1
    assert secret not in refused.stdout + refused.stderr
    assert "postgresql+psycopg://store:***@127.0.0.1:1/store" in refused.stderr
    # A real server on PostgreSQL: its banner, its hint and whatever it logs while serving.
    fresh_database: Callable[[], str] = request.getfixturevalue("fresh_database")
    url = sqlalchemy.make_url(fresh_database())
    password = url.password
    assert password
    command = [part for part in server_command(url.render_as_string(False)) if part != "--demo"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert process.stdout is not None
        banner = ""
        for line in process.stdout:
            banner += line
            if "Ctrl+C" in line:
                break
        served_at = banner.split("running at ", 1)[1].split("/api/v1/", 1)[0]
        with httpx.Client(base_url=served_at) as http:
            assert http.post("/api/oauth/v2/token", data=TOKEN_FORM).status_code == 400
    finally:
        process.terminate()
        rest, _ = process.communicate(timeout=30)
    output = banner + rest
    assert f":{password}@" not in output
    assert f"{url.username}:***@{url.host}" in output  # the banner and the hint's command
    assert "--create-admin" in output


# --- 14. guesses at once; sessions ended in another process ---------------------------------------


async def test_simultaneous_guesses_are_limited_like_sequential_ones(
    embedded: EmbeddedServer,
) -> None:
    """Each attempt counts before its password is checked: of 60 wrong passwords sent at once
    for one account, 10 are checked (400) and the others refused (429), the right one too."""
    async with httpx.AsyncClient(base_url=embedded.url, timeout=60) as http:
        wrong = {**TOKEN_FORM, "username": "tom.berger@example.com", "password": "guess"}
        answers = await asyncio.gather(
            *(http.post("/api/oauth/v2/token", data=wrong) for _ in range(60))
        )
        checked = [answer for answer in answers if answer.status_code == 400]
        refused = [answer for answer in answers if answer.status_code == 429]
        assert (len(checked), len(refused)) == (10, 50)
        assert {answer.json()["error"] for answer in checked} == {"invalid_grant"}
        assert {answer.json()["error"] for answer in refused} == {"too_many_attempts"}
        right = await http.post("/api/oauth/v2/token", data={**wrong, "password": "store-admin"})
        assert right.status_code == 429


@pytest.mark.parametrize("storage", ["sqlite", "postgresql"])
async def test_a_token_ended_by_one_server_is_refused_by_another_within_a_second(
    storage: str,
    store_templates: StoreTemplates,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    if storage == "sqlite":
        url = f"sqlite:///{store_templates.copy_to(tmp_path / 'shared.db')}"
    else:
        url = request.getfixturevalue("fresh_database")()
    with running_server(url) as one, running_server(url) as two:  # one seeds, then two starts
        async with (
            httpx.AsyncClient(base_url=one.url, timeout=30) as first,
            httpx.AsyncClient(base_url=two.url, timeout=30) as second,
        ):
            admin = bearer(one.token())
            signed_in = await sign_in(first, "sarah.kim@example.com", "store-admin")
            sarah = bearer(signed_in["access_token"])
            found = await first.get(USERS, headers=admin, params={"criteria[query]": "sarah"})
            sarah_id = found.json()["_embedded"]["items"][0]["id"]
            for _ in range(3):  # known to the other process, and kept in its token cache
                assert (await second.get(f"{USERS}{sarah_id}", headers=sarah)).status_code == 200
            changed = await first.patch(
                f"{USERS}{sarah_id}", json={"plainPassword": "a-new-secret"}, headers=admin
            )
            assert changed.status_code == 204
            ended = time.monotonic()
            while (await second.get(f"{USERS}{sarah_id}", headers=sarah)).status_code == 200:
                assert time.monotonic() - ended < 5
                await asyncio.sleep(0.02)
            lag = time.monotonic() - ended
    assert lag < 1.0, f"refused after {lag:.2f} s"  # 5.1 s before


# --- 15. long writes against small ones (SQLite) ------------------------------------------------


async def small_write(http: httpx.AsyncClient, body: dict[str, str]) -> tuple[int, float, str]:
    """A new cart: (status, seconds, answer)."""
    started = time.monotonic()
    answer = await http.post("/api/v1/carts/", json=body)
    return answer.status_code, time.monotonic() - started, answer.text


async def test_long_writes_hold_the_lock_briefly_and_small_writes_never_fail(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """Lines of 9,999 units added one after another to one order (each recalculating all the
    order's lines) while new carts are made: every cart is made, and none waits much longer than
    carts made alone (before: the lock was held longer with each line, up to 10 s, and carts got
    a plain-text 500 after 5 s)."""
    database = store_templates.copy_to(tmp_path / "store.db")
    with running_server(f"sqlite:///{database}") as server:
        token = server.token()
        async with httpx.AsyncClient(
            base_url=server.url, headers=bearer(token), timeout=60
        ) as http:
            customers = (await http.get("/api/v1/customers/", params={"limit": 1})).json()
            email = customers["_embedded"]["items"][0]["email"]
            cart = {"customer": email, "channel": "WEB", "localeCode": "en_US"}
            alone = [await small_write(http, cart) for _ in range(10)]
            order = (
                await http.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
            ).json()["id"]
            done = asyncio.Event()
            during: list[tuple[int, float, str]] = []

            async def small_writes() -> None:
                while not done.is_set():
                    during.append(await small_write(http, cart))

            async def long_writes() -> list[int]:
                statuses = []
                try:
                    for variant in (1, 2, 3, 4):
                        line = {"variant": variant, "unit_price": 1999, "quantity": 9999}
                        async with http.stream(
                            "POST", f"/api/v1/orders/{order}/items/", json=line
                        ) as answer:
                            statuses.append(answer.status_code)
                finally:
                    done.set()
                return statuses

            writer = asyncio.create_task(small_writes())
            assert await long_writes() == [201] * 4
            await writer
            total = (await http.get(f"/api/v1/orders/{order}")).json()["items_total"]
    assert {status for status, _seconds, _text in alone + during} == {201}, during
    assert len(during) >= 8
    slowest_alone = max(seconds for _status, seconds, _text in alone)
    slowest = max(seconds for _status, seconds, _text in during)
    # A cart waits at most about one long write's hold of the lock (under 1 s on an idle
    # machine). On a machine whose cores are shared with other work that hold stretches with
    # the load (seen at 2.5-2.7 s at a load of 14 on 2 cores), as every wait here does; before
    # the change, the lock was held for the whole recalculation (up to 10 s) and carts got 500s.
    allowed = 1.5 * stretch()
    assert slowest < slowest_alone + allowed, (slowest, slowest_alone, allowed)
    assert total > 0


async def test_a_write_that_cannot_get_the_lock_is_503_and_reads_go_on(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """Another program holds the SQLite file's write lock for longer than the server waits (5 s):
    the write is answered 503 in the contract's shape with Retry-After, reads are served
    meanwhile, and once the lock is free the same write succeeds."""
    database = store_templates.copy_to(tmp_path / "store.db")
    with running_server(f"sqlite:///{database}") as server:
        token = server.token()
        holder = sqlite3.connect(database, isolation_level=None, timeout=30)
        try:
            async with httpx.AsyncClient(
                base_url=server.url, headers=bearer(token), timeout=60
            ) as http:
                holder.execute("BEGIN IMMEDIATE")  # the write lock, until ROLLBACK
                started = time.monotonic()
                refused, read = await asyncio.gather(
                    http.post("/api/v1/products/SOY_CANDLE/variants/", json={"code": "LOCKED_OUT"}),
                    http.get(USERS),
                )
                waited = time.monotonic() - started
                holder.execute("ROLLBACK")
                saved = await http.post(
                    "/api/v1/products/SOY_CANDLE/variants/", json={"code": "LOCKED_OUT"}
                )
        finally:
            holder.close()
    assert refused.status_code == 503, refused.text
    assert refused.json() == {"code": 503, "message": "Server busy."}
    assert int(refused.headers["retry-after"]) > 0
    assert 4.5 <= waited < 15, waited
    assert read.status_code == 200
    assert saved.status_code == 201


# --- 16. staff roles ---------------------------------------------------------------------------

FORBIDDEN = {"code": 403, "message": "Your account may not do this."}
# Each demo staff account and what its role lets it do (docs/api.md section 12): (area, action).
AREAS = ("variants", "lookups", "orders", "carts", "users", "statistics", "customers")
STAFF: dict[str, tuple[str, str, set[tuple[str, str]]]] = {
    "administrator": (
        "api@example.com",
        "sylius-api",
        {(area, action) for area in AREAS for action in ("read", "write")},
    ),
    "catalog manager": (
        "maya.lopez@example.com",
        "store-admin",
        {
            ("variants", "read"),
            ("variants", "write"),
            ("lookups", "read"),
            ("orders", "read"),
            ("customers", "read"),
        },
    ),
    "fulfilment": (
        "jon.fisher@example.com",
        "store-admin",
        {
            ("orders", "read"),
            ("orders", "write"),
            ("carts", "read"),
            ("carts", "write"),
            ("variants", "read"),
            ("customers", "read"),
            ("customers", "write"),
        },
    ),
    "read only": ("rita.vogel@example.com", "store-admin", {(area, "read") for area in AREAS}),
    "own record only": ("sam.ito@example.com", "store-admin", set()),
}
VARIANT = f"{VARIANTS}NO_SUCH_VARIANT"
# (method, path, body, area, action): requests that change nothing whoever may send them (a
# record that does not exist, a form left blank); "account" rows are everyone's.
ENDPOINTS: list[tuple[str, str, Any, str, str]] = [
    ("GET", VARIANTS, None, "variants", "read"),
    ("GET", TRACKED, None, "variants", "read"),
    ("POST", VARIANTS, {}, "variants", "write"),
    ("PUT", VARIANT, {}, "variants", "write"),
    ("PATCH", VARIANT, {}, "variants", "write"),
    ("DELETE", VARIANT, None, "variants", "write"),
    ("GET", "/api/v1/product-variants/", None, "variants", "read"),
    ("GET", f"{TRACKED}/history", None, "variants", "read"),
    ("GET", "/api/v1/channels/", None, "lookups", "read"),
    ("GET", "/api/v1/channels/WEB", None, "lookups", "read"),
    ("GET", "/api/v1/locales/", None, "lookups", "read"),
    ("GET", "/api/v1/tax-categories/", None, "lookups", "read"),
    ("GET", "/api/v1/tax-categories/clothing", None, "lookups", "read"),
    ("GET", "/api/v1/shipping-categories/", None, "lookups", "read"),
    ("GET", "/api/v1/shipping-categories/standard", None, "lookups", "read"),
    ("GET", "/api/v1/products/", None, "lookups", "read"),
    ("GET", "/api/v1/products/EVERYDAY_TSHIRT", None, "lookups", "read"),
    ("GET", "/api/v1/customers/", None, "customers", "read"),
    ("GET", "/api/v1/customers/1", None, "customers", "read"),
    ("GET", "/api/v1/customers/1/profile", None, "customers", "read"),
    ("GET", "/api/v1/customers/1/orders/", None, "customers", "read"),
    ("GET", "/api/v1/customers/1/notes/", None, "customers", "read"),
    ("POST", "/api/v1/customers/1/notes/", {}, "customers", "write"),
    ("DELETE", "/api/v1/customers/1/notes/0", None, "customers", "write"),
    ("GET", "/api/v1/orders/", None, "orders", "read"),
    ("GET", "/api/v1/orders/0", None, "orders", "read"),
    ("POST", "/api/v1/orders/", {}, "orders", "write"),
    ("DELETE", "/api/v1/orders/0", None, "orders", "write"),
    ("POST", "/api/v1/orders/0/items/", {}, "orders", "write"),
    ("DELETE", "/api/v1/orders/0/items/0", None, "orders", "write"),
    ("PUT", "/api/v1/orders/0/cancel", None, "orders", "write"),
    ("PUT", "/api/v1/orders/0/shipments/0/ship", None, "orders", "write"),
    ("PUT", "/api/v1/orders/0/payments/0/complete", None, "orders", "write"),
    ("GET", "/api/v1/orders/0/history", None, "orders", "read"),
    ("GET", "/api/v1/orders/0/notes/", None, "orders", "read"),
    ("POST", "/api/v1/orders/0/notes/", {}, "orders", "write"),
    ("DELETE", "/api/v1/orders/0/notes/0", None, "orders", "write"),
    ("GET", "/api/v1/carts/", None, "carts", "read"),
    ("GET", "/api/v1/carts/0", None, "carts", "read"),
    ("POST", "/api/v1/carts/", {}, "carts", "write"),
    ("DELETE", "/api/v1/carts/0", None, "carts", "write"),
    ("POST", "/api/v1/carts/0/items/", {}, "carts", "write"),
    ("PUT", "/api/v1/carts/0/items/0", {}, "carts", "write"),
    ("PATCH", "/api/v1/carts/0/items/0", {}, "carts", "write"),
    ("DELETE", "/api/v1/carts/0/items/0", None, "carts", "write"),
    ("GET", USERS, None, "users", "read"),
    ("GET", f"{USERS}2", None, "users", "read"),
    ("POST", USERS, {}, "users", "write"),
    ("PUT", f"{USERS}999999", {}, "users", "write"),
    ("PATCH", f"{USERS}999999", {}, "users", "write"),
    ("DELETE", f"{USERS}999999", None, "users", "write"),
    (
        "POST",
        "/api/v1/password-resetting-requests/",
        {"username": "nobody@example.com"},
        "users",
        "write",
    ),
    ("GET", "/api/v1/statistics/", {"channel": "WEB"}, "statistics", "read"),
    ("GET", "/api/v1/me", None, "account", "read"),
    ("GET", f"{USERS}{{own}}", None, "account", "read"),
    ("PATCH", f"{USERS}{{own}}", {}, "account", "write"),
]


async def test_each_role_may_do_exactly_what_section_12_says(embedded: EmbeddedServer) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        misjudged = []
        for role, (username, password, allowed) in STAFF.items():
            headers = bearer((await sign_in(http, username, password))["access_token"])
            me = (await http.get("/api/v1/me", headers=headers)).json()
            assert me["username"] == username
            everyone = {("account", "read"), ("account", "write")}
            granted = {f"{area}.{action}" for area, action in allowed | everyone}
            assert set(me["permissions"]) == granted
            for method, path, body, area, action in ENDPOINTS:
                path = path.format(own=me["id"])
                if method == "GET":
                    answer = await http.get(path, params=body, headers=headers)
                else:
                    answer = await http.request(method, path, json=body, headers=headers)
                expected = area == "account" or (area, action) in allowed
                refused = answer.status_code == 403
                if refused == expected or (refused and answer.json() != FORBIDDEN):
                    misjudged.append((role, method, path, answer.status_code, answer.text[:80]))
                assert answer.status_code < 500, (role, method, path, answer.text)
    assert misjudged == []


async def test_staff_may_change_their_own_record_but_not_their_roles(
    embedded: EmbeddedServer,
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        admin = bearer((await sign_in(http, "api@example.com", "sylius-api"))["access_token"])
        signed_in = await sign_in(http, "maya.lopez@example.com", "store-admin")
        maya = bearer(signed_in["access_token"])
        own = (await http.get("/api/v1/me", headers=maya)).json()
        mine = f"{USERS}{own['id']}"
        renamed = await http.patch(mine, json={"first_name": "Maia"}, headers=maya)
        assert renamed.status_code == 204
        for change in (
            {"roles": ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"]},
            {"roles": ["ROLE_API_ACCESS"]},
            {"enabled": False},
        ):
            refused = await http.patch(mine, json=change, headers=maya)
            assert (refused.status_code, refused.json()) == (403, FORBIDDEN), change
        unchanged = {**change, "enabled": True, "roles": own["roles"]}
        assert (await http.patch(mine, json=unchanged, headers=maya)).status_code == 204
        # Another user's record, or its password, only an administrator touches.
        assert (await http.get(f"{USERS}2", headers=maya)).status_code == 403
        reset = "/api/v1/password-resetting-requests/"
        others = await http.post(reset, json={"username": "sarah.kim@example.com"}, headers=maya)
        assert others.status_code == 403
        itself = await http.post(reset, json={"username": "maya.lopez@example.com"}, headers=maya)
        assert itself.status_code == 200
        # The read cache answers nobody its role does not allow: read by the administrator
        # first, the record of user 2 is still refused to the catalog manager.
        assert (await http.get(f"{USERS}2", headers=admin)).status_code == 200
        assert (await http.get(f"{USERS}2", headers=maya)).status_code == 403
        # New roles take effect at once: made fulfilment, Maya may no longer edit variants.
        made = await http.patch(
            mine, json={"roles": ["ROLE_FULFILLMENT", "ROLE_API_ACCESS"]}, headers=admin
        )
        assert made.status_code == 204
        edit = await http.patch(TRACKED, json={"width": 3}, headers=maya)
        assert (edit.status_code, edit.json()) == (403, FORBIDDEN)
        assert (await http.get("/api/v1/carts/", headers=maya)).status_code == 200


# --- 17. Idempotency-Key --------------------------------------------------------------------------

CANDLES = "/api/v1/products/SOY_CANDLE/variants/"


def keyed(key: str, headers: dict[str, str]) -> dict[str, str]:
    return {**headers, "Idempotency-Key": key}


async def test_a_key_replays_its_first_answer_and_refuses_another_request(
    embedded: EmbeddedServer,
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        admin = bearer((await sign_in(http, "api@example.com", "sylius-api"))["access_token"])
        first = await http.post(CANDLES, json={"code": "KEYED_1"}, headers=keyed("k-1", admin))
        again = await http.post(CANDLES, json={"code": "KEYED_1"}, headers=keyed("k-1", admin))
        assert first.status_code == again.status_code == 201
        assert "idempotent-replayed" not in first.headers
        assert again.headers["idempotent-replayed"] == "true"
        assert again.content == first.content
        # Made once: a plain second create of that code is refused as a duplicate.
        duplicate = await http.post(CANDLES, json={"code": "KEYED_1"}, headers=admin)
        assert duplicate.status_code == 400
        # The same key with another body, or another path: 422, nothing done.
        for method, path, body in (
            ("POST", CANDLES, {"code": "KEYED_2"}),
            ("POST", "/api/v1/orders/", {"channel": "WEB", "localeCode": "en_US"}),
        ):
            other = await http.request(method, path, json=body, headers=keyed("k-1", admin))
            assert other.status_code == 422
            assert other.json() == {
                "code": 422,
                "message": "This Idempotency-Key was used for another request.",
            }
        assert (await http.get(f"{CANDLES}KEYED_2", headers=admin)).status_code == 404
        # Updates and deletes: applied once, their answer (a refusal too) given again.
        variant = (await http.get(f"{CANDLES}KEYED_1", headers=admin)).json()
        change = {"version": variant["version"], "position": 7}
        for _ in range(2):
            put = await http.put(f"{CANDLES}KEYED_1", json=change, headers=keyed("k-2", admin))
            assert put.status_code == 204
        after = (await http.get(f"{CANDLES}KEYED_1", headers=admin)).json()
        assert after["version"] == variant["version"] + 1
        for _ in range(2):
            deleted = await http.delete(f"{CANDLES}KEYED_1", headers=keyed("k-3", admin))
            assert deleted.status_code == 204  # not 404 the second time: the kept answer
        invalid = [
            await http.post(CANDLES, json={"code": ""}, headers=keyed("k-4", admin))
            for _ in range(2)
        ]
        assert [answer.status_code for answer in invalid] == [400, 400]
        assert invalid[1].headers["idempotent-replayed"] == "true"
        # Keys are per user: another user's "k-1" is a request of its own.
        sarah = bearer(
            (await sign_in(http, "sarah.kim@example.com", "store-admin"))["access_token"]
        )
        own = await http.post(CANDLES, json={"code": "KEYED_3"}, headers=keyed("k-1", sarah))
        assert own.status_code == 201 and "idempotent-replayed" not in own.headers
        # A key that is not 1-255 visible ASCII characters.
        for bad in ("", "x" * 256, "with space"):
            refused = await http.post(CANDLES, json={"code": "KEYED_4"}, headers=keyed(bad, admin))
            assert refused.status_code == 400, bad
        # Without a valid token the key changes nothing: 401 first.
        assert (await http.post(CANDLES, json={}, headers=keyed("k-5", {}))).status_code == 401


async def test_an_answer_kept_past_a_day_is_not_given_again(
    embedded: EmbeddedServer, settings: Settings
) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        admin = bearer((await sign_in(http, "api@example.com", "sylius-api"))["access_token"])
        body = {"channel": "WEB", "localeCode": "en_US"}
        first = await http.post("/api/v1/orders/", json=body, headers=keyed("k-day", admin))
        again = await http.post("/api/v1/orders/", json=body, headers=keyed("k-day", admin))
        assert first.status_code == again.status_code == 201
        assert again.json()["id"] == first.json()["id"]
        database = settings.database_url.removeprefix("sqlite:///")
        with contextlib.closing(sqlite3.connect(database)) as connection, connection:
            aged = connection.execute(
                "UPDATE idempotency_keys SET created_at = datetime(created_at, '-25 hours') "
                "WHERE key = 'k-day'"
            )
            assert aged.rowcount == 1
        later = await http.post("/api/v1/orders/", json=body, headers=keyed("k-day", admin))
        assert later.status_code == 201
        assert "idempotent-replayed" not in later.headers
        assert later.json()["id"] > first.json()["id"]  # carried out: a new order
        replayed = await http.post("/api/v1/orders/", json=body, headers=keyed("k-day", admin))
        assert replayed.headers["idempotent-replayed"] == "true"
        assert replayed.json()["id"] == later.json()["id"]


async def test_simultaneous_uses_of_one_key_are_carried_out_once(embedded: EmbeddedServer) -> None:
    async with httpx.AsyncClient(base_url=embedded.url, timeout=30) as http:
        admin = bearer((await sign_in(http, "api@example.com", "sylius-api"))["access_token"])
        body = {"channel": "WEB", "localeCode": "en_US"}
        answers = await asyncio.gather(
            *(
                http.post("/api/v1/orders/", json=body, headers=keyed("k-once", admin))
                for _ in range(8)
            )
        )
        carried_out = [
            answer
            for answer in answers
            if answer.status_code == 201 and "idempotent-replayed" not in answer.headers
        ]
        assert len(carried_out) == 1
        for answer in answers:
            if answer.status_code == 409:
                assert answer.json() == {
                    "code": 409,
                    "message": "A request with this Idempotency-Key is in progress.",
                }
            else:
                assert (
                    answer.status_code == 201 and answer.json()["id"] == carried_out[0].json()["id"]
                )
        orders = await http.get("/api/v1/orders/", params={"limit": 100}, headers=admin)
        made = [
            item
            for item in orders.json()["_embedded"]["items"]
            if item["id"] >= carried_out[0].json()["id"]
        ]
        assert len(made) == 1


@pytest.mark.parametrize("storage", ["sqlite", "postgresql"])
async def test_kept_answers_survive_a_restart_and_a_refusal_for_lack_of_a_lock_does_not(
    storage: str,
    store_templates: StoreTemplates,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    if storage == "sqlite":
        database = store_templates.copy_to(tmp_path / "store.db")
        url = f"sqlite:///{database}"
    else:
        url = request.getfixturevalue("fresh_database")()
    with running_server(url) as first_run:
        token = first_run.token()
        async with httpx.AsyncClient(base_url=first_run.url, timeout=30) as http:
            made = await http.post(
                CANDLES, json={"code": "KEPT_1"}, headers=keyed("k-kept", bearer(token))
            )
            assert made.status_code == 201
    with running_server(url) as second_run:
        async with httpx.AsyncClient(base_url=second_run.url, timeout=30) as http:
            replayed = await http.post(
                CANDLES, json={"code": "KEPT_1"}, headers=keyed("k-kept", bearer(token))
            )
            assert replayed.status_code == 201
            assert replayed.headers["idempotent-replayed"] == "true"
            assert replayed.content == made.content
            if storage != "sqlite":
                return
            # A write refused 503 (the file's write lock held elsewhere) did nothing: its key
            # is given back, and the same request with it is carried out once the lock is free.
            holder = sqlite3.connect(database, isolation_level=None, timeout=30)
            try:
                holder.execute("BEGIN IMMEDIATE")
                busy = await http.post(
                    CANDLES, json={"code": "KEPT_2"}, headers=keyed("k-busy", bearer(token))
                )
                holder.execute("ROLLBACK")
            finally:
                holder.close()
            assert busy.status_code == 503
            done = await http.post(
                CANDLES, json={"code": "KEPT_2"}, headers=keyed("k-busy", bearer(token))
            )
            assert done.status_code == 201 and "idempotent-replayed" not in done.headers
