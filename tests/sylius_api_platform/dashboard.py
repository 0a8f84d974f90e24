"""``GET /api/v2/admin/statistics``: sales per period and a summary, as Sylius's
``GetStatisticsAction`` and the Core statistics providers compute them (1.13 onwards).

Query: ``channelCode``, ``startDate`` and ``endDate`` (``Y-m-d\\TH:i:s``), ``interval`` (day,
month, year); nothing else is accepted. Sales count paid orders of the channel by
``checkoutCompletedAt`` within the range; new customers count every customer created in it.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from .errors import Invalid, PlainInvalid, SymfonyError, Violation
from .state import StubState
from .totals import order_numbers

FIELDS = ("channelCode", "startDate", "interval", "endDate")
FORMATS = {"day": "%Y-%m-%d", "month": "%Y-%m", "year": "%Y"}
CODE = re.compile(r"[\w-]*")
ISO = "%Y-%m-%dT%H:%M:%S"


def _checked(state: StubState, query: dict[str, str]) -> list[Violation]:
    found = [
        Violation(f"[{name}]", "This field is missing.") for name in FIELDS if name not in query
    ]
    found += [
        Violation(f"[{name}]", "This field was not expected.")
        for name in query
        if name not in FIELDS
    ]
    code = query.get("channelCode")
    if code == "":
        found.append(Violation("[channelCode]", "Please enter a code."))
    elif code is not None and not CODE.fullmatch(code):
        message = (
            'The code should contain only letters, numbers, dashes ("-" symbol) '
            'and underscores ("_" symbol).'
        )
        found.append(Violation("[channelCode]", message))
    for name in ("startDate", "endDate"):
        value = query.get(name)
        if value == "":
            found.append(Violation(f"[{name}]", "This value should not be blank."))
        elif value is not None and _date(value) is None:
            message = r"The date time is not valid ISO 8601 date time in Y-m-d\TH:i:s format."
            found.append(Violation(f"[{name}]", message))
    if "interval" in query and query["interval"] not in FORMATS:
        found.append(Violation("[interval]", "The value you selected is not a valid choice."))
    start, end = query.get("startDate"), query.get("endDate")
    if state.flavour.v2:  # a Callback that needs both dates (GetStatisticsAction@2.0)
        wrong = bool(start) and bool(end) and str(start) >= str(end)
    else:  # an Expression comparing the two strings (GetStatisticsAction@1.14)
        wrong = end is None or (bool(start) and end != "" and not str(start) < end)
    if wrong:
        found.append(Violation("", "The start date must be earlier than the end date."))
    return found


def _date(text: str) -> datetime | None:
    try:
        return datetime.strptime(text, ISO)
    except ValueError:
        return None


def _periods(start: datetime, end: datetime, interval: str) -> list[datetime]:
    """``new DatePeriod($start, P1D|P1M|P1Y, $end)``: from the start, the end excluded; a month
    past a short month's end runs over into the next, as PHP's date arithmetic does."""
    found = []
    at, step = start, 0
    while at < end:
        found.append(at)
        step += 1
        if interval == "day":
            at = start + timedelta(days=step)
        else:
            year, month = divmod(start.month - 1 + (step if interval == "month" else 12 * step), 12)
            first = start.replace(year=start.year + year, month=month + 1, day=1)
            at = first + timedelta(days=start.day - 1)
    return found


def statistics(state: StubState, query: dict[str, str]) -> dict[str, Any]:
    violations = _checked(state, query)
    if violations:
        raise PlainInvalid(violations) if state.flavour.v2 else Invalid(violations)
    channel = state.store.get("channels", query["channelCode"])
    if channel is None:
        raise SymfonyError(f'Channel with code "{query["channelCode"]}" does not exist.', 404)
    start, end = _date(query["startDate"]), _date(query["endDate"])
    assert start is not None and end is not None
    paid = []
    for order in state.store.all("orders"):
        placed = order.get("checkoutCompletedAt")
        at = datetime.strptime(placed, "%Y-%m-%d %H:%M:%S") if placed else None
        if (
            order["channel"] == channel["code"]
            and order["paymentState"] == "paid"
            and at is not None
            and start <= at <= end
        ):
            paid.append((at, order_numbers(state.store, order)["total"]))
    fmt = FORMATS[query["interval"]]
    sales = [
        {
            "period": period.strftime(fmt),
            "total": sum(total for at, total in paid if at.strftime(fmt) == period.strftime(fmt)),
        }
        for period in _periods(start, end, query["interval"])
    ]
    customers = [
        c
        for c in state.store.all("customers")
        if start <= datetime.strptime(c["createdAt"], "%Y-%m-%d %H:%M:%S") <= end
    ]
    total = sum(amount for _, amount in paid)
    average = Decimal(total) / len(paid) if paid else Decimal(0)
    return {
        "sales": sales,
        "businessActivitySummary": {
            "totalSales": total,
            "paidOrdersCount": len(paid),
            "newCustomersCount": len(customers),
            "averageOrderValue": int(average.quantize(Decimal(1), rounding=ROUND_HALF_UP)),
        },
    }
