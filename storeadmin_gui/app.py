"""The composition root: parse the arguments, build the pieces, start them and shut them down in
order. No business logic lives here.

Start-up speed matters (it is benchmarked): the embedded backend (FastAPI, SQLAlchemy) is imported
only when demo mode asks for it, in a thread that starts before anything else; only the first page
the user sees is built at start; and ``main()`` pauses the garbage collector, drops PySide6's import
hook and skips optional imports the app never uses (each says why and what it saves).
"""

from __future__ import annotations

import argparse
import asyncio
import builtins
import concurrent.futures
import contextlib
import gc
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from storeadmin_gui import APP_ID, APP_NAME, __version__
from storeadmin_gui.logs import configure_logging

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QWidget

    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.main_window import MainWindow
    from storeadmin_gui.ui.profiles import Profile, SecretStore
    from storeadmin_gui.ui.session import ClientFactory, Session

log = logging.getLogger(__name__)

DEMO_DATABASE = "demo-store.sqlite3"
SMOKE_TEST_TIMEOUT = 60.0
FIRST_ROWS_MARK = "first rows visible"
WINDOW_SHOWN_MARK = "window shown"
WARM_UP_DELAY_SECONDS = 0.3
DEMO_MESSAGE_KEY = "demo"


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=APP_ID,
        description=f"{APP_NAME}: administration of an online store's product variants, carts, "
        "orders and users.",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="open the built-in demo store (runs inside the app; no server needed)",
    )
    parser.add_argument(
        "--fresh", action="store_true", help="with --demo: start the demo store anew"
    )
    parser.add_argument(
        "--server", metavar="URL", help="open the connect dialog with this server address"
    )
    parser.add_argument(
        "--data-dir",
        metavar="FOLDER",
        type=Path,
        help="folder of the demo store's database (default: the user data folder)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="with --demo: load the first page of every view, open and close an editor, then "
        "exit (0 when all worked)",
    )
    parser.add_argument(
        "--report-first-rows",
        action="store_true",
        help=argparse.SUPPRESS,  # the start-up benchmark's probe: marks on stdout, then exit
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    args = parser.parse_args(argv)
    if args.smoke_test and not args.demo:
        parser.error("--smoke-test needs --demo")
    if args.fresh and not args.demo:
        parser.error("--fresh needs --demo")
    return args


def data_folder(args: argparse.Namespace) -> Path:
    if args.data_dir is not None:
        return Path(args.data_dir)
    from platformdirs import user_data_path

    return user_data_path(APP_ID, appauthor=False)


class DemoStore:
    """The embedded reference backend on a demo database, served over loopback from a thread.

    A thread keeps the backend's work off the Qt event loop, so the window never stalls on it.
    """

    def __init__(self, folder: Path, *, fresh: bool = False) -> None:
        self.database = folder / DEMO_DATABASE
        self._fresh = fresh
        self._starting: concurrent.futures.Future[Any] | None = None

    def begin(self) -> None:
        """Start in the background now, without waiting (``main()`` calls it before importing Qt,
        so the backend's imports and start-up overlap the window's)."""
        if self._starting is None:
            self._starting = concurrent.futures.Future()
            threading.Thread(target=self._run_start, name="demo-store-start", daemon=True).start()

    def _run_start(self) -> None:
        assert self._starting is not None
        try:
            self._starting.set_result(self._start_in_thread())
        except BaseException as error:  # handed to whoever awaits start()
            self._starting.set_exception(error)

    async def start(self) -> str:
        """Start once (seeding the database on first run); return the server's base URL."""
        self.begin()
        assert self._starting is not None
        try:
            server = await asyncio.wrap_future(self._starting)
        except Exception:
            self._starting = None  # let a later attempt try again
            raise
        return str(server.url)

    def _start_in_thread(self) -> Any:
        from storeadmin_gui.backend.server import EmbeddedServer
        from storeadmin_gui.backend.settings import Settings

        self.database.parent.mkdir(parents=True, exist_ok=True)
        if self._fresh:
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(f"{self.database}{suffix}").unlink(missing_ok=True)
            self._fresh = False
        started = time.perf_counter()
        # A cheap argon2id cost for the demo store's passwords: they are published (README), so a
        # slow hash protects nothing there, while verifying one at the default cost (64 MiB,
        # 3 passes) holds every demo start's sign-in up by 0.15-0.25 s. argon2 reads the cost from
        # each stored hash, so a demo database seeded before still signs in (at its old cost);
        # stores run by storeadmin-server keep the strong defaults.
        settings = Settings(
            database_url=f"sqlite:///{self.database}",
            demo=True,
            argon2_time_cost=1,
            argon2_memory_cost_kib=8192,
            argon2_parallelism=1,
        )
        server = EmbeddedServer(settings, host="127.0.0.1", port=0)
        server.start()
        log.info(
            "demo store on %s (%s) ready in %.0f ms",
            server.url,
            self.database,
            (time.perf_counter() - started) * 1000,
        )
        return server

    async def warm_up(self) -> None:
        """Let the demo store warm its lists on its own thread (backend/warmup.py)."""
        if self._starting is None:
            return
        server = await asyncio.wrap_future(self._starting)
        await asyncio.wrap_future(server.warm_up())

    async def stop(self) -> None:
        starting, self._starting = self._starting, None
        if starting is None:
            return
        with contextlib.suppress(Exception):
            server = await asyncio.wrap_future(starting)
            await asyncio.to_thread(server.stop)

    def profile(self, server_url: str) -> Profile:
        from storeadmin_gui.backend.seed import (
            DEMO_ADMIN_EMAIL,
            DEMO_ADMIN_PASSWORD,
            DEMO_CLIENT_ID,
            DEMO_CLIENT_SECRET,
        )
        from storeadmin_gui.ui.profiles import Profile, Secrets

        return Profile(
            name="Demo store",
            server_url=server_url,
            client_id=DEMO_CLIENT_ID,
            username=DEMO_ADMIN_EMAIL,
            secrets=Secrets(client_secret=DEMO_CLIENT_SECRET, password=DEMO_ADMIN_PASSWORD),
        )


def open_settings() -> QSettings:
    from PySide6.QtCore import QSettings

    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, APP_ID, APP_ID)


