"""Build Store Admin's bundles and prove they work: ``python3 packaging/build.py``.

One command, in this order:

1. installs the ``packaging`` extra (PyInstaller) when it is missing, or the project when the
   installed metadata's version is not pyproject's (the bundle reports that version);
2. builds the bare PySide6 hello-world (``hello.py``) with the same spec and options, as the size
   and start-time baseline;
3. builds Store Admin one-folder (the default) and, unless ``--ci``, one-file;
4. runs the frozen smoke test offscreen (``storeadmin --demo --smoke-test``) in a throw-away home,
   checks the demo database and the log landed in the platform's user folders and nothing was
   written inside the bundle, and times the start to first rows against the baseline's start;
5. on Linux, unless ``--ci``: renders the icons, packs the tarball with its ``install.sh``,
   installs it into a throw-away home, starts the installed copy's smoke test and uninstalls it;
6. prints the figures (and writes them to ``dist/build-report.json``).

Exits non-zero, saying why, when any build or check fails. ``--ci`` keeps to what CI needs: the
one-folder bundle, the baseline and the smoke test.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import importlib.util
import json
import os
import platform
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import urllib.request
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "storeadmin.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "packaging"
REPORT_FILE = DIST / "build-report.json"
SIZE_RATIO_AIM = 1.3
RUN_TIMEOUT = 300.0
FIRST_ROWS_MARK = "first rows visible"  # printed by `storeadmin --report-first-rows`


def load_rules(name: str = "bundle_rules") -> ModuleType:
    """A module of packaging/ by path: packaging/ is not a package (it would shadow PyPI's
    packaging)."""
    spec = importlib.util.spec_from_file_location(f"storeadmin_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


rules = load_rules()
translations = load_rules("translations")
debian = load_rules("debian")


class BuildFailed(Exception):
    """A step failed; the message says which and why."""


@dataclass
class Report:
    version: str
    platform: str
    timings_s: dict[str, float] = field(default_factory=dict)
    sizes_bytes: dict[str, int] = field(default_factory=dict)
    size_ratio: float | None = None
    start_s: dict[str, float] = field(default_factory=dict)
    artifacts: dict[str, str] = field(default_factory=dict)
    checks: list[str] = field(default_factory=list)

    def passed(self, check: str) -> None:
        self.checks.append(check)
        print(f"  ok: {check}", flush=True)


def step(title: str) -> None:
    print(f"\n== {title}", flush=True)


def ensure_packaging_extra(version: str) -> None:
    """Install PyInstaller, and refresh the project's metadata, only when needed."""
    try:
        installed = importlib.metadata.version("storeadmin-gui")
    except importlib.metadata.PackageNotFoundError:
        installed = None
    if importlib.util.find_spec("PyInstaller") is not None and installed == version:
        return
    step(f"Installing the packaging extra (installed version: {installed}, project: {version})")
    subprocess.run(
        [
            *(sys.executable, "-m", "pip", "install", "-q"),
            *("-c", str(ROOT / "constraints.txt"), "-e", f"{ROOT}[packaging]"),
        ],
        check=True,
    )


def run_pyinstaller(name: str, spec_args: list[str]) -> tuple[Path, float]:
    """Build with the spec into dist/<name>/; return the output path and the seconds it took."""
    distpath = DIST / name
    workpath = WORK / "work" / name
    shutil.rmtree(distpath, ignore_errors=True)
    shutil.rmtree(workpath, ignore_errors=True)  # a fresh analysis every time: honest timings
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(distpath),
        "--workpath",
        str(workpath),
        str(SPEC),
        "--",
        *spec_args,
    ]
    started = time.perf_counter()
    log_file = WORK / f"pyinstaller-{name}.log"
    log_file.parent.mkdir(parents=True, exist_ok=True)
    with log_file.open("w", encoding="utf-8") as log:
        result = subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        tail = log_file.read_text(encoding="utf-8", errors="replace").splitlines()[-25:]
        raise BuildFailed(f"PyInstaller failed for {name} (log: {log_file}):\n" + "\n".join(tail))
    return distpath, seconds


