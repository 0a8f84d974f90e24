"""The walk behind ``test_text_fits.py``: every view, editor and dialog (``app_walk``) in a scheme
and a language, each checked for text cut short (``text_fit``), for titles that name the app twice
and for boxes that show the end of their text, and saved as a screenshot.

Not collected by a plain run (its name is not ``test_*.py``): it means something only on a screen
of a real size, which Qt takes when it starts, so ``test_text_fits.py`` runs it in a process of its
own on a 1920x1080 screen, at 100 % and at 200 % (960x540 logical pixels).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from tests.ui.app_walk import walk_app
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import desktop_of, in_process_factory, temp_settings
from tests.ui.text_fit import cut_texts

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

DESKTOPS = [("light", "de"), ("dark", "de"), ("light", "fr"), ("dark", "fr"), ("light", "en")]
LANGUAGES = {"en": "en_US", "de": "de", "fr": "fr"}


@pytest.fixture(params=DESKTOPS, ids=lambda case: "-".join(case))
def desktop(
    request: pytest.FixtureRequest, app_look: Any, tmp_path: Path
) -> Iterator[tuple[str, str]]:
    scheme, language = request.param
    with desktop_of(app_look, tmp_path, scheme, LANGUAGES[language]):
        # The desktop adds the app's name to every window's title (gui.py names the app so).
        QGuiApplication.setApplicationDisplayName(APP_NAME)
        yield scheme, language
        QGuiApplication.setApplicationDisplayName("")


def shown_title(window: QWidget) -> str:
    """A window's title as the desktop shows it: the app's name follows, unless the title ends
    with it already (Qt's rule for the application's display name)."""
    title = window.windowTitle().replace("[*]", "")
    name = QGuiApplication.applicationDisplayName()
    if name and not title.endswith(name):
        title = f"{title} — {name}" if title else name
    return title


def _text_room(box: QLineEdit) -> int:
    """The width a line edit shows its text in: inside its frame, margins and 2 px a side."""
    frame = box.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, box)
    margins = box.textMargins()
    inner = box.width() - margins.left() - margins.right() - 4
    return inner - 2 * frame if box.hasFrame() else inner


def stale_words(root: QWidget) -> list[str]:
    """A title naming the app twice; a box too narrow for its text that shows its end."""
    found = []
    if root.isWindow() and shown_title(root).count(APP_NAME) > 1:
        found.append(f"the title reads {shown_title(root)!r}")
    for box in root.findChildren(QLineEdit):
        if not box.isVisible() or not box.text() or box.echoMode() != QLineEdit.EchoMode.Normal:
            continue
        too_long = _text_room(box) < box.fontMetrics().horizontalAdvance(box.text())
        if too_long and box.cursorPosition():
            owner = box.objectName() or type(box.parentWidget()).__name__
            found.append(f"{owner} shows the end of {box.text()!r}")
    return found


def test_no_text_is_cut(
    qtbot: QtBot, desktop: tuple[str, str], backend_app: Any, tmp_path: Path, run: Any
) -> None:
    scheme, language = desktop
    scale = QApplication.primaryScreen().devicePixelRatio()
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    case = f"{language}-{scheme}-{scale:g}x"
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.show()  # at the size a first start gives it on this screen
    problems: dict[str, list[str]] = {}
    seen = 0

    def look(where: str, root: QWidget) -> None:
        nonlocal seen
        seen += 1
        slug = re.sub(r"[^a-z0-9]+", "-", where.split("→")[-1].lower()).strip("-")[:40]
        assert root.grab().save(str(folder / f"{case}-{seen:02}-{slug}.png"))
        problems[where] = cut_texts(root) + stale_words(root)

    walk = walk_app(qtbot, window, session, run, look)
    run(session.close())
    assert walk.problems == []
    assert seen > 40
    left = {where: found for where, found in problems.items() if found}
    assert left == {}, "\n".join(f"{where}: {found}" for where, found in left.items())
