"""Wire formats shared by every representation (timestamps in the contract's form)."""

from __future__ import annotations

from datetime import UTC, datetime

TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%S+0000"


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
