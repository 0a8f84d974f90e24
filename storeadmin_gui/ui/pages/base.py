"""``ListPage``: one list view, assembled from its spec (``list_spec.py``) and small parts.

A view is described, not subclassed: its :class:`~storeadmin_gui.ui.pages.list_spec.ListSpec`
says its columns, source, records, filters and operations, and which parts only it has (the
orders' mixed currencies, the variants' product picker). The page builds the parts every list
has, each owning its state: the table (``list_table``), how it stands (``list_status``),
sorting (``list_sorting``), filters (``list_filters``), what it asks the server for
(``list_query``), what the server offers (``list_offers``), what it keeps across restarts and in
saved views (``list_memory``), its actions and what they do with records (``list_actions``), the
details panel (``list_details``), work on the selection (``list_batch``), copying and exporting
(``list_export``) and, where the spec asks, the channels (``channels``). It then wires them and
speaks for them to the main window (``Page``).

What the server offers (``server_offers.server_capabilities``) decides which filters, sorts and
actions are shown: before it has said, a list uses only what every server of its kind honours,
and asks once its first rows are painted (at once when a remembered sort or filter waits for it).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Hashable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from storeadmin_gui.api import Capabilities, Criteria, StoreClient, errors
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import noun
from storeadmin_gui.ui.lists.columns import with_sorting
from storeadmin_gui.ui.lists.page_cache import PageSource
from storeadmin_gui.ui.lists.saved_views import View
from storeadmin_gui.ui.pages.channels import Channels
from storeadmin_gui.ui.pages.kinds import TITLES
from storeadmin_gui.ui.pages.list_actions import ListActions
from storeadmin_gui.ui.pages.list_batch import BatchWork
from storeadmin_gui.ui.pages.list_details import ListDetails
from storeadmin_gui.ui.pages.list_export import ListExport, ListWords
from storeadmin_gui.ui.pages.list_filters import ListFilters
from storeadmin_gui.ui.pages.list_memory import ListMemory
from storeadmin_gui.ui.pages.list_offers import ServerQuestion
from storeadmin_gui.ui.pages.list_query import ListQuery
from storeadmin_gui.ui.pages.list_sorting import ListSorting
from storeadmin_gui.ui.pages.list_spec import FixedSource, ListSpec
from storeadmin_gui.ui.pages.list_status import ListStatus
from storeadmin_gui.ui.pages.list_table import PAGE_SIZES, ListTable
from storeadmin_gui.ui.pages.page import Page
from storeadmin_gui.ui.shell.server_kind import unreadable_reason
from storeadmin_gui.ui.shell.server_offers import OffersNote

if TYPE_CHECKING:  # the export's modules load when a list is first exported, not with the list
    from storeadmin_gui.ui.lists.export import ExportPlan
    from storeadmin_gui.ui.lists.export_dialog import ExportDialog

__all__ = ["ListPage"]

P = TypeVar("P")
# What an empty list says, with and without filters, where its spec says nothing of its own.
NONE_MATCHING = noop("pages.base", "Nothing matches these filters.")
NONE_YET = noop("pages.base", "Nothing here yet.")


class ListPage(Page):
    """A list view; a named subclass only binds its :attr:`spec` (the settings keep each
    view's state under that name)."""

    spec: ClassVar[ListSpec]
    PAGE_SIZES = PAGE_SIZES  # the rows per request offered

    # The server said what it offers (a ``Capabilities``), or could not say (an ``ApiError``).
    server_answered = Signal(object)
    server_unanswered = Signal(object)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.key = cls.spec.key
        cls.title = TITLES[cls.spec.key]

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(client, parent)
        spec = self.spec
        self._parts: dict[type, object] = {}
        self.question = ServerQuestion(client, report=self.report_lookup_failure, parent=self)

        self.channels = (
            Channels(client, report=self.report_lookup_failure, parent=self)
            if spec.channels
            else None
        )
        self.filters = ListFilters(
            spec.filters,
            client,
            channel_box=self.channels.filter_box if self.channels else None,
            parent=self,
        )
        self.filter_bar, self.more_filters = self.filters.bar, self.filters.more
        self.table = ListTable(
            with_sorting(spec.columns(self), lambda field: field in self.sort_fields()),
            spec.records.key,
            name=self.title,
            opened=lambda key: self.open_item(key),
            parent=self,
        )
        self.model, self.view = self.table.model, self.table.view
        self.page_size_box = self.table.page_size_box
        self.status = ListStatus(
            self.model, empty_text=self.empty_text, retry=self.retry_failed, parent=self
        )
        self.banner, self.empty_label = self.status.banner, self.status.empty_label
        self.sort_note, self.show_sort_note = self.status.sort_note, self.status.show_sort_note
        self.banner_text, self.retry_button = self.banner.text_label, self.banner.retry_button
        self.sorting = ListSorting(
            self.model,
            self.table.header,
            sortable=self.sort_fields,
            waitable=lambda: self.query.sorts_waiting(self.model.columns),
        )
        self.server_order_action = self.sorting.server_order_action
        self.details = ListDetails(
            self.view,
            current_key=self.table.current_key,
            fetch=lambda key: spec.records.fetch(self, key),
            sections=lambda record: spec.records.sections(self, record),
            title=self.item_title,
            report=self.report_lookup_failure,
            parent=self,
        )
        self.details_action = self.details.action
        self.memory = ListMemory(
            self.table,
            self.sorting,
            filters=self.filters.values,
            set_filters=self.set_filter_values,
            parent=self,
        )
        self.views_button, self.column_chooser = (
            self.memory.views_button,
            self.memory.column_chooser,
        )
        self.query = ListQuery(
            self.table,
            self.filters,
            self.question,
            self.status,
            views=spec.filters,
            sorting_waits=lambda: bool(self.sorting.waiting),
            mark_changed=self.views_button.mark_changed,
            choices_changed=self.update_actions,
        )
        self.batch = BatchWork(
            record_name=spec.record_name,
            describe=self.describe_item,
            soft_delete=spec.records.soft_delete,
            problem=self.problem_reported.emit,
            report=self.report_lookup_failure,
            reload=self.reload_rows,
            parent=self,
        )
        self.export = ListExport(
            self.table,
            source=self.source,
            key=spec.records.key,
            words=ListWords(
                title=lambda: self.title,
                query=self.describe_query,
                empty=self.empty_text,
                file_name=self.export_name,
            ),
            problem=self.problem_reported.emit,
            open_export=self._open_export,
            raise_export=self.raise_export,
        )
        self.page_actions = ListActions(
            self,
            spec.record_name,
            spec.records,
            spec.operations,
            table=self.table,
            details=self.details,
            batch=self.batch,
            copy=self.export.copy_selected,
            export=self.export_list,
            views_button=self.views_button,
            parent=self,
        )
        self.offers_note = OffersNote("actions", "filters", "source")
        source = (
            spec.source.bind(self) if isinstance(spec.source, FixedSource) else spec.source(self)
        )
        self.source_part = self.query.source = source
        self._parts[type(source)] = source
        _lay_out(self)
        self._wire()
        for make in spec.parts:
            part = make(self)
            self._parts[type(part)] = part
        self.offers_note.say("filters", self.query.hidden_filters())
        self.update_actions()

    def _wire(self) -> None:
        model = self.model
        model.total_changed.connect(self.status_changed)
        model.loading_changed.connect(lambda _loading: self.status_changed.emit())
        model.request_failed.connect(self.request_failed)
        model.modelReset.connect(self.update_actions)
        model.stale_changed.connect(lambda _stale: self.view.viewport().update())
        model.stale_changed.connect(lambda _stale: self.status_changed.emit())
        self.table.selection_changed.connect(self.update_actions)
        self.table.current_changed.connect(self.update_actions)
        self.table.selection_changed.connect(self.details.follow_current)
        self.filters.changed.connect(self.filters_changed)
        self.filters.scope_changed.connect(lambda: self.query.scope_changed())
        self.question.answered.connect(self.show_offered)
        self.question.unanswered.connect(self.server_unanswered)

    # ------------------------------------------------------------------ parts and the spec

    @property
    def offered(self) -> Capabilities | None:
        """What the server offers (None while not known)."""
        return self.question.offered

    @property
    def offers_task(self) -> asyncio.Task[None] | None:
        return self.question.task

    @property
    def questions_waiting(self) -> bool:
        """What the list asks at its start waits for its first rows."""
        return self.question.waiting

    def part(self, kind: type[P]) -> P:
        """The page's part of type ``kind`` (one the spec asked for, or its source)."""
        return cast(P, self._parts[kind])

    def widget(self) -> QWidget:
        """What windows opened from the list belong to."""
        return self

    @property
    def currencies(self) -> Mapping[str, str]:
        """Channel code -> currency, from the channels lookup (empty until it answers)."""
        return self.channels.currencies if self.channels is not None else {}

    def source(self) -> PageSource | None:
        """The client's method that pages the list now (None while it cannot list yet)."""
        return self.source_part.listing()

    def criteria(self) -> Criteria:
        """The list's typed criteria: its filters the server honours, nothing else."""
        return self.query.criteria()

    def sort_fields(self) -> set[str]:
        """The fields a header sorts the list by now (those the server honours)."""
        return self.query.sort_fields(self.model.columns)

    def item_title(self, key: Hashable) -> str:
        return self.spec.records.title(self, key, self.table.current_cells(key))

    def describe_item(self, key: Hashable) -> str:
        """How a record is named in a confirmation or an error: "order #12"."""
        describe = self.spec.records.describe
        if describe is not None:
            return describe(key)
        return tr("pages.base", "{noun} #{key}").format(noun=noun(self.spec.record_name), key=key)

    def empty_text(self) -> str:
        """What an empty list means here (shown instead of a blank table)."""
        filtered = bool(self.criteria().chosen())
        said = self.source_part.empty_text(filtered)
        if said is not None:
            return said
        spec = self.spec
        if filtered:
            return translated(spec.none_matching or NONE_MATCHING)
        return translated(spec.none_yet or NONE_YET)

    def export_name(self) -> str:
        """The file name an export suggests ("orders-2026-11-23.csv")."""
        if self.spec.export_name is not None:
            return self.spec.export_name(self)
        slug = re.sub(r"[^a-z0-9]+", "-", self.title.lower()).strip("-")
        return f"{slug}-{date.today().isoformat()}.csv"

    def action(self, key: str) -> QAction:
        """The action of the spec's operation ``key``."""
        return self.page_actions.by_key[key]

    # ------------------------------------------------------------------ the shell's interface

    @property
    def total(self) -> int | None:
        return self.model.total

    @property
    def loading(self) -> bool:
        return self.model.loading

    @property
    def settled(self) -> bool:
        return self.total is not None and not self.loading

    @property
    def stale(self) -> bool:
        """True while the rows shown are older than a reload that could not replace them."""
        return self.model.stale

    def refresh(self) -> None:
        """Load the list (F5): the first time from its first page; after that, ask again for the
        rows on screen and show them meanwhile; if the server does not answer, they stay, marked
        stale, and reload once it is back (the session retries the page then)."""
        if not self.query.started:
            self.query.started = self.status.started = True
            if self.question.offered is not None:  # another view has asked: no need to wait
                self.show_offered(self.question.offered)  # (which lists)
            else:
                self.query.list_anew()
            self.question.after_first_rows(
                self.model, self._ask_questions, at_once=self.query.something_waits()
            )
            return
        self.question.ask()
        self.model.reload()
        self.status.update_empty()

    def retry_failed(self) -> None:
        """Ask again for whatever failed (the shell calls this once the server is back)."""
        if self.query.started:
            self.question.ask()
        self.model.retry_failed()
        self.status.update_banner()

    def filter_widget(self) -> QWidget | None:
        """The widget Ctrl+F focuses."""
        field = self.spec.focus
        return self.filters.box(field) if field is not None else self.filters.first()

    def focus_filter(self) -> None:
        widget = self.filter_widget()
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def open_selected(self) -> None:
        """Open the current row's record (Enter); a failed row asks for its page again."""
        self.table.open_current()

    def open_item(self, key: Hashable) -> None:
        """Open the record with ``key`` (its editor, or the details panel)."""
        self.page_actions.open_item(key)

    def new_item(self) -> None:
        self.page_actions.new_item()

    def follow(self, dialog: QDialog) -> None:
        """Reload the rows whenever the editor in ``dialog`` saves or deletes."""
        self.page_actions.follow(dialog)

    def reload_rows(self) -> None:
        """After a write: ask again, keeping the scroll position, current row and selection."""
        self.table.reload_keeping_place()

    def selected_keys(self) -> list[Hashable]:
        return self.table.selected_keys()

    def delete_selected(self) -> asyncio.Task[bool] | None:
        return self.page_actions.delete_selected()

    def update_actions(self) -> None:
        """Enable what applies to the current selection."""
        self.page_actions.update(
            selected=self.table.has_selection(),
            current=self.table.current_key() is not None,
            can_create=self.spec.records.create is not None and self.source_part.can_create(),
        )

    @property
    def actions_for_menu(self) -> list[QAction]:
        return self.page_actions.for_menu()

    def list_actions(self) -> list[QAction]:
        """Actions on the list as a whole, for the File menu (the price template and import)."""
        return list(self.page_actions.list_actions)

    def save_state(self, settings: QSettings, prefix: str) -> None:
        self.memory.save(settings, prefix)

    def restore_state(self, settings: QSettings, prefix: str) -> None:
        """Widths, order, hidden columns, page size, sort and filters as last left."""
        self.settings = settings
        self.memory.restore(settings, prefix)

    # ------------------------------------------------------------------ filters and views

    def set_filter_values(self, values: Mapping[str, str] | Criteria) -> None:
        """Set every filter at once, by name or from criteria; the list reloads once."""
        self.query.set_values(values)

    def filters_changed(self) -> None:
        """A filter changed: the table reloads only when the criteria really changed."""
        self.query.filters_changed()

    def capture_view(self) -> View:
        return self.memory.capture()

    def apply_view(self, view: View) -> None:
        """Show the list as ``view`` has it; the standard view (``View()``) clears it all."""
        with self.query.applying():
            self.memory.apply(view)

    def describe_query(self) -> str:
        """The filters and sort the list shows, as a sentence for an export's window."""
        return tr("pages.base", "{filters} {order}").format(
            filters=self.filters.describe(), order=self.sorting.describe()
        )

    # ------------------------------------------------------------------ what the server offers

    def _ask_questions(self) -> None:
        """What the page asks besides its rows: its filters' lookups, what the server offers."""
        if self.channels is not None:
            self.channels.load()
        self.question.ask()

    def show_offered(self, offered: Capabilities) -> None:
        """The server said what it offers: what it lacks is hidden with a line saying why, a
        remembered sort that waited is used, and the filters it honours are sent."""
        self.status.refuse(unreadable_reason(offered, self.spec.feature))
        reasons = self.page_actions.offered(offered)  # a refusal of the whole list says it all
        self.offers_note.say("actions", [] if self.status.refusal else reasons)
        self.server_answered.emit(offered)
        self.offers_note.say("filters", self.query.hidden_filters())
        self.sorting.server_answered()
        self.query.scope_changed()
        self.status.update_empty()

    def report_lookup_failure(self, error: object) -> None:
        """A failure the session handles (no sign-in, no server) goes to it."""
        if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
            self.request_failed.emit(error)

    # ------------------------------------------------------------------ data out

    def copy_selected(self) -> int:
        """Ctrl+C: the selected rows (as shown) to the clipboard, with a header row."""
        return self.export.copy_selected()

    def export_plan(self) -> ExportPlan | None:
        """The whole list as shown; None while nothing is listed (no product chosen)."""
        return self.export.plan()

    def export_list(self) -> ExportDialog | None:
        """Export…: the export window for this list (one at a time)."""
        return self.export.open()

    def _open_export(self, plan: ExportPlan, summary: str, file_name: str) -> ExportDialog:
        self.export_dialog = self.open_export(plan, summary, file_name)
        return self.export_dialog

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.query.started:
            self.refresh()


def _lay_out(page: ListPage) -> None:
    """The filter rows, the line on what the server lacks, the actions, how the list stands,
    and the table beside its details panel."""
    page.filter_bar.addStretch(1)
    page.filter_bar.addWidget(page.page_size_box)
    page.more_filters.addStretch(1)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(6, 6, 6, 6)
    filter_rows = QVBoxLayout()
    filter_rows.setContentsMargins(0, 0, 0, 0)
    filter_rows.addLayout(page.filter_bar)
    filter_rows.addLayout(page.more_filters)
    layout.addLayout(filter_rows)
    layout.addWidget(page.offers_note)
    layout.addWidget(page.page_actions.toolbar)
    layout.addWidget(page.banner)
    layout.addWidget(page.sort_note)
    layout.addWidget(page.empty_label)
    layout.addWidget(page.details.splitter, 1)
