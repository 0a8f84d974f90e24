"""The one generic mechanism behind every resource: list a page, walk all pages, get one.

Request building (query parameters, path segments) is pure and checked up front, so a wrong argument
fails before anything is sent. A list's filters are its typed criteria (``api/lists.py``); a
caller may also name them in a mapping (a script's ``{"state": "new"}``), which is read into the
list's criteria model first, so a filter the list does not have fails here, not on the server.
Which key each filter has on the wire is decided here alone (:func:`criteria_params`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from datetime import date, datetime
from typing import Generic, Literal, TypeVar
from urllib.parse import quote

from pydantic import BaseModel

from storeadmin_gui.api._core import ApiCore, Params
from storeadmin_gui.api.lists import LISTS, Criteria, ListName
from storeadmin_gui.api.paging import Page, prepare_reader, walk

M = TypeVar("M", bound=BaseModel)
S = TypeVar("S", bound=BaseModel)

Sorting = Mapping[str, Literal["asc", "desc"] | str]
# Filters by field name, as a script may write them (read into the list's criteria model).
CriteriaValues = Mapping[str, str | int | bool | date | None]
AnyCriteria = Criteria | CriteriaValues

# Sort fields are named as the models' attributes; these are spelled otherwise on the wire
# (``sorting[createdAt]`` for orders and users too, although their fields are snake_case).
WIRE_SORT_NAMES = {
    "created_at": "createdAt",
    "updated_at": "updatedAt",
    "on_hand": "onHand",
    "first_name": "firstName",  # customers (docs/api.md section 10)
    "last_name": "lastName",
}


def segment(value: int | str, what: str) -> str:
    """A path segment from an id or code; empty values are refused, others are percent-encoded."""
    if isinstance(value, bool) or (isinstance(value, int) and value < 1):
        raise ValueError(f"{what} must be a positive id, not {value!r}.")  # i18n: not shown, a bug
    text = str(value).strip()
    if not text:
        raise ValueError(f"{what} must not be empty.")  # i18n: not shown, a programming error
    return quote(text, safe="")


def list_params(
    *,
    page: int,
    limit: int | None,
    sorting: Sorting | None,
    criteria: AnyCriteria | None,
    page_size_param: str = "limit",
) -> list[tuple[str, str | int]]:
    """``page``, the page size, ``sorting[field]=asc|desc`` and the criteria's filters.

    ``sorting`` names fields as the models' attributes (``created_at``); a name the client does not
    know is sent as it is, for the server to judge.
    """
    if page < 1:
        raise ValueError(f"page must be at least 1, not {page}.")  # i18n: not shown, a bug
    params: list[tuple[str, str | int]] = [("page", page)]
    if limit is not None:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}.")  # i18n: not shown, a bug
        params.append((page_size_param, limit))
    for field, direction in (sorting or {}).items():
        if direction not in ("asc", "desc"):
            wrong = f"Sorting direction for {field} must be 'asc' or 'desc'."  # i18n: not shown
            raise ValueError(wrong)  # a programming error, for the log
        params.append((f"sorting[{WIRE_SORT_NAMES.get(field, field)}]", direction))
    return params + criteria_params(criteria)


def criteria_params(criteria: AnyCriteria | None) -> list[tuple[str, str | int]]:
    """Each filter set as the reference server's ``criteria[field]=value`` (a day as
    ``YYYY-MM-DD``, a flag as ``true``/``false``); filters left blank are not sent."""
    chosen = criteria.chosen() if isinstance(criteria, Criteria) else dict(criteria or {})
    params: list[tuple[str, str | int]] = []
    for name, value in chosen.items():
        if value is None or value == "":
            continue  # an empty filter box means "no filter"
        if isinstance(value, datetime):  # a date filter takes whole days (docs/api.md section 11)
            wrong = f"The filter {name} takes a date, not a time: {value!r}."  # i18n: not shown
            raise ValueError(wrong)  # a programming error, for the log
        if isinstance(value, bool):
            text = "true" if value else "false"
        else:
            text = value.isoformat() if isinstance(value, date) else str(value)
        params.append((f"criteria[{name}]", text))
    return params


def typed_criteria(name: ListName | None, criteria: AnyCriteria | None) -> AnyCriteria | None:
    """``criteria`` as the list ``name``'s criteria model (a mapping is read into it, so a filter
    the list lacks raises ``pydantic.ValidationError`` before anything is sent); a collection
    that is no such list (a lookup) takes them as given."""
    if criteria is None or name is None:
        return criteria
    model = LISTS[name].criteria
    if isinstance(criteria, Criteria):
        if not isinstance(criteria, model):
            raise TypeError(f"{type(criteria).__name__} does not filter the {name} list.")
        return criteria
    return model.model_validate({k: v for k, v in criteria.items() if v is not None and v != ""})


class Listing(Generic[M]):
    """A paginated collection at ``path`` (ending in ``/``): list a page, or walk them all.

    ``list_name`` names the list (its criteria and sorts, ``api/lists.py``); a server's kind
    spells its query (``Dialect.list_query``); a lookup has none.
    """

    def __init__(
        self,
        core: ApiCore,
        path: str,
        model: type[M],
        *,
        page_size_param: str = "limit",
        list_name: ListName | None = None,
    ) -> None:
        self._core = core
        self._path = path
        self._model = model
        self._page_size_param = page_size_param
        self._list_name = list_name

    @property
    def list_name(self) -> ListName | None:
        """Which list this is (its criteria and sorts, ``api/lists.py``); None for a lookup."""
        return self._list_name

    @property
    def path(self) -> str:
        return self._path

    @property
    def core(self) -> ApiCore:
        """The shared I/O core, for the writes a resource adds to its reads."""
        return self._core

    async def list(
        self,
        *,
        page: int = 1,
        limit: int | None = None,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> Page[M]:
        """One page; ``limit=None`` leaves the page size to the server (10 by default)."""
        return await self.list_as(
            self._model, page=page, limit=limit, sorting=sorting, criteria=criteria
        )

    async def list_as(
        self,
        model: type[S],
        *,
        page: int = 1,
        limit: int | None = None,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> Page[S]:
        """One page with its items read as ``model`` (a summary naming only what a list shows)."""
        dialect = await self._core.server()
        # A kind that speaks its own query refuses what its server lacks (``NotOffered``).
        query = await dialect.list_query(
            self._core,
            self._list_name,
            page=page,
            limit=limit,
            sorting=sorting,
            criteria=criteria.chosen() if isinstance(criteria, Criteria) else criteria,
        )
        if query is not None:
            return await self._core.get_list_page(self._path, model, query, limit)
        params: Params = list_params(
            page=page,
            limit=limit,
            sorting=sorting,
            criteria=typed_criteria(self._list_name, criteria),
            page_size_param=self._page_size_param,
        )
        return await self._core.get_page(self._path, model, params)

    async def iter_all(
        self,
        *,
        limit: int | None = 100,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> AsyncIterator[M]:
        """Every item, page after page, as the envelopes report them."""

        typed = typed_criteria(self._list_name, criteria)

        async def fetch(number: int) -> Page[M]:
            return await self.list(page=number, limit=limit, sorting=sorting, criteria=typed)

        async for item in walk(fetch):
            yield item

    def item_path(self, key: int | str, *rest: int | str) -> str:
        """``path/key[/rest...]`` with every part checked and encoded."""
        parts = [
            segment(key, "The id or code"),  # i18n: not shown, names a bad argument
            *(segment(part, "The id") for part in rest),  # i18n: not shown, the same
        ]
        return self._path + "/".join(parts)


class Collection(Listing[M]):
    """A Listing whose items can also be read one by one at ``path + key``."""

    async def get(self, key: int | str) -> M:
        return await self._core.get_model(self.item_path(key), self._model)


class SummarizedCollection(Collection[M], Generic[M, S]):
    """A Collection whose lists also read as summaries: what a list shows, without the parts of
    a record only its editor needs (one model per list, read by ``list_as``)."""

    def __init__(
        self,
        core: ApiCore,
        path: str,
        model: type[M],
        summary: type[S],
        *,
        page_size_param: str = "limit",
        list_name: ListName | None = None,
    ) -> None:
        super().__init__(core, path, model, page_size_param=page_size_param, list_name=list_name)
        self._summary = summary

    def prepare_summaries(self) -> None:
        """Build the reader of :meth:`summaries`' pages now (see ``paging.prepare_reader``)."""
        prepare_reader(self._summary)

    async def summaries(
        self,
        *,
        page: int = 1,
        limit: int | None = None,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> Page[S]:
        """One page of the list as a list shows it: each item's summary fields only."""
        return await self.list_as(
            self._summary, page=page, limit=limit, sorting=sorting, criteria=criteria
        )
