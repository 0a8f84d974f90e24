"""The seller's store details: kept per connection with its profile (and forgotten with it),
edited in the Store details dialog from the connect dialog, the demo connection's own demo
details, a logo that cannot be read refused at its field, and the window telling printing which
connection a client belongs to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImageReader
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import Profile, ProfileStore, SecretStore
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.store_identity import (
    Connection,
    StoreIdentity,
    connection_of,
    demo_identity,
)
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import MemoryKeyring, demo_profile, in_process_factory, temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


async def never_connects(_profile: Profile) -> None:
    raise AssertionError("nothing here signs in")


def test_a_saved_connection_keeps_its_store_details_and_forgets_them_with_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    profiles.save(Profile("Shop", "https://shop.example.com"), remember_secrets=False)
    dialog = ConnectDialog(profiles, never_connects)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.profile_box.setCurrentText("Shop")
    assert dialog.details_button.isEnabled()

    dialog.details_button.click()
    details = visible_dialogs(IdentityDialog)[-1]
    assert details.identity() == StoreIdentity()  # a connection starts with none
    details.name_edit.setText("  Shop & Co  ")
    details.address_edit.setPlainText("Main Street 1\n\n1000 Brussels\n")
    details.vat_edit.setText("BE0999999999")
    details.save_button.click()
    qtbot.waitUntil(lambda: not details.isVisible(), timeout=5_000)

    later = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))  # next start
    saved = later.store_details("Shop").identity()
    assert saved == StoreIdentity("Shop & Co", "Main Street 1\n\n1000 Brussels", "BE0999999999")
    assert saved.address_lines() == ["Main Street 1", "1000 Brussels"]
    later.delete("Shop")
    assert later.store_details("Shop").identity() == StoreIdentity()

    dialog.profile_box.setCurrentIndex(0)  # a new connection has no details to edit yet
    assert not dialog.details_button.isEnabled()


def test_the_demo_connection_starts_with_the_demo_stores_details(tmp_path: Path) -> None:
    demo = Connection("Demo store", demo=True, settings=temp_settings(tmp_path))
    identity = demo.identity()
    assert identity == demo_identity()
    assert identity.name and identity.vat_id and len(identity.address_lines()) == 3
    logo = identity.logo_path()
    assert logo is not None and QImageReader(str(logo)).canRead()

    demo.save(StoreIdentity(name="My demo shop"))
    assert Connection("Demo store", demo=True, settings=temp_settings(tmp_path)).identity() == (
        StoreIdentity(name="My demo shop")
    )
    assert Connection("Other", settings=temp_settings(tmp_path)).identity().blank


def test_a_logo_that_is_not_an_image_stays_as_chosen_and_is_refused_at_its_field(
    qtbot: QtBot, tmp_path: Path
) -> None:
    connection = Connection("Shop")
    dialog = IdentityDialog(connection)
    qtbot.addWidget(dialog)
    dialog.show()
    not_an_image = tmp_path / "logo.png"
    not_an_image.write_text("not a picture", encoding="utf-8")

    dialog.logo_field.edit.setText(str(not_an_image))
    assert dialog.logo_field.edit.text() == str(not_an_image)
    assert dialog.logo_problem.isVisible()
    assert dialog.logo_problem.text() == (
        "logo.png is not an image Store Admin can read; choose a PNG or SVG file."
    )
    assert not dialog.save_button.isEnabled()
    dialog.logo_field.edit.setText(str(tmp_path / "gone.png"))
    assert dialog.logo_problem.text() == f"There is no file at {tmp_path / 'gone.png'}."

    dialog.remove_logo_button.click()
    assert not dialog.logo_problem.isVisible() and dialog.save_button.isEnabled()
    dialog.name_edit.setText("Shop")
    dialog.save_button.click()
    assert connection.identity() == StoreIdentity(name="Shop")


@pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)
def test_the_window_tells_printing_which_connection_a_client_belongs_to(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    settings = temp_settings(tmp_path)
    window = MainWindow(session, messages, settings)
    qtbot.addWidget(window)
    run(session.open(demo_profile()))
    assert session.client is not None
    connection = connection_of(session.client)
    assert connection is not None
    assert (connection.profile_name, connection.demo, connection.settings) == (
        "Demo",
        False,
        settings,
    )
    run(session.close())
