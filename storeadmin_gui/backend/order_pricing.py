"""Applies the recalculation (``recalc.py``) to stored orders: reads the channel's rules, writes
units, adjustments and totals. Used for every item change, for the preview of one, and, row for
row, by the demo seed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import Table, bindparam, func, insert, or_, select, update
from sqlalchemy.orm import Session

from .db import bound_value, delete_rows, insert_rows
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
from .recalc import (
    AdjustmentResult,
    ItemResult,
    LineInput,
    OrderResult,
    PromotionRule,
    ShippingRule,
    TaxRule,
    recalculate,
)
from .requests import MAX_SAFE_INTEGER

BASIS_POINTS = Decimal(10000)
# Core tables: many-row writes go through executemany, not the ORM's per-row bookkeeping.
ADJUSTMENTS = cast(Table, Adjustment.__table__)
UNITS = cast(Table, OrderItemUnit.__table__)
ITEMS = cast(Table, OrderItem.__table__)
ORDERS = cast(Table, Order.__table__)
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

    def add(adjustment: AdjustmentResult, item_id: int | None, unit_id: int | None) -> None:
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


# ---- an order's lines read, the change a route makes, the writes that follow -------------------
#
# Recalculating an order of many units reads and computes a lot, and writes little: adding a line
# of 9,999 units to an order of five such lines changes that line's units and a few others'
# promotion shares, not the 60,000 adjustments before it. So an order is read and its new state
# computed BEFORE the store's write lock is taken (SQLite takes it at a transaction's first write;
# reads before it hold nothing), and only what differs is written: the lock is held for the
# writes alone (docs/api.md section 12). The first write is a compare-and-set of the order's
# ``lines_revision`` (which every write to its lines moves) and its states: when another request
# changed the order meanwhile, ``StalePlan`` says so, nothing is written, and the caller reads
# again (``retrying_stale``).


# The order's lines revision as stored (0 for an order no write to its lines has touched).
stored_revision = func.coalesce(ORDERS.c.lines_revision, 0)


class StalePlan(Exception):
    """The order changed after it was read: the computed writes no longer apply."""


@dataclass(frozen=True)
class Line:
    """An order line as the calculation reads it (``item_id`` None: a line being added)."""

    item_id: int | None
    variant_id: int
    quantity: int
    unit_price: int
    immutable: bool
    tax_category_id: int | None = None
    channel_price: int | None = None
    # The totals stored with it (None for a line being added).
    stored_totals: tuple[int, int, int, int] | None = None


@dataclass
class OrderReading:
    """Everything a recalculation depends on and compares against, read without writing."""

    order_id: int
    channel_id: int
    state: str
    payment_state: str
    shipping_state: str
    lines_revision: int
    rules: ChannelRules
    lines: list[Line]
    # Per item, its units oldest first: (unit id, stored adjustments total).
    units: dict[int, list[tuple[int, int]]]
    # Its adjustments that a recalculation replaces (not locked), as stored.
    adjustments: list[Any]

    def line(self, item_id: int) -> Line | None:
        return next((line for line in self.lines if line.item_id == item_id), None)


_LINES = (
    select(
        OrderItem.id,
        OrderItem.variant_id,
        OrderItem.quantity,
        OrderItem.unit_price,
        OrderItem.immutable,
        OrderItem.units_total,
        OrderItem.adjustments_total,
        OrderItem.total,
        ProductVariant.tax_category_id,
        ChannelPricing.price,
    )
    .join(ProductVariant, ProductVariant.id == OrderItem.variant_id)
    .outerjoin(
        ChannelPricing,
        (ChannelPricing.variant_id == OrderItem.variant_id)
        & (ChannelPricing.channel_id == bindparam("channel_id")),
    )
    .where(OrderItem.order_id == bindparam("order_id"))
    .order_by(OrderItem.id)
)
_UNITS = (
    select(OrderItemUnit.id, OrderItemUnit.order_item_id, OrderItemUnit.adjustments_total)
    .join(OrderItem, OrderItem.id == OrderItemUnit.order_item_id)
    .where(OrderItem.order_id == bindparam("order_id"))
    .order_by(OrderItemUnit.id)
)
_ADJUSTMENTS = select(
    Adjustment.id,
    Adjustment.order_item_id,
    Adjustment.order_item_unit_id,
    Adjustment.type,
    Adjustment.label,
    Adjustment.amount,
    Adjustment.neutral,
    Adjustment.origin_code,
).where(Adjustment.order_id == bindparam("order_id"), Adjustment.locked.is_(False))


def read_order(session: Session, order_id: int, now: datetime) -> OrderReading:
    """The order's lines, units, adjustments and channel rules (reads only: no lock taken); the
    order's revision is read first, so a change made during the reading shows as stale."""
    order = session.execute(
        select(
            Order.channel_id,
            Order.state,
            Order.payment_state,
            Order.shipping_state,
            Order.checkout_completed_at,
            stored_revision.label("lines_revision"),
        ).where(Order.id == order_id)
    ).one()
    moment = pricing_moment(order.state, order.checkout_completed_at, now)
    connection = session.connection()
    ids = {"order_id": order_id, "channel_id": order.channel_id}
    lines = [
        Line(
            row.id,
            row.variant_id,
            row.quantity,
            row.unit_price,
            bool(row.immutable),
            row.tax_category_id,
            None if row.price is None else int(row.price),
            (row.unit_price, row.units_total, row.adjustments_total, row.total),
        )
        for row in connection.execute(_LINES, ids)
    ]
    units: dict[int, list[tuple[int, int]]] = {line.item_id: [] for line in lines if line.item_id}
    for unit_id, item_id, adjustments_total in connection.execute(_UNITS, ids):
        # Each read sees the latest commit (no snapshot across them): a line added since the
        # lines were read may show its units. Such a reading is stale (the order's revision,
        # read first, moved), which the write's first statement finds (``StalePlan``).
        if item_id in units:
            units[item_id].append((unit_id, adjustments_total))
    return OrderReading(
        order_id,
        order.channel_id,
        order.state,
        order.payment_state,
        order.shipping_state,
        order.lines_revision,
        load_channel_rules(session, order.channel_id, moment),
        lines,
        units,
        list(connection.execute(_ADJUSTMENTS, ids)),
    )


