"""The composition root in-process: demo start lands on data with no dialog, the demo button of the
connect dialog does the same, and shutdown ends the client and the embedded server in order."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import Credentials, PasswordAuth, StoreClient, UserCreate, UserUpdate
from storeadmin_gui.app import parse_args
from storeadmin_gui.backend.demo_account import DEMO_CLIENT_ID, DEMO_CLIENT_SECRET
from storeadmin_gui.backend.warmup import WARM_PATHS
from storeadmin_gui.demo_server import DEMO_ARGON2_MEMORY_KIB
from storeadmin_gui.demo_store import DEMO_DATABASE
from storeadmin_gui.gui import StoreAdmin
from storeadmin_gui.probes import FIRST_ROWS_MARK, WINDOW_SHOWN_MARK
from storeadmin_gui.startup import (
    CONNECTION_IMPORT_THREAD,
    CONNECTION_LIBRARIES,
    UNUSED_BY_THE_STORE,
    UNUSED_BY_THE_WINDOW,
    UNUSED_OPTIONAL_IMPORTS,
)
from storeadmin_gui.ui.pages import PAGE_KINDS, OverviewPage, page_index
from storeadmin_gui.ui.pages.kinds import ORDERS, OVERVIEW
from storeadmin_gui.ui.shell.main_window import LANDING_IMPORT_THREAD
from storeadmin_gui.ui.shell.profiles import Profile, SecretStore
from tests.support.fresh_process import python_output
from tests.ui.shell_support import (
    DEMO_USERNAME,
    MemoryKeyring,
    new_account,
    page_loaded,
    temp_settings,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def data_dir(tmp_path: Path, _template_database: Path) -> Path:
    """A user data folder that already holds a demo database, as after a first start."""
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copyfile(_template_database, folder / DEMO_DATABASE)
    return folder


@pytest.fixture
def started(tmp_path: Path, run: Any) -> Iterator[Any]:
    """Builds and starts a StoreAdmin for the given arguments; shuts every one down afterwards."""
    apps: list[StoreAdmin] = []

    def start(*argv: str) -> StoreAdmin:
        app = StoreAdmin(
            parse_args(list(argv)),
            settings=temp_settings(tmp_path),
            secrets=SecretStore(MemoryKeyring()),
        )
        apps.append(app)
        run(app.start(), timeout=120.0)
        return app

    yield start
    for app in apps:
        run(app.shutdown(), timeout=30.0)


def test_demo_start_lands_on_data_with_no_dialog(
    qtbot: QtBot, started: Any, data_dir: Path
) -> None:
    app = started("--demo", "--data-dir", str(data_dir))

    window = app.window
    assert window is not None and window.isVisible()
    assert app.connect_dialog is None
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    overview = window.current_page
    assert isinstance(overview, OverviewPage) and overview.figures  # the first view, with figures
    assert window.user_label.text() == f"Signed in as {DEMO_USERNAME}"
    assert window.server_label.text().startswith("http://127.0.0.1:")
    # While the demo store started the window said so; once there, the note is gone.
    assert [m.text for m in app.messages.history] == ["Opening the demo store…"]
    assert window.message_bar.text == ""


def test_the_demo_start_signs_in_with_no_token_request_while_its_store_starts(
    qtbot: QtBot, tmp_path: Path, data_dir: Path, run: Any
) -> None:
    """The store opens the demo account's session itself and hands it over with the account, and
    the app binds the store's socket: its first request leaves before the store is ready (it
    waits in the socket's backlog), and no request asks the token endpoint."""
    sent: list[tuple[str, str, bool]] = []  # method, path, and whether the store was ready

    class Recording(httpx.AsyncHTTPTransport):
        async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
            process = app.demo._process
            ready = process is not None and process.ready.done()
            sent.append((request.method, request.url.path, ready))
            return await super().handle_async_request(request)

    def recording_client(profile: Profile, auth: Credentials) -> StoreClient:
        return StoreClient(
            profile.server_url,
            auth=auth,
            transport=Recording(),
            server=profile.server,  # as build_client: the demo store is known, not recognised
            recognise_server=not profile.demo,
        )

    app = StoreAdmin(
        parse_args(["--demo", "--data-dir", str(data_dir)]),
        settings=temp_settings(tmp_path),
        secrets=SecretStore(MemoryKeyring()),
        client_factory=recording_client,
    )
    try:
        run(app.start(), timeout=120.0)
        window = app.window
        assert window is not None and app.connect_dialog is None
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    finally:
        run(app.shutdown(), timeout=30.0)

    assert sent[0][:2] == ("GET", "/api/v1/orders/")  # the access check, first
    assert sent[0][2] is False  # sent while the store still started
    assert [entry for entry in sent if entry[1].startswith("/api/oauth")] == []


