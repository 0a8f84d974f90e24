"""How a kind recognises its servers: anonymous probes, and the record a kind registers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx

from storeadmin_gui.api.capabilities import ServerIdentity, ServerKind
from storeadmin_gui.api.errors import error_from_response

from .dialect import Dialect

__all__ = ["Kind", "Probe", "Recognise"]

# Answers that say nothing about the kind, only that the server cannot answer now.
_BUSY = frozenset({502, 503, 504})


class Probe:
    """Anonymous GETs for recognising a server, each path asked once however many kinds want
    its answer. ``get(path)`` answers the status and, for a redirect, where it points."""

    def __init__(self, send: Callable[[str], Awaitable[httpx.Response]]) -> None:
        self._send = send
        self._answers: dict[str, httpx.Response] = {}

    async def get(self, path: str) -> httpx.Response:
        answer = self._answers.get(path)
        if answer is None:
            answer = await self._send(path)
            if answer.status_code in _BUSY:
                raise error_from_response(answer)  # no kind can be told now: say so
            self._answers[path] = answer
        return answer


Recognise = Callable[[Probe], Awaitable[Dialect | None]]


@dataclass(frozen=True)
class Kind:
    """One kind of server: which it is, how its servers are recognised, and its dialect for a
    server known to be of it (None for an identity it cannot speak to, a version it lacks)."""

    kind: ServerKind
    recognise: Recognise
    known: Callable[[ServerIdentity], Dialect | None]

    def dialect(self, identity: ServerIdentity) -> Dialect | None:
        return self.known(identity) if identity.kind is self.kind else None