class StoreAdmin:
    """The running app: settings, message channel, session, main window and the demo store.

    ``start()`` shows the window and lands on data (demo) or on the connect dialog; ``shutdown()``
    ends background work, then the client, then the embedded server, in that order.
    """

    def __init__(
        self,
        args: argparse.Namespace,
        *,
        settings: QSettings | None = None,
        secrets: SecretStore | None = None,
        client_factory: ClientFactory | None = None,
        probe_interval: float = 1.0,
        demo: DemoStore | None = None,
    ) -> None:
        from storeadmin_gui.ui.messages import MessageChannel
        from storeadmin_gui.ui.profiles import ProfileStore, SecretStore
        from storeadmin_gui.ui.session import Session, build_client

        self.args = args
        self.settings = settings if settings is not None else open_settings()
        self.messages = MessageChannel()
        self.profiles = ProfileStore(self.settings, secrets or SecretStore())
        self.session: Session = Session(
            self.messages,
            client_factory=client_factory or build_client,
            probe_interval=probe_interval,
        )
        self.session.ask_to_sign_in_again = self.ask_to_sign_in_again
        self.demo = demo or DemoStore(data_folder(args), fresh=args.fresh)
        self.window: MainWindow | None = None
        self.connect_dialog: Any = None
        self._opening_demo: asyncio.Task[StoreClient] | None = None

    async def start(self) -> None:
        from storeadmin_gui.ui import tasks
        from storeadmin_gui.ui.main_window import MainWindow

        window = MainWindow(self.session, self.messages, self.settings)
        window.connect_requested.connect(lambda: self.show_connect_dialog())
        window.demo_requested.connect(lambda: tasks.spawn(self._open_demo_reporting()))
        self.window = window
        window.show()
        if self.args.report_first_rows:
            paint_now(window)
            print(WINDOW_SHOWN_MARK, flush=True)
        if not self.args.demo:
            self.show_connect_dialog(self.args.server or "")
            return
        try:
            await self.open_demo()
        except Exception as error:
            if self.args.smoke_test:
                raise
            # A window that explains beats a crash: say why, and offer to connect elsewhere.
            log.exception("the demo store could not be opened")
            self.messages.error(f"The demo store could not be opened: {error}")
            self.show_connect_dialog()
            return
        tasks.spawn(self._warm_demo_store(window))

    async def _warm_demo_store(self, window: MainWindow) -> None:
        """Once the first view's rows are shown, the demo store warms its other lists, so the
        first visit to Orders, Carts or Users is as quick as the next."""
        page = window.current_page
        if page is not None:
            with contextlib.suppress(RuntimeError):  # not loaded: warm anyway
                await wait_until_loaded(page, SMOKE_TEST_TIMEOUT)
        await asyncio.sleep(WARM_UP_DELAY_SECONDS)  # the first rows are painted and looked at
        try:
            await self.demo.warm_up()
        except Exception:  # only speed is lost: the lists answer all the same when asked
            log.warning("the demo store could not warm its lists", exc_info=True)

    async def open_demo(self) -> StoreClient:
        """Start the demo store (once) and sign in to it with the demo credentials."""
        if self._opening_demo is None or self._opening_demo.done():
            self._opening_demo = asyncio.ensure_future(self._open_demo())
        return await asyncio.shield(self._opening_demo)

    async def _open_demo(self) -> StoreClient:
        self.messages.info("Opening the demo store…", key=DEMO_MESSAGE_KEY)
        try:
            url = await self.demo.start()
            return await self.session.open(self.demo.profile(url))
        finally:
            self.messages.clear(DEMO_MESSAGE_KEY)

    async def _open_demo_reporting(self) -> None:
        try:
            await self.open_demo()
        except Exception as error:  # explained in the window; the details go to the log
            log.exception("the demo store could not be opened")
            self.messages.error(f"The demo store could not be opened: {error}")

    def show_connect_dialog(self, server_url: str = "") -> None:
        from storeadmin_gui.ui.connect_dialog import ConnectDialog

        if self.connect_dialog is not None:
            self.connect_dialog.raise_()
            self.connect_dialog.activateWindow()
            return
        dialog = ConnectDialog(
            self.profiles,
            self.session.open,
            start_demo=self.open_demo,
            server_url=server_url,
            parent=self.window,
        )
        dialog.finished.connect(lambda _result: self._connect_dialog_closed(dialog))
        self.connect_dialog = dialog
        dialog.open()

    def _connect_dialog_closed(self, dialog: Any) -> None:
        if self.connect_dialog is dialog:
            self.connect_dialog = None
        dialog.deleteLater()
        if self.window is not None:  # keys go to the window again (F5, Ctrl+F, ...)
            self.window.activateWindow()

    async def ask_to_sign_in_again(self, profile: Profile, reason: str) -> bool:
        from PySide6.QtWidgets import QDialog

        from storeadmin_gui.ui.connect_dialog import ConnectDialog, run_dialog

        dialog = ConnectDialog(
            self.profiles,
            self.session.renew,
            sign_in_again=profile,
            reason=reason,
            parent=self.window,
        )
        self.connect_dialog = dialog
        try:
            return await run_dialog(dialog) == QDialog.DialogCode.Accepted
        finally:
            self._connect_dialog_closed(dialog)

    async def shutdown(self) -> None:
        from storeadmin_gui.ui import tasks

        if self.window is not None:
            self.window.save_window_state()
        leftovers = tasks.cancel_all()
        if self._opening_demo is not None:
            self._opening_demo.cancel()
            leftovers.append(self._opening_demo)
        if leftovers:
            await asyncio.gather(*leftovers, return_exceptions=True)
        await self.session.close()
        await self.demo.stop()
        if self.window is not None:
            self.window.deleteLater()
            self.window = None
        self.settings.sync()
        log.info("shut down")


