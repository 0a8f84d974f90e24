"""``EmbeddedServer`` and ``storeadmin-server`` over real loopback sockets."""

from __future__ import annotations

import socket

import httpx
import pytest

from storeadmin_gui.backend.cli import build_parser
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import DEMO_HISTORY_ORDERS, Settings

from .conftest import FAST_HASHING
from .server_process import TOKEN_FORM


def test_embedded_server_serves_the_store_on_a_free_loopback_port(settings: Settings) -> None:
    with EmbeddedServer(settings) as server:
        assert server.url.startswith("http://127.0.0.1:")
        assert not server.url.endswith(":0")
        with httpx.Client(base_url=server.url) as http:
            token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
            response = http.get(
                "/api/v1/channels/WEB", headers={"Authorization": f"Bearer {token}"}
            )
        assert response.status_code == 200 and response.json()["code"] == "WEB"


def test_stopped_server_releases_its_port(settings: Settings) -> None:
    server = EmbeddedServer(settings).start()
    port = int(server.url.rsplit(":", 1)[1])
    server.stop()
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/api/v1/channels/")
    with socket.socket() as probe:  # the port can be bound again
        probe.bind(("127.0.0.1", port))


def test_embedded_server_seeds_an_empty_demo_database(tmp_path: object) -> None:
    settings = Settings(database_url=f"sqlite:///{tmp_path}/fresh.db", demo=True, **FAST_HASHING)
    with EmbeddedServer(settings) as server, httpx.Client(base_url=server.url) as http:
        response = http.post("/api/oauth/v2/token", data=TOKEN_FORM)
        assert response.status_code == 200


def test_embedded_server_refuses_a_taken_port(settings: Settings) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(RuntimeError, match="failed to start"):
            EmbeddedServer(settings, port=port).start()


def test_command_line_defaults_bind_loopback() -> None:
    args = build_parser().parse_args([])
    assert (args.host, args.port, args.database, args.demo, args.demo_orders) == (
        "127.0.0.1",
        8000,
        None,
        False,
        DEMO_HISTORY_ORDERS,  # a demo store's history up to the day it is made
    )
    args = build_parser().parse_args(
        [
            "--host",
            "0.0.0.0",
            "--port",
            "9000",
            "--database",
            "sqlite://",
            "--demo",
            "--demo-orders",
            "25",
        ]
    )
    assert (args.host, args.port, args.database, args.demo, args.demo_orders) == (
        "0.0.0.0",
        9000,
        "sqlite://",
        True,
        25,
    )


def test_embedded_server_on_an_in_memory_database() -> None:
    settings = Settings(database_url="sqlite://", demo=True, **FAST_HASHING)
    with EmbeddedServer(settings) as server, httpx.Client(base_url=server.url) as http:
        token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
        page = http.get("/api/v1/products/", headers={"Authorization": f"Bearer {token}"}).json()
    assert page["total"] >= 8
