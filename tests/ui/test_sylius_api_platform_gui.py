"""The GUI against a Sylius 1.13/1.14 or 2.x store (the API Platform stand-in of
``tests/sylius_api_platform``, in-process as any server): sign-in with an e-mail and password
recognises the store and the window names it; every save an editor makes changes exactly the
fields the staffer changed (the stand-in's records compared field by field before and after);
what the store lacks is disabled with its reason; a token that expires mid-edit is renewed and the
edit kept; a store whose API is off, or an account without API access, is told what to change."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, ServerIdentity, ServerKind, StoreClient
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation
from storeadmin_gui.ui.editors.cart_editor import NewCartEditor
from storeadmin_gui.ui.editors.conflict import ConflictDialog
from storeadmin_gui.ui.editors.order_editor import NewOrderEditor, OrderEditor
from storeadmin_gui.ui.editors.read_only import is_read_only
from storeadmin_gui.ui.editors.user_editor import UserEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.orders.order_questions import ShipDialog
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.prices.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import Profile, ProfileStore, Secrets, SecretStore
from storeadmin_gui.ui.shell.session import Session
from tests.sylius_api_platform import create_app
from tests.sylius_api_platform_client.conftest import Store
from tests.ui.conftest import Runner
from tests.ui.dialog_support import click_button, visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS, opened, retype, save_screenshot, settled
from tests.ui.shell_support import MemoryKeyring, temp_settings

pytestmark = pytest.mark.qt_log_ignore(
    *OFFSCREEN_WARNINGS, "This plugin does not support propagateSizeHints"
)

SHOP = "http://shop.test"
FLAVOURS = ["1.13-1.14", "2.x"]
EMAIL, PASSWORD = "api@example.com", "sylius"
AUTH = PasswordAuth(client_id="", client_secret="", username=EMAIL, password=PASSWORD)


class Shop(Store):
    """A stand-in of one flavour and a client of the app's signed in to it."""

    @property
    def label(self) -> str:
        return f"Sylius {self.flavour.replace('-', '–')}"


@pytest.fixture(params=FLAVOURS)
def shop(request: pytest.FixtureRequest, open_client: Any) -> Shop:
    app = create_app(str(request.param))
    client = StoreClient(SHOP, auth=AUTH, transport=httpx.ASGITransport(app=app))
    return Shop(str(request.param), app, open_client(client))


def profile(email: str = EMAIL) -> Profile:
    """A connection as the dialog saves it for such a store: no API client."""
    return Profile(name="Shop", server_url=SHOP, username=email, secrets=Secrets(password=PASSWORD))


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


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_signing_in_recognises_the_store_and_the_window_names_it(
    qtbot: QtBot, run: Runner, window: tuple[MainWindow, Session], flavour: str, tmp_path: Path
) -> None:
    main, session = window
    app = create_app(flavour)
    main.apps["shop"] = app  # type: ignore[attr-defined]
    chosen = profile()
    with qtbot.waitSignal(session.server_recognised, timeout=10_000):
        run(session.open(chosen))
    assert chosen.server == ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, flavour)
    label = f"Sylius {flavour.replace('-', '–')}"
    main.resize(1200, 700)
    main.show()
    qtbot.waitExposed(main)
    save_screenshot(main, f"sylius-api-platform-{flavour}-window", tmp_path)
    assert main.server_name_label.text() == label
    assert main.server_name_label.toolTip() == f"{label} (API Platform, /api/v2/admin)"
    signed = [r for r in app.state.sylius.requests if "authorization" in r["headers"]]
    assert signed and all(r["path"].startswith("/api/v2/admin/") for r in signed)
    run(session.close())


def connect_dialog(
    qtbot: QtBot, tmp_path: Path, app: Any, remembered: Profile | None = None
) -> tuple[ConnectDialog, Session, ProfileStore]:
    def factory(chosen: Profile, auth: Any) -> StoreClient:
        return StoreClient(
            chosen.server_url,
            auth=auth,
            transport=httpx.ASGITransport(app=app),
            server=chosen.server,
        )

    session = Session(MessageChannel(), client_factory=factory)
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    if remembered is not None:
        profiles.save(remembered, remember_secrets=True)
    dialog = ConnectDialog(profiles, session.open)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, session, profiles


