"""The GUI against a Sylius 1.x store of each generation (the stand-in of ``tests/sylius_v1``,
in-process as any server): sign-in recognises the store and the window names it; every save an
editor makes changes exactly the fields the staffer changed (the stand-in's records compared field
by field before and after); what the store lacks is disabled or read-only with its reason."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, ServerIdentity, ServerKind, StoreClient
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation
from storeadmin_gui.ui.editors.cart_editor import CartEditor, NewCartEditor
from storeadmin_gui.ui.editors.order_editor import NewOrderEditor, OrderEditor
from storeadmin_gui.ui.editors.read_only import is_read_only
from storeadmin_gui.ui.editors.user_editor import UserEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.orders.order_questions import ShipDialog
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.prices.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import Profile, Secrets
from storeadmin_gui.ui.shell.session import Session
from tests.sylius_v1 import (
    ADMIN_PASSWORD,
    ADMIN_USERNAME,
    CLIENT_ID,
    CLIENT_SECRET,
    GENERATIONS,
    SyliusState,
    create_app,
)
from tests.sylius_v1_client.conftest import changed
from tests.ui.conftest import Runner
from tests.ui.dialog_support import click_button, tree_row, visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS, opened, retype, save_screenshot, settled
from tests.ui.shell_support import temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

SHOP = "http://shop.test"
AUTH = PasswordAuth(
    client_id=CLIENT_ID,
    client_secret=CLIENT_SECRET,
    username=ADMIN_USERNAME,
    password=ADMIN_PASSWORD,
)
STAMPS = {"updatedAt"}


@dataclass
class Shop:
    """A stand-in of one generation and a client of the app's signed in to it."""

    generation: str
    app: Any
    client: StoreClient

    @property
    def state(self) -> SyliusState:
        state: SyliusState = self.app.state.sylius
        return state

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.state.records)

    def moved(self, before: dict[str, Any]) -> set[str]:
        """Every field of the store a save changed, its stamps left out."""
        return {
            path
            for path in changed(before, self.state.records)
            if path.rsplit(".", 1)[-1] not in STAMPS
        }

    def path_of(self, kind: str, record: dict[str, Any]) -> str:
        return f"{kind}.{self.state.records[kind].index(record)}"

    @property
    def label(self) -> str:
        first, last = self.generation.split("-")
        return f"Sylius {first}–{last}"


@pytest.fixture(params=sorted(GENERATIONS))
def shop(request: pytest.FixtureRequest, open_client: Any) -> Shop:
    app = create_app(str(request.param))
    client = StoreClient(SHOP, auth=AUTH, transport=httpx.ASGITransport(app=app))
    return Shop(str(request.param), app, open_client(client))


def profile() -> Profile:
    return Profile(
        name="Shop",
        server_url=SHOP,
        client_id=CLIENT_ID,
        username=ADMIN_USERNAME,
        secrets=Secrets(client_secret=CLIENT_SECRET, password=ADMIN_PASSWORD),
    )


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, Session]]:
    messages = MessageChannel()
    apps: dict[str, Any] = {}

    def factory(chosen: Profile, auth: Any) -> StoreClient:
        return StoreClient(
            chosen.server_url,
            auth=auth,
            transport=httpx.ASGITransport(app=apps["shop"]),
            server=chosen.server,
        )

    session = Session(messages, client_factory=factory)
    main = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(main)
    main.apps = apps  # type: ignore[attr-defined]
    yield main, session


@pytest.mark.parametrize("generation", sorted(GENERATIONS))
def test_signing_in_recognises_the_store_and_the_window_names_it(
    qtbot: QtBot, run: Runner, window: tuple[MainWindow, Session], generation: str, tmp_path: Path
) -> None:
    main, session = window
    app = create_app(generation)
    main.apps["shop"] = app  # type: ignore[attr-defined]
    chosen = profile()
    with qtbot.waitSignal(session.server_recognised, timeout=10_000):
        run(session.open(chosen))
    assert chosen.server == ServerIdentity(ServerKind.SYLIUS_ADMIN_API, generation)
    first, last = generation.split("-")
    main.resize(1200, 700)
    main.show()
    qtbot.waitExposed(main)
    save_screenshot(main, f"sylius-{generation}-window", tmp_path)
    assert main.server_name_label.text() == f"Sylius {first}–{last}"
    assert main.server_name_label.toolTip() == f"Sylius {first}–{last} (admin API v1)"
    # The sign-in's reads are ones every generation serves: nothing was refused.
    signed = [r for r in app.state.sylius.requests if "authorization" in r.headers]
    assert [(r.path, r.status) for r in signed if r.status >= 400] == []
    run(session.close())


