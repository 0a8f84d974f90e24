"""Example records: a small clothing-and-mugs store in three channels (USD, EUR, GBP).

Written for the stand-in: enough for the lists that page to have two pages at ``limit=10`` (the
T-shirt's 12 variants, 12 placed orders), with tracked stock, dimensions, translations in three
locales, carts and orders in the states the order steps reach, unit taxes, shipping and a
promotion. The tables are positional to stay short; the builders below name every field. Hand-
written ids stay below 10000 (``store.FIRST_PART_ID``).
"""

from __future__ import annotations

from itertools import count, product
from typing import Any

from .store import Record, hash_password, item_totals

# The API client and the administrator a test signs in as.
CLIENT_ID = "demo_client"
CLIENT_SECRET = "demo_secret"
ADMIN_USERNAME = "api"
ADMIN_EMAIL = "api@example.com"
ADMIN_PASSWORD = "sylius"

_T = "2024-03-01T09:00:00+0000"
_sequences = {name: count(1) for name in ("translations", "values", "pricings", "parts")}


def _next(sequence: str) -> int:
    return next(_sequences[sequence])


def _translations(field: str, texts: dict[str, str]) -> dict[str, Record]:
    return {loc: {"id": _next("translations"), "locale": loc, field: t} for loc, t in texts.items()}


def _stamp(record_id: int, **fields: Any) -> Record:
    return {"id": record_id, **fields, "createdAt": _T, "updatedAt": _T}


LOCALES = [_stamp(i + 1, code=code) for i, code in enumerate(("en_US", "de_DE", "fr_FR"))]

# code, name, description, color, tax calculation, currencies (the base first), locales
_CHANNELS = [
    ("WEB_US", "US web store", "Ships from Ohio", "blue", "order_items_based", ["USD"], ["en_US"]),
    ("WEB_EU", "EU web store", "Ships from Leipzig", "green", "order_items_based", ["EUR", "USD"],
     ["de_DE", "en_US", "fr_FR"]),
    ("WEB_GB", "UK web store", None, "red", "order_item_units_based", ["GBP"], ["en_US"]),
]  # fmt: skip
CHANNELS = [
    _stamp(i + 1, code=code, name=name, description=about, color=color,
           hostname=f"{code[4:].lower()}.example.com", enabled=True,
           taxCalculationStrategy=strategy, baseCurrency=currencies[0], currencies=currencies,
           defaultLocale=locales[0], locales=locales)
    for i, (code, name, about, color, strategy, currencies, locales) in enumerate(_CHANNELS)
]  # fmt: skip

TAX_CATEGORIES = [
    _stamp(1, code="clothing", name="Clothing", description="Standard rate"),
    _stamp(2, code="books", name="Books", description="Reduced rate"),
]
SHIPPING_CATEGORIES = [
    _stamp(1, code="regular", name="Regular", description="Fits a parcel"),
    _stamp(2, code="oversized", name="Oversized", description="Goes by freight"),
]

# code, names, values (code, names)
_OPTIONS: list[tuple[str, dict[str, str], list[tuple[str, dict[str, str]]]]] = [
    ("tshirt_size", {"en_US": "Size", "de_DE": "Größe"},
     [(size, {"en_US": size, "de_DE": size}) for size in ("S", "M", "L", "XL")]),
    ("tshirt_color", {"en_US": "Colour", "de_DE": "Farbe"},
     [("red", {"en_US": "Red", "de_DE": "Rot"}), ("blue", {"en_US": "Blue", "de_DE": "Blau"}),
      ("black", {"en_US": "Black", "de_DE": "Schwarz"})]),
    ("mug_type", {"en_US": "Mug type"},
     [("mug_small", {"en_US": "Small mug"}), ("mug_large", {"en_US": "Large mug"})]),
]  # fmt: skip
PRODUCT_OPTIONS: list[Record] = [
    {"id": i + 1, "code": code, "position": i, "translations": _translations("name", names),
     "values": [{"id": _next("values"), "code": value,
                 "translations": _translations("value", texts)} for value, texts in values]}
    for i, (code, names, values) in enumerate(_OPTIONS)
]  # fmt: skip
_VALUE_IDS: dict[str, int] = {
    value["code"]: value["id"] for option in PRODUCT_OPTIONS for value in option["values"]
}

