"""The window on any screen: the first start fits the available area at 100 %, 150 % and 200 %; a
geometry saved on a larger screen or off every screen comes back wholly onto one; the icon is
drawn for the screen's pixel ratio; an editor opens within the screen.

A scale factor is fixed when Qt starts, so each scale runs the app's window in its own process, on
Qt's offscreen platform given a 1920×1080 screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.shell.screens import bring_on_screen, fit_to_screen, screen_area

SCREEN = {"width": 1920, "height": 1080}

WINDOW_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QByteArray, QRect, QSettings
    from PySide6.QtWidgets import QApplication, QMainWindow

    from storeadmin_gui.ui.shell.main_window import GEOMETRY_KEY, MainWindow
    from storeadmin_gui.ui.shell.messages import MessageChannel
    from storeadmin_gui.ui.shell.session import Session
    from storeadmin_gui.ui.shell.style import apply_style

    app = QApplication([])
    settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
    saved = sys.argv[2]
    if saved != "none":  # a geometry another run saved: on a big screen, or off every screen
        x, y, width, height = map(int, saved.split(","))
        other = QMainWindow()
        other.setGeometry(QRect(x, y, width, height))
        settings.setValue(GEOMETRY_KEY, other.saveGeometry())
    apply_style(app, settings)
    messages = MessageChannel()
    window = MainWindow(Session(messages), messages, settings)
    window.show()
    app.processEvents()
    frame, area = window.frameGeometry(), window.screen().availableGeometry()
    logo = window.logo.pixmap()
    print(json.dumps({
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "area": [area.x(), area.y(), area.width(), area.height()],
        "size": [window.width(), window.height()],
        "ratio": window.devicePixelRatioF(),
        "logo": [logo.width(), logo.height(), logo.devicePixelRatio()],
    }))
    """
)


def run_window(tmp_path: Path, scale: str, saved: str = "none") -> dict[str, list[float] | float]:
    config = tmp_path / "screens.json"
    config.write_text(
        json.dumps({"screens": [{"name": "Screen", "x": 0, "y": 0, **SCREEN, "dpr": 1}]})
    )
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": scale,
        "QT_SCALE_FACTOR_ROUNDING_POLICY": "PassThrough",
    }
    answer = subprocess.run(
        [sys.executable, "-c", WINDOW_SCRIPT, str(tmp_path / "settings.ini"), saved],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, list[float] | float] = json.loads(answer.stdout.strip().splitlines()[-1])
    return result


def inside(frame: list[float], area: list[float]) -> bool:
    x, y, width, height = frame
    left, top, area_width, area_height = area
    return (
        left <= x
        and top <= y
        and x + width <= left + area_width
        and y + height <= top + area_height
    )


@pytest.mark.slow
@pytest.mark.parametrize("scale", ["1", "1.5", "2"])
def test_the_first_window_fits_the_screen_and_its_icon_is_drawn_for_its_pixel_ratio(
    tmp_path: Path, scale: str
) -> None:
    shown = run_window(tmp_path, scale)
    assert shown["ratio"] == float(scale)
    area = shown["area"]
    assert isinstance(area, list) and area[2] == pytest.approx(
        SCREEN["width"] / float(scale), abs=1
    )
    frame = shown["frame"]
    assert isinstance(frame, list) and inside(frame, area), (frame, area)
    # As large as it asks (1180×720) where there is room, else 95 % of the screen's area.
    assert shown["size"] == [min(1180, int(area[2] * 0.95)), min(720, int(area[3] * 0.95))]
    width, height, ratio = shown["logo"]  # type: ignore[misc]
    assert ratio == float(scale)
    assert (width, height) == (round(96 * float(scale)), round(96 * float(scale)))


@pytest.mark.slow
@pytest.mark.parametrize(
    "saved",
    [
        "100,60,1800,1000",  # saved at 100 % on this screen, restored at 200 %
        "2600,1400,900,600",  # saved on a second screen that is gone
    ],
    ids=["larger-than-the-screen", "off-every-screen"],
)
def test_a_restored_window_that_no_longer_fits_comes_back_onto_the_screen(
    tmp_path: Path, saved: str
) -> None:
    shown = run_window(tmp_path, "2", saved)
    frame, area = shown["frame"], shown["area"]
    assert isinstance(frame, list) and isinstance(area, list)
    assert inside(frame, area), (frame, area)


def test_an_editor_window_opens_within_a_small_screen(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setMinimumSize(3000, 2000)  # as an editor asking for more than the screen has
    fit_to_screen(dialog, QSize(4000, 3000))
    area = screen_area(dialog)
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    dialog.move(area.right() + 500, area.bottom() + 500)
    bring_on_screen(dialog)
    assert area.contains(dialog.frameGeometry())
