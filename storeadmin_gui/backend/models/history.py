"""Who did what: each change to an order or a variant, and staff's internal notes.

Both are written in the transaction of the change they describe, so a change is never without its
entry, nor an entry without its change. The author's name is kept as it was: a renamed or deleted
account leaves the history as it happened. Each list reads newest first from one index.

The indexes of the search box (``search.py``) live here too: the prefixes of customers' names and
variants' names, in lower case, so a part typed in any case is one range of one index.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from storeadmin_gui.backend.db import Base, UtcDateTime
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.catalog import ProductVariantTranslation
from storeadmin_gui.backend.models.sales import Customer

ORDER: Final = "order"
VARIANT: Final = "variant"
CUSTOMER: Final = "customer"


class HistoryEntry(Base):
    """One change to one order or variant: who, when, what (``action``) and each field's
    value before and after (``changes``: ``[{"field", "before", "after"}]``)."""

    __tablename__ = "history_entries"
    __table_args__ = (Index("ix_history_entries_subject", "subject", "subject_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    subject: Mapped[str] = mapped_column(String(16))  # ORDER or VARIANT
    subject_id: Mapped[int] = mapped_column(Integer)  # kept after the subject is deleted
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    user_name: Mapped[str] = mapped_column(String(511))
    action: Mapped[str] = mapped_column(String(32))
    changes: Mapped[list[Any]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


class InternalNote(Base):
    """A note staff leave on an order or a customer for each other; never shown to the customer
    (no document the customer receives reads this table)."""

    __tablename__ = "internal_notes"
    __table_args__ = (Index("ix_internal_notes_subject", "subject", "subject_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    subject: Mapped[str] = mapped_column(String(16))  # ORDER or CUSTOMER
    subject_id: Mapped[int] = mapped_column(Integer)
    author_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    author_name: Mapped[str] = mapped_column(String(511))
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


# The search box's prefix indexes (``search.py``).
CUSTOMER_FIRST_NAME: Final = func.lower(Customer.first_name)
CUSTOMER_LAST_NAME: Final = func.lower(Customer.last_name)
VARIANT_NAME: Final = func.lower(ProductVariantTranslation.name)
Index("ix_customers_first_name_lower", CUSTOMER_FIRST_NAME)
Index("ix_customers_last_name_lower", CUSTOMER_LAST_NAME)
Index("ix_product_variant_translations_name_lower", VARIANT_NAME)
