"""The example store: three channels with different base currencies, products with options and
variants priced per channel, customers with and without an account, administrators (one without
API access, one disabled) and 40 placed orders in every state, with items, adjustments, payments
and shipments. More than one page (30) of orders and of variants.

Prices and totals are in minor units of the order's currency. Every call builds a fresh copy.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .state import Record, Store
from .totals import order_numbers

CHANNELS = {
    # code: (name, base currency, default locale, locales, currencies)
    "WEB": ("Web Store", "USD", "en_US", ["en_US"], ["USD", "EUR"]),
    "EU": ("Euro Store", "EUR", "de_DE", ["de_DE", "en_US", "fr_FR"], ["EUR"]),
    "PL": ("Sklep Polska", "PLN", "pl_PL", ["pl_PL", "en_US"], ["PLN"]),
}
CURRENCIES = {"USD": "US Dollar", "EUR": "Euro", "GBP": "British Pound", "PLN": "Polish Zloty"}
LOCALES = {"en_US": "English (United States)", "de_DE": "German (Germany)",
           "fr_FR": "French (France)", "pl_PL": "Polish (Poland)"}  # fmt: skip
OPTIONS = {
    "COLOR": ("Color", {"COLOR_RED": "Red", "COLOR_GREEN": "Green", "COLOR_BLUE": "Blue"}),
    "SIZE": ("Size", {"SIZE_S": "S", "SIZE_M": "M", "SIZE_L": "L"}),
}
# code: (name, option, taxon, channels, base price per channel)
PRODUCTS = {
    "MUG_CLASSIC": ("Classic mug", "COLOR", "MUGS", ["WEB", "EU"], {"WEB": 1200, "EU": 1100}),
    "MUG_TRAVEL": ("Travel mug", "COLOR", "MUGS", ["WEB", "EU"], {"WEB": 2400, "EU": 2200}),
    "MUG_ESPRESSO": ("Espresso cup", "COLOR", "MUGS", ["WEB"], {"WEB": 900}),
    "MUG_JUMBO": ("Jumbo mug", "COLOR", "MUGS", ["EU", "PL"], {"EU": 1500, "PL": 6500}),
    "MUG_ENAMEL": ("Enamel mug", "COLOR", "MUGS", ["WEB", "PL"], {"WEB": 1800, "PL": 7900}),
    "MUG_TEA": ("Tea mug", "COLOR", "MUGS", ["WEB", "EU", "PL"],
                {"WEB": 1300, "EU": 1250, "PL": 5400}),
    "CAP_BASEBALL": ("Baseball cap", "SIZE", "CAPS", ["WEB", "EU", "PL"],
                     {"WEB": 2500, "EU": 2300, "PL": 9900}),
    "CAP_BEANIE": ("Beanie", "SIZE", "CAPS", ["EU", "PL"], {"EU": 1900, "PL": 7500}),
    "CAP_SUN": ("Sun hat", "SIZE", "CAPS", ["WEB"], {"WEB": 3100}),
    "CAP_TRUCKER": ("Trucker cap", "SIZE", "CAPS", ["WEB", "EU"], {"WEB": 2700, "EU": 2600}),
    "CAP_BUCKET": ("Bucket hat", "SIZE", "CAPS", ["PL"], {"PL": 8900}),
    "CAP_VISOR": ("Visor", "SIZE", "CAPS", ["WEB", "PL"], {"WEB": 1600, "PL": 6900}),
}  # fmt: skip
GERMAN = {"MUG_CLASSIC": "Klassische Tasse", "MUG_TRAVEL": "Reisebecher", "CAP_BEANIE": "Mütze"}
# id: (email, first name, last name, group, created at, has an account)
CUSTOMERS = {
    1: ("oliver@example.com", "Oliver", "Queen", "retail", "2022-11-03 09:15:00", True),
    2: ("felicity@example.com", "Felicity", "Smoak", "wholesale", "2023-02-14 12:00:00", True),
    3: ("guest.anna@example.com", "Anna", "Nowak", None, "2023-05-20 18:30:00", False),
    4: ("dave@example.com", "Dave", "Lister", "retail", "2023-09-01 08:00:00", True),
    5: ("guest.jean@example.com", "Jean", "Dupont", None, "2024-01-12 10:45:00", False),
    6: ("klaus@example.com", "Klaus", "Weber", "wholesale", "2024-03-03 16:20:00", True),
    7: ("guest.mia@example.com", "Mia", None, None, "2024-06-30 07:05:00", False),
    8: ("zofia@example.com", "Zofia", "Kowalska", "retail", "2024-08-08 20:10:00", True),
}
# id: (email, username, first name, roles, enabled); every password is "sylius"
ADMINISTRATORS = {
    1: ("api@example.com", "api", "Ada", ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"], True),
    2: ("panel@example.com", "panel", "Paul", ["ROLE_ADMINISTRATION_ACCESS"], True),
    3: ("former@example.com", "former", "Fred", ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"],
        False),
}  # fmt: skip
# (order state, payment, shipment) per pattern; orders cycle through them
ORDER_STATES = [
    ("new", "new", "ready"),
    ("new", "completed", "ready"),
    ("fulfilled", "completed", "shipped"),
    ("new", "new", "ready"),
    ("cancelled", "cancelled", "cancelled"),
    ("fulfilled", "completed", "shipped"),
    ("new", "completed", "ready"),
]
ORDER_COUNT = 40
STAMP = "2022-06-01 08:00:00"


def _token(number: int) -> str:
    """A token value like Sylius's (10 characters), fixed for each order number."""
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    digest = hashlib.sha256(f"order-{number}".encode()).digest()
    return "".join(alphabet[b % len(alphabet)] for b in digest[:10])