def sign_in(qtbot: QtBot, dialog: ConnectDialog, email: str = EMAIL) -> None:
    dialog.password_mode.setChecked(True)
    dialog.server_edit.setText(SHOP)
    dialog.username_edit.setText(email)
    dialog.password_edit.setText(PASSWORD)
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_the_connect_dialog_asks_an_email_and_password_only(
    qtbot: QtBot, run: Runner, tmp_path: Path, flavour: str
) -> None:
    app = create_app(flavour)
    dialog, session, profiles = connect_dialog(qtbot, tmp_path, app)
    dialog.remember_box.setChecked(True)
    sign_in(qtbot, dialog)  # no client ID, no client secret
    assert dialog.error_text == "" and session.client is not None
    saved = profiles.load(profiles.names()[0])
    assert saved is not None and saved.server is not None
    assert not saved.server.signs_in_with_client
    assert run(profiles.remembered_start()) is not None  # the next start signs in without asking
    run(session.close())
    again = ConnectDialog(profiles, session.open)
    qtbot.addWidget(again)
    again.show()
    assert not again.client_id_edit.isVisibleTo(again)  # known: it takes no API client
    assert not again.client_secret_edit.isVisibleTo(again)
    assert again.username_edit.isVisibleTo(again) and again.password_edit.isVisibleTo(again)
    save_screenshot(again, f"sylius-api-platform-{flavour}-connect", tmp_path)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_a_store_with_its_api_off_or_an_account_without_access_says_what_to_change(
    qtbot: QtBot, run: Runner, tmp_path: Path, flavour: str
) -> None:
    off = create_app(flavour, api_enabled=False)
    dialog, session, _profiles = connect_dialog(qtbot, tmp_path / "off", off)
    sign_in(qtbot, dialog)
    assert "API is switched off" in dialog.error_text
    assert "sylius_api" in dialog.error_text and session.client is None
    dialog, session, _profiles = connect_dialog(qtbot, tmp_path / "panel", create_app(flavour))
    sign_in(qtbot, dialog, "panel@example.com")
    assert "ROLE_API_ACCESS" in dialog.error_text and session.client is None
    save_screenshot(dialog, f"sylius-api-platform-{flavour}-no-access", tmp_path)


def open_variant(qtbot: QtBot, shop: Shop, code: str | None, product: str = "MUG_CLASSIC") -> Any:
    editor = opened(qtbot, VariantEditor(shop.client, product, code), size=(1000, 700))
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    return editor


def test_the_variant_editor_saves_only_what_was_changed(
    qtbot: QtBot, shop: Shop, tmp_path: Path, app_look: Any
) -> None:
    app_look()
    editor = open_variant(qtbot, shop, "MUG_CLASSIC_RED")
    # Told once per connection, on opening: the store's check is best-effort.
    assert "does not refuse a save made over someone else's change" in editor.message_bar.text()
    save_screenshot(editor, f"sylius-api-platform-{shop.flavour}-variant-editor", tmp_path)
    assert not is_read_only(editor.form.field("position"))  # the store takes every field
    assert editor.pricing.edits["EU"].text() == "11.00"  # 1100 minor units
    before = shop.snapshot()
    retype(qtbot, editor.pricing.edits["EU"], "9.5")
    retype(qtbot, editor.translations_input.rows["en_US"], "Classic mug in red")
    retype(qtbot, editor.dimension_edits["width"], "8")
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    where = "product_variants.MUG_CLASSIC_RED"
    assert shop.moved(before) == {
        f"{where}.channelPricings.EU.price",
        f"{where}.translations.en_US.name",
        f"{where}.width",
    }
    assert (
        shop.records["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"]["EU"]["price"] == 950
    )
    second = open_variant(qtbot, shop, "MUG_CLASSIC_GREEN")
    assert second.message_bar.text() == ""  # said once


