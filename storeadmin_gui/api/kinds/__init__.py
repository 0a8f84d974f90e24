"""The kinds of server the client speaks to, one module (or package) each, and how a server is
recognised at sign-in.

A kind is a :class:`Kind`: the :class:`~storeadmin_gui.api.capabilities.ServerKind` it is, and
``recognise``, which asks the server a few anonymous questions (``ApiCore.probe``: a GET that
changes nothing, answered before any sign-in) and answers the kind's :class:`Dialect` for it, or
None when the server is not of this kind (or raises ``errors.NotSetUp`` for a server of this
kind that cannot be spoken to as it is set up: its API switched off). :data:`KINDS` lists them
in the order they are tried; a server no kind claims speaks the contract (the reference
server's dialect).

A saved connection remembers what its server was (``ServerIdentity``); the next sign-in asks
that kind first, with its own probes only, and the others only when it no longer answers as
that kind (a store upgraded from Sylius 1.9 to 1.12 is recognised as 1.12 by the same probes).

To add a kind: write its module here with a ``Dialect`` subclass (``kinds/dialect.py``) and a
``KIND``, and list it in :data:`KINDS` (docs/architecture.md, "Server kinds").
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import httpx

from storeadmin_gui.api.capabilities import ServerIdentity

from . import sylius_admin_api, sylius_api_platform
from .dialect import Dialect, reference_dialect
from .probe import Kind, Probe

__all__ = ["KINDS", "Kind", "Probe", "dialect_for", "recognise"]

KINDS: tuple[Kind, ...] = (sylius_admin_api.KIND, sylius_api_platform.KIND)


async def recognise(
    send: Callable[[str], Awaitable[httpx.Response]], remembered: ServerIdentity | None = None
) -> Dialect:
    """The dialect of the server ``send`` probes (``ApiCore.probe``); the ``remembered``
    identity's kind is asked first. Raises the client's errors when the server cannot be
    reached or is too busy to tell."""
    probe = Probe(send)
    ordered = sorted(KINDS, key=lambda kind: remembered is None or kind.kind != remembered.kind)
    for kind in ordered:
        dialect = await kind.recognise(probe)
        if dialect is not None:
            return dialect
    return reference_dialect()


def dialect_for(identity: ServerIdentity | None) -> Dialect:
    """The dialect of a server known to be ``identity`` (the contract's for None), asking
    nothing: for the app's own demo store, or a test's scripted server."""
    if identity is None:
        return reference_dialect()
    for kind in KINDS:
        dialect = kind.dialect(identity)
        if dialect is not None:
            return dialect
    return reference_dialect()
