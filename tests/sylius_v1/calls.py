"""One request as a handler sees it, what it answers, and the registry of handlers by name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from .forms import Compound, Node, submit
from .generations import Generation
from .lists import Grid, HttpError, apply_grid, paginate
from .order_views import order_table
from .routing import Route
from .serializer import (
    ADMIN_USER,
    CHANNEL,
    CUSTOMER,
    LOCALE,
    PRODUCT,
    SHIPPING_CATEGORY,
    TAX_CATEGORY,
    VARIANT,
    Table,
    View,
    render,
)
from .store import Record, SyliusState

D, DET, CART = "Default", "Detailed", "DetailedCart"
LIST = frozenset({D})
DETAIL = frozenset({D, DET})
CART_DETAIL = frozenset({D, CART})


@dataclass
class Call:
    """A routed, authenticated request."""

    state: SyliusState
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, Any]  # PHP's view: ``sorting[code]=asc`` is ``{"sorting": {"code": "asc"}}``
    body: dict[str, Any]  # the decoded body (JSON object or form), ``{}`` when there is none
    user: Record
    route: Route

    @property
    def generation(self) -> Generation:
        return self.state.generation

    @property
    def clear_missing(self) -> bool:
        """Symfony submits PATCH without clearing missing fields, every other method with."""
        return self.method != "PATCH"


@dataclass
class Reply:
    status: int
    body: Any = None  # None: no content
    headers: dict[str, str] = field(default_factory=dict)


def status_text(status: int) -> str:
    return HTTPStatus(status).phrase


def error(status: int) -> Reply:
    """FOSRestBundle's exception answer in production: the status and its standard text."""
    return Reply(status, {"code": status, "message": status_text(status)})


def form_failed(tree: Node) -> Reply:
    return Reply(400, {"code": 400, "message": "Validation Failed", "errors": tree.to_json()})


TABLES: dict[str, Callable[[Record], Table]] = {
    "variants": lambda r: VARIANT,
    "products": lambda r: PRODUCT,
    "channels": lambda r: CHANNEL,
    "taxCategories": lambda r: TAX_CATEGORY,
    "shippingCategories": lambda r: SHIPPING_CATEGORY,
    "locales": lambda r: LOCALE,
    "customers": lambda r: CUSTOMER,
    "adminUsers": lambda r: ADMIN_USER,
    "orders": order_table,
}


def serialize(kind: str, record: Record, state: SyliusState, groups: frozenset[str] | None) -> Any:
    """``record`` of ``kind`` as Sylius shows it with ``groups`` (None: every group)."""
    return render(TABLES[kind](record), record, View(state, groups))


def shown(
    call: Call, kind: str, record: Record, groups: frozenset[str] | None, status: int = 200
) -> Reply:
    return Reply(status, serialize(kind, record, call.state, groups))


def page(
    call: Call,
    kind: str,
    rows: list[Record],
    groups: frozenset[str] | None,
    limits: tuple[int, ...] = (),
) -> Reply:
    """The page the query asks for, each row shown with ``groups``."""
    render_row = lambda record: serialize(kind, record, call.state, groups)  # noqa: E731
    return Reply(200, paginate(rows, call.query, call.path, render_row, limits))


def grid_page(call: Call, grid: Grid, kind: str, rows: list[Record]) -> Reply:
    """A grid list: the grid's filters and sorting, then the page, in the ``Default`` group."""
    undeclared = call.generation.undeclared_sort_status
    rows = apply_grid(call.state, grid, rows, call.query, undeclared)
    return page(call, kind, rows, LIST, grid.limits)


def found(record: Record | None) -> Record:
    """The resource controller's findOr404."""
    if record is None:
        raise HttpError(404)
    return record


def run_form(call: Call, form: Compound, current: dict[str, Any]) -> tuple[dict[str, Any], Node]:
    """Submit the request body to ``form`` as the request's method does."""
    data, tree = submit(form, current, call.body, call.clear_missing)
    return data, tree


Handler = Callable[[Call], Reply]
HANDLERS: dict[str, Handler] = {}


def handler(name: str) -> Callable[[Handler], Handler]:
    """Register a handler under the route name ``routing.declared_routes`` gives it."""

    def register(function: Handler) -> Handler:
        HANDLERS[name] = function
        return function

    return register