# code, names, option ids, channel ids
_PRODUCTS = [
    ("TSHIRT", {"en_US": "Basic T-shirt", "de_DE": "Einfaches T-Shirt"}, [1, 2], [1, 2, 3]),
    ("MUG", {"en_US": "Enamel mug", "fr_FR": "Tasse émaillée"}, [3], [1, 2]),
    ("BOOK", {"en_US": "Field guide"}, [], [1, 2, 3]),
    ("POSTER", {"de_DE": "Plakat"}, [], [2]),
]
PRODUCTS = [
    _stamp(i + 1, code=code, enabled=True, options=options, channels=channels, averageRating=0.0,
           images=[], translations={
               loc: {"id": _next("translations"), "locale": loc, "name": name,
                     "slug": name.lower().replace(" ", "-"),
                     "description": f"{name}, made to last."}
               for loc, name in names.items()})
    for i, (code, names, options, channels) in enumerate(_PRODUCTS)
]  # fmt: skip

_VARIANT_DEFAULTS: Record = {
    "enabled": True, "optionValues": [], "tracked": False, "shippingRequired": True, "onHand": 0,
    "onHold": 0, "width": None, "height": None, "depth": None, "weight": None,
    "taxCategory": None, "shippingCategory": None, "version": 1,
}  # fmt: skip


def _variant(variant_id: int, code: str, product_id: int, position: int, names: dict[str, str],
             prices: dict[str, int], original: int | None = None,
             **fields: Any) -> Record:  # fmt: skip
    pricings = {
        channel: {"id": _next("pricings"), "channelCode": channel, "price": price,
                  "originalPrice": original, "minimumPrice": 0}
        for channel, price in prices.items()
    }  # fmt: skip
    return _stamp(variant_id, code=code, product=product_id, position=position,
                  translations=_translations("name", names), channelPricings=pricings,
                  **{**_VARIANT_DEFAULTS, **fields})  # fmt: skip


def _tshirt(position: int, size: str, color: str) -> Record:
    tracked = color != "black"
    step = 100 * position
    return _variant(
        position + 1, f"TSHIRT_{size}_{color.upper()}", 1, position,
        {"en_US": f"T-shirt {size} {color}", "de_DE": f"T-Shirt {size} {color}"},
        {"WEB_US": 1900 + step, "WEB_EU": 1700 + step, "WEB_GB": 1500 + step},
        optionValues=[_VALUE_IDS[size], _VALUE_IDS[color]], tracked=tracked,
        onHand=20 + position if tracked else 0, onHold=2 if size == "M" else 0,
        width=30.0 + position, height=40.0, depth=1.0, weight=0.2, taxCategory=1,
        shippingCategory=1, version=1 + position % 3,
    )  # fmt: skip


VARIANTS = [
    *(_tshirt(i, size, color)
      for i, (size, color) in enumerate(product(("S", "M", "L", "XL"), ("red", "blue", "black")))),
    _variant(13, "MUG_SMALL", 2, 0, {"en_US": "Small enamel mug", "fr_FR": "Petite tasse"},
             {"WEB_US": 1200, "WEB_EU": 1100}, original=1500,
             optionValues=[_VALUE_IDS["mug_small"]], weight=0.3, taxCategory=1),
    _variant(14, "MUG_LARGE", 2, 1, {"en_US": "Large enamel mug"}, {"WEB_US": 1400, "WEB_EU": 1300},
             optionValues=[_VALUE_IDS["mug_large"]], tracked=True, onHand=3, weight=0.4),
    _variant(15, "BOOK_1", 3, 0, {"en_US": "Field guide"},
             {"WEB_US": 2500, "WEB_EU": 2300, "WEB_GB": 2000}, tracked=True, onHand=5, onHold=2,
             taxCategory=2, shippingCategory=1),
    # No translation in the store's locale (en_US): Sylius's variant list joins that translation,
    # so this variant is served by GET but never listed.
    _variant(16, "POSTER_A2", 4, 0, {"de_DE": "Plakat A2"}, {"WEB_EU": 900}, width=42.0,
             height=59.4, shippingCategory=2),
]  # fmt: skip

