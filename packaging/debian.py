"""Debian packages from the one-folder bundle, built by ``packaging/build.py`` with ``dpkg-deb``:

- ``storeadmin``: the bundle in ``/usr/lib/storeadmin`` (a program's private files, FHS 4.7;
  ``/opt`` is the local administrator's and Debian policy keeps packages out of it), the
  ``storeadmin`` and ``storeadmin-server`` commands in ``/usr/bin`` (links to the bundle's
  program, which runs the server when started by that name), the menu entry, its icons and the
  AppStream metadata. It depends on the Debian packages that hold every library the bundle's
  binaries link to and the bundle does not carry (found with the loader's cache and ``dpkg -S``),
  so Qt's system libraries are always there.
- ``storeadmin-server``: the server as a systemd service (``debian/storeadmin-server.service``)
  under a user of its own, its store in ``/var/lib/storeadmin``, settings in
  ``/etc/default/storeadmin-server``.

Neither package touches what users keep: the app's data lives in each user's home, the service's
store in ``/var/lib/storeadmin``, which removing or purging the package leaves in place.
"""

from __future__ import annotations

import gzip
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
DEBIAN = HERE / "debian"
APP_FOLDER = "usr/lib/storeadmin"  # inside the package's tree
MAINTAINER = "The Store Admin developers <storeadmin@example.org>"
HOMEPAGE = "https://example.org/storeadmin"
SERVICE = "storeadmin-server.service"
SERVER_COMMAND = "storeadmin-server"


def _load(stem: str) -> ModuleType:
    name = f"storeadmin_{stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / f"{stem}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


elf = _load("elf")
rules = _load("bundle_rules")


class DebianFailed(Exception):
    """Building or checking a package failed; the message says why."""


def architecture() -> str:
    """dpkg's name of this machine's architecture (amd64, arm64...)."""
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()


def elf_files(tree: Path) -> list[Path]:
    """Every ELF file under ``tree`` (links left out: their targets are there)."""
    found = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def external_libraries(bundle: Path) -> set[str]:
    """The libraries the bundle's binaries ask for that the bundle does not carry."""
    carried = {path.name for path in bundle.rglob("*")}
    return {name for path in elf_files(bundle) for name in elf.needed(path)} - carried


def loader_cache() -> dict[str, Path]:
    """soname -> path for this machine's architecture, from the loader's cache (``ldconfig -p``)."""
    listing = subprocess.run(
        ["/sbin/ldconfig", "-p"], check=True, capture_output=True, text=True
    ).stdout
    machine = platform.machine().replace("_", "-")  # "x86-64" in ldconfig's words
    found: dict[str, Path] = {}
    for line in listing.splitlines():
        match = re.match(r"\s+(\S+) \(([^)]*)\) => (\S+)", line)
        if match and (machine in match.group(2) or "," not in match.group(2)):
            found.setdefault(match.group(1), Path(match.group(3)))
    return found


def owning_packages(paths: Iterable[Path]) -> dict[Path, str]:
    """path -> the installed Debian package that holds it (``dpkg -S``), trying the path with and
    without ``/usr`` (merged /usr: the loader's cache and dpkg's records may differ there)."""
    owners: dict[Path, str] = {}
    for path in paths:
        for candidate in (path, path.resolve(), *_usr_twins(path)):
            result = subprocess.run(
                ["dpkg", "-S", str(candidate)], capture_output=True, text=True, check=False
            )
            if result.returncode == 0:
                owners[path] = result.stdout.split(":", 1)[0].split(",")[0].strip()
                break
    return owners


def _usr_twins(path: Path) -> list[Path]:
    text = str(path)
    return [Path(text[4:])] if text.startswith("/usr/") else [Path("/usr" + text)]


