"""The stand-in's state, which tests read and steer: ``app.state.sylius``.

``records`` holds plain dicts keyed by each resource's identifier (a code, an id or a token value);
references between records are keys too, never IRIs, so a test can compare a record field by field
before and after a save. ``requests`` logs every request as it arrived.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from .errors import ErrorStyle
from .iris import Iris

Record = dict[str, Any]

FLAVOURS = ("1.13-1.14", "2.x")
RELEASES = {"1.13-1.14": ("1.13", "1.14"), "2.x": ("2.0", "2.1", "2.2")}
TOKEN_TTL = 3600  # lexik_jwt_authentication.token_ttl's default, which Sylius keeps


@dataclass(frozen=True)
class Flavour:
    """One kind of store and the release within it whose differences are modelled."""

    name: str
    release: str

    @property
    def v2(self) -> bool:
        return self.name == "2.x"

    def at_least(self, release: str) -> bool:
        return tuple(map(int, self.release.split("."))) >= tuple(map(int, release.split(".")))

    def error_style(self, json_ld: bool) -> ErrorStyle:
        return ErrorStyle(json_ld=json_ld, rfc7807_members=self.at_least("2.2"))


class Store:
    """The records, with the few look-ups every handler needs."""

    def __init__(self, records: dict[str, dict[Any, Record]]) -> None:
        self.records = records

    def get(self, kind: str, key: Any) -> Record | None:
        table = self.records.get(kind, {})
        if key in table:
            return table[key]
        if isinstance(key, str) and key.isdigit():
            return table.get(int(key))
        return None

    def all(self, kind: str) -> list[Record]:
        return list(self.records.get(kind, {}).values())

    def where(self, kind: str, **match: Any) -> list[Record]:
        """The records of ``kind`` whose fields equal ``match``, in id order."""
        found = [r for r in self.all(kind) if all(r.get(k) == v for k, v in match.items())]
        return sorted(found, key=lambda r: r["id"])

    def next_id(self, kind: str) -> int:
        return max((r["id"] for r in self.all(kind)), default=0) + 1

    def max_nested_id(self, field_name: str) -> int:
        """The highest id among entries kept inside records (pricings, translations) by key."""
        ids = [
            entry["id"]
            for table in self.records.values()
            for record in table.values()
            if isinstance(record.get(field_name), dict)
            for entry in record[field_name].values()
            if isinstance(entry, dict) and "id" in entry
        ]
        return max(ids, default=0)


@dataclass
class StubState:
    """What ``app.state.sylius`` offers a test."""

    flavour: Flavour
    store: Store
    api_enabled: bool = True
    requests: list[dict[str, Any]] = field(default_factory=list)
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    token_ttl: int = TOKEN_TTL
    offset: float = 0.0

    @property
    def records(self) -> dict[str, dict[Any, Record]]:
        return self.store.records

    @property
    def iris(self) -> Iris:
        return Iris(self.flavour.name)

    def now(self) -> float:
        """The store's clock: real time moved by ``advance`` (token expiry, timestamps)."""
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def stamp(self) -> str:
        """A date as Sylius writes it (``Y-m-d H:i:s``, no zone)."""
        return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(self.now()))
