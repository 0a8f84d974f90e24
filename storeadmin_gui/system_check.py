"""Before Qt starts: can this computer load what Qt needs for the window it is about to open?

On Linux, PySide6's wheels carry Qt but not the system libraries Qt links to (OpenGL's loader,
X11 and xcb's helpers, Wayland's client, fontconfig...). Without one, importing Qt ends in an
``ImportError`` traceback, and a platform plugin that cannot load ends in ``abort()`` with a
message that may name a library that is there. ``find_problem()`` asks the system's own loader
for each library that Qt's modules and the platform plugin Qt will pick need (the same
``dlopen`` Qt would do moments later, so a library found here costs Qt nothing more), and for a
display to show the window on; ``Problem.explain()`` names what is missing and the one command
that installs it. ``app.main()`` runs it before importing Qt, ``tests/conftest.py`` before the
test suite imports Qt, and ``scripts/dev.py`` to install what is missing.

Standard library only: ``scripts/dev.py`` imports it before anything is installed. The tables
below are checked against the installed PySide6's binaries by ``tests/test_fresh_machine.py``.
It is on every start's way to the window, so it imports nothing the app has not imported by then
but the loader's C module, and what only a failure needs only then (docs/benchmarks.md).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "PLATFORM_LIBRARIES",
    "QT_LIBRARIES",
    "Library",
    "Problem",
    "as_root",
    "can_become_root",
    "candidate_platforms",
    "find_problem",
    "install_command",
    "install_instructions",
    "package_manager",
    "required_libraries",
    "unattended_install",
    "unloadable",
]


@dataclass(frozen=True)
class Library:
    """A shared library by the name binaries ask the loader for, and the package holding it."""

    soname: str
    debian: str  # Debian and Ubuntu
    fedora: str  # Fedora, RHEL and their kin


def _libraries(*rows: tuple[str, str, str]) -> tuple[Library, ...]:
    return tuple(Library(*row) for row in rows)


# What importing QtCore, QtGui, QtWidgets and QtPrintSupport loads from the system, whatever
# the platform (libc, libm, libstdc++ and libgcc_s are on every system that runs Python).
QT_LIBRARIES = _libraries(
    ("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    ("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    ("libz.so.1", "zlib1g", "zlib"),
    ("libzstd.so.1", "libzstd1", "libzstd"),
    ("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
    ("libEGL.so.1", "libegl1", "libglvnd-egl"),
    ("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    ("libfreetype.so.6", "libfreetype6", "freetype"),
    ("libX11.so.6", "libx11-6", "libX11"),
    ("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
)

_XCB = _libraries(
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
)

_WAYLAND = _libraries(
    ("libwayland-client.so.0", "libwayland-client0", "libwayland-client"),
    ("libwayland-cursor.so.0", "libwayland-cursor0", "libwayland-cursor"),
)

# What each platform plugin loads beyond QT_LIBRARIES (offscreen and minimal: nothing more).
# A platform not named here is checked for QT_LIBRARIES only.
PLATFORM_LIBRARIES: dict[str, tuple[Library, ...]] = {
    "offscreen": (),
    "minimal": (),
    "xcb": _XCB,
    "wayland": _WAYLAND,
    "wayland-egl": _WAYLAND,
    "wayland-brcm": _WAYLAND,
}

# The variable naming the display each windowing platform connects to.
_DISPLAY_VARIABLES = {
    "xcb": "DISPLAY",
    "wayland": "WAYLAND_DISPLAY",
    "wayland-egl": "WAYLAND_DISPLAY",
    "wayland-brcm": "WAYLAND_DISPLAY",
}

_NOT_FOUND = ": cannot open shared object file: No such file or directory"


def candidate_platforms(environ: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in its order: ``QT_QPA_PLATFORM`` when set (a list
    separated by ``;``, each with optional ``:options``), else Wayland in a Wayland session,
    then xcb (QGuiApplication's own choice on Linux)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return [entry.split(":", 1)[0] for entry in chosen.split(";") if entry]
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    return ["wayland", "xcb"] if wayland else ["xcb"]


def required_libraries(platform: str) -> tuple[Library, ...]:
    return QT_LIBRARIES + PLATFORM_LIBRARIES.get(platform, ())


def unloadable(libraries: Iterable[Library]) -> dict[str, str]:
    """The libraries the loader cannot load, each with its reason, by the name of the library at
    fault: when a library is there but one it needs is not, the one missing is named."""
    # ctypes.CDLL's own loader, without the rest of ctypes (1 % of the start to Qt's first
    # window, in instructions): the one call the check needs.
    from _ctypes import dlopen

    bundled = Path(getattr(sys, "_MEIPASS", "")) if getattr(sys, "frozen", False) else None
    failed: dict[str, str] = {}
    for library in libraries:
        if bundled is not None and (bundled / library.soname).exists():
            continue  # the bundle carries it; the frozen Qt finds it there
        try:
            dlopen(library.soname)
        except OSError as error:
            reason = str(error)
            culprit = Path(reason.split(": ", 1)[0]).name if ": " in reason else library.soname
            if reason.endswith(_NOT_FOUND):
                reason = "not installed"
            elif culprit == library.soname:
                reason = reason.split(": ", 1)[-1]
            if culprit != library.soname:
                reason = f"{reason}, needed by {library.soname}"
            failed.setdefault(culprit, reason)
    return failed


def _display_of(platform: str, environ: Mapping[str, str]) -> str | None:
    """The variable that should name a display and does not, for a windowing platform."""
    variable = _DISPLAY_VARIABLES.get(platform)
    if variable is None or environ.get(variable):
        return None
    if variable == "WAYLAND_DISPLAY":  # Wayland's client library falls back to wayland-0
        runtime = environ.get("XDG_RUNTIME_DIR")
        if runtime and Path(runtime, "wayland-0").exists():
            return None
    return variable


@dataclass(frozen=True)
class Problem:
    """Why Qt cannot start its ``platform`` here: libraries missing (soname: reason) and packages
    that hold them, or no display (the variable that is not set)."""

    platform: str
    missing: dict[str, str]
    packages: dict[str, tuple[str, str]]  # soname: (Debian package, Fedora package)
    no_display: str | None = None

    def explain(self, *, program: str = "Store Admin") -> str:
        lines = []
        if self.missing:
            lines.append(
                f"{program} cannot start: Qt's {self.platform!r} platform needs system libraries "
                "that cannot be loaded:"
            )
            lines += [f"  {soname} ({reason})" for soname, reason in self.missing.items()]
            lines += install_instructions(self.packages.values())
        if self.no_display:
            lines += [
                f"{program} cannot open its window: {self.no_display} is not set, so Qt's "
                f"{self.platform!r} platform has no display to show it on.",
                "Start it in a desktop session; QT_QPA_PLATFORM=offscreen runs it without any "
                "screen, as the tests do.",
            ]
        return "\n".join(lines)


def find_problem(
    environ: Mapping[str, str] | None = None, *, need_display: bool = True
) -> Problem | None:
    """None when Qt can start a platform it will try (or this is not Linux), else what stops the
    first one it tries (missing libraries are named before a missing display). Without
    ``need_display``, the libraries only (what an installer can do something about)."""
    if not sys.platform.startswith("linux"):
        return None
    environ = os.environ if environ is None else environ
    problems = []
    for platform in candidate_platforms(environ):
        libraries = required_libraries(platform)
        missing = unloadable(libraries)
        no_display = _display_of(platform, environ) if need_display else None
        if not missing and no_display is None:
            return None
        known = {library.soname: (library.debian, library.fedora) for library in libraries}
        packages = {soname: known[soname] for soname in missing if soname in known}
        problems.append(Problem(platform, missing, packages, no_display))
    return problems[0] if problems else None


def package_manager() -> str | None:
    """``apt-get`` on Debian and its kin (Ubuntu...), ``dnf`` on Fedora and its kin, else None."""
    import platform

    try:
        release = platform.freedesktop_os_release()
    except OSError:
        return None
    family = {release.get("ID", ""), *release.get("ID_LIKE", "").split()}
    if family & {"debian", "ubuntu"}:
        return "apt-get"
    if family & {"fedora", "rhel", "centos"}:
        return "dnf"
    return None


def can_become_root() -> bool:
    """Root already, or sudo to ask for it."""
    import shutil

    return os.geteuid() == 0 or shutil.which("sudo") is not None


def as_root(command: Sequence[str]) -> list[str]:
    """``command`` through sudo when not root and sudo is there (else as it is)."""
    import shutil

    return [*([] if os.geteuid() == 0 or shutil.which("sudo") is None else ["sudo"]), *command]


def install_command(
    manager: str, packages: Iterable[str], *, options: Sequence[str] = ()
) -> list[str]:
    """``manager install`` of ``packages`` (in order, once each), as root."""
    return as_root([manager, "install", *options, *dict.fromkeys(packages)])


def unattended_install(manager: str, packages: Sequence[str]) -> list[list[str]]:
    """The commands that install ``packages`` as root without asking (and without the packages
    they only recommend): for the setup scripts, ``scripts/dev.py`` and ``packaging/build.py``."""
    if manager == "apt-get":
        return [
            as_root(["apt-get", "update", "-qq"]),
            install_command("apt-get", packages, options=["-y", "--no-install-recommends"]),
        ]
    return [install_command(manager, packages, options=["-y", "--setopt=install_weak_deps=False"])]


def install_instructions(packages: Iterable[tuple[str, str]]) -> list[str]:
    """Lines saying how to install ``packages`` ((Debian, Fedora) pairs) on this system."""
    import shlex

    pairs: Sequence[tuple[str, str]] = list(packages)
    if not pairs:
        return ["Install the packages of your distribution that provide them."]
    debian = shlex.join(install_command("apt-get", (pair[0] for pair in pairs)))
    fedora = shlex.join(install_command("dnf", (pair[1] for pair in pairs)))
    them = "Install them with:" if can_become_root() else "Install them, as root, with:"
    manager = package_manager()
    if manager == "apt-get":
        return [them, f"  {debian}"]
    if manager == "dnf":
        return [them, f"  {fedora}"]
    return [
        "Install them, on Debian or Ubuntu, with:",
        f"  {debian}",
        "on Fedora with:",
        f"  {fedora}",
        "elsewhere with the packages of your distribution that provide these files.",
    ]