def dependencies(bundle: Path) -> list[str]:
    """The Debian packages the bundle needs from the system, by what its binaries link to."""
    wanted = external_libraries(bundle)
    cache = loader_cache()
    unresolved = sorted(wanted - cache.keys())
    if unresolved:
        raise DebianFailed(
            "the build machine lacks libraries the bundle links to, so the package cannot name "
            f"them: {', '.join(unresolved)} (install them and build again)"
        )
    owners = owning_packages(cache[name] for name in sorted(wanted))
    unowned = sorted(name for name in wanted if cache[name] not in owners)
    if unowned:
        raise DebianFailed(f"no installed package holds {', '.join(unowned)}")
    return sorted(set(owners.values()))


@dataclass(frozen=True)
class Package:
    name: str
    version: str
    architecture: str
    depends: list[str]
    summary: str
    description: str
    maintainer_scripts: tuple[str, ...] = ()
    conffiles: tuple[str, ...] = ()

    def control(self, installed_kib: int) -> str:
        lines = [
            f"Package: {self.name}",
            f"Version: {self.version}",
            f"Architecture: {self.architecture}",
            f"Maintainer: {MAINTAINER}",
            f"Installed-Size: {installed_kib}",
            f"Depends: {', '.join(self.depends)}",
            "Section: misc",
            "Priority: optional",
            f"Homepage: {HOMEPAGE}",
            f"Description: {self.summary}",
            *(f" {line}" if line else " ." for line in self.description.splitlines()),
        ]
        return "\n".join(lines) + "\n"


def _documents(tree: Path, package: str, version: str) -> None:
    """The copyright file, the Debian changelog and the lintian overrides every package needs."""
    docs = tree / "usr" / "share" / "doc" / package
    docs.mkdir(parents=True)
    shutil.copy2(DEBIAN / "copyright", docs / "copyright")
    changelog = (
        f"{package} ({version}) unstable; urgency=medium\n\n"
        f"  * Built from Store Admin {version} by packaging/build.py.\n\n"
        f" -- {MAINTAINER}  Thu, 01 Jan 2026 00:00:00 +0000\n"
    )
    # A native package (its version is the project's, no Debian revision): changelog.gz.
    with gzip.GzipFile(docs / "changelog.gz", "wb", mtime=0) as stream:
        stream.write(changelog.encode())
    overrides = DEBIAN / f"{package}.lintian-overrides"
    if overrides.exists():
        target = tree / "usr" / "share" / "lintian" / "overrides" / package
        target.parent.mkdir(parents=True)
        shutil.copy2(overrides, target)


