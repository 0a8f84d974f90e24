"""The criteria of the order and cart lists (docs/api.md section 4 and section 11) as conditions
on ``orders`` for the page and as counters to sum for the total (``order_counts``).

The customer (e-mail contains) and channel (code) criteria are looked up first, among the
customers and channels: the page then filters on their ids, which the list indexes start with.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, Final

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from .errors import coded
from .formats import day_start, next_day_start, parse_date
from .lru_cache import LruCache
from .models.catalog import Channel
from .models.sales import Customer, Order
from .number_search import number_part, piece_total
from .order_counts import CountedCriteria, days_statement, total_statement
from .order_paging import OrderFilter

EQUALITIES: Final = ("state", "payment_state", "shipping_state")


def state_values(text: str) -> tuple[str, ...]:
    """A state criterion's states: one, or several separated by commas (ours: "pending,fulfilled"
    lists the orders sold and not cancelled, as the dashboard counts them)."""
    values = sorted({part.strip() for part in text.split(",") if part.strip()})
    return tuple(values) or (text,)


def criteria_date(criteria: dict[str, str], name: str) -> date:
    """``criteria[date_from|date_to]`` as a date; another form is a 400 (ours: ignoring it would
    show an unfiltered list as if it were filtered)."""
    day = parse_date(criteria[name])
    if day is None:
        raise coded(
            400, f'criteria[{name}] must be a date written YYYY-MM-DD, not "{criteria[name]}".'
        )
    return day


def _customer_ids(session: Session, part: str) -> list[int]:
    found = session.execute(
        select(Customer.id)
        .where(Customer.email_canonical.contains(part.lower(), autoescape=True))
        .order_by(Customer.id)
    )
    return list(found.scalars())


def _customer_condition(ids: list[int]) -> ColumnElement[bool]:
    """One customer: a seek in the indexes that start with the customer. Several: the page walks
    the sort key's index and keeps their orders (``+ 0`` keeps the database from collecting every
    order of theirs through the customer index and sorting them all, per request)."""
    if len(ids) == 1:
        return Order.customer_id == ids[0]
    return (Order.customer_id + 0).in_(ids)


def _sorted_by_total(sorting: Sequence[tuple[str, str]]) -> bool:
    """Whether the list is sorted by total first: the one key that does not follow the time of
    the order, so the one sort a date range is compared otherwise for (``_checkout_time``)."""
    return bool(sorting) and sorting[0][0] == "total"


def _checkout_time(sorting: Sequence[tuple[str, str]]) -> Any:
    """The checkout time as a date range compares it.

    Sorted by total, the one key that does not follow the time of the order, the page walks the
    index of totals and keeps the range's orders (as many steps per row as the range is rare);
    the plain column would have the database collect the whole range through the checkout index
    and sort it, per request. Sorted by any other key, the range is a seek in the checkout index.
    """
    if _sorted_by_total(sorting):
        return func.coalesce(Order.checkout_completed_at, Order.checkout_completed_at)
    return Order.checkout_completed_at


# Criteria whose filter is made of their values alone (no lookup of a customer, a channel or a
# number's matches): such a filter is made once and reused, its statements then the very objects
# the page's caches and the driver reads (``driver_reads``) know.
_SELF_CONTAINED: Final = frozenset({*EQUALITIES, "date_from", "date_to"})
_MADE: Final = LruCache(256)


def list_filter(
    session: Session,
    scope: str,
    criteria: dict[str, str],
    sorting: Sequence[tuple[str, str]] = (),
) -> OrderFilter:
    """The filter of the list ``scope`` ("orders", "carts") for its parsed ``criteria``, sorted
    by ``sorting``.

    A criterion that names no customer or channel makes the list empty without a query; the
    resolved ids are part of the filter's signature, so cached statements follow new customers.
    """
    if not criteria.keys() <= _SELF_CONTAINED:
        return _made_filter(session, scope, criteria, sorting)
    # The sort matters only by whether it is the total (``_checkout_time``).
    key = (scope, tuple(sorted(criteria.items())), _sorted_by_total(sorting))
    made: OrderFilter | None = _MADE.get(key)
    if made is None:
        made = _made_filter(session, scope, criteria, sorting)
        _MADE.put(key, made)
    return made


def _made_filter(
    session: Session,
    scope: str,
    criteria: dict[str, str],
    sorting: Sequence[tuple[str, str]],
) -> OrderFilter:
    conditions: list[ColumnElement[bool]] = [Order.deleted_at.is_(None)]
    equal: dict[str, Any] = {}
    for column in EQUALITIES:
        if column in criteria:
            values = state_values(criteria[column])
            if len(values) == 1:
                equal[column] = values[0]
                conditions.append(Order.__table__.c[column] == values[0])
            else:
                equal[column] = values
                conditions.append(Order.__table__.c[column].in_(values))
    resolved: list[Any] = []
    customer_ids: list[int] | None = None
    if "customer" in criteria:
        customer_ids = _customer_ids(session, criteria["customer"])
        resolved.append(("customers", tuple(customer_ids)))
        if customer_ids:
            conditions.append(_customer_condition(customer_ids))
    if "channel" in criteria:
        channel_id = session.execute(
            select(Channel.id).where(Channel.code == criteria["channel"])
        ).scalar()
        resolved.append(("channel", channel_id))
        if channel_id is not None:
            equal["channel_id"] = channel_id
            conditions.append(Order.channel_id == channel_id)
    undated = tuple(conditions)
    checkout_from = checkout_to = None
    checkout = _checkout_time(sorting)
    if "date_from" in criteria:
        checkout_from = criteria_date(criteria, "date_from")
        conditions.append(checkout >= day_start(checkout_from))
    if "date_to" in criteria:
        checkout_to = criteria_date(criteria, "date_to")
        end = next_day_start(checkout_to)
        if end is not None:
            conditions.append(checkout < end)
        else:
            conditions.append(checkout.is_not(None))
    total = days = None
    if "number" in criteria:
        number = number_part(session, criteria["number"])
        resolved.append(("number", number.query))
        conditions.append(number.condition)
        if scope == "orders" and set(criteria) == {"number"}:
            total = piece_total(session, criteria["number"])  # None: a COUNT of the matches
    else:
        counted = CountedCriteria(equal, customer_ids, checkout_from, checkout_to)
        total = total_statement(counted)
        if set(criteria) <= {"date_from", "date_to"}:
            days = days_statement(counted)  # a date range alone: see ``order_paging``
    empty = customer_ids == [] or ("channel" in criteria and "channel_id" not in equal)
    signature = (scope, *sorted(criteria.items()), *resolved)
    return OrderFilter(
        tuple(conditions),
        signature,
        total=total,
        empty=empty,
        days=days,
        undated=undated,
        blocks=_blocks(equal, criteria),
    )


def _blocks(equal: dict[str, Any], criteria: dict[str, str]) -> tuple[str, str] | None:
    """``OrderFilter.blocks``: no criterion, or one equality criterion of one value alone."""
    if not criteria:
        return ("", "")
    if len(criteria) == 1 and len(equal) == 1:
        ((column, value),) = equal.items()
        if isinstance(value, str):
            return (column, value)
    return None