def tree_size(path: Path) -> int:
    """Bytes of every file under ``path`` (or of the file itself); links count as links."""
    if path.is_file():
        return path.stat().st_size
    return sum(entry.lstat().st_size for entry in path.rglob("*") if not entry.is_dir())


def tree_listing(path: Path) -> dict[str, float]:
    """Relative path -> modification time of everything under ``path``."""
    return {str(entry.relative_to(path)): entry.lstat().st_mtime for entry in path.rglob("*")}


def user_folders_env(home: Path) -> dict[str, str]:
    """An environment whose home and XDG folders are under ``home``: offscreen, no real desktop,
    and no trace of the build's Python (so the bundle proves it needs none)."""
    python_prefixes = {str(Path(prefix).resolve()) for prefix in (sys.prefix, sys.base_prefix)}
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "PYENV", "_PYENV", "VIRTUAL_ENV", "CONDA"))
    }
    env["PATH"] = os.pathsep.join(
        folder
        for folder in os.environ.get("PATH", "").split(os.pathsep)
        if folder
        and not any(str(Path(folder).resolve()).startswith(p) for p in python_prefixes)
        and ".pyenv" not in Path(folder).parts
    )
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        QT_QPA_PLATFORM="offscreen",
    )
    env.pop("APPDATA", None)
    env.pop("LOCALAPPDATA", None)
    return env


@dataclass
class Run:
    returncode: int
    seconds: float
    first_rows_seconds: float | None
    output: str


