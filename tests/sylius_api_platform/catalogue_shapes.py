"""Catalogue and people as the admin API shows them: administrators, customers, channels,
product options and values, products, variants, tax and shipping categories. From the
serialization groups (``Resources/config/serialization/*.xml``) and the answers in
``tests/Api/Responses/admin/**`` of each branch; README.md cites the files per resource."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import Field, Getter, plain, ref, refs, translated, translations
from .state import Flavour, Record

if TYPE_CHECKING:
    from .render import Render


def channel_pricings(record: Record, render: Render) -> dict[str, Any]:
    return {
        channel: {
            "@id": render.iri("channel_pricings", entry, owner=record, key=channel),
            "@type": "ChannelPricing",
            **{
                name: entry.get(name)
                for name in (
                    "price",
                    "originalPrice",
                    "lowestPriceBeforeDiscount",
                    "minimumPrice",
                    "appliedPromotions",
                )
            },
        }
        for channel, entry in record["channelPricings"].items()
    }


def administrator(f: Flavour, group: str) -> list[Field]:
    return plain(
        "firstName", "lastName", "localeCode", "avatar", "id", "username", "lastLogin",
        "verifiedAt", "email", "createdAt", "updatedAt", "enabled",
    )  # fmt: skip


def _shop_user(record: Record, render: Render) -> dict[str, Any] | None:
    user = record.get("user")
    if user is None:
        return None
    return {
        "@id": render.iri("shop_users", user),
        "@type": "ShopUser",
        "enabled": user["enabled"],
        "verified": user["verified"],
    }


def _full_name(record: Record, render: Render) -> str:
    return " ".join(part for part in (record.get("firstName"), record.get("lastName")) if part)


def customer(f: Flavour, group: str) -> list[Field]:
    return [
        ("defaultAddress", ref("addresses", "defaultAddress")),
        ("user", _shop_user),
        *plain("id", "email", "firstName", "lastName", "birthday", "gender"),
        ("group", ref("customer_groups", "group")),
        *plain("phoneNumber", "subscribedToNewsletter", "createdAt"),
        ("fullName", _full_name),
    ]


def _embedded_or_iri(name: str, kind: str, type_name: str, names: tuple[str, ...]) -> Getter:
    """1.x names a channel's billing data and price history by IRI; 2.x embeds them."""

    def get(record: Record, render: Render) -> Any:
        data = record.get(name)
        if data is None:
            return None
        if not render.flavour.v2:
            return render.iri(kind, data)
        body: dict[str, Any] = {"@type": type_name}
        for key in names:
            value = data.get(key)
            body[key] = (
                [render.ref("taxons", t) for t in value] if key.startswith("taxons") else value
            )
        return body

    return get


def channel(f: Flavour, group: str) -> list[Field]:
    return [
        *plain("code", "name", "enabled", "description", "hostname", "color"),
        ("baseCurrency", ref("currencies", "baseCurrency")),
        ("defaultLocale", ref("locales", "defaultLocale")),
        *plain("defaultTaxZone", "taxCalculationStrategy"),
        ("currencies", refs("currencies", "currencies")),
        ("locales", refs("locales", "locales")),
        *plain("countries", "themeName", "contactEmail", "contactPhoneNumber"),
        *plain("skippingShippingStepAllowed", "skippingPaymentStepAllowed"),
        *plain("accountVerificationRequired", "shippingAddressInCheckoutRequired"),
        (
            "shopBillingData",
            _embedded_or_iri(
                "shopBillingData",
                "shop_billing_datas",
                "ShopBillingData",
                ("company", "taxId", "countryCode", "street", "city", "postcode"),
            ),
        ),
        ("menuTaxon", ref("taxons", "menuTaxon")),
        (
            "channelPriceHistoryConfig",
            _embedded_or_iri(
                "channelPriceHistoryConfig",
                "channel_price_history_configs",
                "ChannelPriceHistoryConfig",
                (
                    "lowestPriceForDiscountedProductsVisible",
                    "lowestPriceForDiscountedProductsCheckingPeriod",
                    "taxonsExcludedFromShowingLowestPrice",
                ),
            ),
        ),
    ]


def product_option(f: Flavour, group: str) -> list[Field]:
    return [
        *([] if f.v2 else plain("id")),
        *plain("code", "position"),
        ("values", refs("product_option_values", "values")),
        *plain("createdAt", "updatedAt"),
        (
            "translations",
            translations(
                "product_option_translations", "ProductOptionTranslation", ("name",), not f.v2
            ),
        ),
        ("name", translated("name")),
    ]


def product_option_value(f: Flavour, group: str) -> list[Field]:
    kind = "product_option_value_translations" if f.v2 else None
    return [
        *([] if f.v2 else plain("id")),
        *plain("code"),
        ("option", ref("product_options", "option")),
        ("translations", translations(kind, "ProductOptionValueTranslation", ("value",), not f.v2)),
        ("value", translated("value")),
    ]


def _variants(record: Record, render: Render) -> list[str]:
    found = render.store.where("product_variants", product=record["code"])
    ordered = sorted(found, key=lambda variant: (variant["position"] or 0, variant["id"]))
    return [render.iri("product_variants", variant) for variant in ordered]


def _product_taxons(record: Record, render: Render) -> list[str]:
    links = render.store.where("product_taxons", product=record["code"])
    return [render.iri("product_taxons", link) for link in links]


def product(f: Flavour, group: str) -> list[Field]:
    text = ("name", "slug", "description", "shortDescription", "metaKeywords", "metaDescription")
    return [
        *plain("id", "code", "variantSelectionMethod", "enabled"),
        ("options", refs("product_options", "options")),
        ("variants", _variants),
        ("mainTaxon", ref("taxons", "mainTaxon")),
        ("productTaxons", _product_taxons),
        ("channels", refs("channels", "channels")),
        *plain("reviews", "associations", "attributes", "averageRating", "images"),
        ("translations", translations("product_translations", "ProductTranslation", text, True)),
        *plain("createdAt", "updatedAt"),
    ]


def product_variant(f: Flavour, group: str) -> list[Field]:
    return [
        *plain("code"),
        ("product", ref("products", "product")),
        ("optionValues", refs("product_option_values", "optionValues")),
        ("channelPricings", channel_pricings),
        (
            "translations",
            translations(
                "product_variant_translations", "ProductVariantTranslation", ("name",), not f.v2
            ),
        ),
        *plain("enabled", "position", "tracked", "onHold", "onHand"),
        *plain("weight", "width", "height", "depth"),
        ("taxCategory", ref("tax_categories", "taxCategory")),
        ("shippingCategory", ref("shipping_categories", "shippingCategory")),
        *plain("shippingRequired", "createdAt", "updatedAt"),
    ]


def category(f: Flavour, group: str) -> list[Field]:
    return plain("id", "code", "name", "description", "createdAt", "updatedAt")
