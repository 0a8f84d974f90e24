"""The demo sales seed: what it holds, that every total is right, that it is deterministic, and
that generated orders are as consistent as the hand-made ones."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.sales import Customer, Order
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.seed import seed_demo
from storeadmin_gui.backend.seed_sales import REFERENCE_MADE_ON
from storeadmin_gui.backend.settings import Settings
from tests.backend.conftest import fast_settings
from tests.backend.sales_facts import lifecycle_mismatches, total_mismatches


@pytest.fixture
def demo(settings: Settings) -> Iterator[Session]:
    engine = make_engine(settings.database_url)
    with Session(engine) as session:
        yield session
    engine.dispose()


def seeded_file(path: Path, demo_orders: int) -> Settings:
    settings = fast_settings(f"sqlite:///{path}")
    engine = make_engine(settings.database_url)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_demo(session, demo_orders, hasher=make_hasher(settings), made_on=REFERENCE_MADE_ON)
        session.commit()
    engine.dispose()
    return settings


def digest(settings: Settings) -> str:
    """A fingerprint of every sales row (ids, states, money, dates)."""
    engine = make_engine(settings.database_url)
    sha = hashlib.sha256()
    with engine.connect() as connection:
        for table in ("customers", "orders", "order_items", "order_item_units", "adjustments"):
            for row in connection.execute(text(f"SELECT * FROM {table} ORDER BY id")):
                sha.update(repr(tuple(row)).encode())
    engine.dispose()
    return sha.hexdigest()


def test_demo_has_customers_some_with_shop_accounts(demo: Session) -> None:
    customers = demo.scalars(select(Customer)).all()
    assert len(customers) >= 30
    with_account = [c for c in customers if c.user_id is not None]
    assert 0 < len(with_account) < len(customers)
    roles = demo.scalars(
        select(User.roles).where(User.id.in_([c.user_id for c in with_account]))
    ).all()
    assert all(role == ["ROLE_USER"] for role in roles)  # shop users cannot use the admin API
    assert len({c.email_canonical for c in customers}) == len(customers)


def test_demo_has_carts_and_placed_orders_with_their_documents(demo: Session) -> None:
    by_state = dict(demo.execute(select(Order.state, func.count()).group_by(Order.state)).all())
    assert by_state["cart"] >= 10
    assert sum(by_state.values()) - by_state["cart"] >= 20
    for order in demo.scalars(select(Order).where(Order.state != "cart")):
        assert order.number is not None and len(order.number) == 9
        assert order.checkout_completed_at is not None
        assert order.shipping_address and order.billing_address
        assert len(order.payments) == 1 and order.payments[0]["amount"] == order.total
        assert len(order.shipments) == 1
        shipment = order.shipments[0]
        assert (shipment["state"] == "shipped") == bool(shipment["tracking"])
        assert (shipment["state"] == "shipped") == (shipment["shipped_at"] is not None)
        assert order.total > 0
    for cart in demo.scalars(select(Order).where(Order.state == "cart")):
        assert cart.number is None and cart.checkout_completed_at is None
        assert cart.total > 0  # every demo cart has items


def test_demo_orders_are_a_realistic_mix_with_stock_held_for_the_open_ones(
    demo: Session,
) -> None:
    mix = {
        tuple(row[:3]): row[3]
        for row in demo.execute(
            select(Order.state, Order.payment_state, Order.shipping_state, func.count())
            .where(Order.state != "cart")
            .group_by(Order.state, Order.payment_state, Order.shipping_state)
        ).all()
    }
    assert mix[("fulfilled", "paid", "shipped")] >= 10
    assert mix[("cancelled", "cancelled", "cancelled")] >= 2
    assert mix[("pending", "awaiting_payment", "ready")] >= 2  # waiting for payment
    assert mix[("pending", "paid", "ready")] >= 1  # paid by bank transfer, not sent yet
    assert mix[("pending", "awaiting_payment", "shipped")] >= 1  # cash on delivery, on its way
    assert set(lifecycle_mismatches(demo).values()) == {0}
    held = demo.execute(text("SELECT SUM(on_hold) FROM product_variants")).scalar_one()
    assert held > 0
    newest = demo.scalars(select(Order).order_by(Order.id.desc()).limit(1)).one()
    assert (newest.state, newest.payment_state) == ("pending", "awaiting_payment")


def test_demo_totals_are_consistent_with_their_adjustments(demo: Session) -> None:
    assert set(total_mismatches(demo).values()) == {0}
    kinds = set(demo.execute(text("SELECT DISTINCT type FROM adjustments")).scalars())
    assert kinds == {"shipping", "order_promotion", "tax"}


def test_seed_is_deterministic(tmp_path: Path, settings: Settings) -> None:
    again = seeded_file(tmp_path / "again.db", 0)
    assert digest(again) == digest(settings)


def test_generated_orders_are_consistent(tmp_path: Path, demo: Session) -> None:
    generated = seeded_file(tmp_path / "generated.db", 600)
    demo_count = demo.execute(select(func.count()).select_from(Order)).scalar_one()
    engine = make_engine(generated.database_url)
    with Session(engine) as session:
        count = session.execute(select(func.count()).select_from(Order)).scalar_one()
        assert count == demo_count + 600
        assert set(total_mismatches(session).values()) == {0}
        assert set(lifecycle_mismatches(session).values()) == {0}
        numbers = session.scalars(select(Order.number).where(Order.number.is_not(None))).all()
        assert len(numbers) == len(set(numbers)) > 400
        placed = session.execute(
            select(func.count()).select_from(Order).where(Order.state != "cart")
        ).scalar_one()
        assert placed == len(numbers)
        states = set(session.scalars(select(Order.state).distinct()))
        assert states == {"cart", "pending", "fulfilled", "cancelled"}
    engine.dispose()
