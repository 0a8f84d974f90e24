"""A kind's dialect: how the client speaks to one kind of server, behind the same resources.

``StoreClient`` and its resources (``client.variants.update(...)``) keep one public surface for
every server. What differs between kinds of server (which operations exist, how a list's sorts
and filters are spelled, how a record reads, which method and body a save takes so that nothing
the staffer did not touch is cleared) is asked of the connection's :class:`Dialect`, recognised
at sign-in (``api/kinds/__init__.py``). The base class speaks the contract (docs/api.md) as the
reference server serves it: each hook answers ``None`` ("as the contract says"), and a kind
overrides only what it does otherwise.

A dialect never imports the client's core: it is handed a :class:`Wire` (the core, seen through
the few methods a dialect may use), so a kind is one module that plugs in.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Protocol, TypeVar

import httpx
from pydantic import BaseModel

from storeadmin_gui.api.auth import AuthSession, Credentials, TokenRequester
from storeadmin_gui.api.capabilities import (
    REFERENCE_WRITABLE,
    Capabilities,
    Feature,
    ServerIdentity,
    ServerKind,
    extension_for,
)
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.extensions import (
    Requester,
    ServerExtensions,
    probe_extension,
    probe_extensions,
)
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import OrderSummary
from storeadmin_gui.api.paging import Page
from storeadmin_gui.api.words import tr

__all__ = [
    "CriteriaValues",
    "Dialect",
    "ListQuery",
    "Params",
    "Send",
    "Sorting",
    "Wire",
    "Write",
]

M = TypeVar("M", bound=BaseModel)
ORDERS_PATH = "/api/v1/orders/"
Params = list[tuple[str, str | int]]
Sorting = Mapping[str, str]
CriteriaValues = Mapping[str, str | int | bool | date | None]


class Wire(Requester, Protocol):
    """What a dialect may ask of the client's core: requests with the connection's credentials,
    retries and error mapping, and a page read the usual way."""

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Sequence[tuple[str, str | int]] = ...,
        json: Any = ...,
        headers: Mapping[str, str] | None = ...,
        keyed: bool = ...,
    ) -> httpx.Response: ...

    async def get_json(self, path: str, params: Sequence[tuple[str, str | int]] = ...) -> Any: ...

    async def idempotency_keys_honoured(self) -> bool: ...

    async def get_page(
        self, path: str, model: type[M], params: Sequence[tuple[str, str | int]]
    ) -> Page[M]: ...


class Write(enum.StrEnum):
    """A save a resource makes."""

    VARIANT_CREATE = "variant_create"
    VARIANT_UPDATE = "variant_update"  # the change, with the version it was read at
    VARIANT_PATCH = "variant_patch"
    USER_CREATE = "user_create"
    USER_REPLACE = "user_replace"  # the whole form
    USER_PATCH = "user_patch"

    @property
    def method(self) -> str:
        """The contract's method for it."""
        action = self.value.split("_", 1)[1]
        return {"create": "POST", "update": "PUT", "replace": "PUT", "patch": "PATCH"}[action]

    @property
    def resource(self) -> str:
        """``variant`` or ``user``: the resource ``Capabilities.writable`` names."""
        return self.value.split("_", 1)[0]


@dataclass(frozen=True)
class Send:
    """How a kind sends a save: its method, and the body as a request model (whose attributes
    name the fields, so a refusal's fields are named as the caller's)."""

    method: str
    body: BaseModel


@dataclass(frozen=True)
class ListQuery:
    """A list's query in a kind's words; ``params=None``: no row can match (a filter names
    something the server does not have), so the empty page is answered without asking."""

    params: Params | None


