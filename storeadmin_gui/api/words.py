"""The client layer's sentences for people (its errors), in their language once the app says which.

The api layer has no Qt, so it cannot load translations itself: the GUI hands it a translation
function when it installs a language (``use_translation``), and every sentence of this layer goes
through ``tr(context, text)`` with the same meaning as the GUI's own ``tr``. The translation files
hold these sentences under their context (``api.errors``, ``api.core`` ...), extracted with the
GUI's (docs/development.md, Translations). Texts with ``{name}`` fields are formatted after
translating, so a translator can move the fields. A script using the client alone reads English.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Translate", "noop", "tr", "use_translation"]

Translate = Callable[[str, str], str]  # (context, English text) -> the text in the reader's words


def _english(_context: str, text: str) -> str:
    return text


_translate: Translate = _english


def use_translation(translate: Translate | None) -> None:
    """Say this layer's sentences through ``translate`` from now on (``None``: English again)."""
    global _translate
    _translate = translate or _english


def tr(context: str, text: str) -> str:
    """``text`` in the reader's language (itself when there is no translation)."""
    return _translate(context, text) or text


def noop(context: str, text: str) -> str:
    """Marks ``text`` for extraction where it is kept to be said later with ``tr(context, it)``
    (a class's default message)."""
    del context  # read by the extractor, not here
    return text