def run_timed(command: list[str], env: dict[str, str], timeout: float = RUN_TIMEOUT) -> Run:
    """Run a frozen program; time it to exit and to the first-rows mark on its output."""
    started = time.perf_counter()
    process = subprocess.Popen(
        command,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    first_rows: float | None = None
    lines: list[str] = []
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if first_rows is None and line.strip() == FIRST_ROWS_MARK:
                first_rows = time.perf_counter() - started
            lines.append(line)
        returncode = process.wait()
    finally:
        watchdog.cancel()
    seconds = time.perf_counter() - started
    if seconds >= timeout:
        lines.append(f"(stopped after {timeout:g} s)\n")
    return Run(returncode, seconds, first_rows, "".join(lines))


def platform_folders(env: dict[str, str]) -> dict[str, Path]:
    """Where platformdirs puts the app's data and logs under ``env`` (asked in that environment)."""
    script = (
        "import json, platformdirs\n"
        "print(json.dumps({"
        "'data': str(platformdirs.user_data_path('storeadmin', appauthor=False)),"
        "'log': str(platformdirs.user_log_path('storeadmin', appauthor=False))}))"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True
    )
    return {key: Path(value) for key, value in json.loads(result.stdout).items()}


def executable_in(bundle: Path, name: str) -> Path:
    suffix = ".exe" if sys.platform == "win32" else ""
    return bundle / f"{name}{suffix}" if bundle.is_dir() else bundle


SMOKE_ARGUMENTS = ["--demo", "--smoke-test", "--report-first-rows"]


def smoke_test(
    label: str,
    executable: Path,
    home: Path,
    report: Report,
    runs: int,
    *,
    compare_unfrozen: bool = False,
) -> None:
    """The frozen smoke test, first on a new user folder, then ``runs`` times on the demo data.

    The first run seeds the demo database; the later ones start on it, as staff usually do, and
    give the start time (process start to the first rows on screen). With ``compare_unfrozen``,
    ``python -m storeadmin_gui`` runs in turn with them on the same data, so the frozen start is
    compared with the unfrozen one under the same load.
    """
    env = user_folders_env(home)
    bundle_root = executable.parent
    before = tree_listing(bundle_root)
    first_rows: list[float] = []
    unfrozen_first_rows: list[float] = []
    for attempt in range(runs + 1):
        run = run_timed([str(executable), *SMOKE_ARGUMENTS], env)
        if run.returncode != 0:
            raise BuildFailed(
                f"{label}: the frozen smoke test failed (exit {run.returncode}):\n{run.output}"
            )
        if attempt == 0:
            report.start_s[f"{label} first start, seeding the demo store"] = run.seconds
            print(run.output.rstrip(), flush=True)
            continue
        if run.first_rows_seconds is not None:
            first_rows.append(run.first_rows_seconds)
            report.start_s[f"{label} smoke test, whole run"] = run.seconds
        if compare_unfrozen:
            unfrozen = run_timed([sys.executable, "-m", "storeadmin_gui", *SMOKE_ARGUMENTS], env)
            if unfrozen.returncode == 0 and unfrozen.first_rows_seconds is not None:
                unfrozen_first_rows.append(unfrozen.first_rows_seconds)
    report.passed(f"{label}: `storeadmin --demo --smoke-test` exits 0 offscreen")
    if first_rows:
        report.start_s[f"{label} start to first rows (median of {len(first_rows)})"] = (
            statistics.median(first_rows)
        )
    if unfrozen_first_rows:
        key = f"unfrozen `python -m storeadmin_gui` start to first rows (median of {runs})"
        report.start_s[key] = statistics.median(unfrozen_first_rows)
    folders = platform_folders(env)
    for kind, folder in folders.items():
        if not folder.is_dir() or not any(folder.iterdir()):
            raise BuildFailed(f"{label}: nothing was written to the user {kind} folder {folder}")
    report.passed(f"{label}: demo data and log are in the user folders ({', '.join(folders)})")
    if tree_listing(bundle_root) != before:
        raise BuildFailed(f"{label}: the app wrote into its own bundle folder {bundle_root}")
    report.passed(f"{label}: nothing was written inside the bundle")


def check_nothing_unwanted(bundle: Path, report: Report) -> None:
    """No test tool, optional speed-up or server-only database driver got into the bundle."""
    unwanted = rules.unwanted_in_bundle(bundle)
    if unwanted:
        raise BuildFailed(f"the bundle carries what it must not: {', '.join(unwanted)}")
    report.passed("no test tool, optional extra or server-only database driver is in the bundle")


def check_libraries_resolve(bundle: Path, report: Report) -> None:
    """Every Qt library the bundle's binaries link to is in the bundle (Linux, through ldd).

    Guards the spec filter: a Qt library it dropped by mistake shows up here rather than on a
    user's desktop. Libraries that belong to the system (OpenGL, libc, Wayland's client
    libraries) are the system's business; the ones this machine lacks are listed, not failed.
    """
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return
    import PySide6

    qt_libraries = {path.name for path in Path(PySide6.__file__).resolve().parent.rglob("*.so*")}
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}")
    missing: dict[str, set[str]] = {}
    files = [p for p in internal.rglob("*.so*") if p.is_file() and not p.is_symlink()]
    for library in files:
        result = subprocess.run(["ldd", str(library)], env=env, capture_output=True, text=True)
        for line in result.stdout.splitlines():
            if "=> not found" in line:
                name = line.split("=>")[0].strip()
                missing.setdefault(name, set()).add(str(library.relative_to(internal)))
    lost = {name: users for name, users in missing.items() if name in qt_libraries}
    if lost:
        lines = [
            f"{name} (needed by {', '.join(sorted(users)[:3])})" for name, users in lost.items()
        ]
        raise BuildFailed("Qt libraries missing from the bundle:\n  " + "\n  ".join(lines))
    if missing:
        print(f"  (left to the system, not on this machine: {', '.join(sorted(missing))})")
    report.passed(f"every Qt library the {len(files)} bundled binaries link to is in the bundle")