def open_variant(qtbot: QtBot, shop: Shop, code: str | None) -> VariantEditor:
    editor = opened(qtbot, VariantEditor(shop.client, "TSHIRT", code), size=(1000, 700))
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    return editor


def test_the_variant_editor_saves_only_what_was_changed(
    qtbot: QtBot, shop: Shop, tmp_path: Path, app_look: Any
) -> None:
    app_look()
    editor = open_variant(qtbot, shop, "TSHIRT_M_BLUE")
    save_screenshot(editor, f"sylius-{shop.generation}-variant-editor", tmp_path)
    position = editor.form.field("position")
    assert is_read_only(position) and editor.position_input.isReadOnly()
    assert position.read_only_note is not None
    assert position.read_only_note.text() == (
        f"This store's {shop.label} does not let Store Admin change this field."
    )
    assert not is_read_only(editor.form.field("on_hand"))  # the form takes it when sent
    variant = shop.state.variant("TSHIRT_M_BLUE")
    assert variant is not None
    assert editor.pricing.edits["WEB_EU"].text() == "21.00"  # 2100 minor units
    before = shop.snapshot()
    retype(qtbot, editor.pricing.edits["WEB_EU"], "19.5")
    retype(qtbot, editor.translations_input.rows["en_US"], "T-shirt M, blue")
    retype(qtbot, editor.dimension_edits["width"], "35")
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    where = shop.path_of("variants", variant)
    assert shop.moved(before) == {
        f"{where}.channelPricings.WEB_EU.price",
        f"{where}.translations.en_US.name",
        f"{where}.width",
        f"{where}.version",
    }
    assert variant["channelPricings"]["WEB_EU"]["price"] == 1950
    assert variant["enabled"] is True and variant["shippingRequired"] is True


def test_a_name_cannot_be_removed_and_says_why(qtbot: QtBot, shop: Shop) -> None:
    editor = open_variant(qtbot, shop, "TSHIRT_M_BLUE")
    names = editor.translations_input
    assert not names.remove_buttons["en_US"].isVisibleTo(editor)
    retype(qtbot, names.rows["de_DE"], "")
    assert names.error_text("de_DE") == (
        f"This store's {shop.label} cannot remove a name: change it instead."
    )
    assert not editor.save_button.isEnabled()
    before = shop.snapshot()
    retype(qtbot, names.rows["de_DE"], "T-Shirt M blau")
    settled(qtbot, editor, editor.save_button.click)
    variant = shop.state.variant("TSHIRT_M_BLUE")
    assert variant is not None
    assert shop.moved(before) == {f"{shop.path_of('variants', variant)}.translations.de_DE.name"}


def test_locales_the_store_names_only_by_code_read_as_names(qtbot: QtBot, shop: Shop) -> None:
    """The store's locales lookup gives codes alone: the rows and the new cart's picker name
    each locale in its own language, the code kept in the tooltip."""
    editor = open_variant(qtbot, shop, "TSHIRT_M_BLUE")
    row_labels = {
        label.toolTip(): label.text()
        for label in editor.translations_input.findChildren(QLabel)
        if label.toolTip() in ("en_US", "de_DE")
    }
    assert row_labels == {
        "en_US": "American English (United States)",
        "de_DE": "Deutsch (Deutschland)",
    }
    cart = opened(qtbot, NewCartEditor(shop.client), size=None)
    qtbot.waitUntil(lambda: not cart.busy and cart.offered is not None, timeout=10_000)
    cart.channel_picker.setCurrentIndex(cart.channel_picker.findData("WEB_EU"))
    picker = cart.locale_picker
    shown = {picker.itemData(i): picker.itemText(i) for i in range(picker.count())}
    assert shown["fr_FR"] == "français (France)"
    assert (
        picker.itemData(picker.findText("français (France)"), Qt.ItemDataRole.ToolTipRole)
        == "fr_FR"
    )


def test_a_save_shows_in_the_workstations_record_and_says_why_it_cannot_be_reverted(
    qtbot: QtBot, shop: Shop, tmp_path: Path, open_client: Any
) -> None:
    """The store keeps no history: the editor shows what this workstation saved, says so, and
    explains why such an entry is not reverted (only the new value was noted)."""
    client = open_client(
        StoreClient(
            SHOP,
            auth=AUTH,
            transport=httpx.ASGITransport(app=shop.app),
            history_folder=tmp_path / "history",
        )
    )
    editor = opened(qtbot, VariantEditor(client, "TSHIRT", "TSHIRT_M_BLUE"), size=(1000, 700))
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    retype(qtbot, editor.pricing.edits["WEB_EU"], "19.5")
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    history = editor.history
    assert history is not None
    history.refresh()
    qtbot.waitUntil(lambda: len(history.entries) == 1, timeout=10_000)
    assert history.hint.text() == (
        "This server keeps no history: shown is only what was done from this workstation."
    )
    history.tree.setCurrentItem(tree_row(history.tree, 0))
    assert not history.revert_button.isEnabled()
    assert history.revert_button.toolTip().startswith("There is no earlier value to go back to")