# email, first name, last name, gender, birthday, phone, newsletter, shop user id
_CUSTOMERS = [
    ("ada@example.com", "Ada", "Lovelace", "f", "1990-12-10T00:00:00+0000", "+44 20 7946 0000",
     True, 1),
    ("bob@example.com", "Bob", "Builder", "m", None, None, False, None),
    ("chloe@example.com", "Chloé", "Dubois", "f", None, "+33 1 23 45 67 89", False, 2),
    ("dieter@example.com", "Dieter", "Schmidt", "u", None, None, True, None),
]  # fmt: skip
CUSTOMERS = [
    _stamp(i + 1, email=email, emailCanonical=email, firstName=first, lastName=last, gender=gender,
           birthday=birthday, phoneNumber=phone, subscribedToNewsletter=news, group=None,
           user=None if user_id is None else {
               "id": user_id, "username": email, "usernameCanonical": email, "enabled": True,
               "roles": ["ROLE_USER"], "password": hash_password("secret"), "verifiedAt": _T})
    for i, (email, first, last, gender, birthday, phone, news, user_id) in enumerate(_CUSTOMERS)
]  # fmt: skip

# username, email, password, roles, enabled, first name, last name
_ADMINS = [
    (ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD, ["ROLE_API_ACCESS"], True, "Api", "Admin"),
    ("clerk", "clerk@example.com", "clerk", ["ROLE_ADMINISTRATION_ACCESS"], True, "Clara", None),
    ("retired", "retired@example.com", "retired", ["ROLE_API_ACCESS"], False, None, None),
]
ADMIN_USERS = [
    _stamp(i + 1, username=name, usernameCanonical=name.lower(), email=email,
           emailCanonical=email.lower(), enabled=enabled, roles=roles, firstName=first,
           lastName=last, localeCode="en_US", password=hash_password(password), verifiedAt=None)
    for i, (name, email, password, roles, enabled, first, last) in enumerate(_ADMINS)
]  # fmt: skip

PAYMENT_METHODS = [
    _stamp(i + 1, code=code, position=i, enabled=True, channels=[1, 2, 3], translations={
        "en_US": {"id": i + 1, "locale": "en_US", "name": name, "description": about}})
    for i, (code, name, about) in enumerate(
        [("cash_on_delivery", "Cash on delivery", "Pay the courier"),
         ("bank_transfer", "Bank transfer", None)])
]  # fmt: skip
SHIPPING_METHODS = [
    {"id": 1, "code": "ups", "enabled": True, "zone": "WORLD", "name": "UPS"},
    {"id": 2, "code": "dhl", "enabled": True, "zone": "EU", "name": "DHL"},
]

# number, channel id, customer id, state, payment state, shipping state, day of March 2024,
# lines (variant id, quantity, tax rate in percent), shipping, promotion; number None: a cart.
_ORDERS: list[tuple[Any, ...]] = [
    ("000000001", 1, 1, "new", "awaiting_payment", "ready", 2, [(1, 2, 10)], 500, 0),
    ("000000002", 2, 3, "new", "awaiting_payment", "ready", 3, [(13, 1, 19), (2, 1, 19)], 490, 0),
    ("000000003", 1, 2, "fulfilled", "paid", "shipped", 4, [(15, 1, 0)], 0, 0),
    ("000000004", 3, 1, "new", "paid", "ready", 5, [(4, 3, 20)], 700, 300),
    ("000000005", 2, 4, "cancelled", "cancelled", "cancelled", 6, [(14, 1, 19)], 490, 0),
    ("000000006", 1, 3, "new", "awaiting_payment", "ready", 7, [(7, 1, 10), (15, 2, 0)], 500, 0),
    ("000000007", 1, 1, "fulfilled", "paid", "shipped", 8, [(10, 1, 10)], 500, 250),
    ("000000008", 2, 2, "new", "awaiting_payment", "ready", 9, [(5, 4, 19)], 0, 0),
    ("000000009", 3, 3, "new", "awaiting_payment", "ready", 10, [(8, 1, 20)], 700, 0),
    ("000000010", 1, 4, "new", "paid", "ready", 11, [(11, 2, 10)], 500, 0),
    ("000000011", 2, 1, "new", "awaiting_payment", "ready", 12, [(12, 1, 19), (13, 2, 19)], 490, 0),
    ("000000012", 1, 2, "new", "awaiting_payment", "ready", 13, [(3, 1, 10)], 500, 0),
    (None, 1, 2, "cart", "cart", "cart", 14, [(2, 1, 0)], 0, 0),
    (None, 2, 4, "cart", "cart", "cart", 15, [], 0, 0),
    (None, 3, 1, "cart", "cart", "cart", 16, [(6, 2, 0), (15, 1, 0)], 0, 0),
]
_PAYMENT_STATE = {"awaiting_payment": "new", "paid": "completed", "cancelled": "cancelled"}
_CHANNEL = {channel["id"]: channel for channel in CHANNELS}
_VARIANT = {variant["id"]: variant for variant in VARIANTS}


