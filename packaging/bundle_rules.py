"""What goes into a Store Admin bundle, kept apart from the spec so tests can check it cheaply.

The spec (``storeadmin.spec``) and the build command (``build.py``) both import this module by file
path; ``packaging/`` is deliberately not a Python package (it would shadow the PyPI ``packaging``
module), so nothing here is importable as ``packaging.*``.

PyInstaller's Qt hooks collect every plugin and translation that a Qt module *might* need. A
widgets app for a REST API uses few of them, so the spec keeps an allow-list per plugin type, the Qt
translations for the languages the app itself ships, and only the PySide6 modules the source really
imports; shared libraries that only the dropped plugins needed are dropped with them.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path, PurePath
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = PROJECT_ROOT / "pyproject.toml"
RESOURCES = PROJECT_ROOT / "resources"

APP_NAME = "Store Admin"
# The executable, the .desktop file and the icon name: the app calls
# QGuiApplication.setDesktopFileName("storeadmin"), which Wayland uses to find its menu entry.
EXECUTABLE_NAME = "storeadmin"
# Reverse-DNS id of the AppStream component and the macOS bundle identifier.
APP_ID = "org.storeadmin.StoreAdmin"
LINUX_FOLDER = Path(__file__).resolve().parent / "linux"
DESKTOP_FILE = LINUX_FOLDER / f"{EXECUTABLE_NAME}.desktop"
METAINFO_FILE = LINUX_FOLDER / f"{APP_ID}.metainfo.xml"
INSTALL_SCRIPT = LINUX_FOLDER / "install.sh"
ICON_SVG = RESOURCES / "icon.svg"

# One TOC entry of PyInstaller: (destination name, source path, type code).
TocEntry = tuple[str, str, str]

# Qt plugins a desktop widgets app needs, by plugin type; every other type is dropped whole.
#  - platforms: X11, Wayland, and offscreen (the smoke test, headless CI); not eglfs/linuxfb/vnc.
#  - platformthemes: the desktop portal (file dialogs, dark mode); not GTK3, which drags in a
#    second toolkit's libraries (cairo, pango, gdk-pixbuf) for a look Fusion already gives us.
#  - imageformats: SVG (the app icon) and ICO; PNG is built into QtGui.
#  - input contexts: compose keys and IBus so staff can type accents and non-Latin names.
#  - Windows and macOS: their native platform, style and theme plugins.
# Dropped: tls and networkinformation (the app speaks HTTP through httpx, not QtNetwork),
# generic (evdev input for framebuffer devices), egldeviceintegrations (eglfs only).
KEPT_QT_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset(
        {"qxcb", "qwayland", "qoffscreen", "qwindows", "qdirect2d", "qcocoa", "qminimal"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "platforminputcontexts": None,  # None: every plugin of the type
    "iconengines": frozenset({"qsvgicon"}),
    "imageformats": frozenset({"qsvg", "qico"}),
    "styles": None,
    "xcbglintegrations": None,
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": None,
    "wayland-shell-integration": None,
}


# Python packages that optional imports in the app's dependencies would pull in, and that Store
# Admin never uses: the build environment has them for the tests and tools. anyio's trio backend
# drags in trio and through it IPython, jedi and numpy (tens of MB); uvicorn's optional speed-ups
# and its reloader, YAML and .env support are not used by the embedded server, which falls back to
# h11 and asyncio when they are absent.
NEVER_BUNDLED = (
    "tkinter", "_tkinter",
    "pytest", "_pytest", "pytestqt", "hypothesis", "schemathesis", "mypy", "ruff",
    "PyInstaller", "setuptools", "pip", "wheel",
    "IPython", "jedi", "parso", "numpy", "pygments", "rich", "stack_data", "matplotlib", "PIL",
    "trio", "anyio._backends._trio",
    "yaml", "dotenv", "watchfiles", "websockets", "uvloop", "httptools",
    # Database drivers other than SQLite's: the app's own store is the demo one, on SQLite; a
    # shared store on PostgreSQL is run by storeadmin-server from the Python package, never from
    # the desktop bundle. SQLAlchemy imports them only when a URL names them.
    "psycopg", "psycopg_binary", "psycopg_c", "psycopg_pool", "psycopg2", "asyncpg", "pymysql",
    "MySQLdb", "oracledb", "cx_Oracle", "pyodbc",
)  # fmt: skip


def unwanted_in_bundle(bundle: Path) -> list[str]:
    """Top-level entries of a built bundle that belong to a package it must never carry."""
    internal = bundle / "_internal"
    root = internal if internal.is_dir() else bundle
    found = []
    for entry in sorted(root.iterdir()):
        package = re.split(r"[-.]", entry.name, maxsplit=1)[0]
        if entry.name.endswith(".libs"):  # a wheel's vendored libraries: "psycopg_binary.libs"
            package = entry.name[: -len(".libs")]
        if package in NEVER_BUNDLED:
            found.append(entry.name)
    return found


def project_metadata(pyproject: Path = PYPROJECT) -> dict[str, str]:
    """The ``[project]`` table's name, version and description: the one source of the version."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    return {key: str(project[key]) for key in ("name", "version", "description")}


