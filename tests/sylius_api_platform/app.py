"""The ASGI application: one catch-all route that walks a request through what Symfony and
API Platform do in turn (the API switch, routing, the JWT firewall, access control, reading,
deserializing, validating, writing) and logs it for the test.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route as StarletteRoute

from . import auth, dashboard, steps
from .errors import (
    BadRequest,
    Forbidden,
    HydraError,
    Invalid,
    NoRoute,
    NotFound,
    NotModelled,
    StubError,
    SymfonyError,
    Violation,
)
from .iris import API
from .listing import Collection, plain_json
from .records import example_records
from .render import Render
from .resources import Route, match, routes
from .state import FLAVOURS, RELEASES, Flavour, Record, Store, StubState
from .totals import order_adjustments
from .writes import Writer

METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]
KEY_FIELDS = ("tokenValue", "code", "id")


def create_app(
    flavour: str,
    records: dict[str, dict[Any, Record]] | None = None,
    api_enabled: bool = True,
    release: str | None = None,
) -> Starlette:
    """A stand-in Sylius admin API of ``flavour`` ("1.13-1.14" or "2.x") on a copy of
    ``records`` (the example records by default); ``release`` picks the documented differences
    within a flavour ("1.13" or "1.14", by default "1.14"; "2.0", "2.1" or "2.2", by default
    "2.0"; README.md says what differs). ``app.state.sylius`` is the test's handle: the records,
    the request log, the clock."""
    if flavour not in FLAVOURS:
        raise ValueError(f"unknown flavour {flavour!r}: one of {FLAVOURS}")
    release = release or RELEASES[flavour][-1 if flavour == "1.13-1.14" else 0]
    if release not in RELEASES[flavour]:
        raise ValueError(f"unknown release {release!r} of {flavour}: one of {RELEASES[flavour]}")
    data = copy.deepcopy(records if records is not None else example_records())
    state = StubState(Flavour(flavour, release), Store(data), api_enabled)
    declared = routes(state.flavour)

    async def endpoint(request: Request) -> Response:
        raw = await request.body()
        _log(state, request, raw)
        json_ld = _wants_json_ld(request.headers.get("accept", ""))
        try:
            status, body, headers = _handle(state, declared, request, raw, json_ld)
        except StubError as error:
            return _error_response(state, error, json_ld)
        if body is None:
            return Response(status_code=status, headers=headers)
        media = headers.pop("content-type", None) or _media(json_ld)
        return _json(status, body, media, headers)

    app = Starlette(routes=[StarletteRoute("/{path:path}", endpoint, methods=METHODS)])
    app.state.sylius = state
    return app


def _log(state: StubState, request: Request, raw: bytes) -> None:
    try:
        body: Any = json.loads(raw) if raw else None
    except ValueError:
        body = raw.decode(errors="replace")
    state.requests.append(
        {
            "method": request.method,
            "path": request.url.path,
            "query": list(request.query_params.multi_items()),
            "headers": {k.lower(): v for k, v in request.headers.items()},
            "body": body,
        }
    )


def _wants_json_ld(accept: str) -> bool:
    """API Platform's negotiation: JSON-LD unless the client asks for plain JSON only."""
    return not ("application/json" in accept and "application/ld+json" not in accept)


def _media(json_ld: bool) -> str:
    return "application/ld+json" if json_ld else "application/json"


def _hydra(body: Any) -> bool:
    return isinstance(body, dict) and "@context" in body


def _json(status: int, body: Any, media: str, headers: dict[str, str]) -> Response:
    content = json.dumps(body, ensure_ascii=False).encode()
    return Response(content, status, headers, media_type=f"{media}; charset=utf-8")


def _error_response(state: StubState, error: StubError, json_ld: bool) -> Response:
    body = error.body(state.flavour.error_style(json_ld))
    if isinstance(error, SymfonyError):
        media = "application/problem+json"
    elif isinstance(error, HydraError | Invalid) and json_ld and _hydra(body):
        media = "application/ld+json"
    else:
        media = "application/json"
    return _json(error.status, body, media, dict(error.headers))


