"""``create_app(generation)``: the stand-in as an ASGI app (Starlette), one request at a time.

The order of work is Symfony's kernel listeners': the router first (404, 405, a slash redirect),
then FOSRestBundle's body listener (a body that is not a JSON object or array: 400), then the
firewall (OAuth2), then the controller. Every request is logged in ``state.requests``.
"""

from __future__ import annotations

import base64
import json
from typing import Any
from urllib.parse import parse_qsl, quote

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route as StarletteRoute

from . import catalog, lookups, people, sales  # noqa: F401  (they register their handlers)
from .auth import OAuthFailure, authenticate, bearer, grant
from .calls import HANDLERS, Call, Reply, error
from .generations import GENERATIONS
from .lists import HttpError, php_query
from .records import example_records
from .routing import Matched, NotAllowed, Redirect, Router
from .store import LoggedRequest, Record, SyliusState

TOKEN_PATH = "/api/oauth/v2/token"
_BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")


class BadBody(Exception):
    """FOSRestBundle's body listener refused the body ("Invalid json message received")."""


def _reject_constant(name: str) -> Any:
    raise ValueError(name)  # PHP's json_decode knows no NaN or Infinity


def decode_body(method: str, content_type: str, raw: bytes) -> Any:
    """The request's parameters as PHP and FOSRestBundle see them; None when there are none."""
    if method not in _BODY_METHODS or not raw:
        return None
    text = raw.decode("utf-8", errors="replace")
    if content_type.startswith("application/x-www-form-urlencoded"):
        return php_query(parse_qsl(text, keep_blank_values=True))
    if content_type and "json" not in content_type:
        return None  # no decoder for the format: the body is ignored
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except ValueError:
        raise BadBody(text) from None
    if not isinstance(data, dict | list):
        raise BadBody(text)
    return data


def _basic(headers: dict[str, str]) -> tuple[str, str] | None:
    value = headers.get("authorization", "")
    if not value.startswith("Basic "):
        return None
    user, _, password = base64.b64decode(value[6:]).decode(errors="replace").partition(":")
    return user, password


def _oauth_reply(failure: OAuthFailure) -> Reply:
    return Reply(failure.status, failure.body(), failure.headers())


def _token(
    state: SyliusState, method: str, query: dict[str, Any], body: Any, headers: dict[str, str]
) -> Reply:
    if method not in ("GET", "POST", "HEAD"):
        return Reply(405, error(405).body, {"Allow": "GET, POST"})
    params = (body if isinstance(body, dict) else {}) if method == "POST" else query
    try:
        tokens = grant(state, params, _basic(headers))
    except OAuthFailure as failure:
        return _oauth_reply(failure)
    return Reply(200, tokens, {"Cache-Control": "no-store", "Pragma": "no-cache"})


def dispatch(state: SyliusState, router: Router, request: Request, raw: bytes) -> tuple[Any, Reply]:
    """The logged body and the answer to one request."""
    method, path = request.method, request.url.path
    headers = {key.lower(): value for key, value in request.headers.items()}
    query = php_query(parse_qsl(request.url.query, keep_blank_values=True))
    body_error: Reply | None = None
    try:
        body = decode_body(method, headers.get("content-type", ""), raw)
    except BadBody as bad:
        body, body_error = str(bad), error(400)
    if path == TOKEN_PATH:
        return body, body_error or _token(state, method, query, body, headers)
    match = router.match(method, path)
    if isinstance(match, Redirect):
        target = f"{request.url.scheme}://{request.url.netloc}{quote(match.path)}"
        target += f"?{request.url.query}" if request.url.query else ""
        return body, Reply(301, None, {"Location": target})
    if isinstance(match, NotAllowed):
        return body, Reply(405, error(405).body, {"Allow": ", ".join(match.allow)})
    if not isinstance(match, Matched):
        return body, error(404)
    if body_error is not None:
        return body, body_error
    try:
        user = authenticate(state, bearer(headers, query))
    except OAuthFailure as failure:
        return body, _oauth_reply(failure)
    except PermissionError:
        return body, error(403)
    if match.route.handler is None:
        return body, Reply(501, {"code": 501, "message": "Not modelled by the stand-in"})
    params = body if isinstance(body, dict) else {str(i): v for i, v in enumerate(body or [])}
    call = Call(state, method, quote(path), match.params, query, params, user, match.route)
    try:
        return body, HANDLERS[match.route.handler](call)
    except HttpError as failure:
        return body, error(failure.status)


def _without_zero_fraction(value: Any) -> Any:
    """PHP's ``json_encode`` without PRESERVE_ZERO_FRACTION writes the float 30.0 as ``30``."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _without_zero_fraction(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [_without_zero_fraction(inner) for inner in value]
    return value


def _response(reply: Reply, zero_fraction: bool) -> Response:
    if reply.body is None:
        return Response(status_code=reply.status, headers=reply.headers)
    body = reply.body if zero_fraction else _without_zero_fraction(reply.body)
    content = json.dumps(body)  # non-ASCII as \u escapes, as PHP's json_encode writes them
    return Response(content, reply.status, reply.headers, media_type="application/json")


def create_app(generation: str, records: dict[str, list[Record]] | None = None) -> Starlette:
    """A stand-in Sylius of ``generation`` ("1.0-1.4", "1.5-1.9" or "1.10-1.12") serving
    ``records`` (by default the example store, copied); ``app.state.sylius`` is its state."""
    if generation not in GENERATIONS:
        raise ValueError(f"generation must be one of {sorted(GENERATIONS)}, not {generation!r}")
    state = SyliusState(
        GENERATIONS[generation], records if records is not None else example_records()
    )
    router = Router(state.generation)

    async def endpoint(request: Request) -> Response:
        raw = await request.body()
        body, reply = dispatch(state, router, request, raw)
        pairs = parse_qsl(request.url.query, keep_blank_values=True)
        headers = {key.lower(): value for key, value in request.headers.items()}
        state.requests.append(
            LoggedRequest(request.method, request.url.path, pairs, body, headers, reply.status)
        )
        return _response(reply, state.generation.json_zero_fraction)

    methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
    app = Starlette(routes=[StarletteRoute("/{path:path}", endpoint, methods=methods)])
    app.state.sylius = state
    return app
