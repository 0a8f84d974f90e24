"""The demo store's sales: customers (some with shop accounts), carts and placed orders.

Deterministic (fixed random seed, fixed dates). Every total comes from the recalculation, and
every placed order's states from the rules of ``fulfilment``: the hand-made demo orders go through
the same code as the API routes (placing holds their stock, shipping takes it, cancelling releases
it); the ``demo_orders`` generated ones (for scale tests, 100,000 in well under a minute) run the
pure recalculation and the pure lifecycle rules per order and are written with Core
``executemany`` inserts and precomputed ids, their open orders' holds added up at the end.

A realistic mix: most older orders fulfilled, some cancelled; recent ones awaiting payment, or
under way (a bank transfer paid but not yet shipped, cash on delivery shipped but not yet paid).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Final, cast

from argon2 import PasswordHasher
from sqlalchemy import Connection, Index, Table, bindparam, func, insert, select, update
from sqlalchemy.orm import Session

from . import fulfilment, order_counts, order_stats, stock
from .formats import timestamp
from .fulfilment import Progress
from .models.accounts import User
from .models.catalog import Channel, ChannelPricing, ProductVariant
from .models.sales import LIST_INDEX, Adjustment, Customer, Order, OrderItem, OrderItemUnit
from .order_pricing import ChannelRules, adjustment_rows, load_channel_rules, recalculate_order
from .passwords import hash_password
from .recalc import LineInput, recalculate
from .sales_common import OrderRef

SALES_SEED: Final = 20260106
SALES_START: Final = datetime(2026, 1, 6, 8, 0, tzinfo=UTC)
SHOP_USER_PASSWORD: Final = "shop-user"
CUSTOMER_COUNT: Final = 36
DEMO_CARTS: Final = 14
DEMO_PLACED: Final = 26
GENERATED_START: Final = SALES_START + timedelta(days=120)
GENERATED_SPAN: Final = timedelta(days=245)  # with the hand-made 120 days: a year
# The day the fixed timeline above was made on: the end of its generated orders. A store made on
# another day has every date moved by the difference (``seed.seed_demo``).
REFERENCE_MADE_ON: Final = GENERATED_START + GENERATED_SPAN
# Generated orders placed this close to the end of their span may still be open.
RECENT: Final = timedelta(days=3)
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
CASH_ON_DELIVERY: Final = "cash_on_delivery"

# What became of a placed order. "under way": paid, not yet shipped (bank transfer), or shipped,
# not yet paid (cash on delivery).
FULFILLED, UNDER_WAY, AWAITING, CANCELLED = "fulfilled", "under way", "awaiting", "cancelled"
OLDER_OUTCOMES: Final = ((FULFILLED, 0.9), (CANCELLED, 0.1))
RECENT_OUTCOMES: Final = ((AWAITING, 0.45), (UNDER_WAY, 0.35), (CANCELLED, 0.08), (FULFILLED, 0.12))


@dataclass(frozen=True)
class Buyer:
    id: int
    first_name: str
    last_name: str


def seed_sales(
    session: Session,
    demo_orders: int = 0,
    hasher: PasswordHasher | None = None,
    shift: timedelta = timedelta(0),
) -> None:
    """Customers, demo carts and placed orders, then ``demo_orders`` generated orders; every
    date ``shift`` from the fixed timeline."""
    rng = random.Random(SALES_SEED)
    buyers = seed_customers(session, hasher or PasswordHasher(), shift)
    seed_demo_orders(session, rng, buyers, shift)
    if demo_orders > 0:
        seed_generated_orders(session, rng, buyers, demo_orders, shift)
    order_stats.rebuild(session, first_version=1)
    session.flush()


def seed_customers(
    session: Session, hasher: PasswordHasher, shift: timedelta = timedelta(0)
) -> list[Buyer]:
    """36 customers; every third one has an (enabled, or for one in six disabled) shop account."""
    shared_hash, shared_salt = hash_password(hasher, SHOP_USER_PASSWORD)
    people: list[tuple[str, str, str, datetime, User | None]] = []
    for index in range(CUSTOMER_COUNT):
        first = FIRST_NAMES[index % len(FIRST_NAMES)]
        last = LAST_NAMES[(index * 7) % len(LAST_NAMES)]
        email = f"{first}.{last.replace(' ', '')}{index + 1}@example.net".lower()
        moment = SALES_START + shift + timedelta(hours=5 * index)
        user = None
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
        people.append((first, last, email, moment, user))
    session.flush()  # the shop users' ids, all in one flush (in order, as one by one)
    customers = [
        Customer(
            email=email,
            email_canonical=email,
            first_name=first,
            last_name=last,
            phone_number=f"+1 555 01{index:02d}",
            user_id=None if user is None else user.id,
            created_at=moment,
            updated_at=moment,
        )
        for index, (first, last, email, moment, user) in enumerate(people)
    ]
    session.add_all(customers)
    session.flush()
    return [
        Buyer(customer.id, first, last)
        for customer, (first, last, *_) in zip(customers, people, strict=True)
    ]


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
        "checkout_state": "completed",
        "checkout_completed_at": moment,
        "shipping_address": address,
        "billing_address": address,
        "payments": [
            {
                "id": number,
                "method": {"code": method_code, "name": method_name},
                "amount": total,
                "currency_code": currency,
                "state": fulfilment.PAYMENT_NEW,
                "created_at": stamp,
                "updated_at": stamp,
            }
        ],
        "shipments": [
            {
                "id": number,
                "method": {"code": shipping_code, "name": shipping_name},
                "state": fulfilment.READY,
                "tracking": None,
                "shipped_at": None,
                "created_at": stamp,
                "updated_at": stamp,
            }
        ],
    }


@dataclass(frozen=True)
class Step:
    """One step after checkout, ``after`` the order was placed."""

    action: str  # "pay", "ship" or "cancel"
    after: timedelta


def _steps(outcome: str, cash_on_delivery: bool) -> list[Step]:
    """The steps that lead a just-placed order to ``outcome``: cash on delivery ships first."""
    pay, ship = Step("pay", timedelta(days=1)), Step("ship", timedelta(days=2))
    if cash_on_delivery:
        pay, ship = Step("pay", timedelta(days=4)), Step("ship", timedelta(days=1))
    if outcome == FULFILLED:
        return sorted([pay, ship], key=lambda step: step.after)
    if outcome == UNDER_WAY:
        return [ship if cash_on_delivery else pay]
    if outcome == CANCELLED:
        return [Step("cancel", timedelta(days=2))]
    return []


def _tracking(rng: random.Random) -> str:
    return f"1Z{rng.randrange(16**6):06X}{rng.randrange(10**10):010d}"


def _outcome(rng: random.Random, choices: Sequence[tuple[str, float]]) -> str:
    outcomes = [outcome for outcome, _ in choices]
    weights = [weight for _, weight in choices]
    return rng.choices(outcomes, weights)[0]


def _demo_outcome(index: int) -> str:
    """The hand-made placed orders, oldest first: the older mostly fulfilled, the newer open, the
    newest awaiting payment."""
    if index < 16:
        return CANCELLED if index % 7 == 3 else FULFILLED
    return (UNDER_WAY, AWAITING, CANCELLED, UNDER_WAY, AWAITING)[(index - 16) % 5]


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


def seed_demo_orders(
    session: Session,
    rng: random.Random,
    buyers: Sequence[Buyer],
    shift: timedelta = timedelta(0),
) -> None:
    """Carts and placed orders built the way the API builds them (items, then recalculation),
    then taken through the steps of their outcome by the API's own actions."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    available = {offer.variant_id: offer.available for group in offers.values() for offer in group}
    sold: Counter[int] = Counter()
    shipping_rules: dict[int, ChannelRules] = {}
    for index in range(DEMO_CARTS + DEMO_PLACED):
        channel = channels[index % len(channels)]
        buyer = buyers[(index * 5) % len(buyers)]
        moment = SALES_START + shift + timedelta(days=index * 3, minutes=rng.randint(0, 600))
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
            if not offer.tracked or available[offer.variant_id] >= 3
        ]
        items = [
            OrderItem(
                order_id=order.id,
                variant_id=offer.variant_id,
                quantity=rng.randint(1, 3),
                unit_price=offer.price,
                immutable=False,
                created_at=moment,
                updated_at=moment,
            )
            for offer in rng.sample(choices, k=rng.randint(1, 3))
        ]
        session.add_all(items)
        session.flush()
        to_place = index >= DEMO_CARTS
        # A placed order is priced by the rules of its checkout's moment (order_pricing).
        placed_at = moment + timedelta(minutes=rng.randint(5, 90)) if to_place else moment
        result = recalculate_order(session, order.id, placed_at)
        if to_place:
            placed_index = index - DEMO_CARTS
            if channel.id not in shipping_rules:  # only its shipping is read: it has no dates
                shipping_rules[channel.id] = load_channel_rules(session, channel.id, placed_at)
            columns = _placed_documents(
                rng,
                buyer,
                placed_index + 1,
                result.total,
                channel.base_currency_code,
                shipping_rules[channel.id],
                placed_at,
            )
            short = fulfilment.place_order(
                session, order.id, {**columns, "updated_at": placed_at}, placed_at
            )
            assert not short, f"demo order {order.id} lacks stock of {short}"
            for item in items:  # placing put every unit on hold
                available[item.variant_id] -= item.quantity
            ref = OrderRef(order.id, fulfilment.PENDING, channel.id)
            cash = columns["payments"][0]["method"]["code"] == CASH_ON_DELIVERY
            for step in _steps(_demo_outcome(placed_index), cash):
                _take_step(session, rng, ref, step, placed_at + step.after)
            sold.update(stock.units_in_state(session, order.id, stock.SOLD))
    # The catalogue's counts are what the store holds today: what these orders shipped came out
    # of deliveries received before them.
    stock.restock(session, sold)
    session.flush()


