"""A list view as data: what :class:`~storeadmin_gui.ui.pages.list_page.ListPage` assembles.

Each view (variants, carts, orders, users) is one :class:`ListSpec`: its columns, its source
(which client list, by ``ListName``), how a row's record is keyed, fetched, titled and shown in
the details panel, its filters (each the api's :class:`~storeadmin_gui.api.FilterSpec` with how it
is shown), its record operations (each tied to the ``Feature`` a server must offer), and the parts
only it has (the orders' steps, the variants' product picker). Nothing here is Qt: the page and
its parts turn it into widgets.
"""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from storeadmin_gui.api import Feature, FilterSpec, ListName, StoreClient
from storeadmin_gui.ui.i18n import Phrase
from storeadmin_gui.ui.lists.page_cache import PageSource

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings, SignalInstance
    from PySide6.QtWidgets import QDialog, QWidget

    from storeadmin_gui.ui.lists.detail import DetailSection
    from storeadmin_gui.ui.lists.table_model import Cell, Column

P = TypeVar("P")

__all__ = [
    "FilterView",
    "FilterWidget",
    "FixedSource",
    "ListHost",
    "ListOperation",
    "ListSource",
    "ListSpec",
    "Records",
    "records_by_id",
    "sections_named",
]


class ListHost(Protocol):
    """What a spec's functions and parts may use of the page that shows it."""

    client: StoreClient
    settings: QSettings | None
    problem_reported: SignalInstance
    request_failed: SignalInstance

    @property
    def currencies(self) -> Mapping[str, str]: ...
    def widget(self) -> QWidget: ...
    def part(self, kind: type[P]) -> P: ...
    def follow(self, dialog: QDialog) -> None: ...
    def reload_rows(self) -> None: ...
    def selected_keys(self) -> list[Hashable]: ...


class FilterWidget(enum.Enum):
    """How a filter is offered."""

    SEARCH = "search"  # a text box that filters once the user pauses typing
    CHOICE = "choice"  # a drop-down of fixed choices, "any" first
    CHANNEL = "channel"  # the channels lookup (a channel code), "all channels" first
    DAY = "day"  # a day, or none
    LOW_STOCK = "low_stock"  # a check box and the threshold it applies
    PRODUCT = "product"  # the products lookup, or a product code typed


@dataclass(frozen=True)
class FilterView:
    """One filter of a view: the api's filter (its criteria field, how it matches) and how it is
    shown. ``label`` is what it is called (a box's placeholder, a drop-down's "any" entry);
    ``tooltip`` says what it does; ``choices`` are a drop-down's (label, value) pairs after its
    "any" entry; ``more`` puts it on the second row (used less often); ``missing`` says why it
    is hidden on a server that does not honour it; ``remembered_as`` is the name restarts and
    saved views keep its value under, where that is not the field's."""

    filter: FilterSpec
    widget: FilterWidget
    label: Phrase
    tooltip: Phrase | None = None
    choices: Callable[[], Sequence[tuple[str, str]]] = lambda: ()
    more: bool = False
    missing: Phrase | None = None
    remembered_as: str | None = None
    caption: Phrase | None = None  # a label before the widget ("Product:")

    @property
    def field(self) -> str:
        return self.filter.field

    @property
    def name(self) -> str:
        """Its name in restarts and saved views."""
        return self.remembered_as or self.filter.field


@dataclass(frozen=True)
class ListOperation:
    """An action on the selected rows (``on_list``: on the list as a whole) that a server may
    not offer: ``feature`` names what it needs (None: every server does). ``run`` gets the page;
    the action is enabled while rows are selected."""

    key: str
    label: Phrase | Callable[[], str]
    tooltip: Phrase | Callable[[], str]
    run: Callable[[ListHost], object]
    feature: Feature | None = None
    on_list: bool = False


