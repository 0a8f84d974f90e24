"""The app's look: one themed style sheet, the palette, the icon, and the folder they come from
(a source tree, an installed copy or a frozen bundle alike).

Every colour is named once, in the table at the top of ``resources/style.qss``, with a light and a
dark value. The scheme follows the system's (``QStyleHints.colorScheme``, live as it changes) unless
the user forces light or dark (View > Appearance). Widgets never carry colours of their own: they
take a ``role`` (``set_role``) the style sheet colours, and painted parts ask ``colour(name)``.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QWidget

__all__ = [
    "APPEARANCE_KEY",
    "Appearance",
    "Scheme",
    "app_icon",
    "appearance",
    "apply_style",
    "colour",
    "colour_table",
    "render_style_sheet",
    "resources_folder",
    "set_role",
]

STYLE_SHEET = "style.qss"
APP_ICON = "icon.svg"
APPEARANCE_KEY = "appearance/scheme"

_TABLE_START = "@colours"
_NAME = r"[a-z][a-z-]*"


class Scheme(StrEnum):
    """What the user chose: follow the system, or always light, or always dark."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


def resources_folder() -> Path | None:
    """The ``resources/`` folder: beside the package in a checkout, at a frozen bundle's root."""
    candidates: list[Path] = []
    bundle_root = getattr(sys, "_MEIPASS", None)
    if bundle_root:
        candidates.append(Path(bundle_root) / "resources")
    candidates.append(Path(__file__).resolve().parents[3] / "resources")
    return next((folder for folder in candidates if (folder / STYLE_SHEET).is_file()), None)


def app_icon() -> QIcon:
    """The app icon, or an empty icon when the resources are not shipped (Qt then draws its own)."""
    folder = resources_folder()
    return QIcon(str(folder / APP_ICON)) if folder else QIcon()


def style_sheet_source() -> str:
    folder = resources_folder()
    return (folder / STYLE_SHEET).read_text(encoding="utf-8") if folder else ""


def colour_table(source: str) -> dict[str, tuple[str, str]]:
    """The style sheet's table of colours: ``{"error-text": (light, dark), ...}``."""
    start = source.find(_TABLE_START)
    if start < 0:
        return {}
    block = source[start : source.index("*/", start)]
    table: dict[str, tuple[str, str]] = {}
    for line in block.splitlines()[1:]:
        parts = line.split()
        if len(parts) == 3 and re.fullmatch(_NAME, parts[0]):
            table[parts[0]] = (parts[1], parts[2])
    return table


def render_style_sheet(source: str, dark: bool) -> str:
    """The style sheet with each ``@name`` replaced by its colour in the scheme (longest name
    first, so ``@window-text`` is not read as ``@window`` followed by ``-text``)."""
    table = colour_table(source)
    column = 1 if dark else 0

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in table:
            raise KeyError(f"{STYLE_SHEET} uses @{name}, which its colour table does not name")
        return table[name][column]

    rules = source[source.find("*/", source.find(_TABLE_START)) + 2 :] if table else source
    return re.sub(rf"@({_NAME})\b", replace, rules)


# Palette roles and the names in the table that colour them (disabled text has its own).
_PALETTE_ROLES: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.Window: "window",
    QPalette.ColorRole.WindowText: "window-text",
    QPalette.ColorRole.Base: "base",
    QPalette.ColorRole.AlternateBase: "alternate",
    QPalette.ColorRole.Text: "text",
    QPalette.ColorRole.Button: "button",
    QPalette.ColorRole.ButtonText: "button-text",
    QPalette.ColorRole.BrightText: "highlight-text",
    QPalette.ColorRole.PlaceholderText: "placeholder",
    QPalette.ColorRole.Light: "light",
    QPalette.ColorRole.Midlight: "midlight",
    QPalette.ColorRole.Mid: "mid",
    QPalette.ColorRole.Dark: "dark",
    QPalette.ColorRole.Shadow: "shadow",
    QPalette.ColorRole.Highlight: "highlight",
    QPalette.ColorRole.HighlightedText: "highlight-text",
    QPalette.ColorRole.Link: "link",
    QPalette.ColorRole.LinkVisited: "link-visited",
    QPalette.ColorRole.ToolTipBase: "tooltip",
    QPalette.ColorRole.ToolTipText: "tooltip-text",
}
_DISABLED_ROLES = (
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.ButtonText,
)