def new_line(
    session: Session,
    variant_id: int,
    channel_id: int,
    *,
    quantity: int,
    unit_price: int,
    immutable: bool = False,
) -> Line:
    """A line about to be added (``immutable``: it keeps ``unit_price``, not the channel's)."""
    tax_category_id = session.execute(
        select(ProductVariant.tax_category_id).where(ProductVariant.id == variant_id)
    ).scalar()
    return Line(
        None,
        variant_id,
        quantity,
        unit_price,
        immutable,
        tax_category_id,
        price_in_channel(session, variant_id, channel_id),
    )


_Totals = tuple[int, int, int, int]  # an item's unit price, units, adjustments and total


@dataclass
class Plan:
    """What makes the stored order equal to its recalculation: only the rows that differ, and
    every total computed already (the writes compute nothing)."""

    reading: OrderReading
    now: datetime
    lines: list[Line]
    result: OrderResult
    item_totals: list[_Totals] = field(default_factory=list)  # per line of ``lines``
    order_totals: tuple[int, int, int] = (0, 0, 0)  # items, adjustments, total
    removed_items: list[int] = field(default_factory=list)
    surplus_units: list[int] = field(default_factory=list)
    # Per line: the unit ids it keeps, then the adjustments totals of each of its units.
    kept_units: list[list[int]] = field(default_factory=list)
    unit_totals: list[list[int]] = field(default_factory=list)
    moved_unit_totals: list[tuple[int, int]] = field(default_factory=list)  # (unit id, total)
    stale_adjustments: list[int] = field(default_factory=list)
    # (line index or None, unit index or None, adjustment) for each adjustment to insert.
    new_adjustments: list[tuple[int | None, int | None, AdjustmentResult]] = field(
        default_factory=list
    )


def item_totals(item: ItemResult) -> _Totals:
    """An item's totals, each sum made once (``ItemResult``'s properties make them again on
    every use, over every unit)."""
    unit_totals = [unit.unit_price + unit.adjustments_total for unit in item.units]
    units_total = sum(unit_totals)
    adjustments_total = sum(adj.amount for adj in item.adjustments if not adj.neutral)
    return item.unit_price, units_total, adjustments_total, units_total + adjustments_total


