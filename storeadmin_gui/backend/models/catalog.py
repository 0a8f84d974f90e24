"""The catalogue: channels, locales, taxes, shipping, products, options, variants, promotions."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from storeadmin_gui.backend.db import Base, UtcDateTime
from storeadmin_gui.backend.formats import utcnow

channel_locales = Table(
    "channel_locales",
    Base.metadata,
    Column("channel_id", ForeignKey("channels.id", ondelete="CASCADE"), primary_key=True),
    Column("locale_id", ForeignKey("locales.id", ondelete="CASCADE"), primary_key=True),
)

promotion_channels = Table(
    "promotion_channels",
    Base.metadata,
    Column("promotion_id", ForeignKey("promotions.id", ondelete="CASCADE"), primary_key=True),
    Column("channel_id", ForeignKey("channels.id", ondelete="CASCADE"), primary_key=True),
)

variant_option_values = Table(
    "product_variant_option_values",
    Base.metadata,
    Column("variant_id", ForeignKey("product_variants.id", ondelete="CASCADE"), primary_key=True),
    Column(
        "option_value_id",
        ForeignKey("product_option_values.id", ondelete="CASCADE"),
        primary_key=True,
        index=True,
    ),
)


class Locale(Base):
    __tablename__ = "locales"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(12), unique=True)
    name: Mapped[str] = mapped_column(String(100))


class Zone(Base):
    """A tax zone; a channel's taxes come from the rates of its zone."""

    __tablename__ = "zones"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))


class Channel(Base):
    __tablename__ = "channels"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    base_currency_code: Mapped[str] = mapped_column(String(3))
    default_locale_id: Mapped[int] = mapped_column(ForeignKey("locales.id"))
    tax_zone_id: Mapped[int | None] = mapped_column(ForeignKey("zones.id"))
    color: Mapped[str | None] = mapped_column(String(32))
    type: Mapped[str | None] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)

    default_locale: Mapped[Locale] = relationship(lazy="joined")
    locales: Mapped[list[Locale]] = relationship(secondary=channel_locales, order_by=Locale.code)
    tax_zone: Mapped[Zone | None] = relationship()


class TaxCategory(Base):
    __tablename__ = "tax_categories"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)


class TaxRate(Base):
    """A rate in basis points (2000 = 20%), so tax arithmetic stays exact integers."""

    __tablename__ = "tax_rates"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    rate_basis_points: Mapped[int] = mapped_column(Integer)
    included_in_price: Mapped[bool] = mapped_column(Boolean, default=False)
    category_id: Mapped[int] = mapped_column(ForeignKey("tax_categories.id"), index=True)
    zone_id: Mapped[int] = mapped_column(ForeignKey("zones.id"), index=True)

    category: Mapped[TaxCategory] = relationship()
    zone: Mapped[Zone] = relationship()


class ShippingCategory(Base):
    __tablename__ = "shipping_categories"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)


class ShippingMethod(Base):
    """A flat-rate method of one channel; its default: the first enabled one by position."""

    __tablename__ = "shipping_methods"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    channel_id: Mapped[int] = mapped_column(ForeignKey("channels.id"), index=True)
    amount: Mapped[int] = mapped_column(Integer)  # flat rate, minor units of the channel currency
    position: Mapped[int] = mapped_column(Integer, default=0)
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)

    channel: Mapped[Channel] = relationship()


class Product(Base):
    __tablename__ = "products"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255), index=True)
    description: Mapped[str | None] = mapped_column(Text)
    short_description: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)

    options: Mapped[list[ProductOption]] = relationship(
        back_populates="product", order_by="ProductOption.position", cascade="all, delete-orphan"
    )


