"""How sales go in one channel (docs/api.md section 11): sales per day, week or month, totals,
orders by state and the variants running low.

Everything is counted by the database in a fixed number of aggregate queries over indexes (one
pass over the range's orders, grouped by day only, each state counted by a filtered aggregate;
one over the channel's customers' first orders; one count of variants), whatever the number of
orders; Python only lays the days out into the asked periods. The range before it and the
range's top lists are ``statistics_compare``'s.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any, Final

from sqlalchemy import ColumnElement, and_, func, literal, select
from sqlalchemy.orm import Session

from .errors import INVALID_VALUE, NOT_BLANK, FormErrors
from .formats import day_start, next_day_start, parse_date
from .fulfilment import CANCELLED, FULFILLED, PENDING
from .models.catalog import Channel, ProductVariant
from .models.sales import Order
from .requests import to_integer
from .statistics_compare import average, previous_range, top_lists
from .variant_listing import available_at_most

INTERVALS: Final = ("day", "week", "month")
DEFAULT_DAYS: Final = 30
MAX_YEARS: Final = 3
DEFAULT_LOW_STOCK: Final = 5
FIELDS: Final = ("channel", "from", "to", "interval", "low_stock_threshold")
NOT_A_DATE: Final = "This value is not a valid date."
NOT_A_CHOICE: Final = "The value you selected is not a valid choice."
START_AFTER_END: Final = "The start of the range must not be after its end."
TOO_LONG: Final = f"The range must not be longer than {MAX_YEARS} years."
# The states a placed order passes through (docs/api.md section 11); each is counted, also when
# none is in the range.
PLACED_STATES: Final = (PENDING, FULFILLED, CANCELLED)


@dataclass(frozen=True)
class StatisticsQuery:
    channel_id: int
    channel_code: str
    currency: str
    start: date
    end: date
    interval: str
    low_stock_threshold: int


def _years_later(day: date, years: int) -> date | None:
    """The same day ``years`` later (28 February for 29 February), None past the last year."""
    if day.year + years > date.max.year:
        return None
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def _read_date(form: FormErrors, query: dict[str, str], name: str) -> date | None:
    text = query.get(name, "").strip()
    if not text:
        return None
    day = parse_date(text)
    if day is None:
        form.add(name, NOT_A_DATE)
    return day


def parse_query(session: Session, query: dict[str, str], today: date) -> StatisticsQuery:
    """The query's parameters checked as one form; every problem is a 400 on its field."""
    form = FormErrors(FIELDS)
    channel = None
    code = query.get("channel", "").strip()
    if not code:
        form.add("channel", NOT_BLANK)
    else:
        channel = session.execute(
            select(Channel.id, Channel.code, Channel.base_currency_code).where(Channel.code == code)
        ).first()
        if channel is None:
            form.add("channel", INVALID_VALUE)
    start, end = _read_date(form, query, "from"), _read_date(form, query, "to")
    interval = query.get("interval", "").strip() or "day"
    if interval not in INTERVALS:
        form.add("interval", NOT_A_CHOICE)
    threshold = DEFAULT_LOW_STOCK
    if query.get("low_stock_threshold", "").strip():
        parsed = to_integer(query["low_stock_threshold"])
        if parsed is None or parsed < 0:
            form.add("low_stock_threshold", INVALID_VALUE)
        else:
            threshold = parsed
    if not form.has_errors:
        end = end or (max(today, start) if start else today)
        start = start or date.fromordinal(max(1, end.toordinal() - (DEFAULT_DAYS - 1)))
        limit = _years_later(start, MAX_YEARS)
        if start > end:
            form.add("from", START_AFTER_END)
        elif limit is not None and end >= limit:
            form.add("to", TOO_LONG)
    form.raise_if_any()
    assert channel is not None and start is not None and end is not None
    return StatisticsQuery(
        channel.id, channel.code, channel.base_currency_code, start, end, interval, threshold
    )


def period_of(day: date, interval: str) -> date:
    """The first day of the period ``day`` falls in: itself, its week's Monday, its month's 1st."""
    if interval == "week":
        return day - timedelta(days=day.weekday())  # 1 January of year 1 was a Monday
    if interval == "month":
        return day.replace(day=1)
    return day


def periods(start: date, end: date, interval: str) -> list[date]:
    """Every period that meets the range, in order, by its first day."""
    found: list[date] = []
    day: date | None = start
    while day is not None and day <= end:
        period = period_of(day, interval)
        found.append(period)
        day = _next_period(period, interval)
    return found


