"""The demo store, seeded deterministically (fixed random seed, a timeline dated back from the
day the store is made).

A clothing and homeware shop: two selling channels and a disabled one, four locales, VAT, flat-rate
shipping, an autumn promotion, products with options and their variants, and admin accounts.
The sales side (customers, carts, orders) is seeded by ``seed_sales``.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from argon2 import PasswordHasher
from sqlalchemy.orm import Session

from storeadmin_gui.backend.accounts_admin import admin_user, oauth_client
from storeadmin_gui.backend.demo_account import (  # the published account; also read from here
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.catalog import (
    Channel,
    ChannelPricing,
    Locale,
    Product,
    ProductOption,
    ProductOptionValue,
    ProductOptionValueTranslation,
    ProductVariant,
    ProductVariantTranslation,
    Promotion,
    ShippingCategory,
    ShippingMethod,
    TaxCategory,
    TaxRate,
    Zone,
    channel_locales,
    promotion_channels,
    variant_option_values,
)
from storeadmin_gui.backend.passwords import hash_password
from storeadmin_gui.backend.permissions import (
    ADMINISTRATOR,
    CATALOG_MANAGER,
    FULFILLMENT,
    READ_ONLY,
)
from storeadmin_gui.backend.seed_bulk import NewRows
from storeadmin_gui.backend.seed_sales import REFERENCE_MADE_ON, seed_sales
from storeadmin_gui.backend.seed_variants import seed_generated_variants
from storeadmin_gui.backend.token_store import API_ROLE

BASE_DATE = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
RANDOM_SEED = 20260105

LOCALES = {
    "en_US": "English (United States)",
    "de_CH": "German (Switzerland)",
    "fr_FR": "French (France)",
    "nl_NL": "Dutch (Netherlands)",
}
# The locales of the selling channels, and of the closed pop-up store (its own first).
ALL_LOCALES = ("en_US", "de_CH", "fr_FR", "nl_NL")
POPUP_LOCALES = ("nl_NL", "en_US")

# Option value names per locale; a value missing here is the same word in every locale.
WORDS: dict[str, dict[str, str]] = {
    "White": {"de_CH": "Weiss", "fr_FR": "Blanc", "nl_NL": "Wit"},
    "Black": {"de_CH": "Schwarz", "fr_FR": "Noir", "nl_NL": "Zwart"},
    "Navy": {"de_CH": "Marineblau", "fr_FR": "Bleu marine", "nl_NL": "Marineblauw"},
    "Grey Melange": {"de_CH": "Grau meliert", "fr_FR": "Gris chiné", "nl_NL": "Grijs gemêleerd"},
    "Forest Green": {"de_CH": "Waldgrün", "fr_FR": "Vert forêt", "nl_NL": "Bosgroen"},
    "Camel": {"de_CH": "Kamel", "fr_FR": "Camel", "nl_NL": "Camel"},
    "Charcoal": {"de_CH": "Anthrazit", "fr_FR": "Anthracite", "nl_NL": "Antraciet"},
    "Burgundy": {"de_CH": "Bordeaux", "fr_FR": "Bordeaux", "nl_NL": "Bordeauxrood"},
    "Sand": {"de_CH": "Sand", "fr_FR": "Sable", "nl_NL": "Zand"},
    "Slate": {"de_CH": "Schiefer", "fr_FR": "Ardoise", "nl_NL": "Leisteen"},
    "Sage": {"de_CH": "Salbei", "fr_FR": "Sauge", "nl_NL": "Salie"},
    "Natural": {"de_CH": "Natur", "fr_FR": "Naturel", "nl_NL": "Naturel"},
    "Terracotta": {"de_CH": "Terrakotta", "fr_FR": "Terre cuite", "nl_NL": "Terracotta"},
    "Fig": {"de_CH": "Feige", "fr_FR": "Figue", "nl_NL": "Vijg"},
    "Cedar": {"de_CH": "Zeder", "fr_FR": "Cèdre", "nl_NL": "Ceder"},
    "Lavender": {"de_CH": "Lavendel", "fr_FR": "Lavande", "nl_NL": "Lavendel"},
    "Stone": {"de_CH": "Stein", "fr_FR": "Pierre", "nl_NL": "Steen"},
    "Mustard": {"de_CH": "Senfgelb", "fr_FR": "Moutarde", "nl_NL": "Mosterdgeel"},
    "Teal": {"de_CH": "Petrol", "fr_FR": "Bleu canard", "nl_NL": "Petrol"},
    "Blush": {"de_CH": "Zartrosa", "fr_FR": "Rose poudré", "nl_NL": "Poederroze"},
    "Hand towel": {"de_CH": "Handtuch", "fr_FR": "Essuie-mains", "nl_NL": "Handdoek"},
    "Bath towel": {"de_CH": "Badetuch", "fr_FR": "Serviette de bain", "nl_NL": "Badhanddoek"},
    "Bath sheet": {"de_CH": "Duschtuch", "fr_FR": "Drap de bain", "nl_NL": "Badlaken"},
    "Single": {"de_CH": "Einzel", "fr_FR": "Simple", "nl_NL": "Eenpersoons"},
    "Double": {"de_CH": "Doppel", "fr_FR": "Double", "nl_NL": "Tweepersoons"},
}


@dataclass(frozen=True)
class ProductPlan:
    code: str
    names: dict[str, str]  # per locale
    description: str
    tax_category: str
    shipping_category: str
    price_usd_cents: int
    tracked: bool
    options: tuple[tuple[str, str, tuple[str, ...]], ...]  # (code, name, values)


PRODUCTS: tuple[ProductPlan, ...] = (
    ProductPlan(
        "EVERYDAY_TSHIRT",
        {
            "en_US": "Everyday Cotton T-Shirt",
            "de_CH": "Alltags-T-Shirt aus Baumwolle",
            "fr_FR": "T-shirt en coton quotidien",
            "nl_NL": "Katoenen T-shirt voor elke dag",
        },
        "A soft, midweight organic cotton tee cut for a relaxed fit.",
        "clothing",
        "standard",
        1900,
        True,
        (
            ("tshirt_size", "Size", ("S", "M", "L", "XL")),
            ("tshirt_color", "Colour", ("White", "Black", "Navy")),
        ),
    ),
    ProductPlan(
        "HEAVYWEIGHT_HOODIE",
        {
            "en_US": "Heavyweight Hoodie",
            "de_CH": "Schwerer Kapuzenpullover",
            "fr_FR": "Sweat à capuche épais",
            "nl_NL": "Zware hoodie",
        },
        "Brushed-back fleece hoodie with a double-layer hood.",
        "clothing",
        "standard",
        5900,
        True,
        (
            ("hoodie_size", "Size", ("S", "M", "L", "XL")),
            ("hoodie_color", "Colour", ("Grey Melange", "Forest Green")),
        ),
    ),
    ProductPlan(
        "SELVEDGE_JEANS",
        {
            "en_US": "Slim Fit Selvedge Jeans",
            "de_CH": "Slim-Fit-Selvedge-Jeans",
            "fr_FR": "Jean selvedge coupe ajustée",
            "nl_NL": "Slim fit selvedge jeans",
        },
        "Japanese selvedge denim, 13.5 oz, with a tapered leg.",
        "clothing",
        "standard",
        8900,
        True,
        (
            ("jeans_waist", "Waist", ("30", "32", "34", "36")),
            ("jeans_length", "Length", ("32", "34")),
        ),
    ),
    ProductPlan(
        "MERINO_SCARF",
        {
            "en_US": "Merino Wool Scarf",
            "de_CH": "Merinowollschal",
            "fr_FR": "Écharpe en laine mérinos",
            "nl_NL": "Sjaal van merinowol",
        },
        "Fine-gauge merino scarf, 180 by 30 cm.",
        "clothing",
        "standard",
        3900,
        True,
        (("scarf_color", "Colour", ("Camel", "Charcoal", "Burgundy")),),
    ),
    ProductPlan(
        "STONEWARE_MUG",
        {
            "en_US": "Stoneware Coffee Mug",
            "de_CH": "Kaffeebecher aus Steingut",
            "fr_FR": "Mug en grès",
            "nl_NL": "Koffiemok van steengoed",
        },
        "Hand-glazed 350 ml stoneware mug, dishwasher safe.",
        "homeware",
        "standard",
        1600,
        True,
        (("mug_color", "Glaze", ("Sand", "Slate", "Sage")),),
    ),
    ProductPlan(
        "LINEN_THROW",
        {
            "en_US": "Linen Throw Blanket",
            "de_CH": "Leinen-Plaid",
            "fr_FR": "Plaid en lin",
            "nl_NL": "Linnen plaid",
        },
        "Stonewashed European linen throw with fringed edges.",
        "homeware",
        "oversized",
        7400,
        True,
        (
            ("throw_size", "Size", ("Single", "Double")),
            ("throw_color", "Colour", ("Natural", "Terracotta")),
        ),
    ),
    ProductPlan(
        "SOY_CANDLE",
        {
            "en_US": "Soy Wax Candle",
            "de_CH": "Sojawachskerze",
            "fr_FR": "Bougie à la cire de soja",
            "nl_NL": "Sojawaskaars",
        },
        "Hand-poured soy wax candle in a reusable glass, 45 hours of burn time.",
        "homeware",
        "standard",
        2400,
        False,
        (("candle_scent", "Scent", ("Fig", "Cedar", "Lavender")),),
    ),
    ProductPlan(
        "ORGANIC_BATH_TOWEL",
        {
            "en_US": "Organic Cotton Bath Towel",
            "de_CH": "Badetuch aus Bio-Baumwolle",
            "fr_FR": "Serviette en coton bio",
            "nl_NL": "Biologisch katoenen handdoek",
        },
        "600 gsm organic cotton terry, woven in Portugal.",
        "homeware",
        "standard",
        1800,
        True,
        (
            ("towel_size", "Size", ("Hand towel", "Bath towel", "Bath sheet")),
            ("towel_color", "Colour", ("White", "Stone")),
        ),
    ),
    ProductPlan(
        "VELVET_CUSHION",
        {
            "en_US": "Velvet Cushion Cover",
            "de_CH": "Samt-Kissenbezug",
            "fr_FR": "Housse de coussin en velours",
            "nl_NL": "Fluwelen kussenhoes",
        },
        "Cotton velvet cover, 45 by 45 cm, with a hidden zip.",
        "homeware",
        "standard",
        2900,
        True,
        (("cushion_color", "Colour", ("Mustard", "Teal", "Blush")),),
    ),
)

# The other demo accounts, password "store-admin": (e-mail, first name, last name, enabled, roles
# beyond API access). More admins, then a staffer of each kind (docs/api.md section 12).
DEMO_ACCOUNTS: tuple[tuple[str, str, str, bool, tuple[str, ...]], ...] = (
    ("sarah.kim@example.com", "Sarah", "Kim", True, (ADMINISTRATOR,)),
    ("tom.berger@example.com", "Tom", "Berger", True, (ADMINISTRATOR,)),
    ("ines.moreau@example.com", "Inès", "Moreau", False, (ADMINISTRATOR,)),
    ("maya.lopez@example.com", "Maya", "Lopez", True, (CATALOG_MANAGER,)),
    ("jon.fisher@example.com", "Jon", "Fisher", True, (FULFILLMENT,)),
    ("rita.vogel@example.com", "Rita", "Vogel", True, (READ_ONLY,)),
    ("sam.ito@example.com", "Sam", "Ito", True, ()),  # its own record only
)


def _translate(word: str, locale: str) -> str:
    return word if locale == "en_US" else WORDS.get(word, {}).get(locale, word)


def seed_accounts(
    session: Session, hasher: PasswordHasher, shift: timedelta = timedelta(0)
) -> User:
    """The OAuth client and the demo's users; the demo admin comes first (id 1)."""
    base = BASE_DATE + shift
    session.add(oauth_client(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET))
    admin = admin_user(
        DEMO_ADMIN_EMAIL,
        hash_password(hasher, DEMO_ADMIN_PASSWORD),
        first_name="Demo",
        last_name="Administrator",
        created_at=base,
    )
    session.add(admin)
    session.flush()
    # One hash serves the other demo accounts (password "store-admin"): hashing is slow on purpose.
    shared_hash = hash_password(hasher, "store-admin")
    for index, (email, first, last, enabled, roles) in enumerate(DEMO_ACCOUNTS, start=1):
        session.add(
            admin_user(
                email,
                shared_hash,
                first_name=first,
                last_name=last,
                created_at=base + timedelta(days=index),
                enabled=enabled,
                roles=(*roles, API_ROLE),
            )
        )
    session.flush()
    return admin


