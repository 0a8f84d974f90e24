"""Extract the app's texts into ``resources/translations/*.ts`` and compile them into ``*.qm``.

    python3 packaging/translations.py update    # after changing texts: refresh every .ts
    python3 packaging/translations.py compile   # .ts -> .qm (build.py runs it before bundling)
    python3 packaging/translations.py check     # exit 1 naming every text not (yet) translated

``update`` runs Qt's ``lupdate`` (it knows ``tr``/``noop`` from ``storeadmin_gui/ui/i18n.py`` and
``storeadmin_gui/api/words.py`` by alias) and writes each language's file itself, keeping what was
translated, dropping texts the code no longer has, marking ``%n``/``%Ln`` texts as plurals
(lupdate's Python reader does not) and leaving locations out (a moved line then changes no
translation file). English carries only the
plural forms ("1 unit", "2 units"): its other texts are the source. ``compile`` runs ``lrelease``.
Both tools come with PySide6-Essentials. A text counts as not translated when a language's file
has no translation for it, or when a sentence (more than ``SAME_WORDS_AT_MOST`` words) is
"translated" into itself: a word or a name may read the same ("Status", "Name in {label}"), a
sentence that does is English left behind.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SOURCES = (
    PROJECT_ROOT / "storeadmin_gui" / "ui",
    PROJECT_ROOT / "storeadmin_gui" / "api",  # the client's sentences (storeadmin_gui/api/words.py)
    PROJECT_ROOT / "storeadmin_gui" / "app.py",
    PROJECT_ROOT / "storeadmin_gui" / "gui.py",
)
FOLDER = PROJECT_ROOT / "resources" / "translations"
CATALOGUE = "storeadmin"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "de", "fr", "nl")  # storeadmin_gui/ui/i18n.py LANGUAGES names them
ALIASES = "translate+=tr,QT_TRANSLATE_NOOP+=noop"
PLURAL_MARKS = ("%n", "%Ln")
# Plural forms per language, as Qt counts them (one, other).
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "nl": 2}
# A translation may equal its source up to this many words ("Name in {label}"), not beyond.
SAME_WORDS_AT_MOST = 3
_WORD = re.compile(r"[^\W\d_]+")
_NOT_WORDS = re.compile(r"\{[^{}]*\}|<[^<>]*>|%L?n")  # fields, markup and counts

Key = tuple[str, str, str]  # context, source text, disambiguation


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    forms: list[str] = field(default_factory=list)  # one translation, or each plural form

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.comment)

    @property
    def plural(self) -> bool:
        return any(mark in self.source for mark in PLURAL_MARKS)


def qt_tool(name: str) -> Path:
    import PySide6

    suffix = ".exe" if sys.platform == "win32" else ""
    return Path(PySide6.__file__).resolve().parent / f"{name}{suffix}"


def ts_path(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"{CATALOGUE}_{language}.ts"


def extract() -> list[Message]:
    """Every text the code marks for translation, as lupdate finds it, in a stable order."""
    files = sorted(
        str(path)
        for source in SOURCES
        for path in ([source] if source.is_file() else source.rglob("*.py"))
    )
    with tempfile.TemporaryDirectory() as scratch:
        target = Path(scratch) / "extracted.ts"
        options = ["-silent", "-locations", "none", "-tr-function-alias", ALIASES]
        subprocess.run([str(qt_tool("lupdate")), *options, *files, "-ts", str(target)], check=True)
        messages = read(target)
    return sorted(messages.values(), key=lambda message: message.key)


def read(path: Path) -> dict[Key, Message]:
    """A .ts file's messages; an unfinished translation reads as none."""
    if not path.is_file():
        return {}
    found: dict[Key, Message] = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            forms: list[str] = []
            finished = translation is not None and translation.get("type") is None
            if translation is not None and finished:
                plural = translation.findall("numerusform")
                forms = [form.text or "" for form in plural] if plural else [translation.text or ""]
            message = Message(
                name, element.findtext("source") or "", element.findtext("comment") or "", forms
            )
            found[message.key] = message
    return found


def write(path: Path, language: str, messages: list[Message]) -> None:
    root = ElementTree.Element("TS", version="2.1", language=language, sourcelanguage="en")
    context_element: ElementTree.Element | None = None
    for message in messages:
        if context_element is None or context_element.findtext("name") != message.context:
            context_element = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(context_element, "name").text = message.context
        element = ElementTree.SubElement(context_element, "message")
        if message.plural:
            element.set("numerus", "yes")
        ElementTree.SubElement(element, "source").text = message.source
        if message.comment:
            ElementTree.SubElement(element, "comment").text = message.comment
        translation = ElementTree.SubElement(element, "translation")
        if not message.forms or not all(message.forms):
            translation.set("type", "unfinished")
        if message.plural:
            count = PLURAL_FORMS[language]
            for form in (message.forms + [""] * count)[:count]:
                ElementTree.SubElement(translation, "numerusform").text = form
        else:
            translation.text = message.forms[0] if message.forms else ""
    ElementTree.indent(root, space="    ")
    text = ElementTree.tostring(root, encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{text}\n', "utf-8")


def wanted(language: str, extracted: list[Message]) -> list[Message]:
    """What a language's file holds: every text, or (English) the plural ones only."""
    if language == SOURCE_LANGUAGE:
        return [message for message in extracted if message.plural]
    return extracted


def update(folder: Path = FOLDER) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    extracted = extract()
    for language in LANGUAGES:
        path = ts_path(language, folder)
        known = read(path)
        merged = [
            Message(m.context, m.source, m.comment, list(known[m.key].forms))
            if m.key in known
            else Message(m.context, m.source, m.comment)
            for m in wanted(language, extracted)
        ]
        write(path, language, merged)
        missing = sum(1 for message in merged if not message.forms or not all(message.forms))
        print(f"{path.name}: {len(merged)} texts, {missing} not translated")


def missing(folder: Path = FOLDER, extracted: list[Message] | None = None) -> dict[str, list[Key]]:
    """Per language, the texts of the code (``extracted``: what ``extract`` finds) that its file
    does not translate (in full)."""
    extracted = extract() if extracted is None else extracted
    gaps: dict[str, list[Key]] = {}
    for language in LANGUAGES:
        known = read(ts_path(language, folder))
        gaps[language] = [
            message.key
            for message in wanted(language, extracted)
            if message.key not in known
            or not known[message.key].forms
            or not all(known[message.key].forms)
            or (message.plural and len(known[message.key].forms) != PLURAL_FORMS[language])
            or (language != SOURCE_LANGUAGE and left_in_english(known[message.key]))
        ]
    return gaps


def left_in_english(message: Message) -> bool:
    """A sentence "translated" into itself (see the module docstring)."""
    words = _WORD.findall(_NOT_WORDS.sub(" ", message.source))
    return len(words) > SAME_WORDS_AT_MOST and message.source in message.forms


def compile_all(folder: Path = FOLDER, target: Path | None = None) -> list[Path]:
    """Compile every language's .ts into a .qm beside it (or into ``target``)."""
    compiled: list[Path] = []
    for language in LANGUAGES:
        source = ts_path(language, folder)
        output = (target or folder) / source.with_suffix(".qm").name
        output.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [str(qt_tool("lrelease")), "-silent", str(source), "-qm", str(output)], check=True
        )
        compiled.append(output)
    return compiled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "compile", "check"))
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "compile":
        for path in compile_all():
            print(path.relative_to(PROJECT_ROOT))
    else:
        gaps = missing()
        for language, keys in gaps.items():
            for context, source, _comment in keys:
                print(f"{language}: [{context}] {source}")
        return 1 if any(gaps.values()) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
