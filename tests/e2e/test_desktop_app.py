"""The app as a user starts it: a separate process, offscreen, settings, data and logs in a scratch
home. ``--smoke-test`` is what packaging runs on a built bundle."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from storeadmin_gui import APP_NAME, __version__


@pytest.fixture
def user_env(tmp_path: Path) -> dict[str, str]:
    """The process environment with the user's folders moved into ``tmp_path``."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[variable] = str(tmp_path / variable.lower())
    return env


def storeadmin(*argv: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "storeadmin_gui", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )


def test_demo_smoke_test_seeds_the_store_loads_every_view_opens_an_editor_and_exits_zero(
    user_env: dict[str, str],
) -> None:
    finished = storeadmin("--demo", "--smoke-test", env=user_env)

    assert finished.returncode == 0, finished.stderr
    lines = finished.stdout.splitlines()
    assert lines[0] == "Smoke test passed:"
    views = [line.strip().split(":")[0] for line in lines[1:7]]
    assert views == ["Overview", "Product variants", "Carts", "Orders", "Customers", "Users"]
    assert lines[1].strip() == "Overview: shown"
    assert all(int(line.split(":")[1].split()[0]) > 0 for line in lines[2:7])
    assert lines[7].strip().startswith("Editor: opened and closed Order ")
    # The demo store and the log live in the user's folders (platformdirs), not in the bundle.
    data = Path(user_env["XDG_DATA_HOME"]) / "storeadmin"
    assert (data / "demo-store.sqlite3").is_file()
    log = Path(user_env["XDG_STATE_HOME"]) / "storeadmin" / "log" / "storeadmin.log"
    assert "demo store on http://127.0.0.1:" in log.read_text()
    assert "sylius-api" not in log.read_text()  # the demo password never reaches the log


def test_the_start_up_benchmark_marks_come_in_order_and_the_app_exits(
    user_env: dict[str, str],
) -> None:
    """``--report-first-rows`` (bench_startup.py): the window, then its rows, then exit 0, with the
    demo store's warm-up starting as the rows are shown."""
    finished = storeadmin("--demo", "--report-first-rows", env=user_env)

    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.splitlines() == ["window shown", "first rows visible"]
    assert "Traceback" not in finished.stderr


def test_smoke_test_fails_with_the_reason_when_the_demo_store_cannot_start(
    user_env: dict[str, str], tmp_path: Path
) -> None:
    not_a_folder = tmp_path / "occupied"
    not_a_folder.write_text("a file where the data folder should be")

    finished = storeadmin("--demo", "--smoke-test", "--data-dir", str(not_a_folder), env=user_env)

    assert finished.returncode == 1
    assert "Smoke test failed:" in finished.stderr
    assert "occupied" in finished.stderr


def test_version_and_help_need_no_window(user_env: dict[str, str]) -> None:
    version = storeadmin("--version", env=user_env)
    usage = storeadmin("--help", env=user_env)

    assert version.returncode == 0 and version.stdout.strip() == f"{APP_NAME} {__version__}"
    assert usage.returncode == 0
    for option in ("--demo", "--fresh", "--server URL", "--smoke-test", "--data-dir"):
        assert option in usage.stdout


def logged_store_address(log: Path, app: subprocess.Popen[str], seconds: float = 120.0) -> str:
    """The demo store's address, once the app has signed in to it (its log says so)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise AssertionError(f"the app ended ({app.returncode}) before signing in")
        found = (
            re.search(r"signed in to (http://127\.0\.0\.1:\d+)", log.read_text())
            if (log.exists())
            else None
        )
        if found:
            return found.group(1)
        time.sleep(0.05)
    raise AssertionError("the app did not sign in to its demo store in time")


def answers(url: str) -> bool:
    try:
        httpx.get(f"{url}/api/v1/orders/", timeout=2.0)
    except httpx.TransportError:
        return False
    return True


@pytest.mark.parametrize("ending", [signal.SIGTERM, signal.SIGKILL], ids=["terminated", "killed"])
def test_the_demo_store_never_outlives_the_app(
    user_env: dict[str, str], ending: signal.Signals
) -> None:
    """Its own process stops with the app: in order when the app is asked to end, and on its own
    when the app is killed outright (its input closes)."""
    app = subprocess.Popen(
        [sys.executable, "-m", "storeadmin_gui", "--demo"],
        env=user_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        log = Path(user_env["XDG_STATE_HOME"]) / "storeadmin" / "log" / "storeadmin.log"
        url = logged_store_address(log, app)
        assert answers(url)

        app.send_signal(ending)
        app.wait(timeout=60)

        deadline = time.monotonic() + 30
        while answers(url) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not answers(url)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()


@pytest.mark.slow
def test_the_app_speaks_the_desktops_language_unless_the_user_chose_another(
    user_env: dict[str, str],
) -> None:
    german_desktop = {**user_env, "LANG": "de_DE.UTF-8", "LC_ALL": "", "LANGUAGE": ""}
    finished = storeadmin("--demo", "--smoke-test", env=german_desktop)
    assert finished.returncode == 0, finished.stderr
    views = [line.strip().split(":")[0] for line in finished.stdout.splitlines()[1:7]]
    assert views == [
        "Übersicht",
        "Produktvarianten",
        "Warenkörbe",
        "Bestellungen",
        "Kunden",
        "Benutzer",
    ]

    # View > Language > Français, remembered in the user's settings.
    settings = Path(user_env["XDG_CONFIG_HOME"]) / "storeadmin" / "storeadmin.ini"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("[appearance]\nlanguage=fr\n", encoding="utf-8")
    finished = storeadmin("--demo", "--smoke-test", env=german_desktop)
    assert finished.returncode == 0, finished.stderr
    views = [line.strip().split(":")[0] for line in finished.stdout.splitlines()[1:7]]
    assert views == [
        "Aperçu",
        "Variantes de produits",
        "Paniers",
        "Commandes",
        "Clients",
        "Utilisateurs",
    ]
