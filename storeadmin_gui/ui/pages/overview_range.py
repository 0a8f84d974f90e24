"""The Overview's range and chart: the preset ranges, the bars a range reads best in, each bar's
label and text (``ui/pages/overview.py`` shows them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Final

from PySide6.QtCore import QDate, QLocale

from storeadmin_gui.api.models.statistics import Interval, SalesPeriod
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.widgets import Bar

__all__ = [
    "INTERVALS",
    "PRESETS",
    "day_of",
    "interval_for",
    "period_label",
    "preset_range",
    "qdate",
    "sales_bars",
    "scale_text",
    "today",
]

PRESETS: Final = (
    ("today", noop("pages.overview_range", "Today")),
    ("7", noop("pages.overview_range", "Last 7 days")),
    ("30", noop("pages.overview_range", "Last 30 days")),
    ("year", noop("pages.overview_range", "This year")),
    ("12m", noop("pages.overview_range", "Last 12 months")),
    ("custom", noop("pages.overview_range", "Custom range")),
)
INTERVALS: Final = (
    ("", noop("pages.overview_range", "Automatic")),
    ("day", noop("pages.overview_range", "Per day")),
    ("week", noop("pages.overview_range", "Per week")),
    ("month", noop("pages.overview_range", "Per month")),
)


def today() -> date:
    """The server counts days in UTC (docs/api.md section 11); so do the presets."""
    return datetime.now(UTC).date()


def preset_range(preset: str, now: date) -> tuple[date, date]:
    """The first and last day (both included) of a preset range ending ``now``."""
    if preset == "today":
        return now, now
    if preset == "7":
        return now - timedelta(days=6), now
    if preset == "year":
        return date(now.year, 1, 1), now
    if preset == "12m":  # a year back, so early in January a whole year still shows
        return _a_year_before(now) + timedelta(days=1), now
    return now - timedelta(days=29), now


def _a_year_before(day: date) -> date:
    """The same day a year earlier; 29 February's is 28 February."""
    try:
        return day.replace(year=day.year - 1)
    except ValueError:
        return day.replace(year=day.year - 1, day=28)


def interval_for(start: date, end: date) -> Interval:
    """The bars a range reads best in: days up to a month, weeks up to half a year, else months."""
    days = (end - start).days + 1
    if days <= 31:
        return "day"
    if days <= 183:
        return "week"
    return "month"


def period_label(period: date, interval: str) -> str:
    """A bar's label: "Mar 3", the week's Monday, or "Mar 2026"."""
    locale = QLocale()
    if interval == "month":
        return locale.toString(qdate(period), "MMM yyyy")  # i18n: a date format, not words
    return locale.toString(qdate(period), locale.dateFormat(QLocale.FormatType.NarrowFormat))


def sales_bars(periods: Sequence[SalesPeriod], interval: str, currency: str) -> list[Bar]:
    """A bar per period, in major units of ``currency``; its text says the amount and orders."""
    return [
        Bar(
            period_label(period.period, interval),
            period.total / 100,
            tr("pages.overview_range", "{amount}, {orders}").format(
                amount=formats.money(period.total, currency)
                if currency
                else QLocale().toString(period.total / 100),
                orders=counted(period.orders, "order"),
            ),
        )
        for period in periods
    ]


def scale_text(currency: str) -> Callable[[float], str]:
    """How the chart's scale writes an amount in major units of ``currency``."""

    def text(major: float) -> str:
        return (
            formats.money(round(major * 100), currency) if currency else QLocale().toString(major)
        )

    return text


def day_of(day: QDate) -> date:
    """A date edit's day as the client sends it."""
    return date(day.year(), day.month(), day.day())


def qdate(day: date) -> QDate:
    """A day for a date edit or a locale's format."""
    return QDate(day.year, day.month, day.day)
