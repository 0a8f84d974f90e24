"""A small bounded cache, least recently used first out: the one kind every per-request cache of
the server is (paging statements and counts, made filters, encoded links, routes by path shape).

Reads take no lock: each look-up and each move to the end is one step of the ``OrderedDict``
under the GIL, and a key dropped by a writer between the two is simply a miss already answered.
Writes hold the lock, so that the bound holds however many database workers put at once. A hit
costs some 0.1 us, about twice a plain dict's: these are asked on every request.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from typing import Any


class LruCache:
    """At most ``capacity`` entries; keys carry whatever they depend on (e.g. a data version)."""

    def __init__(self, capacity: int) -> None:
        self._entries: OrderedDict[Hashable, Any] = OrderedDict()
        self._capacity = capacity
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: Hashable) -> Any:
        """The value kept for ``key`` (now the most recent), or None."""
        entries = self._entries
        value = entries.get(key)
        if value is not None:
            # Not ``contextlib.suppress``: a context manager would double a hit's cost.
            try:  # noqa: SIM105
                entries.move_to_end(key)
            except KeyError:  # dropped by a writer since: the value read is still the answer
                pass
        return value

    def get_many(self, keys: Sequence[Hashable]) -> list[Any]:
        """``get`` of each key (None where absent) in one call: what a page needs of the cache
        (its people, its variants) costs one call, not one per part."""
        entries = self._entries
        found = [entries.get(key) for key in keys]
        for key, value in zip(keys, found, strict=True):
            if value is not None:
                try:  # noqa: SIM105 (as in ``get``)
                    entries.move_to_end(key)
                except KeyError:
                    pass
        return found

    def put(self, key: Hashable, value: Any) -> None:
        self.put_many(((key, value),))

    def put_many(self, items: Iterable[tuple[Hashable, Any]]) -> None:
        """``put`` of each ``(key, value)``, under one hold of the lock."""
        with self._lock:
            entries = self._entries
            for key, value in items:
                entries[key] = value
                entries.move_to_end(key)
            while len(entries) > self._capacity:
                entries.popitem(last=False)