async def wait_until_loaded(page: Any, seconds: float) -> None:
    """Wait until ``page`` knows its total and is idle; raise RuntimeError saying why if not."""
    failures: list[object] = []
    changed = asyncio.Event()
    on_status = changed.set

    def on_failure(error: object) -> None:
        failures.append(error)
        changed.set()

    page.status_changed.connect(on_status)
    page.request_failed.connect(on_failure)
    try:
        async with asyncio.timeout(seconds):
            while page.total is None or page.loading:
                if failures:
                    raise RuntimeError(f"{page.title}: {failures[-1]}")
                changed.clear()
                await changed.wait()
    except TimeoutError:
        raise RuntimeError(f"{page.title}: nothing loaded within {seconds:g} s") from None
    finally:
        page.status_changed.disconnect(on_status)
        page.request_failed.disconnect(on_failure)


async def smoke_test(window: MainWindow, seconds: float = SMOKE_TEST_TIMEOUT) -> list[str]:
    """Load the first page of every view, then open an editor and close it again; return one
    line per step. Raises RuntimeError saying what failed."""
    report: list[str] = []
    for index in range(len(window.page_types)):
        window.show_page(index)
        page = window.current_page
        if page is None:
            raise RuntimeError("not signed in: no page could be shown")
        await wait_until_loaded(page, seconds)
        report.append(f"{page.title}: {page.total} in total")
    report.append(await open_and_close_an_editor(window, seconds))
    return report


