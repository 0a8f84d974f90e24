"""Lists: grid filtering and sorting, the resource controller's own index, paging and envelope.

Two kinds of list exist in the v1 admin API:

- a *grid* list (``grid:`` in the routing): only the filters the grid declares apply, every other
  ``criteria[...]`` key is ignored; ``sorting[field]`` names a grid field, and a field that is
  declared but not sortable is ignored, one that is not declared fails (generation flag);
- a *plain* list (no grid): ``criteria`` applies only where the route is ``filterable`` and
  ``sorting`` only where it is ``sortable``; then any entity property is accepted and an unknown
  one fails in Doctrine (500).

Paging is Pagerfanta's: ``limit`` (capped at the grid's largest limit, 50), ``page``; a page past
the last, or a limit below 1, answers 404. The envelope is Hateoas's PaginatedRepresentation.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from .store import Record, SyliusState


class HttpError(Exception):
    """Ends a request with a status (Symfony's HttpException, or an escaped exception: 500)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


Resolver = Callable[[SyliusState, Record, str], Any]


def direct(state: SyliusState, record: Record, path: str) -> Any:
    return record.get(path)


@dataclass(frozen=True)
class Filter:
    name: str
    kind: str  # string, boolean, date, entity, money
    paths: tuple[str, ...]
    inclusive_to: bool = False


@dataclass(frozen=True)
class Grid:
    """A grid of ``Resources/config/grids``: its fields (with their sort path, None when the
    field is not sortable), default sorting and filters."""

    name: str
    fields: dict[str, str | None]
    sorting: tuple[tuple[str, str], ...]
    filters: tuple[Filter, ...]
    resolve: Resolver = direct
    limits: tuple[int, ...] = (10, 25, 50)


# -- PHP's view of the query string ----------------------------------------------------------------

_KEY = re.compile(r"^([^\[]+)((?:\[[^\]]*\])*)$")


def php_query(pairs: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """``a[b][c]=1`` pairs as PHP's ``$_GET``: nested arrays, the last duplicate winning."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        match = _KEY.match(key)
        if not match:
            out[key] = value
            continue
        parts = [match.group(1), *re.findall(r"\[([^\]]*)\]", match.group(2))]
        node = out
        for index, part in enumerate(parts):
            if part == "":
                part = str(len(node))
            if index == len(parts) - 1:
                node[part] = value
            else:
                child = node.get(part)
                if not isinstance(child, dict):
                    child = node[part] = {}
                node = child
    return out


def php_int(value: Any, default: int) -> int:
    """PHP's ``(int)`` on a query value: leading digits, else 0."""
    if value is None:
        return default
    if isinstance(value, dict):
        return 1 if value else 0
    match = re.match(r"\s*([+-]?\d+)", str(value))
    return int(match.group(1)) if match else 0


_DECODED = {
    "%2F": "/",
    "%3F": "?",
    "%40": "@",
    "%3A": ":",
    "%21": "!",
    "%3B": ";",
    "%2C": ",",
    "%2A": "*",
}


def build_query(params: dict[str, Any]) -> str:
    """Symfony's UrlGenerator: ``http_build_query`` (RFC 3986), a few characters left readable."""
    pairs: list[tuple[str, str]] = []

    def flatten(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                flatten(f"{prefix}[{key}]", inner)
        elif value is not None:
            pairs.append((prefix, str(value)))

    for key, value in params.items():
        flatten(key, value)
    text = "&".join(f"{quote(k, safe='-_.~')}={quote(v, safe='-_.~')}" for k, v in pairs)
    for encoded, plain in _DECODED.items():
        text = text.replace(encoded, plain)
    return text


# -- grid filters and sorting ----------------------------------------------------------------------


def _values(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _text(value: Any) -> str:
    return "" if value is None else str(value).lower()  # MySQL's default collation ignores case


def _listed(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")]


# StringFilter's types; SQL compares nothing with NULL, so a null field matches none of them.
_STRING_TESTS: dict[str, Callable[[str, str], bool]] = {
    "equal": lambda found, wanted: found == wanted,
    "not_equal": lambda found, wanted: found != wanted,
    "contains": lambda found, wanted: wanted in found,
    "not_contains": lambda found, wanted: wanted not in found,
    "starts_with": lambda found, wanted: found.startswith(wanted),
    "ends_with": lambda found, wanted: found.endswith(wanted),
    "in": lambda found, wanted: found in _listed(wanted),
    "not_in": lambda found, wanted: found not in _listed(wanted),
}


def _string_match(kind: str, found: Any, wanted: str) -> bool:
    if kind in ("empty", "not_empty"):
        return (found is None) == (kind == "empty")
    if kind not in _STRING_TESTS:
        raise HttpError(500)  # "Could not get an expression for type ..."
    return found is not None and _STRING_TESTS[kind](_text(found), _text(wanted))


def _sql_date(value: Any) -> str | None:
    return None if value is None else str(value)[:19].replace("T", " ")


def _date_bound(data: Any, default_time: str) -> str | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise HttpError(500)  # DateFilter::getDateTime() takes an array
    if not data.get("date"):
        return None
    return f"{data['date']} {data.get('time') or default_time}"


def _filter_keeps(state: SyliusState, grid: Grid, spec: Filter, record: Record, data: Any) -> bool:
    def found(path: str) -> list[Any]:
        return _values(grid.resolve(state, record, path))

    if spec.kind == "string":
        value = data.get("value") if isinstance(data, dict) else data
        kind = data.get("type", "contains") if isinstance(data, dict) else "contains"
        if kind not in ("empty", "not_empty") and _text(value).strip() == "":
            return True
        results = [_string_match(kind, f, str(value)) for p in spec.paths for f in found(p)]
        return all(results) if kind == "not_equal" else any(results)
    if spec.kind == "boolean":
        return data in ("", "0", None) or found(spec.paths[0])[0] == (data == "true")
    if spec.kind == "entity":
        if data in ("", "0", None, {}):
            return True
        wanted = {str(v) for v in (data.values() if isinstance(data, dict) else [data])}
        return any(str(f) in wanted for p in spec.paths for f in found(p) if f is not None)
    if spec.kind == "money":
        if data in ("", "0", None, {}):
            return True
        if not isinstance(data, dict):
            raise HttpError(500)
        amount = found(spec.paths[0])[0]
        currency = found("currencyCode")[0]
        keep = not data.get("currency") or currency == data["currency"]
        for bound, keeps in (("greaterThan", operator.gt), ("lessThan", operator.lt)):
            if data.get(bound, "") != "":
                keep = keep and keeps(amount, round(php_float(data[bound]) * 100))
        return keep
    # date: from inclusive, to exclusive unless the grid says inclusive_to
    moment = _sql_date(found(spec.paths[0])[0])
    if not isinstance(data, dict):
        return True
    low, high = _date_bound(data.get("from"), "00:00"), _date_bound(data.get("to"), "23:59")
    if moment is None:
        return low is None and high is None
    if low is not None and moment < low:
        return False
    return not (high is not None and (moment > high if spec.inclusive_to else moment >= high))


def php_float(value: Any) -> float:
    match = re.match(r"\s*[+-]?(\d+(\.\d*)?|\.\d+)", str(value))
    return float(match.group(0)) if match else 0.0


def order_by(
    state: SyliusState, records: list[Record], keys: list[tuple[str, str]], resolve: Resolver
) -> list[Record]:
    """ORDER BY each key in turn (MySQL: nulls first ascending), ties in id order."""
    ordered = list(records)
    for path, direction in reversed(keys):

        def key(record: Record, path: str = path) -> tuple[bool, Any]:
            value = resolve(state, record, path)
            value = value[0] if isinstance(value, list) and value else value
            return (value is not None, _text(value) if isinstance(value, str) else value)

        ordered.sort(key=key, reverse=direction.lower() == "desc")
    return ordered


def apply_grid(
    state: SyliusState, grid: Grid, records: list[Record], query: dict[str, Any], refuse: int
) -> list[Record]:
    """The grid's filters and sorting on ``records``; ``refuse`` is the undeclared-sort status."""
    criteria = query.get("criteria")
    if isinstance(criteria, dict):
        for spec in grid.filters:
            if spec.name in criteria:
                data = criteria[spec.name]
                records = [r for r in records if _filter_keeps(state, grid, spec, r, data)]
    sorting = query.get("sorting", dict(grid.sorting))
    if not isinstance(sorting, dict):
        raise HttpError(500)
    if refuse == 400 and any(
        name in grid.fields and sorting[name] not in ("asc", "desc") for name in sorting
    ):
        raise HttpError(400)  # "... is not valid, use asc or desc instead."
    keys = []
    for name, direction in sorting.items():
        if name not in grid.fields:
            raise HttpError(refuse)
        path = grid.fields[name]
        if path is not None:
            if str(direction).lower() not in ("asc", "desc"):
                raise HttpError(500)  # a DQL syntax error
            keys.append((path, str(direction)))
    return order_by(state, records, keys, grid.resolve)


def apply_plain(
    state: SyliusState,
    records: list[Record],
    query: dict[str, Any],
    *,
    properties: frozenset[str],
    resolve: Resolver = direct,
    sorting: dict[str, str] | None = None,
    criteria: dict[str, Any] | None = None,
) -> list[Record]:
    """A resource controller index: ``criteria`` (when filterable: the route's, replaced key by key
    by the request's) by equality, ``sorting`` (when sortable: the request's, then the route's)."""
    if criteria is not None:
        asked = query.get("criteria")
        merged = {**criteria, **(asked if isinstance(asked, dict) else {})}  # the request wins
        for name, wanted in merged.items():
            if name not in properties:
                raise HttpError(500)  # Doctrine: unrecognized field
            allowed = {
                str(v)
                for v in _values(list(wanted.values()) if isinstance(wanted, dict) else wanted)
            }
            records = [r for r in records if str(resolve(state, r, name)) in allowed]
    if sorting is None:
        return records
    asked_sorting = query.get("sorting")
    keys = dict(asked_sorting) if isinstance(asked_sorting, dict) else {}
    for name, direction in sorting.items():
        keys.setdefault(name, direction)
    for name, direction in keys.items():
        if name not in properties or str(direction).lower() not in ("asc", "desc"):
            raise HttpError(500)
    return order_by(state, records, list(keys.items()), resolve)


# -- paging ----------------------------------------------------------------------------------------


def paginate(
    records: list[Record],
    query: dict[str, Any],
    path: str,
    render: Callable[[Record], Any],
    limits: tuple[int, ...] = (),
) -> dict[str, Any]:
    """The page ``query`` asks for, in Hateoas's envelope with its links."""
    limit = php_int(query.get("limit"), limits[0] if limits else 10)
    if limits and "limit" in query:
        limit = min(limit, max(limits))
    if limit < 1:
        raise HttpError(404)  # Pagerfanta: NotValidMaxPerPage, shown as "Page Not Found"
    total = len(records)
    pages = max(1, math.ceil(total / limit))
    page = php_int(query.get("page"), 1)
    if page < 1 or page > pages:
        raise HttpError(404)  # NotValidCurrentPage
    items = records[(page - 1) * limit : page * limit]

    def href(number: int) -> str:
        return f"{path}?{build_query({**query, 'page': number, 'limit': limit})}"

    links = {"self": href(page), "first": href(1), "last": href(pages)}
    if page < pages:
        links["next"] = href(page + 1)
    if page > 1:
        links["previous"] = href(page - 1)
    return {
        "page": page,
        "limit": limit,
        "pages": pages,
        "total": total,
        "_links": {rel: {"href": target} for rel, target in links.items()},
        "_embedded": {"items": [render(record) for record in items]},
    }
