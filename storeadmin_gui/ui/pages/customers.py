"""Customers: everyone who bought or has a shop account, guests included, searched by name and
e-mail; a row opens the customer's profile (orders, what they spent, notes)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from storeadmin_gui.api import CustomerCriteria, Feature, ListName
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.lists.columns import CUSTOMER_COLUMNS
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import CUSTOMERS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    FixedSource,
    ListHost,
    ListSpec,
    Records,
    sections_named,
)

if TYPE_CHECKING:
    from storeadmin_gui.ui.lists.table_model import Cell

__all__ = ["CUSTOMERS_LIST", "CustomersPage"]


def _title(_page: ListHost, key: Hashable, cells: Sequence[Cell] | None) -> str:
    if cells and cells[1] not in (None, "", "—"):
        return tr("pages.customers", "Customer {value}").format(value=cells[1])
    return tr("pages.customers", "Customer #{key}").format(key=key)


CUSTOMERS_LIST = ListSpec(
    key=CUSTOMERS,
    record_name="customer",
    columns=lambda _page: CUSTOMER_COLUMNS,
    source=FixedSource(ListName.CUSTOMERS, lambda client: client.customers.list),
    feature=Feature.CUSTOMERS,
    records=Records(
        key=lambda item: int(item.id),
        fetch=lambda page, key: page.client.customers.get(int(str(key))),
        sections=sections_named("customer_sections"),
        title=_title,
        edit=lambda page, key: editors.open_customer_profile(
            page.widget(), page.client, int(str(key))
        ),
    ),
    filters=(
        FilterView(
            CustomerCriteria.filter("query"),
            FilterWidget.SEARCH,
            noop("pages.customers", "Search name or e-mail"),
            missing=noop(
                "pages.customers",
                "This store cannot search its customers by name or e-mail: sort the list instead.",
            ),
        ),
    ),
    none_matching=noop("pages.customers", "No customers match this search."),
    none_yet=noop("pages.customers", "There are no customers yet."),
)


class CustomersPage(ListPage):
    """The Customers list (its state is kept under this name)."""

    spec = CUSTOMERS_LIST
