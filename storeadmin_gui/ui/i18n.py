"""The app's words in the user's language: Qt's translation machinery, one way to call it.

Every string a person reads goes through ``tr(context, text)`` (or, in a table built before
the language is known, ``noop(context, text)`` and ``translated`` where it is shown). The context is
the module's path under ``ui/`` (``"editors.order_editor"``); counted nouns pass ``n``
(``"%Ln unit(s)"``), and the translation picks the plural form. Texts with ``{name}`` fields are
formatted after translating, so a translator can move the fields. ``packaging/translations.py``
extracts the texts into ``resources/translations/*.ts`` and compiles them (docs/development.md).

The language follows the system's unless the user chose one (View > Language, taking effect at the
next start); numbers, money and dates follow the locale of that language. The client layer's own
sentences (``api/words.py``) are said through the same translations, and ``current_language()``
is what the client asks the server to answer in (``Accept-Language``).
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from storeadmin_gui.api import words as api_words
from storeadmin_gui.ui.shell.style import resources_folder

__all__ = [
    "LANGUAGES",
    "LANGUAGE_KEY",
    "SOURCE_LANGUAGE",
    "Phrase",
    "chosen_language",
    "current_language",
    "install_language",
    "language_of",
    "noop",
    "qt_tool",
    "tr",
    "translated",
    "translations_folder",
    "words_in",
]

log = logging.getLogger(__name__)

LANGUAGE_KEY = "appearance/language"
SOURCE_LANGUAGE = "en"
# The languages shipped, each named in its own words (as language menus do everywhere).
LANGUAGES: dict[str, str] = {
    "en": "English",  # i18n: not shown translated, named in its own words
    "de": "Deutsch",  # i18n: not shown translated, named in its own words
    "fr": "Français",  # i18n: not shown translated, named in its own words
    "nl": "Nederlands",  # i18n: not shown translated, named in its own words
}
CATALOGUE = "storeadmin"
QT_CATALOGUES = ("qtbase",)  # Qt's own words: the standard buttons and dialogs

_installed: list[QTranslator] = []
_language = [SOURCE_LANGUAGE]  # the shipped language installed last


def tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the user's language (``text`` itself when there is no translation)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


class Phrase(str):
    """A text marked where it cannot be translated yet (a module's table, a class attribute),
    carrying its context: ``translated()`` translates it, and so does formatting it into another
    text (``tr(...).format(what=phrase)``)."""

    context: str

    def __format__(self, spec: str) -> str:
        return format(translated(self), spec)

    def __get__(self, instance: object, owner: type | None = None) -> str:
        """A class attribute reads translated (``self.save_label``, ``page_type.title``)."""
        return translated(self)


def noop(context: str, text: str) -> Phrase:
    """Marks ``text`` for extraction where it cannot be translated yet; see ``Phrase``."""
    phrase = Phrase(text)
    phrase.context = context
    return phrase


def translated(text: str) -> str:
    """A text as the user reads it: a ``Phrase`` translated, any other text as it is."""
    if isinstance(text, Phrase):
        return QCoreApplication.translate(text.context, str.__str__(text))
    return text


def language_of(locale_name: str | None) -> str | None:
    """The shipped language a locale speaks ("de_CH" -> "de"), or None when none is shipped."""
    code = (locale_name or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def words_in(language: str | None) -> Callable[[str], str]:
    """``translated`` in ``language`` rather than the window's, for a document written for someone
    else (an order's printout in its customer's language); the app's own language when
    ``language`` is None or not shipped."""
    if language is None or language not in LANGUAGES:
        return translated
    translator = _catalogue(language)

    def say(text: str) -> str:
        if not isinstance(text, Phrase):
            return text
        source = str.__str__(text)
        found = translator.translate(text.context, source) if translator is not None else ""
        return found or source

    return say


@cache
def _catalogue(language: str) -> QTranslator | None:
    """The app's translations into ``language``, loaded once and kept aside (not installed)."""
    folder = translations_folder()
    if language == SOURCE_LANGUAGE or folder is None:
        return None
    name = f"{CATALOGUE}_{language}"
    source = folder / f"{name}.ts"
    if source.is_file() and not getattr(sys, "frozen", False):
        _compile_if_stale(source, folder / f"{name}.qm")
    translator = QTranslator()
    if not translator.load(str(folder / f"{name}.qm")):
        log.warning("no translations found for %s in %s", language, folder)
        return None
    return translator


def translations_folder() -> Path | None:
    folder = resources_folder()
    return folder / "translations" if folder is not None else None


def chosen_language(settings: QSettings | None) -> str | None:
    """The language the user chose in the menu, or None to follow the system."""
    value = str(settings.value(LANGUAGE_KEY, "") or "") if settings is not None else ""
    return value if value in LANGUAGES else None


def install_language(language: str | None = None) -> QLocale:
    """Load the translations of ``language`` (the system's when None) and make its locale the
    default for numbers, money and dates; returns that locale. A language not shipped falls back
    to English words with the system's formats."""
    app = QCoreApplication.instance()
    assert app is not None, "a QApplication comes first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    locale = _locale_for(language)
    code = _shipped_language(locale)
    QLocale.setDefault(locale)
    _language[0] = code
    api_words.use_translation(QCoreApplication.translate)
    folder = translations_folder()
    if folder is not None:
        _load(app, folder, f"{CATALOGUE}_{code}")
    if code != SOURCE_LANGUAGE:
        qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        for catalogue in QT_CATALOGUES:
            _load(app, qt_folder, f"{catalogue}_{code}")
    return locale


def current_language() -> str:
    """The shipped language the app speaks now ("de"): what the server is asked to answer in."""
    return _language[0]


def _locale_for(language: str | None) -> QLocale:
    system = QLocale.system()
    if language is None or language == QLocale.languageToCode(system.language()):
        return system
    # The chosen language with the system's territory where that pair exists (Deutsch on a Swiss
    # desktop reads de_CH), else the language's main locale.
    paired = QLocale(f"{language}_{QLocale.territoryToCode(system.territory())}")
    return paired if QLocale.languageToCode(paired.language()) == language else QLocale(language)


def _shipped_language(locale: QLocale) -> str:
    for name in locale.uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def _load(app: QCoreApplication, folder: Path, name: str) -> None:
    compiled = folder / f"{name}.qm"
    source = folder / f"{name}.ts"
    if source.is_file() and not getattr(sys, "frozen", False):
        _compile_if_stale(source, compiled)
    translator = QTranslator(app)
    if translator.load(str(compiled)):
        app.installTranslator(translator)
        _installed.append(translator)
    elif name.startswith(CATALOGUE):
        log.warning("no translations found at %s", compiled)


def _compile_if_stale(source: Path, compiled: Path) -> None:
    """In a checkout, compile a translation that changed since it was last compiled (a bundle
    ships them compiled); PySide6 brings the compiler."""
    if compiled.is_file() and compiled.stat().st_mtime >= source.stat().st_mtime:
        return
    # Written aside and moved into place, so another process starting meanwhile never loads half
    # a file; a failure leaves the words English, which the log says (``_load``).
    partial = compiled.with_name(f"{compiled.name}.{os.getpid()}.part")
    done = subprocess.run(
        [str(qt_tool("lrelease")), "-silent", str(source), "-qm", str(partial)],
        check=False,
        capture_output=True,
    )
    if done.returncode == 0 and partial.is_file():
        partial.replace(compiled)
    else:
        partial.unlink(missing_ok=True)


def qt_tool(name: str) -> Path:
    """One of the Qt tools PySide6 ships beside its modules (``lupdate``, ``lrelease``)."""
    import PySide6

    suffix = ".exe" if sys.platform == "win32" else ""
    return Path(PySide6.__file__).resolve().parent / f"{name}{suffix}"
