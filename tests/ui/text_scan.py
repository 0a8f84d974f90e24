"""Finds the words for people that the code writes without ``tr()``: the source-level half of the
translation tests (the other half looks at what the running app shows).

A string counts as words for people when it has a word in it and a space, or a capital followed by
small letters ("Cancel"), or ends with an ellipsis or colon; identifiers, wire names and short
codes ("USD", "WEB") do not, unless they are handed straight to a widget to show (a placeholder
"name" is a word all the same). It is fine where no person reads it: docstrings, logging, object
names, properties, settings keys, lookups and comparisons, exceptions meant for the log, and a line
that says ``# i18n: not shown`` with the reason.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

TRANSLATING_CALLS = frozenset({"tr", "noop", "translate", "QT_TRANSLATE_NOOP"})
# Calls whose string arguments nobody reads on screen.
HIDDEN_CALLS = frozenset(
    {
        "setObjectName",
        "objectName",
        "setProperty",
        "property",
        "findChild",
        "findChildren",
        "setValue",
        "value",
        "remove",
        "contains",
        "getattr",
        "setattr",
        "hasattr",
        "QKeySequence",
        "isinstance",
        "startswith",
        "endswith",
        "removeprefix",
        "removesuffix",
        "replace",
        "split",
        "join",
        "strip",
        "get",
        "pop",
        "setdefault",
        "field",
        "fromString",
        "toString",
        "strftime",
        "strptime",
        "Signal",
        "TypeVar",
        "cast",
        "mark",
        "QLocale",
        "re.compile",
        "compile",
        "match",
        "fullmatch",
        "search",
        "sub",
        "setShortcut",
        "installEventFilter",
        "setStyle",
        "print",  # the terminal's, not the window's
        "ArgumentParser",  # the command line speaks English
        "add_argument",
    }
)
# Calls that show their text argument to a person as it is.
SHOWING_CALLS = frozenset(
    {
        "setText",
        "setPlaceholderText",
        "setToolTip",
        "setStatusTip",
        "setWindowTitle",
        "setTitle",
        "setAccessibleName",
        "setAccessibleDescription",
        "addItem",
        "addTab",
        "setTabText",
        "addAction",
        "addMenu",
        "QLabel",
        "QPushButton",
        "QToolButton",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QAction",
    }
)
LOGGERS = frozenset({"log", "logging", "logger", "_log"})
INTERNAL_ERRORS = frozenset(
    {"RuntimeError", "AssertionError", "TypeError", "KeyError", "NotImplementedError"}
)
EXEMPT_MARK = "# i18n: not shown"
_WORDY = re.compile(r"[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]")  # letters, not ×


@dataclass(frozen=True)
class Untranslated:
    path: Path
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def looks_like_words(text: str) -> bool:
    stripped = text.replace("&", "").strip()
    if not _WORDY.search(stripped):
        return False
    if stripped.startswith(("<", "%(", "{")) and " " not in re.sub(r"<[^>]*>", "", stripped):
        return False  # markup or a bare template
    if re.fullmatch(r"[A-Z0-9_]{1,5}", stripped):
        return False  # a code
    if re.fullmatch(r"[a-z0-9_.\-:/*\[\]]+", stripped):
        return False  # an identifier, a wire name, a path, a pattern
    return (
        " " in stripped
        or (bool(re.match(r"[A-ZÀ-Ý]", stripped)) and bool(re.search(r"[a-zà-ÿ]", stripped)))
        or stripped.endswith(("…", ":"))
    )


def _callee(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        if isinstance(func.value, ast.Name) and func.value.id in LOGGERS:
            return "log"
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _hidden_nodes(tree: ast.AST) -> set[int]:
    """Nodes under a place where no person reads the text (and under a tr() call)."""
    hidden: set[int] = set()

    def hide(node: ast.AST) -> None:
        hidden.update(id(child) for child in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _callee(node)
            parser_error = (
                name == "error"
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "parser"
            )
            if name in TRANSLATING_CALLS or name in HIDDEN_CALLS or name == "log" or parser_error:
                hide(node)
            for keyword in node.keywords:
                if keyword.arg in ("key", "objectName", "name", "kind", "level"):
                    hide(keyword.value)
        elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            if _callee(node.exc) in INTERNAL_ERRORS:
                hide(node.exc)
        elif isinstance(node, ast.Assert | ast.Subscript | ast.Compare | ast.JoinedStr):
            if isinstance(node, ast.JoinedStr):
                for value in node.values:  # its parts are judged as the whole f-string
                    hidden.add(id(value))
            elif isinstance(node, ast.Subscript):
                hide(node.slice)
            else:
                hide(node)
        elif isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets
        ):
            hide(node.value)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    hide(key)
        elif isinstance(node, ast.Match):
            for case in node.cases:
                hide(case.pattern)
    return hidden


def _joined_text(node: ast.JoinedStr) -> str:
    return "".join(
        value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else "{}"
        for value in node.values
    )


def _shown_as_is(tree: ast.AST) -> set[int]:
    """String arguments handed straight to a call that shows them."""
    return {
        id(argument)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and _callee(node) in SHOWING_CALLS
        for argument in node.args
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str)
    }


def untranslated(path: Path) -> Iterator[Untranslated]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skipped = _docstrings(tree) | _hidden_nodes(tree)
    shown = _shown_as_is(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = _joined_text(node)
        else:
            continue
        if not looks_like_words(text) and not (id(node) in shown and _WORDY.search(text)):
            continue
        span = lines[node.lineno - 1 : (node.end_lineno or node.lineno)]
        if any(EXEMPT_MARK in line for line in span):
            continue
        yield Untranslated(path, node.lineno, text)


def untranslated_in(*roots: Path) -> list[Untranslated]:
    files = sorted(
        file for root in roots for file in ([root] if root.is_file() else root.rglob("*.py"))
    )
    return [finding for file in files for finding in untranslated(file)]
