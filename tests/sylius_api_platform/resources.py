"""The admin operations each flavour declares, as data: method, path, what answers, and for
collections the declared filters, default order and paging.

Sources (paths relative to ``src/Sylius/Bundle/ApiBundle/Resources/config``): 1.13/1.14 declare
resources in ``api_resources/*.xml`` and filters in ``services/filters.xml``; 2.x in
``api_platform/resources/admin/*.xml`` and ``services/admin/filters.xml``; the token and statistics
routes come from ``routing.yml``. README.md lists every route with its source.
"""

from __future__ import annotations

from dataclasses import dataclass

from .iris import template_pattern
from .state import Flavour


@dataclass(frozen=True)
class Filter:
    """One declared API Platform filter property. ``strategy=None`` is a search filter declared
    without a strategy: exact matching, but no ``[]`` variable in the hydra template."""

    kind: str  # search | order | date | range | channel | translation_order | catalog_promotion
    prop: str = ""
    strategy: str | None = "exact"


@dataclass(frozen=True)
class Listing:
    filters: tuple[Filter, ...] = ()
    order: tuple[tuple[str, str], ...] = ()
    paginated: bool = True


@dataclass(frozen=True)
class Route:
    method: str
    path: str  # below /api/v2
    action: str
    kind: str = ""
    group: str = "show"
    listing: Listing | None = None
    public: bool = False
    parent: tuple[str, str] = ("", "")  # sub-collections: (parent kind, field naming the parent)
    note: str = ""


def search(*props: str, strategy: str | None = "exact") -> tuple[Filter, ...]:
    return tuple(Filter("search", p, strategy) for p in props)


def ordering(*props: str) -> tuple[Filter, ...]:
    return tuple(Filter("order", p) for p in props)


def crud(path: str, kind: str, ops: str, listing: Listing = Listing()) -> list[Route]:
    """The usual five operations of a resource; ``ops`` says which are modelled (L G P U D) and
    ``-`` marks one Sylius declares but the stand-in does not model (answers 501)."""
    item = path + "/{" + ("id" if kind in ID_KEYED else "code") + "}"
    table = {
        "L": ("GET", path, "list", "index"),
        "G": ("GET", item, "get", "show"),
        "P": ("POST", path, "post", "show"),
        "U": ("PUT", item, "put", "show"),
        "D": ("DELETE", item, "delete", "show"),
    }
    routes = []
    for letter, modelled in zip(ops[::2], ops[1::2], strict=True):
        method, route_path, action, group = table[letter]
        routes.append(
            Route(
                method,
                route_path,
                action if modelled == "+" else "not_modelled",
                kind,
                group,
                listing if action == "list" else None,
            )
        )
    return routes


ID_KEYED = {"administrators", "customers", "payments", "shipments", "order_items", "adjustments"}

ORDER_SEARCH_V1 = (
    Filter("search", "channel.code", None),
    *search("currencyCode", "customer.id"),
    Filter("date", "checkoutCompletedAt"),
    *ordering("number"),
    *search("items.productName", "shipments.method.code"),
    Filter("range", "total"),
    *search("items.variant.translations.name"),
)
ORDER_SEARCH_V2 = (
    Filter("search", "channel.code", None),
    *search("currencyCode", "customer.id", "items.productName", "shipments.method.code"),
    *search("items.variant.translations.name"),
    Filter("date", "checkoutCompletedAt"),
    Filter("range", "total"),
    *ordering("number"),
)
PRODUCT_FILTERS_V1 = (
    *search("translations.name", strategy="partial"),
    *ordering("code", "createdAt"),
    *search("productTaxons.taxon.code"),
    Filter("channel"),
    Filter("translation_order"),
)
PRODUCT_FILTERS_V2 = (
    *search("code", "translations.name", strategy="partial"),
    *search("productTaxons.taxon.code", "mainTaxon.code"),
    Filter("channel"),
    Filter("translation_order"),
    *ordering("code", "createdAt"),
)


