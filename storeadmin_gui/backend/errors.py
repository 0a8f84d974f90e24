"""Error answers of the store API, in the contract's shapes (docs/api.md sections 1-3).

- ``ApiError(status, body, headers)``: any non-2xx answer a route decides on; rendered verbatim.
- ``not_found(resource)`` 404, ``parent_not_found()`` 404, ``stale_version()`` 409,
  ``page_not_found()`` 404.
- ``busy()`` 503 with ``Retry-After``.
- ``FormErrors``: one validation form; ``raise_if_any()`` gives the 400 "Validation Failed" body
  whose ``children`` list every field of the form in form order.

The answers as sent, and the handlers that make them of FastAPI's own errors, are in
``error_handlers.py``: these classes are the storage's too, which imports no web framework.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

INVALID_VALUE = "This value is not valid."
NOT_BLANK = "This value should not be blank."


class ApiError(Exception):
    """An answer other than success, with the exact JSON body the contract prescribes."""

    def __init__(
        self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(status, body)
        self.status = status
        self.body = body
        self.headers = headers


def coded(status: int, message: str) -> ApiError:
    """The common ``{"code": status, "message": ...}`` body."""
    return ApiError(status, {"code": status, "message": message})


def not_found(resource: str) -> ApiError:
    return coded(404, f'The "{resource}" has not been found')


def parent_not_found() -> ApiError:
    return coded(404, "Requested page is invalid.")


def page_not_found() -> ApiError:
    return coded(404, "Page Not Found")


def stale_version() -> ApiError:
    return coded(409, "Operated entity was previously modified.")


def invalid_json() -> ApiError:
    return coded(400, "Invalid json message received")


def busy() -> ApiError:
    """Overload: no worker or hashing thread free in time (docs/api.md section 3)."""
    return ApiError(503, {"code": 503, "message": "Server busy."}, {"Retry-After": "2"})


def route_not_found(method: str, path: str) -> ApiError:
    return coded(404, f'No route found for "{method} {path}"')


class FormErrors:
    """Collects violations of one form (and its nested forms) to answer them all at once."""

    def __init__(self, fields: Sequence[str]) -> None:
        self._fields: list[str] = list(fields)
        self._form_errors: list[str] = []
        self._field_errors: dict[str, list[str]] = {}
        self._children: dict[str, FormErrors] = {}

    def add(self, field: str, message: str) -> None:
        if field not in self._fields:
            self._fields.append(field)
        self._field_errors.setdefault(field, []).append(message)

    def add_form_error(self, message: str) -> None:
        self._form_errors.append(message)

    def child(self, field: str, fields: Sequence[str]) -> FormErrors:
        """The nested form under ``field`` (created on first use, then the same object)."""
        if field not in self._fields:
            self._fields.append(field)
        if field not in self._children:
            self._children[field] = FormErrors(fields)
        return self._children[field]

    @property
    def has_errors(self) -> bool:
        return (
            bool(self._form_errors)
            or any(self._field_errors.values())
            or any(child.has_errors for child in self._children.values())
        )

    def body(self) -> dict[str, Any]:
        """The ``errors`` object: form-level ``errors`` only when any, ``children`` always."""
        children: dict[str, Any] = {}
        for field in self._fields:
            messages = list(self._field_errors.get(field, []))
            entry: dict[str, Any] = {}
            nested = self._children.get(field)
            if nested is not None:
                nested_body = nested.body()
                messages.extend(nested_body.get("errors", []))
                entry["children"] = nested_body["children"]
            children[field] = {"errors": messages, **entry} if messages else entry
        result: dict[str, Any] = {}
        if self._form_errors:
            result["errors"] = list(self._form_errors)
        result["children"] = children
        return result

    def raise_if_any(self) -> None:
        if self.has_errors:
            raise ApiError(
                400, {"code": 400, "message": "Validation Failed", "errors": self.body()}
            )


# JSON schemas of the error bodies (docs/api.md sections 2 and 3), for the OpenAPI document.
CODED_ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"code": {"type": "integer"}, "message": {"type": "string"}},
    "required": ["code", "message"],
}
_FORM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "errors": {"type": "array", "items": {"type": "string"}},
        "children": {
            "type": "object",
            "additionalProperties": {"$ref": "#/components/schemas/FormErrors"},
        },
    },
}
VALIDATION_FAILED_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "code": {"const": 400},
        "message": {
            "type": "string",
            "description": "Validation Failed, in the language Accept-Language asks for",
        },
        "errors": {
            "allOf": [{"$ref": "#/components/schemas/FormErrors"}],
            "required": ["children"],
        },
    },
    "required": ["code", "message", "errors"],
}
OAUTH_ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"error": {"type": "string"}, "error_description": {"type": "string"}},
    "required": ["error", "error_description"],
}
# Shared schemas the error responses refer to; the OpenAPI document lists them under components.
ERROR_COMPONENTS: dict[str, dict[str, Any]] = {"FormErrors": _FORM_SCHEMA}

_ERROR_SCHEMAS: dict[int, dict[str, Any]] = {
    # A 400 is a validation form, or a coded message (malformed JSON, unknown sorting field).
    400: {"anyOf": [VALIDATION_FAILED_SCHEMA, CODED_ERROR_SCHEMA]},
    401: OAUTH_ERROR_SCHEMA,
}
_DESCRIPTIONS: dict[int, str] = {
    400: "Validation failed or malformed request; the messages are in the language the "
    "Accept-Language header prefers (English, German, French or Dutch; English otherwise)",
    401: "Authentication required or token invalid",
    403: "Access denied",
    404: "Not found",
    409: "Stale or missing version",
    422: "Request understood but refused",
}


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` entries, with their exact body shapes, for a route's error statuses."""
    return {
        status: {
            "description": _DESCRIPTIONS.get(status, "Error"),
            "content": {
                "application/json": {"schema": _ERROR_SCHEMAS.get(status, CODED_ERROR_SCHEMA)}
            },
        }
        for status in statuses
    }


def oauth_error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """Responses of the token endpoint, whose errors are OAuth2's ``{error, error_description}``."""
    return {
        status: {
            "description": _DESCRIPTIONS.get(status, "Error"),
            "content": {"application/json": {"schema": OAUTH_ERROR_SCHEMA}},
        }
        for status in statuses
    }
