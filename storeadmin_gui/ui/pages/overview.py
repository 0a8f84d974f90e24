"""The Overview: how sales go per channel over a chosen range, and how much stock runs low.

One row per channel, each figure in the channel's own currency: sales, orders, the average order,
new customers and the range's orders by state, the first four each with its change on the range
as long just before (``overview_compare.py``); a chart of one channel's sales per day, week or
month, and that channel's best products and customers; the count of variants low on stock.
Every figure but new customers is a button that opens the list it counts (the orders of that
channel and range, the low-stock variants). The statistics (docs/api.md section 11) are asked for
every channel at once, in the background; a failure shows in the view with Retry. A server
without them gets one line that says so instead of the figures.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import (
    Capabilities,
    CatalogueCriteria,
    Feature,
    FeatureOffer,
    OrderCriteria,
    StoreClient,
    errors,
)
from storeadmin_gui.api.models import SOLD_STATES, Channel
from storeadmin_gui.api.models.statistics import Interval, Statistics
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.labels import counted, state_label
from storeadmin_gui.ui.lists.export_dialog import ExportDialog
from storeadmin_gui.ui.pages.kinds import ORDERS, OVERVIEW, TITLES, VARIANTS
from storeadmin_gui.ui.pages.list_opener import ListOpener
from storeadmin_gui.ui.pages.overview_compare import (
    COMPARED,
    TopLists,
    amount_of,
    figure_change,
    not_compared,
)
from storeadmin_gui.ui.pages.overview_export import ORDER_STATES, overview_plan
from storeadmin_gui.ui.pages.overview_range import (
    INTERVALS,
    PRESETS,
    day_of,
    interval_for,
    preset_range,
    qdate,
    sales_bars,
    scale_text,
    today,
)
from storeadmin_gui.ui.pages.page import Page
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.shell.server_offers import server_capabilities, survey_in_background
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets import BarChart, RetryBanner

__all__ = ["OverviewPage"]

PRESET_KEY = "range"
INTERVAL_KEY = "interval"


class FigureButton(QPushButton):
    """A figure that opens what it counts: flat, and named by what it is and what it opens."""

    def __init__(self, name: str, opens: str) -> None:
        super().__init__()
        self.setObjectName("figure")
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._name = name
        self.setToolTip(opens)

    def show_figure(self, text: str) -> None:
        self.setText(text)
        self.setAccessibleName(
            tr("pages.overview", "{figure}: {value}").format(figure=self._name, value=text)
        )


class OverviewPage(Page):
    """Sales, orders, new customers and stock at a glance (see the module docstring)."""

    key = OVERVIEW
    title = TITLES[OVERVIEW]

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(client, parent)
        self._started = False
        self._loading = False
        self._task: asyncio.Task[None] | None = None
        self._surveyed = False  # the whole question of what the server offers was started
        self.list_opener = ListOpener(client, self.list_requested.emit, self)
        self.channels: list[Channel] = []
        self.figures: dict[str, Statistics] = {}  # by channel code, as last shown
        self.shown_range: tuple[date, date] | None = None
        self.figure_buttons: dict[tuple[str, str], FigureButton] = {}  # (channel, figure)
        self.change_labels: dict[tuple[str, str], QLabel] = {}  # (channel, figure)
        self.server_label = ""  # the server as a person knows it, once asked

        self.range_box = QComboBox()
        for key, label in PRESETS:
            self.range_box.addItem(translated(label), key)
        self.range_box.setCurrentIndex(2)  # the last 30 days, the server's own default
        self.range_box.setAccessibleName(tr("pages.overview", "Range"))
        self.range_box.setToolTip(tr("pages.overview", "The days the figures count"))
        self.range_box.activated.connect(lambda _index: self._range_chosen())
        self.from_edit, self.to_edit = QDateEdit(), QDateEdit()
        for edit, name in (
            (self.from_edit, tr("pages.overview", "From")),
            (self.to_edit, tr("pages.overview", "To")),
        ):
            edit.setCalendarPopup(True)
            edit.setAccessibleName(name)
            edit.setMaximumDate(qdate(today()))
            edit.dateChanged.connect(lambda _date: self._custom_range_changed())
        self.interval_box = QComboBox()
        for key, label in INTERVALS:
            self.interval_box.addItem(translated(label), key)
        self.interval_box.setAccessibleName(tr("pages.overview", "Chart bars"))
        self.interval_box.setToolTip(
            tr("pages.overview", "What each bar of the chart counts: a day, a week or a month")
        )
        self.interval_box.activated.connect(lambda _index: self.reload())
        self._set_dates(*preset_range("30", today()))

        controls = QHBoxLayout()
        controls.addWidget(QLabel(tr("pages.overview", "Range:")))
        controls.addWidget(self.range_box)
        controls.addWidget(self.from_edit)
        controls.addWidget(QLabel("–"))  # i18n: not a word, a dash between two dates
        controls.addWidget(self.to_edit)
        controls.addSpacing(12)
        controls.addWidget(QLabel(tr("pages.overview", "Chart:")))
        controls.addWidget(self.interval_box)
        controls.addStretch(1)

        # Why there is nothing to see, on a server without statistics.
        self.reason_label = QLabel()
        self.reason_label.setObjectName("emptyState")
        self.reason_label.setWordWrap(True)
        self.reason_label.hide()

        self.banner = RetryBanner()
        self.banner_text = self.banner.text_label
        self.retry_button = self.banner.retry_button
        self.retry_button.clicked.connect(self.reload)

        self.loading_label = QLabel(tr("pages.overview", "Loading the figures…"))
        set_role(self.loading_label, "hint")
        self.loading_label.hide()

        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.low_stock_button = FigureButton(
            tr("pages.overview", "Low stock"),
            tr("pages.overview", "List the variants low on stock"),
        )
        self.low_stock_button.clicked.connect(self.open_low_stock)
        self.chart_title = QLabel()
        self.chart_title.setObjectName("chartTitle")
        self.chart_channel_box = QComboBox()
        self.chart_channel_box.setAccessibleName(tr("pages.overview", "Channel of the chart"))
        self.chart_channel_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chart_channel_box.activated.connect(lambda _index: self._show_chart())
        self.chart = BarChart()
        self.chart.setAccessibleName(tr("pages.overview", "Sales chart"))
        self.top_lists = TopLists()
        self.compare_note = self.top_lists.note  # why they are not shown, on a server without
        chart_head = QHBoxLayout()
        chart_head.addWidget(self.chart_title)
        chart_head.addStretch(1)
        chart_head.addWidget(self.chart_channel_box)

        self.content = QWidget()
        content_layout = QVBoxLayout(self.content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addLayout(self.grid)
        content_layout.addWidget(self.compare_note)
        content_layout.addWidget(self.low_stock_button, 0, Qt.AlignmentFlag.AlignLeft)
        content_layout.addSpacing(8)
        content_layout.addLayout(chart_head)
        content_layout.addWidget(self.chart, 1)
        content_layout.addWidget(self.top_lists)
        scroll = QScrollArea()
        scroll.setWidget(self.content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # A stop for Tab of its own: the arrow keys scroll it where the chart is out of sight.
        scroll.setAccessibleName(tr("pages.overview", "Figures and chart"))
        self.figures_area = scroll

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(controls)
        layout.addWidget(self.banner)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.loading_label)
        layout.addWidget(scroll, 1)
        self._update_range_inputs()

    # ------------------------------------------------------------------ the shell's interface

    @property
    def loading(self) -> bool:
        return self._loading

    @property
    def settled(self) -> bool:
        return self._started and not self._loading

    def refresh(self) -> None:
        self._started = True
        self.reload()

    def retry_failed(self) -> None:
        if self.banner.isVisible():
            self.reload()

    def focus_filter(self) -> None:
        self.range_box.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def save_state(self, settings: QSettings, prefix: str) -> None:
        settings.setValue(f"{prefix}/{PRESET_KEY}", self.range_box.currentData())
        settings.setValue(f"{prefix}/{INTERVAL_KEY}", self.interval_box.currentData())

    def restore_state(self, settings: QSettings, prefix: str) -> None:
        for box, key in ((self.range_box, PRESET_KEY), (self.interval_box, INTERVAL_KEY)):
            found = box.findData(str(settings.value(f"{prefix}/{key}", "")))
            if found >= 0:
                box.setCurrentIndex(found)
        preset = str(self.range_box.currentData())
        if preset != "custom":
            self._set_dates(*preset_range(preset, today()))
        self._update_range_inputs()

    def export_list(self) -> ExportDialog | None:
        """Ctrl+E: the figures shown (each channel's range and its chart's bars) to a CSV file,
        as the lists export; while none are shown, a line says why."""
        if (open_already := self.raise_export()) is not None:
            return open_already
        if not self.figures or self.shown_range is None:
            self.problem_reported.emit(
                tr("pages.overview", "There is nothing to export: {reason}").format(
                    reason=self._why_no_figures()
                )
            )
            return None
        start, end = self.shown_range
        summary = tr(
            "pages.overview",
            "The figures shown, {start} to {end}: a row per channel for the whole range, then a "
            "row per bar of its chart, amounts in the channel's currency.",
        ).format(start=_long_day(start), end=_long_day(end))
        plan = overview_plan(self.title, self.channels, self.figures)
        file_name = f"overview-{start.isoformat()}-{end.isoformat()}.csv"
        self.export_dialog = self.open_export(plan, summary, file_name)
        return self.export_dialog

    def _why_no_figures(self) -> str:
        if self.reason_label.isVisible():
            return self.reason_label.text()
        if self.banner.isVisible():
            return tr("pages.overview", "the figures could not be loaded (Retry above).")
        return tr("pages.overview", "the figures are still loading.")

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._started:
            self.refresh()

    # ------------------------------------------------------------------ the range

    @property
    def chosen_range(self) -> tuple[date, date]:
        return day_of(self.from_edit.date()), day_of(self.to_edit.date())

    @property
    def chosen_interval(self) -> Interval:
        chosen = str(self.interval_box.currentData() or "")
        if chosen in ("day", "week", "month"):
            return chosen  # type: ignore[return-value]
        return interval_for(*self.chosen_range)

    def choose_preset(self, preset: str) -> None:
        """Show the figures of a preset range ("today", "7", "30", "year") or "custom"."""
        self.range_box.setCurrentIndex(max(self.range_box.findData(preset), 0))
        self._range_chosen()

    def _set_dates(self, start: date, end: date) -> None:
        for edit, day in ((self.from_edit, start), (self.to_edit, end)):
            edit.blockSignals(True)
            edit.setDate(qdate(day))
            edit.blockSignals(False)

    def _update_range_inputs(self) -> None:
        custom = self.range_box.currentData() == "custom"
        self.from_edit.setEnabled(custom)
        self.to_edit.setEnabled(custom)

    def _range_chosen(self) -> None:
        preset = str(self.range_box.currentData())
        if preset != "custom":
            self._set_dates(*preset_range(preset, today()))
        self._update_range_inputs()
        self.reload()

    def _custom_range_changed(self) -> None:
        if self.from_edit.date() > self.to_edit.date():
            self.to_edit.setDate(self.from_edit.date())  # comes back here once
            return
        self.reload()

    # ------------------------------------------------------------------ loading

    def reload(self) -> None:
        """Ask anew for the figures of the range shown (any question still under way is
        dropped)."""
        if not self._started:
            return
        if self._task is not None:
            self._task.cancel()
        self._set_loading(True)  # at once: nothing shown is current any more
        self._task = spawn(self._load(), owner=self)

    def _set_loading(self, loading: bool) -> None:
        self._loading = loading
        self.loading_label.setVisible(loading)
        self.status_changed.emit()

    async def _load(self) -> None:
        start, end = self.chosen_range
        interval = self.chosen_interval
        # A question dropped (a newer range, the page closed) ends here by cancellation, and
        # touches nothing on its way out.
        try:
            offered = await self._statistics_offered()
            self.server_label = offered.label
            reason = missing_reason(offered, Feature.STATISTICS)
            if reason is None:
                if not self.channels:
                    self.channels = sorted(
                        [channel async for channel in self.client.channels.iter_all(limit=100)],
                        key=lambda channel: channel.code,
                    )
                answers = await asyncio.gather(
                    *(
                        self.client.statistics(
                            channel.code, start=start, end=end, interval=interval
                        )
                        for channel in self.channels
                    )
                )
        except errors.ApiError as error:
            self._set_loading(False)
            self._show_failure(error)
            return
        self._set_loading(False)
        if reason is not None:
            self._show_reason(reason)
        else:
            self.figures = {answer.channel: answer for answer in answers}
            self.shown_range = (start, end)
            self.banner.hide()
            self._show_figures()
        survey_in_background(self.client, owner=self)
        self._surveyed = True

    async def _statistics_offered(self) -> Capabilities | FeatureOffer:
        """Whether statistics are offered: at first asked alone (the rest of what the server
        offers is not needed for the first figures, and is asked once they are shown); then
        the whole answer, under way or known by then, so that a list a figure opens knows
        every filter it is opened with."""
        if self._surveyed:
            return await server_capabilities(self.client, owner=self)
        return await self.client.offer(Feature.STATISTICS)

    def _show_reason(self, reason: str) -> None:
        self.reason_label.setText(reason)
        self.reason_label.show()
        self.figures_area.hide()
        for widget in (self.range_box, self.from_edit, self.to_edit, self.interval_box):
            widget.setEnabled(False)

    def _show_failure(self, error: errors.ApiError) -> None:
        self.banner_text.setText(
            tr("pages.overview", "The figures could not be loaded: {error}").format(error=error)
        )
        self.banner.show()
        if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
            self.request_failed.emit(error)

    # ------------------------------------------------------------------ the figures

    def _show_figures(self) -> None:
        _clear(self.grid)
        columns = _add_headings(self.grid)
        self.figure_buttons, self.change_labels = {}, {}
        for index, channel in enumerate(self.channels):
            row = 1 + 2 * index  # each channel's figures, then their changes below them
            figures = self.figures.get(channel.code)
            if figures is None:
                continue
            name = f"{channel.name} ({channel.code})" if channel.name else channel.code
            channel_name = QLabel(name)
            channel_name.setWordWrap(True)
            self.grid.addWidget(channel_name, row, 0)
            cells = channel_cells(channel.code, name, figures, self.open_orders)
            self.figure_buttons |= {
                (channel.code, key): cell for key, cell in cells if isinstance(cell, FigureButton)
            }
            for column, (key, cell) in enumerate(cells, start=1):
                self.grid.addWidget(cell, row, column)
                if key in COMPARED and figures.previous is not None:
                    label = figure_change(key, figures, _long_day)
                    self.change_labels[(channel.code, key)] = label
                    self.grid.addWidget(label, row + 1, column)
        self.grid.setColumnStretch(columns, 1)
        first = next(iter(self.figures.values()), None)
        why = not_compared(first, self.server_label) if first is not None else None
        self.compare_note.setText(why or "")
        self.compare_note.setVisible(why is not None)
        self.top_lists.setVisible(first is not None and why is None)
        if first is not None:
            self.low_stock_button.show_figure(
                tr("pages.overview", "{variants} with at most {threshold} available").format(
                    variants=counted(first.low_stock_variants, "variant"),
                    threshold=first.low_stock_threshold or 0,
                )
            )
        self.low_stock_button.setVisible(first is not None)
        _fill_chart_channels(self.chart_channel_box, self.channels, self.figures)
        self._show_chart()

    def _show_chart(self) -> None:
        figures = self.figures.get(str(self.chart_channel_box.currentData() or ""))
        currency = figures.currency or "" if figures is not None else ""
        self.top_lists.show_for(figures, lambda minor: amount_of(minor, currency))
        if figures is None:
            self.chart.set_bars([])
            return
        self.chart_title.setText(
            {
                "day": tr("pages.overview", "Sales per day"),
                "week": tr("pages.overview", "Sales per week"),
                "month": tr("pages.overview", "Sales per month"),
            }.get(figures.interval, tr("pages.overview", "Sales"))
        )
        self.chart.set_bars(
            sales_bars(figures.sales, figures.interval, currency),
            scale_text=scale_text(currency),
        )

    # ------------------------------------------------------------------ figures clicked

    def open_orders(self, channel: str, states: str) -> None:
        """The orders list of ``channel`` in the range shown, in ``states`` (one, or several
        separated by commas)."""
        start, end = self.shown_range or self.chosen_range
        criteria = OrderCriteria(channel=channel, date_from=start, date_to=end, state=states)
        self.list_opener.open(ORDERS, criteria)

    def open_low_stock(self) -> None:
        """The variants list, filtered to those low on stock at the threshold counted."""
        first = next(iter(self.figures.values()), None)
        threshold = first.low_stock_threshold if first is not None else None
        self.list_opener.open(VARIANTS, CatalogueCriteria(available_at_most=threshold or 0))


def channel_cells(
    code: str, name: str, figures: Statistics, open_orders: Callable[[str, str], None]
) -> list[tuple[str, QWidget]]:
    """The figures of channel ``code`` (called ``name``) by key, each a button that opens the
    orders it counted (``open_orders(code, states)``), the new customers a plain label."""
    currency = figures.currency or ""
    totals = figures.totals

    def amount(minor: int) -> str:
        return amount_of(minor, currency)

    def figure(label: str, text: str, opens: str, states: str) -> FigureButton:
        button = FigureButton(_of(label, name), opens)
        button.show_figure(text)
        button.clicked.connect(lambda: open_orders(code, states))
        return button

    opens_orders = tr(
        "pages.overview", "List the orders of {name} sold in this range, not cancelled"
    ).format(name=name)
    # Sales, orders and the average count the orders sold and not cancelled: their list.
    cells: list[tuple[str, QWidget]] = [
        (key, figure(label, text, opens_orders, SOLD_STATES))
        for key, label, text in (
            ("sales", tr("pages.overview", "Sales"), amount(totals.sales)),
            ("orders", tr("pages.overview", "Orders"), QLocale().toString(totals.orders)),
            ("average", tr("pages.overview", "Average order"), amount(totals.average_order)),
        )
    ]
    new_customers = QLabel(QLocale().toString(totals.new_customers))
    new_customers.setAccessibleName(
        tr("pages.overview", "{figure}: {value}").format(
            figure=_of(tr("pages.overview", "New customers"), name), value=new_customers.text()
        )
    )
    cells.append(("new_customers", new_customers))
    for state in ORDER_STATES:
        count = figures.orders_by_state.get(state, 0)
        opens = tr("pages.overview", "List the {state} orders of {name} in this range").format(
            state=state_label(state).lower(), name=name
        )
        cells.append((state, figure(state_label(state), QLocale().toString(count), opens, state)))
    return cells


def _add_headings(grid: QGridLayout) -> int:
    """The figures' headings, in the first row of ``grid``; answers how many columns they take."""
    headings = [
        tr("pages.overview", "Channel"),
        tr("pages.overview", "Sales"),
        tr("pages.overview", "Orders"),
        tr("pages.overview", "Average order"),
        tr("pages.overview", "New customers"),
        *(state_label(state) for state in ORDER_STATES),
    ]
    for column, text in enumerate(headings):
        heading = QLabel(text)
        set_role(heading, "hint")
        heading.setWordWrap(True)  # a long heading takes two lines rather than the width
        heading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        grid.addWidget(heading, 0, column)
    return len(headings)


def _fill_chart_channels(
    box: QComboBox, channels: list[Channel], figures: dict[str, Statistics]
) -> None:
    """The channels with figures in ``box``; the chosen one stays, else the busiest (most
    orders) is chosen."""
    chosen = box.currentData()
    box.clear()
    for channel in channels:
        if channel.code in figures:
            box.addItem(channel.name or channel.code, channel.code)
    found = box.findData(chosen)
    if found < 0 and figures:
        busiest = max(figures.values(), key=lambda each: each.totals.orders)
        found = box.findData(busiest.channel)
    box.setCurrentIndex(max(found, 0))


def _of(figure: str, channel: str) -> str:
    """What a figure is, for a screen reader: "Sales of Web Store (WEB)"."""
    return tr("pages.overview", "{figure} of {channel}").format(figure=figure, channel=channel)


def _long_day(day: date) -> str:
    return QLocale().toString(qdate(day), QLocale.FormatType.ShortFormat)


def _clear(grid: QGridLayout) -> None:
    while grid.count():
        item = grid.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()
