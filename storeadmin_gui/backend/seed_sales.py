"""The demo store's sales: customers (some with shop accounts), carts and placed orders.

Deterministic (fixed random seed, fixed dates). Every total comes from the recalculation: the
hand-made demo orders go through the same code as the API routes; the ``demo_orders`` generated
ones (for scale tests, 100,000 in well under a minute) run the pure recalculation per order and
are written with Core ``executemany`` inserts and precomputed ids.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Final, cast

from argon2 import PasswordHasher
from sqlalchemy import Connection, Table, func, insert, select, update
from sqlalchemy.orm import Session

from . import order_stats
from .models.accounts import User
from .models.catalog import Channel, ChannelPricing, ProductVariant
from .models.sales import Adjustment, Customer, Order, OrderItem, OrderItemUnit
from .order_pricing import (
    ChannelRules,
    adjustment_rows,
    inventory_state_for,
    load_channel_rules,
    recalculate_order,
)
from .passwords import hash_password
from .recalc import LineInput, recalculate

SALES_SEED: Final = 20260106
SALES_START: Final = datetime(2026, 1, 6, 8, 0, tzinfo=UTC)
SHOP_USER_PASSWORD: Final = "shop-user"
CUSTOMER_COUNT: Final = 36
DEMO_CARTS: Final = 14
DEMO_PLACED: Final = 26
GENERATED_START: Final = SALES_START + timedelta(days=120)
GENERATED_SPAN: Final = timedelta(days=180)
BULK_CHUNK: Final = 20_000
BULK_CACHE_KIB: Final = 256 * 1024

FIRST_NAMES: Final = (
    "Emma", "Liam", "Olivia", "Noah", "Ava", "Lucas", "Mia", "Elias", "Sofia", "Jonas",
    "Chloe", "Luca", "Lea", "Finn", "Nina", "Milan", "Julia", "Theo",
)  # fmt: skip
LAST_NAMES: Final = (
    "Johnson", "Müller", "Dubois", "de Vries", "Rossi", "Keller", "Martin", "Jansen",
    "Meier", "Bernard", "Smit", "Weber", "Laurent", "Bakker", "Fischer", "Moreau",
)  # fmt: skip
CITIES: Final = (
    ("New York", "10001", "US"),
    ("Zürich", "8001", "CH"),
    ("Lyon", "69001", "FR"),
    ("Utrecht", "3511", "NL"),
    ("Chicago", "60601", "US"),
    ("Genève", "1201", "CH"),
)
STREETS: Final = ("Main Street", "Bahnhofstrasse", "Rue de la Paix", "Oudegracht", "Elm Avenue")
PAYMENT_METHODS: Final = (
    ("bank_transfer", "Bank transfer"),
    ("cash_on_delivery", "Cash on delivery"),
)


@dataclass(frozen=True)
class Buyer:
    id: int
    first_name: str
    last_name: str


def seed_sales(
    session: Session, demo_orders: int = 0, hasher: PasswordHasher | None = None
) -> None:
    """Customers, demo carts and placed orders, then ``demo_orders`` generated orders."""
    rng = random.Random(SALES_SEED)
    buyers = seed_customers(session, hasher or PasswordHasher())
    seed_demo_orders(session, rng, buyers)
    if demo_orders > 0:
        seed_generated_orders(session, rng, buyers, demo_orders)
    order_stats.rebuild(session, first_version=1)
    session.flush()


def seed_customers(session: Session, hasher: PasswordHasher) -> list[Buyer]:
    """36 customers; every third one has an (enabled, or for one in six disabled) shop account."""
    shared_hash, shared_salt = hash_password(hasher, SHOP_USER_PASSWORD)
    buyers: list[Buyer] = []
    for index in range(CUSTOMER_COUNT):
        first = FIRST_NAMES[index % len(FIRST_NAMES)]
        last = LAST_NAMES[(index * 7) % len(LAST_NAMES)]
        email = f"{first}.{last.replace(' ', '')}{index + 1}@example.net".lower()
        moment = SALES_START + timedelta(hours=5 * index)
        user_id = None
        if index % 3 == 0:
            user = User(
                username=email,
                username_canonical=email,
                email=email,
                email_canonical=email,
                first_name=first,
                last_name=last,
                password=shared_hash,
                salt=shared_salt,
                enabled=index % 6 == 0,
                roles=["ROLE_USER"],
                created_at=moment,
                updated_at=moment,
            )
            session.add(user)
            session.flush()
            user_id = user.id
        customer = Customer(
            email=email,
            email_canonical=email,
            first_name=first,
            last_name=last,
            phone_number=f"+1 555 01{index:02d}",
            user_id=user_id,
            created_at=moment,
            updated_at=moment,
        )
        session.add(customer)
        session.flush()
        buyers.append(Buyer(customer.id, first, last))
    return buyers


def _address(rng: random.Random, buyer: Buyer) -> dict[str, Any]:
    city, postcode, country = rng.choice(CITIES)
    return {
        "first_name": buyer.first_name,
        "last_name": buyer.last_name,
        "street": f"{rng.randint(1, 180)} {rng.choice(STREETS)}",
        "city": city,
        "postcode": postcode,
        "country_code": country,
        "phone_number": None,
    }


def _placed_documents(
    rng: random.Random,
    buyer: Buyer,
    number: int,
    total: int,
    currency: str,
    rules: ChannelRules,
    moment: datetime,
) -> dict[str, Any]:
    """Columns that make an order placed: number, checkout date, addresses, payment, shipment."""
    stamp = moment.strftime("%Y-%m-%dT%H:%M:%S+0000")
    method_code, method_name = PAYMENT_METHODS[number % len(PAYMENT_METHODS)]
    address = _address(rng, buyer)
    shipping_code = rules.shipping.code if rules.shipping else None
    shipping_name = rules.shipping.name if rules.shipping else None
    return {
        "number": f"{number:09d}",
        "state": "pending",
        "checkout_state": "completed",
        "payment_state": "awaiting_payment",
        "shipping_state": "ready",
        "checkout_completed_at": moment,
        "shipping_address": address,
        "billing_address": address,
        "payments": [
            {
                "id": number,
                "method": {"code": method_code, "name": method_name},
                "amount": total,
                "currency_code": currency,
                "state": "new",
                "created_at": stamp,
                "updated_at": stamp,
            }
        ],
        "shipments": [
            {
                "id": number,
                "method": {"code": shipping_code, "name": shipping_name},
                "state": "ready",
                "created_at": stamp,
                "updated_at": stamp,
            }
        ],
    }


@dataclass(frozen=True)
class Offer:
    """A variant sellable in a channel: its price there and its tax category."""

    variant_id: int
    price: int
    tax_category_id: int | None
    tracked: bool
    available: int


def _offers(session: Session) -> dict[int, list[Offer]]:
    offers: dict[int, list[Offer]] = {}
    for row in session.execute(
        select(
            ChannelPricing.channel_id,
            ProductVariant.id,
            ChannelPricing.price,
            ProductVariant.tax_category_id,
            ProductVariant.tracked,
            ProductVariant.on_hand,
            ProductVariant.on_hold,
        )
        .join(ProductVariant, ProductVariant.id == ChannelPricing.variant_id)
        .order_by(ChannelPricing.channel_id, ProductVariant.id)
    ):
        offers.setdefault(row.channel_id, []).append(
            Offer(
                row.id,
                row.price,
                row.tax_category_id,
                bool(row.tracked),
                row.on_hand - row.on_hold,
            )
        )
    return offers


def _enabled_channels(session: Session) -> list[Channel]:
    return list(
        session.scalars(select(Channel).where(Channel.enabled.is_(True)).order_by(Channel.id))
    )


def seed_demo_orders(session: Session, rng: random.Random, buyers: Sequence[Buyer]) -> None:
    """Carts and placed orders built the way the API builds them (items, then recalculation)."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    for index in range(DEMO_CARTS + DEMO_PLACED):
        channel = channels[index % len(channels)]
        buyer = buyers[(index * 5) % len(buyers)]
        moment = SALES_START + timedelta(days=index * 3, minutes=rng.randint(0, 600))
        locale = "en_US" if index % 4 else "de_CH"
        order = Order(
            state="cart",
            checkout_state="cart",
            payment_state="cart",
            shipping_state="cart",
            channel_id=channel.id,
            customer_id=buyer.id,
            locale_code=locale,
            currency_code=channel.base_currency_code,
            payments=[],
            shipments=[],
            created_at=moment,
            updated_at=moment,
        )
        session.add(order)
        session.flush()
        # In stock (for tracked variants) so every demo cart could be placed as it is.
        choices = [
            offer
            for offer in offers.get(channel.id, [])
            if not offer.tracked or offer.available >= 3
        ]
        for offer in rng.sample(choices, k=rng.randint(1, 3)):
            session.add(
                OrderItem(
                    order_id=order.id,
                    variant_id=offer.variant_id,
                    quantity=rng.randint(1, 3),
                    unit_price=offer.price,
                    immutable=False,
                    created_at=moment,
                    updated_at=moment,
                )
            )
        session.flush()
        result = recalculate_order(session, order.id, moment)
        if index >= DEMO_CARTS:
            placed_at = moment + timedelta(minutes=rng.randint(5, 90))
            rules = load_channel_rules(session, channel.id, moment)
            values = _placed_documents(
                rng,
                buyer,
                index - DEMO_CARTS + 1,
                result.total,
                channel.base_currency_code,
                rules,
                placed_at,
            )
            session.execute(
                update(Order).where(Order.id == order.id).values(**values, updated_at=placed_at)
            )
            item_ids = select(OrderItem.id).where(OrderItem.order_id == order.id)
            session.execute(
                update(OrderItemUnit)
                .where(OrderItemUnit.order_item_id.in_(item_ids))
                .values(inventory_state=inventory_state_for("pending"))
            )
    session.flush()


