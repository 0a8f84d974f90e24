"""Records turned into JSON-LD for one state: ``@context``, ``@id``, ``@type`` and the fields of
the resource's shape (``shapes.py``)."""

from __future__ import annotations

from typing import Any

from .iris import API
from .shapes import SHAPES
from .state import Record, StubState

# Sylius 1.13/1.14 leave null fields out of these answers (get_order_response.json,
# get_shipment_response.json, get_adjustments_for_a_given_order_response.json); 2.x keeps them
# (``skip_null_values: false`` in ApiBundle's config.yaml@2.0).
OMIT_NULLS_V1 = {"orders", "shipments", "adjustments"}


class Render:
    """Turns records into JSON-LD for one state (flavour, store, IRIs)."""

    def __init__(self, state: StubState) -> None:
        self.state = state
        self.store = state.store
        self.flavour = state.flavour
        self.iris = state.iris

    def iri(self, kind: str, record: Record, owner: Record | None = None, key: Any = None) -> str:
        owner = owner or {}
        parts = {
            "id": record.get("id"),
            "code": record.get("code") or owner.get("code"),
            "tokenValue": record.get("tokenValue"),
            "option": record.get("option"),
            "variant": owner.get("code"),
            "channelCode": key,
            "locale": key,
        }
        return self.iris.of(kind, **parts)

    def ref(self, kind: str, key: Any) -> str | None:
        if key is None:
            return None
        found = self.store.get(kind, key)
        fallback = {"id": key} if isinstance(key, int) else {"code": key}
        return self.iri(kind, found or fallback)

    def item(self, kind: str, record: Record, group: str) -> dict[str, Any]:
        body = {"@context": f"{API}/contexts/{SHAPES[kind][0]}"}
        body.update(self.member(kind, record, group))
        return body

    def member(self, kind: str, record: Record, group: str) -> dict[str, Any]:
        type_name, fields_of = SHAPES[kind]
        body = {"@id": self.iri(kind, record), "@type": type_name}
        body.update({name: get(record, self) for name, get in fields_of(self.flavour, group)})
        if not self.flavour.v2 and kind in OMIT_NULLS_V1:
            without: dict[str, Any] = _without_nulls(body)
            return without
        return body


def _without_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value
