"""What opens a record's window, for a view that may not import the module that builds it.

The order editor shows the customer's profile, and the profile opens the customer's orders: the
profile cannot import the editors without an import cycle. So the editors register what opens an
order here as they are imported (``ui/editors/__init__.py``), and the profile asks for it by
kind. Every window that shows a profile (the order editor, the Customers view) imports the
editors first, so an opener is always there when one is asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from storeadmin_gui.api import StoreClient

__all__ = ["ORDER", "Opener"]


class Opener:
    """One kind of record's opener: ``register`` sets it, calling the opener opens a record."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._open: Callable[[QWidget | None, StoreClient, int], object] | None = None

    def register(self, open_record: Callable[[QWidget | None, StoreClient, int], object]) -> None:
        self._open = open_record

    @property
    def registered(self) -> bool:
        return self._open is not None

    def __call__(self, parent: QWidget | None, client: StoreClient, key: int) -> object:
        """Open the record ``key``'s window (its module must have registered)."""
        if self._open is None:
            missing = f"Nothing opens a {self.kind} yet: import the editors."  # i18n: not shown
            raise LookupError(missing)  # a programming error, for the log
        return self._open(parent, client, key)


ORDER = Opener("order")  # the order editor, registered by ``ui/editors``