def plan_change(
    reading: OrderReading,
    now: datetime,
    *,
    add: Line | None = None,
    quantities: dict[int, int] | None = None,
    remove: Iterable[int] = (),
) -> Plan:
    """The writes that recalculate the order once ``add`` is added, ``quantities`` (per item id)
    set and the items in ``remove`` removed. Raises ``OrderTooLarge``."""
    removed = set(remove)
    quantities = quantities or {}
    lines = [
        replace(line, quantity=quantities.get(line.item_id or 0, line.quantity))
        for line in reading.lines
        if line.item_id not in removed
    ]
    if add is not None:
        lines.append(add)
    rules = reading.rules
    result = recalculate(
        [
            LineInput(
                line_unit_price(reading.state, line.unit_price, line.immutable, line.channel_price),
                line.quantity,
                rules.tax_for(line.tax_category_id),
            )
            for line in lines
        ],
        rules.shipping,
        rules.promotions,
    )
    line_totals = [item_totals(item) for item in result.items]
    items_total = sum(totals[3] for totals in line_totals)
    order_adjustments = sum(adj.amount for adj in result.adjustments if not adj.neutral)
    total = items_total + order_adjustments
    if max(abs(items_total), abs(total)) > MAX_SAFE_INTEGER:
        raise OrderTooLarge()
    plan = Plan(reading, now, lines, result, line_totals, (items_total, order_adjustments, total))
    plan.removed_items = sorted(removed)
    # Stored adjustments by what they say (where, what, how much): a new one equal to a stored
    # one keeps the stored row.
    stored: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    for row in reading.adjustments:
        if row.order_item_id in removed:
            continue  # leaves with its item
        key = (row.order_item_id, row.order_item_unit_id, row.type, row.label, row.amount)
        stored[(*key, bool(row.neutral), row.origin_code)].append(row.id)

    def keep_or_add(
        where: tuple[int | None, int | None],
        stored_as: tuple[int | None, int | None] | None,
        adjustment: AdjustmentResult,
    ) -> None:
        """Keeps a stored row equal to ``adjustment`` on ``stored_as`` (item id, unit id), or
        adds it at ``where`` (line index, unit index); ``stored_as`` None: a new item or unit."""
        if stored_as is not None:
            key = (*stored_as, adjustment.type, adjustment.label, adjustment.amount)
            ids = stored.get((*key, adjustment.neutral, adjustment.origin_code))
            if ids:
                ids.pop()
                return
        plan.new_adjustments.append((*where, adjustment))

    stored_unit_totals = {
        unit_id: total for units in reading.units.values() for unit_id, total in units
    }
    for adjustment in result.adjustments:
        keep_or_add((None, None), (None, None), adjustment)
    for index, (line, item) in enumerate(zip(lines, result.items, strict=True)):
        existing = reading.units.get(line.item_id, []) if line.item_id is not None else []
        kept = [unit_id for unit_id, _total in existing[: line.quantity]]
        plan.surplus_units.extend(unit_id for unit_id, _total in existing[line.quantity :])
        plan.kept_units.append(kept)
        for adjustment in item.adjustments:
            on_item = None if line.item_id is None else (line.item_id, None)
            keep_or_add((index, None), on_item, adjustment)
        totals: list[int] = []
        for number, unit in enumerate(item.units):
            unit_id = kept[number] if number < len(kept) else None
            unit_total = sum(adj.amount for adj in unit.adjustments if not adj.neutral)
            totals.append(unit_total)
            if unit_id is not None and stored_unit_totals[unit_id] != unit_total:
                plan.moved_unit_totals.append((unit_id, unit_total))
            on_unit = None if unit_id is None else (line.item_id, unit_id)
            for adjustment in unit.adjustments:
                keep_or_add((index, number), on_unit, adjustment)
        plan.unit_totals.append(totals)
    plan.stale_adjustments = sorted(i for ids in stored.values() for i in ids)
    return plan


def write_plan(session: Session, plan: Plan, *, guarded: bool = True) -> list[int]:
    """Stores ``plan``; the item ids of its lines (a line added has one now).

    ``guarded``: the first write checks that the order is as read (else ``StalePlan``, with
    nothing written), and is what takes the write lock.
    """
    reading, now = plan.reading, plan.now
    connection = session.connection()
    if guarded:
        claimed = connection.execute(
            update(ORDERS)
            .where(
                ORDERS.c.id == reading.order_id,
                ORDERS.c.deleted_at.is_(None),
                stored_revision == reading.lines_revision,
                ORDERS.c.state == reading.state,
                ORDERS.c.payment_state == reading.payment_state,
                ORDERS.c.shipping_state == reading.shipping_state,
            )
            .values(lines_revision=stored_revision + 1)
        )
        if getattr(claimed, "rowcount", 0) != 1:
            raise StalePlan()
    delete_rows(connection, ADJUSTMENTS.c.id, plan.stale_adjustments)
    delete_rows(connection, ADJUSTMENTS.c.order_item_id, plan.removed_items)
    delete_rows(connection, UNITS.c.order_item_id, plan.removed_items)
    delete_rows(connection, ITEMS.c.id, plan.removed_items)
    delete_rows(connection, UNITS.c.id, plan.surplus_units)
    item_ids = _write_items(connection, plan)
    unit_ids = _write_units(connection, plan, item_ids)
    stamp = bound_value(connection, ADJUSTMENTS.c.created_at, now)
    neutral = {flag: bound_value(connection, ADJUSTMENTS.c.neutral, flag) for flag in (False, True)}
    insert_rows(
        connection,
        ADJUSTMENTS,
        [*_ADJUSTMENT_COLUMNS],
        [
            (
                reading.order_id,
                None if line is None else item_ids[line],
                None if line is None or unit is None else unit_ids[line][unit],
                adjustment.type,
                adjustment.label,
                adjustment.amount,
                neutral[adjustment.neutral],
                neutral[False],
                adjustment.origin_code,
                stamp,
                stamp,
            )
            for line, unit, adjustment in plan.new_adjustments
        ],
    )
    items_total, adjustments_total, total = plan.order_totals
    connection.execute(
        update(ORDERS)
        .where(ORDERS.c.id == reading.order_id)
        .values(
            items_total=items_total,
            adjustments_total=adjustments_total,
            total=total,
            updated_at=now,
            lines_revision=stored_revision + (0 if guarded else 1),
        )
    )
    session.expire_all()
    return item_ids


