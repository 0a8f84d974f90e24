"""Run Store Admin from this checkout on a machine that has only Python 3.11+ (with venv):

    python3 scripts/dev.py demo [storeadmin options]   # the app on its demo store
    python3 scripts/dev.py test [pytest options]       # the whole test suite

Each run, in this order (docs/development.md):

1. the system libraries Qt needs (``storeadmin_gui/system_check.py``, for the platform the app
   or the tests will use), and for ``test`` the programs the suite runs (poppler's pdftoppm and
   pdftotext): when some are missing, installs their packages with apt-get
   (Debian, Ubuntu) or dnf (Fedora), as root or through sudo, saying which; where it cannot (no
   root, no sudo, another system), stops with what is missing and the command that installs it;
2. a virtual environment, ``.venv`` in the checkout or ``$STOREADMIN_VENV``, made when absent
   (Debian's and Ubuntu's Python refuse pip installs outside one, PEP 668);
3. Store Admin in it, editable, with the pins of ``constraints.txt`` (``test`` adds the test
   tools), when ``pyproject.toml`` or ``constraints.txt`` changed since the last install;
4. ``storeadmin --demo`` or ``python -m pytest`` from that environment, with what follows the
   command passed on.

Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # system_check, before the package is installed anywhere

from storeadmin_gui import system_check  # noqa: E402

MINIMUM_PYTHON = (3, 11)
STAMP = "storeadmin-dev.json"  # in the venv: what was installed, from which files
# What each command installs (pyproject's extras) and the Qt platform it runs on by default: the
# tests set offscreen themselves (tests/conftest.py); the app takes Qt's own choice.
EXTRAS = {"demo": (), "test": ("test",)}
TEST_PLATFORM = "offscreen"
# Programs the test suite runs, with their (Debian and Ubuntu, Fedora) package: tests/ui/
# test_printing.py measures the printed pages with poppler's pdftoppm and pdftotext.
TEST_PROGRAMS = {
    "pdftoppm": ("poppler-utils", "poppler-utils"),
    "pdftotext": ("poppler-utils", "poppler-utils"),
}


def say(message: str) -> None:
    print(f"scripts/dev.py: {message}", flush=True)


def stop(message: str) -> NoReturn:
    print(message, file=sys.stderr, flush=True)
    raise SystemExit(1)


def run(
    command: Sequence[str], *, env: Mapping[str, str] | None = None, cwd: Path | None = None
) -> None:
    say(f"running {shlex.join(command)}")
    finished = subprocess.run(command, check=False, env=env, cwd=cwd)
    if finished.returncode != 0:
        stop(f"scripts/dev.py: {shlex.join(command)} failed (exit status {finished.returncode})")


def qt_environment(command: str) -> dict[str, str]:
    """The environment Qt will see: the tests' default platform for ``test``."""
    environ = dict(os.environ)
    if command == "test":
        environ.setdefault("QT_QPA_PLATFORM", TEST_PLATFORM)
    return environ


def install_system_packages(manager: str, packages: Sequence[str]) -> None:
    """Install ``packages`` with ``manager`` (apt-get or dnf), without asking, as root."""
    environ = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in system_check.unattended_install(manager, packages):
        run(command, env=environ)


def missing_programs(command: str) -> dict[str, tuple[str, str]]:
    """The programs ``command`` runs that are not on PATH, with their (Debian, Fedora) package."""
    needed = TEST_PROGRAMS if command == "test" else {}
    return {name: package for name, package in needed.items() if shutil.which(name) is None}


def ensure_system_packages(command: str) -> None:
    """Step 1: the libraries Qt needs load and the programs the tests run are there, or the
    reason why not and the command that installs them."""
    environ = qt_environment(command)
    problem = system_check.find_problem(environ, need_display=False)
    programs = missing_programs(command)
    if problem is None and not programs:
        return
    manager = system_check.package_manager()
    if manager is None or not system_check.can_become_root():
        explain_and_stop(problem, programs)
    column = 0 if manager == "apt-get" else 1
    pairs = [*(problem.packages.values() if problem else ()), *programs.values()]
    packages = list(dict.fromkeys(pair[column] for pair in pairs))
    needs = [*(problem.missing if problem else ()), *programs]
    say(f"installing {', '.join(packages)} with {manager}, for {', '.join(needs)}")
    install_system_packages(manager, packages)
    problem = system_check.find_problem(environ, need_display=False)
    programs = missing_programs(command)
    if problem is not None or programs:
        explain_and_stop(problem, programs)


