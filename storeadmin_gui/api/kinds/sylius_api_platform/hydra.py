"""Reading API Platform's JSON-LD: collections (``hydra:member``, ``hydra:totalItems``), IRIs,
dates; and the contract's page envelope built from them.

A reference is an IRI (``/api/v2/admin/channels/WEB``): its last segment is the record's key
(a code, an id or a token value), which is what the contract names it by. Dates come as
``Y-m-d H:i:s`` without a zone (the store's own time), read as such.
"""

from __future__ import annotations

import math
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote, unquote

from storeadmin_gui.api._decode import json_body
from storeadmin_gui.api.kinds.dialect import Wire

__all__ = [
    "Record",
    "collection",
    "each_member",
    "entries",
    "envelope",
    "iri",
    "key_of",
    "keys_of",
    "members",
    "moment",
    "read_json",
    "stamp_version",
    "total_of",
    "translated",
]

Record = dict[str, Any]
PAGE_SIZE = "itemsPerPage"
DEFAULT_LOCALE = "en_US"  # the locale a record is named in first, where it has it
DEFAULT_PAGE_SIZE = 30  # API Platform's, which Sylius keeps
WALK_PAGE = 100


def key_of(reference: Any) -> str | None:
    """The key an IRI ends with (``/api/v2/admin/channels/WEB`` -> ``WEB``); None for none."""
    if isinstance(reference, Mapping):
        reference = reference.get("@id")
    if not isinstance(reference, str) or not reference:
        return None
    return unquote(reference.rstrip("/").rsplit("/", 1)[-1])


def keys_of(references: Any) -> list[str]:
    """The keys of a list (or a PHP object) of IRIs."""
    if isinstance(references, Mapping):
        references = list(references.values())
    found = [key_of(reference) for reference in references or []]
    return [key for key in found if key is not None]


def iri(path: str, *keys: str | int) -> str:
    """``path`` with each key appended as an encoded segment."""
    return "/".join([path.rstrip("/"), *(quote(str(key), safe="") for key in keys)])


def members(body: Any) -> list[Record]:
    """A collection's members (a bare list too: the plain JSON format)."""
    found = body.get("hydra:member") if isinstance(body, Mapping) else body
    return (
        [member for member in found if isinstance(member, dict)] if isinstance(found, list) else []
    )


def total_of(body: Any) -> int:
    """A collection's ``hydra:totalItems`` (its length when it does not say)."""
    total = body.get("hydra:totalItems") if isinstance(body, Mapping) else None
    return total if isinstance(total, int) and total >= 0 else len(members(body))


async def read_json(wire: Wire, path: str, params: Sequence[tuple[str, str | int]] = ()) -> Any:
    """The decoded answer to a GET of the server's own ``path``."""
    return json_body(await wire.request("GET", path, params=params))


async def collection(
    wire: Wire, path: str, params: Sequence[tuple[str, str | int]]
) -> tuple[list[Record], int]:
    """One page of a collection: its members and its total."""
    body = await read_json(wire, path, params)
    return members(body), total_of(body)


async def each_member(
    wire: Wire, path: str, params: Sequence[tuple[str, str | int]] = ()
) -> AsyncIterator[Record]:
    """Every member of a collection, page after page."""
    page = 1
    while True:
        found, total = await collection(
            wire, path, [*params, ("page", page), (PAGE_SIZE, WALK_PAGE)]
        )
        for member in found:
            yield member
        if not found or page * WALK_PAGE >= total:
            return
        page += 1


def envelope(items: list[Any], *, page: int, limit: int | None, total: int) -> dict[str, Any]:
    """The contract's page (docs/api.md section 4) of ``items``."""
    size = limit or max(len(items), 1)
    return {
        "page": page,
        "limit": size,
        "pages": max(1, math.ceil(total / size)),
        "total": total,
        "_embedded": {"items": items},
    }


def moment(value: Any) -> str | None:
    """A Sylius date (``2024-01-05 10:00:00``) in ISO 8601 (``2024-01-05T10:00:00``)."""
    if not isinstance(value, str) or not value:
        return None
    return value.replace(" ", "T", 1)


def stamp_version(updated_at: Any) -> int | None:
    """A record's ``updatedAt`` as a number that grows with every save (seconds): what the
    client holds as its ``version`` where the store keeps none, to tell a record changed since
    it was read (docs/compatibility.md: the check is best-effort)."""
    text = moment(updated_at)
    if text is None:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    return int(when.replace(tzinfo=when.tzinfo or UTC).timestamp())


def entries(value: Any) -> dict[str, Record]:
    """A keyed collection (translations by locale, prices by channel) as a dict of its
    entries."""
    if not isinstance(value, Mapping):
        return {}
    return {str(key): entry for key, entry in value.items() if isinstance(entry, dict)}


def translated(record: Any, field: str) -> str | None:
    """``record``'s ``translations.<locale>.<field>``, the default locale's first."""
    found = entries(record.get("translations") if isinstance(record, Mapping) else None)
    for locale in (DEFAULT_LOCALE, *found):
        value = found.get(locale, {}).get(field)
        if value:
            return str(value)
    return None
