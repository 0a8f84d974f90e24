"""The GUI never asks which kind of server it talks to: no module of ``ui/`` names a kind (in
code or in a text), except the one place that names a kind to a person
(``ui/shell/server_kind.py``). What differs between servers reaches the views as
``Capabilities``."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from storeadmin_gui.api import ServerKind

UI = Path(__file__).resolve().parents[2] / "storeadmin_gui" / "ui"
THE_ONE_PLACE = UI / "shell" / "server_kind.py"
# The enum, any kind's member name but the reference's (a word of its own), and the product.
KIND_WORDS = re.compile(
    "|".join(
        [
            r"\bServerKind\b",
            r"\bsylius",
            *(rf"\b{kind.name}\b" for kind in ServerKind if kind is not ServerKind.REFERENCE),
        ]
    ),
    re.IGNORECASE,
)


def kind_names_in(source: Path) -> list[str]:
    """Names and texts of ``source`` that name a kind of server (comments are not code)."""
    found = []
    tokens = tokenize.generate_tokens(io.StringIO(source.read_text("utf-8")).readline)
    for token in tokens:
        if token.type in (tokenize.NAME, tokenize.STRING) and KIND_WORDS.search(token.string):
            found.append(f"{source.relative_to(UI)}:{token.start[0]}: {token.string[:60]}")
    return found


def test_no_view_names_a_kind_of_server() -> None:
    found = [
        name
        for source in sorted(UI.rglob("*.py"))
        if source != THE_ONE_PLACE
        for name in kind_names_in(source)
    ]
    assert found == []


def test_the_search_finds_a_kind_where_one_is_named(tmp_path: Path) -> None:
    """The check can fail: a view that asked for Sylius by name would be caught."""
    view = tmp_path / "view.py"
    view.write_text(
        "from storeadmin_gui.api import ServerKind\n"
        "if client.server.kind is ServerKind.SYLIUS_ADMIN_API:\n"
        "    label = 'Sylius store'\n"
        "# a comment may say Sylius\n"
    )
    global UI
    saved, UI = UI, tmp_path
    try:
        assert [line.split(": ", 1)[1] for line in kind_names_in(view)] == [
            "ServerKind",
            "ServerKind",
            "SYLIUS_ADMIN_API",
            "'Sylius store'",
        ]
    finally:
        UI = saved
