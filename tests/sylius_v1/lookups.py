"""Products (read), channels, tax categories, shipping categories and locales (read).

The product grid (``sylius_admin_api_product``) sorts by ``code`` and ``name`` and filters by
``search`` (code or name) and ``enabled``. The others are plain resources with no grid: ten a
page, ``limit`` as asked, neither sorted nor filtered by the request. Their writes are declared by
Sylius and not modelled here (501).
"""

from __future__ import annotations

from .calls import DETAIL, LIST, Call, Reply, found, grid_page, handler, page, shown
from .lists import Filter, Grid, apply_plain
from .store import listed_in_locale, translated

PRODUCT_GRID = Grid(
    name="sylius_admin_api_product",
    fields={"code": "code", "name": "translation.name"},
    sorting=(("code", "asc"),),
    filters=(
        Filter("search", "string", ("code", "translation.name")),
        Filter("enabled", "boolean", ("enabled",)),
    ),
    resolve=translated,
)


@handler("product_index")
def product_index(call: Call) -> Reply:
    products = listed_in_locale(call.state, call.state.all("products"))
    return grid_page(call, PRODUCT_GRID, "products", products)


@handler("product_show")
def product_show(call: Call) -> Reply:
    product = found(call.state.find("products", code=call.params["code"]))
    return shown(call, "products", product, DETAIL)


@handler("lookup_index")
def lookup_index(call: Call) -> Reply:
    """A resource without grid, not sortable, not filterable."""
    kind = call.route.options["kind"]
    rows = apply_plain(call.state, call.state.all(kind), call.query, properties=frozenset())
    return page(call, kind, rows, LIST)


@handler("lookup_show")
def lookup_show(call: Call) -> Reply:
    kind = call.route.options["kind"]
    return shown(call, kind, found(call.state.find(kind, code=call.params["code"])), DETAIL)
