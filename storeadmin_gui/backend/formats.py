"""Wire formats shared by every representation (timestamps in the contract's form)."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta

TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%S+0000"
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$", re.ASCII)


def utcnow() -> datetime:
    """The current time, aware and in UTC, truncated to whole seconds like the wire format."""
    return datetime.now(UTC).replace(microsecond=0)


def as_utc(moment: datetime) -> datetime:
    """Naive datetimes from storage are UTC; make them aware so comparisons never mix kinds."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def timestamp(moment: datetime | None) -> str | None:
    """``YYYY-MM-DDThh:mm:ss+0000`` (the contract's form), or None when the moment is unset."""
    if moment is None:
        return None
    return as_utc(moment).strftime(TIMESTAMP_FORMAT)


def parse_date(text: str) -> date | None:
    """A calendar date written ``YYYY-MM-DD``, or None (another form, or no such day)."""
    text = text.strip()
    if not _ISO_DATE.match(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def day_start(day: date) -> datetime:
    """Midnight UTC at the start of ``day``."""
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


def next_day_start(day: date) -> datetime | None:
    """Midnight UTC after ``day`` (the end of a range that includes ``day``); None after the last
    day a date can name."""
    if day == date.max:
        return None
    return day_start(day + timedelta(days=1))
