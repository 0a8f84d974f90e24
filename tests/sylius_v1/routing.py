"""The routes each generation declares, and Symfony's way of matching them.

Routes come from ``AdminApiBundle/Resources/config/routing/*.yml`` (README): the resource loader's
five actions (``index`` GET ``path/``, ``create`` POST ``path/``, ``update`` PUT/PATCH
``path/{id}``, ``show`` GET and ``delete`` DELETE ``path/{id}``) where ``only``/``except`` allow,
and the hand-written routes. A declared route the stand-in does not model has no handler and
answers 501, so a test notices; an undeclared one answers as Symfony's router does: 404, 405 with
``Allow`` when the path exists for other methods, or a 301 to the path with the trailing slash
toggled (GET and HEAD only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .generations import Generation

INDEX, CREATE, UPDATE, SHOW, DELETE = "index", "create", "update", "show", "delete"
ALL = (INDEX, CREATE, UPDATE, SHOW, DELETE)
_METHODS = {
    INDEX: ("GET",),
    CREATE: ("POST",),
    UPDATE: ("PUT", "PATCH"),
    SHOW: ("GET",),
    DELETE: ("DELETE",),
}


@dataclass(frozen=True)
class Route:
    methods: tuple[str, ...]
    path: str  # below the API prefix, with {placeholders}
    handler: str | None  # None: declared by Sylius, not modelled here
    options: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def regex(self, prefix: str) -> re.Pattern[str]:
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(prefix + self.path))
        return re.compile(pattern)


def resource(
    path: str, ident: str, actions: tuple[str, ...], modelled: dict[str, str], **options: Any
) -> list[Route]:
    """The resource loader's routes for ``actions``; ``modelled`` names the handlers."""
    routes = []
    for action in (INDEX, CREATE, UPDATE, SHOW, DELETE):
        if action in actions:
            target = path if action in (INDEX, CREATE) else f"{path}{{{ident}}}"
            routes.append(Route(_METHODS[action], target, modelled.get(action), options))
    return routes


def _lookup(path: str, kind: str, actions: tuple[str, ...] = ALL) -> list[Route]:
    handlers = {INDEX: "lookup_index", SHOW: "lookup_show"}
    return resource(path, "code", actions, handlers, kind=kind)


def _unmodelled(*paths: tuple[str, str]) -> list[Route]:
    return [Route(tuple(methods.split(",")), path, None) for methods, path in paths]