@dataclass(frozen=True)
class Theme:
    """One scheme's colours, by the names of the style sheet's table."""

    dark: bool
    colours: dict[str, QColor]

    def palette(self) -> QPalette:
        palette = QPalette()
        for role, name in _PALETTE_ROLES.items():
            palette.setColor(role, self.colours[name])
        for role in _DISABLED_ROLES:
            palette.setColor(QPalette.ColorGroup.Disabled, role, self.colours["disabled-text"])
        return palette


def build_theme(source: str, dark: bool) -> Theme:
    column = 1 if dark else 0
    return Theme(dark, {name: QColor(pair[column]) for name, pair in colour_table(source).items()})


class Appearance(QObject):
    """The scheme in force: the system's or the one the user forced, applied to the whole app.

    ``changed`` fires after a switch, once palette and style sheet are in place; views that paint
    with ``colour()`` repaint on the palette change Qt sends every widget.
    """

    changed = Signal()

    def __init__(self, app: QApplication, settings: QSettings | None = None) -> None:
        super().__init__(app)
        self._app = app
        self._settings = settings
        self._source = style_sheet_source()
        self.preference = _read_preference(settings)
        self.system_scheme = app.styleHints().colorScheme()
        self.theme = build_theme(self._source, self._wants_dark())
        app.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)

    def use_settings(self, settings: QSettings | None) -> None:
        self._settings = settings
        self.preference = _read_preference(settings)

    @property
    def dark(self) -> bool:
        return self.theme.dark

    def set_preference(self, preference: Scheme) -> None:
        """Force light or dark, or follow the system again; remembered for the next start."""
        self.preference = preference
        if self._settings is not None:
            self._settings.setValue(APPEARANCE_KEY, preference.value)
        self.apply()

    def apply(self) -> None:
        self.theme = build_theme(self._source, self._wants_dark())
        self._app.setPalette(self.theme.palette())
        self._app.setStyleSheet(render_style_sheet(self._source, self.theme.dark))
        self.changed.emit()

    def _wants_dark(self) -> bool:
        if self.preference is not Scheme.SYSTEM:
            return self.preference is Scheme.DARK
        return self.system_scheme == Qt.ColorScheme.Dark

    def _system_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        self.system_scheme = scheme
        if self.preference is Scheme.SYSTEM and self._wants_dark() != self.theme.dark:
            self.apply()


def _read_preference(settings: QSettings | None) -> Scheme:
    value = settings.value(APPEARANCE_KEY, Scheme.SYSTEM.value) if settings is not None else None
    try:
        return Scheme(str(value))
    except ValueError:
        return Scheme.SYSTEM


_appearance: Appearance | None = None


def apply_style(app: QApplication, settings: QSettings | None = None) -> Appearance:
    """Fusion for the same look on every platform, the themed palette and style sheet on top, the
    app icon; kept up to date with the system's scheme from then on."""
    global _appearance
    app.setStyle("Fusion")
    if _appearance is None or _appearance.parent() is not app:
        _appearance = Appearance(app, settings)
    else:  # the same application styled again (tests do): the settings given now count
        _appearance.use_settings(settings)
    _appearance.apply()
    app.setWindowIcon(app_icon())
    return _appearance


def appearance() -> Appearance | None:
    """The app's appearance, once ``apply_style`` ran (None before, as in tests that skip it)."""
    return _appearance


def colour(name: str) -> QColor:
    """A colour of the table in the scheme in force (light when no style was applied)."""
    if _appearance is not None:
        return QColor(_appearance.theme.colours[name])
    return QColor(colour_table(style_sheet_source())[name][0])


def set_role(widget: QWidget, role: str | None) -> None:
    """Give a widget its words' role (``"hint"``, ``"caution"``, ``"success"``, ``"error"``, ...),
    coloured by the style sheet; re-polished so a role changed on a shown widget takes effect."""
    widget.setProperty("role", role or "")
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
