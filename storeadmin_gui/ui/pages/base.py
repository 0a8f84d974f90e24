"""``ResourcePage``: one browsable resource: filters, actions, the paged table, a retry banner.

A concrete page says only what differs (columns, how to list, get, edit, create and delete, its
filters); everything else — paging, sorting by header, page size, failures, the actions and their
enabled state, delete with confirmation, following the editors it opened so the table shows what
they saved, the read-only details panel, saved state — lives here. The main window hosts pages
through this interface alone.

Data in and out hooks in here too: Export writes the whole list as filtered and sorted
(``export_plan``), Ctrl+C copies the selected rows, the header's "Columns" menu shows and hides
columns, and the filters, hidden columns and named views (``ui.saved_views``) are kept in the
settings the main window hands to :meth:`restore_state`.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator, Callable, Hashable, Mapping, Sequence
from datetime import date
from typing import Any

import shiboken6
from pydantic import BaseModel
from PySide6.QtCore import QByteArray, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import LISTS, Criteria, ListName, ServerExtensions, StoreClient, errors
from storeadmin_gui.api.models import Channel
from storeadmin_gui.ui.batch import apply_each, describe_failures
from storeadmin_gui.ui.clipboard import copy_selected_rows
from storeadmin_gui.ui.column_chooser import ColumnChooser, column_key
from storeadmin_gui.ui.columns import (
    Exported,
    ListColumn,
    exported_fields,
    format_time_of_day,
    sorts_now,
    with_offers,
)
from storeadmin_gui.ui.delegates import BadgeDelegate, PagedTableView
from storeadmin_gui.ui.detail import PANEL_WIDTH, DetailPanel, DetailSection
from storeadmin_gui.ui.export import ExportPlan
from storeadmin_gui.ui.export_dialog import ExportDialog
from storeadmin_gui.ui.filter_state import (
    filter_caption,
    filter_shown,
    filter_value,
    set_filter_value,
)
from storeadmin_gui.ui.i18n import LANGUAGES, noop, tr, words_in
from storeadmin_gui.ui.labels import counted, noun
from storeadmin_gui.ui.pages.page import Page
from storeadmin_gui.ui.saved_views import View, ViewsButton, ViewStore
from storeadmin_gui.ui.server_offers import server_offers
from storeadmin_gui.ui.table_model import (
    Column,
    PageAnswer,
    PagedTableModel,
    PageSource,
    RowState,
)
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets import LookupComboBox, RetryBanner

__all__ = ["ResourcePage"]

SORT_KEY = "chosen_sorting"  # the settings key ("sorting" held a default, not a choice)
FILTERS_KEY = "filters"
HIDDEN_KEY = "hidden_columns"
ROW_HEIGHT_EXTRA = 10  # pixels above the font height, so badges and retry buttons fit
CELL_PADDING = 14  # pixels around a cell's text (margins and the grid line)
SCREEN_ROWS_MARGIN = 3  # rows the first request asks beyond those on screen, at the least
# Pixels around a badge's label: the pill sits 6 px in and is 16 px wider than its label
# (ui/delegates.py), and keeps 2 px from the grid line.
BADGE_PADDING = 24


class ResourcePage(Page):
    """Base of the Variants, Carts, Orders and Users pages (``Page`` is what the main window
    uses)."""

    PAGE_SIZES: tuple[int, ...] = (10, 25, 50, 100)
    DEFAULT_PAGE_SIZE = 50

    # Writes: what one record is called ("Delete 2 orders?"), what the page can do at all.
    record_name = "record"
    # What an empty list says, with and without filters (each page says it of its records).
    none_matching = noop("pages.base", "Nothing matches these filters.")
    none_yet = noop("pages.base", "Nothing here yet.")
    can_create = False
    can_delete = False
    soft_delete = False  # the server keeps deleted records (the confirmation says so)
    asks_offers = False  # shows features of docs/api.md section 11 (see show_offered)
    list_name: ListName

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(client, parent)
        self._started = False
        self._detail_task: asyncio.Task[None] | None = None
        self._editors: dict[Hashable, QDialog] = {}  # open editor windows, by record
        self._position_after_reload: tuple[int, int] | None = None  # scroll value, current row
        self._reselect: set[Hashable] = set()  # keys selected before a reload
        self._selecting = False  # the page itself changes the selection
        self._applying_view = False  # filters, sort and columns are being set from a view
        self.offers_task: asyncio.Task[None] | None = None
        self.questions_waiting = False  # what it asks at its start waits for the first rows

        # Channel code -> currency, from the channels lookup (filled once it answers).
        self.currencies: dict[str, str] = {}
        self.closed_channels: set[str] = set()  # they take no prices
        # What the server offers of docs/api.md section 11 (None: not known yet), for the columns
        # whose sort needs a feature of it (asked when the list starts, see start_offers).
        self.offered: ServerExtensions | None = None
        self._sorting_waiting: dict[str, str] = {}  # a remembered sort that waits for the answer
        # No sorting is sent until the user chooses one: the rows come in the server's own order.
        self.model = PagedTableModel(
            with_offers(self.columns(), lambda: self.offered),
            key=self.item_key,
            page_size=self.DEFAULT_PAGE_SIZE,
            parent=self,
        )
        self.view = self._make_view()
        self.model.set_visible_rows_provider(self._visible_rows)
        self.model.set_screen_rows_provider(self._screen_rows)

        # Two rows of filters: the usual ones first, the others (a page's build_more_filters) on
        # a row of their own, so every filter stays visible at its readable width in any language.
        self.filter_bar = QHBoxLayout()
        self.filter_bar.setContentsMargins(0, 0, 0, 0)
        self.more_filters = QHBoxLayout()
        self.more_filters.setContentsMargins(0, 0, 0, 0)
        self.build_filters(self.filter_bar)
        self.build_more_filters(self.more_filters)
        self.more_filters.addStretch(1)
        self.view.setAccessibleName(self.title)
        self.filter_bar.addStretch(1)
        self.page_size_box = QComboBox()
        for size in self.PAGE_SIZES:
            self.page_size_box.addItem(tr("pages.base", "{size} per page").format(size=size), size)
        self.page_size_box.setCurrentIndex(self.PAGE_SIZES.index(self.DEFAULT_PAGE_SIZE))
        self.page_size_box.setToolTip(
            tr("pages.base", "How many rows each request to the server fetches")
        )
        self.page_size_box.setAccessibleName(tr("pages.base", "Rows per request"))
        self.page_size_box.activated.connect(self._page_size_chosen)
        self.filter_bar.addWidget(self.page_size_box)

        self.banner = RetryBanner()
        self.banner_text = self.banner.text_label
        self.retry_button = self.banner.retry_button
        self.retry_button.clicked.connect(self.retry_failed)

        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyState")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()

        # What the current order means where it is not plain (totals in several currencies).
        self.sort_note = QLabel()
        self.sort_note.setObjectName("sortNote")
        self.sort_note.setWordWrap(True)
        self.sort_note.hide()

        self.detail = DetailPanel()
        self.detail.hide()
        self.detail.closed.connect(self._details_closed)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        self.toolbar = QToolBar()
        self.toolbar.setObjectName("pageActions")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._build_actions()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        filter_rows = QVBoxLayout()
        filter_rows.setContentsMargins(0, 0, 0, 0)
        filter_rows.addLayout(self.filter_bar)
        filter_rows.addLayout(self.more_filters)
        layout.addLayout(filter_rows)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.banner)
        layout.addWidget(self.sort_note)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.splitter, 1)

        self.model.total_changed.connect(self.status_changed)
        self.model.loading_changed.connect(lambda _loading: self.status_changed.emit())
        self.model.request_failed.connect(self.request_failed)
        self.model.page_failed.connect(lambda _page, _error: self._update_banner())
        self.model.page_loaded.connect(lambda _page: self._update_banner())
        self.model.modelReset.connect(self._update_banner)
        self.model.total_changed.connect(self._update_empty_state)
        self.model.loading_changed.connect(lambda _loading: self._update_empty_state())
        self.model.page_loaded.connect(self._restore_position)
        self.model.modelReset.connect(self.update_actions)
        self.model.modelReset.connect(self.update_sort_note)
        self.model.stale_changed.connect(lambda _stale: self._update_banner())
        self.model.stale_changed.connect(lambda _stale: self.view.viewport().update())
        self.model.stale_changed.connect(lambda _stale: self.status_changed.emit())
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.update_actions()

    # ------------------------------------------------------------------ what pages provide

    def columns(self) -> Sequence[Column]:
        raise NotImplementedError

    def source(self) -> PageSource | None:
        """The collection's ``list`` (None while the page cannot list anything yet)."""
        raise NotImplementedError

    async def fetch_item(self, key: Hashable) -> BaseModel:
        """The whole record behind a row, fetched fresh for the detail panel."""
        raise NotImplementedError

    def item_key(self, item: Any) -> Hashable:
        return item.id

    def item_title(self, key: Hashable) -> str:
        return f"{self.title}: {key}"

    def build_filters(self, bar: QHBoxLayout) -> None:
        """Add this resource's filter widgets to ``bar``; call ``filters_changed`` on edits."""

    def build_more_filters(self, bar: QHBoxLayout) -> None:
        """The filters used less often, on a second row under ``build_filters``' (none here)."""

    def criteria(self) -> dict[str, str]:
        """The filter values from the filter widgets, by the list's criteria fields."""
        return {}

    def listed(self) -> ListName:
        """Which list the page shows (its criteria model and sorts, ``api/lists.py``)."""
        return self.list_name

    def typed_criteria(self) -> Criteria:
        """The list's criteria model from the filter widgets."""
        return LISTS[self.listed()].criteria.from_values(self.criteria())

    def empty_text(self) -> str:
        """What an empty list means here (shown instead of a blank table)."""
        if any(self.criteria().values()):
            return self.none_matching
        return self.none_yet

    def filter_widget(self) -> QWidget | None:
        """The widget Ctrl+F focuses."""
        return None

    def filter_inputs(self) -> Mapping[str, QWidget]:
        """The filter widgets by name: what is remembered across restarts and in saved views."""
        return {}

    def filters_applied(self) -> None:
        """Filter values were set all at once (a restart, a view opened): list anew once."""
        self.filters_changed()

    def export_name(self) -> str:
        """The file name an export suggests ("orders-2026-11-23.csv")."""
        slug = re.sub(r"[^a-z0-9]+", "-", self.title.lower()).strip("-")
        return f"{slug}-{date.today().isoformat()}.csv"

    def start(self) -> None:
        """First time the page is needed: load lookups its filters use."""

    def edit_item(self, key: Hashable) -> QDialog | None:
        """Open the editor window of the record with ``key`` (None: no editor; details instead)."""
        return None

    def create_item(self) -> QDialog | None:
        """Open a window that creates a record (Ctrl+N); None when nothing can be created now."""
        return None

    def ready_to_create(self) -> bool:
        """Whether "New" can work right now (the variants page needs a product first)."""
        return self.can_create

    async def delete_item(self, key: Hashable) -> None:
        """Delete one record (raise the client's errors)."""
        raise NotImplementedError

    def describe_item(self, key: Hashable) -> str:
        """How a record is named in a confirmation or an error: "order #12"."""
        return tr("pages.base", "{noun} #{key}").format(noun=noun(self.record_name), key=key)

    def build_row_actions(self) -> list[QAction]:
        """Actions on the selected rows beyond open and delete (bulk price, enable users)."""
        return []

    def list_actions(self) -> list[QAction]:
        """Actions on the list as a whole, beside Export (the price template and import)."""
        return []

    def rows_arrived(self, items: Sequence[Any]) -> None:
        """A page of items came from the server (before the table shows it): a page may learn
        from it what its headers say (the options of a product, the currencies of the orders)."""

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        """What the details panel shows of ``record``, grouped as its editor groups it (the
        fields as sent follow, folded away)."""
        return ()

    def sort_note_text(self) -> str | None:
        """A sentence above the table when the current order needs one (None: no note)."""
        return None

    def sort_fields(self) -> set[str]:
        """The fields the server sorts this list by now (a page whose source changes narrows
        them, a column whose sort needs a feature waits for the server to offer it); a header
        of another column leaves the order as it is."""
        return {
            column.sort_field
            for column in self.model.columns
            if column.sort_field and sorts_now(column)
        }

    def _fields_waiting(self) -> set[str]:
        """Every field a header sorts by, or will once the server offers what it needs."""
        return {column.sort_field for column in self.model.columns if column.sort_field}

    def _waits_for_offers(self) -> bool:
        """The page needs to know what the server offers (``asks_offers``, or a column whose sort
        needs a feature) and does not know it yet."""
        return self.offered is None and (
            self.asks_offers
            or any(
                isinstance(column, ListColumn) and column.sort_needs is not None
                for column in self.model.columns
            )
        )

    def start_offers(self) -> None:
        """Ask (once per connection, ``ui.server_offers``) what the server offers, where a column
        needs to know; when it cannot tell now, the list stays as it is and asks on F5."""
        asking = self.offers_task is not None and not self.offers_task.done()
        if self._waits_for_offers() and not asking:
            self.offers_task = spawn(self._ask_offers(), owner=self)

    def _start_lookups(self) -> None:
        """What the page asks besides its rows: its filters' lookups, what the server offers."""
        self.start()
        self.start_offers()

    def _after_first_rows(self, then: Callable[[], None]) -> None:
        """Call ``then`` once the list's first answer is shown (or failed): at a start, the other
        questions (lookups, what the server offers: several requests, each a server's first of
        its kind) would share the server, and the window's turns, with the first rows. At once
        where the page lists nothing yet, or a remembered sort waits for what the server offers."""
        if self._sorting_waiting or not self.model.loading:
            then()
            return
        self.questions_waiting = True

        def ask() -> None:
            self.questions_waiting = False
            then()

        def first_answer(*_args: object) -> None:
            self.model.page_loaded.disconnect(first_answer)
            self.model.page_failed.disconnect(first_answer)
            QTimer.singleShot(0, self, ask)  # after the events queued: the rows' paint

        self.model.page_loaded.connect(first_answer)
        self.model.page_failed.connect(first_answer)

    async def _ask_offers(self) -> None:
        try:
            offered = await server_offers(self.client, owner=self)
        except errors.ApiError as error:
            self.report_lookup_failure(error)
            return
        self.show_offered(offered)

    def show_offered(self, offered: ServerExtensions) -> None:
        """The server said what it offers: the headers whose sort needed it sort (or say why
        not), and a remembered sort that waited for it is used."""
        self.offered = offered
        self.model.refresh_headers()
        waiting, self._sorting_waiting = self._sorting_waiting, {}
        if waiting and set(waiting) <= self.sort_fields() and not self.model.sorting:
            self.model.set_sorting(waiting)
        self._show_sort_indicator()

    def currencies_changed(self) -> None:
        """The channels lookup answered: what depends on channel currencies may change."""
        self.model.refresh_headers()
        self.update_sort_note()

    # ------------------------------------------------------------------ the shell's interface

    @property
    def total(self) -> int | None:
        return self.model.total

    @property
    def loading(self) -> bool:
        return self.model.loading

    def refresh(self) -> None:
        """Load the list (F5): the first time from its first page; after that, ask again for the
        rows on screen and show them meanwhile; if the server does not answer, they stay, marked
        stale, and reload once it is back (the session retries the page then)."""
        if not self._started:
            self._started = True
            self.list_anew()
            self._after_first_rows(self._start_lookups)
            return
        self.start_offers()
        self.model.reload()
        self._update_empty_state()

    @property
    def settled(self) -> bool:
        return self.total is not None and not self.loading

    @property
    def stale(self) -> bool:
        """True while the rows shown are older than a reload that could not replace them."""
        return self.model.stale

    def list_anew(self) -> None:
        """Start listing from the page's source with its filters (a new product, say)."""
        self.model.set_source(self._listing(), criteria=self.typed_criteria())
        self._update_empty_state()

    def _listing(self) -> PageSource | None:
        """The page's source, with each answer shown to :meth:`rows_arrived` first."""
        source = self.source()
        if source is None:
            return None

        async def listing(
            *,
            page: int,
            limit: int,
            sorting: Mapping[str, str] | None = None,
            criteria: Criteria | None = None,
        ) -> PageAnswer:
            answer = await source(page=page, limit=limit, sorting=sorting, criteria=criteria)
            self.rows_arrived(answer.items)
            return answer

        return listing

    def focus_filter(self) -> None:
        widget = self.filter_widget()
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def open_selected(self) -> None:
        """Open the current row's record in the detail panel (Enter); a failed row retries."""
        index = self.view.currentIndex()
        if not index.isValid():
            return
        row = index.row()
        if self.model.row_state(row) == RowState.FAILED:
            self.model.retry_page(self.model.page_of_row(row))
            return
        key = self.model.key_at(row)
        if key is not None:
            self.open_item(key)

    def open_item(self, key: Hashable) -> None:
        """Open the record with ``key`` in its editor (one window per record: an open one is
        raised), or in the read-only details panel where the page has no editor."""
        existing = self._editors.get(key)
        if existing is not None and shiboken6.isValid(existing):
            existing.raise_()
            existing.activateWindow()
            return
        dialog = self.edit_item(key)
        if dialog is None:
            self.show_details(key)
            return
        self._editors[key] = dialog
        dialog.finished.connect(lambda _result: self._editors.pop(key, None))
        self.follow(dialog)

    def show_details(self, key: Hashable) -> None:
        """Show every field of the record with ``key``, read-only, beside the table."""
        if self._detail_task is not None:
            self._detail_task.cancel()
        title = self.item_title(key)
        if self.detail.isHidden():
            total = sum(self.splitter.sizes())
            self.splitter.setSizes([max(total - PANEL_WIDTH, 0), PANEL_WIDTH])
        self.detail.show_loading(title)
        self._check_details_action(True)
        self._detail_task = spawn(self._show_detail(key, title), owner=self)

    def toggle_details(self, shown: bool) -> None:
        """The details panel action: show the current row's details, or close the panel."""
        if not shown:
            self.detail.close_panel()
            return
        key = self.current_key()
        if key is None:
            self._check_details_action(False)
            return
        self.show_details(key)

    def new_item(self) -> None:
        """Ctrl+N: open the creator; the table follows what it saves."""
        dialog = self.create_item()
        if dialog is not None:
            self.follow(dialog)

    def follow(self, dialog: QDialog) -> None:
        """Reload the rows whenever the editor in ``dialog`` saves or deletes."""
        editor = getattr(dialog, "editor", None)
        if editor is not None:
            editor.saved.connect(self.reload_rows)
            editor.deleted.connect(self.reload_rows)

    def reload_rows(self) -> None:
        """After a write: ask the server again, keeping the scroll position, the current row and
        the selection (rows are selected again by key as their pages arrive)."""
        row = self.view.currentIndex().row()
        self._position_after_reload = (self.view.verticalScrollBar().value(), max(row, 0))
        self._reselect = set(self.selected_keys())
        self.model.refresh()

    def current_key(self) -> Hashable | None:
        index = self.view.currentIndex()
        return self.model.key_at(index.row()) if index.isValid() else None

    def selected_keys(self) -> list[Hashable]:
        """Keys of the selected rows that hold data, top to bottom."""
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        keys = (self.model.key_at(row) for row in rows)
        return [key for key in keys if key is not None]

    def delete_selected(self) -> asyncio.Task[bool] | None:
        """Del: ask, then delete every selected record (a failure does not stop the rest)."""
        keys = self.selected_keys()
        if not self.can_delete or not keys:
            return None
        return spawn(self._confirm_and_delete(keys), owner=self)

    def delete_question(self, keys: Sequence[Hashable]) -> str:
        what = (
            self.describe_item(keys[0]) if len(keys) == 1 else counted(len(keys), self.record_name)
        )
        if self.soft_delete:
            return tr(
                "pages.base",
                "Delete {what}? The deletion is soft: what is deleted disappears from the "
                "lists, but the store keeps it in its records.",
            ).format(what=what)
        return tr("pages.base", "Delete {what}? This cannot be undone.").format(what=what)

    async def _confirm_and_delete(self, keys: Sequence[Hashable]) -> bool:
        from storeadmin_gui.ui.editors.dialogs import confirm

        agreed = await confirm(
            self,
            title=tr("pages.base", "Delete {what}").format(
                what=counted(len(keys), self.record_name)
                if len(keys) > 1
                else noun(self.record_name)
            ),
            text=self.delete_question(keys),
            confirm_label=tr("pages.base", "Delete"),
            destructive=True,
        )
        if not agreed:
            return False
        results = await apply_each(keys, self.delete_item)
        self.report_batch(results, "deleted")
        self.reload_rows()
        return all(error is None for error in results.values())

    def report_batch(self, results: Mapping[Any, errors.ApiError | None], verb: str) -> None:
        """Tell the user through the shell which records of a multi-row action failed."""
        problem = describe_failures(results, verb, self.describe_item)
        if problem is not None:
            self.problem_reported.emit(problem[0].upper() + problem[1:])
        for error in results.values():
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self.request_failed.emit(error)
                break

    def update_actions(self) -> None:
        """Enable what applies to the current selection."""
        selected = bool(self.view.selectionModel().selectedRows())
        self.new_action.setEnabled(self.ready_to_create())
        self.open_action.setEnabled(self.current_key() is not None)
        self.delete_action.setEnabled(self.can_delete and selected)
        self.copy_action.setEnabled(selected)
        for action in self.row_actions:
            action.setEnabled(selected)

    @property
    def actions_for_menu(self) -> list[QAction]:
        """What the main window's Edit menu offers for this page (after its own "New…")."""
        return [
            self.open_action,
            self.copy_action,
            self.delete_action,
            *self.row_actions,
            self.details_action,
        ]

    def retry_failed(self) -> None:
        """Ask again for whatever failed (the shell calls this once the server is back)."""
        self.model.retry_failed()
        self._update_banner()

    def save_state(self, settings: QSettings, prefix: str) -> None:
        settings.setValue(f"{prefix}/header", self.view.horizontalHeader().saveState())
        settings.setValue(f"{prefix}/columns", self._column_names())
        settings.setValue(f"{prefix}/{HIDDEN_KEY}", json.dumps(self.column_chooser.hidden()))
        settings.setValue(f"{prefix}/{FILTERS_KEY}", json.dumps(self.filter_values()))
        # Only a sorting the user chose is kept: none means the server's own order (a remembered
        # one still waiting for the server's answer is kept as it was).
        kept = self.model.sorting or self._sorting_waiting
        settings.setValue(f"{prefix}/{SORT_KEY}", json.dumps(kept))
        settings.setValue(f"{prefix}/page_size", self.model.page_size)

    def _column_names(self) -> str:
        return "|".join(column_key(column) for column in self.model.columns)

    def _same_columns(self, saved: object) -> bool:
        """Whether widths and order were saved for these columns: named by key, or (settings of
        an older version) by their headers in one of the shipped languages."""
        if saved == self._column_names():
            return True
        return any(
            saved == "|".join(words_in(language)(column.header) for column in self.model.columns)
            for language in LANGUAGES
        )

    def restore_state(self, settings: QSettings, prefix: str) -> None:
        """Widths, order, hidden columns, page size, sort and filters as last left; the named
        views of this list are read from (and saved to) the same settings."""
        self.settings = settings
        self.views_button.set_store(ViewStore(settings, prefix))
        header = self.view.horizontalHeader()
        state = settings.value(f"{prefix}/header")
        # Widths and order saved for other columns (an older version's) would land on the wrong
        # ones: they are used only for the same columns.
        same_columns = self._same_columns(settings.value(f"{prefix}/columns"))
        if isinstance(state, QByteArray | bytes) and state and same_columns:
            header.blockSignals(True)
            header.restoreState(QByteArray(state))
            header.blockSignals(False)
        size = settings.value(f"{prefix}/page_size")
        if size is not None and int(str(size)) in self.PAGE_SIZES:
            self.page_size_box.setCurrentIndex(self.PAGE_SIZES.index(int(str(size))))
            self.model.set_page_size(int(str(size)))
        sorting = settings.value(f"{prefix}/{SORT_KEY}")
        if isinstance(sorting, str) and sorting:
            try:
                wanted = json.loads(sorting)
            except ValueError:
                wanted = None
            sortable = self.sort_fields()
            if (
                isinstance(wanted, dict)
                and wanted
                and all(wanted[name] in ("asc", "desc") for name in wanted)
            ):
                if set(wanted) <= sortable:
                    self.model.set_sorting(wanted)
                elif self._waits_for_offers() and set(wanted) <= self._fields_waiting():
                    self._sorting_waiting = dict(wanted)
        self._show_sort_indicator()
        hidden = _json_value(settings.value(f"{prefix}/{HIDDEN_KEY}"))
        if isinstance(hidden, list):
            self.column_chooser.restore([str(name) for name in hidden])
        filters = _json_value(settings.value(f"{prefix}/{FILTERS_KEY}"))
        if isinstance(filters, dict):
            self.set_filter_values({str(k): str(v) for k, v in filters.items()})

    # ------------------------------------------------------------------ filters and views

    def filter_values(self) -> dict[str, str]:
        return {name: filter_value(widget) for name, widget in self.filter_inputs().items()}

    def set_filter_values(self, values: Mapping[str, str]) -> None:
        """Set every filter at once (those not named are cleared); the list reloads once."""
        applying, self._applying_view = self._applying_view, True
        try:
            for name, widget in self.filter_inputs().items():
                set_filter_value(widget, values.get(name, ""))
            self.filters_applied()
        finally:
            self._applying_view = applying

    def capture_view(self) -> View:
        chooser = self.column_chooser
        return View(
            filters=self.filter_values(),
            sorting=self.model.sorting,
            hidden=chooser.hidden(),
            order=chooser.visible(),
        )

    def apply_view(self, view: View) -> None:
        """Show the list as ``view`` has it: filters, sort (only one the server offers here)
        and columns; the standard view (``View()``) clears them all."""
        self._applying_view = True
        try:
            order = view.order or [column_key(column) for column in self.model.columns]
            self.column_chooser.restore(view.hidden, order)
            sortable = self.sort_fields()
            sorting = {k: v for k, v in view.sorting.items() if k in sortable}
            self._sorting_waiting = {}  # the view chosen decides
            self.model.set_sorting(sorting)
            self._show_sort_indicator()
            self.set_filter_values(view.filters)
        finally:
            self._applying_view = False

    def _columns_chosen(self) -> None:
        self.views_button.mark_changed()

    def describe_query(self) -> str:
        """The filters and sort the list shows, as a sentence for an export's window."""
        shown = [
            tr("pages.base", "{filter}: {value}").format(
                filter=filter_caption(widget), value=filter_shown(widget)
            )
            for widget in self.filter_inputs().values()
            if filter_value(widget)
        ]
        if shown:
            filters = tr("pages.base", "Filtered by {filters}.").format(
                filters=QLocale().createSeparatedList(shown)
            )
        else:
            filters = tr("pages.base", "No filter.")
        current = self.model.sort_column()
        if current is None or not self.model.sorting:
            order = tr("pages.base", "In the server's own order.")
        else:
            column, direction = current
            header = self.model.columns[column].header
            if direction == Qt.SortOrder.AscendingOrder:
                order = tr("pages.base", "Sorted by {column}, ascending.").format(column=header)
            else:
                order = tr("pages.base", "Sorted by {column}, descending.").format(column=header)
        return tr("pages.base", "{filters} {order}").format(filters=filters, order=order)

    # ------------------------------------------------------------------ data out

    def copy_selected(self) -> int:
        """Ctrl+C: the selected rows (as shown) to the clipboard, with a header row."""
        copied, selected = copy_selected_rows(self.view)
        if copied < selected:
            self.problem_reported.emit(
                tr(
                    "pages.base",
                    "Copied {copied} of {selected}: the others are not loaded yet."
                    " Export… writes the whole list.",
                ).format(
                    copied=QLocale().toString(copied),
                    selected=counted(selected, "selected row"),  # i18n: not shown, a noun's key
                )
            )
        return copied

    def export_fields(self) -> list[Exported]:
        """What an export writes: the visible columns' values in their on-screen order."""
        header = self.view.horizontalHeader()
        fields: dict[str, Exported] = {}
        for visual in range(header.count()):
            section = header.logicalIndex(visual)
            if header.isSectionHidden(section):
                continue
            for field in exported_fields(self.model.columns[section]):
                fields.setdefault(field.header, field)  # one "Currency" for two amounts
        return list(fields.values())

    def export_plan(self) -> ExportPlan | None:
        """The whole list as shown (filter, sort, visible columns); None while nothing is
        listed (no product chosen)."""
        source = self.source()
        if source is None:
            return None
        fields = self.export_fields()
        return ExportPlan(
            title=self.title,
            source=source,
            header=[field.header for field in fields],
            rows=lambda item: ([field.value(item) for field in fields],),
            key=self.item_key,
            sorting=self.model.sorting,
            criteria=self.model.fetcher.criteria,
        )

    def export_list(self) -> ExportDialog | None:
        """Export…: the export window for this list (one at a time)."""
        if (open_already := self.raise_export()) is not None:
            return open_already
        plan = self.export_plan()
        if plan is None:
            self.problem_reported.emit(
                tr("pages.base", "There is nothing to export: {reason}").format(
                    reason=self.empty_text()
                )
            )
            return None
        if self.total is not None:
            summary = tr(
                "pages.base",
                "All {rows} of the list “{list}”, every page read from the server, not only those"
                " on screen. {query} The columns are those shown, in their order.",
            ).format(rows=counted(self.total, "row"), list=self.title, query=self.describe_query())
        else:
            summary = tr(
                "pages.base",
                "Every row of the list “{list}”, every page read from the server, not only those"
                " on screen. {query} The columns are those shown, in their order.",
            ).format(list=self.title, query=self.describe_query())
        self.export_dialog = self.open_export(plan, summary, self.export_name())
        return self.export_dialog

    # ------------------------------------------------------------------ for subclasses

    def filters_changed(self) -> None:
        """Filter widgets call this: the table reloads only when the criteria really changed."""
        if not self._applying_view:
            self.views_button.mark_changed()
        if self._started:
            self.model.set_criteria(self.typed_criteria())

    def report_lookup_failure(self, error: object) -> None:
        if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
            self.request_failed.emit(error)

    def channel_filter(self, tooltip: str) -> LookupComboBox:
        """A channel box ("All channels" first) from the channels lookup; it also tells the page
        each channel's currency (:attr:`currencies`)."""
        box = LookupComboBox(
            self._channels,
            label=lambda channel: (
                f"{channel.name} ({channel.code})" if channel.name else channel.code
            ),
            value=lambda channel: str(channel.code),
            any_text=tr("pages.base", "All channels"),
            free_text_placeholder=tr("pages.base", "Channel code"),
        )
        box.setToolTip(tooltip)
        box.value_changed.connect(lambda _value: self.filters_changed())
        box.load_failed.connect(self.report_lookup_failure)
        return box

    async def load_currencies(self) -> None:
        """Read the channels lookup for :attr:`currencies` alone (a page without a channel box);
        a server without the lookup leaves them unknown."""
        try:
            async for _channel in self._channels():
                pass
        except errors.NotFound:
            return
        except errors.ApiError as error:
            self.report_lookup_failure(error)

    async def _channels(self) -> AsyncIterator[Channel]:
        async for channel in self.client.channels.iter_all(limit=100):
            if channel.base_currency:
                self.currencies[channel.code] = channel.base_currency
            if channel.enabled is False:
                self.closed_channels.add(channel.code)
            yield channel
        self.currencies_changed()

    def update_sort_note(self) -> None:
        text = self.sort_note_text()
        self.sort_note.setText(text or "")
        self.sort_note.setVisible(bool(text))

    # ------------------------------------------------------------------ internals

    def _make_view(self) -> QTableView:
        view = PagedTableView()
        view.setModel(self.model)
        badges = BadgeDelegate(view)
        for number, column in enumerate(self.model.columns):
            if column.badge:  # every other cell Qt paints itself (ui/delegates.py says why)
                view.setItemDelegateForColumn(number, badges)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        vertical = view.verticalHeader()
        vertical.hide()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(view.fontMetrics().height() + ROW_HEIGHT_EXTRA)
        header = view.horizontalHeader()
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setHighlightSections(False)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        metrics = view.fontMetrics()
        for number, column in enumerate(self.model.columns):
            width = column.width or 0
            if column.fits is not None:
                width = max(width, metrics.horizontalAdvance(column.fits()) + CELL_PADDING)
            if isinstance(column, ListColumn) and column.states:
                widest = max(metrics.horizontalAdvance(column.display(s)) for s in column.states)
                width = max(width, widest + BADGE_PADDING)
            if width:
                header.resizeSection(number, width)
        header.sortIndicatorChanged.connect(self._header_sort_changed)
        self.server_order_action = QAction(tr("pages.base", "Server's own order"), header)
        self.server_order_action.setToolTip(
            tr("pages.base", "List the rows in the order the server chooses")
        )
        self.server_order_action.triggered.connect(self.use_server_order)
        header.addAction(self.server_order_action)
        header_separator = QAction(header)
        header_separator.setSeparator(True)
        header.addAction(header_separator)
        self.column_chooser = ColumnChooser(header, self.model.columns)
        self.column_chooser.changed.connect(self._columns_chosen)
        header.addAction(self.column_chooser.action)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        view.activated.connect(lambda _index: self.open_selected())
        scroll_bar = view.verticalScrollBar()
        scroll_bar.sliderPressed.connect(lambda: self.model.pause_fetching(True))
        scroll_bar.sliderReleased.connect(lambda: self.model.pause_fetching(False))
        scroll_bar.valueChanged.connect(lambda _value: self.model.look_ahead())
        self._show_sort_indicator(header)
        return view

    def _build_actions(self) -> None:
        """The page's actions: on its toolbar, in the table's context menu, in the Edit menu."""
        name = noun(self.record_name)
        self.new_action = QAction(tr("pages.base", "New {name}…").format(name=name), self)
        self.new_action.setToolTip(tr("pages.base", "Create a {name} (Ctrl+N)").format(name=name))
        self.new_action.triggered.connect(self.new_item)
        self.new_action.setVisible(self.can_create)
        self.open_action = QAction(tr("pages.base", "Open {name}…").format(name=name), self)
        self.open_action.setToolTip(
            tr("pages.base", "Open the selected {name} in its editor (Enter)").format(name=name)
        )
        self.open_action.triggered.connect(self.open_selected)
        self.delete_action = QAction(tr("pages.base", "Delete…"), self)
        self.delete_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.delete_action.setToolTip(tr("pages.base", "Delete the selected rows (Del)"))
        self.delete_action.triggered.connect(self.delete_selected)
        self.delete_action.setVisible(self.can_delete)
        self.details_action = QAction(tr("pages.base", "Details"), self)
        self.details_action.setCheckable(True)
        self.details_action.setShortcut(QKeySequence("Ctrl+I"))
        self.details_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.details_action.setToolTip(
            tr("pages.base", "The current row's record, read-only (Ctrl+I)")
        )
        self.details_action.toggled.connect(self.toggle_details)
        self.copy_action = QAction(tr("pages.base", "Copy rows"), self)
        self.copy_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.setToolTip(
            tr(
                "pages.base",
                "Copy the selected rows with a header row, to paste into a spreadsheet (Ctrl+C)",
            )
        )
        self.copy_action.triggered.connect(self.copy_selected)
        self.export_action = QAction(tr("pages.base", "Export…"), self)
        self.export_action.setToolTip(
            tr(
                "pages.base",
                "Write the whole list, as filtered and sorted, to a CSV file for a spreadsheet",
            )
        )
        self.export_action.triggered.connect(self.export_list)
        self.views_button = ViewsButton(self.capture_view, self.apply_view)
        self.views_button.opened.connect(lambda _name: self.view.setFocus())
        self.row_actions = self.build_row_actions()

        self.toolbar.addAction(self.new_action)
        self.toolbar.addAction(self.open_action)
        if self.row_actions:
            self.toolbar.addSeparator()
            self.toolbar.addActions(self.row_actions)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.delete_action)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.toolbar.addWidget(spacer)
        self.toolbar.addWidget(self.views_button)
        self.toolbar.addActions([*self.list_actions(), self.export_action])
        overflow = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if overflow is not None:  # shown when the window is too narrow for every tool
            overflow.setAccessibleName(tr("pages.base", "More tools"))
            overflow.setToolTip(tr("pages.base", "More tools"))
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.details_action)
        # Where the window is too narrow for every action, Qt adds a "»" button of its own.
        overflow = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if overflow is not None:
            overflow.setAccessibleName(tr("pages.base", "More actions"))

        separator = QAction(self)
        separator.setSeparator(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.view.addActions([self.open_action, *self.row_actions, self.delete_action])
        self.view.addActions([separator, self.copy_action, self.new_action, self.details_action])
        self.addAction(self.details_action)

    def _selection_changed(self, *_args: object) -> None:
        if not self._selecting:
            self._reselect.clear()  # the user chose anew
        self.update_actions()
        if self.detail.isVisible() and (key := self.current_key()) is not None:
            self.show_details(key)

    def _details_closed(self) -> None:
        self._check_details_action(False)
        self.view.setFocus()

    def _check_details_action(self, checked: bool) -> None:
        """Show the panel's state on its action without running the action."""
        self.details_action.blockSignals(True)
        self.details_action.setChecked(checked)
        self.details_action.blockSignals(False)

    def _restore_position(self, page: int) -> None:
        """After :meth:`reload_rows`, as pages arrive: where the user was, and what was selected."""
        rows = self.model.rowCount()
        if self._position_after_reload is not None and page == 1:
            scroll, row = self._position_after_reload
            self._position_after_reload = None
            if rows:
                flag = self.view.selectionModel().SelectionFlag.NoUpdate
                current = self.model.index(min(row, rows - 1), 0)
                self.view.selectionModel().setCurrentIndex(current, flag)
                self.view.verticalScrollBar().setValue(scroll)
        if not self._reselect:
            return
        first = (page - 1) * self.model.page_size
        selection = self.view.selectionModel()
        flags = selection.SelectionFlag.Select | selection.SelectionFlag.Rows
        self._selecting = True
        try:
            for row in range(first, min(first + self.model.page_size, rows)):
                if self.model.key_at(row) in self._reselect:
                    selection.select(self.model.index(row, 0), flags)
        finally:
            self._selecting = False

    def _visible_rows(self) -> tuple[int, int] | None:
        view = self.view
        if not view.isVisible():
            return None
        first = view.rowAt(0)
        if first < 0:
            return None
        last = view.rowAt(view.viewport().height() - 1)
        return first, (self.model.rowCount() - 1 if last < 0 else last)

    def _screen_rows(self) -> int:
        """How many rows the table may show at once (the first request asks for that many): the
        rows it shows now and a quarter more, since the table often grows just as its first rows
        arrive (a start's message closes above it), and rows it then showed without having them
        would each wait for a second request."""
        row_height = max(1, self.view.verticalHeader().defaultSectionSize())
        rows = self.view.viewport().height() // row_height + 1
        return rows + max(SCREEN_ROWS_MARGIN, rows // 4)

    def _header_sort_changed(self, column: int, order: Qt.SortOrder) -> None:
        """Sort on the server where it sorts that field; other headers keep the current order."""
        if self.model.columns[column].sort_field not in self.sort_fields():
            self._show_sort_indicator()
            return
        self.model.sort(column, order)
        self.views_button.mark_changed()

    def use_server_order(self) -> None:
        """Send no sorting again: the rows come in the server's default order."""
        self._sorting_waiting = {}
        self.model.set_sorting({})
        self._show_sort_indicator()
        self.views_button.mark_changed()

    def _show_sort_indicator(self, header: QHeaderView | None = None) -> None:
        header = header or self.view.horizontalHeader()
        current = self.model.sort_column()
        header.blockSignals(True)
        if current is None:
            header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        else:
            header.setSortIndicator(*current)
        header.blockSignals(False)
        header.viewport().update()

    def _page_size_chosen(self, index: int) -> None:
        self.model.set_page_size(int(self.page_size_box.itemData(index)))

    def _update_banner(self) -> None:
        failures = self.model.failures
        if self.banner.property("stale") != self.model.stale:
            self.banner.setProperty("stale", self.model.stale)
            self.banner.style().unpolish(self.banner)
            self.banner.style().polish(self.banner)
        if self.model.stale:
            self.banner_text.setText(self._stale_text())
            self.banner.show()
            return
        if not failures:
            self.banner.hide()
            return
        first_error = failures[min(failures)]
        if self.model.rowCount() == 0:
            message = tr("pages.base", "The list could not be loaded: {first_error}").format(
                first_error=first_error
            )
        elif len(failures) == 1:
            message = tr("pages.base", "Some rows could not be loaded: {first_error}").format(
                first_error=first_error
            )
        else:
            pages = counted(len(failures), "page")
            message = tr(
                "pages.base", "Rows from {pages} could not be loaded: {first_error}"
            ).format(pages=pages, first_error=first_error)
        self.banner_text.setText(message)
        self.banner.show()

    def _stale_text(self) -> str:
        error = self.model.stale_error
        answered = self.model.answered_at
        when = (
            tr("pages.base", " at {format_time_of_day}").format(
                format_time_of_day=format_time_of_day(answered)
            )
            if answered is not None
            else ""
        )
        if isinstance(error, errors.ServerUnreachable):
            then = tr("pages.base", "It reloads by itself when the server is back.")
        elif isinstance(error, errors.Unauthorized):
            then = tr("pages.base", "It reloads once you have signed in again.")
        else:
            then = tr("pages.base", "Retry to load it again.")
        return tr(
            "pages.base",
            "Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as "
            "they were{when}. {then}",
        ).format(rstrip=str(error).rstrip("."), when=when, then=then)

    def _update_empty_state(self) -> None:
        empty = not self.model.loading and not self.model.failed_pages and not self.total
        if empty:
            self.empty_label.setText(self.empty_text())
        self.empty_label.setVisible(empty and self._started)

    async def _show_detail(self, key: Hashable, title: str) -> None:
        try:
            record = await self.fetch_item(key)
        except errors.ApiError as error:
            self.detail.show_error(title, str(error))
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self.request_failed.emit(error)
            return
        self.detail.show_record(title, record, self.detail_sections(record))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._started:
            self.refresh()


def _json_value(value: object) -> Any:
    """A JSON value kept in the settings (None when absent or not JSON)."""
    if not isinstance(value, str) or not value:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return None
