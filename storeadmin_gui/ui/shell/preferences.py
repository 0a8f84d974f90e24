"""View > Appearance and View > Language: the two choices that follow the system unless the user
says otherwise. The scheme changes at once; a language takes effect at the next start (every
open window would otherwise have to rebuild its texts)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from storeadmin_gui.ui.i18n import LANGUAGE_KEY, LANGUAGES, chosen_language, tr
from storeadmin_gui.ui.shell.style import Scheme, appearance

__all__ = ["add_preference_menus"]


def add_preference_menus(
    menu: QMenu, settings: QSettings, parent: QWidget, tell: Callable[[str], None]
) -> tuple[QMenu, QMenu]:
    """Add the Appearance and Language submenus to ``menu``; ``tell`` shows a sentence to the
    user (that a new language applies at the next start)."""
    schemes = menu.addMenu(tr("preferences", "&Appearance"))
    scheme_names = {
        Scheme.SYSTEM: tr("preferences", "As the &system"),
        Scheme.LIGHT: tr("preferences", "&Light"),
        Scheme.DARK: tr("preferences", "&Dark"),
    }
    current = appearance()
    _radio_group(
        schemes,
        parent,
        [(scheme.value, text) for scheme, text in scheme_names.items()],
        current.preference.value if current is not None else Scheme.SYSTEM.value,
        lambda value: _choose_scheme(Scheme(value)),
    )

    languages = menu.addMenu(tr("preferences", "&Language"))
    options = [("", tr("preferences", "As the &system")), *LANGUAGES.items()]

    def choose_language(code: str) -> None:
        settings.setValue(LANGUAGE_KEY, code)
        tell(tr("preferences", "The new language applies when Store Admin starts again."))

    _radio_group(languages, parent, options, chosen_language(settings) or "", choose_language)
    return schemes, languages


def _choose_scheme(scheme: Scheme) -> None:
    current = appearance()
    if current is not None:
        current.set_preference(scheme)


def _radio_group(
    menu: QMenu,
    parent: QWidget,
    options: list[tuple[str, str]],
    checked: str,
    choose: Callable[[str], None],
) -> QActionGroup:
    group = QActionGroup(parent)
    for value, text in options:
        action = QAction(text, parent)
        action.setCheckable(True)
        action.setChecked(value == checked)
        action.setData(value)
        action.triggered.connect(lambda _checked=False, v=value: choose(v))
        group.addAction(action)
        menu.addAction(action)
    return group
