"""What each representation shows, by serialization group, as the serializer YAML says.

One table per model: ``(json key, groups, getter)``. JMS Serializer shows a property when one of
its groups is in the request's groups (a property without groups is in ``Default``; a route that
names no groups shows everything, ``groups=None``), leaves out nulls, and writes an empty
collection as ``[]``. Relations (``_links``) follow the same rule; one without exclusion groups
is in ``Default``. Field sources: ``Resources/config/serializer/*.yml`` of each bundle (README).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .store import Record, SyliusState

D, DET, CART = "Default", "Detailed", "DetailedCart"
ALL3 = frozenset({D, DET, CART})
D_DET = frozenset({D, DET})
ONLY_D = frozenset({D})
ONLY_DET = frozenset({DET})
DET_CART = frozenset({DET, CART})
API = "/api/v1"  # links name version 1 whatever prefix the request used


@dataclass(frozen=True)
class View:
    """One serialization: the groups asked for, and the store to follow references in."""

    state: SyliusState
    groups: frozenset[str] | None

    def shows(self, groups: frozenset[str]) -> bool:
        return self.groups is None or bool(groups & self.groups)


Getter = Callable[[Record, View], Any]
Table = tuple[tuple[str, frozenset[str], Getter], ...]


def field(name: str) -> Getter:
    return lambda record, view: record.get(name)


def render(table: Table, record: Record, view: View) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, groups, getter in table:
        if view.shows(groups):
            value = getter(record, view)
            if value is not None:
                out[key] = value
    return out


def keyed(entries: dict[str, Any]) -> dict[str, Any] | list[Any]:
    """A collection indexed by code: an object, or ``[]`` when empty (PHP arrays)."""
    return entries if entries else []


def links(*rels: tuple[str, frozenset[str], Callable[[Record, View], str | None]]) -> Getter:
    def build(record: Record, view: View) -> dict[str, Any] | None:
        out = {}
        for rel, groups, href in rels:
            target = href(record, view) if view.shows(groups) else None
            if target is not None:
                out[rel] = {"href": target}
        return out or None

    return build


def translations(keys: tuple[str, ...]) -> Getter:
    """Translation entities (id, locale, then their own texts, nulls left out)."""

    def build(record: Record, view: View) -> Any:
        return keyed(
            {
                locale: {k: t[k] for k in ("id", "locale", *keys) if t.get(k) is not None}
                for locale, t in record.get("translations", {}).items()
            }
        )

    return build


def category(route: str) -> Table:
    return (
        ("id", D_DET, field("id")),
        ("code", D_DET, field("code")),
        ("name", D_DET, field("name")),
        ("description", ONLY_DET, field("description")),
        ("createdAt", ONLY_DET, field("createdAt")),
        ("updatedAt", ONLY_DET, field("updatedAt")),
        ("_links", ONLY_D, links(("self", ONLY_D, lambda r, v: f"{API}/{route}/{r['code']}"))),
    )


TAX_CATEGORY = category("tax-categories")
SHIPPING_CATEGORY = category("shipping-categories")
LOCALE: Table = (
    ("id", D_DET, field("id")),
    ("code", D_DET, field("code")),
    ("createdAt", ONLY_DET, field("createdAt")),
    ("updatedAt", ONLY_DET, field("updatedAt")),
    ("_links", ONLY_D, links(("self", ONLY_D, lambda r, v: f"{API}/locales/{r['code']}"))),
)
CHANNEL: Table = (
    ("id", D_DET, field("id")),
    ("code", ALL3, field("code")),
    ("name", ONLY_DET, field("name")),
    ("description", ONLY_DET, field("description")),
    ("hostname", ONLY_DET, field("hostname")),
    ("color", ONLY_DET, field("color")),
    ("createdAt", ONLY_DET, field("createdAt")),
    ("updatedAt", ONLY_DET, field("updatedAt")),
    ("enabled", ONLY_DET, field("enabled")),
    ("taxCalculationStrategy", ONLY_DET, field("taxCalculationStrategy")),
    ("_links", ALL3, links(("self", ALL3, lambda r, v: f"{API}/channels/{r['code']}"))),
)


def ref(kind: str, table: Table, key: str) -> Getter:
    """A referenced record (by id), rendered with the same groups."""

    def build(record: Record, view: View) -> Any:
        target = view.state.get(kind, record.get(key))
        return None if target is None else render(table, target, view)

    return build


def many(kind: str, table: Table, key: str) -> Getter:
    def build(record: Record, view: View) -> Any:
        targets = (view.state.get(kind, target_id) for target_id in record.get(key, []))
        return [render(table, target, view) for target in targets if target is not None]

    return build


def option_values(record: Record, view: View) -> list[dict[str, Any]]:
    values = {v["id"]: v for o in view.state.all("productOptions") for v in o["values"]}
    return [render(OPTION_VALUE, values[i], view) for i in record.get("optionValues", [])]


def product_code(record: Record, view: View) -> str:
    return str(view.state.get("products", record["product"])["code"])  # type: ignore[index]


OPTION_VALUE: Table = (
    ("code", ALL3, field("code")),
    ("translations", ALL3, translations(("value",))),
)
PRODUCT_OPTION: Table = (
    ("id", D_DET, field("id")),
    ("code", D_DET, field("code")),
    ("position", D_DET, field("position")),
    ("values", D_DET, lambda r, v: [render(OPTION_VALUE, value, v) for value in r["values"]]),
    ("translations", D_DET, translations(("name",))),
    ("_links", ONLY_D, links(("self", ONLY_D, lambda r, v: f"{API}/product-options/{r['code']}"))),
)


def pricings(record: Record, view: View) -> Any:
    return keyed(
        {
            code: {k: p[k] for k in ("channelCode", "price") if p.get(k) is not None}
            for code, p in record.get("channelPricings", {}).items()
        }
    )


VARIANT: Table = (
    ("id", ALL3, field("id")),
    ("code", ALL3, field("code")),
    ("optionValues", ALL3, option_values),
    ("position", ALL3, field("position")),
    ("translations", ALL3, translations(("name",))),
    ("version", D_DET, field("version")),
    ("onHold", ONLY_DET, field("onHold")),
    ("onHand", ONLY_DET, field("onHand")),
    ("tracked", ALL3, field("tracked")),
    ("width", ONLY_DET, field("width")),
    ("height", ONLY_DET, field("height")),
    ("depth", ONLY_DET, field("depth")),
    ("weight", ONLY_DET, field("weight")),
    ("taxCategory", ALL3, ref("taxCategories", TAX_CATEGORY, "taxCategory")),
    ("shippingCategory", ALL3, ref("shippingCategories", SHIPPING_CATEGORY, "shippingCategory")),
    ("channelPricings", ALL3, pricings),
    (
        "_links",
        ALL3,
        links(
            (
                "self",
                ONLY_D,
                lambda r, v: f"{API}/products/{product_code(r, v)}/variants/{r['code']}",
            ),
            ("product", ONLY_DET, lambda r, v: f"{API}/products/{product_code(r, v)}"),
        ),
    ),
)


def product_name(record: Record, view: View) -> str | None:
    """Product::getName() in the request's locale (the store's), or nothing."""
    translation = record["translations"].get(view.state.default_locale())
    return None if translation is None else translation.get("name")


PRODUCT: Table = (
    ("id", D_DET, field("id")),
    ("name", D_DET, product_name),
    ("code", D_DET, field("code")),
    ("attributes", ONLY_DET, lambda r, v: []),
    ("options", D_DET, many("productOptions", PRODUCT_OPTION, "options")),
    ("associations", ONLY_DET, lambda r, v: []),
    ("translations", ONLY_DET, translations(("name", "slug", "description", "shortDescription"))),
    ("productTaxons", ONLY_DET, lambda r, v: []),
    ("channels", ONLY_DET, many("channels", CHANNEL, "channels")),
    ("reviews", ONLY_DET, lambda r, v: []),
    ("averageRating", D_DET, field("averageRating")),
    ("images", D_DET, field("images")),
    (
        "_links",
        D_DET,
        links(
            ("self", ONLY_D, lambda r, v: f"{API}/products/{r['code']}"),
            ("variants", ONLY_DET, lambda r, v: f"{API}/products/{r['code']}/variants/"),
        ),
    ),
)
SHOP_USER: Table = (
    ("id", ALL3, field("id")),
    ("username", ALL3, field("username")),
    ("usernameCanonical", DET_CART, field("usernameCanonical")),
    ("roles", ONLY_DET, field("roles")),
    ("enabled", D_DET, field("enabled")),
)
ADMIN_USER: Table = (
    ("id", ALL3, field("id")),
    ("username", ALL3, field("username")),
    ("usernameCanonical", DET_CART, field("usernameCanonical")),
    ("roles", ONLY_DET, field("roles")),
    ("email", ALL3, field("email")),
    ("emailCanonical", DET_CART, field("emailCanonical")),
    ("enabled", D_DET, field("enabled")),
    ("firstName", ONLY_DET, field("firstName")),
    ("lastName", ONLY_DET, field("lastName")),
)
CUSTOMER: Table = (
    ("id", ALL3, field("id")),
    ("user", ALL3, lambda r, v: None if r.get("user") is None else render(SHOP_USER, r["user"], v)),
    ("email", ALL3, field("email")),
    ("emailCanonical", ONLY_DET, field("emailCanonical")),
    ("firstName", ALL3, field("firstName")),
    ("lastName", ALL3, field("lastName")),
    ("birthday", ONLY_DET, field("birthday")),
    ("gender", ONLY_DET, field("gender")),
    ("group", ONLY_DET, field("group")),
    ("_links", ALL3, links(("self", ALL3, lambda r, v: f"{API}/customers/{r['id']}"))),
)