def _pack(tree: Path, package: Package, out_folder: Path, compression: str) -> Path:
    """Write DEBIAN/ and run dpkg-deb (files owned by root; ``compression``: dpkg-deb's -Z)."""
    meta = tree / "DEBIAN"
    meta.mkdir()
    for script in package.maintainer_scripts:
        target = meta / script
        shutil.copy2(DEBIAN / f"{package.name}.{script}", target)
        target.chmod(0o755)
    if package.conffiles:
        (meta / "conffiles").write_text("".join(f"{path}\n" for path in package.conffiles))
    size = sum(path.lstat().st_size for path in tree.rglob("*") if not path.is_dir())
    (meta / "control").write_text(package.control(max(1, size // 1024)), encoding="utf-8")
    for path in tree.rglob("*"):  # as a package ships them, whatever the umask was
        if not path.is_symlink():
            program = path.stat().st_mode & 0o111 and not re.search(r"\.so(\.|$)", path.name)
            path.chmod(0o755 if path.is_dir() or program else 0o644)
    output = out_folder / f"{package.name}_{package.version}_{package.architecture}.deb"
    options = ["--root-owner-group", f"-Z{compression}", "-z6"]
    subprocess.run(
        ["dpkg-deb", *options, "--build", str(tree), str(output)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return output


def build_packages(
    bundle: Path,
    icons: Path,
    version: str,
    stage: Path,
    out_folder: Path,
    *,
    compression: str = "gzip",
) -> list[Path]:
    """Both packages of ``version`` from the one-folder ``bundle`` and the rendered hicolor
    ``icons``, built in ``stage`` and written to ``out_folder``. gzip: a fraction of xz's time
    for a bundle this size; ``none`` for packages that only serve a test."""
    arch = architecture()
    shutil.rmtree(stage, ignore_errors=True)
    app_tree = stage / "storeadmin"
    shutil.copytree(bundle, app_tree / APP_FOLDER, symlinks=True)
    commands = app_tree / "usr" / "bin"
    commands.mkdir(parents=True)
    for command in (rules.EXECUTABLE_NAME, SERVER_COMMAND):
        (commands / command).symlink_to(f"../lib/storeadmin/{rules.EXECUTABLE_NAME}")
    share = app_tree / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(rules.DESKTOP_FILE, share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy2(rules.METAINFO_FILE, share / "metainfo")
    shutil.copytree(icons, share / "icons")
    _documents(app_tree, "storeadmin", version)
    app = Package(
        name="storeadmin",
        version=version,
        architecture=arch,
        depends=dependencies(bundle),
        summary="administration app for an online store's REST API",
        description=(
            "Store Admin looks after an online store's product variants and prices, carts,\n"
            "orders and user accounts through the store's admin REST API. It carries a\n"
            "reference server of that API: `storeadmin --demo` opens a demo store, and\n"
            "`storeadmin-server` serves a store to a team (the storeadmin-server package\n"
            "runs it as a service)."
        ),
    )

    server_tree = stage / "storeadmin-server"
    units = server_tree / "lib" / "systemd" / "system"
    units.mkdir(parents=True)
    shutil.copy2(DEBIAN / SERVICE, units / SERVICE)
    defaults = server_tree / "etc" / "default"
    defaults.mkdir(parents=True)
    shutil.copy2(DEBIAN / "storeadmin-server.default", defaults / "storeadmin-server")
    _documents(server_tree, "storeadmin-server", version)
    server = Package(
        name="storeadmin-server",
        version=version,
        architecture="all",
        depends=[f"storeadmin (= {version})", "adduser"],
        summary="Store Admin's server as a system service",
        description=(
            "Runs storeadmin-server, the store's admin REST API, as a systemd service under\n"
            "a user of its own, with its store in /var/lib/storeadmin and its settings in\n"
            "/etc/default/storeadmin-server."
        ),
        maintainer_scripts=("postinst", "prerm", "postrm"),
        conffiles=("/etc/default/storeadmin-server",),
    )
    out_folder.mkdir(parents=True, exist_ok=True)
    return [
        _pack(app_tree, app, out_folder, compression),
        _pack(server_tree, server, out_folder, compression),
    ]


def lintian(packages: Iterable[Path]) -> str:
    """Lintian's report on ``packages``; fails on any error or warning it does not see
    overridden (each override says why, in ``debian/*.lintian-overrides``)."""
    if shutil.which("lintian") is None:
        raise DebianFailed("lintian is not installed (apt-get install lintian)")
    result = subprocess.run(
        ["lintian", "--fail-on", "error,warning", "--no-tag-display-limit", *map(str, packages)],
        capture_output=True,
        text=True,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
    )
    if result.returncode != 0:
        raise DebianFailed(f"lintian:\n{result.stdout}{result.stderr}")
    return result.stdout


def service_command(unit: str, settings: dict[str, str] | None = None) -> list[str]:
    """The command line systemd starts for ``unit`` (the service file's text): its
    ``Environment=`` defaults, then ``settings`` as /etc/default would set them, expanded in
    ``ExecStart`` the way systemd does (``${NAME}`` one word, ``$NAME`` split on blanks)."""
    environment: dict[str, str] = {}
    command = ""
    for line in unit.splitlines():
        key, _, value = line.partition("=")
        if key == "Environment":
            name, _, assigned = value.partition("=")
            environment[name] = assigned
        elif key == "ExecStart":
            command = value
    environment.update(settings or {})
    words: list[str] = []
    for word in command.split():
        whole = re.fullmatch(r"\$\{(\w+)\}", word)
        split = re.fullmatch(r"\$(\w+)", word)
        if whole:
            words.append(environment.get(whole.group(1), ""))
        elif split:
            words.extend(environment.get(split.group(1), "").split())
        else:
            words.append(word)
    return words
