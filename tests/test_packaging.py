"""Cheap checks of the packaging recipes, run with every test run (the real build is
``python3 packaging/build.py``, which CI runs separately).

The spec is executed for real, with PyInstaller's build steps replaced by recorders: building a
bundle takes minutes, but what the spec asks each step for is what this file checks.
"""

from __future__ import annotations

import configparser
import importlib.util
import logging
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest

import storeadmin_gui
from tests.support.packaging_folder import packaging_module

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


rules = packaging_module("bundle_rules")
icons = packaging_module("render_icons")


# --- the folder itself -----------------------------------------------------------------------


def test_the_app_says_the_version_pyproject_gives() -> None:
    """The package writes its version out (its start would pay for reading the metadata):
    pyproject.toml's ``[project]`` version stays the one that counts."""
    assert storeadmin_gui.__version__ == rules.project_version()


def test_packaging_folder_is_not_a_python_package() -> None:
    """An __init__.py would shadow the PyPI `packaging` module that pip and PyInstaller import."""
    assert not list(PACKAGING.rglob("__init__.py"))
    import packaging.version

    assert "site-packages" in str(packaging.version.__file__) or "dist-packages" in str(
        packaging.version.__file__
    )


# --- the spec ---------------------------------------------------------------------------------


class Recorder:
    """Stands in for one PyInstaller build step and remembers what the spec asked of it."""

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.kind = kind
        self.args = args
        self.kwargs = kwargs
        Recorder.calls.append((kind, args, kwargs))
        # What Analysis offers the rest of the spec.
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = []
        self.pure: list[tuple[str, str, str]] = []
        self.scripts: list[tuple[str, str, str]] = []