def _handle(
    state: StubState, declared: list[Route], request: Request, raw: bytes, json_ld: bool
) -> tuple[int, Any, dict[str, str]]:
    path = request.url.path
    if not path.startswith(API + "/"):
        raise NoRoute(request.method, str(request.url))
    if not state.api_enabled:
        raise SymfonyError("Route not found", 404)  # KernelRequestEventSubscriber
    found = match(declared, request.method, path[len(API) :])
    if isinstance(found, list):
        raise NoRoute(request.method, str(request.url), found)
    route, params = found
    admin = None
    if not route.public:
        admin = auth.signed_in_admin(state, request.headers.get("authorization"))
        if auth.API_ACCESS not in admin["roles"]:
            raise Forbidden()
    action = Action(state, route, params, request, raw, json_ld, admin)
    answer: tuple[int, Any, dict[str, str]] = getattr(action, route.action)()
    return answer


class Action:
    """One matched request; a method per route action (``Route.action``)."""

    def __init__(
        self,
        state: StubState,
        route: Route,
        params: dict[str, str],
        request: Request,
        raw: bytes,
        json_ld: bool,
        admin: Record | None,
    ) -> None:
        self.state = state
        self.store = state.store
        self.render = Render(state)
        self.route = route
        self.params = params
        self.request = request
        self.raw = raw
        self.json_ld = json_ld
        self.admin = admin

    def _record(self, kind: str | None = None) -> Record:
        kind = kind or self.route.kind
        key = next(self.params[name] for name in KEY_FIELDS if name in self.params)
        found = self.store.get(kind, key)
        if found is None or found.get("option", "") != self.params.get(
            "option", found.get("option", "")
        ):
            raise NotFound()
        return found

    def _shown(self, kind: str, record: Record, group: str = "show") -> Any:
        body = self.render.item(kind, record, group)
        return body if self.json_ld else plain_json(body)

    def _body(self, accepted: tuple[str, ...]) -> Any:
        media = self.request.headers.get("content-type", "").split(";")[0].strip().lower()
        if not media:
            raise HydraError('The "Content-Type" header must exist.', 415)
        if media not in accepted:
            supported = '", "'.join(accepted)
            message = f'The content-type "{media}" is not supported. '
            raise HydraError(message + f'Supported MIME types are "{supported}".', 415)
        try:
            return json.loads(self.raw or b"{}")
        except ValueError:
            raise BadRequest("Syntax error") from None

    def _input(self) -> Any:
        return self._body(("application/ld+json", "application/json"))

    def token(self) -> tuple[int, Any, dict[str, str]]:
        content_type = self.request.headers.get("content-type", "")
        return (
            200,
            auth.log_in(self.state, content_type, self.raw),
            {"content-type": "application/json"},
        )

    def reset_request(self) -> tuple[int, Any, dict[str, str]]:
        body = self._input()
        if not isinstance(body, dict) or "email" not in body:
            message = "Request does not have the following required fields specified: email."
            if self.state.flavour.at_least("2.2"):
                raise HydraError(message, 422)
            raise _LegacyMissing(message)
        email = body["email"]
        violations = []
        if not email:
            violations.append(Violation("email", "Please enter an email."))
        elif not isinstance(email, str) or "@" not in email:
            violations.append(Violation("email", "This email is not valid."))
        if violations:
            raise Invalid(violations)
        admin = auth.find_admin(self.state, email)
        if admin is not None and admin["email"].lower() == email.lower():
            admin["passwordResetToken"] = f"reset-{admin['id']}-{int(self.state.now())}"
            admin["passwordRequestedAt"] = self.state.stamp()
        return 202, None, {}

    def list(self) -> tuple[int, Any, dict[str, str]]:
        kind = self.route.kind
        records = self.store.all(kind)
        parent_kind, field = self.route.parent
        if parent_kind:
            parent = self._record(parent_kind)
            key = parent.get("tokenValue") or parent.get("code")
            records = self.store.where(kind, **{field: key})
        assert self.route.listing is not None
        collection = Collection(self.render, kind, self.route.listing, self.request.url.path)
        pairs = list(self.request.query_params.multi_items())
        return 200, collection.answer(records, pairs, self.route.group, self.json_ld), {}

    def get(self) -> tuple[int, Any, dict[str, str]]:
        return 200, self._shown(self.route.kind, self._record(), self.route.group), {}

    def post(self) -> tuple[int, Any, dict[str, str]]:
        record = Writer(self.render, self.route.kind).apply(self._input(), None)
        key = (
            record.get("code", record["id"])
            if self.route.kind != "administrators"
            else record["id"]
        )
        self.store.records[self.route.kind][key] = record
        location = self.render.iri(self.route.kind, record)
        return 201, self._shown(self.route.kind, record), {"location": location}

    def put(self) -> tuple[int, Any, dict[str, str]]:
        old = self._record()
        record = Writer(self.render, self.route.kind).apply(self._input(), old)
        old.clear()
        old.update(record)  # the same dict stays in the records: a test's reference sees it
        return 200, self._shown(self.route.kind, old), {}

    def delete(self) -> tuple[int, Any, dict[str, str]]:
        record = self._record()
        kind = self.route.kind
        if kind == "product_variants" and self.store.where("order_items", variant=record["code"]):
            raise HydraError("Cannot delete, the product variant is in use.", 422)
        if kind == "administrators" and self.admin is not None and record["id"] == self.admin["id"]:
            raise HydraError("Cannot remove currently logged in user.", 422)
        table = self.store.records[kind]
        del table[next(k for k, v in table.items() if v is record)]
        return 204, None, {}

    def delete_user(self) -> tuple[int, Any, dict[str, str]]:
        customer = self._record()
        if customer.get("user") is None:
            raise NotFound()
        customer["user"] = None
        return 204, None, {}

    def cancel(self) -> tuple[int, Any, dict[str, str]]:
        order = self._record()
        steps.cancel(self.state, order)
        return 200, self._shown("orders", order), {}

    def complete(self) -> tuple[int, Any, dict[str, str]]:
        payment = self._record()
        steps.complete(self.state, payment)
        return 200, self._shown("payments", payment, "step"), {}

    def refund(self) -> tuple[int, Any, dict[str, str]]:
        payment = self._record()
        steps.refund(self.state, payment)
        return 200, self._shown("payments", payment, "step"), {}

    def ship(self) -> tuple[int, Any, dict[str, str]]:
        shipment = self._record()
        steps.ship(self.state, shipment, self._body(("application/merge-patch+json",)))
        return 202, None, {}

    def order_adjustments(self) -> tuple[int, Any, dict[str, str]]:
        order = self._record()
        found = order_adjustments(self.store, order, recursive=True)
        wanted = self.request.query_params.get("type")
        found = [a for a in found if wanted is None or a["type"] == wanted]
        members = [self.render.member("adjustments", a, "show") for a in found]
        v2 = self.state.flavour.v2
        body: dict[str, Any] = {
            "@context": f"{API}/contexts/{'Adjustment' if v2 else 'Order'}",
            "@id": self.request.url.path if v2 else f"{API}/admin/orders",
            "@type": "hydra:Collection",
        }
        body.update({"hydra:member": members, "hydra:totalItems": len(members)})
        return 200, body if self.json_ld else plain_json(members), {}

    def statistics(self) -> tuple[int, Any, dict[str, str]]:
        query = dict(self.request.query_params.items())
        answer = dashboard.statistics(self.state, query)
        return 200, answer, {"content-type": "application/json"}

    def not_modelled(self) -> tuple[int, Any, dict[str, str]]:
        method, path = self.request.method, self.request.url.path
        raise NotModelled(
            f"{method} {path} is declared by Sylius; this stand-in does not model it."
        )

    def not_found(self) -> tuple[int, Any, dict[str, str]]:
        raise NotFound()


class _LegacyMissing(StubError):
    """Sylius's CommandDenormalizer before 2.2: ``{"code": 400, "message": ...}``."""

    status = 400

    def body(self, style: Any) -> dict[str, Any]:
        return {"code": 400, "message": self.message}