def test_the_demo_store_warms_its_lists_once_the_first_rows_are_shown(
    qtbot: QtBot, started: Any, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="storeadmin_gui.backend.warmup")
    app = started("--demo", "--data-dir", str(data_dir))
    window = app.window
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    lists = len(WARM_PATHS)
    qtbot.waitUntil(lambda: f"warmed {lists} of {lists} lists" in caplog.text, timeout=15_000)


def test_shutdown_closes_the_client_and_stops_the_embedded_server(
    qtbot: QtBot, started: Any, data_dir: Path, run: Any
) -> None:
    app = started("--demo", "--data-dir", str(data_dir))
    client = app.session.client
    assert client is not None
    url = client.base_url

    run(app.shutdown(), timeout=30.0)

    assert app.session.client is None and app.window is None
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/api/v1/orders/", timeout=5.0)


def test_fresh_starts_the_demo_store_anew(
    qtbot: QtBot, started: Any, data_dir: Path, run: Any
) -> None:
    first = started("--demo", "--data-dir", str(data_dir))
    assert first.session.client is not None
    run(
        first.session.client.users.create(
            UserCreate(
                first_name="Left",
                last_name="Over",
                email="left.over@example.com",
                plain_password="from-before",
            )
        )
    )
    found = run(first.session.client.users.list(page=1, limit=5, criteria={"query": "left.over"}))
    assert found.total == 1
    run(first.shutdown(), timeout=30.0)

    again = started("--demo", "--fresh", "--data-dir", str(data_dir))

    assert again.session.client is not None
    found = run(again.session.client.users.list(page=1, limit=5, criteria={"query": "left.over"}))
    assert found.total == 0


LOCKOUTS = {
    "disabled": UserUpdate(enabled=False),
    "password changed": UserUpdate(plain_password="someone-elses"),
    "without API access": UserUpdate(roles=["ROLE_USER"]),
}


@pytest.mark.parametrize("lockout", sorted(LOCKOUTS))
def test_a_demo_account_locked_out_earlier_is_restored_at_the_next_start(
    qtbot: QtBot, started: Any, data_dir: Path, run: Any, lockout: str
) -> None:
    """A colleague's admin account locks the demo account out (the server refuses to let an
    account lock itself out); the next demo start still lands on data, and says why."""
    first = started("--demo", "--data-dir", str(data_dir))
    client = first.session.client
    assert client is not None
    run(client.users.create(new_account("boss@example.com", "boss-password")))
    demo_account = run(client.users.list(page=1, limit=5, criteria={"query": DEMO_USERNAME}))
    demo_id = demo_account.items[0].id
    run(first.shutdown(), timeout=30.0)

    second = started("--data-dir", str(data_dir), "--demo")
    assert second.session.client is not None
    boss_auth = PasswordAuth(
        client_id=DEMO_CLIENT_ID,
        client_secret=DEMO_CLIENT_SECRET,
        username="boss@example.com",
        password="boss-password",
    )
    second.session.client.auth = boss_auth  # the colleague at this desk, signed in as boss
    run(second.session.client.users.patch(demo_id, LOCKOUTS[lockout]))
    run(second.shutdown(), timeout=30.0)

    third = started("--demo", "--data-dir", str(data_dir))
    window = third.window
    assert window is not None and third.connect_dialog is None
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    assert window.user_label.text() == f"Signed in as {DEMO_USERNAME}"
    told = [message.text for message in third.messages.history]
    assert any("could not sign in" in text and "restored" in text for text in told), told
    restored = run(third.session.client.users.get(demo_id))
    assert restored.enabled and "ROLE_API_ACCESS" in restored.roles
    boss_now = run(third.session.client.users.list(page=1, limit=5, criteria={"query": "boss@"}))
    assert boss_now.total == 1  # the store's other data are as they were


