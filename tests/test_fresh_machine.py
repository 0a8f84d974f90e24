"""A first start on a machine that lacks what Qt needs: a message naming the missing libraries and
the command that installs them, from the app, the test suite and ``scripts/dev.py``, instead of
a traceback or Qt's abort. And README's two commands are the ones CI runs.

A library is hidden the way the loader would meet a broken or missing one: a directory on
``LD_LIBRARY_PATH`` (searched first) holds a file of that name that is not a library, so
loading it fails in that process alone, whatever is installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import PySide6
import pytest
import shiboken6

from storeadmin_gui import system_check
from tests.support.packaging_folder import packaging_module

ROOT = Path(__file__).resolve().parent.parent
PYSIDE = Path(PySide6.__file__).resolve().parent
SHIBOKEN = Path(shiboken6.__file__).resolve().parent
elf = packaging_module("elf")
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the check and Qt's system libraries are Linux's"
)
# Loaded by every program Python runs in (or by the C++ runtime every Qt program needs).
EVERYWHERE = re.compile(r"(libc|libm|libdl|libpthread|librt|libstdc\+\+|libgcc_s)\.so|ld-linux")
NAMED = re.compile(r"^  (\S+\.so[.\d]*) \(", re.MULTILINE)  # "  libGL.so.1 (not installed)"
TIMEOUT = 120.0


def hiding(folder: Path, *sonames: str) -> dict[str, str]:
    """An environment in which ``sonames`` cannot be loaded."""
    folder.mkdir(exist_ok=True)
    for soname in sonames:
        (folder / soname).write_text("not a library\n", encoding="utf-8")
    return {**os.environ, "LD_LIBRARY_PATH": str(folder)}


def without(environ: Mapping[str, str], *names: str) -> dict[str, str]:
    return {key: value for key, value in environ.items() if key not in names}


def expected_install(sonames: Iterable[str]) -> str:
    """The install command line the message should give on this machine's system."""
    libraries = {library.soname: library for library in system_check.QT_LIBRARIES}
    for extra in system_check.PLATFORM_LIBRARIES.values():
        libraries.update({library.soname: library for library in extra})
    fedora = system_check.package_manager() == "dnf"
    packages = dict.fromkeys(
        libraries[soname].fedora if fedora else libraries[soname].debian for soname in sonames
    )
    return f"{'dnf' if fedora else 'apt-get'} install {' '.join(packages)}"


def start_app(environ: Mapping[str, str], data: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "storeadmin_gui", "--demo", "--data-dir", str(data)],
        env=dict(environ),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def processes_using(path: Path) -> list[str]:
    """Command lines of running processes that name ``path`` (a demo store left behind)."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            words = cmdline.read_bytes().split(b"\0")
        except OSError:
            continue  # ended meanwhile
        if str(path).encode() in words:
            found.append(" ".join(word.decode(errors="replace") for word in words))
    return found


# --- the app ----------------------------------------------------------------------------------


@linux_only
def test_the_app_names_a_missing_library_and_its_install_command(tmp_path: Path) -> None:
    """Without the OpenGL loader, ``storeadmin --demo`` used to end in an ImportError traceback:
    now one message, exit status 1, and its demo store's process does not outlive it."""
    environ = hiding(tmp_path / "hidden", "libGL.so.1")
    environ["QT_QPA_PLATFORM"] = "offscreen"
    data = tmp_path / "demo"
    started = start_app(environ, data)
    assert started.returncode == 1, started.stderr
    assert "Traceback" not in started.stderr
    assert "Qt's 'offscreen' platform needs system libraries" in started.stderr
    assert NAMED.findall(started.stderr) == ["libGL.so.1"]
    assert expected_install(["libGL.so.1"]) in started.stderr
    assert processes_using(data) == []