def test_a_change_made_since_the_editor_opened_opens_the_comparison(
    qtbot: QtBot, shop: Shop
) -> None:
    editor = open_variant(qtbot, shop, "MUG_CLASSIC_RED")
    retype(qtbot, editor.pricing.edits["WEB"], "13.00")
    shop.state.advance(10)  # a colleague saves the variant a little later
    colleague = shop.records["product_variants"]["MUG_CLASSIC_RED"]
    colleague["channelPricings"]["EU"]["price"] = 1050
    colleague["updatedAt"] = shop.state.stamp()
    before = shop.snapshot()
    editor.save_button.click()
    qtbot.waitUntil(lambda: bool(visible_dialogs(ConflictDialog)), timeout=10_000)
    dialog = visible_dialogs(ConflictDialog)[-1]
    assert shop.moved(before) == set()  # nothing was saved over their change
    click_button(dialog, "Save merged")

    def price(channel: str) -> int:
        return int(
            shop.records["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"][channel]["price"]
        )

    qtbot.waitUntil(lambda: price("WEB") == 1300 and not editor.busy, timeout=10_000)
    assert price("EU") == 1050  # theirs, kept beside mine


def test_a_refusal_lands_on_its_field(qtbot: QtBot, shop: Shop) -> None:
    shop.records["product_variants"]["MUG_CLASSIC_RED"]["onHold"] = 5
    editor = open_variant(qtbot, shop, "MUG_CLASSIC_RED")
    before = shop.snapshot()
    retype(qtbot, editor.on_hand_input, "2")  # below what orders hold
    settled(qtbot, editor, editor.save_button.click)
    field = editor.form.field("on_hand")
    assert field.error_label.text() == "On hand must be greater than the number of on hold units"
    assert shop.moved(before) == set()
    assert editor.on_hand_input.text() == "2"  # kept as typed


def test_a_new_variant_needs_every_channel_price_and_is_saved_once_given(
    qtbot: QtBot, shop: Shop
) -> None:
    editor = open_variant(qtbot, shop, None)
    retype(qtbot, editor.code_edit, "MUG_CLASSIC_BLACK")
    retype(qtbot, editor.translations_input.rows["en_US"], "Classic mug, Black")
    retype(qtbot, editor.pricing.edits["WEB"], "14")
    settled(qtbot, editor, editor.save_button.click)
    assert "MUG_CLASSIC_BLACK" not in shop.records["product_variants"]
    prices = editor.form.field("channel_pricings")
    assert prices.error_label.text() == "You must define price for every enabled channel."
    retype(qtbot, editor.pricing.edits["EU"], "13")
    settled(qtbot, editor, editor.save_button.click)
    created = shop.records["product_variants"]["MUG_CLASSIC_BLACK"]
    assert {c: p["price"] for c, p in created["channelPricings"].items()} == {
        "WEB": 1400,
        "EU": 1300,
    }
    assert len(created["channelPricings"]) == 2  # none twice


def test_a_token_that_expires_mid_edit_is_renewed_and_the_edit_saved(
    qtbot: QtBot, shop: Shop
) -> None:
    editor = open_variant(qtbot, shop, "MUG_CLASSIC_RED")
    retype(qtbot, editor.pricing.edits["WEB"], "15.50")
    shop.state.advance(shop.state.token_ttl + 60)  # lunch
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""  # saved: no sign-in asked, nothing lost
    assert (
        shop.records["product_variants"]["MUG_CLASSIC_RED"]["channelPricings"]["WEB"]["price"]
        == 1550
    )
    assert editor.pricing.edits["WEB"].text() == "15.50"
    tokens = [r for r in shop.state.requests if r["path"].endswith("/administrators/token")]
    assert len(tokens) == 2  # the first sign-in, then once again


def test_bulk_prices_keep_every_other_channel(qtbot: QtBot, shop: Shop) -> None:
    chosen = [("MUG_CLASSIC", "MUG_CLASSIC_RED"), ("MUG_TRAVEL", "MUG_TRAVEL_BLUE")]
    dialog = BulkPriceDialog(shop.client, chosen)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.channel_picker.count() == 3, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB"))
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(Operation.SET))
    qtbot.keyClicks(dialog.amount_edit, "12.5")
    with qtbot.waitSignal(dialog.previewed, timeout=10_000):
        click_button(dialog, "Preview")
    before = shop.snapshot()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        dialog.apply_button.click()
    assert applied.args == [2, 0]
    assert shop.moved(before) == {
        f"product_variants.{code}.channelPricings.WEB.price" for _product, code in chosen
    }