def test_a_new_demo_store_hashes_its_published_passwords_cheaply(
    qtbot: QtBot, started: Any, data_dir: Path
) -> None:
    """Its sign-in at every start then costs milliseconds, not the default's part of a second."""
    app = started("--demo", "--fresh", "--data-dir", str(data_dir))
    assert app.session.client is not None  # signed in with the published password

    with contextlib.closing(sqlite3.connect(data_dir / DEMO_DATABASE)) as database:
        hashes = {row[0] for row in database.execute("SELECT password FROM users")}

    cheap = f"$argon2id$v=19$m={DEMO_ARGON2_MEMORY_KIB},t=1,p=1$"
    assert DEMO_ARGON2_MEMORY_KIB <= 8192
    assert hashes and all(h.startswith(cheap) for h in hashes)


def test_plain_start_opens_the_connect_dialog_and_its_demo_button_lands_on_data(
    qtbot: QtBot, started: Any, data_dir: Path
) -> None:
    app = started("--data-dir", str(data_dir))
    dialog = app.connect_dialog
    assert dialog is not None and dialog.isVisible()
    window = app.window
    assert window is not None and window.session.client is None

    qtbot.mouseClick(dialog.demo_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: app.connect_dialog is None, timeout=60_000)
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)


@pytest.mark.parametrize(
    ("argv", "complaint"),
    [
        (["--smoke-test"], "--smoke-test needs --demo"),
        (["--fresh"], "--fresh needs --demo"),
    ],
)
def test_arguments_that_need_demo_mode_are_refused(
    argv: list[str], complaint: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    assert complaint in capsys.readouterr().err


def test_a_demo_store_that_cannot_start_is_explained_in_the_window(
    qtbot: QtBot, started: Any, tmp_path: Path
) -> None:
    occupied = tmp_path / "occupied"
    occupied.write_text("a file where the data folder should be")

    app = started("--demo", "--data-dir", str(occupied))

    window = app.window
    assert window is not None and window.isVisible()
    assert window.message_bar.text.startswith("The demo store could not be opened:")
    assert app.connect_dialog is not None  # somewhere else to go


def test_a_demo_store_that_fails_once_the_sign_in_is_under_way_says_why_in_the_window(
    qtbot: QtBot, started: Any, tmp_path: Path
) -> None:
    """Its database is not one: the store fails after its imports, when the app's first request
    already waits in its socket's backlog. The window tells what the store said, not that a
    connection was refused."""
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / DEMO_DATABASE).write_bytes(b"not a database " * 400)

    app = started("--demo", "--data-dir", str(broken))

    window = app.window
    assert window is not None and window.isVisible()
    assert window.message_bar.text == (
        "The demo store could not be opened: the embedded server failed to start"
    )
    assert app.session.client is None and app.connect_dialog is not None


@pytest.mark.parametrize("demo", [False, True], ids=["connect dialog", "demo mode"])
def test_the_apps_own_process_never_imports_the_backend(
    tmp_path: Path, data_dir: Path, demo: bool
) -> None:
    """FastAPI, SQLAlchemy and uvicorn cost half a second to import and would share the GUI's
    interpreter lock: the GUI's process never imports them, not even in demo mode, where the
    store runs in a process of its own and the window still lands on its data."""
    argv = ["--demo", "--data-dir", str(data_dir)] if demo else ["--server", "http://127.0.0.1:9"]
    script = (
        "import asyncio, os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "import qasync\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from storeadmin_gui.app import parse_args\n"
        "from storeadmin_gui.gui import StoreAdmin\n"
        "qt_app = QApplication([])\n"
        "loop = qasync.QEventLoop(qt_app)\n"
        "asyncio.set_event_loop(loop)\n"
        f"settings = QSettings({str(tmp_path / 'storeadmin.ini')!r}, QSettings.Format.IniFormat)\n"
        f"app = StoreAdmin(parse_args({argv!r}), settings=settings)\n"
        # One run of the loop from start to shutdown, as the app has (a task the loop stepped
        # between two runs would find no running loop: the requests that land on the first rows
        # may still be under way when start() returns).
        "async def start_and_shut_down():\n"
        "    await app.start()\n"
        "    landed = app.session.client is not None if "
        f"{demo!r} else app.connect_dialog.isVisible()\n"
        "    backend = ('fastapi', 'sqlalchemy', 'uvicorn')\n"
        "    print(landed, sorted(name for name in backend if name in sys.modules))\n"
        "    await app.shutdown()\n"
        "loop.run_until_complete(start_and_shut_down())\n"
        "sys.stdout.flush()\n"
        "os._exit(0)\n"
    )
    assert python_output(script).strip().splitlines()[-1] == "True []"


