"""The packing bench of one main window: its menu, the new-order watch of the connection shown,
the announcements, the print queue and the scanner, set up anew when the connection changes.

The main window makes one and asks it two things only: its menu, and whether closing the window
should leave the app running in the tray instead (``keeps_running``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from platformdirs import user_data_path
from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QMenu, QWidget

from storeadmin_gui import APP_ID
from storeadmin_gui.api import errors
from storeadmin_gui.ui.bench.announcer import Announcer
from storeadmin_gui.ui.bench.bench_settings import (
    BenchSettings,
    load_bench_settings,
    save_bench_settings,
)
from storeadmin_gui.ui.bench.lookup import find_code
from storeadmin_gui.ui.bench.new_orders import NewOrder, OrderWatcher
from storeadmin_gui.ui.bench.role_gate import BenchUse, refuse_actions, use_refusal
from storeadmin_gui.ui.bench.scanner import ScanFilter
from storeadmin_gui.ui.bench.shared_file import SharedFile, connection_key
from storeadmin_gui.ui.bench.sounds import Sound, sound
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.pages import PageKind
from storeadmin_gui.ui.pages.kinds import ORDERS
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.server_offers import known_capabilities
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.tasks import spawn

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.bench.labels_dialog import LabelsDialog
    from storeadmin_gui.ui.bench.pick_pack import PickPackDialog
    from storeadmin_gui.ui.bench.print_queue import PrintAgent
    from storeadmin_gui.ui.bench.print_queue_window import PrintQueueWindow
    from storeadmin_gui.ui.bench.settings_dialog import BenchSettingsDialog
    from storeadmin_gui.ui.bench.stock_count import StockCountDialog

__all__ = ["BenchHost", "PackingBench", "ScanTaker", "bench_folder"]

SCAN_KEY = "bench:scan"


@runtime_checkable
class ScanTaker(Protocol):
    """A window that uses a scan itself (pick and pack, stock count): True when it took it;
    ``typed_into`` is the widget the scanner typed into."""

    def take_scan(self, code: str, typed_into: QWidget | None = None) -> bool: ...


class BenchHost(Protocol):
    """What the bench needs of the main window it serves."""

    session: Session
    messages: MessageChannel
    settings: QSettings
    navigation: QListWidget
    page_kinds: list[PageKind]

    def index_of(self, key: str) -> int | None: ...
    def show_page(self, index: int) -> None: ...
    def window(self) -> QWidget: ...


def bench_folder() -> Path:
    """Where the bench keeps what copies of the app share: the app's data folder."""
    return user_data_path(APP_ID, appauthor=False) / "bench"


