"""One policy for a write whose answer was lost (``api.lost_writes``), followed by every caller.

Each caller talks to a real server in-process through a network that loses the ANSWER of one write
after the server carried it out (``FlakyNetwork.lose_answer``) or that refuses one before it
leaves (``refuse``). Its client resends keyed writes (``RetryPolicy.retry_keyed_writes``) and makes
one try of each request, so what happens after the loss is the caller's doing:

- on a server that honours ``Idempotency-Key`` (the reference backend) the write is sent again
  with the key it was first sent with, and the server carries it out once (its replay answers);
- on one that does not (the reference backend without its extensions, or the Sylius stand-in,
  which is sent no keys at all) it is never sent again: the record read again decides.

A request that never left is a different case: nothing was done, nothing is re-read, and the
caller says it was not sent.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, RetryPolicy, StoreClient, errors
from storeadmin_gui.api.lost_writes import Outcome, send_settled
from storeadmin_gui.api.models import VariantCreate
from storeadmin_gui.ui.bench.pick_pack import PickPackDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.orders.order_steps import Step, describe_states
from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog
from tests.support.network import FlakyNetwork, is_capability_probe, request_is
from tests.sylius_api_platform import create_app
from tests.ui.conftest import Runner, make_store_client
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    answer_dialog,
    ctrl_key,
    opened,
    placed_order,
    retype,
    settled,
)
from tests.ui.test_order_steps import TRACKING, answer_ship, press, settle, states
from tests.ui.test_price_import import apply, import_dialog, variants_of, write_csv

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"
LOST = "The connection broke before the server answered."
KEYED_RESENDS = RetryPolicy(attempts=1, retry_keyed_writes=True)
SYLIUS_USER = "api@example.com"


class KeyedNetwork(FlakyNetwork):
    """``FlakyNetwork`` that also keeps the Idempotency-Key of every write that reached it."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.keys: list[tuple[str, str, str | None]] = []  # (method, path, key)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method != "GET" and not is_capability_probe(request):
            key = request.headers.get("idempotency-key")
            self.keys.append((request.method, request.url.path, key))
        return await super().handle_async_request(request)

    def keys_of(self, method: str, path_part: str) -> list[str | None]:
        return [key for m, path, key in self.keys if m == method and path_part in path]


@pytest.fixture
def keyed_network(backend_app: Any) -> KeyedNetwork:
    return KeyedNetwork(backend_app)


@pytest.fixture
def keyed(backend_app: Any, open_client: Callable[[Any], Any], keyed_network: Any) -> Any:
    """A client that resends keyed writes, of the reference backend (which honours keys)."""
    return open_client(make_store_client(backend_app, keyed_network, retry=KEYED_RESENDS))


@pytest.fixture
def keyless_network(plain_backend_app: Any) -> KeyedNetwork:
    return KeyedNetwork(plain_backend_app)


@pytest.fixture
def keyless(plain_backend_app: Any, open_client: Callable[[Any], Any], keyless_network: Any) -> Any:
    """The same kind of client, of the reference backend without its extensions: it keeps no
    answers by key, so a key sent again would do the write again."""
    return open_client(make_store_client(plain_backend_app, keyless_network, retry=KEYED_RESENDS))


def sent(network: FlakyNetwork, method: str, path_part: str) -> int:
    return sum(1 for m, path, _body in network.writes if m == method and path_part in path)


# --------------------------------------------------------------------------- the policy itself


class Recheck:
    """A caller's reading of the record: counts how often it is asked, answers ``answer``."""

    def __init__(self, answer: Outcome) -> None:
        self.answer = answer
        self.asked = 0

    async def __call__(self) -> Outcome:
        self.asked += 1
        return self.answer


def first_cart(run: Runner, client: Any) -> tuple[int, int]:
    """A cart of the demo store and how many units it holds."""
    cart = run(client.carts.list(page=1, limit=1)).items[0]
    return cart.id, units_in(run, client, cart.id)


