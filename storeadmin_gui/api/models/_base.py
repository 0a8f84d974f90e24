"""Shared model bases and lenient field types.

Response models accept what real servers send: unknown fields are ignored, optional fields may be
missing, and PHP's habit of encoding an empty keyed collection as ``[]`` instead of ``{}`` is
accepted. Request models are strict about what the caller gives and send only what was set.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Annotated, Any, TypeVar, get_args, get_origin

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic.alias_generators import to_camel

V = TypeVar("V")

# Each model's validator is built when the model is first used, not when its module is imported:
# the app imports every model at start, and sign-in and the first page use a few of them.
DEFERRED = ConfigDict(defer_build=True)


def _keyed(value: Any) -> Any:
    """``[]`` (an empty PHP array) is an empty mapping; a list of entries keyed by nothing stays."""
    if isinstance(value, list) and not value:
        return {}
    return value


def _listed(value: Any) -> Any:
    """A collection sent as an object keyed by id or code is read as the list of its values."""
    if isinstance(value, Mapping):
        return list(value.values())
    return value


def _blank_to_none(value: Any) -> Any:
    return None if value == "" else value


Keyed = Annotated[dict[str, V], BeforeValidator(_keyed)]
Listed = Annotated[list[V], BeforeValidator(_listed)]
# "YYYY-MM-DDThh:mm:ss+0000" (the contract's form) and ISO 8601 both parse; "" reads as missing.
Timestamp = Annotated[datetime | None, BeforeValidator(_blank_to_none)]


class Link(BaseModel):
    model_config = ConfigDict(extra="ignore", **DEFERRED)
    href: str


def links_field() -> Any:
    """``_links`` (``{"self": {"href": ...}}``), empty when the server leaves it out."""
    return Field(default_factory=dict, alias="_links")


Links = Keyed[Link]


class SnakeResponse(BaseModel):
    """A response representation in snake_case (orders, users)."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True, frozen=True, **DEFERRED)


class CamelResponse(BaseModel):
    """A response in camelCase (variants, carts, lookups); Python attributes are snake_case."""

    model_config = ConfigDict(
        extra="ignore", populate_by_name=True, alias_generator=to_camel, frozen=True, **DEFERRED
    )


class SnakeRequest(BaseModel):
    """A request body in snake_case; unknown keyword arguments are a programming error."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, **DEFERRED)

    def to_json(self) -> dict[str, Any]:
        """The body to send: only the fields that were set, in the API's spelling."""
        return self.model_dump(mode="json", by_alias=True, exclude_unset=True)


class CamelRequest(SnakeRequest):
    """A request body in camelCase."""

    model_config = ConfigDict(
        extra="forbid", populate_by_name=True, alias_generator=to_camel, **DEFERRED
    )


def python_path(model: type[BaseModel], path: str) -> str:
    """A dotted path in the API's spelling (``"channelPricings.WEB.price"``) in the spelling of
    ``model``'s attributes (``"channel_pricings.WEB.price"``): map keys (channel codes, locales)
    stay as they are, field names of nested request models are translated too."""
    if not path:
        return path
    head, _, rest = path.partition(".")
    names = {field.alias or name: name for name, field in model.model_fields.items()}
    name = names.get(head, head)
    field = model.model_fields.get(name)
    if not rest or field is None:
        return name if not rest else f"{name}.{rest}"
    nested = _nested_model(field.annotation)
    if nested is None:
        return f"{name}.{rest}"
    keyed = _is_mapping(field.annotation)
    if keyed:  # "<key>.<field>..." of a dict of models
        key, _, inner = rest.partition(".")
        return f"{name}.{key}" + (f".{python_path(nested, inner)}" if inner else "")
    return f"{name}.{python_path(nested, rest)}"


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    """The request model inside ``annotation`` (itself, a dict's values, an Optional's)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for argument in get_args(annotation):
        found = _nested_model(argument)
        if found is not None:
            return found
    return None


def _is_mapping(annotation: Any) -> bool:
    origin = get_origin(annotation)
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        return True
    return any(_is_mapping(argument) for argument in get_args(annotation))