def run_spec(*spec_args: str) -> dict[str, list[Recorder]]:
    """Execute storeadmin.spec as PyInstaller would, with recorders for the build steps."""
    Recorder.calls = []
    made: dict[str, list[Recorder]] = {}

    def step(kind: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> Recorder:
            recorder = Recorder(kind, *args, **kwargs)
            made.setdefault(kind, []).append(recorder)
            return recorder

        return make

    spec_path = PACKAGING / "storeadmin.spec"
    namespace: dict[str, Any] = {
        "SPECPATH": str(PACKAGING),
        "SPEC": str(spec_path),
        "workpath": str(ROOT / "build" / "packaging" / "test-work"),
        "DISTPATH": str(ROOT / "dist"),
        **{kind: step(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    saved_argv = sys.argv
    # Importing PyInstaller configures the root logger; the rest of the suite must not see it.
    root = logging.getLogger()
    saved_handlers, saved_level = list(root.handlers), root.level
    sys.argv = [str(spec_path), *spec_args]
    try:
        exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), namespace)
    finally:
        sys.argv = saved_argv
        root.handlers[:] = saved_handlers
        root.setLevel(saved_level)
    return made


@pytest.fixture(scope="module")
def one_folder_build() -> dict[str, list[Recorder]]:
    return run_spec()


def test_spec_one_folder_build_collects_the_app_stripped(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    (analysis,) = one_folder_build["Analysis"]
    (exe,) = one_folder_build["EXE"]
    (collect,) = one_folder_build["COLLECT"]
    assert Path(analysis.args[0][0]).name == "storeadmin_launcher.py"
    assert exe.kwargs["name"] == "storeadmin"
    assert exe.kwargs["exclude_binaries"] is True  # the libraries go beside it, not inside
    assert collect.kwargs["name"] == "storeadmin"
    if sys.platform != "win32":
        assert exe.kwargs["strip"] is True and collect.kwargs["strip"] is True
    assert exe.kwargs["upx"] is False


def test_spec_bundles_resources_metadata_and_the_embedded_backend(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    (analysis,) = one_folder_build["Analysis"]
    datas = analysis.kwargs["datas"]
    assert (str(ROOT / "resources"), "resources") in datas  # where ui/shell/style.py looks for it
    assert any("storeadmin_gui" in dest and dest.endswith("-info") for _, dest in datas)
    hidden = set(analysis.kwargs["hiddenimports"])
    assert {"sqlalchemy.dialects.sqlite", "uvicorn", "fastapi"} <= hidden
    # Modules demo mode imports only when asked for are there all the same.
    assert {"storeadmin_gui", "storeadmin_gui.backend", "storeadmin_gui.app"} <= hidden
    assert "storeadmin_gui.backend.app" in hidden


def test_spec_imports_pydantic_before_pyinstallers_pyside6_runtime_hook(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    (analysis,) = one_folder_build["Analysis"]
    (hook,) = analysis.kwargs["runtime_hooks"]  # custom hooks run before PyInstaller's own
    imported = rules.imported_qt_modules([Path(hook)])
    source = Path(hook).read_text(encoding="utf-8")
    assert "import pydantic._internal._validators" in source
    assert not imported and "PySide6" not in source.split('"""')[-1]


def test_spec_excludes_qt_modules_the_app_does_not_load(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    (analysis,) = one_folder_build["Analysis"]
    excludes = set(analysis.kwargs["excludes"])
    assert {"PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick"} <= excludes
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & excludes
    assert "tkinter" in excludes
    assert {"psycopg", "psycopg_binary", "pytest", "schemathesis"} <= excludes


def test_a_bundle_carrying_a_test_tool_or_a_server_only_driver_is_caught(tmp_path: Path) -> None:
    """What the build checks on every bundle it makes (build.py, check_nothing_unwanted)."""
    internal = tmp_path / "storeadmin" / "_internal"
    for name in (
        "PySide6",
        "httpx",
        "sqlalchemy",
        "argon2_cffi-25.1.0.dist-info",
        "base_library.zip",
    ):
        (internal / name).mkdir(parents=True)
    assert rules.unwanted_in_bundle(tmp_path / "storeadmin") == []
    for name in ("psycopg_binary.libs", "psycopg-3.3.9.dist-info", "_pytest", "pytest"):
        (internal / name).mkdir()
    assert rules.unwanted_in_bundle(tmp_path / "storeadmin") == [
        "_pytest",
        "psycopg-3.3.9.dist-info",
        "psycopg_binary.libs",
        "pytest",
    ]


def test_spec_version_and_macos_bundle_come_from_pyproject(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    version = rules.project_version()
    pyproject_version = re.search(
        r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M
    )
    assert pyproject_version is not None and version == pyproject_version.group(1)
    (bundle,) = one_folder_build["BUNDLE"]
    assert bundle.kwargs["name"] == "Store Admin.app"
    assert bundle.kwargs["version"] == version
    plist = bundle.kwargs["info_plist"]
    assert plist["CFBundleShortVersionString"] == version
    assert plist["CFBundleName"] == "Store Admin"
    assert bundle.kwargs["bundle_identifier"] == rules.APP_ID
    assert plist["NSHighResolutionCapable"] is True


def test_spec_one_file_and_baseline_builds_share_the_app_options(
    one_folder_build: dict[str, list[Recorder]],
) -> None:
    onefile = run_spec("--target", "hello", "--onefile")
    (exe,) = onefile["EXE"]
    assert "COLLECT" not in onefile  # one file: nothing collected beside it
    assert exe.kwargs.get("exclude_binaries") is not True  # binaries inside the executable
    hello = run_spec("--target", "hello")
    (hello_exe,) = hello["EXE"]
    (app_exe,) = one_folder_build["EXE"]
    assert hello_exe.kwargs["name"] == "hello"
    same = {key: value for key, value in app_exe.kwargs.items() if key not in {"name", "icon"}}
    assert {key: hello_exe.kwargs[key] for key in same} == same
    (hello_analysis,) = hello["Analysis"]
    assert Path(hello_analysis.args[0][0]).name == "hello.py"
    assert hello_analysis.kwargs["optimize"] == one_folder_build["Analysis"][0].kwargs["optimize"]


def test_windows_version_resource_numbers_come_from_the_project_version() -> None:
    assert rules.version_numbers("0.1.0") == (0, 1, 0, 0)
    assert rules.version_numbers("2.10.3rc1") == (2, 10, 3, 0)
    assert rules.version_numbers("1.2.3.4.5") == (1, 2, 3, 4)


# --- the spec filter --------------------------------------------------------------------------


def installed_qt_plugins() -> list[str]:
    import PySide6

    plugins = Path(PySide6.__file__).parent / "Qt" / "plugins"
    return [
        str(Path("PySide6", "Qt", "plugins", path.relative_to(plugins)))
        for path in plugins.rglob("*")
        if path.is_file()
    ]


def test_filter_keeps_the_platforms_a_desktop_needs_and_drops_the_rest() -> None:
    entries = [(dest, dest, "BINARY") for dest in installed_qt_plugins()]
    kept, dropped = rules.split_qt_files(entries, set())
    kept_names = {Path(dest).name for dest, _, _ in kept}
    dropped_names = {Path(dest).name for dest, _, _ in dropped}
    if sys.platform.startswith("linux"):
        assert {"libqxcb.so", "libqwayland.so", "libqoffscreen.so", "libqsvgicon.so"} <= kept_names
        assert {"libqgtk3.so", "libqeglfs.so", "libqlinuxfb.so", "libqvnc.so"} <= dropped_names
        assert any(name.startswith("libqopenssl") for name in dropped_names)  # tls: httpx does TLS
    assert kept and dropped


def test_filter_keeps_qt_translations_only_for_languages_the_app_ships() -> None:
    entries = [
        ("PySide6/Qt/translations/qtbase_de.qm", "x", "DATA"),
        ("PySide6/Qt/translations/qt_pt_BR.qm", "x", "DATA"),
        ("PySide6/Qt/translations/qtbase_fr.qm", "x", "DATA"),
        ("resources/translations/storeadmin_fr.qm", "x", "DATA"),  # the app's own: never dropped
    ]
    kept, dropped = rules.split_qt_files(entries, {"de", "pt"})
    assert [dest for dest, _, _ in dropped] == ["PySide6/Qt/translations/qtbase_fr.qm"]
    assert len(kept) == 3
    assert rules.split_qt_files(entries, set())[0] == [entries[-1]]


def test_orphan_libraries_of_dropped_plugins_go_and_shared_ones_stay() -> None:
    graph: dict[str, list[tuple[str, str | None]]] = {
        "/qt/plugins/platformthemes/libqgtk3.so": [
            ("libgtk-3.so.0", None),
            ("libcairo.so.2", "/lib/libcairo.so.2"),
            ("libglib-2.0.so.0", "/lib/libglib-2.0.so.0"),
        ],
        "/lib/libcairo.so.2": [("libpixman-1.so.0", "/lib/libpixman-1.so.0")],
        "/qt/lib/libQt6Core.so.6": [("libglib-2.0.so.0", "/lib/libglib-2.0.so.0")],
    }
    binaries = [
        ("libcairo.so.2", "/lib/libcairo.so.2", "BINARY"),
        ("libpixman-1.so.0", "/lib/libpixman-1.so.0", "BINARY"),
        ("libglib-2.0.so.0", "/lib/libglib-2.0.so.0", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/qt/lib/libQt6Core.so.6", "BINARY"),
    ]
    dropped = [
        (
            "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
            "/qt/plugins/platformthemes/libqgtk3.so",
            "BINARY",
        )
    ]
    kept, orphans = rules.drop_orphan_libraries(binaries, dropped, lambda path: graph.get(path, []))
    assert {dest for dest, _, _ in orphans} == {"libcairo.so.2", "libpixman-1.so.0"}
    assert {dest for dest, _, _ in kept} == {"libglib-2.0.so.0", "PySide6/Qt/lib/libQt6Core.so.6"}


def test_links_to_removed_libraries_are_dropped_with_them() -> None:
    removed = [("PySide6/Qt/lib/libQt6Network.so.6", "/qt/lib/libQt6Network.so.6", "BINARY")]
    entries = [
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("sub/libQt6Network.so.6", "../PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    kept, dangling = rules.drop_dangling_symlinks(entries, removed)
    assert kept == [entries[1]]
    assert dangling == [entries[0], entries[2]]


def test_qt_modules_the_app_imports_are_found_with_what_they_load() -> None:
    used = rules.imported_qt_modules([ROOT / "storeadmin_gui"])
    assert {"PySide6.QtWidgets", "PySide6.QtCore"} <= used
    loaded = rules.qt_modules_loaded_by({"PySide6.QtWidgets"})
    assert "PySide6.QtGui" in loaded  # QtWidgets needs QtGui even when no file imports it


# --- Linux desktop integration ---------------------------------------------------------------


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(rules.DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_has_the_keys_a_menu_needs() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Store Admin"
    assert entry["Exec"].split()[0] == rules.EXECUTABLE_NAME
    assert entry["TryExec"] == rules.EXECUTABLE_NAME
    assert entry["Icon"] == rules.EXECUTABLE_NAME
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Office" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == rules.EXECUTABLE_NAME
    known = {
        "Type", "Version", "Name", "GenericName", "Comment", "Exec", "TryExec", "Icon",
        "Terminal", "Categories", "Keywords", "StartupNotify", "StartupWMClass", "Actions",
    }  # fmt: skip
    assert set(entry) <= known, set(entry) - known


def test_desktop_file_is_named_as_the_app_announces_itself() -> None:
    """Wayland finds the menu entry (and icon) of a window by QGuiApplication.desktopFileName."""
    assert rules.DESKTOP_FILE.name == f"{storeadmin_gui.APP_ID}.desktop"


def test_metainfo_is_well_formed_and_matches_the_project() -> None:
    root = ElementTree.parse(rules.METAINFO_FILE).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == rules.APP_ID
    assert root.findtext("launchable") == rules.DESKTOP_FILE.name
    assert root.findtext("provides/binary") == rules.EXECUTABLE_NAME
    assert root.findtext("metadata_license") and root.findtext("summary")
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == rules.project_version()


def test_icons_render_in_the_hicolor_sizes(qapp: Any, tmp_path: Path) -> None:
    """(``qapp``: the suite's QApplication, so the renderer does not make a QGuiApplication.)"""
    icons.write_hicolor(rules.ICON_SVG, tmp_path, "storeadmin", sizes=(16, 48))
    from PySide6.QtGui import QImage

    for size in (16, 48):
        image = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "storeadmin.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 8).alpha() == 255  # the icon is drawn
        assert image.pixelColor(0, 0).alpha() < 255  # its rounded corner is transparent
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "storeadmin.svg").is_file()


@pytest.mark.parametrize(("writer", "suffix"), [("write_ico", "ico"), ("write_icns", "icns")])
def test_windows_and_macos_icons_hold_every_size(
    qapp: Any, tmp_path: Path, writer: str, suffix: str
) -> None:
    from PySide6.QtGui import QImageReader

    target = tmp_path / f"storeadmin.{suffix}"
    getattr(icons, writer)(rules.ICON_SVG, target)
    reader = QImageReader(str(target))
    expected = len(icons.ICO_SIZES) if suffix == "ico" else len(icons.ICNS_TYPES)
    assert reader.imageCount() == expected
    sizes = set()
    for index in range(expected):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull()
        sizes.add(image.width())
    assert 256 in sizes and 16 in sizes


def fake_release(folder: Path) -> Path:
    """An unpacked tarball whose app is a tiny script: install.sh only copies and links it."""
    (folder / "storeadmin").mkdir(parents=True)
    app = folder / "storeadmin" / "storeadmin"
    app.write_text('#!/bin/sh\necho "store admin $*"\n', encoding="utf-8")
    app.chmod(0o755)
    (folder / "install.sh").write_bytes(rules.INSTALL_SCRIPT.read_bytes())
    for sub, source in (("applications", rules.DESKTOP_FILE), ("metainfo", rules.METAINFO_FILE)):
        (folder / "share" / sub).mkdir(parents=True)
        (folder / "share" / sub / source.name).write_bytes(source.read_bytes())
    icon = folder / "share" / "icons" / "hicolor" / "48x48" / "apps" / "storeadmin.png"
    icon.parent.mkdir(parents=True)
    icon.write_bytes(b"png")
    return folder


def test_install_script_installs_into_the_users_menu_and_uninstalls(tmp_path: Path) -> None:
    release = fake_release(tmp_path / "My Downloads" / "storeadmin-0.1.0")
    home = tmp_path / "home folder"
    env = {"PATH": os.environ["PATH"], "HOME": str(home)}
    subprocess.run(["sh", str(release / "install.sh")], env=env, check=True, capture_output=True)
    data = home / ".local" / "share"
    app = data / "storeadmin" / "app" / "storeadmin"
    launcher = home / ".local" / "bin" / "storeadmin"
    result = subprocess.run([str(launcher), "--demo"], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "store admin --demo"
    desktop = (data / "applications" / "storeadmin.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app}"\n' in desktop and f'Exec="{app}" --demo\n' in desktop
    assert f"TryExec={app}\n" in desktop
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "storeadmin.png").is_file()
    assert (data / "metainfo" / rules.METAINFO_FILE.name).is_file()

    subprocess.run(
        ["sh", str(release / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    assert not app.exists() and not launcher.is_symlink()
    assert not (data / "applications" / "storeadmin.desktop").exists()
    assert not (data / "icons" / "hicolor" / "48x48" / "apps" / "storeadmin.png").exists()


def test_installing_updating_and_uninstalling_never_touch_the_users_data(tmp_path: Path) -> None:
    """The app's data folder (demo store, a server's store.db) is the install folder's parent."""
    release = fake_release(tmp_path / "storeadmin-0.1.0")
    home = tmp_path / "home"
    env = {"PATH": os.environ["PATH"], "HOME": str(home)}
    folder = home / ".local" / "share" / "storeadmin"
    # What an install made before the app/ subfolder existed left beside the data.
    (folder / "_internal").mkdir(parents=True)
    (folder / "storeadmin").write_text("old bundle", encoding="utf-8")
    kept = {"demo-store.sqlite3": b"demo", "store.db": b"orders", "store.db-wal": b"wal"}
    for name, content in kept.items():
        (folder / name).write_bytes(content)

    def install(*options: str) -> None:
        command = ["sh", str(release / "install.sh"), *options]
        subprocess.run(command, env=env, check=True, capture_output=True)

    install()
    assert not (folder / "_internal").exists() and not (folder / "storeadmin").exists()
    install()  # an update
    assert (folder / "app" / "storeadmin").is_file()
    install("--uninstall")
    assert not (folder / "app").exists()
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == kept


# --- Windows ----------------------------------------------------------------------------------


def test_inno_setup_script_installs_the_one_folder_build_with_menu_entry_and_uninstaller() -> None:
    script = (PACKAGING / "windows" / "storeadmin.iss").read_text(encoding="utf-8")
    default_version = re.search(r'#define AppVersion "([^"]+)"', script)
    assert default_version is not None and default_version.group(1) == rules.project_version()
    sections = set(re.findall(r"^\[(\w+)\]", script, re.M))
    assert {"Setup", "Files", "Icons"} <= sections
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", script, re.M)
    menu_entry = r'^Name: "\{autoprograms\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"'
    assert re.search(menu_entry, script, re.M)
    assert "recursesubdirs" in script and r"dist\storeadmin\storeadmin" in script
    assert re.search(r"^UninstallDisplayIcon=", script, re.M)
    assert "Uninstallable=no" not in script


def test_the_build_compiles_every_language_and_the_bundle_keeps_qts_own_words_for_them(
    tmp_path: Path,
) -> None:
    import sys

    spec = importlib.util.spec_from_file_location(
        "storeadmin_translations", PACKAGING / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    translations = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = translations
    spec.loader.exec_module(translations)

    compiled = translations.compile_all(target=tmp_path / "translations")
    assert sorted(path.name for path in compiled) == [
        f"storeadmin_{language}.qm" for language in ("de", "en", "fr", "nl")
    ]
    assert all(path.stat().st_size > 0 for path in compiled)
    languages = rules.shipped_languages(tmp_path)
    assert languages == {"en", "de", "fr", "nl"}
    qt_words = [
        (f"PySide6/Qt/translations/qtbase_{language}.qm", "x", "DATA")
        for language in ("de", "fr", "nl", "ja")
    ]
    kept, dropped = rules.split_qt_files(qt_words, languages)
    assert [dest for dest, _, _ in dropped] == ["PySide6/Qt/translations/qtbase_ja.qm"]
    assert len(kept) == 3


# --- Debian packages, the installers workflow, one version in every artefact -----------------

debian = packaging_module("debian")
build_script = packaging_module("build")
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"
needs_dpkg = pytest.mark.skipif(
    shutil.which("dpkg-deb") is None, reason="Debian packages are built where dpkg is"
)


def package_field(package: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(package), name], check=True, capture_output=True, text=True
    ).stdout.strip()


@needs_dpkg
def test_debian_packages_carry_pyprojects_version_and_the_service(tmp_path: Path) -> None:
    """Built from a stand-in bundle (a script, no binaries): both packages say pyproject's
    version, the server's needs the app's of that very version, and the app's files, commands
    and the service land where docs/packaging.md says."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / "storeadmin").write_text("#!/bin/sh\n", encoding="utf-8")
    (bundle / "storeadmin").chmod(0o755)
    icons = tmp_path / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    (icons / "storeadmin.png").write_bytes(b"png")
    version = rules.project_version()
    app, server = debian.build_packages(
        bundle, tmp_path / "icons", version, tmp_path / "stage", tmp_path / "out"
    )
    assert package_field(app, "Version") == package_field(server, "Version") == version
    assert package_field(server, "Depends").split(", ")[0] == f"storeadmin (= {version})"
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(app)], check=True, capture_output=True, text=True
    ).stdout
    for path in (
        "./usr/lib/storeadmin/storeadmin",
        "./usr/bin/storeadmin -> ../lib/storeadmin/storeadmin",
        "./usr/bin/storeadmin-server -> ../lib/storeadmin/storeadmin",
        "./usr/share/applications/storeadmin.desktop",
        f"./usr/share/metainfo/{rules.METAINFO_FILE.name}",
        "./usr/share/icons/hicolor/256x256/apps/storeadmin.png",
        "./usr/share/doc/storeadmin/copyright",
    ):
        assert path in listing
    server_listing = subprocess.run(
        ["dpkg-deb", "--contents", str(server)], check=True, capture_output=True, text=True
    ).stdout
    assert "./lib/systemd/system/storeadmin-server.service" in server_listing
    assert "./etc/default/storeadmin-server" in server_listing
    earlier = subprocess.run(
        ["dpkg", "--compare-versions", version + build_script.EARLIER, "lt", version]
    )
    assert earlier.returncode == 0, "the upgrade test must start from an older version"


def test_the_service_runs_the_server_as_its_own_user_on_its_own_folder() -> None:
    unit = (PACKAGING / "debian" / debian.SERVICE).read_text(encoding="utf-8")
    assert debian.service_command(unit) == [
        "/usr/bin/storeadmin-server",
        *("--database", "sqlite:////var/lib/storeadmin/store.db"),
        *("--host", "127.0.0.1", "--port", "8000"),
    ]
    changed = {"STOREADMIN_PORT": "8443", "STOREADMIN_OPTIONS": "--certfile c.pem --keyfile k.pem"}
    assert debian.service_command(unit, changed)[-6:] == [
        *("--port", "8443", "--certfile", "c.pem", "--keyfile", "k.pem")
    ]
    settings = dict(line.split("=", 1) for line in unit.splitlines() if "=" in line)
    assert settings["User"] == "storeadmin" and settings["StateDirectory"] == "storeadmin"
    for hardening in ("NoNewPrivileges", "PrivateTmp", "ProtectHome", "PrivateDevices"):
        assert settings[hardening] == "yes"
    assert settings["ProtectSystem"] == "strict" and settings["CapabilityBoundingSet"] == ""


def test_the_bundle_runs_the_server_when_started_by_that_name(tmp_path: Path) -> None:
    """The packages' /usr/bin/storeadmin-server is a link to the bundle's one program."""
    link = tmp_path / "storeadmin-server"
    link.symlink_to(PACKAGING / "storeadmin_launcher.py")
    started = subprocess.run(
        [sys.executable, str(link), "--help"], capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 0, started.stderr
    assert "--create-admin" in started.stdout


def test_the_installers_workflow_passes_actionlint_and_calls_the_platform_scripts() -> None:
    beside_python = Path(sys.executable).parent / "actionlint"  # the venv's, activated or not
    actionlint = str(beside_python) if beside_python.exists() else shutil.which("actionlint")
    assert actionlint is not None, "actionlint comes with the test extra"
    checked = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    workflow = WORKFLOW.read_text(encoding="utf-8")
    for script in ("packaging/windows/build-installer.ps1", "packaging/macos/build-dmg.sh"):
        assert script in workflow and (ROOT / script).is_file()
    assert "tags:" in workflow and "workflow_dispatch:" in workflow
    assert workflow.count("actions/upload-artifact@") == 2


def test_every_artefact_takes_pyprojects_version() -> None:
    """The Windows installer and the macOS image are named and stamped by pyproject's version
    (their scripts read it); the Debian packages get it from build.py (above); the app, the
    Windows version resource and Info.plist are checked above as well."""
    for script in ("windows/build-installer.ps1", "macos/build-dmg.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert "tomllib.load(open" in text and "['project']['version']" in text.replace('"', "'")
    assert "/DAppVersion=$Version" in (PACKAGING / "windows" / "build-installer.ps1").read_text()


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd's own checker")
def test_the_service_passes_systemds_checks_with_a_low_exposure() -> None:
    """``systemd-analyze verify`` has nothing to say about the unit but that its program is not
    installed here; its exposure (0 confined to 10 exposed) stays at 2.5 or lower (1.7 now)."""
    unit = str(PACKAGING / "debian" / debian.SERVICE)
    verified = subprocess.run(["systemd-analyze", "verify", unit], capture_output=True, text=True)
    complaints = [
        line
        for line in verified.stderr.splitlines()
        if line.strip() and "/usr/bin/storeadmin-server is not executable" not in line
    ]
    assert complaints == []
    scored = subprocess.run(
        ["systemd-analyze", "security", "--offline=true", "--threshold=25", unit],
        capture_output=True,
        text=True,
    )
    assert scored.returncode == 0, scored.stdout[-600:]