def project_version(pyproject: Path = PYPROJECT) -> str:
    return project_metadata(pyproject)["version"]


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)``: the four numbers a Windows version resource holds."""
    leading = (re.match(r"\d+", part) for part in version.split("."))
    first_four = [*(int(match.group()) if match else 0 for match in leading), 0, 0, 0, 0][:4]
    return (first_four[0], first_four[1], first_four[2], first_four[3])


def windows_version_info(version: str, description: str) -> Any:
    """The version resource Windows shows in the executable's Properties > Details (Windows
    only: PyInstaller's version-resource module needs pefile, installed there)."""
    from PyInstaller.utils.win32 import versioninfo as vi  # type: ignore[import-untyped]

    numbers = version_numbers(version)
    strings = {
        "CompanyName": "The Store Admin developers",
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": EXECUTABLE_NAME,
        "OriginalFilename": f"{EXECUTABLE_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
        "Comments": description,
    }
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo(
                [vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])]
            ),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def imported_qt_modules(sources: Iterable[Path], namespace: str = "PySide6") -> set[str]:
    """The ``PySide6.QtXxx`` modules the given files (or the .py files of folders) import."""
    found: set[str] = set()
    for source in sources:
        files = sorted(source.rglob("*.py")) if source.is_dir() else [source]
        for path in files:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    if node.module == namespace:
                        names = [f"{namespace}.{alias.name}" for alias in node.names]
                    else:
                        names = [node.module]
                for name in names:
                    parts = name.split(".")
                    if parts[0] == namespace and len(parts) > 1 and parts[1].startswith("Qt"):
                        found.add(f"{namespace}.{parts[1]}")
    return found


def qt_modules_loaded_by(modules: set[str], namespace: str = "PySide6") -> set[str]:
    """The given Qt modules plus every Qt module they load in turn (QtWidgets loads QtGui).

    Asked of a fresh interpreter, because the bindings import their dependencies themselves.
    """
    script = (
        "import importlib, sys\n"
        f"for name in {sorted(modules)!r}: importlib.import_module(name)\n"
        f"print(' '.join(m for m in sys.modules if m.startswith('{namespace}.Qt')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], check=True, capture_output=True, text=True
    )
    return set(result.stdout.split()) | set(modules)


def unused_qt_modules(used: set[str], namespace: str = "PySide6") -> list[str]:
    """Every installed ``PySide6.QtXxx`` module the app does not load, for Analysis(excludes=...).

    Qt's hooks add modules as hidden imports because of how the wheels are linked (QtNetwork for
    every module on Linux); excluding them keeps their Python bindings out of the bundle.
    """
    spec = importlib.util.find_spec(namespace)
    if spec is None or not spec.submodule_search_locations:
        return []
    installed: set[str] = set()
    for folder in spec.submodule_search_locations:
        for path in Path(folder).iterdir():
            stem = path.name.split(".", 1)[0]
            if stem.startswith("Qt") and path.suffix in {".so", ".pyd"}:
                installed.add(f"{namespace}.{stem}")
    return sorted(installed - qt_modules_loaded_by(used, namespace))


