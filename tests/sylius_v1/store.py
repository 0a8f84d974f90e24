"""The stand-in's state: records as plain dicts, the request log, and the arithmetic Sylius keeps.

Records are what a test inspects: ``state.records["variants"]`` is a list of dicts shaped like the
Sylius entities (camelCase properties; references to other records by id, channel pricings keyed
by channel code as Sylius stores them). A test compares a record before and after a request to see
exactly what a save changed, and reads ``state.requests`` to see what a client sent.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .generations import Generation

Record = dict[str, Any]

# Ids a running stand-in hands out to the parts of records (translations, pricings, order items,
# units, adjustments) start here, above every hand-written id.
FIRST_PART_ID = 10_000

# JMS Serializer's default DateTime format (ISO 8601 with a colon-less offset).
DATE_FORMAT = "%Y-%m-%dT%H:%M:%S%z"


@dataclass
class LoggedRequest:
    """One request as the stand-in received it, and what it answered."""

    method: str
    path: str
    query: list[tuple[str, str]]
    body: Any  # the decoded JSON or form body; None when there was none
    headers: dict[str, str]
    status: int = 0


def hash_password(password: str) -> str:
    """A stored password (only the stand-in reads it back; Sylius never serialises it)."""
    return "sha256$" + hashlib.sha256(password.encode()).hexdigest()


@dataclass
class SyliusState:
    """Everything a stand-in holds; reachable from a test as ``app.state.sylius``."""

    generation: Generation
    records: dict[str, list[Record]]
    requests: list[LoggedRequest] = field(default_factory=list)
    # OAuth2 tokens by their string: {"user": admin id, "client": client id, "expiresAt": seconds}
    access_tokens: dict[str, Record] = field(default_factory=dict)
    refresh_tokens: dict[str, Record] = field(default_factory=dict)
    # Seconds since the epoch; a test may replace it to move time on (token expiry, dates).
    clock: Callable[[], float] = field(default=lambda: datetime.now(UTC).timestamp())
    _counters: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.records = copy.deepcopy(self.records)

    # -- lookups --------------------------------------------------------------------------------

    def all(self, kind: str) -> list[Record]:
        return self.records.setdefault(kind, [])

    def find(self, kind: str, **match: Any) -> Record | None:
        """The first record of ``kind`` whose fields equal ``match``, or None."""
        for record in self.all(kind):
            if all(record.get(key) == value for key, value in match.items()):
                return record
        return None

    def get(self, kind: str, record_id: int | None) -> Record | None:
        return None if record_id is None else self.find(kind, id=record_id)

    def variant(self, code: str) -> Record | None:
        """The variant with ``code`` (a test's shortcut)."""
        return self.find("variants", code=code)

    def expire_tokens(self, token: str | None = None, *, refresh: bool = False) -> None:
        """Make the access token ``token`` (every one when None) expired; with ``refresh`` the
        refresh tokens too, so signing in again needs the password."""
        now = self.clock()
        stores = [self.access_tokens, *([self.refresh_tokens] if refresh else [])]
        for store in stores:
            for key, entry in store.items():
                if token is None or key == token:
                    entry["expiresAt"] = now - 1

    # -- writes ---------------------------------------------------------------------------------

    def next_id(self, kind: str) -> int:
        """A fresh id: past the largest of ``kind``'s records, or of the parts' own sequence."""
        if kind not in self._counters:
            existing = [record["id"] for record in self.records.get(kind, [])]
            self._counters[kind] = max(existing, default=FIRST_PART_ID - 1)
        self._counters[kind] += 1
        return self._counters[kind]

    def now(self) -> str:
        return datetime.fromtimestamp(self.clock(), UTC).strftime(DATE_FORMAT)

    def default_locale(self) -> str:
        """The store's ``%locale%`` (the first locale); lists join translations in it."""
        return str(self.all("locales")[0]["code"])


def listed_in_locale(state: SyliusState, records: list[Record]) -> list[Record]:
    """The product and variant grids' repositories inner-join the translation in the store's
    locale: a record without one is never listed (it is still served by GET)."""
    locale = state.default_locale()
    return [record for record in records if locale in record["translations"]]


def translated(state: SyliusState, record: Record, path: str) -> Any:
    """A grid path on a translatable record: ``translation.name`` is the joined translation's."""
    if path == "translation.name":
        translation = record["translations"].get(state.default_locale())
        return None if translation is None else translation.get("name")
    return record.get(path)


# -- order arithmetic (what Sylius's order models recalculate and store) ---------------------------


def adjustments_total(adjustments: list[Record]) -> int:
    """Neutral adjustments (taxes included in a price) are shown but not added."""
    return sum(int(a["amount"]) for a in adjustments if not a.get("neutral", False))


def unit_total(item: Record, unit: Record) -> int:
    return int(item["unitPrice"]) + adjustments_total(unit.get("adjustments", []))


def item_totals(item: Record) -> dict[str, int]:
    units_total = sum(unit_total(item, unit) for unit in item.get("units", []))
    item_adjustments = adjustments_total(item.get("adjustments", []))
    return {
        "unitsTotal": units_total,
        "adjustmentsTotal": item_adjustments,
        "total": units_total + item_adjustments,
    }


def order_totals(order: Record) -> dict[str, int]:
    items_total = sum(item_totals(item)["total"] for item in order.get("items", []))
    own = adjustments_total(order.get("adjustments", []))
    return {"itemsTotal": items_total, "adjustmentsTotal": own, "total": items_total + own}


def set_quantity(state: SyliusState, item: Record, quantity: int) -> None:
    """OrderItemQuantityModifier: as many units as the quantity (a quantity below 1 is ignored)."""
    if quantity <= 0:
        return
    units = item.setdefault("units", [])
    while len(units) > quantity:
        units.pop()
    while len(units) < quantity:
        units.append({"id": state.next_id("orderItemUnits"), "adjustments": []})
    item["quantity"] = quantity