def smoke_test_on_x11(executable: Path, home: Path, report: Report) -> None:
    """The smoke test in a real X11 window under Xvfb: the bundle's xcb plugin and libraries."""
    if not sys.platform.startswith("linux") or shutil.which("xvfb-run") is None:
        print("  (no xvfb-run: the X11 smoke test is left out)", flush=True)
        return
    env = user_folders_env(home)
    env["QT_QPA_PLATFORM"] = "xcb"
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]
    run = run_timed([*command, str(executable), "--demo", "--smoke-test"], env)
    if run.returncode != 0:
        raise BuildFailed(f"the smoke test in an X11 window failed:\n{run.output}")
    report.passed("the smoke test passes in a real X11 window (Xvfb)")


def check_version(executable: Path, version: str, report: Report) -> None:
    result = subprocess.run(
        [str(executable), "--version"], capture_output=True, text=True, timeout=RUN_TIMEOUT
    )
    if result.returncode != 0 or version not in result.stdout:
        raise BuildFailed(
            f"`{executable.name} --version` said {result.stdout.strip()!r} "
            f"(exit {result.returncode}), expected version {version}"
        )
    report.passed(f"the bundle reports version {version}")


def baseline_start(executable: Path, home: Path, runs: int) -> float:
    """Median seconds for the hello-world bundle to start and paint its window (then it quits)."""
    env = user_folders_env(home)
    times: list[float] = []
    for attempt in range(runs + 1):
        run = run_timed([str(executable), "--smoke-test"], env)
        if run.returncode != 0:
            raise BuildFailed(
                f"the hello-world bundle failed (exit {run.returncode}):\n{run.output}"
            )
        if attempt:  # the first run warms the disk cache, as for the app
            times.append(run.seconds)
    return statistics.median(times)


def linux_tarball(bundle: Path, version: str) -> Path:
    """dist/storeadmin-<version>-linux-<arch>.tar.gz: the bundle, install.sh, menu entry, icons."""
    name = f"{rules.EXECUTABLE_NAME}-{version}-linux-{platform.machine()}"
    stage = WORK / "linux" / name
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(bundle, stage / rules.EXECUTABLE_NAME, symlinks=True)
    shutil.copy2(rules.INSTALL_SCRIPT, stage / "install.sh")
    (stage / "share" / "applications").mkdir(parents=True)
    shutil.copy2(rules.DESKTOP_FILE, stage / "share" / "applications")
    (stage / "share" / "metainfo").mkdir(parents=True)
    shutil.copy2(rules.METAINFO_FILE, stage / "share" / "metainfo")
    subprocess.run(
        [
            sys.executable,
            str(HERE / "render_icons.py"),
            "--name",
            rules.EXECUTABLE_NAME,
            "--hicolor",
            str(stage / "share" / "icons"),
        ],
        check=True,
    )
    tarball = DIST / f"{name}.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=6) as archive:
        archive.add(stage, arcname=name)
    return tarball