@dataclass(frozen=True)
class Records:
    """What a view does with one record: ``key`` reads a row's item's key; ``fetch`` reads the
    whole record for the details panel; ``edit`` opens its editor (None: no editor, the details
    instead); ``create`` opens a window that creates one (None: nothing is created here);
    ``delete`` deletes one. ``title`` names a record in the details panel (from its row's cells
    when shown), ``describe`` in a confirmation or an error."""

    key: Callable[[Any], Hashable]
    fetch: Callable[[ListHost, Hashable], Awaitable[Any]]
    sections: Callable[[ListHost, Any], Sequence[DetailSection]]
    title: Callable[[ListHost, Hashable, Sequence[Cell] | None], str]
    edit: Callable[[ListHost, Hashable], QDialog] | None = None
    create: Callable[[ListHost], QDialog | None] | None = None
    delete: Callable[[ListHost, Hashable], Awaitable[None]] | None = None
    describe: Callable[[Hashable], str] | None = None
    create_feature: Feature | None = None
    delete_feature: Feature | None = None
    soft_delete: bool = False  # the server keeps deleted records (the confirmation says so)


def records_by_id(collection: Callable[[StoreClient], Any], **rest: Any) -> Records:
    """``Records`` of a collection whose records are keyed by a numeric id (``collection``
    picks it from the client: ``lambda client: client.orders``): an item's key, reading a record
    and deleting one come from it; ``rest`` are the other fields."""
    return Records(
        key=lambda item: int(item.id),
        fetch=lambda page, key: collection(page.client).get(int(str(key))),
        delete=lambda page, key: collection(page.client).delete(int(str(key))),
        **rest,
    )


def sections_named(
    name: str, *context: Callable[[ListHost], object]
) -> Callable[[ListHost, Any], Sequence[DetailSection]]:
    """``Records.sections`` by the name of a function of :mod:`~storeadmin_gui.ui.pages.sections`,
    called with the record and then what each of ``context`` picks from the page (a cart's
    locale names). That module (and the editors' helpers it shares) is imported when a details
    panel is first filled: a list's first rows do not need it."""

    def sections(page: ListHost, record: Any) -> Sequence[DetailSection]:
        from storeadmin_gui.ui.pages import sections as panel

        show: Callable[..., Sequence[DetailSection]] = getattr(panel, name)
        return show(record, *(pick(page) for pick in context))

    return sections


class ListSource(Protocol):
    """Where a view's rows come from: which list (``name``), what else than its filters chooses
    the rows (``scope``: a product; another one lists anew), and the client's method that pages
    it (None while the view cannot list anything yet, as variants before a product is known)."""

    @property
    def name(self) -> ListName: ...
    @property
    def scope(self) -> Hashable: ...
    def listing(self) -> PageSource | None: ...
    def can_create(self) -> bool:
        """Whether "New" can work right now (a new variant needs its product)."""
        ...

    def empty_text(self, filtered: bool) -> str | None:
        """What an empty list means now, where the view words it itself (None: the spec's)."""
        ...


@dataclass(frozen=True)
class FixedSource:
    """A view that always lists the same list."""

    name: ListName
    listing: Callable[[StoreClient], PageSource]

    def bind(self, page: ListHost) -> ListSource:
        return _Fixed(self.name, self.listing(page.client))


@dataclass(frozen=True)
class _Fixed:
    name: ListName
    pages: PageSource
    scope: Hashable = None

    def listing(self) -> PageSource:
        return self.pages

    def can_create(self) -> bool:
        return True

    def empty_text(self, filtered: bool) -> str | None:
        return None


@dataclass(frozen=True)
class ListSpec:
    """A list view, described (see the module docstring).

    ``source`` is a fixed list or a part that chooses one (it is built first); ``parts`` are
    built after the page's own, each with the page; ``channels`` asks for the channels lookup
    (the currencies of prices and totals, a channel filter)."""

    key: str  # its name in ``ui/pages/kinds.py``
    record_name: str  # what one record is called ("Delete 2 orders?")
    columns: Callable[[ListHost], Sequence[Column]]
    # A fixed list, or a part choosing one, built with the page (a ``ListPage``).
    source: FixedSource | Callable[[Any], ListSource]
    records: Records
    filters: tuple[FilterView, ...] = ()
    operations: tuple[ListOperation, ...] = ()
    parts: tuple[Callable[[Any], object], ...] = ()  # each built with the page (a ``ListPage``)
    channels: bool = False
    # What reading the list needs: a role that may not read it is told so in place of the rows.
    feature: Feature | None = None
    none_matching: Phrase | None = None  # what an empty list says with filters
    none_yet: Phrase | None = None  # ... and without
    focus: str | None = None  # the filter Ctrl+F focuses (its field), the first one otherwise
    export_name: Callable[[ListHost], str] | None = None
