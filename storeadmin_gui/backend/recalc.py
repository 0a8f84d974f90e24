"""Cart and order recalculation as pure arithmetic (docs/api.md section 7).

Kept free of the database so the money rules can be tested by hand-computed numbers and reused
unchanged by the routes and by the bulk demo seed. Order of the steps matters and is fixed:

1. unit price (chosen by the caller: the channel price, or an immutable explicit price);
2. shipping: one order-level adjustment when the cart holds at least one item;
3. promotions: each a percentage of the current items total, spread over the units as negative
   unit adjustments, proportionally to each unit's current value, remainders to the first units;
4. taxes: per unit, on the unit value after promotions, rounded half up.

Every total is an exact integer sum of the adjustments below it; nothing is lost to rounding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

SHIPPING = "shipping"
ORDER_PROMOTION = "order_promotion"
TAX = "tax"


def round_half_up(value: Decimal) -> int:
    """Money rounding of the store: .5 goes away from zero (Python's round() goes to even)."""
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def percent_text(rate: Decimal) -> str:
    """The percent as a label shows it: 0.2 -> "20", 0.075 -> "7.5"."""
    return format((rate * 100).normalize(), "f")


@dataclass(frozen=True)
class TaxRule:
    """A tax rate of a line; a rate `included_in_price` gives neutral adjustments (already paid)."""

    name: str
    rate: Decimal
    included_in_price: bool = False

    @property
    def label(self) -> str:
        return f"{self.name} ({percent_text(self.rate)}%)"


@dataclass(frozen=True)
class PromotionRule:
    """A percentage discount of the items total; `percentage` is a fraction (0.1 is 10%)."""

    name: str
    percentage: Decimal
    code: str | None = None


@dataclass(frozen=True)
class ShippingRule:
    """The flat rate of the channel's default shipping method."""

    name: str
    amount: int
    code: str | None = None


@dataclass(frozen=True)
class LineInput:
    """One item of the cart as the calculation needs it."""

    unit_price: int
    quantity: int
    tax: TaxRule | None = None


@dataclass(frozen=True)
class AdjustmentResult:
    type: str
    label: str
    amount: int
    neutral: bool = False
    origin_code: str | None = None


@dataclass
class UnitResult:
    unit_price: int
    adjustments: list[AdjustmentResult] = field(default_factory=list)

    @property
    def adjustments_total(self) -> int:
        return sum(adj.amount for adj in self.adjustments if not adj.neutral)

    @property
    def total(self) -> int:
        return self.unit_price + self.adjustments_total

    def value_of(self, adjustment_type: str) -> int:
        return sum(adj.amount for adj in self.adjustments if adj.type == adjustment_type)


@dataclass
class ItemResult:
    unit_price: int
    units: list[UnitResult]
    adjustments: list[AdjustmentResult] = field(default_factory=list)

    @property
    def quantity(self) -> int:
        return len(self.units)

    @property
    def units_total(self) -> int:
        return sum(unit.total for unit in self.units)

    @property
    def adjustments_total(self) -> int:
        return sum(adj.amount for adj in self.adjustments if not adj.neutral)

    @property
    def total(self) -> int:
        return self.units_total + self.adjustments_total


@dataclass
class OrderResult:
    items: list[ItemResult]
    adjustments: list[AdjustmentResult]

    @property
    def items_total(self) -> int:
        return sum(item.total for item in self.items)

    @property
    def adjustments_total(self) -> int:
        return sum(adj.amount for adj in self.adjustments if not adj.neutral)

    @property
    def total(self) -> int:
        return self.items_total + self.adjustments_total


def distribute(amount: int, weights: Sequence[int]) -> list[int]:
    """Split a non-negative `amount` over `weights` proportionally, exactly.

    Each share is the floor of its proportional part; the remainder goes one by one to the first
    entries with a positive weight. With `amount <= sum(weights)` no share exceeds its weight.
    """
    base = sum(weights)
    if amount <= 0 or base <= 0:
        return [0] * len(weights)
    shares = [amount * weight // base for weight in weights]
    remainder = amount - sum(shares)
    for index, weight in enumerate(weights):
        if remainder == 0:
            break
        if weight > 0:
            shares[index] += 1
            remainder -= 1
    return shares


def recalculate(
    lines: Sequence[LineInput],
    shipping: ShippingRule | None = None,
    promotions: Sequence[PromotionRule] = (),
) -> OrderResult:
    """Compute every adjustment and total of an order from its lines and the channel's rules."""
    items = [
        ItemResult(
            unit_price=line.unit_price,
            units=[UnitResult(unit_price=line.unit_price) for _ in range(line.quantity)],
        )
        for line in lines
    ]
    order_adjustments: list[AdjustmentResult] = []
    all_units = [unit for item in items for unit in item.units]
    if shipping is not None and all_units:
        order_adjustments.append(
            AdjustmentResult(SHIPPING, shipping.name, shipping.amount, origin_code=shipping.code)
        )
    for promotion in promotions:
        values = [max(unit.total, 0) for unit in all_units]
        base = sum(values)
        discount = min(round_half_up(Decimal(base) * promotion.percentage), base)
        if discount <= 0:
            continue
        for unit, share in zip(all_units, distribute(discount, values), strict=True):
            if share:
                unit.adjustments.append(
                    AdjustmentResult(
                        ORDER_PROMOTION, promotion.name, -share, origin_code=promotion.code
                    )
                )
    for line, item in zip(lines, items, strict=True):
        if line.tax is None:
            continue
        for unit in item.units:
            taxable = unit.total
            if line.tax.included_in_price:
                amount = taxable - round_half_up(Decimal(taxable) / (1 + line.tax.rate))
            else:
                amount = round_half_up(Decimal(taxable) * line.tax.rate)
            if amount == 0:
                continue
            unit.adjustments.append(
                AdjustmentResult(TAX, line.tax.label, amount, neutral=line.tax.included_in_price)
            )
    return OrderResult(items=items, adjustments=order_adjustments)