def test_a_new_variant_is_saved_enabled_with_every_price(qtbot: QtBot, shop: Shop) -> None:
    editor = open_variant(qtbot, shop, None)
    retype(qtbot, editor.code_edit, "TSHIRT_XXL_BLUE")
    retype(qtbot, editor.translations_input.rows["en_US"], "T-shirt XXL blue")
    for channel, price in (("WEB_US", "26"), ("WEB_EU", "24"), ("WEB_GB", "22")):
        retype(qtbot, editor.pricing.edits[channel], price)
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    created = shop.state.variant("TSHIRT_XXL_BLUE")
    assert created is not None
    assert created["enabled"] is True and created["shippingRequired"] is True
    assert {c: p["price"] for c, p in created["channelPricings"].items()} == {
        "WEB_US": 2600,
        "WEB_EU": 2400,
        "WEB_GB": 2200,
    }


def test_bulk_prices_keep_every_other_channel(qtbot: QtBot, shop: Shop) -> None:
    chosen = [("TSHIRT", "TSHIRT_S_RED"), ("TSHIRT", "TSHIRT_L_BLUE")]
    dialog = BulkPriceDialog(shop.client, chosen)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.channel_picker.count() == 3, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB_GB"))
    assert dialog.channel_picker.currentText() == "UK web store (WEB_GB, GBP)"
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(Operation.SET))
    qtbot.keyClicks(dialog.amount_edit, "12.5")
    with qtbot.waitSignal(dialog.previewed, timeout=10_000):
        click_button(dialog, "Preview")
    before = shop.snapshot()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        dialog.apply_button.click()
    assert applied.args == [2, 0]
    expected = set()
    for _product, code in chosen:
        variant = shop.state.variant(code)
        assert variant is not None and variant["channelPricings"]["WEB_GB"]["price"] == 1250
        expected.add(f"{shop.path_of('variants', variant)}.channelPricings.WEB_GB.price")
    assert shop.moved(before) == expected


def test_a_price_import_keeps_every_other_channel(qtbot: QtBot, shop: Shop, tmp_path: Path) -> None:
    path = tmp_path / "prices.csv"
    path.write_text(
        "variant code,channel code,price\nTSHIRT_S_BLUE,WEB_US,30.00\nMUG_SMALL,WEB_EU,9.90\n"
    )
    dialog = PriceImportDialog(shop.client)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.file_field.set_path(path)
    with qtbot.waitSignal(dialog.previewed, timeout=20_000):
        click_button(dialog, "Preview")
    before = shop.snapshot()
    with qtbot.waitSignal(dialog.applied, timeout=20_000) as applied:
        click_button(dialog, "Apply")
    assert applied.args == [2, 0]
    paths = set()
    for code, channel in (("TSHIRT_S_BLUE", "WEB_US"), ("MUG_SMALL", "WEB_EU")):
        variant = shop.state.variant(code)
        assert variant is not None
        paths.add(f"{shop.path_of('variants', variant)}.channelPricings.{channel}.price")
    assert shop.moved(before) == paths
    mug = shop.state.variant("MUG_SMALL")
    assert mug is not None and mug["channelPricings"]["WEB_EU"]["originalPrice"] == 1500


def test_the_user_editor_sends_the_admin_user_form(
    qtbot: QtBot, shop: Shop, tmp_path: Path, app_look: Any
) -> None:
    app_look()
    clerk = shop.state.find("adminUsers", username="clerk")
    assert clerk is not None
    editor = opened(qtbot, UserEditor(shop.client, clerk["id"]), size=None)
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    save_screenshot(editor, f"sylius-{shop.generation}-user-editor", tmp_path)
    assert editor.username_input.isVisibleTo(editor) and editor.username_input.text() == "clerk"
    assert editor.locale_input.isVisibleTo(editor)
    roles = editor.form.field("roles")
    assert is_read_only(roles) and roles.read_only_note is not None
    assert roles.read_only_note.text() == (
        f"This store's {shop.label} does not let Store Admin change this field."
    )
    assert not editor.reset_button.isEnabled()
    assert editor.reset_status.text() == f"This store's {shop.label} has no password reset."
    before = shop.snapshot()
    retype(qtbot, editor.last_name_input, "Schumann")
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    assert shop.moved(before) == {f"{shop.path_of('adminUsers', clerk)}.lastName"}
    assert clerk["enabled"] is True and clerk["localeCode"] == "en_US"