def _catalogue(records: dict[str, dict[Any, Record]]) -> None:
    def coded(kind: str, names: dict[str, str]) -> None:
        records[kind] = {
            code: {"id": i, "code": code, "name": name}
            for i, (code, name) in enumerate(names.items(), 1)
        }

    coded("currencies", CURRENCIES)
    coded("locales", LOCALES)
    coded("customer_groups", {"retail": "Retail", "wholesale": "Wholesale"})
    coded("taxons", {"MUGS": "Mugs", "CAPS": "Caps"})
    coded(
        "payment_methods",
        {"CASH_ON_DELIVERY": "Cash on delivery", "BANK_TRANSFER": "Bank transfer"},
    )
    coded("shipping_methods", {"UPS": "UPS", "DHL": "DHL Express"})
    for kind, names in (
        ("tax_categories", {"standard": "Standard rate", "reduced": "Reduced rate"}),
        ("shipping_categories", {"standard": "Standard parcel", "oversized": "Oversized parcel"}),
    ):
        coded(kind, names)
        for record in records[kind].values():
            record.update(description=f"{record['name']} goods", createdAt=STAMP, updatedAt=STAMP)
    records["channels"] = {}
    for i, (code, (name, base, locale, locales, currencies)) in enumerate(CHANNELS.items(), 1):
        records["channels"][code] = {
            "id": i, "code": code, "name": name, "enabled": True, "description": None,
            "hostname": f"{code.lower()}.shop.example", "color": None, "baseCurrency": base,
            "defaultLocale": locale, "defaultTaxZone": None,
            "taxCalculationStrategy": "order_items_based", "currencies": currencies,
            "locales": locales, "countries": [], "themeName": None,
            "contactEmail": f"{code.lower()}@shop.example", "contactPhoneNumber": None,
            "skippingShippingStepAllowed": False, "skippingPaymentStepAllowed": False,
            "accountVerificationRequired": True, "shippingAddressInCheckoutRequired": False,
            "shopBillingData": {"id": i, "company": f"{name} Ltd", "taxId": f"TX{i:04d}",
                                   "countryCode": {"WEB": "US", "EU": "DE"}.get(code, code),
                                   "street": "1 Market Street", "city": "Springfield",
                                   "postcode": f"{i:05d}"},
            "menuTaxon": None,
            "channelPriceHistoryConfig": {
                "id": i, "lowestPriceForDiscountedProductsVisible": True,
                "lowestPriceForDiscountedProductsCheckingPeriod": 30,
                "taxonsExcludedFromShowingLowestPrice": [],
            },
        }  # fmt: skip
    records["product_options"], records["product_option_values"] = {}, {}
    for i, (code, (name, values)) in enumerate(OPTIONS.items(), 1):
        records["product_options"][code] = {
            "id": i, "code": code, "position": i - 1, "values": list(values),
            "translations": {"en_US": {"id": 100 + i, "name": name}},
            "createdAt": STAMP, "updatedAt": STAMP,
        }  # fmt: skip
        for value_code, value in values.items():
            records["product_option_values"][value_code] = {
                "id": len(records["product_option_values"]) + 1, "code": value_code,
                "option": code, "translations": {"en_US": {"id": 200 + len(
                    records["product_option_values"]), "value": value}},
            }  # fmt: skip


