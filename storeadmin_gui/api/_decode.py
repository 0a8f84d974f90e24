"""Success answers turned into models, with a clear ApiError when the body is not as promised."""

from __future__ import annotations

import json
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

from .errors import InvalidResponse

M = TypeVar("M", bound=BaseModel)


def json_body(response: httpx.Response) -> Any:
    """The decoded JSON body; HTML, garbage or an empty body raise InvalidResponse."""
    what = _describe(response)
    if not response.content:
        raise InvalidResponse(f"The server sent an empty answer to {what}.")
    try:
        return json.loads(response.content)
    except (ValueError, UnicodeDecodeError) as error:
        content_type = response.headers.get("content-type", "no content type").split(";")[0]
        raise InvalidResponse(
            f"The server's answer to {what} could not be read: expected JSON, got {content_type}. "
            "Check the server address."
        ) from error


def validate(model: type[M], data: Any, response: httpx.Response) -> M:
    """``data`` as ``model``; a wrong shape raises InvalidResponse naming the first bad field."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        location = ".".join(str(part) for part in first["loc"]) or "the body"
        raise InvalidResponse(
            f"The server's answer to {_describe(response)} is not a valid {_label(model)}: "
            f"{location}: {first['msg']}."
        ) from error


def _describe(response: httpx.Response) -> str:
    request = response.request
    return f"{request.method} {request.url.path}"


def _label(model: type[BaseModel]) -> str:
    """``CartItem`` -> ``cart item``, for messages."""
    name = model.__name__
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
    return words