class _StorageEncoding:
    """Values of generated rows, in the form the database stores them.

    On SQLite the rows go as plain tuples through the connection's executemany, with timestamps
    and JSON documents already in SQLite's stored form (the form SQLAlchemy's DateTime and JSON
    types write), so hundreds of thousands of rows skip per-value conversion; other databases get
    Core inserts into the typed table.
    """

    def __init__(self, raw: bool) -> None:
        self.raw = raw

    def time(self, moment: datetime) -> Any:
        if not self.raw:
            return moment
        return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")

    def document(self, value: Any) -> Any:
        return json.dumps(value) if self.raw and value is not None else value

    def insert(self, connection: Connection, typed: Table, rows: list[dict[str, Any]]) -> None:
        """Inserts rows that all share the key order of the first one, in executemany batches."""
        if not rows:
            return
        if not self.raw:
            for chunk in _chunks(rows):
                connection.execute(insert(typed), chunk)
            return
        names = list(rows[0])
        statement = (
            f"INSERT INTO {typed.name} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
        )
        for chunk in _chunks(rows):
            connection.exec_driver_sql(statement, [tuple(row.values()) for row in chunk])


def _next_id(session: Session, table: Table) -> int:
    return int(session.execute(select(func.coalesce(func.max(table.c.id), 0))).scalar_one()) + 1


