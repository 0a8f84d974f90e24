"""Telling the staffer of new orders: a desktop notification from the system tray where the
desktop has one, else a banner in the window; an optional beep; and a count beside Orders in the
sidebar until the Orders view is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QListWidgetItem, QMenu, QSystemTrayIcon

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.bench.new_orders import NewOrder
from storeadmin_gui.ui.bench.sounds import Sound, sound
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.shell.messages import Level, Message, MessageChannel
from storeadmin_gui.ui.shell.style import app_icon

__all__ = ["Announcer", "announcement"]

BANNER_KEY = "bench:new-orders"
NAMED_AT_MOST = 3  # orders named one by one in a notification; more are counted
TRAY_SHOWN_MS = 10_000


def announcement(orders: Sequence[NewOrder]) -> tuple[str, str]:
    """The notification's title and text for ``orders`` (oldest first)."""
    if len(orders) == 1:
        title = tr("bench", "New order #{number}").format(number=orders[0].number)
    else:
        title = tr("bench", "{orders} placed").format(orders=counted(len(orders), "order"))
    lines = []
    for order in orders[-NAMED_AT_MOST:]:
        known = order.total is not None and order.currency
        amount = formats.money(order.total or 0, order.currency or "") if known else ""
        line = (  # a single order's number is in the title already
            tr("bench", "{customer} {amount}")
            if len(orders) == 1
            else tr("bench", "#{number} {customer} {amount}")
        )
        lines.append(
            line.format(number=order.number, customer=order.customer, amount=amount).strip()
        )
    if len(orders) > NAMED_AT_MOST:
        more = QLocale().toString(len(orders) - NAMED_AT_MOST)
        lines.append(tr("bench", "and {count} more").format(count=more))
    return title, "\n".join(lines)


class Announcer(QObject):
    """Announces new orders and counts them on the Orders entry of the sidebar until seen."""

    def __init__(
        self,
        messages: MessageChannel,
        orders_entry: Callable[[], tuple[QListWidgetItem, str] | None],
        show_orders: Callable[[], None],
        parent: QObject | None = None,
        *,
        tray_available: Callable[[], bool] = QSystemTrayIcon.isSystemTrayAvailable,
    ) -> None:
        super().__init__(parent)
        self.messages = messages
        self.orders_entry = orders_entry
        self.show_orders = show_orders
        self.unseen = 0
        self.sound = False
        self.tray: QSystemTrayIcon | None = None
        self.tray_menu: QMenu | None = None
        self._tray_available = tray_available

    @property
    def uses_tray(self) -> bool:
        return self.tray is not None

    def ensure_tray(self, show_window: Callable[[], None], quit_app: Callable[[], None]) -> bool:
        """The tray icon (with Show and Quit) where the desktop has a tray; False where not."""
        if self.tray is not None:
            return True
        if not self._tray_available():
            return False
        tray = QSystemTrayIcon(app_icon(), self)
        tray.setToolTip(APP_NAME)
        menu = QMenu()
        menu.addAction(tr("bench", "Show {app}").format(app=APP_NAME)).triggered.connect(
            show_window
        )
        menu.addAction(tr("bench", "Quit")).triggered.connect(quit_app)
        tray.setContextMenu(menu)
        tray.messageClicked.connect(self.show_orders)
        tray.activated.connect(lambda _reason: show_window())
        tray.show()
        self.tray, self.tray_menu = tray, menu
        return True

    def drop_tray(self) -> None:
        if self.tray is not None:
            self.tray.hide()
            self.tray.deleteLater()
            self.tray = None

    def announce(self, orders: Sequence[NewOrder]) -> None:
        if not orders:
            return
        title, text = announcement(orders)
        if self.tray is not None:
            self.tray.showMessage(
                title, text, QSystemTrayIcon.MessageIcon.Information, TRAY_SHOWN_MS
            )
        else:
            self.messages.post(
                Message(
                    Level.INFO,
                    f"{title}: {text}".replace("\n", "; "),
                    BANNER_KEY,
                    tr("bench", "Show orders"),
                    self.show_orders,
                )
            )
        if self.sound:
            sound(Sound.NEW_ORDERS)
        self.set_unseen(self.unseen + len(orders))

    def set_unseen(self, count: int) -> None:
        """The count beside Orders in the sidebar (none at zero)."""
        self.unseen = count
        found = self.orders_entry()
        if found is None:
            return
        entry, base = found
        entry.setText(
            base if count == 0 else f"{base} ({QLocale().toString(count)})"  # i18n: not shown
        )
        entry.setToolTip(
            tr("bench", "{orders} placed since you last looked").format(
                orders=counted(count, "order")
            )
            if count
            else ""
        )

    def seen(self) -> None:
        """The Orders view was shown: the new orders have been seen."""
        self.messages.clear(BANNER_KEY)
        self.set_unseen(0)