def test_a_new_user_gets_a_username_and_a_language(qtbot: QtBot, shop: Shop) -> None:
    editor = opened(qtbot, UserEditor(shop.client))
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    retype(qtbot, editor.username_input, "nina")
    retype(qtbot, editor.first_name_input, "Nina")
    retype(qtbot, editor.last_name_input, "Simone")
    retype(qtbot, editor.email_input, "nina@example.com")
    retype(qtbot, editor.password_input, "four4")
    retype(qtbot, editor.confirmation_input, "four4")
    editor.locale_input.setCurrentIndex(editor.locale_input.findData("de_DE"))
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    created = shop.state.find("adminUsers", username="nina")
    assert created is not None
    assert (created["email"], created["localeCode"], created["enabled"]) == (
        "nina@example.com",
        "de_DE",
        True,
    )


def test_cart_items_change_their_cart_only(qtbot: QtBot, shop: Shop, run: Runner) -> None:
    cart = next(o for o in shop.state.records["orders"] if o["state"] == "cart" and o["items"])
    editor = opened(qtbot, CartEditor(shop.client, cart["id"]))
    before = shop.snapshot()
    line = run(shop.client.carts.items.add(cart["id"], variant="TSHIRT_S_BLUE"))
    settled(qtbot, editor, editor.reload)
    assert editor.items_model.rowCount() == len(cart["items"])
    where = shop.path_of("orders", cart)
    assert shop.moved(before) == {f"{where}.items"}
    run(shop.client.carts.items.remove(cart["id"], line.id))


def test_the_order_editor_ships_and_hides_what_the_store_lacks(qtbot: QtBot, shop: Shop) -> None:
    order = shop.state.find("orders", number="000000001")
    assert order is not None
    editor = opened(qtbot, OrderEditor(shop.client, order["id"]))
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    reason = f"This store's {shop.label} cannot add items to an order or remove them."
    assert editor.locked_label.text() == reason and not editor.add_box.isEnabled()
    assert editor.remove_button.toolTip() == reason
    assert not editor.delete_button.isEnabled()
    assert editor.delete_button.toolTip() == f"This store's {shop.label} cannot delete orders."
    before = shop.snapshot()
    button = editor.steps_bar.buttons[Step.SHIP]
    assert button.isVisible() and button.isEnabled(), button.toolTip()
    button.click()
    qtbot.waitUntil(lambda: bool(visible_dialogs(ShipDialog)), timeout=5000)
    dialog = visible_dialogs(ShipDialog)[-1]
    qtbot.keyClicks(dialog.tracking_input, "TRACK-1")
    click_button(dialog, "Ship")
    task = editor.step_task
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    where = shop.path_of("orders", order)
    own = {path for path in shop.moved(before) if path.startswith(f"{where}.")}
    assert own == {f"{where}.shipments.0.state", f"{where}.shipments.0.tracking"} | (
        {f"{where}.shippingState"}
    )
    others = shop.moved(before) - own
    assert all(path.startswith("variants.") for path in others)  # the units left the shelf
    assert order["shipments"][0]["tracking"] == "TRACK-1"


def test_a_new_order_is_refused_with_the_reason(qtbot: QtBot, shop: Shop) -> None:
    editor = opened(qtbot, NewOrderEditor(shop.client), size=None)
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    assert not editor.save_button.isEnabled()
    assert editor.save_button.toolTip() == f"This store's {shop.label} has no order creation."


def test_a_new_cart_takes_the_customer_typed_where_customers_cannot_be_searched(
    qtbot: QtBot, shop: Shop
) -> None:
    editor = opened(qtbot, NewCartEditor(shop.client), size=None)
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    picker = editor.customer_picker
    qtbot.keyClicks(picker.line_edit, "bob@example.com")
    qtbot.waitUntil(lambda: "cannot search customers" in picker.hint_label.text(), timeout=10_000)
    editor.channel_picker.setCurrentIndex(editor.channel_picker.findData("WEB_EU"))
    # The store does not say a channel's locales: every locale of the store is offered.
    offered = [editor.locale_picker.itemData(i) for i in range(editor.locale_picker.count())]
    assert offered == ["en_US", "de_DE", "fr_FR"]
    editor.locale_picker.setCurrentIndex(editor.locale_picker.findData("de_DE"))
    before = len(shop.state.records["orders"])
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    assert len(shop.state.records["orders"]) == before + 1
    cart = shop.state.records["orders"][-1]
    customer = shop.state.get("customers", cart["customer"])
    assert customer is not None and customer["email"] == "bob@example.com"
    assert (cart["state"], cart["localeCode"], cart["currencyCode"]) == ("cart", "de_DE", "EUR")
