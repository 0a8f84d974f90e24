"""The demo catalogue is written in one Core insert per table (``seed_bulk.NewRows``): it holds,
row for row and id for id, what the ORM's objects stored before, and a store that grows from it
afterwards (the API, the ORM) gives new rows the ids after the seeded ones, on SQLite and on
PostgreSQL (whose sequences the seed moves past its rows)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.models.catalog import ChannelPricing, Locale, Product, ProductVariant
from storeadmin_gui.backend.seed import seed_catalog

CATALOGUE_TABLES = (
    "locales",
    "zones",
    "channels",
    "channel_locales",
    "tax_categories",
    "tax_rates",
    "shipping_categories",
    "shipping_methods",
    "promotions",
    "promotion_channels",
    "products",
    "product_options",
    "product_option_values",
    "product_option_value_translations",
    "product_variants",
    "product_variant_option_values",
    "product_variant_translations",
    "channel_pricings",
)
# The fingerprint of those tables' rows as the seed made them through ORM objects (ids, names,
# prices, stock, dates; association rows sorted, as no query sees their order).
ORM_SEEDED_CATALOGUE = "6d3f327cc4b34a00142330a20032440115353b7d510737c68e080abc55c22487"


def seeded_catalogue(database_url: str) -> str:
    """Seeds the catalogue into a new store at ``database_url``; its rows' fingerprint."""
    engine = make_engine(database_url)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_catalog(session)
        session.commit()
    fingerprint = hashlib.sha256()
    with engine.connect() as connection:
        for table in CATALOGUE_TABLES:
            rows = sorted(tuple(row) for row in connection.execute(text(f"SELECT * FROM {table}")))
            for row in rows:
                fingerprint.update(repr((table, row)).encode())
    engine.dispose()
    return fingerprint.hexdigest()


def next_rows_follow_the_seed(database_url: str) -> None:
    """Rows added through the ORM after the seed take the ids after the seeded ones."""
    engine = make_engine(database_url)
    with Session(engine) as session:
        largest = {
            model: session.scalar(select(func.max(model.id)))
            for model in (Locale, Product, ChannelPricing)
        }
        locale = Locale(code="it_IT", name="Italian (Italy)")
        product = Product(code="NEW_PRODUCT", name="New product")
        session.add_all([locale, product])
        session.flush()
        variant = session.scalars(select(ProductVariant).order_by(ProductVariant.id)).first()
        assert variant is not None
        price = ChannelPricing(variant_id=variant.id, channel_id=3, price=100)
        session.add(price)
        session.flush()
        assert (locale.id, product.id, price.id) == (
            largest[Locale] + 1,  # type: ignore[operator]
            largest[Product] + 1,  # type: ignore[operator]
            largest[ChannelPricing] + 1,  # type: ignore[operator]
        )
    engine.dispose()


def test_the_catalogue_holds_the_rows_the_orm_stored() -> None:
    assert seeded_catalogue("sqlite://") == ORM_SEEDED_CATALOGUE


def test_a_catalogue_seeded_on_postgresql_grows_on(
    fresh_database: Callable[[], str],
) -> None:
    url = fresh_database()
    seeded_catalogue(url)
    next_rows_follow_the_seed(url)


def test_a_catalogue_seeded_on_sqlite_grows_on(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/store.db"
    seeded_catalogue(url)
    next_rows_follow_the_seed(url)
