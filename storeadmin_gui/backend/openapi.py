"""The OpenAPI document: FastAPI's, completed so that it tells the whole truth about each operation.

- success bodies: the schemas of ``openapi_schemas`` (routes answer plain dicts, so FastAPI alone
  would only say "an object");
- security: the OAuth2 password grant of ``/api/oauth/v2/token``, required by every /api/v1 route;
- no 422 "HTTPValidationError": FastAPI documents it for every route with parameters, but the
  error handlers turn such failures into the contract's 400 or 404 (docs/api.md section 3).
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from storeadmin_gui.backend.errors import ERROR_COMPONENTS
from storeadmin_gui.backend.openapi_schemas import COMPONENTS, SUCCESS_BODIES
from storeadmin_gui.backend.routing import declared_routes

TOKEN_URL = "/api/oauth/v2/token"
SECURITY_SCHEME = "oauth2"
_FASTAPI_VALIDATION_REF = "#/components/schemas/HTTPValidationError"


def _is_fastapi_validation_error(response: dict[str, Any]) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    return bool(schema.get("$ref") == _FASTAPI_VALIDATION_REF)


def complete_document(document: dict[str, Any]) -> dict[str, Any]:
    """Adds bodies, security and shared schemas; drops the 422 answers that are never sent."""
    components = document.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        schemas.pop(name, None)
    schemas.update(ERROR_COMPONENTS)
    schemas.update(COMPONENTS)
    components["securitySchemes"] = {
        SECURITY_SCHEME: {
            "type": "oauth2",
            "flows": {"password": {"tokenUrl": TOKEN_URL, "scopes": {}}},
        }
    }
    for path, operations in document.get("paths", {}).items():
        for operation in operations.values():
            responses: dict[str, Any] = operation.setdefault("responses", {})
            for status in [code for code, answer in responses.items() if code == "422"]:
                if _is_fastapi_validation_error(responses[status]):
                    del responses[status]
            body = SUCCESS_BODIES.get(operation.get("operationId", ""))
            if body is not None:
                for status in ("200", "201"):
                    if status in responses:
                        responses[status]["content"] = {"application/json": {"schema": body}}
            if path.startswith("/api/v1/"):
                operation["security"] = [{SECURITY_SCHEME: []}]
    return document


def install_openapi(app: FastAPI) -> None:
    """Serve the completed document at /openapi.json (built once, on first request)."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = complete_document(
                get_openapi(
                    title=app.title,
                    version=app.version,
                    openapi_version=app.openapi_version,
                    description=app.description,
                    routes=list(declared_routes(app.routes)),
                )
            )
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
