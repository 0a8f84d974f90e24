"""The look in a light and a dark scheme: every colour from one themed style sheet, the system's
scheme followed live, a forced scheme kept, and every kind of text readable on its background."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.labels import STATE_COLOURS
from storeadmin_gui.ui.shell import style
from storeadmin_gui.ui.shell.style import APPEARANCE_KEY, Scheme, apply_style, colour, colour_table

PACKAGE = Path(style.__file__).resolve().parents[2]
SOURCE = style.style_sheet_source()

# A colour written into code: a hex literal, rgb()/hsl(), a named or global Qt colour.
COLOUR_LITERAL = re.compile(
    r"""["'][^"'\n]*#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|QColor\(\s*["']|Qt\.GlobalColor|"""
    r"""\b(color|background)\s*:\s*(?!palette)[a-z]+\s*;"""
)


@pytest.fixture
def themed(app_look: Any, tmp_path: Path) -> QSettings:
    """The app's own look with settings of its own."""
    settings = QSettings(str(tmp_path / "theme.ini"), QSettings.Format.IniFormat)
    app_look(settings)
    return settings


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(first: str, second: str, dark: bool) -> float:
    table = colour_table(SOURCE)
    a, b = (luminance(QColor(table[name][1 if dark else 0])) for name in (first, second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def test_no_colour_is_written_outside_the_style_sheet() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if COLOUR_LITERAL.search(line)
    ]
    assert found == []
    sheets = [
        str(path)
        for path in PACKAGE.rglob("*.py")
        if path.name != "style.py" and ".setStyleSheet(" in path.read_text(encoding="utf-8")
    ]
    assert sheets == [], "a widget styles itself: give it a role (style.set_role) instead"


def test_the_style_sheet_names_every_colour_it_uses_in_both_schemes() -> None:
    table = colour_table(SOURCE)
    assert len(table) > 30
    for name, (light, dark) in table.items():
        assert QColor(light).isValid() and QColor(dark).isValid(), name
    for dark_scheme in (False, True):
        rendered = style.render_style_sheet(SOURCE, dark_scheme)
        assert "@" not in rendered
    for state, name in STATE_COLOURS.items():
        assert name in table, state


# Text colour, background colour: each pair the app shows, in both schemes.
READABLE_PAIRS = [
    ("window-text", "window"),
    ("window-text", "nav"),
    ("highlight-text", "highlight"),
    ("text", "base"),
    ("text", "alternate"),
    ("button-text", "button"),
    ("muted", "window"),
    ("muted", "base"),
    ("window-text", "info-bg"),
    ("window-text", "warning-bg"),
    ("window-text", "error-bg"),
    ("error-text", "error-bg"),
    ("error-text", "base"),
    ("error-text", "window"),
    ("caution-text", "window"),
    ("success-text", "window"),
    ("success-text", "panel"),
    ("window-text", "panel"),
    ("text", "problem-row"),
    ("tooltip-text", "tooltip"),
    ("link", "base"),
    # Printed orders: white paper whichever scheme the screen has.
    ("paper-text", "paper"),
    ("paper-muted", "paper"),
    ("paper-text", "paper-heading"),
    ("link", "window"),  # the Overview's figures
] + [("badge-text", name) for name in sorted(set(STATE_COLOURS.values()))]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize(("text", "background"), READABLE_PAIRS)
def test_text_is_readable_on_its_background(text: str, background: str, dark: bool) -> None:
    # WCAG AA for body text: 4.5 to 1.
    assert contrast(text, background, dark) >= 4.5


def test_the_app_follows_the_system_scheme_live_unless_forced(
    qapp: QApplication, qtbot: QtBot, themed: QSettings
) -> None:
    appearance = style.appearance()
    assert appearance is not None and appearance.preference is Scheme.SYSTEM
    label = QLabel("Orders")
    label.setObjectName("pageTitle")
    host = QWidget()
    label.setParent(host)
    qtbot.addWidget(host)
    host.show()
    changes: list[bool] = []
    appearance.changed.connect(lambda: changes.append(appearance.dark))

    hints = qapp.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # as the desktop does when switched
    assert appearance.dark and changes == [True]
    assert qapp.palette().color(QPalette.ColorRole.Window).lightness() < 60
    assert colour("badge-green") == QColor(colour_table(SOURCE)["badge-green"][1])
    title = label.palette().color(label.foregroundRole())
    assert title.lightness() > 180, "the page title stays readable on the dark window"

    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert not appearance.dark and changes == [True, False]
    assert qapp.palette().color(QPalette.ColorRole.Window).lightness() > 200

    appearance.set_preference(Scheme.DARK)
    assert themed.value(APPEARANCE_KEY) == "dark"
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # the system's switch no longer counts
    assert appearance.dark

    apply_style(qapp, themed)  # the next start keeps the choice
    appearance = style.appearance()
    assert appearance is not None and appearance.preference is Scheme.DARK and appearance.dark
    appearance.set_preference(Scheme.SYSTEM)
    assert not appearance.dark


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("background", ["base", "window"])
def test_chart_bars_stand_out_from_their_background(background: str, dark: bool) -> None:
    # WCAG AA for graphical objects: 3 to 1.
    assert contrast("chart-bar", background, dark) >= 3.0