@pytest.mark.parametrize("window", [True, False], ids=["window", "demo store"])
def test_the_app_works_without_the_optional_libraries_it_skips_at_start(window: bool) -> None:
    """Skipping them must leave the client (where a window runs) and the embedded server with
    all its routes (in the demo store's process) importable and working."""
    skipped = UNUSED_OPTIONAL_IMPORTS + (UNUSED_BY_THE_WINDOW if window else UNUSED_BY_THE_STORE)
    use = (
        "import httpx, storeadmin_gui.api\nhttpx.AsyncClient()\n"
        if window
        else "from fastapi.testclient import TestClient\n"
        "from storeadmin_gui.backend.app import create_app\n"
        "from storeadmin_gui.backend.settings import Settings\n"
        "with TestClient(create_app(Settings(database_url='sqlite://', demo=True))) as client:\n"
        "    assert client.get('/api/v1/channels').status_code == 401\n"
    )
    script = (
        "import sys\n"
        "from storeadmin_gui.startup import skip_unused_optional_imports\n"
        f"skip_unused_optional_imports(window={window!r})\n"
        + use
        + f"print(sorted(name for name in {skipped!r} if sys.modules.get(name)))\n"
    )
    assert python_output(script).strip() == "[]"


def test_a_library_missing_where_it_is_asked_for_again_is_looked_for_once() -> None:
    """Installed, it is imported as ever; missing, its importers get their ImportError at once
    (httpcore then takes asyncio for the async library, which it is), and requests still go."""
    script = (
        "import importlib.util, sys\n"
        "from storeadmin_gui.startup import skip_unused_optional_imports\n"
        "installed = importlib.util.find_spec('sniffio') is not None\n"
        "skip_unused_optional_imports(window=True)\n"
        "import asyncio\n"
        "import httpcore._synchronization as sync\n"
        "async def ask():\n"
        "    return sync.current_async_library()\n"
        "library = asyncio.run(ask())\n"
        "print(installed, 'sniffio' in sys.modules, sys.modules.get('sniffio') is None, library)\n"
    )
    installed, known, blocked, library = python_output(script).split()
    assert known == "True" and library == "asyncio"
    assert blocked == ("False" if installed == "True" else "True")


def app_process_environment(home: Path) -> dict[str, str]:
    """Offscreen, with settings, data and logs under ``home``."""
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        **{name: str(home / name.lower()) for name in XDG_FOLDERS},
    }


XDG_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
# What the window needs and the demo store's process does not: Qt, the client and the window.
WINDOW_MODULES = (
    "PySide6",
    "shiboken6",
    "qasync",
    "httpx",
    "storeadmin_gui.api",
    "storeadmin_gui.ui",
)


