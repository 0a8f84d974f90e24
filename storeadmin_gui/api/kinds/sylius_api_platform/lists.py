"""A list's sorts and filters as API Platform declares them on each collection.

A collection applies only the filters it declares and ignores every other parameter, so a list
that asked for one would show rows the filter should have left out. Every sort and filter is
checked against what the store's generation declares (``Capabilities.lists``) before anything is
sent, and one it lacks is refused (``errors.NotOffered``); the rest are spelled as API Platform
takes them:

- the page as ``page`` and its size as ``itemsPerPage``; a sort as ``order[field]=asc|desc``;
- a text filter as the collection's partial search (``code=``, ``translations.name=``);
- a product as its IRI (``product=/api/v2/admin/products/MUG``), a channel by its code
  (``channel.code=WEB``);
- days as the date filter: ``checkoutCompletedAt[after]=`` the first day, and
  ``checkoutCompletedAt[strictly_before]=`` the day after the last (the whole last day).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, timedelta

from storeadmin_gui.api.capabilities import Capabilities
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.kinds.dialect import CriteriaValues, Params, Sorting
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.words import tr

from .generations import ADMIN
from .hydra import DEFAULT_PAGE_SIZE, PAGE_SIZE, iri

__all__ = ["check_query", "server_query"]

# The contract's sort keys on the wire (``sorting[createdAt]``) -> the collection's field.
SORTS: Mapping[ListName, Mapping[str, str]] = {
    ListName.VARIANTS: {"position": "position"},
    ListName.ORDERS: {"number": "number"},
    ListName.CUSTOMERS: {
        "createdAt": "createdAt",
        "email": "email",
        "firstName": "firstName",
        "lastName": "lastName",
    },
}
# The contract's filters -> the collection's parameter.
SEARCHES = {"code": "code", "name": "translations.name"}
FILTERS: Mapping[ListName, Mapping[str, str]] = {
    ListName.VARIANTS: SEARCHES,
    ListName.CATALOGUE: {**SEARCHES, "product": "product"},
    ListName.ORDERS: {
        "channel": "channel.code",
        "date_from": "checkoutCompletedAt[after]",
        "date_to": "checkoutCompletedAt[strictly_before]",
    },
}


def check_query(
    name: ListName,
    offered: Capabilities,
    sorting: Sorting | None,
    criteria: CriteriaValues | None,
) -> None:
    """Raise ``NotOffered`` for the list, a sort or a filter the store's collection lacks."""
    support = offered.lists.get(name)
    if support is None:
        raise NotOffered(
            f"{name}_list",  # i18n: not shown, a key
            tr("api.kinds", "{server} has no list of {name}.").format(
                server=offered.label, name=name.value
            ),
        )
    for field in sorting or {}:
        if field not in support.sorts:
            raise NotOffered(
                f"sort_{name}_by_{field}",  # i18n: not shown, a key
                tr("api.kinds", "The server cannot sort the {name} by {field}.").format(
                    name=name.value, field=field.replace("_", " ")
                ),
            )
    for field, value in (criteria or {}).items():
        if value is not None and value != "" and field not in support.filters:
            raise NotOffered(
                f"filter_{name}_by_{field}",  # i18n: not shown, a key
                tr("api.kinds", "The server cannot filter the {name} by {field}.").format(
                    name=name.value, field=field.replace("_", " ")
                ),
            )


def server_query(
    name: ListName | None, asked: Sequence[tuple[str, str | int]]
) -> tuple[Params, int, int]:
    """The collection's query for the contract's ``asked`` (``page``, ``limit``,
    ``sorting[f]``, ``criteria[f]``, already checked by :func:`check_query`), with the page
    and page size asked (the store's when none is)."""
    page, limit = 1, None
    params: Params = []
    for key, value in asked:
        if key == "page":
            page = int(value)
        elif key in ("limit", "paginate"):
            limit = int(value)
        elif key.startswith("sorting[") and name is not None:
            field = SORTS.get(name, {}).get(key[len("sorting[") : -1])
            if field is not None:
                params.append((f"order[{field}]", value))
        elif key.startswith("criteria[") and name is not None:
            params += _filter(name, key[len("criteria[") : -1], str(value))
    params[:0] = [("page", page), (PAGE_SIZE, limit or DEFAULT_PAGE_SIZE)]
    return params, page, limit or DEFAULT_PAGE_SIZE


def _filter(name: ListName, field: str, value: str) -> Params:
    wire = FILTERS.get(name, {}).get(field)
    if wire is None:
        return []  # not declared: checked before sending (check_query), never sent
    if field == "product":
        return [(wire, iri(f"{ADMIN}/products", value))]
    if field == "date_to":  # before the next day: the whole of the last day
        return [(wire, (date.fromisoformat(value) + timedelta(days=1)).isoformat())]
    return [(wire, value)]