class Dialect:
    """The contract, as the reference server speaks it; a kind subclasses what differs."""

    # Sent with every request to a server of this kind (an ``Accept`` it needs).
    headers: Mapping[str, str] = {}
    # The kind may honour ``Idempotency-Key`` (docs/api.md section 12): its writes carry one,
    # and the server is asked whether it does. A kind that never does is sent none.
    idempotency_keys: bool = True
    # The kind may say what the signed-in staffer may do (``GET /api/v1/me``).
    says_permissions: bool = True
    # What the kind offers must be asked of the server (the reference server's probes); False:
    # the kind knows it without a request (a Sylius generation's).
    asks_capabilities: bool = True

    def __init__(self, identity: ServerIdentity) -> None:
        self.identity = identity

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.identity.as_text()}>"

    # -- what the server offers ----------------------------------------------------------------

    async def capabilities(self, wire: Wire) -> Capabilities:
        """What the server offers; the reference server is asked which extensions it has and
        whether it honours Idempotency-Key."""
        extensions, keys = await asyncio.gather(
            self.extensions(wire), wire.idempotency_keys_honoured()
        )
        return Capabilities.reference(extensions, idempotency_keys=keys)

    async def offers(self, wire: Wire, feature: Feature) -> bool:
        """Whether the server has ``feature``, asking only that: the contract's features without
        a request, one of section 11 or 15 by its one probe; a kind that knows what it offers
        answers from it."""
        if not self.asks_capabilities:
            return feature in (await self.capabilities(wire)).features
        extension = extension_for(feature)
        return extension is None or await probe_extension(wire, extension)

    async def extensions(self, wire: Wire) -> ServerExtensions:
        """Which of docs/api.md section 11 the server offers."""
        return await probe_extensions(wire)

    def require(self, feature: Feature) -> None:
        """Raise ``NotOffered`` before sending when this kind of server never has ``feature``;
        the reference server is not asked again (its probe may be stale: it has the last
        word)."""

    def refuse_unwritable(self, write: Write, body: BaseModel, writable: frozenset[str]) -> None:
        """Raise ``NotOffered`` when ``body`` sets a field outside ``writable``: a form would
        refuse it, or worse, ignore it silently."""
        unwritable = sorted(set(body.model_fields_set) - writable - {"version"})
        if unwritable:
            feature = f"write_{write.resource}_{unwritable[0]}"  # i18n: not shown, a key
            raise NotOffered(
                feature,
                tr("api.kinds", "{server} does not let Store Admin change this: {fields}.").format(
                    server=self.identity.label,
                    fields=", ".join(name.replace("_", " ") for name in unwritable),
                ),
            )

    # -- signing in ----------------------------------------------------------------------------

    def session(self, credentials: Credentials, request_token: TokenRequester) -> AuthSession:
        """The live state of ``credentials`` on a server of this kind: the contract's OAuth2
        (``PasswordAuth``) or a static token. A kind that signs in otherwise (a JWT endpoint)
        answers its own session; the core asks again once the server is recognised."""
        return credentials.session(request_token)

    async def check_access(self, wire: Wire) -> None:
        """Read something every server of the kind serves, so an account without API access is
        told at sign-in. The contract's servers read one row of the orders list, as the Orders
        view reads it (its reader is then built for a start that lands there)."""
        await wire.get_page(ORDERS_PATH, OrderSummary, [("page", 1), ("limit", 1)])

    # -- requests ------------------------------------------------------------------------------

    async def exchange(
        self,
        wire: Wire,
        method: str,
        path: str,
        params: Sequence[tuple[str, str | int]],
        body: Any,
    ) -> httpx.Response | None:
        """The contract's request ``method path`` (with its query ``params`` and JSON ``body``)
        carried out in the server's own words, answered as the contract answers it; None: the
        server speaks the contract here, and the request is sent as it is. A kind whose API
        differs throughout (paths, identifiers, shapes) translates here, sending its own
        requests through ``wire`` (whose refusals are raised as the client's errors)."""
        return None

    # -- lists ---------------------------------------------------------------------------------

    async def list_query(
        self,
        wire: Wire,
        name: ListName | None,
        *,
        page: int,
        limit: int | None,
        sorting: Sorting | None,
        criteria: CriteriaValues | None,
    ) -> ListQuery | None:
        """The query of one page of the list ``name`` (None for a lookup); None: the contract's
        ``sorting[...]`` and ``criteria[...]`` (``resources/_collection.list_params``)."""
        return None

    # -- reads ---------------------------------------------------------------------------------

    def reader(self, model: type[BaseModel]) -> Callable[[Any], Any] | None:
        """How a record of ``model`` as this kind sends it becomes the contract's shape (the
        decoded JSON in, the contract's JSON out); None: it already is (read straight from the
        bytes)."""
        return None

    async def complete(self, wire: Wire, model: type[M], items: list[M]) -> list[M]:
        """A page's items with what the list leaves out and a view needs, asked elsewhere."""
        return items

    # -- writes --------------------------------------------------------------------------------

    def writable(self, resource: str) -> frozenset[str] | None:
        """The fields of ``resource`` a save may set (``Capabilities.writable``)."""
        return REFERENCE_WRITABLE.get(resource)

    def write(self, write: Write, body: BaseModel) -> Send:
        """The method and body of a save; a field the server's form does not take is refused
        before anything is sent."""
        writable = self.writable(write.resource)
        if writable is not None:
            self.refuse_unwritable(write, body, writable)
        return Send(write.method, body)


def reference_dialect() -> Dialect:
    """The contract's dialect (the default until a server is recognised)."""
    return Dialect(ServerIdentity(ServerKind.REFERENCE))
