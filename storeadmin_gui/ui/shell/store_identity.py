"""Who sends the printed documents: the store's name, address, VAT number and logo, per connection.

Each connection has its own, saved in the settings beside the connection's profile (group
``storeIdentity/<profile name>``, forgotten with the profile) and edited in the Store details
dialog (``identity_dialog.py``), from the print window and from the connect dialog. The demo
store's connection starts with a demo identity, so its invoices look like a real shop's.

A print window is opened with a client only; which connection that client belongs to is told
once, when the main window takes it (``attach``), and looked up again with ``connection_of``.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field, fields
from pathlib import Path

from PySide6.QtCore import QSettings

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.shell.style import resources_folder

__all__ = [
    "Connection",
    "IdentityBook",
    "StoreIdentity",
    "attach",
    "connection_of",
    "demo_identity",
]

IDENTITY_GROUP = "storeIdentity"
DEMO_LOGO = "demo-logo.svg"  # in resources/


@dataclass(frozen=True)
class StoreIdentity:
    """The seller as invoices and packing slips name it; every part may be left blank."""

    name: str = ""
    address: str = ""  # its lines as printed, one per line
    vat_id: str = ""
    logo: str = ""  # an image file (PNG, SVG ...), shown at the top left

    @property
    def blank(self) -> bool:
        return not any(getattr(self, part.name).strip() for part in fields(self))

    def address_lines(self) -> list[str]:
        return [line.strip() for line in self.address.splitlines() if line.strip()]

    def logo_path(self) -> Path | None:
        """The logo file, when one is set and still there."""
        path = Path(self.logo).expanduser() if self.logo.strip() else None
        return path if path is not None and path.is_file() else None


def demo_identity() -> StoreIdentity:
    """The demo store's seller: a made-up shop in Zürich, where its customers live."""
    folder = resources_folder()
    return StoreIdentity(
        name="Northwind Goods AG",  # i18n: not shown translated, a shop's name
        address="Seefeldstrasse 88\n8008 Zürich\nSwitzerland",  # i18n: not shown translated, data
        vat_id="CHE-123.456.789 MWST",  # i18n: not shown translated, a number
        logo=str(folder / DEMO_LOGO) if folder is not None else "",
    )


class IdentityBook:
    """The identities of the connections, kept in ``settings`` by profile name."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def _group(self, profile_name: str) -> str:
        # QSettings reads slashes as groups; profile names are free text (as profiles.py does).
        return f"{IDENTITY_GROUP}/" + profile_name.replace("/", "∕").replace("\\", "∖")

    def load(self, profile_name: str, *, demo: bool = False) -> StoreIdentity:
        """The identity saved for the connection, else the demo one (``demo``) or a blank one."""
        group = self._group(profile_name)
        if not self._settings.contains(f"{group}/name"):
            return demo_identity() if demo else StoreIdentity()
        return StoreIdentity(
            **{
                part.name: str(self._settings.value(f"{group}/{part.name}", "") or "")
                for part in fields(StoreIdentity)
            }
        )

    def save(self, profile_name: str, identity: StoreIdentity) -> None:
        group = self._group(profile_name)
        for part in fields(StoreIdentity):
            self._settings.setValue(f"{group}/{part.name}", getattr(identity, part.name))
        self._settings.sync()

    def forget(self, profile_name: str) -> None:
        self._settings.remove(self._group(profile_name))


@dataclass
class Connection:
    """One connection as printing sees it: its profile's name, whether it is the demo store's,
    and the settings its identity is kept in (None: kept for this run only)."""

    profile_name: str
    demo: bool = False
    settings: QSettings | None = None
    kept: StoreIdentity | None = field(default=None, init=False, repr=False)  # without settings

    def identity(self) -> StoreIdentity:
        if self.settings is not None:
            return IdentityBook(self.settings).load(self.profile_name, demo=self.demo)
        if self.kept is not None:
            return self.kept
        return demo_identity() if self.demo else StoreIdentity()

    def save(self, identity: StoreIdentity) -> None:
        if self.settings is None:
            self.kept = identity
        else:
            IdentityBook(self.settings).save(self.profile_name, identity)


_connections: weakref.WeakKeyDictionary[StoreClient, Connection] = weakref.WeakKeyDictionary()


def attach(client: StoreClient, connection: Connection) -> None:
    """``client`` belongs to ``connection`` (the main window says so when it takes a client)."""
    _connections[client] = connection


def connection_of(client: StoreClient) -> Connection:
    """The connection ``client`` belongs to; one kept for this run only when no window said
    (a print window opened on a client of its own)."""
    connection = _connections.get(client)
    if connection is None:
        connection = _connections[client] = Connection("")
    return connection
