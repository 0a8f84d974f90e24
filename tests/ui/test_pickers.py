"""Pickers against the real demo store: customers and variants found as staff type, channels and
their locales, and the free-text fallback on a server without the lookups."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.editors.pickers import (
    ChannelPicker,
    CustomerPicker,
    LocalePicker,
    VariantChoice,
    VariantPicker,
    fill_channel_and_locale,
    link_locales,
)
from tests.ui.conftest import Runner, make_store_client
from tests.ui.sales_support import OFFSCREEN_WARNINGS, pick

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def shown(qtbot: QtBot, widget: Any) -> Any:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return widget


def test_customer_picker_finds_customers_by_name_and_gives_the_email(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    customers = run(store_client.customers.list(page=1, limit=1)).items
    someone = customers[0]
    picker = shown(qtbot, CustomerPicker(store_client, value="email"))

    chosen = pick(qtbot, picker, someone.last_name)

    assert chosen == someone.email
    assert someone.email in picker.line_edit.text()
    assert any(someone.last_name in choice.label for choice in picker.offered())


def test_customer_picker_for_orders_gives_the_customer_id(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    someone = run(store_client.customers.list(page=1, limit=1)).items[0]
    picker = shown(qtbot, CustomerPicker(store_client, value="id"))

    assert pick(qtbot, picker, someone.email) == someone.id


def test_customer_picker_says_when_nothing_matches(qtbot: QtBot, store_client: Any) -> None:
    picker = shown(qtbot, CustomerPicker(store_client))
    picker.line_edit.setFocus()
    with qtbot.waitSignal(picker.searched, timeout=10000) as found:
        qtbot.keyClicks(picker.line_edit, "zzz-nobody")
    assert found.args == [0]
    assert picker.hint_label.text() == "Nothing matches “zzz-nobody”."
    assert picker.value() == "zzz-nobody"  # a typed e-mail is still sent as it is


def test_variant_picker_searches_every_product_by_code_and_by_name(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    hoodies = run(store_client.variants.list("HEAVYWEIGHT_HOODIE", page=1, limit=5)).items
    wanted = hoodies[0]
    picker = shown(qtbot, VariantPicker(store_client))
    picker.set_channel("WEB", "USD", "en_US")

    chosen = pick(qtbot, picker, wanted.code)

    assert isinstance(chosen, VariantChoice)
    assert (chosen.code, chosen.id, chosen.product_code) == (
        wanted.code,
        wanted.id,
        "HEAVYWEIGHT_HOODIE",
    )
    price = wanted.channel_pricings["WEB"].price
    label = picker.line_edit.text()
    assert label.startswith(f"{wanted.code} — ")
    assert f"${price // 100}." in label  # the price in the cart's channel, in its currency

    picker.set_value(None)
    by_product_name = pick(qtbot, picker, "hoodie")
    assert by_product_name.product_code == "HEAVYWEIGHT_HOODIE"
    assert len(picker.offered()) == len(
        run(store_client.variants.list("HEAVYWEIGHT_HOODIE", page=1, limit=50)).items
    )


class HeldCustomerPicker(CustomerPicker):
    """A customer picker whose searches wait for ``release`` before asking the server: the
    answer of a search can then arrive after the box was set to something else."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.release = asyncio.Event()

    async def search(self, text: str) -> list[Any]:
        await self.release.wait()
        return list(await super().search(text))


def test_an_answer_for_text_no_longer_in_the_box_is_dropped(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    someone = run(store_client.customers.list(page=1, limit=1)).items[0]
    picker = shown(qtbot, HeldCustomerPicker(store_client, value="email"))
    picker.line_edit.setFocus()
    qtbot.keyClicks(picker.line_edit, "zzz-nobody")
    qtbot.waitUntil(lambda: picker.hint_label.text() == "Searching…", timeout=5000)

    picker.set_value(None)  # the box is emptied while "zzz-nobody" is being looked up
    answers: list[int] = []
    picker.searched.connect(answers.append)
    picker.release.set()
    qtbot.wait(300)
    assert answers == []  # the stale answer never arrives
    assert picker.hint_label.isHidden()  # no "Nothing matches “zzz-nobody”" under an empty box

    assert pick(qtbot, picker, someone.last_name) == someone.email  # the next search is answered


def test_channel_picker_offers_enabled_channels_and_their_locales(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    channels, locales = ChannelPicker(), LocalePicker()
    shown(qtbot, channels)
    qtbot.addWidget(locales)
    link_locales(channels, locales)
    run(fill_channel_and_locale(store_client, channels, locales))

    offered = [channels.itemData(index) for index in range(1, channels.count())]
    assert sorted(offered) == ["MOB", "WEB"]  # the disabled pop-up store is not offered
    assert channels.code() is None  # two channels: the user chooses
    assert not locales.isEnabled() and locales.currentText() == "Choose a channel first"

    channels.setCurrentIndex(channels.findData("MOB"))
    mob = run(store_client.channels.get("MOB"))
    assert [locales.itemData(index) for index in range(locales.count())] == list(mob.locales)
    assert locales.currentData() == mob.default_locale
    assert locales.isEnabled()
    assert "(" in locales.currentText()  # readable name with the code


def without_lookups(app: Any) -> httpx.MockTransport:
    """A server with only the contract's endpoints: the lookups answer "No route found"."""
    asgi = httpx.ASGITransport(app=app)
    lookups = ("/api/v1/channels/", "/api/v1/locales/", "/api/v1/customers/", "/api/v1/products/")

    async def handle(request: httpx.Request) -> httpx.Response:
        if request.url.path.startswith(lookups):
            message = f'No route found for "{request.method} {request.url.path}"'
            return httpx.Response(404, json={"code": 404, "message": message})
        return await asgi.handle_async_request(request)

    return httpx.MockTransport(handle)


def test_pickers_fall_back_to_free_text_without_the_lookups(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    client = open_client(make_store_client(backend_app, without_lookups(backend_app)))
    channels, locales = ChannelPicker(), LocalePicker()
    qtbot.addWidget(channels)
    qtbot.addWidget(locales)
    link_locales(channels, locales)
    run(fill_channel_and_locale(client, channels, locales))
    assert channels.isEditable() and locales.isEditable()
    qtbot.keyClicks(channels.lineEdit(), "WEB")
    assert channels.code() == "WEB"

    customer = shown(qtbot, CustomerPicker(client))
    customer.line_edit.setFocus()
    with qtbot.waitSignal(customer.searched, timeout=10000):
        qtbot.keyClicks(customer.line_edit, "ann@example.net")
    assert "cannot search customers" in customer.hint_label.text()
    assert customer.value() == "ann@example.net"

    variant = shown(qtbot, VariantPicker(client, free_text=str))
    variant.line_edit.setFocus()
    with qtbot.waitSignal(variant.searched, timeout=10000):
        qtbot.keyClicks(variant.line_edit, "SOME_CODE")
    assert "type the exact variant code" in variant.hint_label.text()
    assert variant.value() == "SOME_CODE"