def units_in(run: Runner, client: Any, cart_id: int) -> int:
    return sum(item.quantity for item in run(client.carts.get(cart_id)).items)


def add_candles(run: Runner, client: Any, cart_id: int, check: Recheck) -> Outcome | None:
    """Two candles added to the cart, the add settled by ``api.lost_writes``."""
    add = lambda: client.carts.items.add(cart_id, variant="SOY_CANDLE_FIG", quantity=2)  # noqa: E731
    return run(send_settled(client, add, check))


def test_a_lost_add_is_sent_again_with_its_key_where_keys_hold_and_made_once(
    keyed: StoreClient, keyed_network: KeyedNetwork, run: Runner
) -> None:
    cart_id, before = first_cart(run, keyed)
    keyed_network.lose_answer(request_is("POST", "/items"))
    check = Recheck(Outcome.UNKNOWN)

    outcome = add_candles(run, keyed, cart_id, check)

    assert outcome is Outcome.DONE and check.asked == 0  # the replay said so: nothing re-read
    keys = keyed_network.keys_of("POST", "/items")
    assert len(keys) == 2 and keys[0] is not None and keys[0] == keys[1]
    assert units_in(run, keyed, cart_id) == before + 2  # carried out once


def test_a_lost_add_is_never_sent_again_where_keys_do_not_hold(
    keyless: StoreClient, keyless_network: KeyedNetwork, run: Runner
) -> None:
    cart_id, before = first_cart(run, keyless)
    keyless_network.lose_answer(request_is("POST", "/items"))
    check = Recheck(Outcome.DONE)

    outcome = add_candles(run, keyless, cart_id, check)

    assert outcome is Outcome.DONE and check.asked == 1  # the record decided
    assert sent(keyless_network, "POST", "/items") == 1
    assert units_in(run, keyless, cart_id) == before + 2
    assert keyless.idempotency_keys is False  # asked, and the server said no


def test_a_write_that_never_left_is_raised_and_neither_resent_nor_read_again(
    keyed: StoreClient, keyed_network: KeyedNetwork, run: Runner
) -> None:
    cart_id, before = first_cart(run, keyed)
    keyed_network.refuse(request_is("POST", "/items"))
    check = Recheck(Outcome.UNKNOWN)

    with pytest.raises(errors.ServerUnreachable) as raised:
        add_candles(run, keyed, cart_id, check)

    assert not raised.value.outcome_unknown and check.asked == 0
    assert sent(keyed_network, "POST", "/items") == 0
    assert units_in(run, keyed, cart_id) == before


