"""Every word staff read goes through Qt's translation machinery and is translated into every
language shipped: checked in the source (no text for people outside ``tr()``), in the translation
files (none missing, fields and plural marks kept), and in the running app (German staff see no
English word in the main window, the four lists and the editors)."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.labels import counted, state_label
from storeadmin_gui.ui.pages import PAGE_TYPES
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import demo_profile, in_process_factory, page_loaded, temp_settings
from tests.ui.text_scan import untranslated_in

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "storeadmin_gui"


def _load_translations_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "storeadmin_translations", ROOT / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


translations = _load_translations_tool()


@pytest.fixture
def german() -> Iterator[None]:
    install_language("de")
    yield
    install_language("en_US")


def test_every_text_for_people_goes_through_tr() -> None:
    """The window's words and the client layer's (its errors, said through ``api/words.py``)."""
    found = untranslated_in(PACKAGE / "ui", PACKAGE / "api", PACKAGE / "app.py", PACKAGE / "gui.py")
    assert [str(finding) for finding in found] == []


def test_a_word_handed_to_a_widget_as_it_is_counts_even_in_lower_case(tmp_path: Path) -> None:
    source = tmp_path / "shown.py"
    source.write_text(
        'edit.setPlaceholderText("name")\n'
        'edit.setObjectName("name")\n'
        'edit.setPlaceholderText(tr("context", "name"))\n',
        encoding="utf-8",
    )
    assert [(finding.line, finding.text) for finding in untranslated_in(source)] == [(1, "name")]


def test_every_text_is_translated_into_every_language_shipped() -> None:
    gaps = translations.missing()
    assert set(gaps) == {"en", "de", "fr", "nl"}
    assert {language: keys for language, keys in gaps.items() if keys} == {}


@pytest.mark.parametrize(
    ("source", "translation", "left"),
    [
        ("The amount cannot be negative.", "The amount cannot be negative.", True),
        ("The amount cannot be negative.", "Der Betrag darf nicht negativ sein.", False),
        ("Name in {label}", "Name in {label}", False),  # the same in German, and short
        ("{filters} {order}", "{filters} {order}", False),
        ("Checkout: <b>{state_label}</b>", "Checkout: <b>{state_label}</b>", False),
    ],
)
def test_a_sentence_translated_into_itself_counts_as_untranslated(
    tmp_path: Path, source: str, translation: str, left: bool
) -> None:
    """The check the test above runs: a file that "translates" a sentence by copying it fails."""
    message = translations.Message("editors.parsing", source, "", [translation])
    for language in translations.LANGUAGES:
        translations.write(translations.ts_path(language, tmp_path), language, [message])
    extracted = [translations.Message("editors.parsing", source)]
    assert translations.left_in_english(message) is left
    gaps = translations.missing(tmp_path, extracted)
    assert gaps["de"] == ([message.key] if left else [])


FIELD = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_translations_keep_the_fields_and_the_count(language: str) -> None:
    for message in translations.read(translations.ts_path(language)).values():
        fields = sorted(FIELD.findall(message.source))
        for form in message.forms:
            assert sorted(FIELD.findall(form)) == fields, (message.source, form)
            if message.plural:
                assert "%Ln" in form or "%n" in form, (message.source, form)


def test_counted_nouns_follow_the_language_and_its_locale(german: None) -> None:
    assert counted(1, "unit") == "1 Einheit"
    assert counted(1200, "unit") == "1.200 Einheiten"
    assert state_label("cart") == "Warenkorb"
    install_language("fr")
    assert counted(1, "order") == "1 commande"
    assert counted(1200, "order") == "1\u202f200 commandes"
    install_language("nl")
    assert counted(2, "cart") == "2 winkelwagens"
    assert state_label("pending") == "Openstaand"
    install_language("en_US")
    assert counted(1, "unit") == "1 unit"
    assert counted(1200, "unit") == "1,200 units"


def english_texts() -> set[str]:
    """Every English text that German staff should see in German."""
    known = translations.read(translations.ts_path("de")).values()
    return {
        message.source
        for message in known
        if message.forms and message.forms[0] != message.source and len(message.source) > 2
    }


def visible_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person can read in ``widget`` and below it."""
    for child in [widget, *widget.findChildren(QWidget)]:
        name = f"{type(child).__name__}#{child.objectName()}"
        if child.isWindow() and child.windowTitle():
            yield name, child.windowTitle()
        if child.toolTip():
            yield f"{name} tooltip", child.toolTip()
        if isinstance(child, QLabel | QAbstractButton):
            yield name, child.text()
        elif isinstance(child, QGroupBox):
            yield name, child.title()
        elif isinstance(child, QLineEdit):
            yield f"{name} placeholder", child.placeholderText()
        elif isinstance(child, QComboBox):
            yield from ((name, child.itemText(i)) for i in range(child.count()))
        elif isinstance(child, QTabWidget):
            yield from ((name, child.tabText(i)) for i in range(child.count()))
        elif isinstance(child, QMenu):
            yield from ((name, action.text()) for action in child.actions())
        elif isinstance(child, QTableView | QTreeView) and child.model() is not None:
            yield from _header_texts(name, child.model())
        for action in child.actions():
            yield f"{name} action", action.text()
            yield f"{name} action tooltip", action.toolTip()


def _header_texts(name: str, model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    for section in range(model.columnCount()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield f"{name} header", value


def english_left(widget: QWidget, english: set[str]) -> list[str]:
    stripped = {text.replace("&", ""): text for text in english}
    return sorted(
        f"{where}: {text!r}"
        for where, text in visible_texts(widget)
        if text and (text in english or text.replace("&", "") in stripped)
    )


@pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)
def test_german_staff_see_no_english_word_in_the_window_and_its_lists(
    qtbot: QtBot, german: None, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    english = english_texts()
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    assert english_left(window, english) == []
    run(session.open(demo_profile()))
    for index in range(len(PAGE_TYPES)):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        assert english_left(window, english) == [], PAGE_TYPES[index].__name__
    for menu in window.menuBar().findChildren(QMenu):
        menu.aboutToShow.emit()
    assert english_left(window, english) == []
    QApplication.processEvents()