def _take_step(
    session: Session, rng: random.Random, order: OrderRef, step: Step, when: datetime
) -> None:
    """One step through the API's own action (the order has one payment and one shipment)."""
    progress = fulfilment.load_progress(session, order)
    if step.action == "cancel":
        fulfilment.cancel_order(session, order, when)
    elif step.action == "pay":
        payment_id = str(progress.payments[0]["id"])
        fulfilment.complete_payment(session, order, payment_id, when)
    else:
        shipment_id = str(progress.shipments[0]["id"])
        fulfilment.ship_shipment(session, order, shipment_id, _tracking(rng), when)


def _progressed(
    rng: random.Random, columns: dict[str, Any], outcome: str, placed_at: datetime
) -> tuple[Progress, datetime]:
    """A generated order's progress after the steps of ``outcome`` (the API's rules, in memory),
    and when its last step was taken."""
    progress = fulfilment.placed(columns["payments"], columns["shipments"])
    cash = columns["payments"][0]["method"]["code"] == CASH_ON_DELIVERY
    last = placed_at
    for step in _steps(outcome, cash):
        last = placed_at + step.after
        stamp = timestamp(placed_at + step.after) or ""
        if step.action == "cancel":
            after = fulfilment.cancelled(progress, stamp)
        elif step.action == "pay":
            after = fulfilment.paid(progress, columns["payments"][0]["id"], stamp)
        else:
            shipment_id = columns["shipments"][0]["id"]
            after = fulfilment.shipped(progress, shipment_id, _tracking(rng), stamp)
        assert after is not None, (outcome, step)
        progress = after
    return progress, last


