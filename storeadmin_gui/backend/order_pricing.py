"""Applies the recalculation (``recalc.py``) to stored orders: reads the channel's rules, writes
units, adjustments and totals. Used after every item change and, row for row, by the demo seed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import Table, bindparam, delete, insert, or_, select, update
from sqlalchemy.orm import Session

from . import order_stats
from .models.catalog import (
    Channel,
    ChannelPricing,
    ProductVariant,
    Promotion,
    ShippingMethod,
    TaxRate,
    promotion_channels,
)
from .models.sales import Adjustment, Order, OrderItem, OrderItemUnit
from .recalc import LineInput, OrderResult, PromotionRule, ShippingRule, TaxRule, recalculate
from .requests import MAX_SAFE_INTEGER

BASIS_POINTS = Decimal(10000)
# Core tables: many-row writes go through executemany, not the ORM's per-row bookkeeping.
ADJUSTMENTS = cast(Table, Adjustment.__table__)
UNITS = cast(Table, OrderItemUnit.__table__)
ITEMS = cast(Table, OrderItem.__table__)
CART = "cart"


class OrderTooLarge(Exception):
    """The order's totals would leave the range storage and JSON clients hold exactly."""


def inventory_state_for(order_state: str) -> str:
    """A cart's units are in checkout; those of a placed order are held (docs/api.md section 8)."""
    return "checkout" if order_state == CART else "onhold"


@dataclass(frozen=True)
class ChannelRules:
    """What a channel charges: its default shipping, its active promotions, its tax rates."""

    shipping: ShippingRule | None
    promotions: tuple[PromotionRule, ...]
    tax_by_category: dict[int, TaxRule] = field(default_factory=dict)

    def tax_for(self, tax_category_id: int | None) -> TaxRule | None:
        if tax_category_id is None:
            return None
        return self.tax_by_category.get(tax_category_id)


def load_channel_rules(session: Session, channel_id: int, now: datetime) -> ChannelRules:
    """The channel's rules at ``now`` (three small indexed queries)."""
    method = session.execute(
        select(ShippingMethod.code, ShippingMethod.name, ShippingMethod.amount)
        .where(ShippingMethod.channel_id == channel_id, ShippingMethod.enabled.is_(True))
        .order_by(ShippingMethod.position, ShippingMethod.id)
        .limit(1)
    ).first()
    shipping = ShippingRule(method.name, method.amount, method.code) if method else None
    promotions = tuple(
        PromotionRule(row.name, Decimal(row.discount_basis_points) / BASIS_POINTS, row.code)
        for row in session.execute(
            select(Promotion.code, Promotion.name, Promotion.discount_basis_points)
            .join(promotion_channels, promotion_channels.c.promotion_id == Promotion.id)
            .where(
                promotion_channels.c.channel_id == channel_id,
                Promotion.enabled.is_(True),
                or_(Promotion.starts_at.is_(None), Promotion.starts_at <= now),
                or_(Promotion.ends_at.is_(None), Promotion.ends_at > now),
            )
            .order_by(Promotion.priority.desc(), Promotion.id)
        )
    )
    taxes: dict[int, TaxRule] = {}
    zone_id = session.execute(select(Channel.tax_zone_id).where(Channel.id == channel_id)).scalar()
    if zone_id is not None:
        for rate in session.execute(
            select(
                TaxRate.category_id,
                TaxRate.name,
                TaxRate.rate_basis_points,
                TaxRate.included_in_price,
            )
            .where(TaxRate.zone_id == zone_id)
            .order_by(TaxRate.id)
        ):
            taxes.setdefault(
                rate.category_id,
                TaxRule(
                    rate.name,
                    Decimal(rate.rate_basis_points) / BASIS_POINTS,
                    bool(rate.included_in_price),
                ),
            )
    return ChannelRules(shipping=shipping, promotions=promotions, tax_by_category=taxes)


def price_in_channel(session: Session, variant_id: int, channel_id: int) -> int | None:
    return session.execute(
        select(ChannelPricing.price).where(
            ChannelPricing.variant_id == variant_id, ChannelPricing.channel_id == channel_id
        )
    ).scalar()


