"""Every message the server writes into a refusal is in its catalogue of languages
(``backend/messages.py``): found in the source where messages are written (a form's field and
form messages, ``coded`` answers, a required field's message, a record not found), read as the
running module holds it, and said in German, French and Dutch. A message added without its
translations fails here, before a German staffer reads it in English."""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from storeadmin_gui.backend.messages import CATALOGUE, entry_for, say

BACKEND = Path(__file__).resolve().parents[2] / "storeadmin_gui" / "backend"
# Calls that write a message, and which of their positional arguments it is.
MESSAGE_ARGUMENT = {"add": 1, "add_form_error": 0, "coded": 1, "_refused": 0, "_refusal": 1}
MESSAGE_KEYWORDS = frozenset({"blank_message", "invalid_message"})
# Calls naming a record that is not there, and which argument names it (errors.not_found).
RESOURCE_ARGUMENT = {"not_found": 0, "_entry_id": 2}
SAMPLE = "Sample"  # stands in for a changing part (a product's name, a channel's code)
# Read by clients as they are (docs/api.md section 3): never translated.
LEFT_AS_THEY_ARE = frozenset({"Method Not Allowed", f'No route found for "{SAMPLE} {SAMPLE}"'})
# What ``not_found`` writes for any record; checked for each record its callers name.
ANY_RECORD = f'The "{SAMPLE}" has not been found'


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _resolved(node: ast.expr, module: ModuleType) -> Iterator[str]:
    """The texts an expression can be, as the imported module holds them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield "".join(
            part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else SAMPLE
            for part in node.values
        )
    elif isinstance(node, ast.Name | ast.Attribute):
        value: Any = module
        for name in ast.unparse(node).split("."):
            value = getattr(value, name, None)
        if isinstance(value, str):
            yield value
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name | ast.Attribute):
        table = getattr(module, ast.unparse(node.value).split(".")[-1], None)
        if isinstance(table, dict):
            yield from (text for text in table.values() if isinstance(text, str))


def written_messages() -> Iterator[tuple[str, str]]:
    """(where, message) for every message the backend's source writes into a refusal."""
    for path in sorted(BACKEND.rglob("*.py")):
        dotted = ".".join(path.relative_to(BACKEND.parents[1]).with_suffix("").parts)
        module = importlib.import_module(dotted)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.name}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call):
                name = _callee(node)
                arguments: list[ast.expr] = [
                    keyword.value for keyword in node.keywords if keyword.arg in MESSAGE_KEYWORDS
                ]
                index = MESSAGE_ARGUMENT.get(name)
                if index is not None and len(node.args) > index:
                    arguments.append(node.args[index])
                named = RESOURCE_ARGUMENT.get(name)
                if named is not None and len(node.args) > named:
                    for resource in _resolved(node.args[named], module):
                        yield where, f'The "{resource}" has not been found'
                for argument in arguments:
                    for text in _resolved(argument, module):
                        if " " in text and text != ANY_RECORD:  # a sentence, not a code
                            yield where, text
            elif isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "message":
                        for text in _resolved(value, module):
                            yield where, text


def test_the_source_is_read_for_its_messages() -> None:
    """The scan finds what it is for (a scan that found nothing would pass anything)."""
    found = {text for _where, text in written_messages()}
    assert len(found) > 50
    assert {
        "Validation Failed",
        "Please enter the code.",
        "Weight cannot be negative.",
        "Please enter your email.",
        'The "shipment" has not been found',
        f"{SAMPLE} does not have sufficient stock.",
        "Request body too large.",
        "Server busy.",
    } <= found


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_every_message_written_is_said_in_every_language(language: str) -> None:
    untranslated = sorted(
        f"{where}: {text}"
        for where, text in written_messages()
        if text not in LEFT_AS_THEY_ARE and say(text, language) == text
    )
    assert untranslated == []


def test_the_catalogue_holds_no_message_the_server_no_longer_writes() -> None:
    used = {entry[0] for _where, text in written_messages() if (entry := entry_for(text))}
    assert sorted(set(CATALOGUE) - used) == []
