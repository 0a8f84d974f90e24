"""What the signed-in staffer may do, as the server tells it (``GET /api/v1/me``, docs/api.md
section 12), so that a GUI shows each staffer only what its roles permit.

The server names each permission ``<area>.<action>``; here they are asked as ``may(Area.ORDERS,
Action.WRITE)``. A server that does not say (no ``/me``: a server of the contract alone, a Sylius
store) gives ``Permissions.unknown()``, which offers everything: the server still refuses what it
refuses (``errors.Forbidden``), as it always could.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["Action", "Area", "Permissions"]


class Area(enum.StrEnum):
    """What a permission is about, as the server names it."""

    VARIANTS = "variants"  # the variants of every product, their prices and stock
    LOOKUPS = "lookups"  # channels, locales, tax and shipping categories, products
    ORDERS = "orders"  # orders, their items and their steps (ship, pay, cancel)
    CARTS = "carts"
    USERS = "users"  # every user account (reading them, or managing them)
    STATISTICS = "statistics"
    CUSTOMERS = "customers"  # customers, their profiles and notes
    ACCOUNT = "account"  # one's own user record


class Action(enum.StrEnum):
    READ = "read"
    WRITE = "write"


@dataclass(frozen=True)
class Permissions:
    """The permissions the server granted; ``known`` False when it does not say."""

    granted: frozenset[str] = frozenset()
    known: bool = True

    @classmethod
    def unknown(cls) -> Permissions:
        return cls(frozenset(), known=False)

    def may(self, area: Area, action: Action = Action.READ) -> bool:
        """Whether the staffer may read (or write) ``area``; always True when not known."""
        return not self.known or f"{area.value}.{action.value}" in self.granted

    @property
    def manages_users(self) -> bool:
        """An administrator: edits other users, their roles, enables, disables and deletes."""
        return self.may(Area.USERS, Action.WRITE)