def test_linux_install(tarball: Path, home: Path, report: Report) -> None:
    """Unpack, install into a throw-away home, start the installed copy, then uninstall; the
    user's data (a store kept in the app's data folder) survives installing and uninstalling."""
    unpacked = home / "download"
    unpacked.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        archive.extractall(unpacked, filter="tar")
    (folder,) = unpacked.iterdir()
    env = user_folders_env(home)
    data_home = Path(env["XDG_DATA_HOME"])
    kept = data_home / rules.EXECUTABLE_NAME / "store.db"  # where storeadmin-server keeps a store
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_bytes(b"a store the user keeps")
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True)
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True)  # an update
    desktop = data_home / "applications" / f"{rules.EXECUTABLE_NAME}.desktop"
    launcher = home / ".local" / "bin" / rules.EXECUTABLE_NAME
    icon = data_home / "icons" / "hicolor" / "256x256" / "apps" / f"{rules.EXECUTABLE_NAME}.png"
    for path in (desktop, launcher, icon, data_home / "metainfo" / rules.METAINFO_FILE.name):
        if not path.exists():
            raise BuildFailed(f"install.sh did not install {path}")
    exec_line = next(line for line in desktop.read_text().splitlines() if line.startswith("Exec="))
    if str(data_home / rules.EXECUTABLE_NAME / "app" / rules.EXECUTABLE_NAME) not in exec_line:
        raise BuildFailed(f"the installed menu entry does not start the installed app: {exec_line}")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(desktop)], check=True)
        report.passed("the installed .desktop file passes desktop-file-validate")
    report.passed("install.sh installs the app, its menu entry, icons and metainfo")
    run = run_timed([str(launcher), "--demo", "--smoke-test"], env)
    if run.returncode != 0:
        raise BuildFailed(f"the installed app's smoke test failed:\n{run.output}")
    report.passed("the installed app (~/.local/bin/storeadmin) passes the smoke test")
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True)
    app = data_home / rules.EXECUTABLE_NAME / "app"
    leftovers = [p for p in (desktop, launcher, icon, app) if p.exists() or p.is_symlink()]
    if leftovers:
        raise BuildFailed(f"install.sh --uninstall left {leftovers}")
    report.passed("install.sh --uninstall removes it again")
    if kept.read_bytes() != b"a store the user keeps":
        raise BuildFailed(f"installing or uninstalling lost the user's data ({kept})")
    report.passed("the user's data folder survives an install, an update and an uninstall")


# Beyond Qt's platforms: the Wayland EGL integration plugin's one library.
WAYLAND_EGL = ("libwayland-egl.so.1", "libwayland-egl1", "libwayland-egl")
EARLIER = "~earlier"  # the version suffix of the older packages the upgrade starts from
DEBIAN_ENV = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
AS_SERVICE_USER = ("runuser", "-u", "storeadmin", "--")
SERVER_COMMAND = ("/usr/bin/storeadmin-server", "--database")


def ensure_build_libraries() -> None:
    """Linux: every system library the bundled Qt platforms (X11, Wayland, offscreen) link to is
    on the build machine, so the bundle carries it or the Debian package can name its package;
    what is missing is installed when this runs as root on Debian or Ubuntu."""
    from storeadmin_gui import system_check

    libraries = [
        *system_check.required_libraries("xcb"),
        *system_check.PLATFORM_LIBRARIES["wayland"],
        system_check.Library(*WAYLAND_EGL),
    ]
    missing = system_check.unloadable(libraries)
    if not missing:
        return
    pairs = [(lib.debian, lib.fedora) for lib in libraries if lib.soname in missing]
    if system_check.package_manager() != "apt-get" or os.geteuid() != 0:
        lines = system_check.install_instructions(pairs)
        raise BuildFailed(f"the build machine lacks {', '.join(missing)}.\n" + "\n".join(lines))
    step(f"Installing the libraries the bundle links to: {', '.join(pair[0] for pair in pairs)}")
    for command in system_check.unattended_install("apt-get", [pair[0] for pair in pairs]):
        subprocess.run(command, check=True, env=DEBIAN_ENV)


def render_hicolor_icons(folder: Path) -> Path:
    """The app's icon in the hicolor sizes, under ``folder``/hicolor."""
    shutil.rmtree(folder, ignore_errors=True)
    command = [sys.executable, str(HERE / "render_icons.py"), "--name", rules.EXECUTABLE_NAME]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([*command, "--hicolor", str(folder)], check=True, env=env)
    return folder


def apt_install(*packages: Path) -> None:
    """``apt install ./file.deb``: apt takes the dependencies from the archive."""
    local = [
        str(package if package.is_absolute() else Path.cwd() / package) for package in packages
    ]
    subprocess.run(["apt-get", "install", "-y", "-q", *local], check=True, env=DEBIAN_ENV)


def installed_version(package: str) -> str | None:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Status} ${Version}", package],
        capture_output=True,
        text=True,
    )
    words = result.stdout.split()
    return words[-1] if result.returncode == 0 and "installed" in words[:3] else None