class PackingBench(QObject):
    """See the module docstring. ``folder``: where shared state lives (the data folder's
    ``bench`` by default)."""

    def __init__(self, host: BenchHost, folder: Path | None = None) -> None:
        super().__init__(host.window())
        self.host = host
        self.window = host.window()
        self.folder = folder
        self.quitting = False
        self.watcher: OrderWatcher | None = None
        self.printing: PrintAgent | None = None
        self.refusal: str | None = None
        self.announcer = Announcer(host.messages, self._orders_entry, self.show_orders, self)
        self.menu = QMenu(tr("bench", "&Packing bench"), self.window)
        self.settings_action = self.menu.addAction(tr("bench", "Packing bench &settings…"))
        self.settings_action.setObjectName("benchSettings")
        self.settings_action.triggered.connect(self.open_settings)
        self.look_action = self.menu.addAction(tr("bench", "&Look for new orders now"))
        self.look_action.triggered.connect(self.look_now)
        self.queue_action = self.menu.addAction(tr("bench", "Print &queue…"))
        self.queue_action.setObjectName("printQueue")
        self.queue_action.triggered.connect(self.open_print_queue)
        self.pick_action = self.menu.addAction(tr("bench", "Pick and &pack…"))
        self.pick_action.setObjectName("pickPack")
        self.pick_action.triggered.connect(lambda: self.open_pick_pack(None))
        self.count_action = self.menu.addAction(tr("bench", "Stock &count…"))
        self.count_action.setObjectName("stockCount")
        self.count_action.triggered.connect(self.open_stock_count)
        self.labels_action = self.menu.addAction(tr("bench", "&Labels…"))
        self.labels_action.setObjectName("labels")
        self.labels_action.triggered.connect(self.open_labels)
        self.menu.setToolTipsVisible(True)  # an entry that is off says why
        self.menu.aboutToShow.connect(self._offer_entries)
        # Scans are listened for while the window is open (closed to the tray: not).
        self.scanner = ScanFilter(BenchSettings().scan_gap_ms, self, active=self.window.isVisible)
        self.scanner.scanned.connect(self.scanned)
        host.session.changed.connect(self.connection_changed)
        host.navigation.currentRowChanged.connect(self._navigated)
        self.connection_changed()

    # -- the connection ----------------------------------------------------------------------

    @property
    def client(self) -> StoreClient | None:
        return self.host.session.client

    @property
    def profile_name(self) -> str:
        profile = self.host.session.profile
        return profile.name if profile is not None else ""

    def state_folder(self) -> Path:
        return self.folder if self.folder is not None else bench_folder()

    def shared(self, what: str) -> SharedFile:
        """The file of ``what`` ("orders", "prints") of the connection shown."""
        client = self.client
        assert client is not None
        key = connection_key(client.base_url, client.username)
        return SharedFile(self.state_folder() / f"{key}-{what}.json")

    @property
    def settings(self) -> BenchSettings:
        return load_bench_settings(self.host.settings, self.profile_name)

    def apply(self, chosen: BenchSettings) -> None:
        """Keep ``chosen`` for this connection and work by it from now on."""
        save_bench_settings(self.host.settings, self.profile_name, chosen)
        self.connection_changed()

    def connection_changed(self) -> None:
        """Stop what ran for the previous connection; start what this one's settings ask."""
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher.deleteLater()
            self.watcher = None
        if self.printing is not None:
            self.printing.stop()
            self.printing.deleteLater()
            self.printing = None
        self.announcer.set_unseen(0)
        self.refusal = None
        client = self.client
        chosen = self.settings
        connected = client is not None
        for action in (
            self.settings_action,
            self.look_action,
            self.queue_action,
            self.pick_action,
            self.count_action,
            self.labels_action,
        ):
            action.setEnabled(connected)
        self.look_action.setEnabled(connected and chosen.announce)
        self.scanner.uninstall()
        if client is None:
            self.announcer.drop_tray()
            return
        refuse_actions((self.count_action, self.labels_action), None)
        if chosen.scanner:
            self.scanner.gap_ms = chosen.scan_gap_ms
            self.scanner.install()
        self.announcer.sound = chosen.sound
        if chosen.keep_in_tray or chosen.announce:
            self.announcer.ensure_tray(self.show_window, self.quit)
        if chosen.prints:
            from storeadmin_gui.ui.bench.print_queue import PrintAgent

            self.printing = PrintAgent(client, self.shared("prints"), chosen, self)
            self.printing.start()
        if chosen.announce:
            watcher = OrderWatcher(client, self.shared("orders"), chosen.interval_s, self)
            watcher.arrived.connect(self._arrived)
            watcher.unavailable.connect(self._unavailable)
            self.watcher = watcher
            watcher.start()

    def _offer_entries(self) -> None:
        """As the menu opens: the stock count and labels find each scanned variant by its
        code; where the server (or the role) cannot, their entries are off, saying why. What
        the server offers is known by then (the views asked at sign-in); until it is, they stay
        on and their windows say it."""
        client = self.client
        if client is None:
            return
        refusal = use_refusal(known_capabilities(client), BenchUse.FIND_VARIANTS)
        refuse_actions((self.count_action, self.labels_action), refusal)

    def _arrived(self, orders: Sequence[NewOrder]) -> None:
        self.announcer.announce(orders)
        if self.printing is not None:
            self.printing.add_orders(orders)

    def _unavailable(self, reason: str) -> None:
        self.refusal = reason
        self.host.messages.warning(reason, key="bench:watch")

    def look_now(self) -> None:
        if self.watcher is not None:
            self.watcher.look_now()

    # -- the window --------------------------------------------------------------------------

    def _orders_entry(self) -> tuple[QListWidgetItem, str] | None:
        """The Orders entry of the sidebar, and its title without a count."""
        index = self.host.index_of(ORDERS)
        if index is None:
            return None
        return self.host.navigation.item(index), self.host.page_kinds[index].title

    def _navigated(self, index: int) -> None:
        if index == self.host.index_of(ORDERS):
            self.announcer.seen()

    def show_orders(self) -> None:
        self.show_window()
        index = self.host.index_of(ORDERS)
        if index is not None:
            self.host.show_page(index)
            self.announcer.seen()

    def show_window(self) -> None:
        self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def quit(self) -> None:
        """Quit from the tray: the window closes for good."""
        self.quitting = True
        self.window.close()

    def keeps_running(self) -> bool:
        """Whether closing the window hides it instead, the app running on in the tray."""
        return (
            not self.quitting
            and self.client is not None
            and self.settings.keep_in_tray
            and self.announcer.uses_tray
        )

    # -- scans -------------------------------------------------------------------------------

    def scanned(self, code: str, typed_into: QObject | None) -> None:
        """A scan: the window it was made in uses it (pick and pack), else the variant or order
        with that code opens."""
        widget = typed_into if isinstance(typed_into, QWidget) else None
        window = widget.window() if widget is not None else self.window
        if isinstance(window, ScanTaker) and window.take_scan(code, widget):
            return
        spawn(self._use_code(code, window), owner=self)

    def _nothing_has(self, code: str) -> None:
        sound(Sound.WRONG_SCAN)
        self.host.messages.error(
            tr("bench", "Nothing in the store has the code {code}.").format(code=code),
            key=SCAN_KEY,
        )

    async def _use_code(self, code: str, window: QWidget) -> None:
        """In a cart's or order's editor: one more of that variant; elsewhere: open it."""
        from storeadmin_gui.ui import editors
        from storeadmin_gui.ui.bench.editor_scan import add_scanned, adding_editor, scan_refusal

        client = self.client
        if client is None:
            return
        editor = adding_editor(window)
        if editor is not None:
            refused = scan_refusal(editor)
            if refused is not None:  # said where the scan was made, nothing chosen or sent
                sound(Sound.WRONG_SCAN)
                editor.message_bar.show_message(refused)
                return
            if not await add_scanned(editor, code):
                self._nothing_has(code)
            return
        try:
            found = await find_code(client, code)
        except errors.NotOffered as refused:
            sound(Sound.WRONG_SCAN)
            self.host.messages.error(str(refused), key=SCAN_KEY)
            return
        if found is None:
            self._nothing_has(code)
            return
        self.host.messages.clear(SCAN_KEY)
        if found.product_code is not None:
            self.opened = editors.open_variant_editor(
                self.window, client, found.product_code, found.code
            )
        elif found.order_id is not None:
            self.opened = editors.open_order_editor(self.window, client, found.order_id)

    def open_pick_pack(self, order_id: int | None) -> PickPackDialog | None:
        from storeadmin_gui.ui.bench.pick_pack import PickPackDialog

        client = self.client
        if client is None:
            return None
        dialog = PickPackDialog(client, order_id, self.record_override, self.window)
        dialog.show()
        self.pick_pack = dialog
        return dialog

    def open_stock_count(self) -> StockCountDialog | None:
        from storeadmin_gui.ui.bench.stock_count import StockCountDialog

        client = self.client
        if client is None:
            return None
        dialog = StockCountDialog(client, self.window)
        dialog.show()
        self.stock_count = dialog
        return dialog

    def open_labels(self) -> LabelsDialog | None:
        from storeadmin_gui.ui.bench.labels_dialog import LabelsDialog

        client = self.client
        if client is None:
            return None
        dialog = LabelsDialog(client, self.window)
        dialog.show()
        self.labels_dialog = dialog
        return dialog

    def record_override(self, number: str, reason: str, unmatched: str) -> None:
        """An order shipped although its parcel did not match: kept with the bench's records."""
        with self.shared("overrides").changing() as state:
            state.setdefault("shipped", []).append(
                {"order": number, "reason": reason, "unmatched": unmatched}
            )

    # -- windows of the bench ----------------------------------------------------------------

    def open_settings(self) -> BenchSettingsDialog | None:
        from storeadmin_gui.ui.bench.settings_dialog import BenchSettingsDialog

        if self.client is None:
            return None
        dialog = BenchSettingsDialog(self.settings, self.refusal, self.window)
        dialog.chosen.connect(self.apply)
        dialog.show()
        self.settings_dialog = dialog
        return dialog

    def open_print_queue(self) -> PrintQueueWindow | None:
        from storeadmin_gui.ui.bench.print_queue_window import PrintQueueWindow

        if self.client is None:
            return None
        window = PrintQueueWindow(self.shared("prints"), self.printing, self.window)
        window.show()
        self.queue_window = window
        return window