def package_modules(package_folder: Path) -> list[str]:
    """Every module of a source package, named from its files (nothing is imported to find them).

    The app imports demo mode's backend only when asked for, and PyInstaller's import analysis
    follows imports it can see; listing the modules makes the whole app part of the bundle.
    """
    root = package_folder.parent
    names = []
    for path in sorted(package_folder.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if "__pycache__" in parts:
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def shipped_languages(resources: Path = RESOURCES) -> set[str]:
    """Languages the app ships its own translations for (``resources/translations/*_<lang>.qm``)."""
    folder = resources / "translations"
    if not folder.is_dir():
        return set()
    return {path.stem.split("_", 1)[1] for path in folder.glob("*_*.qm")}


def qt_plugin_kept(dest: str) -> bool | None:
    """Keep or drop a Qt plugin file by its bundle path; None when the file is not a Qt plugin."""
    parts = PurePath(dest.replace("\\", "/")).parts
    if "plugins" not in parts or "Qt" not in parts[: parts.index("plugins")]:
        return None
    index = parts.index("plugins")
    if len(parts) < index + 3:
        return None
    plugin_type = parts[index + 1]
    if plugin_type not in KEPT_QT_PLUGINS:
        return False
    allowed = KEPT_QT_PLUGINS[plugin_type]
    if allowed is None:
        return True
    stem = parts[-1].split(".", 1)[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return stem in allowed


def qt_translation_kept(dest: str, languages: set[str]) -> bool | None:
    """Keep a Qt translation only for a language the app ships; None when not a Qt translation."""
    parts = PurePath(dest.replace("\\", "/")).parts
    if len(parts) < 2 or parts[-2] != "translations" or not parts[-1].endswith(".qm"):
        return None
    if "Qt" not in parts and "Qt6" not in parts:
        return None
    language = parts[-1][: -len(".qm")].split("_", 1)[-1]
    return language in languages or language.split("_")[0] in languages


def split_qt_files(
    entries: Iterable[TocEntry], languages: set[str]
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Split TOC entries into (kept, dropped) by the plugin allow-list and the shipped languages."""
    kept: list[TocEntry] = []
    dropped: list[TocEntry] = []
    for entry in entries:
        verdict = qt_plugin_kept(entry[0])
        if verdict is None:
            verdict = qt_translation_kept(entry[0], languages)
        (dropped if verdict is False else kept).append(entry)
    return kept, dropped


ImportsOf = Callable[[str], Iterable[tuple[str, str | None]]]


def _dependency_closure(roots: Iterable[str], imports_of: ImportsOf) -> set[str]:
    """Base names of every library the given files load, directly or through another library."""
    seen_paths: set[str] = set()
    names: set[str] = set()
    pending = list(roots)
    while pending:
        path = pending.pop()
        if path in seen_paths:
            continue
        seen_paths.add(path)
        for name, full_path in imports_of(path):
            names.add(PurePath(name).name)
            if full_path:
                names.add(PurePath(full_path).name)
                pending.append(full_path)
    return names


def drop_orphan_libraries(
    binaries: list[TocEntry], dropped: list[TocEntry], imports_of: ImportsOf
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Drop the shared libraries that only the dropped plugins needed; return (kept, orphans).

    A library is an orphan when a dropped plugin loads it and no kept binary does. Only libraries
    the dropped plugins reach are candidates, so a library a hook added on purpose for loading at
    run time (which nothing links to) is never touched.
    """
    dropped_binaries = [entry[1] for entry in dropped if entry[2] in {"BINARY", "EXTENSION"}]
    candidates = _dependency_closure(dropped_binaries, imports_of)
    if not candidates:
        return list(binaries), []
    # Candidates must not keep each other alive: only what the rest of the bundle loads counts.
    roots = [
        entry[1]
        for entry in binaries
        if entry[2] == "EXTENSION"
        or (entry[2] == "BINARY" and PurePath(entry[0]).name not in candidates)
    ]
    needed = _dependency_closure(roots, imports_of)
    kept: list[TocEntry] = []
    orphans: list[TocEntry] = []
    for entry in binaries:
        name = PurePath(entry[0]).name
        is_orphan = entry[2] == "BINARY" and name in candidates and name not in needed
        (orphans if is_orphan else kept).append(entry)
    return kept, orphans


def drop_dangling_symlinks(
    entries: list[TocEntry], removed: Iterable[TocEntry]
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Drop the SYMLINK entries that point at a removed file; return (kept, dangling).

    PyInstaller links Qt's libraries from the bundle root to their place under PySide6/Qt/lib;
    a link to a library the filter removed would be left dangling.
    """
    removed_dests = {PurePath(entry[0].replace("\\", "/")) for entry in removed}
    kept: list[TocEntry] = []
    dangling: list[TocEntry] = []
    for entry in entries:
        if entry[2] == "SYMLINK":
            link = PurePath(entry[0].replace("\\", "/"))
            target = PurePath(*(link.parent / entry[1].replace("\\", "/")).parts)
            if _normalise(target) in removed_dests:
                dangling.append(entry)
                continue
        kept.append(entry)
    return kept, dangling


def _normalise(path: PurePath) -> PurePath:
    """Resolve ``..`` in a relative bundle path without touching the file system."""
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            if parts:
                parts.pop()
        elif part != ".":
            parts.append(part)
    return PurePath(*parts)


def toc_size(entries: Iterable[TocEntry]) -> int:
    """Bytes on disk of the sources of TOC entries (before stripping), for the build log."""
    total = 0
    for entry in entries:
        source = Path(entry[1])
        if source.is_file():
            total += source.stat().st_size
    return total
