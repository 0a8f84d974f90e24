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

import pytest
from text_scan import untranslated_in

from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.labels import counted

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
    found = untranslated_in(PACKAGE / "ui", PACKAGE / "app.py")
    assert [str(finding) for finding in found] == []


def test_every_text_is_translated_into_every_language_shipped() -> None:
    gaps = translations.missing()
    assert set(gaps) == {"en"}
    assert {language: keys for language, keys in gaps.items() if keys} == {}


FIELD = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_translations_keep_the_fields_and_the_count(language: str) -> None:
    for message in translations.read(translations.ts_path(language)).values():
        fields = sorted(FIELD.findall(message.source))
        for form in message.forms:
            assert sorted(FIELD.findall(form)) == fields, (message.source, form)
            if message.plural:
                assert "%Ln" in form or "%n" in form, (message.source, form)


def test_counted_nouns_in_english_with_their_plurals() -> None:
    assert [counted(n, "variant") for n in (0, 1, 2, 1200)] == [
        "0 variants",
        "1 variant",
        "2 variants",
        "1,200 variants",
    ]
    assert counted(1, "unit") == "1 unit"