def test_the_demo_stores_process_imports_no_qt_and_nothing_of_the_window(
    tmp_path: Path, data_dir: Path
) -> None:
    """It runs the same program as the window (``--serve-demo-store``), but its start is on the
    way to the first rows: it serves without loading Qt, the client or the window's modules."""
    script = (
        "import sys\n"
        "from storeadmin_gui.app import main\n"
        f"code = main(['--serve-demo-store', '--data-dir', {str(data_dir)!r}])\n"
        f"loaded = sorted({{name.split('.')[0] if name.startswith(('PySide6', 'shiboken6')) "
        f"else name for name in sys.modules if name.startswith({WINDOW_MODULES!r})}})\n"
        "print('exit', code, 'window modules', loaded)\n"
    )
    output = python_output(script, stdin="stop\n", env=app_process_environment(tmp_path))
    introduced, ready, result = output.strip().splitlines()
    assert set(json.loads(introduced)) == {"account", "session"}  # at once, before its imports
    assert json.loads(ready)["ready"].startswith("http://127.0.0.1:")  # it served
    assert result == "exit 0 window modules []"


def test_demo_mode_starts_the_store_before_it_imports_qt_and_the_window(
    tmp_path: Path, data_dir: Path
) -> None:
    """The store's start is the longest way to the first rows: its process is under way before
    the window's process spends its own start on Qt, the client and the window (and asyncio and
    the package's metadata, which it can do without until then), which then load on the other
    core; the window still lands on the demo store's first rows. Nor has it loaded the store's
    own half (``demo_server``, which mints tokens with ``secrets``): only that process needs it."""
    not_yet = (*WINDOW_MODULES, "asyncio", "importlib.metadata", "storeadmin_gui.demo_server")
    script = (
        "import sys\n"
        "from storeadmin_gui import app\n"
        "launch = app.launch_store\n"
        "def reporting_launch(folder, **options):\n"
        f"    loaded = sorted(name for name in {not_yet!r} if name in sys.modules)\n"
        "    print('loaded when the store starts', loaded, flush=True)\n"
        "    return launch(folder, **options)\n"
        "app.launch_store = reporting_launch\n"
        f"sys.exit(app.main(['--demo', '--data-dir', {str(data_dir)!r}, '--report-first-rows']))\n"
    )
    output = python_output(script, env=app_process_environment(tmp_path))
    assert output.splitlines() == [
        "loaded when the store starts []",
        WINDOW_SHOWN_MARK,
        FIRST_ROWS_MARK,
    ]


PAGE_MODULES = {
    kind.key: f"storeadmin_gui.ui.pages.{kind.key}" for kind in PAGE_KINDS
}  # each view's module is named after its key
# What a list opens (editors, printing, order steps): imported on first use, not for its rows.
OPENED_FROM_A_LIST = tuple(
    f"storeadmin_gui.ui.{name}"
    for name in (
        "editors.order_editor",
        "editors.cart_editor",
        "editors.variant_editor",
        "editors.user_editor",
        "print_dialog",
        "printing",
        "order_steps_dialog",
        "lists.detail",  # the details panel (Ctrl+I) and what it shows of a record
        "pages.sections",
        "editors.totals",
    )
)


def leave_the_app_on(home: Path, key: str) -> None:
    """Settings under ``home`` (``app_process_environment``) as after leaving the app on the view
    named ``key``: the next start lands there."""
    settings = home / "xdg_config_home" / "storeadmin" / "storeadmin.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text(f"[mainWindow]\npage={page_index(key)}\n", encoding="utf-8")


@pytest.mark.parametrize("landing", [OVERVIEW, ORDERS])
def test_a_start_imports_the_module_of_the_page_it_shows_and_no_other(
    tmp_path: Path, data_dir: Path, landing: str
) -> None:
    """Only the view the user lands on is built at start, and only its module is imported: the
    Overview's figures open the Orders and Variants lists without importing them, and the
    others come on their first visit (tests/ui/test_main_window.py visits them). Nor does a list
    import what it opens (editors, printing) before its first rows. The view's module is
    imported while the window waits on the sign-in, by a thread of its own ("by")."""
    leave_the_app_on(tmp_path, landing)
    script = (
        "import sys, threading\n"
        "from importlib.abc import MetaPathFinder\n"
        "importers = []\n"
        "class Watch(MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        f"        if name == {PAGE_MODULES[landing]!r}:\n"
        "            importers.append(threading.current_thread().name)\n"
        "sys.meta_path.insert(0, Watch())\n"
        "from storeadmin_gui import app\n"
        f"code = app.main(['--demo', '--data-dir', {str(data_dir)!r}, '--report-first-rows'])\n"
        f"pages = sorted(key for key, name in {PAGE_MODULES!r}.items() if name in sys.modules)\n"
        f"opened = sorted(name for name in {OPENED_FROM_A_LIST!r} if name in sys.modules)\n"
        "print('exit', code, 'page modules', pages, 'by', importers, 'opened', opened)\n"
    )
    output = python_output(script, env=app_process_environment(tmp_path))
    assert output.splitlines()[-3:] == [
        WINDOW_SHOWN_MARK,
        FIRST_ROWS_MARK,
        f"exit 0 page modules {[landing]} by {[LANDING_IMPORT_THREAD]} opened []",
    ]


