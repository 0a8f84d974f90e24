"""The house rules that keep the code easy to change, checked rather than hoped for: no class over
400 lines, no module of ``ui/`` over 700, a README that fits on a screen or two.

Code over a limit today is listed in ``TOO_LARGE`` with its size: the list may only shrink. A
listed piece that has come within its limit fails the test too, so the list never keeps an entry
it no longer needs (take it out), and a listed piece that grew fails as a new one would.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "storeadmin_gui"
CLASS_LINES = 400
UI_MODULE_LINES = 700
README_BYTES = 6 * 1024

# What is over a limit today, with its size when listed (being split up: see docs/development.md).
# Empty: every class and ui module is within its limit; a piece listed here again must shrink.
TOO_LARGE: dict[str, int] = {}


def measured() -> dict[str, tuple[int, int]]:
    """Every module and class, by name, with (its lines, its limit); None-limited ones left out."""
    sizes: dict[str, tuple[int, int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        source = path.read_text(encoding="utf-8")
        if name.startswith("storeadmin_gui/ui/"):
            sizes[name] = (len(source.splitlines()), UI_MODULE_LINES)
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                sizes[f"{name}:{node.name}"] = (lines, CLASS_LINES)
    return sizes


def test_no_class_or_ui_module_grows_past_its_limit() -> None:
    sizes = measured()
    over = {
        name: lines
        for name, (lines, limit) in sizes.items()
        if lines > limit and lines > TOO_LARGE.get(name, limit)
    }
    assert over == {}, "split these up (classes: 400 lines, ui modules: 700)"


def test_the_list_of_what_is_too_large_only_shrinks() -> None:
    sizes = measured()
    done = sorted(
        name for name in TOO_LARGE if name not in sizes or sizes[name][0] <= sizes[name][1]
    )
    assert done == [], "within its limit now: take it off TOO_LARGE"


def test_the_readme_fits_on_a_screen_or_two() -> None:
    assert (ROOT / "README.md").stat().st_size <= README_BYTES