def _chunks(rows: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, len(rows), BULK_CHUNK):
        yield rows[start : start + BULK_CHUNK]


def seed_generated_orders(
    session: Session, rng: random.Random, buyers: Sequence[Buyer], count: int
) -> None:
    """``count`` more orders (85 % placed, the rest carts), computed in memory, inserted in bulk."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    rules = {
        channel.id: load_channel_rules(session, channel.id, SALES_START) for channel in channels
    }
    tables: dict[str, Table] = {
        name: cast(Table, model.__table__)
        for name, model in (
            ("orders", Order),
            ("items", OrderItem),
            ("units", OrderItemUnit),
            ("adjustments", Adjustment),
        )
    }
    next_order = _next_id(session, tables["orders"])
    next_item = _next_id(session, tables["items"])
    next_unit = _next_id(session, tables["units"])
    next_number = (
        session.execute(
            select(func.count()).select_from(Order).where(Order.number.is_not(None))
        ).scalar_one()
        + 1
    )
    pending: dict[str, list[dict[str, Any]]] = {name: [] for name in tables}
    # However many, the generated orders spread over the same half year (never into the future).
    spacing = GENERATED_SPAN.total_seconds() / count
    connection = session.connection()
    encoding = _StorageEncoding(connection.dialect.name == "sqlite")
    if encoding.raw:
        # A large page cache keeps SQLite from spilling index pages to the WAL over and over.
        connection.exec_driver_sql(f"PRAGMA cache_size=-{BULK_CACHE_KIB}")

    def flush() -> None:
        for name in ("orders", "items", "units", "adjustments"):
            encoding.insert(connection, tables[name], pending[name])
            pending[name].clear()

    for index in range(count):
        channel = channels[index % len(channels)]
        channel_rules = rules[channel.id]
        buyer = buyers[rng.randrange(len(buyers))]
        offset = int(index * spacing) + rng.randint(0, max(0, int(spacing) // 2))
        moment = GENERATED_START + timedelta(seconds=offset)
        stamp = encoding.time(moment)
        picked = rng.sample(offers[channel.id], k=rng.randint(1, 3))
        quantities = [rng.randint(1, 2) for _ in picked]
        lines = [
            LineInput(offer.price, quantity, channel_rules.tax_for(offer.tax_category_id))
            for offer, quantity in zip(picked, quantities, strict=True)
        ]
        result = recalculate(lines, channel_rules.shipping, channel_rules.promotions)
        placed = rng.random() < 0.85
        state = "pending" if placed else "cart"
        order_id = next_order
        next_order += 1
        order_row: dict[str, Any] = {
            "id": order_id,
            "number": None,
            "state": state,
            "checkout_state": "cart",
            "payment_state": "cart",
            "shipping_state": "cart",
            "channel_id": channel.id,
            "customer_id": buyer.id,
            "locale_code": "en_US",
            "currency_code": channel.base_currency_code,
            "items_total": result.items_total,
            "adjustments_total": result.adjustments_total,
            "total": result.total,
            "notes": None,
            "shipping_address": None,
            "billing_address": None,
            "payments": encoding.document([]),
            "shipments": encoding.document([]),
            "checkout_completed_at": None,
            "expires_at": None,
            "created_at": stamp,
            "updated_at": stamp,
            "deleted_at": None,
        }
        if placed:
            placed_at = moment + timedelta(minutes=rng.randint(5, 90))
            documents = _placed_documents(
                rng,
                buyer,
                next_number,
                result.total,
                channel.base_currency_code,
                channel_rules,
                placed_at,
            )
            for column in ("shipping_address", "billing_address", "payments", "shipments"):
                documents[column] = encoding.document(documents[column])
            documents["checkout_completed_at"] = encoding.time(placed_at)
            order_row.update(documents, updated_at=encoding.time(placed_at))
            next_number += 1
        pending["orders"].append(order_row)
        item_ids: list[int] = []
        unit_ids: list[list[int]] = []
        inventory_state = inventory_state_for(state)
        for offer, item in zip(picked, result.items, strict=True):
            item_ids.append(next_item)
            pending["items"].append(
                {
                    "id": next_item,
                    "order_id": order_id,
                    "variant_id": offer.variant_id,
                    "quantity": item.quantity,
                    "unit_price": item.unit_price,
                    "units_total": item.units_total,
                    "adjustments_total": item.adjustments_total,
                    "total": item.total,
                    "immutable": False,
                    "created_at": stamp,
                    "updated_at": stamp,
                }
            )
            ids = []
            for unit in item.units:
                ids.append(next_unit)
                pending["units"].append(
                    {
                        "id": next_unit,
                        "order_item_id": next_item,
                        "inventory_state": inventory_state,
                        "adjustments_total": unit.adjustments_total,
                        "created_at": stamp,
                        "updated_at": stamp,
                    }
                )
                next_unit += 1
            unit_ids.append(ids)
            next_item += 1
        pending["adjustments"].extend(adjustment_rows(order_id, result, item_ids, unit_ids, stamp))
        if len(pending["adjustments"]) >= BULK_CHUNK * 5:
            flush()
    flush()
    if encoding.raw:
        connection.exec_driver_sql("PRAGMA cache_size=-2000")