@linux_only
def test_xcb_names_the_libraries_really_missing_instead_of_aborting(tmp_path: Path) -> None:
    """The X11 platform plugin without two xcb helpers used to abort (exit 134) with Qt's message
    naming a third library that was there: now exactly the missing ones are named."""
    hidden = ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    environ = hiding(tmp_path / "hidden", *hidden)
    environ.update(QT_QPA_PLATFORM="xcb", DISPLAY=":99")  # checked before any connection
    started = start_app(environ, tmp_path / "demo")
    already_missing = system_check.unloadable(system_check.required_libraries("xcb"))
    assert started.returncode == 1, started.stderr
    assert set(NAMED.findall(started.stderr)) == {*hidden, *already_missing}
    assert expected_install([*already_missing, *hidden]).split(" install ")[0] in started.stderr
    for soname in hidden:
        assert expected_install([soname]).split()[-1] in started.stderr.splitlines()[-1]


@linux_only
def test_without_a_display_the_app_says_so_instead_of_aborting(tmp_path: Path) -> None:
    environ = without({**os.environ, "QT_QPA_PLATFORM": "xcb"}, "DISPLAY")
    started = start_app(environ, tmp_path / "demo")
    assert started.returncode == 1, started.stderr
    assert "DISPLAY is not set" in started.stderr
    assert "QT_QPA_PLATFORM=offscreen" in started.stderr


@linux_only
def test_in_a_wayland_session_waylands_libraries_are_asked_for_not_x11s(tmp_path: Path) -> None:
    """Qt tries Wayland first there and falls back to xcb: xcb's libraries missing is no problem
    when Wayland's load."""
    environ = without(hiding(tmp_path / "hidden", "libxcb-icccm.so.4"), "QT_QPA_PLATFORM")
    environ.update(WAYLAND_DISPLAY="wayland-9", XDG_SESSION_TYPE="wayland")
    probe = "from storeadmin_gui import system_check\np = system_check.find_problem()\n"
    probe += "print(p and p.explain())"
    checked = subprocess.run(
        [sys.executable, "-c", probe], env=environ, capture_output=True, text=True, check=True
    )
    wayland_missing = system_check.unloadable(system_check.required_libraries("wayland"))
    if not wayland_missing:
        assert checked.stdout.strip() == "None"
    else:  # the first platform Qt tries is the one reported
        assert "Qt's 'wayland' platform" in checked.stdout
        assert set(NAMED.findall(checked.stdout)) == set(wayland_missing)


# --- the test suite ---------------------------------------------------------------------------


@linux_only
def test_the_test_suite_stops_with_the_message_not_import_errors(tmp_path: Path) -> None:
    environ = without(hiding(tmp_path / "hidden", "libGL.so.1"), "PYTEST_ADDOPTS")
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests/test_files.py"],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    output = ran.stdout + ran.stderr
    assert ran.returncode == pytest.ExitCode.USAGE_ERROR, output
    assert "The test suite cannot start" in output
    assert NAMED.findall(output) == ["libGL.so.1"]
    assert expected_install(["libGL.so.1"]) in output
    assert "ImportError" not in output and "Traceback" not in output


# --- scripts/dev.py ---------------------------------------------------------------------------


