"""Success answers turned into models, with a clear ApiError when the body is not as promised."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, TypeVar

import httpx
import pydantic_core
from pydantic import BaseModel, TypeAdapter, ValidationError

from .errors import InvalidResponse
from .words import tr

M = TypeVar("M", bound=BaseModel)


def json_body(response: httpx.Response) -> Any:
    """The decoded JSON body; HTML, garbage or an empty body raise InvalidResponse."""
    what = _describe(response)
    if not response.content:
        raise InvalidResponse(
            tr("api.decode", "The server sent an empty answer to {request}.").format(request=what)
        )
    try:
        return pydantic_core.from_json(response.content)  # faster than json.loads
    except ValueError as error:
        content_type = response.headers.get("content-type", "no content type").split(";")[0]
        raise InvalidResponse(
            tr(
                "api.decode",
                "The server's answer to {request} could not be read: expected JSON, got "
                "{content_type}. Check the server address.",
            ).format(request=what, content_type=content_type)
        ) from error


def validate(model: type[M], data: Any, response: httpx.Response) -> M:
    """``data`` as ``model``; a wrong shape raises InvalidResponse naming the first bad field."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise _invalid(model, error, response, skip=0) from error


def validate_list(model: type[M], data: list[Any], response: httpx.Response) -> list[M]:
    """Every entry as ``model`` in one pass."""
    try:
        return _list_adapter(model).validate_python(data)
    except ValidationError as error:
        raise _invalid(model, error, response, skip=1) from error


@lru_cache(maxsize=64)
def _list_adapter(model: type[M]) -> TypeAdapter[list[M]]:
    return TypeAdapter(list[model])  # type: ignore[valid-type]


def _invalid(
    model: type[BaseModel], error: ValidationError, response: httpx.Response, *, skip: int
) -> InvalidResponse:
    """Names the first bad field (``skip`` drops the list index from its location)."""
    first = error.errors()[0]
    location = ".".join(str(part) for part in first["loc"][skip:]) or tr("api.decode", "the body")
    return InvalidResponse(
        tr(
            "api.decode", "The server's answer to {request} is not a valid {record}: {detail}."
        ).format(
            request=_describe(response),
            record=_label(model),
            detail=f"{location}: {first['msg']}",  # i18n: not shown translated, pydantic's words
        )
    )


def _describe(response: httpx.Response) -> str:
    request = response.request
    return f"{request.method} {request.url.path}"


def _label(model: type[BaseModel]) -> str:
    """``CartItem`` -> ``cart item``, for messages."""
    name = model.__name__
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
    return words
