"""How sales go in one channel (docs/api.md section 11): what a dashboard shows."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field

from ._base import SnakeRequest, SnakeResponse

__all__ = [
    "PreviousTotals",
    "SalesPeriod",
    "SalesTotals",
    "Statistics",
    "StatisticsQuery",
    "TopCustomer",
    "TopProduct",
]

Interval = Literal["day", "week", "month"]


class SalesPeriod(SnakeResponse):
    """Sales of one period, named by its first day (weeks start on Monday)."""

    period: date
    total: int = 0  # minor units of the channel's currency
    orders: int = 0


class SalesTotals(SnakeResponse):
    """The whole range: sales, orders, their average, and customers who ordered first in it."""

    sales: int = 0
    orders: int = 0
    average_order: int = 0
    new_customers: int = 0


class PreviousTotals(SalesTotals):
    """The same figures of the range as long that ends the day before (``start``-``end``)."""

    start: date = Field(alias="from")
    end: date = Field(alias="to")


class TopProduct(SnakeResponse):
    """A product among the range's best sellers: units sold and their lines' totals."""

    code: str
    name: str | None = None
    units: int = 0
    sales: int = 0


class TopCustomer(SnakeResponse):
    """A customer among those who spent the most in the range."""

    id: int
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    orders: int = 0
    spent: int = 0

    @property
    def full_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part)


class Statistics(SnakeResponse):
    """Placed orders of one channel within ``start``-``end`` (both included), not cancelled, by
    the day their checkout completed; amounts in minor units of ``currency``."""

    channel: str
    currency: str | None = None
    start: date = Field(alias="from")
    end: date = Field(alias="to")
    interval: str = "day"
    sales: list[SalesPeriod] = Field(default_factory=list)
    totals: SalesTotals = Field(default_factory=SalesTotals)
    orders_by_state: dict[str, int] = Field(default_factory=dict)
    # Tracked variants with at most ``low_stock_threshold`` units available, across the catalogue
    # (``client.catalogue`` lists them with ``criteria={"available_at_most": threshold}``).
    low_stock_variants: int = 0
    low_stock_threshold: int | None = None
    # The range before and the range's top lists (at most five each); None where the server
    # does not answer them (an older server, a Sylius store).
    previous: PreviousTotals | None = None
    top_products: list[TopProduct] | None = None
    top_customers: list[TopCustomer] | None = None
    # The figures the server does not give (``"sales.orders"``, ``"orders_by_state"``,
    # ``"low_stock_variants"``): unknown, to be shown as such, never as zero.
    unknown: frozenset[str] = frozenset()


class StatisticsQuery(SnakeRequest):
    """What ``client.statistics`` asks; a refusal names these attributes (``start``, ``end``)."""

    channel: str
    start: date | None = Field(default=None, alias="from")
    end: date | None = Field(default=None, alias="to")
    interval: Interval | None = None
    low_stock_threshold: int | None = None

    def params(self) -> list[tuple[str, str | int]]:
        """The query string's parameters, only those given."""
        return [(key, str(value)) for key, value in self.to_json().items() if value is not None]
