"""``storeadmin-server`` as a child process, exactly as a user starts it, for tests that need a
server process of its own: killed with SIGKILL, measured for memory, or run twice on one file;
and two embedded servers on one database, for races inside the database."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from storeadmin_gui.backend.server import EmbeddedServer

from .conftest import fast_settings, obtain_token

TOKEN_FORM = {
    "client_id": "demo_client",
    "client_secret": "secret_demo_client",
    "grant_type": "password",
    "username": "api@example.com",
    "password": "sylius-api",
}


def server_command(database_url: str, *extra: str) -> list[str]:
    executable = shutil.which("storeadmin-server")
    base = [executable] if executable else [sys.executable, "-m", "storeadmin_gui.backend.cli"]
    return [*base, "--port", "0", "--database", database_url, "--demo", *extra]


@dataclass
class ServerProcess:
    process: subprocess.Popen[str]
    url: str
    banner: list[str]

    def rss_kib(self) -> int:
        """Resident memory of the server process now (Linux /proc)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError("no VmRSS line")

    def token(self, **client_options: object) -> str:
        with httpx.Client(base_url=self.url, timeout=30, **client_options) as http:  # type: ignore[arg-type]
            answer = http.post("/api/oauth/v2/token", data=TOKEN_FORM)
        assert answer.status_code == 200, answer.text
        token: str = answer.json()["access_token"]
        return token


def _open_files_at_most(limit: int) -> Callable[[], None]:
    """What makes a child process start with at most ``limit`` open files (soft and hard)."""

    def limit_open_files() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

    return limit_open_files


def announced(process: subprocess.Popen[str]) -> ServerProcess:
    """The started server ``process`` once it has printed its banner (its address in it)."""
    assert process.stdout is not None
    lines: list[str] = []
    for line in process.stdout:
        lines.append(line)
        if "running at" in line:
            break
    banner = "".join(lines)
    assert "running at" in banner, banner
    url = banner.split("running at ", 1)[1].split("/api/v1/", 1)[0]
    for line in process.stdout:  # the rest of the banner
        lines.append(line)
        if "Ctrl+C" in line:
            break
    return ServerProcess(process, url, lines)


@contextmanager
def running_server(
    database_url: str, *extra: str, open_files: int | None = None
) -> Iterator[ServerProcess]:
    """Starts ``storeadmin-server`` and waits for the banner announcing its address.

    ``open_files``: the process's limit of open files, hard and soft, from its start.
    """
    process = subprocess.Popen(
        server_command(database_url, *extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=None if open_files is None else _open_files_at_most(open_files),
    )
    assert process.stdout is not None
    try:
        yield announced(process)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=30)
        process.stdout.close()


@asynccontextmanager
async def twin_servers(database_url: str) -> AsyncIterator[list[httpx.AsyncClient]]:
    """Two server instances on one database (in this process, each on its own port and
    threads), so that requests race inside the database itself; clients with the admin's token."""
    settings = fast_settings(database_url)
    with EmbeddedServer(settings) as first, EmbeddedServer(settings) as second:
        async with (
            httpx.AsyncClient(base_url=first.url, timeout=30) as one,
            httpx.AsyncClient(base_url=second.url, timeout=30) as two,
        ):
            token = await obtain_token(one)
            for http in (one, two):
                http.headers["Authorization"] = f"Bearer {token['access_token']}"
            yield [one, two]


def write_burst_then_kill(server: ServerProcess, acknowledged_before_kill: int) -> set[str]:
    """Creates variants from four threads at once and kills the server with SIGKILL while they
    write, once ``acknowledged_before_kill`` creations were answered 201; the codes answered 201.

    Requests in flight at the kill get no answer: they may or may not have been written, and
    count for nothing. Every code answered 201 must be in the store afterwards.
    """
    import os
    import signal
    import threading
    from concurrent.futures import ThreadPoolExecutor

    token = server.token()
    acknowledged: set[str] = set()
    enough = threading.Event()
    lock = threading.Lock()

    def writer(number: int) -> None:
        with httpx.Client(base_url=server.url, timeout=10) as http:
            for sequence in range(10_000):
                code = f"BURST_{number}_{sequence}"
                try:
                    answer = http.post(
                        "/api/v1/products/SOY_CANDLE/variants/",
                        json={"code": code, "onHand": sequence},
                        headers={"Authorization": f"Bearer {token}"},
                    )
                except httpx.TransportError:
                    return  # the server is gone
                if answer.status_code == 201:
                    with lock:
                        acknowledged.add(code)
                        if len(acknowledged) >= acknowledged_before_kill:
                            enough.set()

    with ThreadPoolExecutor(4) as pool:
        for number in range(4):
            pool.submit(writer, number)
        assert enough.wait(60), "the burst was not answered"
        os.kill(server.process.pid, signal.SIGKILL)
        assert server.process.wait(timeout=30) == -signal.SIGKILL
    with lock:
        return set(acknowledged)


@dataclass(frozen=True)
class StockRace:
    stale_no_op: int  # status of a PATCH with a stale version that changes nothing
    statuses: list[int]  # of the racing adds, sorted
    lines: list[tuple[str, int]]  # (variant code, quantity) of the cart afterwards


async def new_cart(http: httpx.AsyncClient) -> int:
    """The id of a new cart of the first customer, in channel WEB."""
    customers = (await http.get("/api/v1/customers/", params={"limit": 1})).json()
    email = customers["_embedded"]["items"][0]["email"]
    body = {"customer": email, "channel": "WEB", "localeCode": "en_US"}
    cart: int = (await http.post("/api/v1/carts/", json=body)).json()["id"]
    return cart


async def stock_race(one: ServerProcess, two: ServerProcess) -> StockRace:
    """Eight simultaneous adds of 6 units of a variant with 10 on hand to one cart, half through
    each of two server processes on one database."""
    import asyncio

    tracked = "/api/v1/products/EVERYDAY_TSHIRT/variants/EVERYDAY_TSHIRT_M_WHITE"
    headers = {"Authorization": f"Bearer {one.token()}"}
    async with (
        httpx.AsyncClient(base_url=one.url, headers=headers, timeout=30) as first,
        httpx.AsyncClient(base_url=two.url, headers=headers, timeout=30) as second,
    ):
        variant = (await first.get(tracked)).json()
        stock = {"version": variant["version"], "tracked": True, "onHand": 10}
        assert (await first.put(tracked, json=stock)).status_code == 204
        stale = await second.patch(tracked, json={"version": variant["version"]})
        cart = await new_cart(first)
        add = {"variant": "EVERYDAY_TSHIRT_M_WHITE", "quantity": 6}
        answers = await asyncio.gather(
            *(http.post(f"/api/v1/carts/{cart}/items/", json=add) for http in [first, second] * 4)
        )
        items = (await second.get(f"/api/v1/carts/{cart}")).json()["items"]
    return StockRace(
        stale.status_code,
        sorted(answer.status_code for answer in answers),
        [(item["variant"]["code"], item["quantity"]) for item in items],
    )