_ADJUSTMENT_COLUMNS = (
    "order_id",
    "order_item_id",
    "order_item_unit_id",
    "type",
    "label",
    "amount",
    "neutral",
    "locked",
    "origin_code",
    "created_at",
    "updated_at",
)


def _write_items(connection: Any, plan: Plan) -> list[int]:
    """Adds the new line, sets changed quantities and every total that moved; the item ids."""
    item_ids: list[int] = []
    changed: list[dict[str, Any]] = []
    for line, totals in zip(plan.lines, plan.item_totals, strict=True):
        price, units_total, adjustments_total, total = totals
        if line.item_id is None:
            (item_id,) = connection.execute(
                insert(ITEMS).returning(ITEMS.c.id),
                {
                    "order_id": plan.reading.order_id,
                    "variant_id": line.variant_id,
                    "quantity": line.quantity,
                    "unit_price": price,
                    "units_total": units_total,
                    "adjustments_total": adjustments_total,
                    "total": total,
                    "immutable": line.immutable,
                    "created_at": plan.now,
                    "updated_at": plan.now,
                },
            ).one()
            item_ids.append(item_id)
            continue
        item_ids.append(line.item_id)
        stored = plan.reading.line(line.item_id)
        if totals != line.stored_totals or (
            stored is not None and stored.quantity != line.quantity
        ):
            changed.append(
                {
                    "item_id": line.item_id,
                    "quantity": line.quantity,
                    "price": price,
                    "units": units_total,
                    "adjustments": adjustments_total,
                    "item_total": total,
                    "now": plan.now,
                }
            )
    if changed:
        connection.execute(
            update(ITEMS)
            .where(ITEMS.c.id == bindparam("item_id"))
            .values(
                quantity=bindparam("quantity"),
                unit_price=bindparam("price"),
                units_total=bindparam("units"),
                adjustments_total=bindparam("adjustments"),
                total=bindparam("item_total"),
                updated_at=bindparam("now"),
            ),
            changed,
        )
    return item_ids


def _write_units(connection: Any, plan: Plan, item_ids: list[int]) -> list[list[int]]:
    """Adds the units each line lacks and updates the totals that moved; the unit ids per line."""
    state = inventory_state_for(plan.reading.state)
    stamp = bound_value(connection, UNITS.c.created_at, plan.now)
    grown: list[int] = []  # lines that get units
    rows: list[tuple[Any, ...]] = []
    for index, (item_id, kept, totals) in enumerate(
        zip(item_ids, plan.kept_units, plan.unit_totals, strict=True)
    ):
        if len(totals) > len(kept):
            grown.append(index)
            rows.extend((item_id, state, total, stamp, stamp) for total in totals[len(kept) :])
    insert_rows(
        connection,
        UNITS,
        ["order_item_id", "inventory_state", "adjustments_total", "created_at", "updated_at"],
        rows,
    )
    if plan.moved_unit_totals:
        connection.execute(
            update(UNITS)
            .where(UNITS.c.id == bindparam("unit_id"))
            .values(adjustments_total=bindparam("total")),
            [{"unit_id": unit_id, "total": total} for unit_id, total in plan.moved_unit_totals],
        )
    unit_ids = [list(kept) for kept in plan.kept_units]
    for index in grown:  # the units just added: those of the line it did not have, oldest first
        had = set(plan.kept_units[index])
        ids = connection.execute(_UNITS_OF_ITEM, {"item_id": item_ids[index]}).scalars()
        unit_ids[index].extend(unit_id for unit_id in ids if unit_id not in had)
    return unit_ids


_UNITS_OF_ITEM = (
    select(OrderItemUnit.id)
    .where(OrderItemUnit.order_item_id == bindparam("item_id"))
    .order_by(OrderItemUnit.id)
)


def recalculate_order(session: Session, order_id: int, now: datetime) -> OrderResult:
    """Recompute and store every unit, adjustment and total of one order as its lines stand
    (docs/api.md section 7), in this session's transaction, whatever it holds already."""
    plan = plan_change(read_order(session, order_id, now), now)
    write_plan(session, plan, guarded=False)
    return plan.result
