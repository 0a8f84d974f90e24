"""The contract's requests (docs/api.md) and who carries each out on a Sylius API Platform store.

Each route is a method and a path pattern of the contract; its handler makes the store's own
requests and answers as the contract answers. A contract path this kind does not route is an
operation the store lacks: refused before anything is sent (``errors.NotOffered``), as the
store's ``Capabilities`` say.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from urllib.parse import unquote

from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.words import tr

from . import catalogue, people, sales
from .call import Answer, Call, Handler, page_of
from .hydra import Record, iri, read_json
from .statistics import statistics

__all__ = ["CONTRACT", "ROUTES", "handler_for"]

CONTRACT = "/api/v1/"
_KEY = r"([^/]+)"


async def _lookup_list(path: str, read: Callable[[Record], Record], call: Call) -> Answer:
    async def each(raws: list[Record]) -> list[Record]:
        return [read(raw) for raw in raws]

    return await page_of(call, path, None, each)


async def _lookup_item(path: str, read: Callable[[Record], Record], call: Call) -> Answer:
    return 200, read(await read_json(call.wire, iri(path, call.keys[0])))


async def _products(call: Call) -> Answer:
    async def each(raws: list[Record]) -> list[Record]:
        return await catalogue.read_products(call, raws)

    return await page_of(call, catalogue.PRODUCTS, None, each)


async def _product(call: Call) -> Answer:
    raw = await read_json(call.wire, iri(catalogue.PRODUCTS, call.keys[0]))
    return 200, (await catalogue.read_products(call, [raw]))[0]


def _routes() -> list[tuple[str, re.Pattern[str], Handler]]:
    table: list[tuple[str, str, Handler]] = []
    for name, (path, read) in catalogue.lookup_handlers().items():
        table.append(("GET", f"{name}/", partial(_lookup_list, path, read)))
        table.append(("GET", f"{name}/{_KEY}", partial(_lookup_item, path, read)))
    variant = f"products/{_KEY}/variants/{_KEY}"
    table += [
        ("GET", "products/", _products),
        ("GET", f"products/{_KEY}", _product),
        ("GET", f"products/{_KEY}/variants/", catalogue.list_variants),
        ("POST", f"products/{_KEY}/variants/", catalogue.create_variant),
        ("GET", variant, catalogue.get_variant),
        ("PUT", variant, catalogue.save_variant),
        ("PATCH", variant, catalogue.save_variant),
        ("DELETE", variant, catalogue.delete_variant),
        ("GET", "product-variants/", catalogue.list_catalogue),
        ("GET", "users/", people.list_administrators),
        ("POST", "users/", people.create_administrator),
        ("GET", f"users/{_KEY}", people.get_administrator),
        ("PUT", f"users/{_KEY}", people.save_administrator),
        ("PATCH", f"users/{_KEY}", people.save_administrator),
        ("DELETE", f"users/{_KEY}", people.delete_administrator),
        ("POST", "password-resetting-requests/", people.reset_password),
        ("GET", "customers/", people.list_customers),
        ("GET", f"customers/{_KEY}", people.get_customer),
        ("GET", "orders/", sales.list_orders),
        ("GET", f"orders/{_KEY}", sales.get_order),
        ("PUT", f"orders/{_KEY}/cancel", sales.cancel_order),
        ("PUT", f"orders/{_KEY}/payments/{_KEY}/complete", sales.complete_payment),
        ("PUT", f"orders/{_KEY}/shipments/{_KEY}/ship", sales.ship_shipment),
        ("GET", "statistics/", statistics),
    ]
    return [
        (method, re.compile(re.escape(CONTRACT) + path), handle) for method, path, handle in table
    ]


ROUTES = _routes()


def handler_for(method: str, path: str) -> tuple[Handler, tuple[str, ...]]:
    """The handler of the contract's ``method path`` and the keys its path names; raises
    ``NotOffered`` for a request no route takes (nothing is sent)."""
    for route_method, pattern, handle in ROUTES:
        found = pattern.fullmatch(path)
        if found is not None and route_method == method:
            return handle, tuple(unquote(key) for key in found.groups())
    raise NotOffered(
        f"{method} {path}",  # i18n: not shown, a key
        tr("api.kinds", "This store does not offer this ({request}).").format(
            request=f"{method} {path}"
        ),
    )