def _unit_state(progress: Progress | None) -> str:
    """Where a generated order's units stand: in checkout, held, sold or cancelled."""
    if progress is None:
        return stock.CHECKOUT
    if progress.state == fulfilment.CANCELLED:
        return stock.CANCELLED
    return stock.SOLD if progress.shipping_state == fulfilment.SHIPPED else stock.ON_HOLD


class StorageEncoding:
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


def next_id(session: Session, table: Table) -> int:
    return int(session.execute(select(func.coalesce(func.max(table.c.id), 0))).scalar_one()) + 1


def _chunks(rows: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, len(rows), BULK_CHUNK):
        yield rows[start : start + BULK_CHUNK]


def _defer_list_indexes_and_counters(connection: Connection) -> list[Index]:
    """Drops the orders' list indexes and the counters' triggers for the bulk insert (SQLite);
    the caller builds them once after it: a sorted build of each index and one count cost a
    fraction of keeping three dozen B-trees and two counters up row by row. Returns the indexes.
    """
    table = cast(Table, Order.__table__)
    deferred = [index for index in table.indexes if (index.name or "").startswith(LIST_INDEX)]
    for index in deferred:
        index.drop(connection)
    order_counts.drop_triggers(connection)
    return deferred


def seed_generated_orders(
    session: Session,
    rng: random.Random,
    buyers: Sequence[Buyer],
    count: int,
    shift: timedelta = timedelta(0),
) -> None:
    """``count`` more orders (85 % placed, the rest carts), computed in memory, inserted in bulk."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    rules = {
        channel.id: load_channel_rules(session, channel.id, SALES_START + shift)
        for channel in channels
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
    next_order = next_id(session, tables["orders"])
    next_item = next_id(session, tables["items"])
    next_unit = next_id(session, tables["units"])
    next_number = (
        session.execute(
            select(func.count()).select_from(Order).where(Order.number.is_not(None))
        ).scalar_one()
        + 1
    )
    pending: dict[str, list[dict[str, Any]]] = {name: [] for name in tables}
    # However many, the generated orders spread over the same half year (never into the future).
    spacing = GENERATED_SPAN.total_seconds() / count
    generated_start = GENERATED_START + shift
    span_end = generated_start + GENERATED_SPAN
    # What tracked variants have left to hold, and what the open orders hold (added at the end).
    left = {offer.variant_id: offer.available for group in offers.values() for offer in group}
    held: Counter[int] = Counter()
    connection = session.connection()
    encoding = StorageEncoding(connection.dialect.name == "sqlite")
    deferred: list[Index] = []
    if encoding.raw:
        # A large page cache keeps SQLite from spilling index pages to the WAL over and over.
        connection.exec_driver_sql(f"PRAGMA cache_size=-{BULK_CACHE_KIB}")
        deferred = _defer_list_indexes_and_counters(connection)

    def flush() -> None:
        for name in ("orders", "items", "units", "adjustments"):
            encoding.insert(connection, tables[name], pending[name])
            pending[name].clear()

    for index in range(count):
        channel = channels[index % len(channels)]
        channel_rules = rules[channel.id]
        buyer = buyers[rng.randrange(len(buyers))]
        offset = int(index * spacing) + rng.randint(0, max(0, int(spacing) // 2))
        moment = generated_start + timedelta(seconds=offset)
        stamp = encoding.time(moment)
        picked = rng.sample(offers[channel.id], k=rng.randint(1, 3))
        quantities = [rng.randint(1, 2) for _ in picked]
        lines = [
            LineInput(offer.price, quantity, channel_rules.tax_for(offer.tax_category_id))
            for offer, quantity in zip(picked, quantities, strict=True)
        ]
        result = recalculate(lines, channel_rules.shipping, channel_rules.promotions)
        placed = rng.random() < 0.85
        order_id = next_order
        next_order += 1
        order_row: dict[str, Any] = {
            "id": order_id,
            "number": None,
            "state": "cart",
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
        progress: Progress | None = None
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
            recent = span_end - placed_at <= RECENT
            outcome = _outcome(rng, RECENT_OUTCOMES if recent else OLDER_OUTCOMES)
            progress, last_step = _progressed(rng, documents, outcome, placed_at)
            if _unit_state(progress) == stock.ON_HOLD:
                needed = {
                    offer.variant_id: quantity
                    for offer, quantity in zip(picked, quantities, strict=True)
                    if offer.tracked
                }
                if all(left[variant_id] >= quantity for variant_id, quantity in needed.items()):
                    for variant_id, quantity in needed.items():
                        left[variant_id] -= quantity
                        held[variant_id] += quantity
                else:  # sold out by the open orders before it: it went out at once
                    progress, last_step = _progressed(rng, documents, FULFILLED, placed_at)
            documents.update(
                state=progress.state,
                payment_state=progress.payment_state,
                shipping_state=progress.shipping_state,
                payments=list(progress.payments),
                shipments=list(progress.shipments),
            )
            for column in ("shipping_address", "billing_address", "payments", "shipments"):
                documents[column] = encoding.document(documents[column])
            documents["checkout_completed_at"] = encoding.time(placed_at)
            order_row.update(documents, updated_at=encoding.time(last_step))
            next_number += 1
        pending["orders"].append(order_row)
        item_ids: list[int] = []
        unit_ids: list[list[int]] = []
        inventory_state = _unit_state(progress)
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
    if held:
        variants = cast(Table, ProductVariant.__table__)
        connection.execute(
            update(variants)
            .where(variants.c.id == bindparam("variant_id"))
            .values(on_hold=variants.c.on_hold + bindparam("held")),
            [{"variant_id": variant_id, "held": held[variant_id]} for variant_id in sorted(held)],
        )
    if connection.dialect.name == "postgresql":
        # The ids were given, so the tables' sequences never moved: later inserts start past them.
        for table in tables.values():
            connection.exec_driver_sql(
                f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                f"(SELECT max(id) FROM {table.name}))"
            )
    if encoding.raw:
        for list_index in deferred:
            list_index.create(connection)
        order_counts.install_on(connection)
        connection.exec_driver_sql("PRAGMA cache_size=-2000")