def _products(records: dict[str, dict[Any, Record]]) -> None:
    records["products"], records["product_variants"], records["product_taxons"] = {}, {}, {}
    translation_id, pricing_id = 1000, 5000
    for i, (code, (name, option, taxon, channels, prices)) in enumerate(PRODUCTS.items(), 1):
        created = f"2022-{(i % 9) + 1:02d}-1{i % 10} 10:00:00"
        translations = {"en_US": {"id": translation_id + i, "name": name,
                                  "slug": code.lower().replace("_", "-"),
                                  "description": f"A {name.lower()}.", "shortDescription": None,
                                  "metaKeywords": None, "metaDescription": None}}  # fmt: skip
        if code in GERMAN:
            german = {"name": GERMAN[code], "slug": GERMAN[code].lower()}
            translations["de_DE"] = {
                **translations["en_US"],
                "id": translation_id + 100 + i,
                **german,
            }
        records["products"][code] = {
            "id": i, "code": code, "variantSelectionMethod": "choice", "enabled": i != 12,
            "options": [option], "mainTaxon": taxon, "channels": channels, "reviews": [],
            "associations": [], "attributes": [], "averageRating": 0, "images": [],
            "translations": translations, "createdAt": created, "updatedAt": created,
        }  # fmt: skip
        records["product_taxons"][i] = {"id": i, "product": code, "taxon": taxon, "position": 0}
        for position, value in enumerate(OPTIONS[option][1]):
            variant_id = len(records["product_variants"]) + 1
            label = OPTIONS[option][1][value]
            pricings: dict[str, Record] = {}
            for channel in channels:
                pricing_id += 1
                price = prices[channel] + 100 * position
                pricings[channel] = {
                    "id": pricing_id, "price": price,
                    "originalPrice": price + 300 if variant_id % 4 == 0 else None,
                    "lowestPriceBeforeDiscount": None, "minimumPrice": 0, "appliedPromotions": [],
                }  # fmt: skip
            records["product_variants"][f"{code}_{value.split('_')[1]}"] = {
                "id": variant_id, "code": f"{code}_{value.split('_')[1]}", "product": code,
                "optionValues": [value], "channelPricings": pricings,
                "translations": {"en_US": {"id": 3000 + variant_id, "name": f"{name}, {label}"}},
                "enabled": True, "position": position, "tracked": variant_id % 3 != 0,
                "onHold": 0, "onHand": 5 * (variant_id % 7) + 3,
                "weight": 0.35 if option == "COLOR" else 0.1,
                "width": None, "height": None, "depth": None,
                "taxCategory": "reduced" if option == "COLOR" else "standard",
                "shippingCategory": "oversized" if code == "MUG_JUMBO" else "standard",
                "shippingRequired": True, "createdAt": created, "updatedAt": created,
            }  # fmt: skip


def _people(records: dict[str, dict[Any, Record]]) -> None:
    records["administrators"] = {
        i: {"id": i, "email": email, "username": user, "password": "sylius", "enabled": enabled,
            "firstName": first, "lastName": "Admin", "localeCode": "en_US", "avatar": None,
            "createdAt": STAMP, "updatedAt": STAMP, "verifiedAt": None, "lastLogin": None,
            "roles": roles}
        for i, (email, user, first, roles, enabled) in ADMINISTRATORS.items()
    }  # fmt: skip
    records["customers"], records["addresses"] = {}, {}
    for i, (email, first, last, group, created, account) in CUSTOMERS.items():
        records["addresses"][i] = {
            "id": i, "firstName": first, "lastName": last or "Doe", "phoneNumber": None,
            "company": "Wholesale Co" if group == "wholesale" else None, "countryCode": "US",
            "provinceName": None, "street": f"{i} Elm Street", "city": "Springfield",
            "postcode": f"{10000 + i}",
        }  # fmt: skip
        user = {"id": i, "enabled": i != 4, "verified": i % 2 == 0, "password": "secret"}
        records["customers"][i] = {
            "id": i, "email": email, "firstName": first, "lastName": last, "birthday": None,
            "gender": "u", "group": group, "phoneNumber": None,
            "subscribedToNewsletter": i % 3 == 0,
            "createdAt": created, "defaultAddress": i if account else None,
            "user": user if account else None,
        }  # fmt: skip