def adjustment_rows(
    order_id: int,
    result: OrderResult,
    item_ids: Sequence[int],
    unit_ids: Sequence[Sequence[int]],
    now: Any,
) -> list[dict[str, Any]]:
    """Insert rows for every adjustment of ``result``, ids of items and units given in its order.

    ``now`` is the timestamp as the target columns take it (a datetime, or its stored form).
    """
    rows: list[dict[str, Any]] = []

    def add(adjustment: Any, item_id: int | None, unit_id: int | None) -> None:
        rows.append(
            {
                "order_id": order_id,
                "order_item_id": item_id,
                "order_item_unit_id": unit_id,
                "type": adjustment.type,
                "label": adjustment.label,
                "amount": adjustment.amount,
                "neutral": adjustment.neutral,
                "locked": False,
                "origin_code": adjustment.origin_code,
                "created_at": now,
                "updated_at": now,
            }
        )

    for adjustment in result.adjustments:
        add(adjustment, None, None)
    for item, item_id, ids in zip(result.items, item_ids, unit_ids, strict=True):
        for adjustment in item.adjustments:
            add(adjustment, item_id, None)
        for unit, unit_id in zip(item.units, ids, strict=True):
            for adjustment in unit.adjustments:
                add(adjustment, item_id, unit_id)
    return rows


def pricing_moment(state: str, checkout_completed_at: datetime | None, now: datetime) -> datetime:
    """When the channel's rules are read for an order: now for a cart; for a placed order, the
    moment its checkout completed, so a later change of the promotions never re-prices it."""
    if state == CART or checkout_completed_at is None:
        return now
    return checkout_completed_at


def line_unit_price(state: str, unit_price: int, immutable: bool, channel_price: int | None) -> int:
    """A cart line follows the channel's current price unless its price was set explicitly; once
    checkout completes, every line keeps the unit price it was sold at."""
    if state != CART or immutable or channel_price is None:
        return unit_price
    return int(channel_price)


@dataclass(frozen=True)
class PricedOrder:
    """An order's stored lines and the rules that price it, read once for a recalculation or a
    preview of one (the same arithmetic serves both)."""

    order_id: int
    state: str
    items: list[Any]
    rules: ChannelRules

    def lines(self) -> list[LineInput]:
        return [
            LineInput(
                unit_price=line_unit_price(
                    self.state, item.unit_price, bool(item.immutable), item.price
                ),
                quantity=item.quantity,
                tax=self.rules.tax_for(item.tax_category_id),
            )
            for item in self.items
        ]

    def result(self, lines: Sequence[LineInput]) -> OrderResult:
        """``lines`` priced by the order's rules; refused when its totals would not fit."""
        result = recalculate(lines, self.rules.shipping, self.rules.promotions)
        if max(abs(result.items_total), abs(result.total)) > MAX_SAFE_INTEGER:
            raise OrderTooLarge()
        return result


def load_priced_order(session: Session, order_id: int, now: datetime) -> PricedOrder:
    """The order's lines (oldest first) with their channel prices, and the rules of its moment."""
    order = session.execute(
        select(Order.channel_id, Order.state, Order.checkout_completed_at).where(
            Order.id == order_id
        )
    ).one()
    moment = pricing_moment(order.state, order.checkout_completed_at, now)
    items = session.execute(
        select(
            OrderItem.id,
            OrderItem.quantity,
            OrderItem.unit_price,
            OrderItem.immutable,
            ProductVariant.tax_category_id,
            ChannelPricing.price,
        )
        .join(ProductVariant, ProductVariant.id == OrderItem.variant_id)
        .outerjoin(
            ChannelPricing,
            (ChannelPricing.variant_id == OrderItem.variant_id)
            & (ChannelPricing.channel_id == order.channel_id),
        )
        .where(OrderItem.order_id == order_id)
        .order_by(OrderItem.id)
    ).all()
    return PricedOrder(
        order_id, order.state, list(items), load_channel_rules(session, order.channel_id, moment)
    )


@dataclass(frozen=True)
class NewLine:
    """A line added through the orders endpoint: a variant id, an explicit unit price (minor
    units, kept: the line is ``immutable``), a quantity."""

    variant_id: int
    unit_price: int
    quantity: int


