"""The demo store's sales: customers (some with shop accounts), carts and placed orders.

Deterministic (fixed random seed, fixed dates). Every total comes from the recalculation, and
every placed order's states from the rules of ``fulfilment``, run in memory: the hand-made demo
orders are stored exactly as the API's routes would store them (placing holds their stock,
shipping takes it, cancelling releases it; each row's times, the counters' writes), and the
``demo_orders`` generated ones (for scale tests, 100,000 in well under a minute) are priced and
taken through their steps the same way. Both are written with Core ``executemany`` inserts and
precomputed ids (``seed_bulk``), not a statement per step: the hand-made 40 take some 30 ms of
CPU instead of half a second, on the way to a new user's first demo start.

A realistic mix: most older orders fulfilled, some cancelled; recent ones awaiting payment, or
under way (a bank transfer paid but not yet shipped, cash on delivery shipped but not yet paid).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Final, cast

from argon2 import PasswordHasher
from sqlalchemy import Connection, Index, Table, bindparam, func, select, update
from sqlalchemy.orm import Session

from . import fulfilment, order_counts, order_stats, stock
from .formats import timestamp
from .fulfilment import Progress
from .models.accounts import User
from .models.catalog import Channel, ChannelPricing, ProductVariant
from .models.sales import LIST_INDEX, Customer, Order
from .order_pricing import CART, ChannelRules, load_channel_rules
from .passwords import hash_password
from .recalc import LineInput, OrderResult, recalculate
from .seed_bulk import (
    BULK_CHUNK,
    NewRows,
    OrderRows,
    OrderTimes,
    StorageEncoding,
    advance_sequences,
)

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
    """36 customers; every third one has an (enabled, or for one in six disabled) shop account.
    Written as the catalogue is (``NewRows``), the rows the ORM's objects made."""
    shared_hash, shared_salt = hash_password(hasher, SHOP_USER_PASSWORD)
    rows = NewRows(session)
    buyers = []
    for index in range(CUSTOMER_COUNT):
        first = FIRST_NAMES[index % len(FIRST_NAMES)]
        last = LAST_NAMES[(index * 7) % len(LAST_NAMES)]
        email = f"{first}.{last.replace(' ', '')}{index + 1}@example.net".lower()
        moment = SALES_START + shift + timedelta(hours=5 * index)
        user_id = None
        if index % 3 == 0:
            user_id = rows.add(
                User,
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
        customer_id = rows.add(
            Customer,
            email=email,
            email_canonical=email,
            first_name=first,
            last_name=last,
            phone_number=f"+1 555 01{index:02d}",
            user_id=user_id,
            created_at=moment,
            updated_at=moment,
        )
        buyers.append(Buyer(customer_id, first, last))
    rows.write()
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


def _less(count: int, quantity: int) -> int:
    """``count - quantity``, never below 0 (``stock``'s rule)."""
    return count - quantity if count >= quantity else 0


class StockLedger:
    """The tracked variants' stock as the seed's orders move it, kept in memory by the rules of
    ``stock`` (hold, release, take, never below 0) and written once at the end, with the time of
    each variant's last move as ``stock`` writes it: a take's own, else the time of writing."""

    def __init__(self, session: Session) -> None:
        self.counts: dict[int, list[int]] = {
            row.id: [row.on_hand, row.on_hold]
            for row in session.execute(
                select(ProductVariant.id, ProductVariant.on_hand, ProductVariant.on_hold).where(
                    ProductVariant.tracked.is_(True)
                )
            )
        }
        self.moved_at: dict[int, datetime | None] = {}  # None: when the moves are written

    def _move(
        self, quantities: Mapping[int, int], when: datetime | None = None
    ) -> Iterator[tuple[list[int], int]]:
        for variant_id, quantity in quantities.items():
            if variant_id in self.counts and quantity:
                self.moved_at[variant_id] = when
                yield self.counts[variant_id], quantity

    def hold(self, quantities: Mapping[int, int]) -> None:
        for counts, quantity in self._move(quantities):
            assert counts[0] - counts[1] >= quantity, "a demo order lacks stock"
            counts[1] += quantity

    def release(self, quantities: Mapping[int, int]) -> None:
        for counts, quantity in self._move(quantities):
            counts[1] = _less(counts[1], quantity)

    def take(self, quantities: Mapping[int, int], when: datetime) -> None:
        for counts, quantity in self._move(quantities, when):
            counts[0], counts[1] = _less(counts[0], quantity), _less(counts[1], quantity)

    def restock(self, quantities: Mapping[int, int]) -> None:
        for counts, quantity in self._move(quantities):
            counts[0] += quantity

    def write(self, connection: Connection) -> None:
        variants = cast(Table, ProductVariant.__table__)
        counted: dict[str, Any] = {"on_hand": bindparam("hand"), "on_hold": bindparam("hold")}
        for dated in (False, True):
            rows: list[dict[str, Any]] = [
                {"variant_id": variant_id, "hand": hand, "hold": hold}
                | ({"moved": moved_at} if dated else {})
                for variant_id, moved_at in sorted(self.moved_at.items())
                if (moved_at is not None) == dated
                for hand, hold in [self.counts[variant_id]]
            ]
            # Without a time of its own, the row's ``updated_at`` is the time of writing.
            values = {**counted, "updated_at": bindparam("moved")} if dated else counted
            if rows:
                connection.execute(
                    update(variants).where(variants.c.id == bindparam("variant_id")).values(values),
                    rows,
                )


def seed_demo_orders(
    session: Session,
    rng: random.Random,
    buyers: Sequence[Buyer],
    shift: timedelta = timedelta(0),
) -> None:
    """The hand-made carts and placed orders, exactly as the API's routes would store them: items
    added, the order recalculated (at checkout for a placed one), placed, then taken through the
    steps of its outcome; computed in memory by the routes' own rules, written in bulk."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    available = {offer.variant_id: offer.available for group in offers.values() for offer in group}
    ledger = StockLedger(session)
    rows = OrderRows(session)
    sold: Counter[int] = Counter()
    rules: dict[int, ChannelRules] = {}
    for index in range(DEMO_CARTS + DEMO_PLACED):
        channel = channels[index % len(channels)]
        buyer = buyers[(index * 5) % len(buyers)]
        moment = SALES_START + shift + timedelta(days=index * 3, minutes=rng.randint(0, 600))
        # In stock (for tracked variants) so every demo cart could be placed as it is.
        choices = [
            offer
            for offer in offers.get(channel.id, [])
            if not offer.tracked or available[offer.variant_id] >= 3
        ]
        picked = rng.sample(choices, k=rng.randint(1, 3))
        quantities = {offer.variant_id: rng.randint(1, 3) for offer in picked}
        to_place = index >= DEMO_CARTS
        # A placed order is priced by the rules of its checkout's moment (order_pricing).
        placed_at = moment + timedelta(minutes=rng.randint(5, 90)) if to_place else moment
        if channel.id not in rules:  # the seed's promotion runs through its whole timeline
            rules[channel.id] = load_channel_rules(session, channel.id, placed_at)
        result = _priced(picked, list(quantities.values()), rules[channel.id])
        locale = "en_US" if index % 4 else "de_CH"
        order = _cart_columns(rows.encoding, channel, buyer, locale, revision=1)
        times = OrderTimes.at(moment)
        progress: Progress | None = None
        if to_place:
            placed_index = index - DEMO_CARTS
            documents = _placed_documents(
                rng,
                buyer,
                placed_index + 1,
                result.total,
                channel.base_currency_code,
                rules[channel.id],
                placed_at,
            )
            ledger.hold(quantities)
            for variant_id, quantity in quantities.items():  # placing put every unit on hold
                available[variant_id] -= quantity
            progress, taken = _progressed(rng, documents, _demo_outcome(placed_index), placed_at)
            units_moved = placed_at
            for step in taken:
                if _unit_state(step.after) != _unit_state(step.before):
                    units_moved = step.when
                    if step.after.state == fulfilment.CANCELLED:
                        ledger.release(quantities)
                    else:
                        ledger.take(quantities, step.when)
                        sold.update(quantities)
            order.update(_settled_columns(rows.encoding, documents, progress, placed_at))
            times = OrderTimes(moment, placed_at, units_moved, _last_change(taken, placed_at))
        rows.add(order, list(quantities), result, _unit_state(progress), times)
    rows.write()
    advance_sequences(rows.connection, rows.tables.values())
    # The catalogue's counts are what the store holds today: what these orders shipped came out
    # of deliveries received before them.
    ledger.restock(sold)
    ledger.write(rows.connection)


@dataclass(frozen=True)
class TakenStep:
    """A step taken on a placed order: its progress before and after, and when."""

    before: Progress
    after: Progress
    when: datetime


def _progressed(
    rng: random.Random, columns: dict[str, Any], outcome: str, placed_at: datetime
) -> tuple[Progress, list[TakenStep]]:
    """A just-placed order taken through the steps of ``outcome`` by the API's rules, in memory:
    its progress after them, and each step."""
    progress = fulfilment.placed(columns["payments"], columns["shipments"])
    cash = columns["payments"][0]["method"]["code"] == CASH_ON_DELIVERY
    taken: list[TakenStep] = []
    for step in _steps(outcome, cash):
        when = placed_at + step.after
        stamp = timestamp(when) or ""
        if step.action == "cancel":
            after = fulfilment.cancelled(progress, stamp)
        elif step.action == "pay":
            after = fulfilment.paid(progress, columns["payments"][0]["id"], stamp)
        else:
            shipment_id = columns["shipments"][0]["id"]
            after = fulfilment.shipped(progress, shipment_id, _tracking(rng), stamp)
        assert after is not None, (outcome, step)
        taken.append(TakenStep(progress, after, when))
        progress = after
    return progress, taken


def _last_change(taken: Sequence[TakenStep], placed_at: datetime) -> datetime:
    return taken[-1].when if taken else placed_at


def _priced(offers: Sequence[Offer], quantities: Sequence[int], rules: ChannelRules) -> OrderResult:
    """A new order's lines priced as the recalculation prices them (channel prices, no line
    priced by hand)."""
    lines = [
        LineInput(offer.price, quantity, rules.tax_for(offer.tax_category_id))
        for offer, quantity in zip(offers, quantities, strict=True)
    ]
    return recalculate(lines, rules.shipping, rules.promotions)


def _cart_columns(
    encoding: StorageEncoding, channel: Channel, buyer: Buyer, locale: str, revision: int | None
) -> dict[str, Any]:
    """A new order's columns before checkout (every column a placed order sets, too, so the rows
    of one insert share their keys); ``revision``: its lines' (one per recalculation)."""
    return {
        "number": None,
        "state": CART,
        "checkout_state": CART,
        "payment_state": CART,
        "shipping_state": CART,
        "channel_id": channel.id,
        "customer_id": buyer.id,
        "locale_code": locale,
        "currency_code": channel.base_currency_code,
        "notes": None,
        "shipping_address": None,
        "billing_address": None,
        "payments": encoding.document([]),
        "shipments": encoding.document([]),
        "checkout_completed_at": None,
        "expires_at": None,
        "deleted_at": None,
        "lines_revision": revision,
    }


