"""A list's sorts and filters as the Sylius 1.x grids spell them.

A grid applies only the filters it declares and sorts only by its fields; anything else is
ignored or fails (a 500 before grid-bundle 1.10.1). So every sort and filter is mapped to the
grid's own form here, and one the grid does not have is refused before anything is sent
(``errors.NotOffered``), never sent to be ignored:

- a text filter as the grid's string filter, ``criteria[f][type]=contains&criteria[f][value]=``;
- a channel code as the string filter's ``equal`` (carts), or as the channel's **id** for the
  order grid's entity filter (looked up once per connection);
- days as the date filter, ``criteria[date][from][date]=`` and ``[to][date]`` (the whole of the
  last day: ``[to][time]=23:59:59``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from datetime import date, datetime

from storeadmin_gui.api.capabilities import ListSupport
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.kinds.dialect import CriteriaValues, ListQuery, Params, Sorting
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.words import tr

__all__ = ["list_query"]

# Sort fields (named as the rows' attributes) -> the grid's (or the entity's) field.
SORTS: Mapping[ListName, Mapping[str, str]] = {
    ListName.VARIANTS: {"position": "position"},
    ListName.CARTS: {"number": "number", "total": "total"},
    ListName.ORDERS: {"number": "number", "total": "total", "checkout_completed_at": "date"},
    ListName.CUSTOMERS: {
        "id": "id",
        "email": "email",
        "first_name": "firstName",
        "last_name": "lastName",
        "created_at": "createdAt",
    },
    ListName.USERS: {},
}
CONTAINS, EQUALS, CHANNEL_ID, FROM_DAY, TO_DAY = "contains", "equal", "channel_id", "from", "to"
# Filters (the criteria's fields) -> how the grid takes them, and under which name.
FILTERS: Mapping[ListName, Mapping[str, tuple[str, str]]] = {
    ListName.VARIANTS: {"code": (CONTAINS, "code"), "name": (CONTAINS, "name")},
    ListName.CARTS: {"customer": (CONTAINS, "customer"), "channel": (EQUALS, "channel")},
    ListName.ORDERS: {
        "number": (CONTAINS, "number"),
        "customer": (CONTAINS, "customer"),
        "channel": (CHANNEL_ID, "channel"),
        "date_from": (FROM_DAY, "date"),
        "date_to": (TO_DAY, "date"),
    },
}
END_OF_DAY = "23:59:59"

# The channels' ids by code, asked when a filter needs one.
ChannelIds = Callable[[], Awaitable[Mapping[str, int]]]


async def list_query(
    name: ListName,
    lists: Mapping[ListName, ListSupport],
    *,
    page: int,
    limit: int | None,
    sorting: Sorting | None,
    criteria: CriteriaValues | None,
    channel_ids: ChannelIds,
) -> ListQuery:
    """The query of one page of the list ``name`` (of those ``lists`` the store has); raises
    ``NotOffered`` for the list, a sort or a filter the grid does not have."""
    support = lists.get(name)
    if support is None:
        raise NotOffered(
            f"{name}_list",  # i18n: not shown, a key
            tr("api.kinds", "The server has no list of {name}.").format(name=name.value),
        )
    if page < 1:
        raise ValueError(f"page must be at least 1, not {page}.")  # i18n: not shown, a bug
    params: Params = [("page", page)]
    if limit is not None:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}.")  # i18n: not shown, a bug
        params.append(("limit", min(limit, support.max_page_size)))
    for field, direction in (sorting or {}).items():
        if direction not in ("asc", "desc"):
            wrong = f"Sorting direction for {field} must be 'asc' or 'desc'."  # i18n: not shown
            raise ValueError(wrong)
        wire = SORTS[name].get(field)
        if wire is None:
            raise NotOffered(
                f"sort_{name}_by_{field}",  # i18n: not shown, a key
                tr("api.kinds", "The server cannot sort the {name} by {field}.").format(
                    name=name.value, field=field.replace("_", " ")
                ),
            )
        params.append((f"sorting[{wire}]", direction))
    filters = FILTERS.get(name, {})
    for field, value in (criteria or {}).items():
        if value is None or value == "":
            continue
        if field not in filters:
            raise NotOffered(
                f"filter_{name}_by_{field}",  # i18n: not shown, a key
                tr("api.kinds", "The server cannot filter the {name} by {field}.").format(
                    name=name.value, field=field.replace("_", " ")
                ),
            )
        how, wire = filters[field]
        if how == CHANNEL_ID:
            channel = (await channel_ids()).get(str(value))
            if channel is None:
                return ListQuery(None)  # no such channel: no order can be in it
            params.append((f"criteria[{wire}]", channel))
        elif how in (FROM_DAY, TO_DAY):
            params += _day(wire, how, value)
        else:
            params += [(f"criteria[{wire}][type]", how), (f"criteria[{wire}][value]", str(value))]
    return ListQuery(params)


def _day(wire: str, bound: str, value: object) -> Params:
    if isinstance(value, datetime):  # a day filter takes whole days
        wrong = f"The filter {wire} takes a date, not a time: {value!r}."  # i18n: not shown, a bug
        raise ValueError(wrong)
    if not isinstance(value, date):
        value = date.fromisoformat(str(value))
    day: Params = [(f"criteria[{wire}][{bound}][date]", value.isoformat())]
    if bound == TO_DAY:  # the grid's default time, 23:59, would leave out that day's last minute
        day.append((f"criteria[{wire}][{bound}][time]", END_OF_DAY))
    return day