async def open_and_close_an_editor(window: MainWindow, seconds: float) -> str:
    """Open the first order in its editor, wait until it shows the order, close it unchanged."""
    from storeadmin_gui.ui.editors import open_order_editor
    from storeadmin_gui.ui.pages import OrdersPage

    client = window.session.client
    orders = next(
        (i for i, page_type in enumerate(window.page_types) if issubclass(page_type, OrdersPage)),
        None,
    )
    if client is None or orders is None:
        raise RuntimeError("no orders view to open an editor from")
    window.show_page(orders)
    page = window.current_page
    order_id = page.model.key_at(0) if page is not None else None
    if order_id is None:
        raise RuntimeError("the orders view has no order to open")
    dialog = open_order_editor(window, client, int(str(order_id)))
    editor = dialog.editor
    loaded = asyncio.Event()
    editor.loaded.connect(loaded.set)
    try:
        async with asyncio.timeout(seconds):
            while not editor.has_loaded:
                await loaded.wait()
    except TimeoutError:
        failure = f"the editor of order {order_id} did not load in {seconds:g} s"
        raise RuntimeError(failure) from None
    finally:
        editor.loaded.disconnect(loaded.set)
    title = dialog.windowTitle().replace("[*]", "")
    dialog.done(0)  # nothing was changed, so it closes without asking
    if dialog.isVisible():
        raise RuntimeError(f"the editor of order {order_id} did not close")
    return f"Editor: opened and closed {title}"


def paint_now(window: QWidget) -> None:
    """Lay out and paint ``window`` at once. Not ``processEvents()``: called from a coroutine, it
    would step other asyncio tasks inside this one, which the loop refuses (and then hangs)."""
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents()  # layout requests and the like, no timers or sockets
    window.repaint()


async def report_first_rows(window: MainWindow) -> None:
    """For the start-up benchmark: print a mark once the first page's rows are on screen."""
    page = window.current_page
    if page is not None:
        await wait_until_loaded(page, SMOKE_TEST_TIMEOUT)
    paint_now(window)
    print(FIRST_ROWS_MARK, flush=True)


async def run(args: argparse.Namespace, qt_app: QApplication, demo: DemoStore) -> int:
    """Start, wait for the last window to close (or the smoke test to end), shut down in order."""
    from storeadmin_gui.ui import tasks

    store_admin = StoreAdmin(args, demo=demo)
    closed = asyncio.Event()
    qt_app.lastWindowClosed.connect(closed.set)
    with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
        for signal_number in (signal.SIGINT, signal.SIGTERM):  # Ctrl+C, kill: shut down in order
            asyncio.get_running_loop().add_signal_handler(signal_number, closed.set)
    store_admin.messages.install_excepthook()
    previous_reporter = tasks.set_exception_reporter(store_admin.messages.report_exception)
    try:
        try:
            await store_admin.start()
        finally:
            resume_garbage_collection()
        window = store_admin.window
        assert window is not None
        if args.report_first_rows:
            await report_first_rows(window)
            if not args.smoke_test:
                return 0
        if args.smoke_test:
            lines = await smoke_test(window)
            print("Smoke test passed:\n  " + "\n  ".join(lines), flush=True)
            return 0
        await closed.wait()
        return 0
    except Exception as error:
        if not args.smoke_test:
            raise
        print(f"Smoke test failed: {error}", file=sys.stderr, flush=True)
        log.exception("smoke test failed")
        return 1
    finally:
        await store_admin.shutdown()
        tasks.set_exception_reporter(previous_reporter)
        store_admin.messages.uninstall_excepthook()


