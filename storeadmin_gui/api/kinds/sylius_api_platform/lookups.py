"""What the store's answers name only by IRI, learnt once per connection and kept: the codes
and names the GUI shows for them.

- options and their values (a variant names its option values by IRI; their option's name and
  their own name in every locale come from ``/product-options`` and each option's ``/values``);
- tax and shipping categories and channels (small lists, read whole);
- customers (an order names its customer by IRI), products (a catalogue row shows its product's
  name) and variants (an order item shows its variant's options and names), each read once;
- each order's token value by its id (an order is addressed by its token; the contract's
  callers know its id), learnt from every order read or listed.

Each question is asked once however many rows need its answer at the same time; a question that
failed is asked again the next time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Mapping
from typing import Any, Generic, TypeVar

from storeadmin_gui.api.errors import NotFound
from storeadmin_gui.api.kinds.dialect import Wire

from .generations import ADMIN
from .hydra import Record, each_member, entries, iri, key_of, read_json, translated

__all__ = ["Lookups"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _Once(Generic[K, V]):
    """Answers by key, each asked once (a failure is forgotten)."""

    def __init__(self) -> None:
        self._asked: dict[K, asyncio.Task[V]] = {}

    async def get(self, key: K, ask: Callable[[], Awaitable[V]]) -> V:
        task = self._asked.get(key)
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            task = asyncio.ensure_future(ask())
            self._asked[key] = task
        return await asyncio.shield(task)

    def forget(self, key: K) -> None:
        self._asked.pop(key, None)


class Lookups:
    """One connection's lookups (see the module docstring)."""

    def __init__(self) -> None:
        self._lists: _Once[str, dict[str, Record]] = _Once()
        self._records: _Once[str, Record | None] = _Once()
        self.order_tokens: dict[int, str] = {}

    async def keyed(self, wire: Wire, path: str) -> dict[str, Record]:
        """Every record of a small collection (``/tax-categories``...) by its code."""

        async def ask() -> dict[str, Record]:
            return {str(r.get("code")): r async for r in each_member(wire, ADMIN + path)}

        return await self._lists.get(path, ask)

    async def record(self, wire: Wire, reference: str) -> Record | None:
        """The record an IRI names (None when the store no longer has it), read once."""

        async def ask() -> Record | None:
            try:
                found = await read_json(wire, reference)
            except NotFound:
                return None
            return found if isinstance(found, dict) else None

        return await self._records.get(reference, ask)

    def forget(self, reference: str) -> None:
        """A record changed (a variant saved): read it again when next asked."""
        self._records.forget(reference)

    async def option_values(self, wire: Wire, wanted: set[str] | None = None) -> dict[str, Record]:
        """Every option value by its code: ``{"option": code, "option_name": ..., "value": ...,
        "translations": {locale: value}}``; asked again once when one of ``wanted`` is not
        among them (an option value added since)."""

        async def ask() -> dict[str, Record]:
            found: dict[str, Record] = {}
            async for option in each_member(wire, f"{ADMIN}/product-options"):
                code = str(option.get("code"))
                values = iri(f"{ADMIN}/product-options", code) + "/values"
                async for value in each_member(wire, values):
                    found[str(value.get("code"))] = {
                        "option": code,
                        "option_name": option.get("name") or translated(option, "name"),
                        "value": value.get("value") or translated(value, "value"),
                        "translations": {
                            locale: entry.get("value")
                            for locale, entry in entries(value.get("translations")).items()
                        },
                    }
            return found

        known = await self._lists.get("option_values", ask)
        if wanted and not wanted <= set(known):
            self._lists.forget("option_values")
            known = await self._lists.get("option_values", ask)
        return known

    async def customer(self, wire: Wire, reference: Any) -> Record | None:
        return await self.record(wire, reference) if isinstance(reference, str) else None

    def remember_order(self, order: Mapping[str, Any]) -> None:
        order_id, token = order.get("id"), order.get("tokenValue") or key_of(order.get("@id"))
        if isinstance(order_id, int) and isinstance(token, str):
            self.order_tokens[order_id] = token