def declared_routes(generation: Generation) -> list[Route]:
    """Every route ``generation`` declares below the API prefix, in routing order."""
    routes: list[Route] = [
        *_unmodelled(
            ("GET", "/orders/{orderId}/adjustments/"),
            ("POST", "/orders/{orderId}/adjustments/"),
            ("PUT,PATCH", "/orders/{orderId}/adjustments/{id}"),
            ("DELETE", "/orders/{orderId}/adjustments/{id}"),
        ),
        *resource(
            "/users/",
            "id",
            ALL,
            {
                INDEX: "user_index",
                CREATE: "user_create",
                UPDATE: "user_update",
                SHOW: "user_show",
                DELETE: "user_delete",
            },
        ),
        Route(("GET",), "/carts/", "cart_index"),
        Route(("POST",), "/carts/", "cart_create"),
        Route(("PUT", "PATCH"), "/carts/{id}", "cart_update"),
        Route(("DELETE",), "/carts/{id}", "cart_delete"),
        Route(("GET",), "/carts/{id}", "cart_show"),
        Route(("POST",), "/carts/{cartId}/items/", "cart_item_create"),
        *resource(
            "/carts/{cartId}/items/",
            "id",
            (UPDATE, DELETE),
            {UPDATE: "cart_item_update", DELETE: "cart_item_delete"},
        ),
        *_lookup("/channels/", "channels"),
        *_unmodelled(
            ("GET", "/checkouts/{id}"),
            ("PUT", "/checkouts/addressing/{orderId}"),
            ("GET,PUT", "/checkouts/select-shipping/{orderId}"),
            ("GET,PUT,PATCH", "/checkouts/select-payment/{orderId}"),
            ("PUT", "/checkouts/complete/{orderId}"),
        ),
        *resource("/countries/", "code", (INDEX, CREATE, SHOW, DELETE), {}),
        *resource("/currencies/", "code", (INDEX, CREATE, SHOW, DELETE), {}),
        Route(("GET",), "/customers/", "customer_index"),
        Route(("GET",), "/customers/{id}", "customer_show"),
        Route(("POST",), "/customers/", "customer_create"),
        Route(("PUT", "PATCH"), "/customers/{id}", "customer_update"),
        Route(("DELETE",), "/customers/{id}", "customer_delete"),
        Route(("GET",), "/customers/{id}/orders/", "customer_orders"),
        *resource("/exchange-rates/", "id", (INDEX, CREATE), {}),
        *_unmodelled(
            ("PUT,PATCH,GET,DELETE", "/exchange-rates/{sourceCurrencyCode}-{targetCurrencyCode}")
        ),
        *_lookup("/locales/", "locales", (INDEX, CREATE, SHOW, DELETE)),
        *resource(
            "/orders/",
            "id",
            (INDEX, SHOW) if generation.order_index else (SHOW,),
            {INDEX: "order_index", SHOW: "order_show"},
        ),
        Route(("PUT",), "/orders/{id}/cancel", "order_cancel"),
        Route(("PUT",), "/orders/{orderId}/shipments/{id}/ship", "shipment_ship"),
        Route(("PUT",), "/orders/{orderId}/payments/{id}/complete", "payment_complete"),
        *resource(
            "/payment-methods/", "code", ALL if generation.payment_method_writes else (SHOW,), {}
        ),
        *(
            _unmodelled(("POST", "/payment-methods/{factory}"))
            if generation.payment_method_writes
            else []
        ),
        *resource("/payments/", "id", (INDEX, SHOW), {}),
        *resource("/products/", "code", ALL, {INDEX: "product_index", SHOW: "product_show"}),
        *resource("/product-attributes/", "code", (INDEX, UPDATE, SHOW, DELETE), {}),
        *_unmodelled(("POST", "/product-attributes/{type}")),
        *resource("/product-association-types/", "code", ALL, {}),
        *resource("/product-options/", "code", ALL, {}),
        *resource("/products/{productCode}/reviews/", "id", (INDEX,), {}),
        *_unmodelled(
            ("POST", "/products/{productCode}/reviews/"),
            ("PUT,PATCH,DELETE,GET", "/products/{productCode}/reviews/{id}"),
            ("POST,PUT,PATCH", "/products/{productCode}/reviews/{id}/accept"),
            ("POST,PUT,PATCH", "/products/{productCode}/reviews/{id}/reject"),
            ("PUT", "/taxons/{taxonCode}/products"),
        ),
        Route(("GET",), "/products/{productCode}/variants/", "variant_index"),
        Route(("POST",), "/products/{productCode}/variants/", "variant_create"),
        Route(("PUT", "PATCH"), "/products/{productCode}/variants/{code}", "variant_update"),
        Route(("DELETE",), "/products/{productCode}/variants/{code}", "variant_delete"),
        Route(("GET",), "/products/{productCode}/variants/{code}", "variant_show"),
        *resource("/promotions/", "code", ALL, {}),
        *_unmodelled(
            ("GET,POST", "/promotions/{promotionCode}/coupons/"),
            ("PUT,PATCH,GET,DELETE", "/promotions/{promotionCode}/coupons/{code}"),
            ("DELETE,GET", "/countries/{countryCode}/provinces/{code}"),
        ),
        *resource("/shipments/", "id", (INDEX, SHOW), {}),
        *_lookup("/shipping-categories/", "shippingCategories"),
        *resource("/shipping-methods/", "code", (SHOW,), {}),
        *_lookup("/tax-categories/", "taxCategories"),
        *resource("/taxons/", "code", ALL, {}),
        *resource("/tax-rates/", "code", (INDEX, SHOW), {}),
        *resource("/zones/", "code", (INDEX, UPDATE, SHOW, DELETE), {}),
        *_unmodelled(("POST", "/zones/{type}")),
    ]
    return routes


@dataclass(frozen=True)
class Matched:
    route: Route
    params: dict[str, str]


@dataclass(frozen=True)
class NotAllowed:
    allow: tuple[str, ...]


@dataclass(frozen=True)
class Redirect:
    path: str


class Router:
    """Symfony's UrlMatcher over the declared routes, with FrameworkBundle's slash redirects."""

    def __init__(self, generation: Generation) -> None:
        self.generation = generation
        prefix = "/api/v{version}" if generation.version_placeholder else "/api/v1"
        self._routes = [(route, route.regex(prefix)) for route in declared_routes(generation)]

    def _match(self, method: str, path: str) -> Matched | NotAllowed | None:
        allow: list[str] = []
        for route, regex in self._routes:
            found = regex.fullmatch(path)
            if found is None:
                continue
            accepted = (*route.methods, "HEAD") if "GET" in route.methods else route.methods
            if method in accepted:
                params = {k: v for k, v in found.groupdict().items() if k != "version"}
                return Matched(route, params)
            allow += [m for m in route.methods if m not in allow]
        return NotAllowed(tuple(allow)) if allow else None

    def match(self, method: str, path: str) -> Matched | NotAllowed | Redirect | None:
        result = self._match(method, path)
        if result is not None or method not in ("GET", "HEAD") or path == "/":
            return result
        if path.endswith("/"):
            if not self.generation.redirects_extra_slash:
                return None
            other = path.rstrip("/")
        else:
            other = path + "/"
        return Redirect(other) if isinstance(self._match(method, other), Matched) else None
