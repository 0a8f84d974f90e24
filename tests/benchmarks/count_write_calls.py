"""What one write costs the server, counted so that a busy machine does not blur it: Python
function calls, SQL statements and CPU time per request, for a new order, a cart item added and a
variant's price changed, with and without an ``Idempotency-Key``.

Run on demand (not part of the test suite), on this checkout or another one with its own
interpreter::

    python tests/benchmarks/count_write_calls.py
    /path/to/its/python tests/benchmarks/count_write_calls.py --tree /path/to/other/checkout

The app runs in this process and each request is one ASGI call made here (no HTTP client, no
socket), on a demo store seeded first and whose order documents are all made before counting.
Calls are counted in every thread (the event loop's, the database workers', a thread pool's) while
a counted request runs; ``--top`` lists where they are, by module and by function. CPU time is
measured apart, without the counting (which slows every call), as the process's CPU time over
``--requests`` requests of each kind.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import importlib.util
import itertools
import json
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

HERE = Path(__file__).resolve()
CANDLE = "SOY_CANDLE_FIG"
CANDLE_PATH = "/api/v1/products/SOY_CANDLE/variants/SOY_CANDLE_FIG"
IDEMPOTENCY_KEY = "idempotency-key"


def _store_data() -> Any:
    """``store_data`` of this checkout (the tree measured may not have it)."""
    path = HERE.parent / "server" / "store_data.py"
    spec = importlib.util.spec_from_file_location("write_calls_store_data", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Answer:
    def __init__(self, status: int, body: bytes) -> None:
        self.status = status
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body)


_keys = itertools.count(1)


async def call(
    app: Any,
    method: str,
    path: str,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
) -> Answer:
    """One request, as uvicorn would hand it to the app."""
    path, _, query = path.partition("?")
    raw_headers = [(b"host", b"127.0.0.1:8000"), (b"content-length", str(len(body)).encode())]
    raw_headers += [(name.encode(), value.encode()) for name, value in (headers or {}).items()]
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": raw_headers,
        "client": ("127.0.0.1", 40000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    sent = False
    status = 0
    chunks: list[bytes] = []

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            await asyncio.Event().wait()  # the client stays connected
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    return Answer(status, b"".join(chunks))


async def sign_in(app: Any) -> str:
    from storeadmin_gui.backend import demo_account

    form = (
        f"grant_type=password&client_id={demo_account.DEMO_CLIENT_ID}"
        f"&client_secret={demo_account.DEMO_CLIENT_SECRET}"
        f"&username={demo_account.DEMO_ADMIN_EMAIL}&password={demo_account.DEMO_ADMIN_PASSWORD}"
    )
    answer = await call(
        app,
        "POST",
        "/api/oauth/v2/token",
        form.encode(),
        {"content-type": "application/x-www-form-urlencoded"},
    )
    assert answer.status == 200, answer.body
    token: str = answer.json()["access_token"]
    return token


Write = Callable[[int], Awaitable[tuple[str, str, dict[str, Any], int]]]


def writes(app: Any, auth: dict[str, str], email: str) -> dict[str, Write]:
    """Each kind of write: (method, path, body, the status it answers) for the n-th request,
    once what it needs is made (uncounted): each cart item goes to a new cart, so that every
    request finds the same."""

    async def new_order(n: int) -> tuple[str, str, dict[str, Any], int]:
        return "POST", "/api/v1/orders/", {"channel": "WEB", "localeCode": "en_US"}, 201

    async def cart_item_add(n: int) -> tuple[str, str, dict[str, Any], int]:
        body = {"customer": email, "channel": "WEB", "localeCode": "en_US"}
        cart = await call(app, "POST", "/api/v1/carts/", json.dumps(body).encode(), auth)
        assert cart.status == 201, cart.body
        path = f"/api/v1/carts/{cart.json()['id']}/items/"
        return "POST", path, {"variant": CANDLE, "quantity": 1}, 201

    async def variant_price(n: int) -> tuple[str, str, dict[str, Any], int]:
        return "PATCH", CANDLE_PATH, {"channelPricings": {"WEB": {"price": 20 + n % 2}}}, 204

    return {
        "new order": new_order,
        "cart item add": cart_item_add,
        "variant price": variant_price,
    }


class CallCounter:
    """Python calls per code object, in every thread, while ``active``."""

    def __init__(self) -> None:
        self.active = False
        self.counts: collections.Counter[CodeType] = collections.Counter()

    def hook(self, frame: FrameType, event: str, _arg: Any) -> None:
        if event == "call" and self.active and frame.f_code.co_filename != __file__:
            self.counts[frame.f_code] += 1

    def install(self) -> None:
        sys.setprofile(self.hook)
        threading.setprofile(self.hook)

    def remove(self) -> None:
        sys.setprofile(None)
        threading.setprofile(None)


def module_of(code: CodeType) -> str:
    """``backend/idempotency.py``, ``sqlalchemy/orm``, ``asyncio``...: where a call goes."""
    parts = Path(code.co_filename).parts
    if "storeadmin_gui" in parts:
        return "/".join(parts[parts.index("storeadmin_gui") + 1 :])
    for marker in ("site-packages", "python3.11"):
        if marker in parts:
            rest = parts[parts.index(marker) + 1 :]
            return "/".join(rest[:2]) if len(rest) > 2 else "/".join(rest)
    return code.co_filename


async def run_writes(
    app: Any, database: Path, counter: CallCounter | None, counts: int
) -> dict[tuple[str, bool], tuple[float, collections.Counter[CodeType], collections.Counter[str]]]:
    """Per kind of write, with and without a key: CPU ms per request (``counter`` None) or the
    calls and statements of ``counts`` requests."""
    from sqlalchemy import event

    statements: collections.Counter[str] = collections.Counter()

    def count_statement(_connection: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if counter is not None and counter.active:
            statements[" ".join(statement.split())[:160]] += 1

    event.listen(app.state.engine, "before_cursor_execute", count_statement)
    # The seeded store's documents are made in the background once it serves: not counted.
    await asyncio.to_thread(_store_data().wait_for_order_documents, database)
    auth = {"authorization": f"Bearer {await sign_in(app)}", "content-type": "application/json"}
    customers = await call(app, "GET", "/api/v1/customers/?limit=1", headers=auth)
    email = customers.json()["_embedded"]["items"][0]["email"]
    results = {}
    for (name, make), keyed in itertools.product(writes(app, auth, email).items(), (False, True)):

        async def one(n: int, make: Write = make, keyed: bool = keyed) -> float:
            """The request's CPU seconds (the process's, all threads)."""
            method, path, body, expected = await make(n)
            headers = dict(auth)
            if keyed:
                headers[IDEMPOTENCY_KEY] = f"write-calls-{next(_keys)}"
            if counter is not None:
                counter.active = True
            started = time.process_time()
            answer = await call(app, method, path, json.dumps(body).encode(), headers)
            spent = time.process_time() - started
            if counter is not None:
                counter.active = False
            assert answer.status == expected, (method, path, answer.status, answer.body)
            return spent

        for n in range(10):  # warm: the first of a kind compiles its statements
            await one(n)
        if counter is not None:
            counter.counts.clear()
        statements.clear()
        spent = [await one(n) for n in range(counts)]
        calls = collections.Counter(counter.counts if counter is not None else {})
        results[(name, keyed)] = (
            sum(spent) * 1000 / counts,
            calls,
            collections.Counter(statements),
        )
    return results


async def measure(tree: Path, orders: int, requests: int, counted: int, top: int) -> None:
    import storeadmin_gui
    from storeadmin_gui.backend.app import create_app
    from storeadmin_gui.backend.settings import Settings

    work = Path(tempfile.mkdtemp(prefix="storeadmin-write-calls-"))
    database = work / "store.sqlite3"
    settings = Settings(database_url=f"sqlite:///{database}", demo=True, demo_orders=orders)
    timing = create_app(settings)
    async with timing.router.lifespan_context(timing):
        timed = await run_writes(timing, database, None, requests)
    counter = CallCounter()
    counter.install()  # before the app's threads start, so they inherit it
    counting = create_app(settings)
    async with counting.router.lifespan_context(counting):
        counts = await run_writes(counting, database, counter, counted)
    counter.remove()
    print(f"{Path(storeadmin_gui.__file__).parent.parent}: {orders:,} orders; per request")
    print("| write | key | calls | SQL statements | CPU ms |")
    print("|---|---|---:|---:|---:|")
    for (name, keyed), (_, calls, sql) in counts.items():
        cpu_ms = timed[(name, keyed)][0]
        per_call = calls.total() / counted
        per_statement = sql.total() / counted
        key = "yes" if keyed else "no"
        print(f"| {name} | {key} | {per_call:,.0f} | {per_statement:.1f} | {cpu_ms:.2f} |")
    if not top:
        return
    for (name, keyed), (_, calls, sql) in counts.items():
        key = "with a key" if keyed else "without a key"
        print(f"\n{name} ({key}), SQL statements per request:")
        for statement, count in sql.most_common():
            print(f"  {count / counted:5.1f}  {statement}")
        by_module: collections.Counter[str] = collections.Counter()
        for code, count in calls.items():
            by_module[module_of(code)] += count
        print(f"{name} ({key}), calls per request by module (top {top}):")
        for module, count in by_module.most_common(top):
            print(f"  {count / counted:8.1f}  {module}")
        print(f"{name} ({key}), by function (top {top}):")
        for code, count in calls.most_common(top):
            place = f"{module_of(code)}:{code.co_firstlineno} {code.co_name}"
            print(f"  {count / counted:8.1f}  {place}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tree", type=Path, default=HERE.parents[2], help="the checkout")
    parser.add_argument("--orders", type=int, default=2000, help="orders the demo store has")
    parser.add_argument("--requests", type=int, default=300, help="requests timed per kind")
    parser.add_argument("--counted", type=int, default=40, help="requests counted per kind")
    parser.add_argument("--top", type=int, default=0, help="where the calls are: top N")
    args = parser.parse_args()
    sys.path.insert(0, str(args.tree.resolve()))
    with contextlib.suppress(KeyError):
        del sys.modules["storeadmin_gui"]
    asyncio.run(measure(args.tree, args.orders, args.requests, args.counted, args.top))


if __name__ == "__main__":
    main()
