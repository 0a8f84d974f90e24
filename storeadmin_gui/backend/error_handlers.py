"""The store API's error answers as sent, and FastAPI's own errors in the contract's shapes.

- ``install_error_handlers(app)``: unknown route 404, wrong method 405, FastAPI's own validation
  errors mapped to the contract's shapes (never FastAPI's default 422).
- ``error_response(error, accept_language)``: the answer as sent, its messages in the client's
  language (``messages.py``).

Apart from ``errors.py`` (the errors themselves), which the storage imports without FastAPI.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

from storeadmin_gui.backend.errors import (
    INVALID_VALUE,
    ApiError,
    FormErrors,
    coded,
    invalid_json,
    route_not_found,
)
from storeadmin_gui.backend.messages import localized, negotiate


def error_response(
    error: ApiError, accept_language: str | None, extra_headers: dict[str, str] | None = None
) -> JSONResponse:
    """``error``'s answer, its messages in the language ``accept_language`` prefers."""
    language = negotiate(accept_language)
    headers = {**(error.headers or {}), **(extra_headers or {}), "Vary": "Accept-Language"}
    body = localized(error.body, language)
    return JSONResponse(body, status_code=error.status, headers=headers)


def _language_of(request: Request) -> str | None:
    return request.headers.get("accept-language")


async def _api_error_handler(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc, _language_of(request))


async def _http_error_handler(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 404:
        error = route_not_found(request.method, request.url.path)
    elif exc.status_code == 405:
        error = coded(405, "Method Not Allowed")
    else:
        error = coded(exc.status_code, str(exc.detail))
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        headers["Allow"] = allowed_methods(request)
    return error_response(error, _language_of(request), headers)


_METHODS = ("DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT")


def allowed_methods(request: Request) -> str:
    """Every method served at the request's path (RFC 9110 ``Allow``), not just one route's.

    Starlette names only the methods of the first route whose path matched; here each method has
    its own route (inside included routers), so each method is tried against the whole table.
    """
    allowed = [
        method
        for method in _METHODS
        if any(
            route.matches({**request.scope, "method": method})[0] == Match.FULL
            for route in request.app.router.routes
        )
    ]
    return ", ".join(allowed)


async def _validation_error_handler(request: Request, exc: Exception) -> JSONResponse:
    """Routes parse their own input; FastAPI still rejects a path or query of the wrong type."""
    assert isinstance(exc, RequestValidationError)
    locations = {str(error.get("loc", ("",))[0]) for error in exc.errors()}
    if "path" in locations:
        error = route_not_found(request.method, request.url.path)
    elif "body" in locations:
        error = invalid_json()
    else:
        form = FormErrors([])
        for problem in exc.errors():
            loc = problem.get("loc", ())
            form.add(str(loc[-1]) if loc else "query", INVALID_VALUE)
        error = ApiError(400, {"code": 400, "message": "Validation Failed", "errors": form.body()})
    return error_response(error, _language_of(request))


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ApiError, _api_error_handler)
    app.add_exception_handler(StarletteHTTPException, _http_error_handler)
    app.add_exception_handler(RequestValidationError, _validation_error_handler)
