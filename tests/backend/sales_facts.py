"""Facts about the seeded demo store that sales tests compute their expectations from.

Read straight from the test's database file (prices, stock), so the expected totals are worked
out by hand from real data rather than copied from an answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.models.catalog import Channel, ChannelPricing, Product, ProductVariant
from storeadmin_gui.backend.settings import Settings

CANDLE = "SOY_CANDLE_FIG"  # untracked, homeware (VAT 20 %)
MUG_PRODUCT = "STONEWARE_MUG"  # tracked, homeware


@dataclass(frozen=True)
class VariantFacts:
    id: int
    code: str
    product_name: str
    product_code: str
    tracked: bool
    available: int
    prices: dict[str, int]


def variant_facts(settings: Settings, code: str) -> VariantFacts:
    return _facts(settings, ProductVariant.code == code)[0]


def stocked_variants(settings: Settings, product_code: str, at_least: int) -> list[VariantFacts]:
    """Tracked variants of a product with at least ``at_least`` units available."""
    return [
        facts
        for facts in _facts(settings, Product.code == product_code)
        if facts.tracked and facts.available >= at_least
    ]


def _facts(settings: Settings, condition: object) -> list[VariantFacts]:
    engine = make_engine(settings.database_url)
    try:
        with Session(engine) as session:
            rows = session.execute(
                select(ProductVariant, Product.name, Product.code)
                .join(Product, Product.id == ProductVariant.product_id)
                .where(condition)  # type: ignore[arg-type]
                .order_by(ProductVariant.id)
            ).all()
            result = []
            for variant, product_name, product_code in rows:
                prices = dict(
                    session.execute(
                        select(Channel.code, ChannelPricing.price)
                        .join(Channel, Channel.id == ChannelPricing.channel_id)
                        .where(ChannelPricing.variant_id == variant.id)
                    ).all()
                )
                result.append(
                    VariantFacts(
                        id=variant.id,
                        code=variant.code,
                        product_name=product_name,
                        product_code=product_code,
                        tracked=variant.tracked,
                        available=variant.on_hand - variant.on_hold,
                        prices=prices,
                    )
                )
            return result
    finally:
        engine.dispose()


def run_sql(settings: Settings, statement: object) -> None:
    """Arranges a situation the API cannot produce (e.g. a variant without a price in a channel)."""
    engine = make_engine(settings.database_url)
    try:
        with Session(engine) as session:
            session.execute(statement)  # type: ignore[call-overload]
            session.commit()
    finally:
        engine.dispose()


def total_mismatches(session: Session) -> dict[str, int]:
    """How many stored totals disagree with the rows below them (all zero when consistent)."""
    checks = {
        "unit adjustments": """
            SELECT COUNT(*) FROM order_item_units u WHERE u.adjustments_total != (
                SELECT COALESCE(SUM(a.amount), 0) FROM adjustments a
                WHERE a.order_item_unit_id = u.id AND NOT a.neutral)""",
        "unit count": """
            SELECT COUNT(*) FROM order_items i WHERE i.quantity != (
                SELECT COUNT(*) FROM order_item_units u WHERE u.order_item_id = i.id)""",
        "units total": """
            SELECT COUNT(*) FROM order_items i WHERE i.units_total != i.quantity * i.unit_price + (
                SELECT COALESCE(SUM(u.adjustments_total), 0) FROM order_item_units u
                WHERE u.order_item_id = i.id)""",
        "item total": """
            SELECT COUNT(*) FROM order_items i
            WHERE i.total != i.units_total + i.adjustments_total""",
        "items total": """
            SELECT COUNT(*) FROM orders o WHERE o.items_total != (
                SELECT COALESCE(SUM(i.total), 0) FROM order_items i WHERE i.order_id = o.id)""",
        "order adjustments": """
            SELECT COUNT(*) FROM orders o WHERE o.adjustments_total != (
                SELECT COALESCE(SUM(a.amount), 0) FROM adjustments a
                WHERE a.order_id = o.id AND a.order_item_id IS NULL AND NOT a.neutral)""",
        "order total": """
            SELECT COUNT(*) FROM orders o WHERE o.total != o.items_total + o.adjustments_total""",
        "live counters": """
            SELECT COUNT(*) FROM (SELECT state, COUNT(*) AS live FROM orders
                WHERE deleted_at IS NULL GROUP BY state) c
            LEFT JOIN order_stats s ON s.state = c.state
            WHERE s.live IS NULL OR s.live != c.live""",
    }
    return {name: int(session.execute(text(sql)).scalar_one()) for name, sql in checks.items()}


def lifecycle_mismatches(session: Session) -> dict[str, int]:
    """How many orders, units and variants break the rules of docs/api.md section 11 (all zero
    when the store is consistent): states that agree with each other, units that follow their
    order, stock on hold that is exactly what the open orders hold."""
    held_units = """
        SELECT i.variant_id, COUNT(*) AS held FROM order_item_units u
        JOIN order_items i ON i.id = u.order_item_id JOIN orders o ON o.id = i.order_id
        WHERE u.inventory_state = 'onhold' AND o.deleted_at IS NULL GROUP BY i.variant_id"""
    unit_state = """
        CASE WHEN o.state = 'cart' THEN 'checkout' WHEN o.state = 'cancelled' THEN 'cancelled'
             WHEN o.shipping_state = 'shipped' THEN 'sold' ELSE 'onhold' END"""
    checks = {
        "fulfilled without being paid and shipped": """
            SELECT COUNT(*) FROM orders WHERE (state = 'fulfilled')
                != (payment_state = 'paid' AND shipping_state = 'shipped')""",
        "cancelled with a part not cancelled": """
            SELECT COUNT(*) FROM orders WHERE state = 'cancelled'
                AND (payment_state != 'cancelled' OR shipping_state != 'cancelled')""",
        "placed without number or checkout": """
            SELECT COUNT(*) FROM orders WHERE state != 'cart'
                AND (number IS NULL OR checkout_completed_at IS NULL
                     OR checkout_state != 'completed')""",
        "units not following their order": f"""
            SELECT COUNT(*) FROM order_item_units u JOIN order_items i ON i.id = u.order_item_id
            JOIN orders o ON o.id = i.order_id WHERE u.inventory_state != {unit_state}""",
        "tracked variants holding other than the open orders": f"""
            SELECT COUNT(*) FROM product_variants v LEFT JOIN ({held_units}) h
                ON h.variant_id = v.id
            WHERE v.tracked AND v.on_hold != COALESCE(h.held, 0)""",
        "untracked variants holding": """
            SELECT COUNT(*) FROM product_variants WHERE NOT tracked AND on_hold != 0""",
        "variants holding more than on hand": """
            SELECT COUNT(*) FROM product_variants WHERE on_hold > on_hand OR on_hold < 0""",
    }
    return {name: int(session.execute(text(sql)).scalar_one()) for name, sql in checks.items()}


def lifecycle_mismatches_in(database_url: str) -> dict[str, int]:
    """``lifecycle_mismatches`` of the store at ``database_url`` (SQLite or PostgreSQL)."""
    engine = make_engine(database_url)
    try:
        with Session(engine) as session:
            return lifecycle_mismatches(session)
    finally:
        engine.dispose()