# What scripts/dev.py needs before it installs anything.
DEV_SCRIPT_FILES = (
    "scripts/dev.py",
    "storeadmin_gui/__init__.py",
    "storeadmin_gui/system_check.py",
    "pyproject.toml",
    "constraints.txt",
)


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder any user may read (pytest's own are the running user's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="storeadmin-fresh-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder)


def as_ordinary_user(command: list[str]) -> list[str]:
    """``command`` run by a user who is not root, so that it cannot install anything."""
    if os.geteuid() != 0:
        return command
    unshare, setpriv = shutil.which("unshare"), shutil.which("setpriv")
    assert unshare is not None and setpriv is not None, "util-linux switches the user"
    if subprocess.run([unshare, "--user", "true"], capture_output=True).returncode == 0:
        return [unshare, "--user", "--map-user=1000", "--map-group=1000", *command]
    # In a chroot the kernel refuses user namespaces: the user nobody, with the interpreter by
    # its own path (a venv's may lie in root's home).
    python = os.path.realpath(command[0])
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", python, *command[1:]]


@linux_only
def test_dev_script_without_root_stops_before_anything_with_the_command(
    shared_folder: Path,
) -> None:
    """As an ordinary user with no sudo, the README's commands cannot install the libraries:
    they say what is missing and how to install it, and make no environment."""
    for name in DEV_SCRIPT_FILES:
        (shared_folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, shared_folder / name)
    environ = hiding(shared_folder / "hidden", "libGL.so.1")
    (shared_folder / "bin").mkdir()  # nothing on PATH: no sudo
    environ.update(PATH=str(shared_folder / "bin"), STOREADMIN_VENV=str(shared_folder / "venv"))
    command = as_ordinary_user([sys.executable, str(shared_folder / "scripts" / "dev.py"), "test"])
    ran = subprocess.run(command, env=environ, capture_output=True, text=True, timeout=TIMEOUT)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert NAMED.findall(ran.stderr) == ["libGL.so.1"]
    assert "Install them, as root, with:" in ran.stderr
    assert f"  {expected_install(['libGL.so.1'])}" in ran.stderr.splitlines()
    assert not (shared_folder / "venv").exists()


def readme_commands() -> list[str]:
    """The lines of README's first code block."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```bash\n(.*?)```", readme, re.DOTALL)
    assert block is not None
    return block.group(1).splitlines()


def test_readme_opens_with_the_two_commands_ci_runs() -> None:
    """.ci/run finds each of README's commands by a pattern and runs what it found: the opening
    block holds exactly the demo and the test command, and each pattern finds one of them."""
    commands = readme_commands()
    assert commands == ["python3 scripts/dev.py demo", "python3 scripts/dev.py test"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    patterns = re.findall(r"(\w+)_command=\$\(grep -m1 -E '([^']+)' README\.md\)", ci)
    found = {
        name: [line for line in commands if re.search(pattern, line)] for name, pattern in patterns
    }
    assert found == {"test": [commands[1]], "demo": [commands[0]]}
    assert 'eval "$test_command"' in ci and 'eval "$demo_command' in ci
    readme_lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    for name, pattern in patterns:  # grep -m1 takes the first match in the whole file
        assert next(line for line in readme_lines if re.search(pattern, line)) == found[name][0]


# --- the tables against the binaries ----------------------------------------------------------


def system_libraries(binaries: Iterable[Path]) -> set[str]:
    """What ``binaries`` and the libraries of PySide6's wheels they load need from the system."""
    wheels = [*PYSIDE.rglob("*.so*"), *SHIBOKEN.rglob("*.so*")]
    inside = {path.name: path for path in wheels if path.is_file()}
    seen: set[str] = set()
    outside: set[str] = set()
    queue = list(binaries)
    while queue:
        for soname in elf.needed(queue.pop()):
            if soname in inside and soname not in seen:
                seen.add(soname)
                queue.append(inside[soname])
            elif soname not in inside and not EVERYWHERE.match(soname):
                outside.add(soname)
    return outside


def sonames(libraries: Iterable[system_check.Library]) -> set[str]:
    return {library.soname for library in libraries}


@linux_only
def test_the_check_asks_for_what_the_imported_qt_modules_link_to() -> None:
    """QT_LIBRARIES is what the Qt modules the app imports (found in its source) need."""
    sources = "".join(
        path.read_text(encoding="utf-8") for path in ROOT.glob("storeadmin_gui/**/*.py")
    )
    modules = set(re.findall(r"PySide6\.(Qt\w+)", sources))
    assert {"QtCore", "QtGui", "QtWidgets"} <= modules
    binaries = [next(PYSIDE.glob(f"{module}.*.so")) for module in sorted(modules)]
    assert system_libraries(binaries) == sonames(system_check.QT_LIBRARIES)


@linux_only
@pytest.mark.parametrize("platform", ["offscreen", "minimal", "xcb", "wayland"])
def test_the_check_asks_for_what_each_platform_plugin_links_to(platform: str) -> None:
    plugin = PYSIDE / "Qt" / "plugins" / "platforms" / f"libq{platform}.so"
    beyond = system_libraries([plugin]) - sonames(system_check.QT_LIBRARIES)
    assert beyond == sonames(system_check.PLATFORM_LIBRARIES[platform])