def accounts_in(store: Path) -> list[str]:
    """The e-mail addresses of a server store's accounts (SQLite)."""
    with contextlib.closing(sqlite3.connect(store)) as connection:
        return [row[0] for row in connection.execute("SELECT email FROM users ORDER BY email")]


def serve_as_the_service(database: str) -> str:
    """Start the installed server as its unit does (its command, as its user), on a free port and
    ``database``; return what it answered for its OpenAPI document's title, then stop it."""
    unit = Path("/lib/systemd/system") / debian.SERVICE
    command = debian.service_command(
        unit.read_text(encoding="utf-8"),
        {"STOREADMIN_DATABASE": database, "STOREADMIN_PORT": "0"},
    )
    process = subprocess.Popen(
        [*AS_SERVICE_USER, *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    watchdog = threading.Timer(RUN_TIMEOUT, process.kill)
    watchdog.start()
    try:
        assert process.stdout is not None
        said = []
        for line in process.stdout:
            said.append(line)
            if line.startswith("Store Admin server running at "):
                url = line.split(" at ", 1)[1].strip().removesuffix("/api/v1/")
                with urllib.request.urlopen(f"{url}/openapi.json", timeout=30) as answer:
                    return str(json.load(answer)["info"]["title"])
        raise BuildFailed(f"the installed server did not start:\n{''.join(said)}")
    finally:
        watchdog.cancel()
        process.terminate()
        process.wait()


def test_debian_packages(
    packages: list[Path], earlier: list[Path], home: Path, report: Report
) -> None:
    """Install the earlier packages, keep data in a user's home and in the service's folder,
    upgrade to ``packages``, start the installed commands (the app's smoke test, the server as
    its unit starts it), then remove and purge them: the data stays where it was throughout."""
    for name in ("storeadmin-server", "storeadmin"):
        if installed_version(name) is not None:
            subprocess.run(["dpkg", "--purge", name], check=True, env=DEBIAN_ENV)
    apt_install(*earlier)
    report.passed(f"apt installs the earlier packages ({installed_version('storeadmin')})")
    env = user_folders_env(home)
    kept = Path(env["XDG_DATA_HOME"]) / rules.EXECUTABLE_NAME / "store.db"
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_bytes(b"a store the user keeps")
    store = Path("/var/lib/storeadmin") / f"build-check-{os.getpid()}.db"
    database = f"sqlite:///{store}"
    made = subprocess.run(
        [*AS_SERVICE_USER, *SERVER_COMMAND, database, "--create-admin", "check@example.org"],
        input="a long check password\n",
        capture_output=True,
        text=True,
    )
    if made.returncode != 0:
        raise BuildFailed(f"storeadmin-server --create-admin failed:\n{made.stdout}{made.stderr}")
    admins = accounts_in(store)
    if admins != ["check@example.org"]:
        raise BuildFailed(f"the store made before the upgrade holds {admins}")
    try:
        apt_install(*packages)
        version = report.version
        if installed_version("storeadmin") != version:
            raise BuildFailed(f"the upgrade left storeadmin at {installed_version('storeadmin')}")
        report.passed(f"apt upgrades them to {version}")
        check_version(Path("/usr/bin") / rules.EXECUTABLE_NAME, version, report)
        run = run_timed(["/usr/bin/storeadmin", "--demo", "--smoke-test"], env)
        if run.returncode != 0:
            raise BuildFailed(f"the installed app's smoke test failed:\n{run.output}")
        report.passed("the installed `storeadmin --demo --smoke-test` passes")
        title = serve_as_the_service(database)
        report.passed(f"the installed server, started as its unit does, serves {title!r}")
        if shutil.which("systemd-analyze"):
            unit = Path("/lib/systemd/system") / debian.SERVICE
            verified = subprocess.run(
                ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True
            )
            if verified.returncode != 0 or verified.stderr.strip():
                raise BuildFailed(f"systemd-analyze verify:\n{verified.stderr}")
            report.passed("systemd-analyze verify finds nothing to say about the unit")
        subprocess.run(
            ["apt-get", "remove", "-y", "-q", "storeadmin-server", "storeadmin"],
            check=True,
            env=DEBIAN_ENV,
        )
        if Path("/usr/bin/storeadmin").exists() or Path("/usr/lib/storeadmin").exists():
            raise BuildFailed("removing the packages left the program behind")
        subprocess.run(["dpkg", "--purge", "storeadmin-server", "storeadmin"], check=True)
        report.passed("apt removes them, and they purge")
        if accounts_in(store) != admins or kept.read_bytes() != b"a store the user keeps":
            raise BuildFailed("upgrading or removing the packages lost the users' data")
        report.passed("the service's store and a user's data survive upgrade, removal and purge")
    finally:
        for leftover in store.parent.glob(f"{store.name}*"):  # the store and its -wal, -shm
            leftover.unlink()


def debian_packages(bundle: Path, scratch: Path, report: Report) -> None:
    """Build the .deb packages (and earlier ones to upgrade from), check them with lintian while
    installing, upgrading and removing them on this machine (as root)."""
    version = report.version
    started = time.perf_counter()
    icons = render_hicolor_icons(WORK / "debian" / "icons" / "hicolor").parent
    out = DIST / "debian"
    shutil.rmtree(out, ignore_errors=True)
    packages = debian.build_packages(bundle, icons, version, WORK / "debian" / "stage", out)
    earlier = debian.build_packages(  # only installed to be upgraded: left uncompressed
        bundle,
        icons,
        version + EARLIER,
        WORK / "debian" / "stage",
        out / "earlier",
        compression="none",
    )
    report.timings_s[".deb packages"] = time.perf_counter() - started
    for package in packages:
        report.sizes_bytes[f"{package.name}"] = package.stat().st_size
        report.artifacts[package.name] = str(package)
    lint = subprocess.Popen(  # lintian reads every binary: it runs beside the install test
        [sys.executable, "-c", LINTIAN_SCRIPT, *map(str, packages)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        if os.geteuid() == 0 and shutil.which("apt-get"):
            test_debian_packages(packages, earlier, scratch / "deb-home", report)
        else:
            print("  (not root: the install test of the .deb packages is left out)", flush=True)
    finally:
        lint_output, _ = lint.communicate()
    if lint.returncode != 0:
        raise BuildFailed(lint_output)
    report.passed("lintian: no error or warning that is not overridden with its reason")
    report.timings_s[".deb packages, checks and install test"] = time.perf_counter() - started


LINTIAN_SCRIPT = (
    "import sys, importlib.util\n"
    f"spec = importlib.util.spec_from_file_location('debian', {str(HERE / 'debian.py')!r})\n"
    "module = importlib.util.module_from_spec(spec); sys.modules['debian'] = module\n"
    "spec.loader.exec_module(module)\n"
    "try:\n    print(module.lintian(sys.argv[1:]))\n"
    "except module.DebianFailed as failure:\n    print(failure); sys.exit(1)\n"
)


def print_summary(report: Report) -> None:
    step("Summary")
    for label, seconds in report.timings_s.items():
        print(f"  build {label:<38} {seconds:7.1f} s")
    for label, size in report.sizes_bytes.items():
        print(f"  size  {label:<38} {size / 1e6:7.1f} MB")
    if report.size_ratio is not None:
        verdict = "within" if report.size_ratio <= SIZE_RATIO_AIM else "ABOVE"
        ratio = f"{report.size_ratio:.2f}x ({verdict} the {SIZE_RATIO_AIM}x aim)"
        print(f"  ratio one-folder / hello-world {ratio}")
    for label, seconds in report.start_s.items():
        print(f"  time  {label:<58} {seconds:6.2f} s")
    print(f"  report: {REPORT_FILE}")


def build(args: argparse.Namespace, report: Report) -> None:
    version = report.version
    ensure_packaging_extra(version)
    started = time.perf_counter()
    if sys.platform.startswith("linux"):
        ensure_build_libraries()
    runs = 1 if args.ci else 5

    step("Building the bare PySide6 hello-world (the size baseline)")
    hello_dir, report.timings_s["hello-world one-folder"] = run_pyinstaller(
        "hello", ["--target", "hello"]
    )
    hello_bundle = hello_dir / "hello"
    report.sizes_bytes["hello-world one-folder"] = tree_size(hello_bundle)

    step("Compiling the translations (resources/translations/*.ts -> .qm)")
    missing = {language: keys for language, keys in translations.missing().items() if keys}
    if missing:
        raise BuildFailed(f"texts not translated (packaging/translations.py check): {missing}")
    translations.compile_all()

    step("Building Store Admin one-folder")
    app_dir, report.timings_s["Store Admin one-folder"] = run_pyinstaller("storeadmin", [])
    app_bundle = app_dir / rules.EXECUTABLE_NAME
    app_size = tree_size(app_bundle)
    report.sizes_bytes["Store Admin one-folder"] = app_size
    report.size_ratio = app_size / report.sizes_bytes["hello-world one-folder"]
    report.artifacts["one-folder"] = str(app_bundle)
    executable = executable_in(app_bundle, rules.EXECUTABLE_NAME)

    with tempfile.TemporaryDirectory(prefix="storeadmin-build-") as scratch_name:
        scratch = Path(scratch_name)
        step("Checking the one-folder bundle")
        check_version(executable, version, report)
        check_nothing_unwanted(app_bundle, report)
        check_libraries_resolve(app_bundle, report)
        report.start_s["hello-world start to first paint (median)"] = baseline_start(
            executable_in(hello_bundle, "hello"), scratch / "hello-home", runs
        )
        smoke_test(
            "one-folder",
            executable,
            scratch / "onedir-home",
            report,
            runs,
            compare_unfrozen=not args.ci,
        )

        if sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
            step("Debian packages: build, lintian, install, upgrade, start, remove")
            debian_packages(app_bundle, scratch, report)

        if not args.ci:
            smoke_test_on_x11(executable, scratch / "x11-home", report)

            step("Building Store Admin one-file")
            onefile_dir, report.timings_s["Store Admin one-file"] = run_pyinstaller(
                "storeadmin-onefile", ["--onefile"]
            )
            onefile = executable_in(onefile_dir, rules.EXECUTABLE_NAME)
            report.sizes_bytes["Store Admin one-file"] = tree_size(onefile)
            report.artifacts["one-file"] = str(onefile)
            smoke_test("one-file", onefile, scratch / "onefile-home", report, 1)

        if not args.ci and sys.platform.startswith("linux"):
            step("Packing and installing the Linux tarball")
            tarball = linux_tarball(app_bundle, version)
            report.sizes_bytes["Linux tarball (.tar.gz)"] = tarball.stat().st_size
            report.artifacts["linux-tarball"] = str(tarball)
            test_linux_install(tarball, scratch / "install-home", report)

    report.timings_s["whole command"] = time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build and check Store Admin's bundles.")
    parser.add_argument(
        "--ci", action="store_true", help="one-folder bundle, baseline and smoke test only"
    )
    args = parser.parse_args(argv)
    report = Report(
        version=rules.project_version(), platform=f"{sys.platform}-{platform.machine()}"
    )
    try:
        build(args, report)
    except (BuildFailed, subprocess.CalledProcessError) as failure:
        print(f"\nBUILD FAILED: {failure}", file=sys.stderr, flush=True)
        # The closing line CI reads, as a test runner's would be.
        print(f"packaging: {len(report.checks)} passed, 1 failed", flush=True)
        return 1
    DIST.mkdir(exist_ok=True)
    REPORT_FILE.write_text(json.dumps(asdict(report), indent=2) + "\n", encoding="utf-8")
    print_summary(report)
    print(f"packaging: {len(report.checks)} passed, 0 failed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