def test_a_client_that_does_not_resend_keyed_writes_reads_the_record_even_where_keys_hold(
    backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    network = KeyedNetwork(backend_app)
    client = open_client(make_store_client(backend_app, network, retry=RetryPolicy(attempts=1)))
    cart_id, _before = first_cart(run, client)
    network.lose_answer(request_is("POST", "/items"))
    check = Recheck(Outcome.DONE)

    assert add_candles(run, client, cart_id, check) is Outcome.DONE
    assert check.asked == 1 and sent(network, "POST", "/items") == 1


# ------------------------------------------------------------------- editors: save and delete


def open_variant(qtbot: QtBot, client: Any, code: str = VARIANT) -> VariantEditor:
    editor = VariantEditor(client, PRODUCT, code)
    editor.recheck_pause = 0.2
    return opened(qtbot, editor, size=(900, 640))


@pytest.mark.parametrize("server", ["keyed", "keyless"])
def test_a_saved_variant_whose_answer_is_lost_is_saved_once_and_said_so(
    qtbot: QtBot, request: pytest.FixtureRequest, server: str, run: Runner
) -> None:
    client: Any = request.getfixturevalue(server)
    network: KeyedNetwork = request.getfixturevalue(f"{server}_network")
    before = run(client.variants.get(PRODUCT, VARIANT)).version
    editor = open_variant(qtbot, client)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    network.lose_answer(request_is("PUT", f"/variants/{VARIANT}"))

    settled(qtbot, editor, ctrl_key(qtbot, editor, Qt.Key.Key_S))

    assert editor.message_bar.text() == f"Saved. ({LOST} The store shows the change was made.)"
    assert not editor.form.dirty
    stored = run(client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2399 and stored.version == before + 1  # carried out once
    assert sent(network, "PUT", VARIANT) == (2 if server == "keyed" else 1)


@pytest.mark.parametrize("server", ["keyed", "keyless"])
def test_a_deleted_variant_whose_answer_is_lost_is_deleted(
    qtbot: QtBot, request: pytest.FixtureRequest, server: str, run: Runner
) -> None:
    client: Any = request.getfixturevalue(server)
    network: KeyedNetwork = request.getfixturevalue(f"{server}_network")
    run(client.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_SPARE")))
    editor = open_variant(qtbot, client, "EVERYDAY_TSHIRT_SPARE")
    network.lose_answer(request_is("DELETE", "/variants/EVERYDAY_TSHIRT_SPARE"))

    with qtbot.waitSignal(editor.deleted, timeout=10_000):
        editor.delete_button.click()
        answer_dialog(qtbot, "Delete")

    with pytest.raises(errors.NotFound):
        run(client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))
    assert sent(network, "DELETE", "EVERYDAY_TSHIRT_SPARE") == (2 if server == "keyed" else 1)


def test_a_save_that_never_left_offers_retry_and_changes_nothing(
    qtbot: QtBot, keyed: Any, keyed_network: KeyedNetwork, run: Runner
) -> None:
    editor = open_variant(qtbot, keyed)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    keyed_network.refuse(request_is("PUT", f"/variants/{VARIANT}"))

    settled(qtbot, editor, ctrl_key(qtbot, editor, Qt.Key.Key_S))

    assert editor.message_bar.text().endswith("Nothing you typed is lost.")
    assert editor.message_bar.action_button.text() == "Retry"
    assert editor.form.dirty and editor.pricing.edits["WEB"].text() == "23.99"
    assert run(keyed.variants.get(PRODUCT, VARIANT)).price("WEB") == 1900
    assert sent(keyed_network, "PUT", VARIANT) == 0


# ------------------------------------------------------------------------------- order steps


def times_shipped(run: Runner, client: Any, order_id: int) -> int:
    """How often the store's history says the order was shipped."""
    history = run(client.history.of_order(order_id))
    return [entry.action for entry in history.items].count("shipped")


def test_a_ship_in_the_editor_whose_answer_is_lost_is_sent_again_with_its_key(
    qtbot: QtBot, keyed: Any, keyed_network: KeyedNetwork, run: Runner
) -> None:
    order = placed_order(run, keyed)
    editor = opened(qtbot, OrderEditor(keyed, order.id))
    keyed_network.lose_answer(request_is("PUT", "/ship"))

    press(qtbot, editor, Step.SHIP)
    answer_ship(qtbot, TRACKING)
    settle(qtbot, editor)

    keys = keyed_network.keys_of("PUT", "/ship")
    assert len(keys) == 2 and keys[0] is not None and keys[0] == keys[1]
    assert states(editor) == ("Pending", "Awaiting payment", "Shipped")
    assert editor.message_bar.text() == (
        f"Shipped. ({LOST} The store shows the change was made.) "
        "Shipped: Order Pending · payment Awaiting payment · shipping Shipped."
    )
    assert times_shipped(run, keyed, order.id) == 1


def test_orders_shipped_from_the_list_whose_answer_is_lost_are_shipped_once(
    qtbot: QtBot, keyed: Any, keyed_network: KeyedNetwork, run: Runner
) -> None:
    order = placed_order(run, keyed)
    dialog = OrderStepsDialog(keyed, Step.SHIP, [order.id])
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.load_task.done(), timeout=10_000)
    keyed_network.lose_answer(request_is("PUT", "/ship"))

    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        dialog.apply_button.click()

    assert applied.args == [1, 0]
    assert sent(keyed_network, "PUT", "/ship") == 2
    shipped = run(keyed.orders.get(order.id))
    assert dialog.result_of(order.id) == (
        f"Shipped (the answer was lost; the order shows it was done): {describe_states(shipped)}"
    )
    assert times_shipped(run, keyed, order.id) == 1


def test_a_ship_at_the_packing_bench_whose_answer_is_lost_is_shipped_once(
    qtbot: QtBot, keyed: Any, keyed_network: KeyedNetwork, run: Runner
) -> None:
    order = placed_order(run, keyed)
    dialog = PickPackDialog(keyed, order.id)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.order is not None, timeout=10_000)
    keyed_network.lose_answer(request_is("PUT", "/ship"))

    dialog.ship("Packed by hand")
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)

    assert dialog.shipped and dialog.status.text() == "Shipped."
    assert sent(keyed_network, "PUT", "/ship") == 2
    assert run(keyed.orders.get(order.id)).shipping_state == "shipped"
    assert times_shipped(run, keyed, order.id) == 1


