"""The desktop app's running half: Qt, the window, the session and the demo store's client side.

``app.main()`` imports this module only once it knows a window is wanted and, in demo mode, once it
has started the demo store's process: Qt, the api layer and the window then load while the store
starts on the other core, and the store's own process (the same program) never loads any of them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

# PySide6 before qasync: qasync picks the Qt binding already imported.
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

import qasync  # isort: skip

from storeadmin_gui import APP_ID, APP_NAME, __version__
from storeadmin_gui.demo_process import Launch, data_folder
from storeadmin_gui.demo_store import DemoStore
from storeadmin_gui.files import owner_only
from storeadmin_gui.logs import configure_logging
from storeadmin_gui.probes import (
    SMOKE_TEST_TIMEOUT,
    WINDOW_SHOWN_MARK,
    paint_now,
    profile_from_stdin,
    report_first_rows,
    smoke_test,
    wait_until_loaded,
)
from storeadmin_gui.startup import (
    import_connection_libraries_meanwhile,
    resume_garbage_collection,
    route_qt_messages,
)
from storeadmin_gui.ui.i18n import chosen_language, install_language, tr
from storeadmin_gui.ui.shell.style import apply_style

if TYPE_CHECKING:
    from storeadmin_gui.api import Credentials, StoreClient
    from storeadmin_gui.ui.shell.main_window import MainWindow
    from storeadmin_gui.ui.shell.profiles import Profile, SecretStore
    from storeadmin_gui.ui.shell.session import ClientFactory, Session, SignInFailed

__all__ = ["StoreAdmin", "open_settings", "run", "start_gui"]

log = logging.getLogger(__name__)

WARM_UP_DELAY_SECONDS = 0.3
DEMO_MESSAGE_KEY = "demo"
DEMO_ACCOUNT_KEY = "demo-account"
REMEMBERED_SIGN_IN_KEY = "remembered-sign-in"
# How long the quit waits for the keyring to write what is queued (the last refresh token).
KEYRING_QUIT_WAIT = 10.0


def open_settings() -> QSettings:
    """The user's settings file (connections, views, window), readable by its owner alone."""
    settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, APP_ID, APP_ID)
    settings_file = Path(settings.fileName())
    settings_file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    owner_only(settings_file)  # QSettings writes it anew in place and keeps its mode
    return settings


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
        from storeadmin_gui.ui.shell.messages import MessageChannel
        from storeadmin_gui.ui.shell.profiles import ProfileStore, SecretStore
        from storeadmin_gui.ui.shell.session import Session, build_client

        self.args = args
        self.settings = settings if settings is not None else open_settings()
        self.messages = MessageChannel()
        self.profiles = ProfileStore(self.settings, secrets or SecretStore())
        self.demo = demo or DemoStore(data_folder(args.data_dir), fresh=args.fresh)
        make_client = client_factory or build_client

        def client_for(profile: Profile, auth: Credentials) -> StoreClient:
            # The demo store's first client signs in with the session the store opened for it.
            return make_client(profile, self.demo.hand_over_session(profile, auth))

        self.session: Session = Session(
            self.messages, client_factory=client_for, probe_interval=probe_interval
        )
        self.session.ask_to_sign_in_again = self.ask_to_sign_in_again
        # Kept for the next start: queued on the keyring's own thread, which writes it while
        # the sign-in goes on; the quit waits for it (shutdown()).
        self.session.refresh_token_changed.connect(self.profiles.keep_refresh_token)
        self.session.server_recognised.connect(self.profiles.keep_server)
        self.window: MainWindow | None = None
        self.connect_dialog: Any = None
        self._opening_demo: asyncio.Task[StoreClient] | None = None

    async def start(self) -> None:
        """Show the window, then land on data: the demo store's, the remembered connection's
        (signed in without the dialog), or the connect dialog's once the user signs in."""
        from storeadmin_gui.ui import tasks
        from storeadmin_gui.ui.shell.main_window import MainWindow

        # A start without an address signs in at once (the demo store, the remembered
        # connection): the welcome then waits until that fails (and is not made if it works).
        signing_in = self.args.demo or self.args.sign_in_from_stdin or not self.args.server
        window = MainWindow(self.session, self.messages, self.settings, signing_in=signing_in)
        window.connect_requested.connect(lambda: self.show_connect_dialog())
        window.demo_requested.connect(lambda: tasks.spawn(self._open_demo_reporting()))
        self.window = window
        window.show()
        if self.args.report_first_rows:
            paint_now(window)
            print(WINDOW_SHOWN_MARK, flush=True)
        if signing_in:
            window.import_landing_meanwhile()
        try:
            await self._land()
        finally:
            window.start_settled()

    async def _land(self) -> None:
        """Land on data: see start()."""
        from storeadmin_gui.ui import tasks

        window = self.window
        assert window is not None
        if self.args.sign_in_from_stdin:
            # What the connect dialog's Connect does, without the dialog (the start-up benchmark).
            await self.session.open(profile_from_stdin())
            return
        if not self.args.demo:
            remembered = None if self.args.server else await self._remembered_start()
            if remembered is None:
                self.show_connect_dialog(self.args.server or "")
            else:
                await self.open_remembered(remembered)
            return
        try:
            await self.open_demo()
        except Exception as error:
            if self.args.smoke_test:
                raise
            # A window that explains beats a crash: say why, and offer to connect elsewhere.
            log.exception("the demo store could not be opened")
            self.messages.error(
                tr("app", "The demo store could not be opened: {error}").format(error=error)
            )
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
        from storeadmin_gui.api import errors
        from storeadmin_gui.ui.shell.session import SignInFailed

        self.messages.info(tr("app", "Opening the demo store…"), key=DEMO_MESSAGE_KEY)
        try:
            self.demo.begin()
            url = self.demo.address  # known at once where the app bound the store's socket
            if url is None or self.demo.seeds:
                # Its sign-in is sent once the store is ready (a seed takes longer than a
                # request should wait); what that sign-in's client imports, meanwhile.
                import_connection_libraries_meanwhile()
                url = await self.demo.start()
            # Signs in with the session the store opened, while the store still starts: the
            # requests wait in its socket's backlog until it serves.
            profile = await self.demo.profile(url)
            try:
                return await self.demo.alongside(self._open_landing_first(profile))
            except SignInFailed as failure:
                if not isinstance(failure.cause, errors.Unauthorized | errors.Forbidden):
                    raise
            # The demo account was locked out in an earlier session: it is the demo store's own,
            # so it is put back as published rather than leaving demo mode unusable.
            await self.demo.restore_account()
            profile = await self.demo.profile(url, with_session=False)
            client = await self.session.open(profile)
            self.messages.warning(
                tr(
                    "app",
                    "The demo store's account {username} could not sign in (it had been "
                    "disabled, deleted or given another password), so Store Admin "
                    "restored it with its published password. The store's other data "
                    "are as they were.",
                ).format(username=profile.username),
                key=DEMO_ACCOUNT_KEY,
            )
            return client
        finally:
            self.messages.clear(DEMO_MESSAGE_KEY)

    async def _remembered_start(self) -> Profile | None:
        """The remembered connection to sign in with, if any (``ProfileStore.remembered_start``),
        saying so while the keyring is read: a locked keyring may first ask to be unlocked."""
        saved = self.profiles.remembered()
        if saved is None:
            return None
        self._say_signing_in(saved)
        remembered = await self.profiles.remembered_start(saved)
        if remembered is None:
            self.messages.clear(REMEMBERED_SIGN_IN_KEY)
        return remembered

    def _say_signing_in(self, profile: Profile) -> None:
        self.messages.info(
            tr("app", "Signing in to {address}…").format(address=profile.server_url),
            key=REMEMBERED_SIGN_IN_KEY,
        )

    async def open_remembered(self, profile: Profile) -> None:
        """Sign in with the remembered details of the last connection (its refresh token before
        its password); when they no longer work, the connect dialog asks, saying why."""
        from storeadmin_gui.ui.shell.session import SignInFailed

        self._say_signing_in(profile)
        try:
            await self.session.open(profile)
        except SignInFailed as failure:
            self.show_connect_dialog(failure=failure)
        finally:
            self.messages.clear(REMEMBERED_SIGN_IN_KEY)

    async def _open_landing_first(self, profile: Profile) -> StoreClient:
        """Sign in to the demo store and build the view it lands on meanwhile (dropped again if
        the sign-in fails): at a start, the store's process is still starting, and the sign-in's
        requests wait for it. (A running server answers within milliseconds: nothing to win.)"""
        window = self.window
        if window is None:
            return await self.session.open(profile)
        try:
            return await self.session.open(profile, while_signing_in=window.prepare_landing)
        except BaseException:
            window.forget_prepared()
            raise

    async def _open_demo_reporting(self) -> None:
        try:
            await self.open_demo()
        except Exception as error:  # explained in the window; the details go to the log
            log.exception("the demo store could not be opened")
            self.messages.error(
                tr("app", "The demo store could not be opened: {error}").format(error=error)
            )

    def show_connect_dialog(
        self, server_url: str = "", *, failure: SignInFailed | None = None
    ) -> None:
        """The connect dialog (raised if open); ``failure``: why the last sign-in did not work."""
        from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog

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
        if failure is not None:
            dialog.explain(failure)

    def _connect_dialog_closed(self, dialog: Any) -> None:
        if self.connect_dialog is dialog:
            self.connect_dialog = None
        dialog.deleteLater()
        if self.window is not None:  # keys go to the window again (F5, Ctrl+F, ...)
            self.window.activateWindow()

    async def ask_to_sign_in_again(self, profile: Profile, reason: str) -> bool:
        from PySide6.QtWidgets import QDialog

        from storeadmin_gui.ui.dialogs import run_dialog
        from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog

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
        try:
            async with asyncio.timeout(KEYRING_QUIT_WAIT):
                await self.profiles.secrets.written()
        except TimeoutError:
            log.warning("the keyring did not answer; the last sign-in may not be remembered")
        await self.demo.stop()
        if self.window is not None:
            self.window.deleteLater()
            self.window = None
        self.settings.sync()
        log.info("shut down")


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


def start_gui(args: argparse.Namespace, launched: Launch | None = None) -> int:
    """Log, build the Qt application in the user's language and style, run until it closes.
    ``launched``: the demo store's process, which ``app.main()`` started first (demo mode)."""
    demo = DemoStore(data_folder(args.data_dir), fresh=args.fresh, launched=launched)
    log_file = configure_logging()
    log.info("%s %s starting (log: %s)", APP_NAME, __version__, log_file)
    route_qt_messages()
    qt_app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(qt_app, QApplication)
    qt_app.setApplicationName(APP_ID)
    qt_app.setOrganizationName(APP_ID)
    qt_app.setApplicationDisplayName(APP_NAME)
    qt_app.setApplicationVersion(__version__)
    qt_app.setDesktopFileName(APP_ID)
    qt_app.setQuitOnLastWindowClosed(False)  # main() ends from lastWindowClosed, after shutdown
    settings = open_settings()
    install_language(chosen_language(settings))  # before any window: its words are fixed then
    apply_style(qt_app, settings)
    with contextlib.suppress(KeyboardInterrupt):
        code: int = qasync.run(run(args, qt_app, demo))
        return code
    return 130