def _settled_columns(
    encoding: StorageEncoding, documents: dict[str, Any], progress: Progress, placed_at: datetime
) -> dict[str, Any]:
    """A placed order's columns once its steps are taken, in the stored form."""
    settled = {
        **documents,
        "state": progress.state,
        "payment_state": progress.payment_state,
        "shipping_state": progress.shipping_state,
        "payments": list(progress.payments),
        "shipments": list(progress.shipments),
        "checkout_completed_at": encoding.time(placed_at),
    }
    for column in ("shipping_address", "billing_address", "payments", "shipments"):
        settled[column] = encoding.document(settled[column])
    return settled


def _unit_state(progress: Progress | None) -> str:
    """Where a generated order's units stand: in checkout, held, sold or cancelled."""
    if progress is None:
        return stock.CHECKOUT
    if progress.state == fulfilment.CANCELLED:
        return stock.CANCELLED
    return stock.SOLD if progress.shipping_state == fulfilment.SHIPPED else stock.ON_HOLD


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
    rows = OrderRows(session)
    next_number = (
        session.execute(
            select(func.count()).select_from(Order).where(Order.number.is_not(None))
        ).scalar_one()
        + 1
    )
    # However many, the generated orders spread over the same half year (never into the future).
    spacing = GENERATED_SPAN.total_seconds() / count
    generated_start = GENERATED_START + shift
    span_end = generated_start + GENERATED_SPAN
    # What tracked variants have left to hold, and what the open orders hold (added at the end).
    left = {offer.variant_id: offer.available for group in offers.values() for offer in group}
    held: Counter[int] = Counter()
    connection = rows.connection
    deferred: list[Index] = []
    if rows.encoding.raw:
        # A large page cache keeps SQLite from spilling index pages to the WAL over and over.
        connection.exec_driver_sql(f"PRAGMA cache_size=-{BULK_CACHE_KIB}")
        deferred = _defer_list_indexes_and_counters(connection)
    for index in range(count):
        channel = channels[index % len(channels)]
        channel_rules = rules[channel.id]
        buyer = buyers[rng.randrange(len(buyers))]
        offset = int(index * spacing) + rng.randint(0, max(0, int(spacing) // 2))
        moment = generated_start + timedelta(seconds=offset)
        picked = rng.sample(offers[channel.id], k=rng.randint(1, 3))
        quantities = [rng.randint(1, 2) for _ in picked]
        result = _priced(picked, quantities, channel_rules)
        placed = rng.random() < 0.85
        order = _cart_columns(rows.encoding, channel, buyer, "en_US", revision=None)
        progress: Progress | None = None
        updated_at = moment
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
            progress, taken = _progressed(rng, documents, outcome, placed_at)
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
                    progress, taken = _progressed(rng, documents, FULFILLED, placed_at)
            order.update(_settled_columns(rows.encoding, documents, progress, placed_at))
            updated_at = _last_change(taken, placed_at)
            next_number += 1
        times = OrderTimes(moment, moment, moment, updated_at)
        rows.add(
            order, [offer.variant_id for offer in picked], result, _unit_state(progress), times
        )
        if len(rows.pending["adjustments"]) >= BULK_CHUNK * 5:
            rows.write()
    rows.write()
    if held:
        variants = cast(Table, ProductVariant.__table__)
        connection.execute(
            update(variants)
            .where(variants.c.id == bindparam("variant_id"))
            .values(on_hold=variants.c.on_hold + bindparam("held")),
            [{"variant_id": variant_id, "held": held[variant_id]} for variant_id in sorted(held)],
        )
    advance_sequences(connection, rows.tables.values())
    if rows.encoding.raw:
        for list_index in deferred:
            list_index.create(connection)
        order_counts.install_on(connection)
        connection.exec_driver_sql("PRAGMA cache_size=-2000")