@pytest.fixture
def sylius(open_client: Callable[[Any], Any]) -> tuple[Any, KeyedNetwork]:
    """A client of the Sylius stand-in (2.x): a kind of server sent no keys at all."""
    network = KeyedNetwork(create_app("2.x"))
    auth = PasswordAuth(client_id="", client_secret="", username=SYLIUS_USER, password="sylius")
    client = StoreClient("http://shop.test", auth=auth, transport=network, retry=KEYED_RESENDS)
    return open_client(client), network


def test_a_ship_whose_answer_is_lost_on_a_store_without_keys_is_read_again_not_resent(
    qtbot: QtBot, sylius: tuple[Any, KeyedNetwork], run: Runner
) -> None:
    client, network = sylius
    orders = run(client.orders.summaries(limit=40)).items  # teaches each order's token
    ready = next(order for order in orders if order.placed and order.shipping_state == "ready")
    editor = opened(qtbot, OrderEditor(client, ready.id))
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    network.lose_answer(request_is("PATCH", "/ship"))

    press(qtbot, editor, Step.SHIP)
    answer_ship(qtbot, TRACKING)
    settle(qtbot, editor)

    assert len(network.lost) == 1
    assert network.keys_of("PATCH", "/ship") == [None]  # sent once, and with no key
    assert "The store shows the change was made." in editor.message_bar.text()
    assert run(client.orders.get(ready.id)).shipping_state == "shipped"


# ------------------------------------------------------------------------------ price import


@pytest.mark.parametrize("server", ["keyed", "keyless"])
def test_an_imported_price_whose_answer_is_lost_is_saved_once(
    qtbot: QtBot,
    request: pytest.FixtureRequest,
    server: str,
    run: Runner,
    tmp_path: Path,
    english: Any,
) -> None:
    client: Any = request.getfixturevalue(server)
    network: KeyedNetwork = request.getfixturevalue(f"{server}_network")
    variant = variants_of(run, client, PRODUCT)[0]
    path = write_csv(
        tmp_path / "prices.csv",
        [["variant code", "channel code", "price"], [variant.code, "MOB", "44.40"]],
    )
    dialog = import_dialog(qtbot, client, path, product_hint=PRODUCT)
    network.lose_answer(request_is("PUT", f"/variants/{variant.code}"))

    assert apply(qtbot, dialog) == (1, 0)

    now = variants_of(run, client, PRODUCT)[0]
    assert now.price("MOB") == 4440 and now.version == (variant.version or 0) + 1
    assert dialog.status_of(2) == "Saved (confirmed after the answer was lost)."
    assert sent(network, "PUT", variant.code) == (2 if server == "keyed" else 1)
