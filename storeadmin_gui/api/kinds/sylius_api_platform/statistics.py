"""The contract's statistics (docs/api.md section 11) from Sylius's ``GET /admin/statistics``
(1.13 onwards), and what it does not say.

Sylius answers, for one channel between two moments and per day, month or year: each period's
sales (the paid orders' totals, by checkout date), and a summary (total sales, paid orders,
their average, new customers). Its periods run from the first moment asked (a month from the
15th to the 14th), so the contract's range is asked per day, the whole of each day included, and
the days are added up per week (weeks start on Monday, named by it) or per calendar month.
Sylius says nothing of the orders per period, the orders per state or the stock: those figures
are named in ``unknown`` (the GUI shows them as unknown, never as zero). Its refusals name the
contract's fields (``channelCode`` -> ``channel``, ``startDate`` -> ``from``).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from storeadmin_gui.api._decode import json_body
from storeadmin_gui.api.errors import ValidationFailed

from .call import Answer, Call
from .generations import ADMIN
from .hydra import key_of

__all__ = ["statistics"]

STATISTICS = f"{ADMIN}/statistics"
DEFAULT_DAYS = 30  # the contract's range when none is given: the last 30 days
UNKNOWN = ["sales.orders", "orders_by_state", "low_stock_variants"]
_FIELDS = {"channelCode": "channel", "startDate": "from", "endDate": "to", "interval": "interval"}


def _period(text: Any, interval: str) -> date | None:
    """A Sylius period (``2024``, ``2024-01``, ``2024-01-05``) as its first day."""
    parts = [int(part) for part in str(text).split("-") if part.isdigit()]
    if not parts:
        return None
    return date(parts[0], parts[1] if len(parts) > 1 else 1, parts[2] if len(parts) > 2 else 1)


def _sales(answer: Any, interval: str) -> list[dict[str, Any]]:
    totals: dict[date, int] = {}
    for entry in answer.get("sales") or [] if isinstance(answer, dict) else []:
        day = _period(entry.get("period"), interval) if isinstance(entry, dict) else None
        if day is None:
            continue
        if interval == "week":
            day -= timedelta(days=day.weekday())
        elif interval == "month":
            day = day.replace(day=1)
        totals[day] = totals.get(day, 0) + int(entry.get("total") or 0)
    return [{"period": day.isoformat(), "total": total} for day, total in sorted(totals.items())]


async def statistics(call: Call) -> Answer:
    channel = call.param("channel") or ""
    end = date.fromisoformat(call.param("to") or date.today().isoformat())
    start = date.fromisoformat(
        call.param("from") or (end - timedelta(days=DEFAULT_DAYS - 1)).isoformat()
    )
    interval = call.param("interval") or "day"
    query: list[tuple[str, str | int]] = [
        ("channelCode", channel),
        ("startDate", f"{start.isoformat()}T00:00:00"),
        ("endDate", f"{end.isoformat()}T23:59:59"),
        ("interval", "day"),
    ]
    try:
        answer = json_body(await call.wire.request("GET", STATISTICS, params=query))
    except ValidationFailed as refused:
        refused.field_errors = {
            _FIELDS.get(field, field): messages for field, messages in refused.field_errors.items()
        }
        raise
    channels = await call.lookups.keyed(call.wire, "/channels")
    summary = answer.get("businessActivitySummary") if isinstance(answer, dict) else None
    summary = summary if isinstance(summary, dict) else {}
    return 200, {
        "channel": channel,
        "currency": key_of(channels.get(channel, {}).get("baseCurrency")),
        "from": start.isoformat(),
        "to": end.isoformat(),
        "interval": interval,
        "sales": _sales(answer, interval),
        "totals": {
            "sales": summary.get("totalSales") or 0,
            "orders": summary.get("paidOrdersCount") or 0,
            "average_order": summary.get("averageOrderValue") or 0,
            "new_customers": summary.get("newCustomersCount") or 0,
        },
        "unknown": UNKNOWN,
    }
