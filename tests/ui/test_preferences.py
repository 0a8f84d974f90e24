"""View > Appearance switches the scheme at once and remembers it; View > Language remembers the
language for the next start and says so."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.i18n import LANGUAGE_KEY, chosen_language
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.style import APPEARANCE_KEY
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


@pytest.fixture
def window(app_look: Any, qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = temp_settings(tmp_path)
    app_look(settings)
    messages = MessageChannel()
    shown = MainWindow(Session(messages), messages, settings)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def choose(menu_actions: Sequence[QAction], text: str) -> None:
    (action,) = [action for action in menu_actions if action.text().replace("&", "") == text]
    action.trigger()


def test_the_appearance_menu_switches_the_scheme_at_once_and_remembers_it(
    window: MainWindow, qapp: QApplication
) -> None:
    actions = window.appearance_menu.actions()
    assert [a.text().replace("&", "") for a in actions] == ["As the system", "Light", "Dark"]
    assert actions[0].isChecked()
    choose(actions, "Dark")
    assert qapp.palette().color(QPalette.ColorRole.Window).lightness() < 60
    assert window.settings.value(APPEARANCE_KEY) == "dark"
    choose(actions, "Light")
    assert qapp.palette().color(QPalette.ColorRole.Window).lightness() > 200
    assert window.settings.value(APPEARANCE_KEY) == "light"


def test_the_language_menu_remembers_the_choice_for_the_next_start_and_says_so(
    window: MainWindow,
) -> None:
    actions = window.language_menu.actions()
    assert [a.text().replace("&", "") for a in actions] == [
        "As the system",
        "English",
        "Deutsch",
        "Français",
        "Nederlands",
    ]
    choose(actions, "Deutsch")
    assert window.settings.value(LANGUAGE_KEY) == "de"
    assert chosen_language(window.settings) == "de"
    assert window.message_bar.text == "The new language applies when Store Admin starts again."
    choose(actions, "As the system")
    assert chosen_language(window.settings) is None
