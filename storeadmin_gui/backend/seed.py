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
from storeadmin_gui.backend.auth import API_ROLE
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
)
from storeadmin_gui.backend.passwords import hash_password
from storeadmin_gui.backend.permissions import (
    ADMINISTRATOR,
    CATALOG_MANAGER,
    FULFILLMENT,
    READ_ONLY,
)
from storeadmin_gui.backend.seed_sales import REFERENCE_MADE_ON, seed_sales
from storeadmin_gui.backend.seed_variants import seed_generated_variants

BASE_DATE = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
RANDOM_SEED = 20260105

LOCALES = {
    "en_US": "English (United States)",
    "de_CH": "German (Switzerland)",
    "fr_FR": "French (France)",
    "nl_NL": "Dutch (Netherlands)",
}

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
    """Channels, locales, taxes, shipping, the promotion, products, options and variants."""
    base = BASE_DATE + shift
    rng = random.Random(RANDOM_SEED)
    locales = {code: Locale(code=code, name=name) for code, name in LOCALES.items()}
    session.add_all(locales.values())
    world = Zone(code="WORLD", name="Rest of the world")
    session.add(world)
    session.flush()

    web = Channel(
        code="WEB",
        name="Web Store",
        enabled=True,
        base_currency_code="USD",
        default_locale_id=locales["en_US"].id,
        tax_zone=world,
        color="RoyalBlue",
        type="web",
        locales=[locales[code] for code in ("en_US", "de_CH", "fr_FR", "nl_NL")],
        created_at=base,
        updated_at=base,
    )
    mob = Channel(
        code="MOB",
        name="Mobile App",
        enabled=True,
        base_currency_code="EUR",
        default_locale_id=locales["en_US"].id,
        tax_zone=world,
        color="SeaGreen",
        type="mobile",
        locales=[locales[code] for code in ("en_US", "de_CH", "fr_FR", "nl_NL")],
        created_at=base,
        updated_at=base,
    )
    popup = Channel(
        code="POPUP",
        name="Pop-up Store (closed)",
        enabled=False,
        base_currency_code="EUR",
        default_locale_id=locales["nl_NL"].id,
        tax_zone=world,
        color="Gray",
        type="pos",
        locales=[locales["nl_NL"], locales["en_US"]],
        created_at=base,
        updated_at=base,
    )
    session.add_all([web, mob, popup])

    tax_categories = {
        "clothing": TaxCategory(
            code="clothing",
            name="Clothing",
            description="Garments and accessories.",
            created_at=base,
            updated_at=base,
        ),
        "homeware": TaxCategory(
            code="homeware",
            name="Homeware",
            description="Goods for the home.",
            created_at=base,
            updated_at=base,
        ),
        "gift_cards": TaxCategory(
            code="gift_cards",
            name="Gift cards",
            description="Vouchers, not taxed at sale.",
            created_at=base,
            updated_at=base,
        ),
    }
    session.add_all(tax_categories.values())
    session.add_all(
        [
            TaxRate(
                code="vat_clothing",
                name="VAT",
                rate_basis_points=2000,
                category=tax_categories["clothing"],
                zone=world,
            ),
            TaxRate(
                code="vat_homeware",
                name="VAT",
                rate_basis_points=2000,
                category=tax_categories["homeware"],
                zone=world,
            ),
        ]
    )
    shipping_categories = {
        "standard": ShippingCategory(
            code="standard",
            name="Standard parcel",
            description="Fits a letterbox or a small parcel.",
            created_at=base,
            updated_at=base,
        ),
        "oversized": ShippingCategory(
            code="oversized",
            name="Oversized parcel",
            description="Bulky items shipped by courier.",
            created_at=base,
            updated_at=base,
        ),
    }
    session.add_all(shipping_categories.values())
    session.add_all(
        [
            ShippingMethod(code="web_flat_rate", name="Flat rate", channel=web, amount=500),
            ShippingMethod(code="mob_flat_rate", name="Flat rate", channel=mob, amount=450),
            ShippingMethod(code="popup_pickup", name="In-store pickup", channel=popup, amount=0),
        ]
    )
    session.add(
        Promotion(
            code="autumn_sale",
            name="Autumn Sale",
            discount_basis_points=1000,
            enabled=True,
            priority=1,
            starts_at=base - timedelta(days=30),
            ends_at=None,
            channels=[web, mob],
        )
    )

    moment = base
    for plan in PRODUCTS:
        product = Product(
            code=plan.code,
            name=plan.names["en_US"],
            description=plan.description,
            short_description=plan.description.split(",")[0].rstrip("."),
            created_at=moment,
            updated_at=moment,
        )
        session.add(product)
        option_rows: list[list[ProductOptionValue]] = []
        for position, (option_code, option_name, values) in enumerate(plan.options):
            option = ProductOption(code=option_code, name=option_name, position=position)
            product.options.append(option)
            rows = []
            for value in values:
                row = ProductOptionValue(
                    code=f"{option_code}_{value.lower().replace(' ', '_')}",
                    value=value,
                    translations=[
                        ProductOptionValueTranslation(locale=code, value=_translate(value, code))
                        for code in LOCALES
                    ],
                )
                option.values.append(row)
                rows.append(row)
            option_rows.append(rows)
        for position, combination in enumerate(itertools.product(*option_rows)):
            moment += timedelta(minutes=7)
            suffix = "_".join(value.value.upper().replace(" ", "_") for value in combination)
            step = position // max(1, len(option_rows[-1]))  # larger sizes cost a little more
            usd = plan.price_usd_cents + 100 * step
            eur = (usd * 92 // 100) // 10 * 10 + 9
            variant = ProductVariant(
                product=product,
                code=f"{plan.code}_{suffix}",
                position=position,
                tracked=plan.tracked,
                on_hand=rng.randint(0, 80) if plan.tracked else 0,
                on_hold=0,
                tax_category=tax_categories[plan.tax_category],
                shipping_category=shipping_categories[plan.shipping_category],
                weight=round(rng.uniform(0.1, 2.5), 2),
                version=1,
                created_at=moment,
                updated_at=moment,
                option_values=list(combination),
                translations=[
                    ProductVariantTranslation(
                        locale=code,
                        name=" ".join(
                            [plan.names[code], *(_translate(v.value, code) for v in combination)]
                        ),
                    )
                    for code in LOCALES
                ],
            )
            variant.channel_pricings = [
                ChannelPricing(channel=web, price=usd),
                ChannelPricing(channel=mob, price=eur),
            ]
            session.add(variant)


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
