"""Generated variants for scale tests of the catalogue (``demo_variants``): products of 100
variants each, named and priced in every locale and selling channel, most of them tracked.

Deterministic, and written like the generated orders (``seed_sales``): Core ``executemany``
inserts with precomputed ids, so 100,000 variants (and their 400,000 names and 200,000 prices)
take seconds.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any, Final, cast

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from .models.catalog import (
    Channel,
    ChannelPricing,
    Locale,
    Product,
    ProductVariant,
    ProductVariantTranslation,
    ShippingCategory,
    TaxCategory,
)
from .seed_bulk import StorageEncoding, next_id

VARIANTS_SEED: Final = 20260107
PER_PRODUCT: Final = 100
CHUNK: Final = 10_000  # variants written at a time (a multiple of PER_PRODUCT)
BULK_START: Final = datetime(2026, 2, 1, 9, 0, tzinfo=UTC)
WORDS: Final = ("Linen", "Wool", "Cotton", "Oak", "Clay", "Glass", "Brass", "Hemp", "Silk", "Jute")
KINDS: Final = ("Shirt", "Bowl", "Lamp", "Rug", "Tote", "Vase", "Throw", "Cup", "Sock", "Tray")
# Per locale, how a variant's name reads: "<product> no. <n>".
NUMBER_WORD: Final = {"en_US": "no.", "de_CH": "Nr.", "fr_FR": "n°", "nl_NL": "nr."}


def seed_generated_variants(session: Session, count: int, shift: timedelta = timedelta(0)) -> None:
    """``count`` more variants, in products ``BULK_00001`` ... of ``PER_PRODUCT`` each."""
    rng = random.Random(VARIANTS_SEED)
    tables = {
        name: cast(Table, model.__table__)
        for name, model in (
            ("products", Product),
            ("variants", ProductVariant),
            ("names", ProductVariantTranslation),
            ("prices", ChannelPricing),
        )
    }
    locales = list(session.scalars(select(Locale.code).order_by(Locale.code)))
    channels = list(
        session.execute(select(Channel.id, Channel.code).where(Channel.enabled.is_(True)))
    )
    tax_category = session.scalars(select(TaxCategory.id).order_by(TaxCategory.id)).first()
    shipping_category = session.scalars(
        select(ShippingCategory.id).order_by(ShippingCategory.id)
    ).first()
    connection = session.connection()
    encoding = StorageEncoding(connection.dialect.name == "sqlite")
    rows: dict[str, list[dict[str, Any]]] = {table: [] for table in tables}

    def flush() -> None:
        for table in ("products", "variants", "names", "prices"):  # parents first
            encoding.insert(connection, tables[table], rows[table])
            rows[table].clear()

    product_id = next_id(session, tables["products"])
    variant_id = next_id(session, tables["variants"])
    first_product = product_id
    name = code = ""
    for index in range(count):
        if index % CHUNK == 0:
            flush()
        if index % PER_PRODUCT == 0:
            number = product_id - first_product + 1
            name = f"{rng.choice(WORDS)} {rng.choice(KINDS)} {number}"
            code = f"BULK_{number:05d}"
            rows["products"].append(
                {
                    "id": product_id,
                    "code": code,
                    "name": name,
                    "description": None,
                    "short_description": None,
                    "created_at": encoding.time(BULK_START + shift),
                    "updated_at": encoding.time(BULK_START + shift),
                }
            )
            product_id += 1
        moment = encoding.time(BULK_START + shift + timedelta(minutes=index))
        tracked = rng.random() < 0.9
        usd = rng.randrange(500, 20_000, 50) - 1
        rows["variants"].append(
            {
                "id": variant_id,
                "product_id": product_id - 1,
                "code": f"{code}_{index % PER_PRODUCT + 1:03d}",
                "position": index % PER_PRODUCT,
                "tracked": tracked,
                "on_hand": rng.randint(0, 200) if tracked else 0,
                "on_hold": 0,
                "weight": round(rng.uniform(0.1, 5.0), 2),
                "tax_category_id": tax_category,
                "shipping_category_id": shipping_category,
                "version": 1,
                "created_at": moment,
                "updated_at": moment,
            }
        )
        for locale in locales:
            rows["names"].append(
                {
                    "variant_id": variant_id,
                    "locale": locale,
                    "name": f"{name} {NUMBER_WORD.get(locale, 'no.')} {index % PER_PRODUCT + 1}",
                }
            )
        for channel_id, channel_code in channels:
            price = usd if channel_code == "WEB" else (usd * 92 // 100) // 10 * 10 + 9
            rows["prices"].append(
                {"variant_id": variant_id, "channel_id": channel_id, "price": price}
            )
        variant_id += 1
    flush()