def _adjustment(kind: str, label: str, amount: int) -> Record:
    return {"id": _next("parts"), "type": kind, "label": label, "amount": amount, "neutral": False}


def _address() -> Record:
    return {"id": _next("parts"), "firstName": "Ada", "lastName": "Lovelace", "city": "Berlin",
            "street": "1 Main Street", "postcode": "10115", "countryCode": "DE",
            "phoneNumber": None, "provinceCode": None, "provinceName": None}  # fmt: skip


def _item(variant_id: int, quantity: int, rate: int, channel: Record) -> Record:
    price = _VARIANT[variant_id]["channelPricings"][channel["code"]]["price"]
    taxes = [_adjustment("tax", f"VAT {rate}%", price * rate // 100)] if rate else []
    units = [{"id": _next("parts"), "adjustments": [dict(a, id=_next("parts")) for a in taxes]}
             for _ in range(quantity)]  # fmt: skip
    return {"id": _next("parts"), "variant": variant_id, "quantity": quantity, "unitPrice": price,
            "units": units, "adjustments": []}  # fmt: skip


def _order(order_id: int, spec: tuple[Any, ...]) -> Record:
    number, channel_id, customer_id, state, payment, shipping, day, lines, ship, promo = spec
    channel = _CHANNEL[channel_id]
    items = [_item(variant_id, quantity, rate, channel) for variant_id, quantity, rate in lines]
    adjustments = [_adjustment("shipping", "UPS", ship)] if ship else []
    if promo:
        adjustments.append(_adjustment("order_promotion", "Spring sale", -promo))
    placed = number is not None
    total = sum(item_totals(item)["total"] for item in items) + ship - promo
    date = f"2024-03-{day:02d}T10:30:00+0000"
    currency = channel["baseCurrency"]
    return {
        "id": order_id, "number": number, "state": state, "paymentState": payment,
        "shippingState": shipping, "checkoutState": "completed" if placed else "cart",
        "channel": channel_id, "customer": customer_id, "currencyCode": currency,
        "localeCode": channel["defaultLocale"], "checkoutCompletedAt": date if placed else None,
        "createdAt": date, "updatedAt": date, "items": items, "adjustments": adjustments,
        "shippingAddress": _address() if placed else None,
        "billingAddress": _address() if placed else None,
        "payments": [{"id": _next("parts"), "method": 1, "amount": total, "currencyCode": currency,
                      "state": _PAYMENT_STATE[payment]}] if placed else [],
        "shipments": [{"id": _next("parts"), "method": 1, "state": shipping,
                       "tracking": None}] if placed else [],
        "promotionCoupon": None,
    }  # fmt: skip


ORDERS = [_order(index + 1, spec) for index, spec in enumerate(_ORDERS)]


def example_records() -> dict[str, list[Record]]:
    """The example store (each stand-in copies it, so every app starts from the same records)."""
    return {
        "locales": LOCALES,
        "channels": CHANNELS,
        "taxCategories": TAX_CATEGORIES,
        "shippingCategories": SHIPPING_CATEGORIES,
        "productOptions": PRODUCT_OPTIONS,
        "products": PRODUCTS,
        "variants": VARIANTS,
        "customers": CUSTOMERS,
        "adminUsers": ADMIN_USERS,
        "paymentMethods": PAYMENT_METHODS,
        "shippingMethods": SHIPPING_METHODS,
        "orders": ORDERS,
        "oauthClients": [
            {
                "id": 1,
                "randomId": CLIENT_ID,
                "secret": CLIENT_SECRET,
                "allowedGrantTypes": ["password", "refresh_token"],
            },
        ],
    }
