"""What a list asks the server for: which list (its source), its typed criteria and its sort, as
far as the server honours them, and listing anew when they change.

Before the server has said what it offers, a list uses only what every server of its kind
honours (``Capabilities.contract()``); a filter or sort chosen beyond that (remembered, or opened
from another view) waits for the server's word, and is used once the server honours it. A filter
the server does not honour is never sent. Filters set all at once (a restart, a saved view, a
figure of the Overview) list anew once and do not mark a saved view as changed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence

from storeadmin_gui.api import LISTS, Capabilities, Criteria, ListName
from storeadmin_gui.ui.lists.table_model import Column
from storeadmin_gui.ui.pages.list_filters import ListFilters
from storeadmin_gui.ui.pages.list_offers import ServerQuestion
from storeadmin_gui.ui.pages.list_spec import FilterView, ListSource
from storeadmin_gui.ui.pages.list_status import ListStatus
from storeadmin_gui.ui.pages.list_table import ListTable
from storeadmin_gui.ui.shell.server_kind import filter_reason

__all__ = ["ListQuery"]

CONTRACT = Capabilities.contract()  # what a list uses before the server has said what it offers


class ListQuery:
    """The query of the list ``table`` shows, from ``source`` and ``filters``; ``question``
    knows what the server offers. ``mark_changed`` says a saved view is no longer as saved,
    ``choices_changed`` that what the list can do may have changed (New needs a product)."""

    def __init__(
        self,
        table: ListTable,
        filters: ListFilters,
        question: ServerQuestion,
        status: ListStatus,
        *,
        views: Sequence[FilterView],
        sorting_waits: Callable[[], bool],
        mark_changed: Callable[[], None],
        choices_changed: Callable[[], None],
    ) -> None:
        self._model = table.model
        self._filters = filters
        self._question = question
        self._status = status
        self._views = views
        self._sorting_waits = sorting_waits
        self._mark_changed = mark_changed
        self._choices_changed = choices_changed
        self.source: ListSource | None = None  # the spec's source part, once built
        self.started = False  # the list was first asked for
        self._applying = False  # filters, sort and columns are being set all at once
        self._listed: tuple[ListName, Hashable] | None = None  # the list and scope asked for

    @property
    def name(self) -> ListName:
        assert self.source is not None
        return self.source.name

    def basis(self) -> Capabilities:
        """What the list may use now: what the server offers, or before it has said, what
        every server of its kind offers."""
        return self._question.offered or CONTRACT

    def criteria(self) -> Criteria:
        """The list's typed criteria: its filters the server honours, nothing else."""
        name = self.name
        return self._filters.criteria(LISTS[name].criteria, self.basis().filters(name))

    def sort_fields(self, columns: Sequence[Column]) -> set[str]:
        """The fields of ``columns`` a header sorts the list by now."""
        return _sortable(columns) & self.basis().sorts(self.name)

    def sorts_waiting(self, columns: Sequence[Column]) -> set[str]:
        """The fields a header may sort by once the server says it does (none once it has)."""
        if self._question.offered is not None:
            return set()
        return _sortable(columns) & set(LISTS[self.name].sorts)

    def something_waits(self) -> bool:
        """A sort or filter chosen that the server may honour, but has not said it does yet."""
        if self._question.offered is not None:
            return False
        contract = CONTRACT.filters(self.name)
        return self._sorting_waits() or bool(self._filters.chosen_fields() - contract)

    def hidden_filters(self) -> list[str]:
        """Show the list's filters the server honours; returns why the others are hidden."""
        offered = self._question.offered
        if offered is None:
            return self._filters.show_for(LISTS[self.name].criteria.model_fields, None)
        return self._filters.show_for(
            LISTS[self.name].criteria.model_fields,
            offered.filters(self.name),
            filter_reason(offered),
        )

    def list_anew(self) -> None:
        """List from the source with the filters (a new product, say)."""
        assert self.source is not None
        self._listed = (self.source.name, self.source.scope)
        self._model.set_source(self.source.listing(), criteria=self.criteria())
        self._status.update_empty()

    def set_values(self, values: Mapping[str, str] | Criteria) -> None:
        """Set every filter at once (those not named are cleared), by name or from criteria
        (a figure of the Overview); the list reloads once."""
        if isinstance(values, Criteria):
            chosen = values.as_values()
            values = {view.name: chosen.get(view.field, "") for view in self._views}
        with self.applying():
            self._filters.set_values(values)
            if self.started and self.something_waits():
                self._question.ask()  # a filter that waits for the server's word
            self.filters_changed()

    @contextlib.contextmanager
    def applying(self) -> Iterator[None]:
        """Within it, what is set is the list's state as kept, not the user's change."""
        was, self._applying = self._applying, True
        try:
            yield
        finally:
            self._applying = was

    def filters_changed(self) -> None:
        """A filter changed: the list reloads only when the criteria really changed."""
        if not self._applying:
            self._mark_changed()
        self.scope_changed()

    def scope_changed(self) -> None:
        """The list to show may have changed (a product chosen): listed anew when it did."""
        self._choices_changed()
        if not self.started or self.source is None:
            return
        if (self.source.name, self.source.scope) != self._listed:
            self.list_anew()
        else:
            self._model.set_criteria(self.criteria())


def _sortable(columns: Sequence[Column]) -> set[str]:
    return {column.sort_field for column in columns if column.sort_field}
