"""Carts: orders still in state ``cart``, filtered by customer e-mail and channel."""

from __future__ import annotations

from storeadmin_gui.api import CartCriteria, Feature, ListName
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import cart_columns
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import CARTS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    FixedSource,
    ListSpec,
    records_by_id,
)
from storeadmin_gui.ui.pages.sections import cart_sections

__all__ = ["CARTS_LIST", "CartsPage"]

CARTS_LIST = ListSpec(
    key=CARTS,
    record_name="cart",
    columns=lambda _page: cart_columns(),
    # Summaries: the list shows a few fields of each cart, not its lines.
    source=FixedSource(ListName.CARTS, lambda client: client.carts.summaries),
    records=records_by_id(
        lambda client: client.carts,
        sections=lambda _page, cart: cart_sections(cart),
        title=lambda _page, key, _cells: tr("pages.carts", "Cart #{key}").format(key=key),
        edit=lambda page, key: editors.open_cart_editor(page.widget(), page.client, int(str(key))),
        create=lambda page: editors.open_new_cart(page.widget(), page.client, opened=page.follow),
        create_feature=Feature.CARTS,
        delete_feature=Feature.CARTS,
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
