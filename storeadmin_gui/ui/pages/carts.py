"""Carts: orders still in state ``cart``, filtered by customer e-mail and channel."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable
from typing import Any

from storeadmin_gui.api import CartCriteria, Feature, ListName, errors
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.lists.columns import cart_columns
from storeadmin_gui.ui.lists.table_model import PageAnswer, PageSource
from storeadmin_gui.ui.locale_names import locale_names
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import CARTS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    ListHost,
    ListSpec,
    Records,
    sections_named,
)

__all__ = ["CARTS_LIST", "CartsPage"]


class CartsSource:
    """The carts list, whose rows read a cart's locale by the store's name for it: each page
    asks the locales lookup beside it (asked once per connection, ``locale_names``; without it,
    the codes show), and the details name the locale as the row does."""

    name = ListName.CARTS
    scope: Hashable = None

    def __init__(self, page: ListHost) -> None:
        self._client = page.client
        self.locale_names: dict[str, str] = {}

    def listing(self) -> PageSource:
        """Summaries: the list shows a few fields of each cart, not its lines."""
        summaries = self._client.carts.summaries

        async def listing(**query: Any) -> PageAnswer:
            answer, self.locale_names = await asyncio.gather(summaries(**query), self._names())
            return answer

        return listing

    async def fetch(self, key: Hashable) -> Any:
        self.locale_names = await self._names()
        return await self._client.carts.get(int(str(key)))

    async def _names(self) -> dict[str, str]:
        try:
            return await locale_names(self._client)
        except errors.ApiError:
            return {}  # the codes show; the next page asks again

    def can_create(self) -> bool:
        return True

    def empty_text(self, filtered: bool) -> str | None:
        return None


def _carts(page: ListHost) -> CartsSource:
    return page.part(CartsSource)


CARTS_LIST = ListSpec(
    key=CARTS,
    record_name="cart",
    columns=lambda page: cart_columns(lambda: _carts(page).locale_names),
    source=CartsSource,
    feature=Feature.CARTS,
    records=Records(
        key=lambda item: int(item.id),
        fetch=lambda page, key: _carts(page).fetch(key),
        delete=lambda page, key: page.client.carts.delete(int(str(key))),
        sections=sections_named("cart_sections", lambda page: _carts(page).locale_names),
        title=lambda _page, key, _cells: tr("pages.carts", "Cart #{key}").format(key=key),
        edit=lambda page, key: editors.open_cart_editor(page.widget(), page.client, int(str(key))),
        create=lambda page: editors.open_new_cart(page.widget(), page.client, opened=page.follow),
        create_feature=Feature.CHANGE_CARTS,
        delete_feature=Feature.CHANGE_CARTS,
        soft_delete=True,
    ),
    filters=(
        FilterView(
            CartCriteria.filter("customer"),
            FilterWidget.SEARCH,
            noop("pages.carts", "Customer e-mail"),
        ),
        FilterView(
            CartCriteria.filter("channel"),
            FilterWidget.CHANNEL,
            noop("pages.carts", "Only carts of this channel"),
        ),
    ),
    channels=True,
    none_matching=noop("pages.carts", "No carts match these filters."),
    none_yet=noop("pages.carts", "There are no carts yet."),
    focus="customer",
)


class CartsPage(ListPage):
    """The Carts list (its state is kept under this name)."""

    spec = CARTS_LIST
