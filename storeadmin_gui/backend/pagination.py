"""Pagination, sorting and filtering of every collection (docs/api.md section 4)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Final
from urllib.parse import urlencode

import orjson
from fastapi import Depends, Request

from storeadmin_gui.backend.errors import coded, page_not_found
from storeadmin_gui.backend.lru_cache import LruCache

DEFAULT_LIMIT: Final = 10
MAX_LIMIT: Final = 100
_POSITIVE = re.compile(r"^\+?\d{1,18}$", re.ASCII)
_SORTING_KEY = re.compile(r"^sorting\[([^\[\]]*)\](?:\[([^\[\]]*)\])?$")
_CRITERIA_KEY = re.compile(r"^criteria\[([^\[\]]*)\]$")
# Query shapes (a path and its query but the page and the limit) whose links are kept encoded.
LINK_SHAPES: Final = 256


def _positive_int(text: str) -> int:
    """A page number or size from the query; below 1 or not an integer: 404 (the real server's)."""
    text = text.strip()
    if not _POSITIVE.match(text):
        raise page_not_found()
    value = int(text)
    if value < 1:
        raise page_not_found()
    return value


@dataclass(frozen=True)
class PageParams:
    """The page the client asked for and the page size it will get (capped at ``MAX_LIMIT``)."""

    page: int
    limit: int


def page_params(request: Request) -> PageParams:
    """``page`` (default 1), ``limit`` (default 10); ``paginate`` is the size without ``limit``."""
    query = request.query_params
    page = _positive_int(query["page"]) if "page" in query else 1
    if "limit" in query:
        limit = _positive_int(query["limit"])
    elif "paginate" in query:
        limit = _positive_int(query["paginate"])
    else:
        limit = DEFAULT_LIMIT
    return PageParams(page=page, limit=min(limit, MAX_LIMIT))


PageDep = Annotated[PageParams, Depends(page_params)]


def clamp_page(page: int, limit: int, total: int) -> tuple[int, int, int]:
    """``(page, pages, offset)`` with a page beyond the last one moved onto the last one."""
    pages = max(1, -(-total // limit))
    page = min(page, pages)
    return page, pages, (page - 1) * limit


def parse_sorting(
    request: Request, allowed: Sequence[str], default: tuple[str, str]
) -> list[tuple[str, str]]:
    """``sorting[field]=asc|desc`` (or ``sorting[field][asc|desc]``) as ``[(field, direction)]``."""
    result: list[tuple[str, str]] = []
    for key, value in request.query_params.multi_items():
        match = _SORTING_KEY.match(key)
        if not match:
            continue
        field, nested = match.group(1), match.group(2)
        if field not in allowed:
            raise coded(400, f'Unknown sorting field "{field}".')
        direction = (nested if nested else value).strip().lower()
        if direction not in ("asc", "desc"):
            direction = "asc"
        if all(field != seen for seen, _ in result):
            result.append((field, direction))
    return result or [default]


def parse_criteria(request: Request, allowed: Sequence[str]) -> dict[str, str]:
    """``criteria[x]=value`` for allowed ``x`` with a non-blank value; unknown ones are ignored."""
    criteria: dict[str, str] = {}
    for key, value in request.query_params.multi_items():
        match = _CRITERIA_KEY.match(key)
        if match and match.group(1) in allowed and value.strip():
            criteria[match.group(1)] = value.strip()
    return criteria


_PAGE: Final = object()  # stands for the page number in an href's query (``_href_pairs``)
_LIMIT: Final = object()  # and for the limit


def _href_pairs(request: Request) -> list[tuple[str, Any]]:
    """The request's query pairs, in the client's order, with the (first) page and limit as
    ``_PAGE`` and ``_LIMIT``, added at the end when absent; later repeats of them dropped."""
    pairs: list[tuple[str, Any]] = []
    seen_page = seen_limit = False
    for key, value in request.query_params.multi_items():
        if key == "page":
            if not seen_page:
                pairs.append(("page", _PAGE))
            seen_page = True
        elif key == "limit":
            if not seen_limit:
                pairs.append(("limit", _LIMIT))
            seen_limit = True
        else:
            pairs.append((key, value))
    if not seen_page:
        pairs.append(("page", _PAGE))
    if not seen_limit:
        pairs.append(("limit", _LIMIT))
    return pairs


def page_href(request: Request, page: int, limit: int) -> str:
    """The request's path and query, in the client's order, with ``page`` and ``limit`` set."""
    numbers = {_PAGE: str(page), _LIMIT: str(limit)}
    pairs = [(key, numbers.get(value, value)) for key, value in _href_pairs(request)]
    return f"{request.url.path}?{urlencode(pairs, safe='[]')}"


class _EncodedLinks:
    """The paging links of one query shape, JSON-encoded once: each href is the bytes
    ``orjson.dumps(page_href(...))`` gives, put together from fixed pieces around the page
    and limit numbers (JSON escapes a string one character at a time, so the encoded pieces of
    a string are the pieces of the encoded string)."""

    __slots__ = ("_after", "_before", "_between", "_page_first")

    def __init__(self, request: Request) -> None:
        texts: list[str] = []
        markers: list[object] = []
        current = f"{request.url.path}?"
        for place, (key, value) in enumerate(_href_pairs(request)):
            current += "&" if place else ""
            if value is _PAGE or value is _LIMIT:
                texts.append(current + urlencode([(key, "")], safe="[]"))
                markers.append(value)
                current = ""
            else:
                current += urlencode([(key, value)], safe="[]")
        texts.append(current)
        before, between, after = (orjson.dumps(text)[1:-1] for text in texts)
        self._before, self._between, self._after = b'"' + before, between, after + b'"'
        self._page_first = markers[0] is _PAGE

    def href(self, page: int, limit: bytes) -> bytes:
        number = str(page).encode()
        if self._page_first:
            return b"".join((self._before, number, self._between, limit, self._after))
        return b"".join((self._before, limit, self._between, number, self._after))


_LINKS: Final = LruCache(LINK_SHAPES)


def _encoded_links(request: Request) -> _EncodedLinks:
    """The links of the request's query shape (kept for ``LINK_SHAPES`` shapes at most; a lost
    race only encodes a shape twice)."""
    shape = tuple(
        (key, "" if key in ("page", "limit") else value)
        for key, value in request.query_params.multi_items()
    )
    key = (request.url.path, shape)
    links: _EncodedLinks | None = _LINKS.get(key)
    if links is None:
        links = _EncodedLinks(request)
        _LINKS.put(key, links)
    return links


def encoded_envelope(
    request: Request, page: int, limit: int, total: int, items: Sequence[bytes]
) -> bytes:
    """``envelope`` of ``items`` already encoded, encoded: the very bytes ``orjson.dumps`` of
    ``envelope`` gives, without building and encoding its links anew for each page."""
    pages = max(1, -(-total // limit))
    links = _encoded_links(request)
    size = str(limit).encode()
    parts = [
        b'{"page":%d,"limit":%d,"pages":%d,"total":%d,"_links":{"self":{"href":'
        % (page, limit, pages, total),
        links.href(page, size),
        b'},"first":{"href":',
        links.href(1, size),
        b'},"last":{"href":',
        links.href(pages, size),
    ]
    if page < pages:
        parts += (b'},"next":{"href":', links.href(page + 1, size))
    if page > 1:
        parts += (b'},"previous":{"href":', links.href(page - 1, size))
    parts += (b'}},"_embedded":{"items":[', b",".join(items), b"]}}")
    return b"".join(parts)


def envelope(
    request: Request, page: int, limit: int, total: int, items: list[dict[str, Any]]
) -> dict[str, Any]:
    """The contract's collection envelope; ``page`` must already be clamped (``clamp_page``)."""
    pages = max(1, -(-total // limit))
    links: dict[str, dict[str, str]] = {
        "self": {"href": page_href(request, page, limit)},
        "first": {"href": page_href(request, 1, limit)},
        "last": {"href": page_href(request, pages, limit)},
    }
    if page < pages:
        links["next"] = {"href": page_href(request, page + 1, limit)}
    if page > 1:
        links["previous"] = {"href": page_href(request, page - 1, limit)}
    return {
        "page": page,
        "limit": limit,
        "pages": pages,
        "total": total,
        "_links": links,
        "_embedded": {"items": items},
    }
