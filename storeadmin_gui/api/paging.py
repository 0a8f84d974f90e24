"""``Page[T]``: one page of a collection as the pagination envelope reports it; walking them all.

A client never assumes its ask was honoured (docs/api.md section 4): the page number, page size and
page count are read from the envelope, and a walk stops at ``pages`` or when a server serves the
last page again for a page past the end.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Generic, TypeVar

import httpx
from pydantic import BaseModel, ValidationError
from pydantic_core import SchemaValidator, core_schema

from ._decode import json_body, validate_list
from .errors import InvalidResponse
from .words import tr

__all__ = ["Page", "PageFetcher", "parse_page", "prepare_reader", "read_page", "walk"]

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

PageFetcher = Callable[[int], Awaitable["Page[T]"]]


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page: ``items`` plus the envelope's ``page``, ``limit``, ``pages``, ``total``, ``links``.

    ``links`` maps a relation (``self``, ``first``, ``last``, ``next``, ``previous``) to its href.
    """

    items: list[T]
    page: int
    limit: int
    pages: int
    total: int
    links: dict[str, str] = field(default_factory=dict)
    _fetch: PageFetcher[T] | None = field(default=None, repr=False, compare=False)

    @property
    def has_next(self) -> bool:
        return self.page < self.pages

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    async def next_page(self) -> Page[T] | None:
        """The following page with the same query, or ``None`` on the last page."""
        if not self.has_next:
            return None
        return await self.fetch(self.page + 1)

    async def previous_page(self) -> Page[T] | None:
        """The page before with the same query, or ``None`` on the first page."""
        if not self.has_previous:
            return None
        return await self.fetch(self.page - 1)

    async def fetch(self, page: int) -> Page[T]:
        """Page number ``page`` of the same query (same limit, sorting and criteria)."""
        if self._fetch is None:
            raise RuntimeError("This page was not loaded from a server; it cannot fetch others.")
        return await self._fetch(page)


def _optional() -> core_schema.TypedDictField:
    """A counter of the envelope: whatever was sent (checked afterwards), None when absent."""
    return core_schema.typed_dict_field(
        core_schema.with_default_schema(core_schema.any_schema(), default=None), required=False
    )


@lru_cache(maxsize=64)
def _envelope_reader(model: type[M]) -> SchemaValidator:
    """The envelope as it is usually sent, its items read as ``model``, straight from pydantic's
    core schemas: a generic model (``Envelope[model]``) would cost a class and a schema built
    anew per model, at the first page of each list. ``_embedded.items`` is a list, or an object
    keyed by id (a PHP array with gaps), tried in that order; counters are checked afterwards,
    as parse_page does."""
    schema = model.__pydantic_core_schema__
    if not isinstance(schema, dict):  # its build was deferred to its first use
        model.model_rebuild()
        schema = model.__pydantic_core_schema__
    item, definitions = dict(schema), []
    if item["type"] == "definitions":  # the models it nests, by reference
        item, definitions = dict(item["schema"]), list(item["definitions"])
    reference = item.setdefault("ref", f"{model.__module__}.{model.__qualname__}:item")
    items = core_schema.definition_reference_schema(reference)
    embedded = core_schema.typed_dict_schema(
        {
            "items": core_schema.typed_dict_field(
                core_schema.union_schema(
                    [
                        core_schema.list_schema(items),
                        core_schema.dict_schema(core_schema.str_schema(), items),
                    ],
                    mode="left_to_right",
                )
            )
        },
        extra_behavior="ignore",
    )
    envelope = core_schema.typed_dict_schema(
        {
            "page": _optional(),
            "limit": _optional(),
            "pages": _optional(),
            "total": _optional(),
            "_links": _optional(),
            "_embedded": core_schema.typed_dict_field(embedded),
        },
        extra_behavior="ignore",
    )
    return SchemaValidator(core_schema.definitions_schema(envelope, [item, *definitions]))


def prepare_reader(model: type[BaseModel]) -> None:
    """Build what reads pages of ``model`` now rather than on the first such page (milliseconds):
    for a caller with time to spare before that page comes."""
    _envelope_reader(model)


def read_page(
    response: httpx.Response, model: type[M], fetch: PageFetcher[M] | None = None
) -> Page[M]:
    """The answer's envelope as a Page of ``model``, read straight from the bytes.

    Parsing and validating in one pass builds nothing for the fields ``model`` leaves out, so a
    summary model costs less than decoding the whole page. An answer that does not fit is read
    again the lenient way (``parse_page``), which either accepts it or says what is wrong.
    """
    try:
        envelope = _envelope_reader(model).validate_json(response.content)
    except ValidationError:
        return parse_page(json_body(response), model, response, fetch)
    items = envelope.pop("_embedded")["items"]
    counters = envelope  # page, limit, pages, total, _links
    return _paged(list(items.values()) if isinstance(items, dict) else items, counters, fetch)


def parse_page(
    body: Any, model: type[M], response: httpx.Response, fetch: PageFetcher[M] | None = None
) -> Page[M]:
    """The envelope in ``body`` as a Page of ``model``; missing counters are derived leniently."""
    if not isinstance(body, dict):
        raise InvalidResponse(
            tr("api.paging", "The server's answer to {request} is not a page of results.").format(
                request=f"{response.request.method} {response.request.url.path}"
            )
        )
    embedded = body.get("_embedded")
    raw_items = embedded.get("items") if isinstance(embedded, dict) else None
    if isinstance(raw_items, dict):  # a PHP array with gaps arrives as an object
        raw_items = list(raw_items.values())
    if not isinstance(raw_items, list):
        raise InvalidResponse(
            tr(
                "api.paging",
                "The server's answer to {request} has no list of items (_embedded.items).",
            ).format(request=f"{response.request.method} {response.request.url.path}")
        )
    return _paged(validate_list(model, raw_items, response), body, fetch)


def _paged(items: list[M], body: dict[str, Any], fetch: PageFetcher[M] | None) -> Page[M]:
    """A Page of ``items`` with the envelope's counters, missing or odd ones derived leniently."""
    page = _positive_int(body.get("page"), 1)
    limit = _positive_int(body.get("limit"), max(len(items), 1))
    total = _count(body.get("total"), len(items))
    pages = _positive_int(body.get("pages"), max(1, -(-total // limit)))
    return Page(
        items=items,
        page=page,
        limit=limit,
        pages=pages,
        total=total,
        links=_hrefs(body.get("_links")),
        _fetch=fetch,
    )


async def walk(fetch: PageFetcher[T]) -> AsyncIterator[T]:
    """Every item of every page, from page 1, following what each envelope reports."""
    page = await fetch(1)
    while True:
        for item in page.items:
            yield item
        if not page.has_next or not page.items:
            return
        following = await fetch(page.page + 1)
        if following.page <= page.page:  # the server served the same (last) page again
            return
        page = following


def _positive_int(value: Any, default: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return number if number >= 1 else default


def _count(value: Any, default: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return number if number >= 0 else default


def _hrefs(links: Any) -> dict[str, str]:
    if not isinstance(links, dict):
        return {}
    return {
        rel: link["href"]
        for rel, link in links.items()
        if isinstance(link, dict) and isinstance(link.get("href"), str)
    }