def explain_and_stop(
    problem: system_check.Problem | None, programs: Mapping[str, tuple[str, str]]
) -> NoReturn:
    lines = [problem.explain(program="Store Admin")] if problem else []
    if programs:
        lines.append(f"The test suite runs {', '.join(programs)}, which are not installed.")
        lines += system_check.install_instructions(programs.values())
    stop("\n".join(lines))


def venv_folder() -> Path:
    return Path(os.environ.get("STOREADMIN_VENV") or ROOT / ".venv")


def venv_program(venv: Path, name: str) -> Path:
    return venv / (f"Scripts/{name}.exe" if os.name == "nt" else f"bin/{name}")


def venv_python(venv: Path) -> Path:
    return venv_program(venv, "python")


def ensure_venv(venv: Path) -> None:
    """Step 2: the virtual environment (Debian and Ubuntu keep venv's pip in python3-venv)."""
    if venv_python(venv).exists() and venv_program(venv, "pip").exists():
        return  # (a venv made without Debian's python3-venv has a python but no pip)
    say(f"making a virtual environment in {venv}")
    made = subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=False)
    if made.returncode == 0:
        return
    if system_check.package_manager() == "apt-get" and system_check.can_become_root():
        say("Python's venv needs Debian's python3-venv: installing it with apt-get")
        install_system_packages("apt-get", ["python3-venv"])
        run([sys.executable, "-m", "venv", "--clear", str(venv)])
        return
    stop(f"scripts/dev.py: could not make a virtual environment in {venv} (see above)")


def wanted_install(extras: Sequence[str]) -> dict[str, object]:
    """What the venv should hold: the files' digest (pins and dependencies) and the extras."""
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "constraints.txt"):
        digest.update((ROOT / name).read_bytes())
    return {"digest": digest.hexdigest(), "extras": sorted(extras), "root": str(ROOT)}


def ensure_installed(venv: Path, extras: Sequence[str]) -> None:
    """Step 3: the project in the venv, unless this very set is there already (or more)."""
    stamp = venv / STAMP
    wanted = wanted_install(extras)
    try:
        had = json.loads(stamp.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        had = {}
    same_files = all(had.get(key) == wanted[key] for key in ("digest", "root"))
    if same_files and set(extras) <= set(had.get("extras", ())):
        return
    target = f".[{','.join(extras)}]" if extras else "."
    what = "Store Admin and its test tools" if extras else "Store Admin"
    say(f"installing {what} into {venv} with pip (the first time: a minute or more)")
    stamp.unlink(missing_ok=True)
    pip = [str(venv_python(venv)), "-m", "pip", "install", "-q"]
    run([*pip, "-c", "constraints.txt", "-e", target], cwd=ROOT)
    stamp.write_text(json.dumps(wanted), encoding="utf-8")


def start(venv: Path, command: str, arguments: Sequence[str]) -> None:
    """Step 4: become the app or pytest, with the venv first on PATH (as when activated: tests
    start ``storeadmin-server`` by name)."""
    os.environ["VIRTUAL_ENV"] = str(venv)
    os.environ["PATH"] = os.pathsep.join(
        [str(venv_python(venv).parent), os.environ.get("PATH", os.defpath)]
    )
    if command == "demo":
        program = [str(venv_program(venv, "storeadmin")), "--demo", *arguments]
    else:
        os.environ.setdefault("QT_QPA_PLATFORM", TEST_PLATFORM)
        program = [str(venv_python(venv)), "-m", "pytest", *arguments]
    os.chdir(ROOT)
    say(f"running {shlex.join(program)}")
    sys.stdout.flush()
    os.execv(program[0], program)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python3 scripts/dev.py",
        description="Set up what Store Admin needs on this machine, then run it or its tests.",
    )
    parser.add_argument(
        "command",
        choices=sorted(EXTRAS),
        help="demo: the app on its demo store; test: the test suite",
    )
    parser.add_argument(
        "arguments", nargs=argparse.REMAINDER, help="passed on to storeadmin or pytest"
    )
    args = parser.parse_args(argv)
    if sys.version_info < MINIMUM_PYTHON:
        stop(f"Store Admin needs Python {'.'.join(map(str, MINIMUM_PYTHON))} or newer.")
    ensure_system_packages(args.command)
    venv = venv_folder()
    ensure_venv(venv)
    ensure_installed(venv, EXTRAS[args.command])
    start(venv, args.command, args.arguments)


if __name__ == "__main__":
    main()
