"""The channels a list's spec asks for: each channel's currency (prices and totals show it) and
whether it is open, read from the channels lookup once, and the channel filter built on it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import Channel
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets import LookupComboBox

__all__ = ["Channels"]


class Channels(QObject):
    """Channel code -> currency (:attr:`currencies`), the channels closed to prices
    (:attr:`closed`), filled once the lookup answers (``changed``); ``report`` hears of a
    failure the session must handle (no sign-in, no server)."""

    changed = Signal()

    def __init__(
        self, client: StoreClient, *, report: Callable[[object], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._report = report
        self._owner = parent
        self.currencies: dict[str, str] = {}
        self.closed: set[str] = set()
        self._box: LookupComboBox | None = None

    def filter_box(self, tooltip: str) -> LookupComboBox:
        """A channel box ("All channels" first) from the lookup, which fills the currencies too."""
        box = LookupComboBox(
            self._channels,
            label=lambda channel: (
                f"{channel.name} ({channel.code})" if channel.name else channel.code
            ),
            value=lambda channel: str(channel.code),
            any_text=tr("pages.channels", "All channels"),
            free_text_placeholder=tr("pages.channels", "Channel code"),
        )
        box.setToolTip(tooltip)
        box.setAccessibleName(tooltip)  # what it filters by, as the other filters say it
        box.load_failed.connect(self._report)
        self._box = box
        return box

    def load(self) -> None:
        """Read the lookup (through the channel box where the list has one)."""
        if self._box is not None:
            self._box.load()
        else:
            spawn(self._read_all(), owner=self._owner)

    def open_channels(self) -> list[str]:
        """The channels that take prices, by code."""
        return [code for code in sorted(self.currencies) if code not in self.closed]

    async def _read_all(self) -> None:
        """The lookup for the currencies alone; a server without it leaves them unknown."""
        try:
            async for _channel in self._channels():
                pass
        except errors.NotFound:
            return
        except errors.ClientClosed:
            raise  # the connection was closed: nobody waits for the lookup (ends quietly)
        except errors.ApiError as error:
            self._report(error)

    async def _channels(self) -> AsyncIterator[Channel]:
        async for channel in self._client.channels.iter_all(limit=100):
            if channel.base_currency:
                self.currencies[channel.code] = channel.base_currency
            if channel.enabled is False:
                self.closed.add(channel.code)
            yield channel
        if shiboken6.isValid(self):  # the box may outlive this part while its page is deleted
            self.changed.emit()