def _orders(records: dict[str, dict[Any, Record]]) -> None:
    for kind in ("orders", "order_items", "adjustments", "payments", "shipments"):
        records[kind] = {}
    channels = list(CHANNELS)
    unit_id = 0
    for number in range(1, ORDER_COUNT + 1):
        channel = channels[number % len(channels)]
        customer = records["customers"][number % len(CUSTOMERS) + 1]
        state, payment_state, shipment_state = ORDER_STATES[number % len(ORDER_STATES)]
        token = _token(number)
        placed = (
            f"{2023 + number % 2}-{number % 12 + 1:02d}-{number % 27 + 1:02d} 1{number % 10}:30:00"
        )
        address = len(records["addresses"]) + 1
        records["addresses"][address] = {**records["addresses"][customer["id"]], "id": address}
        records["orders"][token] = {
            "id": number, "number": f"{number:09d}", "tokenValue": token, "channel": channel,
            "customer": customer["id"], "currencyCode": CHANNELS[channel][1],
            "localeCode": CHANNELS[channel][2], "checkoutState": "completed", "state": state,
            "paymentState": {"new": "awaiting_payment", "completed": "paid",
                             "cancelled": "cancelled"}[payment_state],
            "shippingState": shipment_state, "checkoutCompletedAt": placed,
            "customerIp": f"192.0.2.{number}",
            "notes": "Leave at the door" if number % 5 == 0 else None,
            "shippingAddress": address, "billingAddress": address, "promotionCoupon": None,
            "createdAt": placed, "updatedAt": placed,
        }  # fmt: skip
        sold = [v for v in records["product_variants"].values() if channel in v["channelPricings"]]
        shipment_units = []
        for line in range(1 + number % 2):
            variant = sold[(number * 7 + line * 5) % len(sold)]
            quantity = 1 + (number + line) % 3
            item_id = len(records["order_items"]) + 1
            units = list(range(unit_id + 1, unit_id + quantity + 1))
            unit_id += quantity
            shipment_units += units
            price = variant["channelPricings"][channel]["price"]
            product = records["products"][variant["product"]]
            records["order_items"][item_id] = {
                "id": item_id, "order": token, "variant": variant["code"],
                "productName": product["translations"]["en_US"]["name"],
                "variantName": variant["translations"]["en_US"]["name"], "quantity": quantity,
                "unitPrice": price, "originalUnitPrice": price, "units": units,
            }  # fmt: skip
            for unit in units:
                if number % 4 == 0:
                    _adjust(records, "order_promotion", "Spring sale", -price // 10, unit=unit)
                if channel == "EU":
                    _adjust(records, "tax", "VAT (19%)", price * 19 // 119, unit=unit, neutral=True)
        shipment_id = number
        records["shipments"][shipment_id] = {
            "id": shipment_id, "order": token, "method": "UPS" if number % 3 else "DHL",
            "state": shipment_state, "units": shipment_units,
            "tracking": f"1Z{number:08d}" if shipment_state == "shipped" else None,
            "shippedAt": placed if shipment_state == "shipped" else None,
            "createdAt": placed, "updatedAt": placed,
        }  # fmt: skip
        _adjust(records, "shipping", records["shipments"][shipment_id]["method"],
                500 + 100 * (number % 3), order=token, shipment=shipment_id)  # fmt: skip
        records["payments"][number] = {
            "id": number, "order": token,
            "method": "BANK_TRANSFER" if number % 2 else "CASH_ON_DELIVERY",
            "currencyCode": CHANNELS[channel][1], "amount": 0, "state": payment_state,
            "details": [], "createdAt": placed, "updatedAt": placed,
        }  # fmt: skip
    store = Store(records)
    for payment in records["payments"].values():
        payment["amount"] = order_numbers(store, records["orders"][payment["order"]])["total"]


def _adjust(
    records: dict[str, dict[Any, Record]],
    type_: str,
    label: str,
    amount: int,
    *,
    unit: int | None = None,
    order: str | None = None,
    shipment: int | None = None,
    neutral: bool = False,
) -> None:
    adjustment_id = len(records["adjustments"]) + 1
    records["adjustments"][adjustment_id] = {
        "id": adjustment_id, "type": type_, "label": label, "amount": amount, "neutral": neutral,
        "locked": False, "order": order, "orderItem": None, "orderItemUnit": unit,
        "shipment": shipment,
    }  # fmt: skip


def example_records() -> dict[str, dict[Any, Record]]:
    """A fresh copy of the example store, keyed by resource then by each record's identifier."""
    records: dict[str, dict[Any, Record]] = {}
    _catalogue(records)
    _products(records)
    _people(records)
    _orders(records)
    return records