def preview_change(
    session: Session,
    order_id: int,
    now: datetime,
    *,
    add: NewLine | None = None,
    remove_item_id: int | None = None,
) -> OrderResult:
    """The order's totals after adding ``add`` (as its newest line) or removing one line, worked
    out exactly as ``recalculate_order`` will work them out, and nothing written."""
    priced = load_priced_order(session, order_id, now)
    lines = [
        line
        for item, line in zip(priced.items, priced.lines(), strict=True)
        if item.id != remove_item_id
    ]
    if add is not None:
        tax_category_id = session.execute(
            select(ProductVariant.tax_category_id).where(ProductVariant.id == add.variant_id)
        ).scalar()
        lines.append(LineInput(add.unit_price, add.quantity, priced.rules.tax_for(tax_category_id)))
    return priced.result(lines)


def recalculate_order(session: Session, order_id: int, now: datetime) -> OrderResult:
    """Recompute and store every unit, adjustment and total of one order (docs/api.md section 7).

    Unit rows follow each item's quantity (extra units are removed from the end, missing ones
    added), a cart's lines follow the channel's price (``line_unit_price``), a placed order keeps
    its prices and the rules of its checkout, and the order's stats version moves.
    """
    priced = load_priced_order(session, order_id, now)
    items = priced.items
    item_ids = [item.id for item in items]
    unit_ids = _sync_units(session, items, priced.state, now)
    result = priced.result(priced.lines())
    session.execute(
        delete(Adjustment).where(Adjustment.order_id == order_id, Adjustment.locked.is_(False))
    )
    rows = adjustment_rows(order_id, result, item_ids, unit_ids, now)
    connection = session.connection()
    if rows:
        connection.execute(insert(ADJUSTMENTS), rows)
    unit_totals = [
        {"unit_id": unit_id, "total": unit.adjustments_total}
        for item, ids in zip(result.items, unit_ids, strict=True)
        for unit, unit_id in zip(item.units, ids, strict=True)
    ]
    if unit_totals:
        connection.execute(
            update(UNITS)
            .where(UNITS.c.id == bindparam("unit_id"))
            .values(adjustments_total=bindparam("total")),
            unit_totals,
        )
    if items:
        connection.execute(
            update(ITEMS)
            .where(ITEMS.c.id == bindparam("item_id"))
            .values(
                unit_price=bindparam("price"),
                units_total=bindparam("units"),
                adjustments_total=bindparam("adjustments"),
                total=bindparam("item_total"),
            ),
            [
                {
                    "item_id": item_id,
                    "price": item.unit_price,
                    "units": item.units_total,
                    "adjustments": item.adjustments_total,
                    "item_total": item.total,
                }
                for item_id, item in zip(item_ids, result.items, strict=True)
            ],
        )
    session.execute(
        update(Order)
        .where(Order.id == order_id)
        .values(
            items_total=result.items_total,
            adjustments_total=result.adjustments_total,
            total=result.total,
            updated_at=now,
        )
    )
    order_stats.bump(session, priced.state)
    session.expire_all()
    return result


def _sync_units(
    session: Session, items: Iterable[Any], order_state: str, now: datetime
) -> list[list[int]]:
    """Make each item have exactly ``quantity`` unit rows; their ids per item, oldest first."""
    items = list(items)
    existing: dict[int, list[int]] = {item.id: [] for item in items}
    if existing:
        for unit_id, item_id in session.execute(
            select(OrderItemUnit.id, OrderItemUnit.order_item_id)
            .where(OrderItemUnit.order_item_id.in_(list(existing)))
            .order_by(OrderItemUnit.id)
        ):
            existing[item_id].append(unit_id)
    surplus: list[int] = []
    missing: list[dict[str, Any]] = []
    for item in items:
        ids = existing[item.id]
        if len(ids) > item.quantity:
            surplus.extend(ids[item.quantity :])
            del ids[item.quantity :]
        for _ in range(item.quantity - len(ids)):
            missing.append(
                {
                    "order_item_id": item.id,
                    "inventory_state": inventory_state_for(order_state),
                    "adjustments_total": 0,
                    "created_at": now,
                    "updated_at": now,
                }
            )
    if surplus:
        session.execute(delete(OrderItemUnit).where(OrderItemUnit.id.in_(surplus)))
    if missing:
        session.connection().execute(insert(UNITS), missing)
        return _sync_units(session, items, order_state, now)
    return [existing[item.id] for item in items]