def routes(flavour: Flavour) -> list[Route]:
    v2 = flavour.v2
    by_channel = search("state", "order.channel.code")
    return [
        Route("POST", "/admin/administrators/token", "token", public=True),
        Route("POST", "/admin/administrators/reset-password", "reset_request", public=True),
        Route("PATCH", "/admin/administrators/reset-password/{token}", "not_modelled", public=True),
        *crud("/admin/administrators", "administrators", "L+G+P+U+D+"),
        *crud(
            "/admin/customers",
            "customers",
            "L+G+P-U+",
            Listing(
                (
                    *search("email", "firstName", "lastName", strategy="partial"),
                    *search("group.name"),
                    *ordering("createdAt", "email", "firstName", "lastName"),
                )
                if v2
                else search("group.name"),
                order=(("createdAt", "desc"),),
            ),
        ),
        Route("GET", "/admin/customers/{id}/statistics", "not_modelled", "customers"),
        Route("DELETE", "/admin/customers/{id}/user", "delete_user", "customers"),
        *crud("/admin/channels", "channels", "L+G+P-U-D-", Listing()),
        *crud("/admin/currencies", "currencies", "L+G+P-", Listing()),
        *crud(
            "/admin/locales",
            "locales",
            "L+G+P-D-",
            Listing(search("code", strategy="partial")) if v2 else Listing(paginated=False),
        ),
        *crud(
            "/admin/products",
            "products",
            "L+G+P-U-D-",
            Listing(PRODUCT_FILTERS_V2 if v2 else PRODUCT_FILTERS_V1, order=(("code", "asc"),)),
        ),
        *crud(
            "/admin/product-variants",
            "product_variants",
            "L+G+P+U+D+",
            Listing(
                (
                    *ordering("position"),
                    *search("product"),
                    *search("code", "translations.name", strategy="partial"),
                    Filter("catalog_promotion"),
                )
                if v2
                else (*ordering("position"), *search("product"), Filter("catalog_promotion")),
                order=(("position", "asc"),) if v2 else (),
            ),
        ),
        *crud(
            "/admin/product-options",
            "product_options",
            "L+G+P-U-D-",
            Listing(
                search("code", "translations.name", strategy="partial") if v2 else (),
                order=(("position", "asc"),),
            ),
        ),
        Route(
            "GET",
            "/admin/product-options/{code}/values",
            "list",
            "product_option_values",
            "show",
            Listing(),
            parent=("product_options", "option"),
        ),
        Route(
            "GET",
            "/admin/product-options/{option}/values/{code}"
            if v2
            else "/admin/product-option-values/{code}",
            "get",
            "product_option_values",
        ),
        *crud(
            "/admin/tax-categories",
            "tax_categories",
            "L+G+P+U+D-",
            Listing(search("code", "name", strategy="partial") if v2 else ()),
        ),
        *crud("/admin/shipping-categories", "shipping_categories", "L+G+P+U+D-", Listing()),
        Route(
            "GET",
            "/admin/orders",
            "list",
            "orders",
            "index",
            Listing(ORDER_SEARCH_V2 if v2 else ORDER_SEARCH_V1, order=(("number", "desc"),)),
        ),
        Route("GET", "/admin/orders/{tokenValue}", "get", "orders"),
        Route("PATCH", "/admin/orders/{tokenValue}/cancel", "cancel", "orders"),
        Route("POST", "/admin/orders/{tokenValue}/resend-confirmation-email", "not_modelled"),
        Route("GET", "/admin/orders/{tokenValue}/adjustments", "order_adjustments", "orders"),
        *[
            Route(
                "GET",
                f"/admin/orders/{{tokenValue}}/{name}",
                "list",
                name,
                "index",
                Listing(),
                parent=("orders", "order"),
            )
            for name in ("payments", "shipments")
        ],
        Route(
            "GET",
            "/admin/payments",
            "list",
            "payments",
            "index",
            Listing(
                (*by_channel, *ordering("createdAt")) if v2 else by_channel,
                order=(("createdAt", "desc"),),
            ),
        ),
        Route("GET", "/admin/payments/{id}", "get", "payments"),
        Route("PATCH", "/admin/payments/{id}/complete", "complete", "payments", "step"),
        *(
            [Route("PATCH", "/admin/payments/{id}/refund", "refund", "payments", "step")]
            if v2
            else []
        ),
        Route(
            "GET",
            "/admin/shipments",
            "list",
            "shipments",
            "index",
            Listing((*by_channel, *search("method.code")), order=(("createdAt", "desc"),)),
        ),
        Route("GET", "/admin/shipments/{id}", "get", "shipments"),
        Route("PATCH", "/admin/shipments/{id}/ship", "ship", "shipments"),
        Route("POST", "/admin/shipments/{id}/resend-confirmation-email", "not_modelled"),
        Route("GET", "/admin/shipments/{id}/adjustments", "not_modelled"),
        Route("GET", "/admin/order-items/{id}", "get", "order_items"),
        Route("GET", "/admin/order-item-units/{id}", "not_modelled"),
        Route("GET", "/admin/adjustments/{id}", "get", "adjustments"),
        # 1.x declares the IRI's route with API Platform's NotFoundAction; 2.x marks it NotExposed.
        *([] if v2 else [Route("GET", "/admin/channel-pricings/{id}", "not_found")]),
        Route("GET", "/admin/statistics", "statistics"),
    ]


def match(
    declared: list[Route], method: str, path: str
) -> tuple[Route, dict[str, str]] | list[str]:
    """The route for ``method`` and ``path`` with its placeholders, or else the methods the path
    allows (none: 404; some: 405), as Symfony's router decides."""
    allowed: list[str] = []
    for route in declared:
        found = template_pattern(route.path).fullmatch(path)
        if found is None:
            continue
        if route.method == method:
            return route, found.groupdict()
        allowed.append(route.method)
    return sorted(set(allowed))