def test_demo_mode_builds_the_view_it_lands_on_while_its_store_starts(
    tmp_path: Path, data_dir: Path
) -> None:
    """The window's process would otherwise sit idle until the store is ready, then import and
    build the view between the sign-in and the first rows."""
    leave_the_app_on(tmp_path, ORDERS)
    script = (
        "import sys\n"
        "from storeadmin_gui import app, demo_store\n"
        "from storeadmin_gui.ui.shell.main_window import MainWindow\n"
        "built = []\n"
        "prepare = MainWindow.prepare_landing\n"
        "def recording_prepare(window, client):\n"
        "    prepare(window, client)\n"
        "    built.append(type(window._prepared[2]).__name__)\n"
        "MainWindow.prepare_landing = recording_prepare\n"
        "start = demo_store.DemoStore.start\n"
        "async def reporting_start(store):\n"
        "    address = await start(store)\n"
        "    print('built before the store was ready', built)\n"
        "    return address\n"
        "demo_store.DemoStore.start = reporting_start\n"
        f"sys.exit(app.main(['--demo', '--data-dir', {str(data_dir)!r}, '--report-first-rows']))\n"
    )
    output = python_output(script, env=app_process_environment(tmp_path))
    assert output.splitlines() == [
        WINDOW_SHOWN_MARK,
        "built before the store was ready ['OrdersPage']",
        FIRST_ROWS_MARK,
    ]


def test_a_new_demo_store_s_wait_imports_what_the_sign_in_s_client_needs(
    tmp_path: Path, data_dir: Path
) -> None:
    """A new store seeds before the app signs in: the libraries the client's first request
    imports are imported during that wait, by a thread of their own, and the first rows come."""
    script = (
        "import sys, threading\n"
        "from importlib.abc import MetaPathFinder\n"
        "importers = {}\n"
        "class Watch(MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        f"        if name in {CONNECTION_LIBRARIES!r}:\n"
        "            importers[name] = threading.current_thread().name\n"
        "sys.meta_path.insert(0, Watch())\n"
        "from storeadmin_gui import app\n"
        f"argv = ['--demo', '--fresh', '--data-dir', {str(data_dir)!r}, '--report-first-rows']\n"
        "code = app.main(argv)\n"
        "print('exit', code, 'by', sorted(importers.items()))\n"
    )
    output = python_output(script, env=app_process_environment(tmp_path))
    by_the_thread = sorted((name, CONNECTION_IMPORT_THREAD) for name in CONNECTION_LIBRARIES)
    assert output.splitlines()[-3:] == [
        WINDOW_SHOWN_MARK,
        FIRST_ROWS_MARK,
        f"exit 0 by {by_the_thread}",
    ]


def test_after_pyside6_imports_go_without_its_hook_and_qt_views_still_work() -> None:
    """The hook would read the source of every later import; the views import after Qt."""
    script = (
        "import builtins, os\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from storeadmin_gui.startup import drop_pyside_import_hook\n"
        "hooked = builtins.__import__ is builtins.__feature_import__\n"
        "drop_pyside_import_hook()\n"
        "from storeadmin_gui.ui.lists.detail import DetailPanel\n"
        "qt_app = QApplication([])\n"
        "panel = DetailPanel()\n"
        "panel.show()\n"
        "print(hooked, builtins.__import__ is builtins.__orig_import__, panel.isVisible())\n"
    )
    assert python_output(script).split() == ["True", "True", "True"]