def test_a_price_import_keeps_every_other_channel(qtbot: QtBot, shop: Shop, tmp_path: Path) -> None:
    path = tmp_path / "prices.csv"
    path.write_text(
        "variant code,channel code,price\nCAP_BEANIE_S,PL,30.00\nMUG_JUMBO_RED,EU,9.90\n"
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
    assert shop.moved(before) == {
        "product_variants.CAP_BEANIE_S.channelPricings.PL.price",
        "product_variants.MUG_JUMBO_RED.channelPricings.EU.price",
    }


def test_the_user_editor_edits_an_administrator_and_a_reset_is_e_mailed(
    qtbot: QtBot, shop: Shop, tmp_path: Path, app_look: Any
) -> None:
    app_look()
    editor = opened(qtbot, UserEditor(shop.client, 2), size=None)
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    assert is_read_only(editor.form.field("roles"))  # the store's form does not take them
    before = shop.snapshot()
    retype(qtbot, editor.last_name_input, "Paulsen")
    settled(qtbot, editor, editor.save_button.click)
    assert editor.message_bar.text() == ""
    assert shop.moved(before) == {"administrators.2.lastName"}
    assert editor.reset_button.isEnabled()
    settled(qtbot, editor, editor.reset_button.click)
    assert editor.reset_status.text() == (
        "The store has e-mailed panel@example.com a link to choose a new password."
    )
    assert not editor.reset_token.isVisibleTo(editor)
    assert shop.records["administrators"][2]["passwordResetToken"]
    save_screenshot(editor, f"sylius-api-platform-{shop.flavour}-user-editor", tmp_path)


def placed_order(shop: Shop) -> dict[str, Any]:
    return next(
        o
        for o in shop.records["orders"].values()
        if o["state"] == "new" and o["shippingState"] == "ready"
    )


def test_the_order_editor_ships_and_disables_what_the_store_lacks(
    qtbot: QtBot, shop: Shop, run: Runner, tmp_path: Path
) -> None:
    run(shop.client.orders.summaries(limit=40))  # the list teaches each order's token
    order = placed_order(shop)
    editor = opened(qtbot, OrderEditor(shop.client, order["id"]))
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    reason = f"This store's {shop.label} cannot add items to an order or remove them."
    assert editor.locked_label.text() == reason and not editor.add_box.isEnabled()
    assert not editor.delete_button.isEnabled()
    assert editor.delete_button.toolTip() == f"This store's {shop.label} cannot delete orders."
    save_screenshot(editor, f"sylius-api-platform-{shop.flavour}-order-editor", tmp_path)
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
    token = order["tokenValue"]
    (shipment,) = [i for i, s in shop.records["shipments"].items() if s["order"] == token]
    assert shop.moved(before) == {
        f"shipments.{shipment}.state",
        f"shipments.{shipment}.tracking",
        f"shipments.{shipment}.shippedAt",
        f"orders.{token}.shippingState",
    } | ({f"orders.{token}.state"} if order["paymentState"] == "paid" else set())
    assert shop.records["shipments"][shipment]["tracking"] == "TRACK-1"


def test_a_new_order_is_refused_with_the_reason(qtbot: QtBot, shop: Shop) -> None:
    editor = opened(qtbot, NewOrderEditor(shop.client), size=None)
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    assert not editor.save_button.isEnabled()
    assert editor.save_button.toolTip() == f"This store's {shop.label} has no order creation."


def test_a_new_cart_is_refused_with_the_reason(qtbot: QtBot, shop: Shop) -> None:
    editor = opened(qtbot, NewCartEditor(shop.client), size=None)
    qtbot.waitUntil(lambda: not editor.busy and editor.offered is not None, timeout=10_000)
    assert not editor.save_button.isEnabled()
    assert editor.save_button.toolTip() == f"This store's {shop.label} has no carts."
