"""A list page's filters, built from its spec: two rows of widgets, their values by name, and the
list's typed criteria made from them.

Every filter is the api's (``FilterSpec``: the criteria field it sets, how it matches); the spec
says how it is shown (``FilterView``). The criteria sent hold only the filters of the list shown
that the server honours: a filter it would ignore is hidden with a line saying why and never sent,
and until the server has said, only those every server of its kind honours are sent. What is kept
across restarts and in saved views is each filter's plain value by name (``filter_state.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from PySide6.QtCore import QLocale, QObject, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from storeadmin_gui.api import Criteria, StoreClient
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.lists.filter_state import (
    filter_caption,
    filter_shown,
    filter_value,
    set_filter_value,
)
from storeadmin_gui.ui.pages.list_spec import FilterView, FilterWidget
from storeadmin_gui.ui.widgets import (
    DateFilter,
    LookupComboBox,
    LowStockFilter,
    ProductPicker,
    SearchBox,
)

__all__ = ["ListFilters"]


class ListFilters(QObject):
    """The filter widgets of one list (:meth:`box` by field), on :attr:`bar` and, for those used
    less often, :attr:`more`. ``changed`` says the user changed one; ``scope_changed`` that a
    filter choosing what is listed (a product) changed."""

    changed = Signal()
    scope_changed = Signal()

    def __init__(
        self,
        views: Sequence[FilterView],
        client: StoreClient,
        *,
        channel_box: Callable[[str], LookupComboBox] | None,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.views = {view.field: view for view in views}
        self.bar = QHBoxLayout()
        self.bar.setContentsMargins(0, 0, 0, 0)
        self.more = QHBoxLayout()
        self.more.setContentsMargins(0, 0, 0, 0)
        self._boxes: dict[str, QWidget] = {}
        self._captions: dict[str, QLabel] = {}
        for view in views:
            box = self._make(view, client, channel_box)
            row = self.more if view.more else self.bar
            if view.caption is not None:
                self._captions[view.field] = QLabel(translated(view.caption))
                row.addWidget(self._captions[view.field])
            row.addWidget(box)
            self._boxes[view.field] = box

    def box(self, field: str) -> QWidget:
        """The widget of the filter that sets ``field``."""
        return self._boxes[field]

    def first(self) -> QWidget | None:
        return next(iter(self._boxes.values()), None)

    def values(self) -> dict[str, str]:
        """Every filter's value by name, as kept across restarts and in saved views."""
        return {view.name: filter_value(self._boxes[view.field]) for view in self.views.values()}

    def set_values(self, values: Mapping[str, str]) -> None:
        """Set every filter at once (those not named are cleared), telling nobody: the caller
        lists anew once."""
        for view in self.views.values():
            set_filter_value(self._boxes[view.field], values.get(view.name, ""))

    def criteria(self, model: type[Criteria], honoured: Collection[str]) -> Criteria:
        """``model``'s criteria from the filters of its fields that the server honours."""
        values = {
            field: filter_value(box)
            for field, box in self._boxes.items()
            if field in model.model_fields and field in honoured
        }
        return model.from_values(values)

    def chosen_fields(self) -> set[str]:
        """The fields of the filters that hold a value (a remembered one included)."""
        return {field for field, box in self._boxes.items() if filter_value(box)}

    def show_for(
        self,
        fields: Collection[str],
        honoured: Collection[str] | None,
        why: str = "",
    ) -> list[str]:
        """Show the filters of the list's ``fields`` that the server honours (all of them while
        it has not said: ``honoured`` None) and the filters that choose what is listed; returns
        why the others of the list's are hidden, each reason once (a filter's own, else
        ``why``)."""
        reasons: list[str] = []
        for field, box in self._boxes.items():
            view = self.views[field]
            of_list = field in fields or view.widget is FilterWidget.PRODUCT
            offered = honoured is None or field in honoured or view.widget is FilterWidget.PRODUCT
            box.setVisible(of_list and offered)
            if field in self._captions:
                self._captions[field].setVisible(of_list and offered)
            if of_list and not offered:
                reason = translated(view.missing) if view.missing else why
                if reason and reason not in reasons:
                    reasons.append(reason)
        return reasons

    def describe(self) -> str:
        """The filters set, as a sentence for an export's window."""
        shown = [
            tr("pages.list_filters", "{filter}: {value}").format(
                filter=filter_caption(box), value=filter_shown(box)
            )
            for box in self._boxes.values()
            if filter_value(box)
        ]
        if not shown:
            return tr("pages.list_filters", "No filter.")
        return tr("pages.list_filters", "Filtered by {filters}.").format(
            filters=QLocale().createSeparatedList(shown)
        )

    def _make(
        self,
        view: FilterView,
        client: StoreClient,
        channel_box: Callable[[str], LookupComboBox] | None,
    ) -> QWidget:
        """The widget ``view`` asks for, telling :attr:`changed` of the user's changes."""
        label = translated(view.label)
        tooltip = translated(view.tooltip) if view.tooltip is not None else label
        kind = view.widget
        if kind is FilterWidget.SEARCH:
            search = SearchBox(label)
            search.search_changed.connect(lambda _text: self.changed.emit())
            return search
        if kind is FilterWidget.CHOICE:
            choice = QComboBox()
            choice.addItem(label, "")
            for text, value in view.choices():
                choice.addItem(text, value)
            choice.setToolTip(tooltip)
            choice.setAccessibleName(tooltip)
            choice.activated.connect(lambda _index: self.changed.emit())
            return choice
        if kind is FilterWidget.DAY:
            day = DateFilter(label, tooltip)
            day.value_changed.connect(lambda _value: self.changed.emit())
            return day
        if kind is FilterWidget.LOW_STOCK:
            low = LowStockFilter()
            low.value_changed.connect(lambda _value: self.changed.emit())
            return low
        if kind is FilterWidget.PRODUCT:
            picker = ProductPicker(client)
            picker.setToolTip(tooltip)
            picker.value_changed.connect(lambda _code: self.scope_changed.emit())
            return picker
        if channel_box is None:
            raise ValueError("A channel filter needs ListSpec.channels.")  # i18n: not shown, a bug
        channel = channel_box(tooltip)
        channel.value_changed.connect(lambda _value: self.changed.emit())
        return channel