def _next_period(period: date, interval: str) -> date | None:
    try:
        if interval == "month":
            return date(period.year + period.month // 12, period.month % 12 + 1, 1)
        return period + timedelta(days=7 if interval == "week" else 1)
    except (OverflowError, ValueError):
        return None


def _in_range(query: StatisticsQuery) -> list[ColumnElement[bool]]:
    """Live orders of the channel placed within the range (carts have no checkout time)."""
    conditions = [
        Order.deleted_at.is_(None),
        Order.channel_id == query.channel_id,
        Order.checkout_completed_at >= day_start(query.start),
    ]
    end = next_day_start(query.end)
    if end is not None:
        conditions.append(Order.checkout_completed_at < end)
    return conditions


def _as_date(value: Any) -> date:
    """A day as the database hands it back: a date, or SQLite's text."""
    return value if isinstance(value, date) else date.fromisoformat(str(value)[:10])


def _checkout_day(session: Session) -> ColumnElement[Any]:
    """The day of an order's checkout. SQLite stores the moment as ``YYYY-MM-DD hh:mm:ss`` text
    (UTC), whose first ten characters are the day, cheaper to cut than ``date()`` to parse."""
    if session.get_bind().dialect.name == "sqlite":
        return func.substr(Order.checkout_completed_at, 1, 10)
    return func.date(Order.checkout_completed_at)


def statistics(session: Session, query: StatisticsQuery) -> dict[str, Any]:
    """The statistics answer (docs/api.md section 11). One pass reads the range and the range as
    long before it (``previous``): the days before ``start`` count towards the latter only."""
    day = _checkout_day(session)
    counted = Order.state != CANCELLED
    before = previous_range(query.start, query.end)
    read = replace(query, start=before[0]) if before is not None else query
    by_day = session.execute(
        select(
            day,
            func.coalesce(func.sum(Order.total).filter(counted), 0),
            func.count().filter(counted),
            *(func.count().filter(Order.state == state) for state in PLACED_STATES),
        )
        .where(*_in_range(read))
        .group_by(day)
    ).all()
    sales: dict[date, list[int]] = defaultdict(lambda: [0, 0])
    earlier = [0, 0]
    by_state = dict.fromkeys(PLACED_STATES, 0)
    for when, total, orders, *states in by_day:
        checkout = _as_date(when)
        if checkout < query.start:
            earlier[0] += int(total)
            earlier[1] += int(orders)
            continue
        period = sales[period_of(checkout, query.interval)]
        period[0] += int(total)
        period[1] += int(orders)
        for state, count in zip(PLACED_STATES, states, strict=True):
            by_state[state] += int(count)
    total_sales = sum(amount for amount, _ in sales.values())
    total_orders = sum(count for _, count in sales.values())
    new_customers, new_before = _new_customers(session, query, before)
    previous = None
    if before is not None:
        previous = {
            "from": before[0].isoformat(),
            "to": before[1].isoformat(),
            "sales": earlier[0],
            "orders": earlier[1],
            "average_order": average(*earlier),
            "new_customers": new_before,
        }
    return {
        "channel": query.channel_code,
        "currency": query.currency,
        "from": query.start.isoformat(),
        "to": query.end.isoformat(),
        "interval": query.interval,
        "sales": [
            {"period": period.isoformat(), "total": sales[period][0], "orders": sales[period][1]}
            for period in periods(query.start, query.end, query.interval)
        ],
        "totals": {
            "sales": total_sales,
            "orders": total_orders,
            "average_order": average(total_sales, total_orders),
            "new_customers": new_customers,
        },
        "orders_by_state": by_state,
        "low_stock_variants": _low_stock(session, query.low_stock_threshold),
        "low_stock_threshold": query.low_stock_threshold,
        "previous": previous,
        **top_lists(session, _in_range(query)),
    }


def _between(moment: Any, start: date, end: date) -> ColumnElement[bool]:
    """``moment`` falls on one of the days ``start``-``end``."""
    after: ColumnElement[bool] = moment >= day_start(start)
    until = next_day_start(end)
    return after if until is None else and_(after, moment < until)


def _new_customers(
    session: Session, query: StatisticsQuery, before: tuple[date, date] | None
) -> tuple[int, int]:
    """Customers whose first order in the channel (placed, not cancelled) is in the range, and
    those whose first is in the range ``before`` it (0 without one), counted in one pass."""
    first = (
        select(func.min(Order.checkout_completed_at).label("first"))
        .where(
            Order.deleted_at.is_(None),
            Order.channel_id == query.channel_id,
            Order.customer_id.is_not(None),
            Order.checkout_completed_at.is_not(None),
            Order.state != CANCELLED,
        )
        .group_by(Order.customer_id)
        .subquery()
    )
    in_range = func.count().filter(_between(first.c.first, query.start, query.end))
    earlier = (
        func.count().filter(_between(first.c.first, *before)) if before is not None else literal(0)
    )
    now, then = session.execute(select(in_range, earlier).select_from(first)).one()
    return int(now), int(then)


def _low_stock(session: Session, threshold: int) -> int:
    """Tracked variants with at most ``threshold`` units available (the catalogue's
    ``criteria[available_at_most]``, so a client can list them)."""
    counted = select(func.count()).select_from(ProductVariant).where(available_at_most(threshold))
    return int(session.execute(counted).scalar_one())