class ProductOption(Base):
    """An option of one product (size, colour); variants pick one value per option."""

    __tablename__ = "product_options"
    __table_args__ = (UniqueConstraint("product_id", "code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(255))
    position: Mapped[int] = mapped_column(Integer, default=0)

    product: Mapped[Product] = relationship(back_populates="options")
    values: Mapped[list[ProductOptionValue]] = relationship(
        back_populates="option", order_by="ProductOptionValue.id", cascade="all, delete-orphan"
    )


class ProductOptionValue(Base):
    __tablename__ = "product_option_values"
    __table_args__ = (UniqueConstraint("option_id", "code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    option_id: Mapped[int] = mapped_column(ForeignKey("product_options.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(64), index=True)
    value: Mapped[str] = mapped_column(String(255))  # the name in the store's default locale

    option: Mapped[ProductOption] = relationship(back_populates="values", lazy="joined")
    translations: Mapped[list[ProductOptionValueTranslation]] = relationship(
        order_by="ProductOptionValueTranslation.locale", cascade="all, delete-orphan"
    )


class ProductOptionValueTranslation(Base):
    __tablename__ = "product_option_value_translations"
    __table_args__ = (UniqueConstraint("option_value_id", "locale"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    option_value_id: Mapped[int] = mapped_column(
        ForeignKey("product_option_values.id", ondelete="CASCADE")
    )
    locale: Mapped[str] = mapped_column(String(12))
    value: Mapped[str] = mapped_column(String(255))


class ProductVariant(Base):
    """A sellable variant. Its indexes serve each list's sort keys (``variant_listing``): one
    product's list by the product's, the whole catalogue's by the plain ones."""

    __tablename__ = "product_variants"
    __table_args__ = (
        Index("ix_product_variants_product_created", "product_id", "created_at", "id"),
        Index("ix_product_variants_product_position", "product_id", "position", "id"),
        Index("ix_product_variants_product_code", "product_id", "code"),
        Index("ix_product_variants_created_id", "created_at", "id"),
        Index("ix_product_variants_on_hand", "on_hand", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    code: Mapped[str] = mapped_column(String(255), unique=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    tracked: Mapped[bool] = mapped_column(Boolean, default=False)
    on_hand: Mapped[int] = mapped_column(Integer, default=0)
    on_hold: Mapped[int] = mapped_column(Integer, default=0)
    width: Mapped[float | None] = mapped_column(Float)
    height: Mapped[float | None] = mapped_column(Float)
    depth: Mapped[float | None] = mapped_column(Float)
    weight: Mapped[float | None] = mapped_column(Float)
    tax_category_id: Mapped[int | None] = mapped_column(ForeignKey("tax_categories.id"), index=True)
    shipping_category_id: Mapped[int | None] = mapped_column(
        ForeignKey("shipping_categories.id"), index=True
    )
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)

    product: Mapped[Product] = relationship()
    tax_category: Mapped[TaxCategory | None] = relationship()
    shipping_category: Mapped[ShippingCategory | None] = relationship()
    option_values: Mapped[list[ProductOptionValue]] = relationship(
        secondary=variant_option_values, order_by=ProductOptionValue.id
    )
    translations: Mapped[list[ProductVariantTranslation]] = relationship(
        back_populates="variant",
        order_by="ProductVariantTranslation.locale",
        cascade="all, delete-orphan",
    )
    channel_pricings: Mapped[list[ChannelPricing]] = relationship(
        back_populates="variant", cascade="all, delete-orphan"
    )


# What a tracked variant can still sell (docs/api.md section 11): the catalogue sorts and filters
# by it, tracked variants first; one index, read forwards or backwards, serves both directions.
AVAILABLE = ProductVariant.on_hand - ProductVariant.on_hold
Index(
    "ix_product_variants_available",
    ProductVariant.tracked.desc(),
    AVAILABLE,
    ProductVariant.id,
)


class ProductVariantTranslation(Base):
    __tablename__ = "product_variant_translations"
    __table_args__ = (UniqueConstraint("variant_id", "locale"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    variant_id: Mapped[int] = mapped_column(ForeignKey("product_variants.id", ondelete="CASCADE"))
    locale: Mapped[str] = mapped_column(String(12))
    name: Mapped[str] = mapped_column(String(255), index=True)

    variant: Mapped[ProductVariant] = relationship(back_populates="translations")


class VariantNames(Base):
    """A variant's names in every locale as one text, lower-cased, each cut at its first NUL
    character (where SQLite's ``LIKE`` stops reading) and joined by ``NAMES_SEPARATOR``: a name
    part is searched in one short row per variant rather than in every name (``variant_names``
    keeps it; a variant without names has no row)."""

    __tablename__ = "variant_names"

    id: Mapped[int] = mapped_column(
        ForeignKey("product_variants.id", ondelete="CASCADE"), primary_key=True
    )
    names: Mapped[str] = mapped_column(Text)


# No search text can span two names: a part holding the separator is searched name by name.
NAMES_SEPARATOR = "\x1f"


class ChannelPricing(Base):
    """A variant's price in one channel, in minor units of the channel's currency."""

    __tablename__ = "channel_pricings"
    __table_args__ = (UniqueConstraint("variant_id", "channel_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    variant_id: Mapped[int] = mapped_column(ForeignKey("product_variants.id", ondelete="CASCADE"))
    channel_id: Mapped[int] = mapped_column(ForeignKey("channels.id"), index=True)
    price: Mapped[int] = mapped_column(Integer)

    variant: Mapped[ProductVariant] = relationship(back_populates="channel_pricings")
    channel: Mapped[Channel] = relationship(lazy="joined")


class Promotion(Base):
    """A percentage discount on the items total, in basis points (1000 = 10%)."""

    __tablename__ = "promotions"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    discount_basis_points: Mapped[int] = mapped_column(Integer)
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    priority: Mapped[int] = mapped_column(Integer, default=0)
    starts_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    ends_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    channels: Mapped[list[Channel]] = relationship(secondary=promotion_channels)


class VariantRevision(Base):
    """A number that moves with every write to what a variant's document in an order shows (its
    row, product, names, options and their names), kept by triggers (``ready_documents``): the
    key its encoded document is reused under. No row: revision 0 (not written since)."""

    __tablename__ = "variant_revisions"

    variant_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    revision: Mapped[int] = mapped_column(BigInteger, default=0)
