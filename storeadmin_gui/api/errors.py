"""Every failure the client layer raises, as one tree the GUI can catch at the level it needs::

    ApiError                      anything that went wrong talking to the store server
    ├── HTTPStatusError           the server answered an error status (.status, .message, .response)
    │   ├── ValidationFailed      400: the request was refused; .field_errors maps field -> messages
    │   ├── Unauthorized          401, or a refused sign-in: credentials or token not accepted
    │   ├── Forbidden             403: signed in, but not allowed to do this
    │   ├── NotFound              404: the record (or page) does not exist (any more)
    │   ├── Conflict              409: someone changed the record since it was loaded
    │   ├── Unprocessable         422: the request was understood but cannot be carried out
    │   └── ServerError           5xx: the server failed
    ├── InvalidResponse           the server answered success, but not with what the API promises
    ├── NotOffered                nothing sent: this kind of server does not serve the operation
    ├── NotSetUp                  the store's own settings keep the client out (its API off...)
    └── ServerUnreachable         no answer at all (.outcome_unknown: the request may have arrived)
        ├── ConnectionFailed      refused, unreachable, reset, TLS failure
        └── Timeout               no answer in time

``str(error)`` is a readable sentence meant for shop staff, in their language (``words``); the
server's own message is used when it sends one. Code that waits for the server to come back
catches ``ServerUnreachable``, never its two kinds one by one. All HTTP error statuses are turned
into exceptions by ONE function, :func:`error_from_response`, so every caller sees the same
classes for the same answers. A refusal that lists its ``violations`` (a 422 of API Platform and
Symfony, ``[{"propertyPath": "channelPricings[WEB].price", "message": ...}]``) is a
``ValidationFailed`` whose fields are those paths, dotted (``channelPricings.WEB.price``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import httpx

from .words import noop, tr

__all__ = [
    "ApiError",
    "ClientClosed",
    "Conflict",
    "ConnectionFailed",
    "Forbidden",
    "HTTPStatusError",
    "InvalidResponse",
    "NotFound",
    "NotOffered",
    "NotSetUp",
    "ServerError",
    "ServerUnreachable",
    "Timeout",
    "Unauthorized",
    "Unprocessable",
    "ValidationFailed",
    "error_from_response",
]


class ApiError(Exception):
    """Base of every error the client layer raises; ``str()`` is meant to be shown to a user."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class HTTPStatusError(ApiError):
    """The server answered with an error status; ``response`` is kept for diagnostics."""

    default_message = noop("api.errors", "The server refused the request")

    def __init__(
        self, message: str, *, status: int, response: httpx.Response | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.response = response


class ValidationFailed(HTTPStatusError):
    """400: the server refused the data; ``field_errors`` lets an editor mark each field.

    Keys are dotted paths of the fields of the request model that was sent, spelled as its
    attributes (``"channel_pricings.WEB.price"`` for the wire's ``"channelPricings.WEB.price"``),
    so a caller never deals in wire keys; ``""`` holds the form-level messages.
    """

    default_message = noop("api.errors", "The server did not accept the data")

    def __init__(
        self,
        message: str,
        *,
        status: int = 400,
        response: httpx.Response | None = None,
        field_errors: Mapping[str, list[str]] | None = None,
    ) -> None:
        super().__init__(message, status=status, response=response)
        self.field_errors: dict[str, list[str]] = dict(field_errors or {})

    def __str__(self) -> str:
        details = [
            f"{field}: {_sentence(message)}" if field else _sentence(message)
            for field, messages in self.field_errors.items()
            for message in messages
        ]
        if not details or details == [self.message]:
            return self.message
        return " ".join([self.message, *details])


class Unauthorized(HTTPStatusError):
    default_message = noop(
        "api.errors", "You are not signed in, or your session has expired. Please sign in again"
    )


class Forbidden(HTTPStatusError):
    default_message = noop("api.errors", "Your account is not allowed to do this")


class NotFound(HTTPStatusError):
    default_message = noop("api.errors", "The record was not found; it may have been deleted")


class Conflict(HTTPStatusError):
    default_message = noop(
        "api.errors",
        "Someone else changed this record since it was loaded. Reload it and try again",
    )


class Unprocessable(HTTPStatusError):
    default_message = noop("api.errors", "The server cannot carry out this request")


class ServerError(HTTPStatusError):
    default_message = noop("api.errors", "The server failed to handle the request")


class InvalidResponse(ApiError):
    """A success status with a body the API does not promise (HTML, garbage, wrong shape)."""


class ClientClosed(ApiError):
    """Raised before anything is sent: the client was closed (the staffer signed out or switched
    servers), so work started for that connection ends here instead of reaching the network."""


class NotOffered(ApiError):
    """Raised before anything is sent: the server does not serve this operation (its
    ``Capabilities`` say so); ``feature`` names it, for the GUI to say why in its own words."""

    def __init__(self, feature: str, message: str | None = None) -> None:
        super().__init__(
            message
            or tr("api.errors", "The server does not offer {feature}.").format(
                feature=feature.replace("_", " ")
            )
        )
        self.feature = feature


class NotSetUp(ApiError):
    """The server is a store the client speaks to, but the store's own settings keep it out
    (its API is switched off, the account has no API access): ``str()`` says what the store's
    administrator must change. Raised at sign-in, by the kind that recognised the store."""


class ServerUnreachable(ApiError):
    """No answer at all: the server could not be reached, or did not answer in time.

    ``outcome_unknown`` is True when the request may have reached the server before the answer
    was lost (a dropped connection or a read timeout after sending): a write may then have been
    carried out, so it must be re-read, never sent again blindly. False when it certainly never
    left (no connection could be made). ``idempotency_key``: the key the write was sent with;
    to a server that honours keys, the same write sent again with it (``StoreClient.
    idempotency_key``) is carried out at most once, so it need not be re-read first.
    """

    def __init__(self, message: str, *, outcome_unknown: bool = False) -> None:
        super().__init__(message)
        self.outcome_unknown = outcome_unknown
        self.idempotency_key: str | None = None


class ConnectionFailed(ServerUnreachable):
    """Connection refused, host unknown, connection reset, TLS not trusted."""


class Timeout(ServerUnreachable):
    """The server did not answer within the configured time."""


_CLASS_BY_STATUS: dict[int, type[HTTPStatusError]] = {
    400: ValidationFailed,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    422: Unprocessable,
}

_BRACKETS = re.compile(r"\[([^\]]*)\]")  # ``a[b].c``: the step ``b``

# OAuth2 token endpoint errors (400 {"error": ...}) are sign-in failures, not form errors.
_OAUTH_ERRORS = {
    "invalid_request",
    "invalid_client",
    "invalid_grant",
    "unauthorized_client",
    "unsupported_grant_type",
    "access_denied",
}


def error_from_response(response: httpx.Response) -> HTTPStatusError:
    """The exception for an error answer: class by status, message the server's own when present."""
    status = response.status_code
    body = _json_object(response)
    server_message = _server_message(body)
    oauth_error = body.get("error") if isinstance(body.get("error"), str) else None

    cls: type[HTTPStatusError]
    if oauth_error in _OAUTH_ERRORS and status in (400, 401):
        cls = Unauthorized
    elif status >= 500:
        cls = ServerError
    else:
        cls = _CLASS_BY_STATUS.get(status, HTTPStatusError)

    if server_message:
        message = _sentence(server_message)
    elif status == 429:
        message = tr(
            "api.errors", "The server is busy. Please try again in a moment ({status})."
        ).format(status=_status_text(response))
    else:
        message = f"{tr('api.errors', cls.default_message)} ({_status_text(response)})."

    violations = _violations(body) if status == 422 else {}
    if violations:  # the list's sentences are its details: not said twice
        message = f"{tr('api.errors', ValidationFailed.default_message)}."
    if cls is ValidationFailed or violations:
        return ValidationFailed(
            message,
            status=status,
            response=response,
            field_errors=violations or _field_errors(body),
        )
    return cls(message, status=status, response=response)


def _json_object(response: httpx.Response) -> dict[str, Any]:
    """The body as a JSON object, or ``{}`` for an empty, HTML or otherwise unusable body."""
    try:
        body = json.loads(response.content) if response.content else {}
    except (ValueError, UnicodeDecodeError):
        return {}
    return body if isinstance(body, dict) else {}


def _server_message(body: Mapping[str, Any]) -> str:
    """The human part of an error body: ``message``, ``error_description`` (OAuth), ``detail``
    (RFC 7807), or ``hydra:description`` (API Platform's JSON-LD)."""
    for key in ("error_description", "message", "hydra:description", "detail"):
        value = body.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def _violations(body: Mapping[str, Any]) -> dict[str, list[str]]:
    """``violations`` as ``{"channelPricings.WEB.price": [messages], "": [the whole record's]}``:
    a property path's ``[key]`` is one more dotted step."""
    found: dict[str, list[str]] = {}
    entries = body.get("violations")
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, Mapping) or not isinstance(entry.get("message"), str):
            continue
        path = entry.get("propertyPath")
        dotted = _BRACKETS.sub(r".\1", path).strip(".") if isinstance(path, str) else ""
        found.setdefault(dotted, []).append(entry["message"])
    return found


def _field_errors(body: Mapping[str, Any]) -> dict[str, list[str]]:
    """Flatten the nested form-error tree into ``{"a.b.c": [messages], "": [form-level]}``."""
    found: dict[str, list[str]] = {}

    def walk(node: Any, path: str) -> None:
        if not isinstance(node, Mapping):
            return
        messages = node.get("errors")
        if isinstance(messages, list):
            texts = [str(message) for message in messages if isinstance(message, str | int)]
            if texts:
                found.setdefault(path, []).extend(texts)
        children = node.get("children")
        if isinstance(children, Mapping):
            for name, child in children.items():
                walk(child, f"{path}.{name}" if path else str(name))
        elif isinstance(children, list):  # a server may send an empty form as a list
            for index, child in enumerate(children):
                walk(child, f"{path}.{index}" if path else str(index))

    walk(body.get("errors"), "")
    return found


def _sentence(text: str) -> str:
    """Capitalised, ending in a full stop, so messages read the same whoever wrote them."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else f"{text}."


def _status_text(response: httpx.Response) -> str:
    return f"{response.status_code} {response.reason_phrase}".strip()
