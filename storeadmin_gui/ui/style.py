"""The app's look: style sheet, icon and the folder they come from, found in a source tree, an
installed copy or a frozen bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

STYLE_SHEET = "style.qss"
APP_ICON = "icon.svg"


def resources_folder() -> Path | None:
    """The ``resources/`` folder: beside the package in a checkout, at a frozen bundle's root."""
    candidates: list[Path] = []
    bundle_root = getattr(sys, "_MEIPASS", None)
    if bundle_root:
        candidates.append(Path(bundle_root) / "resources")
    candidates.append(Path(__file__).resolve().parents[2] / "resources")
    return next((folder for folder in candidates if (folder / STYLE_SHEET).is_file()), None)


def app_icon() -> QIcon:
    """The app icon, or an empty icon when the resources are not shipped (Qt then draws its own)."""
    folder = resources_folder()
    return QIcon(str(folder / APP_ICON)) if folder else QIcon()


def style_sheet() -> str:
    folder = resources_folder()
    return (folder / STYLE_SHEET).read_text(encoding="utf-8") if folder else ""


def apply_style(app: QApplication) -> None:
    """Fusion for the same look on every platform, our style sheet on top, and the app icon."""
    app.setStyle("Fusion")
    app.setStyleSheet(style_sheet())
    app.setWindowIcon(app_icon())
