"""The documentation names only what exists: every project path it writes in backticks is a file or
folder of the repository, and every relative link it makes reaches its target.

A renamed module or a moved test otherwise leaves README.md and docs/*.md pointing at nothing, and
nobody notices until a reader follows the pointer.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])

# Folders a path may start with: the repository's own, and the package's layers, which the docs
# name without the package folder (``ui/pages/orders.py``, ``backend/routing.py``).
TOP_FOLDERS = ("storeadmin_gui", "tests", "packaging", "docs", "scripts", "resources")
LAYERS = ("api", "backend", "ui")
PROJECT_PATH = re.compile(
    r"(?<![\w./$~-])(?:" + "|".join(TOP_FOLDERS + LAYERS) + r")/[\w./<>*-]*(?:::\w+)?"
)
# Written by the benchmarks and ignored by git: named by the docs, absent from a checkout.
GENERATED = ("tests/benchmarks/_work/",)
CODE_SPAN = re.compile(r"```.*?```|`[^`\n]+`", re.DOTALL)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def project_paths(text: str) -> list[tuple[int, str]]:
    """``(line, path)`` for every project path inside a code span or a fenced block of ``text``."""
    found: list[tuple[int, str]] = []
    for span in CODE_SPAN.finditer(text):
        for path in PROJECT_PATH.finditer(span.group()):
            found.append((_line(text, span.start() + path.start()), path.group()))
    return found


def _candidates(path: str) -> list[Path]:
    """Where ``path`` may be: as written, or under the package when it starts with a layer."""
    places = [ROOT / path]
    if path.split("/", 1)[0] in LAYERS:
        places.append(ROOT / "storeadmin_gui" / path)
    return places


def missing_path(path: str) -> str | None:
    """Why ``path`` names nothing in the repository, or None when it does."""
    file_part, _, test_name = path.rstrip(".").partition("::")
    if any(file_part.startswith(generated) for generated in GENERATED):
        return None
    if re.search(r"[<*]", file_part):  # a pattern (``models/<area>.py``): its folder must exist
        file_part = re.split(r"[<*]", file_part, maxsplit=1)[0].rsplit("/", 1)[0]
    defines_test = re.compile(rf"^\s*(?:async\s+)?def {test_name}\(", re.M)
    for place in _candidates(file_part):
        if not place.exists():
            continue
        if test_name and not defines_test.search(place.read_text()):
            return f"{file_part} has no {test_name}"
        return None
    return "no such file or folder"


def heading_anchors(page: Path) -> set[str]:
    """The anchors GitHub makes of a page's headings."""
    anchors: set[str] = set()
    for line in page.read_text().splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            anchors.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return anchors


def broken_link(page: Path, target: str, root: Path = ROOT) -> str | None:
    """Why the relative link ``target`` of ``page`` leads nowhere (or out of ``root``, where a
    reader of the repository cannot follow), or None when it resolves."""
    if re.match(r"[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
        return None
    file_part, _, anchor = target.partition("#")
    linked = (page.parent / file_part).resolve() if file_part else page
    if not linked.exists():
        return "no such file"
    if not linked.is_relative_to(root):
        return "outside the repository"
    if anchor and linked.suffix == ".md" and anchor not in heading_anchors(linked):
        return f"no heading #{anchor}"
    return None


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_project_path_named_in_backticks_exists(page: Path) -> None:
    text = page.read_text()
    problems = [
        f"{_name(page)}:{line}: `{path}`: {why}"
        for line, path in project_paths(text)
        if (why := missing_path(path)) is not None
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_relative_link_resolves(page: Path) -> None:
    text = page.read_text()
    problems = [
        f"{_name(page)}:{_line(text, link.start())}: ({link.group(1)}): {why}"
        for link in LINK.finditer(text)
        if (why := broken_link(page, link.group(1))) is not None
    ]
    assert not problems, "\n".join(problems)


def test_the_checks_find_what_is_missing(tmp_path: Path) -> None:
    """The two checks above would fail on a page that names a missing file or links nowhere."""
    repository = tmp_path / "repository"
    repository.mkdir()
    (tmp_path / "outside.md").write_text("# Not the project's\n")
    page = repository / "page.md"
    page.write_text(
        "See `storeadmin_gui/ui/no_such_module.py`, `tests/test_docs.py::test_no_such_test`\n"
        "and `backend/routing.py`; [gone](no-such-page.md), [here](#no-such-heading),\n"
        "[away](../outside.md).\n"
        "# A heading\n[fine](#a-heading)\n"
    )
    text = page.read_text()
    paths = {path: missing_path(path) for _, path in project_paths(text)}
    assert paths == {
        "storeadmin_gui/ui/no_such_module.py": "no such file or folder",
        "tests/test_docs.py::test_no_such_test": "tests/test_docs.py has no test_no_such_test",
        "backend/routing.py": None,
    }
    links = {
        link.group(1): broken_link(page, link.group(1), root=repository)
        for link in LINK.finditer(text)
    }
    assert links == {
        "no-such-page.md": "no such file",
        "#no-such-heading": "no heading #no-such-heading",
        "../outside.md": "outside the repository",
        "#a-heading": None,
    }
