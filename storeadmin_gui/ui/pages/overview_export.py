"""What the Overview writes to CSV: the figures it shows, one table a spreadsheet sums.

Each channel gives one row for the whole range (sales, orders, average order, new customers and
the orders by state, as the figures read) and then one row per bar the chart can show for it (its
first day, its sales and orders). The rows go through the lists' export (``ui.export``), so the
file is spelled as theirs: amounts as decimal numbers beside their currency, days in ISO 8601, the
delimiter and decimal mark the export window chooses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from storeadmin_gui.api.models import Channel
from storeadmin_gui.api.models.statistics import Statistics
from storeadmin_gui.ui.formats import money_amount
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.columns import ExportValue
from storeadmin_gui.ui.lists.export import ExportPlan, held_rows

__all__ = ["ORDER_STATES", "overview_plan"]

ORDER_STATES: Final = ("pending", "fulfilled", "cancelled")
_BARS: Final = {
    "day": noop("pages.overview_export", "Day"),
    "week": noop("pages.overview_export", "Week"),
    "month": noop("pages.overview_export", "Month"),
}

Row = tuple[int, list[ExportValue]]  # its place in the file, its values


def overview_plan(
    title: str, channels: Sequence[Channel], figures: dict[str, Statistics]
) -> ExportPlan:
    """The figures shown per channel (in the sidebar's order), and the chart's bars."""
    rows: list[list[ExportValue]] = []
    for channel in channels:
        shown = figures.get(channel.code)
        if shown is not None:
            rows.extend(_channel_rows(channel, shown))
    header = [
        tr("pages.overview_export", "Channel"),
        tr("pages.overview_export", "Channel name"),
        tr("pages.overview_export", "Currency"),
        tr("pages.overview_export", "From"),
        tr("pages.overview_export", "To"),
        tr("pages.overview_export", "Row"),
        tr("pages.overview_export", "Period"),
        tr("pages.overview_export", "Sales"),
        tr("pages.overview_export", "Orders"),
        tr("pages.overview_export", "Average order"),
        tr("pages.overview_export", "New customers"),
        *(state_label(state) for state in ORDER_STATES),
    ]
    numbered: list[Row] = list(enumerate(rows))
    return ExportPlan(
        title=title,
        source=held_rows(numbered),
        header=header,
        rows=lambda row: (row[1],),
        key=lambda row: row[0],
    )


def _channel_rows(channel: Channel, shown: Statistics) -> list[list[ExportValue]]:
    about: list[ExportValue] = [
        channel.code,
        channel.name,
        shown.currency,
        shown.start.isoformat(),
        shown.end.isoformat(),
    ]
    totals = shown.totals
    whole: list[ExportValue] = [
        *about,
        tr("pages.overview_export", "Whole range"),
        None,
        money_amount(totals.sales),
        totals.orders,
        money_amount(totals.average_order),
        totals.new_customers,
        *(shown.orders_by_state.get(state, 0) for state in ORDER_STATES),
    ]
    bar = _BARS.get(shown.interval)
    bar_name = translated(bar) if bar is not None else shown.interval
    return [whole] + [
        [*about, bar_name, period.period.isoformat(), money_amount(period.total), period.orders]
        + [None] * (2 + len(ORDER_STATES))
        for period in shown.sales
    ]
