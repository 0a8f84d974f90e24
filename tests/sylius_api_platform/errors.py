"""The error answers of a Sylius API Platform store, as exceptions the handlers raise.

Each exception knows its status and renders the body the real store gives for it (see README.md,
"Error shapes"): API Platform's hydra errors and violation lists, LexikJWT's ``{code, message}``,
Symfony's problem document on routes API Platform does not own, and plain JSON where a Sylius
controller writes its own answer (2.x statistics).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Symfony constraint codes a client may meet (Symfony\Component\Validator\Constraints\*::*_ERROR).
NOT_BLANK = "c1051bb4-d103-4f74-8988-acbcafc7fdc3"
NOT_UNIQUE = "23bd9dbf-6b9b-41cd-a99e-4844bcf3077f"
TOO_LOW = "76454e69-502c-46c5-9643-f447d837c4d5"
NO_SUCH_CHOICE = "8e179f1b-97aa-4560-a02f-2a8b42e49df7"
INVALID_EMAIL = "bd79c0ab-ddba-46cc-a703-a7a4b08de310"
TOO_SHORT = "9ff3fdc4-b214-49db-8718-39c315e33d45"
INVALID_LOCALE = "a0af4293-1f1a-4a1c-a328-979cba6182a2"

PHP_TYPES = {str: "string", int: "integer", bool: "boolean", float: "double", type(None): "NULL"}

STATUS_TEXT = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    415: "Unsupported Media Type",
    422: "Unprocessable Content",
    500: "Internal Server Error",
    501: "Not Implemented",
}


def php_type(value: Any) -> str:
    """PHP's ``gettype()`` of a decoded JSON value, as API Platform's type errors name it."""
    return "array" if isinstance(value, list | dict) else PHP_TYPES.get(type(value), "object")


def wrong_type(name: str, expected: str, value: Any) -> StubError:
    return BadRequest(
        f'The type of the "{name}" attribute must be "{expected}", "{php_type(value)}" given.'
    )


class StubError(Exception):
    """An answer other than success; ``body(style)`` gives what the store writes."""

    status = 500
    headers: dict[str, str]

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status
        self.headers = {}

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        return style.error(self.status, self.message)


class HydraError(StubError):
    """What API Platform answers for an exception mapped to a status (``exception_to_status``)."""


class NotFound(HydraError):
    status = 404

    def __init__(self, message: str = "Not Found") -> None:
        super().__init__(message)


class BadRequest(HydraError):
    status = 400


class Forbidden(HydraError):
    status = 403

    def __init__(self) -> None:
        super().__init__("Access Denied.")


class SymfonyError(StubError):
    """An error Symfony renders before or outside API Platform (a problem document)."""

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        return {
            "type": "https://tools.ietf.org/html/rfc2616#section-10",
            "title": "An error occurred",
            "status": self.status,
            "detail": STATUS_TEXT.get(self.status, "Error"),
        }


class NoRoute(SymfonyError):
    """Symfony's router found no route (404) or none for the method (405, with ``Allow``)."""

    def __init__(self, method: str, url: str, allowed: list[str] | None = None) -> None:
        message = f'No route found for "{method} {url}"'
        if allowed:
            message += f": Method Not Allowed (Allow: {', '.join(allowed)})"
        super().__init__(message, 405 if allowed else 404)
        if allowed:
            self.headers["allow"] = ", ".join(allowed)


class NotModelled(StubError):
    """An operation Sylius declares that this stand-in does not model: never a fake answer."""

    status = 501

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        return {"code": 501, "message": self.message}


class JwtError(StubError):
    """LexikJWTAuthenticationBundle's answers: ``{"code": 401, "message": ...}``."""

    status = 401

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.headers["www-authenticate"] = "Bearer"

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        return {"code": 401, "message": self.message}


@dataclass
class Violation:
    property_path: str
    message: str
    code: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"propertyPath": self.property_path, "message": self.message, "code": self.code}


class Invalid(StubError):
    """A failed validation: 422 with the violation list."""

    status = 422

    def __init__(self, violations: list[Violation]) -> None:
        super().__init__("; ".join(v.message for v in violations))
        self.violations = violations

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        return style.violations(self.violations)


class PlainInvalid(Invalid):
    """Sylius 2.x's statistics controller writes its own 422: ``{status, violations}``."""

    def body(self, style: ErrorStyle) -> dict[str, Any]:
        found = [{"propertyPath": v.property_path, "message": v.message} for v in self.violations]
        return {"status": 422, "violations": found}


@dataclass
class ErrorStyle:
    """How one release and one answer format write hydra errors and violation lists."""

    json_ld: bool = True
    rfc7807_members: bool = False  # later 2.x adds @id, type, status, detail beside hydra:*
    extra: dict[str, Any] = field(default_factory=dict)

    def error(self, status: int, message: str) -> dict[str, Any]:
        if not self.json_ld:
            return {
                "type": "https://tools.ietf.org/html/rfc2616#section-10",
                "title": "An error occurred",
                "detail": message,
            }
        body: dict[str, Any] = {"@context": "/api/v2/contexts/Error"}
        if self.rfc7807_members:
            body["@id"] = f"/api/v2/errors/{status}"
        body["@type"] = "hydra:Error"
        if self.rfc7807_members:
            body.update(detail=message, status=status, type=f"/errors/{status}")
        body["hydra:title"] = "An error occurred"
        body["hydra:description"] = message
        return body

    def violations(self, violations: list[Violation]) -> dict[str, Any]:
        description = "\n".join(
            f"{v.property_path}: {v.message}" if v.property_path else v.message for v in violations
        )
        found = [v.as_json() for v in violations]
        if not self.json_ld:
            return {
                "type": "https://symfony.com/errors/validation",
                "title": "An error occurred",
                "detail": description,
                "violations": found,
            }
        body: dict[str, Any] = {
            "@context": "/api/v2/contexts/ConstraintViolationList",
            "@type": "ConstraintViolationList",
            "hydra:title": "An error occurred",
            "hydra:description": description,
            "violations": found,
        }
        return body
