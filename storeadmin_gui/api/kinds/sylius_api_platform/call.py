"""One request of the contract's, as the handlers of this kind see it, and their answers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from storeadmin_gui.api.kinds.dialect import Wire
from storeadmin_gui.api.lists import ListName

from .generations import Generation
from .hydra import Record, collection, envelope
from .lists import server_query
from .lookups import Lookups

__all__ = ["NO_CONTENT", "Answer", "Call", "Handler", "page_of"]

Answer = tuple[int, Any]  # the status and the JSON of the contract's answer (None: no body)
NO_CONTENT: Answer = (204, None)


@dataclass(frozen=True)
class Call:
    """The contract's request: its method, the keys its path names (decoded), its query and
    JSON body; with what a handler needs to carry it out (the wire, the connection's lookups,
    the store's generation)."""

    wire: Wire
    lookups: Lookups
    generation: Generation
    method: str
    keys: tuple[str, ...]
    params: Sequence[tuple[str, str | int]]
    body: Any

    def param(self, name: str) -> str | None:
        found = [str(value) for key, value in self.params if key == name]
        return found[-1] if found else None


Handler = Callable[[Call], Awaitable[Answer]]


async def page_of(
    call: Call,
    path: str,
    name: ListName | None,
    read: Callable[[list[Record]], Awaitable[list[Any]]],
    extra: Sequence[tuple[str, str | int]] = (),
) -> Answer:
    """One page of the collection at ``path`` as the contract's page of ``read``'s records."""
    params, page, limit = server_query(name, call.params)
    found, total = await collection(call.wire, path, [*params, *extra])
    if len(found) > limit:  # a collection the store does not page (1.x locales): all at once
        found = found if page == 1 else []
        return 200, envelope(await read(found), page=page, limit=max(total, 1), total=total)
    return 200, envelope(await read(found), page=page, limit=limit, total=total)