# Qt messages that say nothing about the app (the offscreen platform cannot pass size hints on).
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints",)


def route_qt_messages() -> None:
    """Qt's own warnings go to the log like everything else (and so to stderr from WARNING up)."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, _context: QMessageLogContext, text: str) -> None:
        quiet = text.startswith(QUIET_QT_MESSAGES)
        qt_log.log(logging.DEBUG if quiet else levels.get(kind, logging.WARNING), "%s", text)

    qInstallMessageHandler(handler)


# Libraries that others import whenever they happen to be installed (development and test tools
# bring them in), though the app never uses them: httpcore imports trio (the app runs on asyncio
# only), httpx imports its command line's pygments and rich. Together about 90 ms of start-up.
UNUSED_OPTIONAL_IMPORTS = ("trio", "pygments", "rich")


def skip_unused_optional_imports() -> None:
    """Make those imports fail at once, as on a computer without them (a None entry in
    ``sys.modules`` does that); the importers treat them as optional. Pydantic's plugins too:
    the app has none, and looking for them reads every installed package's entry points."""
    for name in UNUSED_OPTIONAL_IMPORTS:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def drop_pyside_import_hook() -> None:
    """Give ``import`` back its plain form once PySide6 is imported.

    PySide6 replaces ``builtins.__import__`` (keeping the original as ``__orig_import__``) so that
    ``from __feature__ import snake_case`` can switch its API per module. In passing, it reads the
    source file of every module imported afterwards and searches it for "PySide6": some 0.2 ms a
    module, 100-150 ms for the embedded backend and the views, which import after Qt. The app
    selects no such feature, so it does without the hook. (Known PySide6 start-up cost, see
    napari issue 8584.)
    """
    original = getattr(builtins, "__orig_import__", None)
    if original is not None and builtins.__import__ is getattr(builtins, "__feature_import__", 0):
        builtins.__import__ = original


def pause_garbage_collection() -> None:
    """Start-up creates some 200,000 objects that live as long as the app (modules, models,
    routes) and almost no garbage (about 1,500 objects in cycles), so the cyclic collector would
    only scan them again and again: about 70 ms of start-up. ``run()`` resumes it once the app
    has started (connected, in demo mode)."""
    gc.disable()


def resume_garbage_collection() -> None:
    """Collector on again, with what start-up built set aside for good (``gc.freeze``): without
    that, the first collection would scan all 200,000 objects at once, a 150 ms pause of the
    window, to free a few hundred kilobytes."""
    gc.freeze()
    gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    pause_garbage_collection()
    args = parse_args(argv)
    skip_unused_optional_imports()
    log_file = configure_logging()
    log.info("%s %s starting (log: %s)", APP_NAME, __version__, log_file)
    demo = DemoStore(data_folder(args), fresh=args.fresh)
    if args.demo:
        # The api layer (and with it pydantic) is imported here, before the demo store's thread
        # starts importing FastAPI: two threads importing pydantic at once can meet its circular
        # imports half-done and fail ("partially initialized module 'pydantic.errors'").
        import storeadmin_gui.api  # noqa: F401

        demo.begin()

    # PySide6 before qasync: qasync picks the Qt binding already imported.
    from PySide6.QtWidgets import QApplication

    drop_pyside_import_hook()
    import qasync  # isort: skip

    from storeadmin_gui.ui.style import apply_style

    route_qt_messages()
    qt_app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(qt_app, QApplication)
    qt_app.setApplicationName(APP_ID)
    qt_app.setOrganizationName(APP_ID)
    qt_app.setApplicationDisplayName(APP_NAME)
    qt_app.setApplicationVersion(__version__)
    qt_app.setDesktopFileName(APP_ID)
    qt_app.setQuitOnLastWindowClosed(False)  # main() ends from lastWindowClosed, after shutdown
    apply_style(qt_app)
    with contextlib.suppress(KeyboardInterrupt):
        code: int = qasync.run(run(args, qt_app, demo))
        return code
    return 130