def seed_catalog(session: Session, shift: timedelta = timedelta(0)) -> None:
    """Channels, locales, taxes, shipping, the promotion, products, options and variants: the
    rows (and ids) the ORM would store for them, written in one Core insert per table
    (``NewRows``), which costs a fraction of the ORM's flush of some 600 objects on the way to a
    new demo store's first rows."""
    base = BASE_DATE + shift
    rng = random.Random(RANDOM_SEED)
    rows = NewRows(session)
    locales = {code: rows.add(Locale, code=code, name=name) for code, name in LOCALES.items()}
    world = rows.add(Zone, code="WORLD", name="Rest of the world")
    channels = {}
    for code, name, enabled, currency, default_locale, color, kind, locales_of_channel in (
        ("WEB", "Web Store", True, "USD", "en_US", "RoyalBlue", "web", ALL_LOCALES),
        ("MOB", "Mobile App", True, "EUR", "en_US", "SeaGreen", "mobile", ALL_LOCALES),
        ("POPUP", "Pop-up Store (closed)", False, "EUR", "nl_NL", "Gray", "pos", POPUP_LOCALES),
    ):
        channels[code] = channel = rows.add(
            Channel,
            code=code,
            name=name,
            enabled=enabled,
            base_currency_code=currency,
            default_locale_id=locales[default_locale],
            tax_zone_id=world,
            color=color,
            type=kind,
            created_at=base,
            updated_at=base,
        )
        for locale in locales_of_channel:
            rows.link(channel_locales, channel_id=channel, locale_id=locales[locale])

    tax_categories = {
        code: rows.add(
            TaxCategory,
            code=code,
            name=name,
            description=description,
            created_at=base,
            updated_at=base,
        )
        for code, name, description in (
            ("clothing", "Clothing", "Garments and accessories."),
            ("homeware", "Homeware", "Goods for the home."),
            ("gift_cards", "Gift cards", "Vouchers, not taxed at sale."),
        )
    }
    for category in ("clothing", "homeware"):
        rows.add(
            TaxRate,
            code=f"vat_{category}",
            name="VAT",
            rate_basis_points=2000,
            category_id=tax_categories[category],
            zone_id=world,
        )
    shipping_categories = {
        code: rows.add(
            ShippingCategory,
            code=code,
            name=name,
            description=description,
            created_at=base,
            updated_at=base,
        )
        for code, name, description in (
            ("standard", "Standard parcel", "Fits a letterbox or a small parcel."),
            ("oversized", "Oversized parcel", "Bulky items shipped by courier."),
        )
    }
    for code, name, channel_code, amount in (
        ("web_flat_rate", "Flat rate", "WEB", 500),
        ("mob_flat_rate", "Flat rate", "MOB", 450),
        ("popup_pickup", "In-store pickup", "POPUP", 0),
    ):
        rows.add(
            ShippingMethod, code=code, name=name, channel_id=channels[channel_code], amount=amount
        )
    promotion = rows.add(
        Promotion,
        code="autumn_sale",
        name="Autumn Sale",
        discount_basis_points=1000,
        enabled=True,
        priority=1,
        starts_at=base - timedelta(days=30),
        ends_at=None,
    )
    for code in ("WEB", "MOB"):
        rows.link(promotion_channels, promotion_id=promotion, channel_id=channels[code])

    moment = base
    for plan in PRODUCTS:
        product = rows.add(
            Product,
            code=plan.code,
            name=plan.names["en_US"],
            description=plan.description,
            short_description=plan.description.split(",")[0].rstrip("."),
            created_at=moment,
            updated_at=moment,
        )
        option_rows: list[list[tuple[int, str]]] = []  # per option: its values' ids and words
        for position, (option_code, option_name, values) in enumerate(plan.options):
            option = rows.add(
                ProductOption,
                product_id=product,
                code=option_code,
                name=option_name,
                position=position,
            )
            option_values = []
            for value in values:
                value_id = rows.add(
                    ProductOptionValue,
                    option_id=option,
                    code=f"{option_code}_{value.lower().replace(' ', '_')}",
                    value=value,
                )
                for code in LOCALES:
                    rows.add(
                        ProductOptionValueTranslation,
                        option_value_id=value_id,
                        locale=code,
                        value=_translate(value, code),
                    )
                option_values.append((value_id, value))
            option_rows.append(option_values)
        for position, combination in enumerate(itertools.product(*option_rows)):
            moment += timedelta(minutes=7)
            suffix = "_".join(value.upper().replace(" ", "_") for _, value in combination)
            step = position // max(1, len(option_rows[-1]))  # larger sizes cost a little more
            usd = plan.price_usd_cents + 100 * step
            eur = (usd * 92 // 100) // 10 * 10 + 9
            variant = rows.add(
                ProductVariant,
                product_id=product,
                code=f"{plan.code}_{suffix}",
                position=position,
                tracked=plan.tracked,
                on_hand=rng.randint(0, 80) if plan.tracked else 0,
                on_hold=0,
                tax_category_id=tax_categories[plan.tax_category],
                shipping_category_id=shipping_categories[plan.shipping_category],
                weight=round(rng.uniform(0.1, 2.5), 2),
                version=1,
                created_at=moment,
                updated_at=moment,
            )
            for value_id, _ in combination:
                rows.link(variant_option_values, variant_id=variant, option_value_id=value_id)
            for code in LOCALES:
                name = " ".join([plan.names[code], *(_translate(v, code) for _, v in combination)])
                rows.add(ProductVariantTranslation, variant_id=variant, locale=code, name=name)
            for channel_code, price in (("WEB", usd), ("MOB", eur)):
                rows.add(
                    ChannelPricing,
                    variant_id=variant,
                    channel_id=channels[channel_code],
                    price=price,
                )
    rows.write()


def seed_demo(
    session: Session,
    demo_orders: int = 0,
    hasher: PasswordHasher | None = None,
    *,
    demo_variants: int = 0,
    made_on: datetime | None = None,
) -> None:
    """Seeds the whole demo store into an empty database (the caller commits); ``demo_orders``
    and ``demo_variants`` generated orders and variants for scale tests on top.

    The store's history is dated back from ``made_on`` (now by default): its newest generated
    orders are the last days' and still open, so every default view shows activity. Tests pass
    ``REFERENCE_MADE_ON`` for data that never moves.
    """
    shift = (made_on or datetime.now(UTC)) - REFERENCE_MADE_ON
    seed_accounts(session, hasher or PasswordHasher(), shift)
    seed_catalog(session, shift)
    session.flush()
    seed_sales(session, demo_orders, hasher, shift)
    if demo_variants > 0:  # after the sales, which stay those of the plain demo store
        seed_generated_variants(session, demo_variants, shift)
        session.flush()
