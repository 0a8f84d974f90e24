"""Retries, Retry-After, timeouts, unreadable answers: failures only a scripted transport shows."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import pytest

from storeadmin_gui.api import (
    CartCreate,
    RetryPolicy,
    StoreClient,
    TokenAuth,
    VariantCreate,
    VariantPatch,
    errors,
)

from .scripted import BASE_URL, RecordedSleep, ScriptedServer, page_of, scripted_client

ORDERS = "/api/v1/orders/"
ORDER = {"id": 7, "number": "000007", "state": "new", "total": 1059}


def busy(status: int = 503, **headers: str) -> httpx.Response:
    return httpx.Response(status, headers=headers, text="busy")


@pytest.mark.anyio
async def test_get_is_tried_again_on_503_and_succeeds_with_growing_waits() -> None:
    server, sleep = ScriptedServer(), RecordedSleep()
    server.on("GET", ORDERS, busy(503), busy(502), httpx.Response(200, json=page_of([ORDER])))
    async with scripted_client(server, sleep=sleep) as client:
        page = await client.orders.list()
    assert [order.id for order in page.items] == [7]
    assert len(server.sent("GET", ORDERS)) == 3
    assert len(sleep.delays) == 2
    assert 0 < sleep.delays[0] < sleep.delays[1]


@pytest.mark.anyio
async def test_get_gives_up_after_three_tries_with_a_server_error() -> None:
    server = ScriptedServer()
    server.on("GET", ORDERS, busy(504))
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerError) as raised:
            await client.orders.list()
    assert len(server.sent("GET", ORDERS)) == 3
    assert raised.value.status == 504
    assert "504 Gateway Timeout" in str(raised.value)


def test_backoff_is_capped_and_jittered() -> None:
    policy = RetryPolicy(backoff=1.0, max_backoff=4.0, jitter=lambda: 1.0)
    assert [policy.delay(attempt) for attempt in (1, 2, 3, 4, 5)] == [1.0, 2.0, 4.0, 4.0, 4.0]
    low = RetryPolicy(backoff=1.0, max_backoff=4.0, jitter=lambda: 0.0)
    assert [low.delay(attempt) for attempt in (1, 2, 3)] == [0.5, 1.0, 2.0]


@pytest.mark.anyio
async def test_retry_after_in_seconds_is_honoured() -> None:
    server, sleep = ScriptedServer(), RecordedSleep()
    server.on(
        "GET", ORDERS, busy(429, **{"Retry-After": "7"}), httpx.Response(200, json=page_of([]))
    )
    async with scripted_client(server, sleep=sleep) as client:
        page = await client.orders.list()
    assert page.items == []
    assert sleep.delays == [7.0]


@pytest.mark.anyio
async def test_retry_after_as_an_http_date_is_honoured() -> None:
    server, sleep = ScriptedServer(), RecordedSleep()
    when = format_datetime(datetime.now(UTC) + timedelta(seconds=20), usegmt=True)
    server.on(
        "GET", ORDERS, busy(503, **{"Retry-After": when}), httpx.Response(200, json=page_of([]))
    )
    async with scripted_client(server, sleep=sleep) as client:
        await client.orders.list()
    assert len(sleep.delays) == 1
    assert 15 < sleep.delays[0] <= 20


@pytest.mark.anyio
async def test_a_retry_after_longer_than_a_minute_is_not_waited_for() -> None:
    server, sleep = ScriptedServer(), RecordedSleep()
    server.on("GET", ORDERS, busy(429, **{"Retry-After": "3600"}))
    async with scripted_client(server, sleep=sleep) as client:
        with pytest.raises(errors.HTTPStatusError) as raised:
            await client.orders.list()
    assert sleep.delays == []
    assert raised.value.status == 429
    assert str(raised.value).startswith("The server is busy. Please try again in a moment")


@pytest.mark.anyio
@pytest.mark.parametrize("method", ["POST", "PATCH"])
async def test_post_and_patch_are_never_tried_twice(method: str) -> None:
    server = ScriptedServer()
    path = "/api/v1/products/SHIRT/variants/" + ("" if method == "POST" else "S")
    server.on(method, path, busy(503))
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerError):
            if method == "POST":
                await client.variants.create("SHIRT", VariantCreate(code="S"))
            else:
                await client.variants.patch("SHIRT", "S", VariantPatch(position=2))
    assert len(server.sent(method, path)) == 1


@pytest.mark.anyio
async def test_patch_is_not_tried_again_after_a_dropped_connection() -> None:
    server = ScriptedServer()
    path = "/api/v1/products/SHIRT/variants/S"
    server.on("PATCH", path, httpx.ConnectError("connection reset"))
    async with scripted_client(server) as client:
        with pytest.raises(errors.ConnectionFailed):
            await client.variants.patch("SHIRT", "S", VariantPatch(position=2))
    assert len(server.sent("PATCH", path)) == 1


@pytest.mark.anyio
async def test_put_is_tried_again_after_a_refused_connection() -> None:
    server = ScriptedServer()
    path = "/api/v1/carts/3/items/9"
    server.on("PUT", path, httpx.ConnectError("connection refused"), httpx.Response(204))
    async with scripted_client(server) as client:
        await client.carts.items.set_quantity(3, 9, 2)
    assert [server.body(r) for r in server.sent("PUT", path)] == [{"quantity": 2}] * 2


@pytest.mark.anyio
async def test_a_put_whose_answer_was_lost_is_not_sent_again_and_may_have_arrived() -> None:
    """The PUT may be stored already: a second one would meet its own new version as a 409."""
    server = ScriptedServer()
    path = "/api/v1/carts/3/items/9"
    server.on("PUT", path, httpx.ReadError("connection reset by peer"), httpx.Response(204))
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.carts.items.set_quantity(3, 9, 2)
    assert len(server.sent("PUT", path)) == 1
    assert raised.value.outcome_unknown
    assert str(raised.value) == (
        "The connection to the server at https://shop.example broke before it answered: "
        "connection reset by peer."
    )


@pytest.mark.anyio
async def test_a_read_whose_answer_was_lost_is_tried_again() -> None:
    server = ScriptedServer()
    server.on(
        "GET",
        "/api/v1/orders/5",
        httpx.RemoteProtocolError("closed"),
        httpx.Response(200, json=ORDER),
    )
    async with scripted_client(server) as client:
        order = await client.orders.get(5)
    assert order.id == 7 and len(server.sent("GET", "/api/v1/orders/5")) == 2


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("failure", "unknown"),
    [
        (httpx.ConnectError("refused"), False),
        (httpx.ConnectTimeout("timed out"), False),
        (httpx.ReadTimeout("timed out"), True),
        (httpx.WriteError("broken pipe"), True),
    ],
)
async def test_every_unanswered_request_is_one_kind_of_error_telling_if_it_may_have_arrived(
    failure: Exception, unknown: bool
) -> None:
    server = ScriptedServer()
    server.on("POST", "/api/v1/carts/", failure)
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.carts.create(CartCreate(customer="a@b.c", channel="WEB", locale_code="en"))
    assert raised.value.outcome_unknown is unknown
    assert len(server.sent("POST", "/api/v1/carts/")) == 1


@pytest.mark.anyio
async def test_delete_reports_a_readable_connection_failure_after_three_tries() -> None:
    server = ScriptedServer()
    server.on("DELETE", "/api/v1/carts/3", httpx.ConnectError("[Errno 111] Connection refused"))
    async with scripted_client(server) as client:
        with pytest.raises(errors.ConnectionFailed) as raised:
            await client.carts.delete(3)
    assert len(server.sent("DELETE", "/api/v1/carts/3")) == 3
    assert str(raised.value) == (
        "Could not connect to the server at https://shop.example: [Errno 111] Connection refused."
    )


@pytest.mark.anyio
async def test_a_slow_answer_raises_timeout_without_tripling_the_wait() -> None:
    server = ScriptedServer()
    server.on("GET", "/api/v1/orders/5", httpx.ReadTimeout("timed out"))
    async with scripted_client(server, timeout=2.5) as client:
        with pytest.raises(errors.Timeout) as raised:
            await client.orders.get(5)
    assert len(server.sent("GET", "/api/v1/orders/5")) == 1
    assert (
        str(raised.value) == "The server at https://shop.example did not answer within 2.5 seconds."
    )
    assert isinstance(raised.value, errors.ApiError)


@pytest.mark.anyio
async def test_a_connect_timeout_is_tried_again_then_reported_as_timeout() -> None:
    server = ScriptedServer()
    server.on("GET", "/api/v1/orders/5", httpx.ConnectTimeout("timed out"))
    async with scripted_client(server) as client:
        with pytest.raises(errors.Timeout):
            await client.orders.get(5)
    assert len(server.sent("GET", "/api/v1/orders/5")) == 3


@pytest.mark.anyio
async def test_an_html_page_instead_of_json_is_a_clear_api_error() -> None:
    server = ScriptedServer()
    html = "<!doctype html><html><body>Welcome to our shop</body></html>"
    server.on("GET", ORDERS, httpx.Response(200, text=html, headers={"Content-Type": "text/html"}))
    async with scripted_client(server) as client:
        with pytest.raises(errors.InvalidResponse) as raised:
            await client.orders.list()
    assert str(raised.value) == (
        "The server's answer to GET /api/v1/orders/ could not be read: expected JSON, "
        "got text/html. Check the server address."
    )


@pytest.mark.anyio
async def test_garbage_bytes_are_a_clear_api_error() -> None:
    server = ScriptedServer()
    server.on("GET", "/api/v1/orders/5", httpx.Response(200, content=b"\xff\xfe\x00garbage"))
    async with scripted_client(server) as client:
        with pytest.raises(errors.InvalidResponse, match="could not be read"):
            await client.orders.get(5)


@pytest.mark.anyio
async def test_json_of_the_wrong_shape_is_an_api_error_not_a_pydantic_traceback() -> None:
    server = ScriptedServer()
    server.on("GET", ORDERS, httpx.Response(200, json=page_of([{"number": "no id here"}])))
    server.on("GET", "/api/v1/orders/5", httpx.Response(200, json=["not", "an", "order"]))
    async with scripted_client(server) as client:
        with pytest.raises(errors.InvalidResponse) as in_page:
            await client.orders.list()
        with pytest.raises(errors.InvalidResponse) as single:
            await client.orders.get(5)
    assert str(in_page.value) == (
        "The server's answer to GET /api/v1/orders/ is not a valid order: id: Field required."
    )
    assert "is not a valid order" in str(single.value)


@pytest.mark.anyio
async def test_a_page_without_items_is_an_api_error() -> None:
    server = ScriptedServer()
    server.on("GET", ORDERS, httpx.Response(200, json={"page": 1, "total": 0}))
    async with scripted_client(server) as client:
        with pytest.raises(errors.InvalidResponse, match=r"no list of items \(_embedded.items\)"):
            await client.orders.list()


@pytest.mark.anyio
async def test_an_html_error_page_from_a_proxy_is_a_readable_server_error() -> None:
    server = ScriptedServer()
    proxy_page = httpx.Response(
        500,
        text="<html><h1>Internal Server Error</h1></html>",
        headers={"Content-Type": "text/html"},
    )
    server.on("POST", "/api/v1/carts/", proxy_page)
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerError) as raised:
            await client.carts.create(CartCreate(customer="a@b.c", channel="WEB", locale_code="en"))
    assert str(raised.value) == (
        "The server failed to handle the request (500 Internal Server Error)."
    )


# --- Idempotency-Key (docs/api.md section 12) ----------------------------------------------------

KEY = "idempotency-key"
PROBE = "/api/v1/carts/0"
VARIANTS = "/api/v1/products/SHIRT/variants/"
CREATED = {"id": 11, "code": "S", "version": 1}


def keys_honoured(server: ScriptedServer) -> None:
    """The probe of a server that honours keys: the same DELETE twice, the second replayed."""
    missing = {"code": 404, "message": 'The "cart" has not been found'}
    server.on(
        "DELETE",
        PROBE,
        httpx.Response(404, json=missing),
        httpx.Response(404, json=missing, headers={"Idempotent-Replayed": "true"}),
    )


@pytest.mark.anyio
async def test_every_write_carries_a_key_of_its_own_and_reads_none() -> None:
    server = ScriptedServer()
    server.on("POST", VARIANTS, httpx.Response(201, json=CREATED))
    server.on("GET", ORDERS, httpx.Response(200, json=page_of([])))
    async with scripted_client(server) as client:
        await client.variants.create("SHIRT", VariantCreate(code="S"))
        await client.variants.create("SHIRT", VariantCreate(code="S"))
        await client.orders.list()
    first, second = (request.headers[KEY] for request in server.sent("POST", VARIANTS))
    assert first != second and 1 <= len(first) <= 255 and first.isascii()
    assert KEY not in server.sent("GET", ORDERS)[0].headers
    assert client.idempotency_keys is None  # not asked: nothing made it worth asking


def keyed_retries(server: ScriptedServer) -> StoreClient:
    """A client whose policy sends keyed writes again by itself where the server keeps keys."""
    policy = RetryPolicy(sleep=RecordedSleep(), jitter=lambda: 0.5, retry_keyed_writes=True)
    transport = httpx.MockTransport(server)
    return StoreClient(BASE_URL, auth=TokenAuth("token"), transport=transport, retry=policy)


def lost_then_created(server: ScriptedServer) -> None:
    lost = httpx.ReadError("connection reset")
    server.on("POST", VARIANTS, lost, httpx.Response(201, json=CREATED))


@pytest.mark.anyio
async def test_a_lost_post_is_sent_again_with_its_key_where_keys_hold_if_the_policy_says() -> None:
    server = ScriptedServer()
    keys_honoured(server)
    lost_then_created(server)
    async with keyed_retries(server) as client:
        created = await client.variants.create("SHIRT", VariantCreate(code="S"))
        assert client.idempotency_keys is True
    assert created.id == 11
    posts = server.sent("POST", VARIANTS)
    assert len(posts) == 2 and posts[0].headers[KEY] == posts[1].headers[KEY]
    assert [server.body(post) for post in posts] == [{"code": "S"}] * 2
    assert len(server.sent("DELETE", PROBE)) == 2  # asked once, after the lost answer


@pytest.mark.anyio
async def test_by_default_a_lost_post_is_the_callers_who_may_send_it_again_with_its_key() -> None:
    """The default policy never sends a write twice by itself, keys or not (the GUI settles a
    lost answer itself); the error names the key, and the caller may send the same write again
    with it. A write sent anew, even the same one, gets a key of its own."""
    server = ScriptedServer()
    keys_honoured(server)
    lost_then_created(server)
    async with scripted_client(server) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.variants.create("SHIRT", VariantCreate(code="S"))
        assert raised.value.outcome_unknown and raised.value.idempotency_key
        assert client.idempotency_keys is None  # nothing asked on the caller's behalf
        assert await client.idempotency_keys_honoured() is True
        with client.idempotency_key(raised.value.idempotency_key):
            await client.variants.create("SHIRT", VariantCreate(code="S"))
        await client.variants.create("SHIRT", VariantCreate(code="S"))
    keys = [post.headers[KEY] for post in server.sent("POST", VARIANTS)]
    assert keys[0] == keys[1] == raised.value.idempotency_key != keys[2]


@pytest.mark.anyio
async def test_a_patch_refused_busy_is_sent_again_with_its_key_where_keys_hold() -> None:
    server = ScriptedServer()
    keys_honoured(server)
    path = f"{VARIANTS}S"
    server.on("PATCH", path, busy(503, **{"Retry-After": "1"}), httpx.Response(204))
    async with keyed_retries(server) as client:
        assert await client.idempotency_keys_honoured() is True
        await client.variants.patch("SHIRT", "S", VariantPatch(position=2))
    patches = server.sent("PATCH", path)
    assert len(patches) == 2 and patches[0].headers[KEY] == patches[1].headers[KEY]


@pytest.mark.anyio
async def test_where_keys_do_not_hold_a_lost_post_stays_unknown_even_with_keyed_retries() -> None:
    """A server that ignores keys (no replay on the probe): the POST is not sent again."""
    server = ScriptedServer()
    server.on("DELETE", PROBE, httpx.Response(404, json={"code": 404, "message": "No route found"}))
    lost_then_created(server)
    async with keyed_retries(server) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.variants.create("SHIRT", VariantCreate(code="S"))
        assert client.idempotency_keys is False
    assert raised.value.outcome_unknown
    assert len(server.sent("POST", VARIANTS)) == 1
