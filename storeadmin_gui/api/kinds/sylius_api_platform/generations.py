"""The generations of Sylius's admin API on API Platform (``/api/v2/admin``), and what each
offers, as data.

Their routes, filters and shapes are mapped, with the Sylius file behind each fact, in
``tests/sylius_api_platform/README.md``:

- ``1.10-1.12``: the API before it left its experimental phase; its token endpoint is
  ``/api/v2/admin/authentication-token``. Recognised and signed in to; otherwise spoken to as
  1.13-1.14, less the statistics (which came with 1.13).
- ``1.13-1.14``: the token from ``/api/v2/admin/administrators/token``; an option value's IRI is
  ``/product-option-values/{code}``; variants filtered by product only; customers filtered by
  group only.
- ``2.x``: the same token endpoint; an option value lives under its option
  (``/product-options/{option}/values/{code}``); variants searched by code and name; customers
  sorted by e-mail, names and creation.

Every generation: variants (list, read, create, save, delete; sorted by position), the whole
catalogue (every variant, filtered by product), orders (read by their token; filtered by
channel and checkout date, sorted by number) and their three steps, administrators (no search,
no sort), customers (read only). Never: carts, order creation, order items, order deletion, the
totals preview, several states in one filter. No record carries a version: a save checks the
record's ``updatedAt`` just before it is sent (``versioned_saves`` is False).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from storeadmin_gui.api.capabilities import (
    VARIANT_FIELDS,
    Capabilities,
    Feature,
    ListSupport,
    ServerIdentity,
    ServerKind,
)
from storeadmin_gui.api.lists import ListName

__all__ = ["ADMIN", "GENERATIONS", "Generation", "capabilities_of"]

ADMIN = "/api/v2/admin"
# No ``maximum_items_per_page`` is configured: any page size is served; the app asks no more.
PAGE = 100


@dataclass(frozen=True)
class Generation:
    """What a client notices of one generation."""

    key: str  # "1.13-1.14"
    token_path: str
    statistics: bool  # GET /admin/statistics (1.13 onwards)
    variant_search: bool  # variants filtered by code and name (2.x)
    customer_sorts: bool  # customers sorted by e-mail, names and creation (2.x)
    nested_option_values: bool  # an option value's IRI under its option's (2.x)


GENERATIONS: Mapping[str, Generation] = {
    "1.10-1.12": Generation(
        "1.10-1.12",
        f"{ADMIN}/authentication-token",
        statistics=False,
        variant_search=False,
        customer_sorts=False,
        nested_option_values=False,
    ),
    "1.13-1.14": Generation(
        "1.13-1.14",
        f"{ADMIN}/administrators/token",
        statistics=True,
        variant_search=False,
        customer_sorts=False,
        nested_option_values=False,
    ),
    "2.x": Generation(
        "2.x",
        f"{ADMIN}/administrators/token",
        statistics=True,
        variant_search=True,
        customer_sorts=True,
        nested_option_values=True,
    ),
}

FEATURES = frozenset(
    {
        Feature.CREATE_VARIANT,
        Feature.DELETE_VARIANT,
        Feature.CANCEL_ORDER,
        Feature.SHIP_SHIPMENT,
        Feature.COMPLETE_PAYMENT,
        Feature.USERS,
        Feature.CREATE_USER,
        Feature.DELETE_USER,
        Feature.PASSWORD_RESET,
        Feature.CUSTOMERS,
        Feature.CATALOGUE,
    }
)

# An administrator's fields (``AdminUser``'s write group); roles are not among them.
USER_FIELDS = frozenset(
    {"username", "email", "first_name", "last_name", "locale_code", "enabled", "plain_password"}
)


def capabilities_of(generation: Generation) -> Capabilities:
    """What a store of ``generation`` offers (sorts and filters as the typed criteria name
    them; their wire names are in ``lists.py``)."""
    searched = frozenset({"code", "name"}) if generation.variant_search else frozenset()
    customer_sorts = (
        frozenset({"created_at", "email", "first_name", "last_name"})
        if generation.customer_sorts
        else frozenset()
    )
    lists = {
        ListName.VARIANTS: ListSupport(frozenset({"position"}), searched, PAGE),
        ListName.CATALOGUE: ListSupport(frozenset(), searched | {"product"}, PAGE),
        ListName.ORDERS: ListSupport(
            frozenset({"number"}), frozenset({"channel", "date_from", "date_to"}), PAGE
        ),
        ListName.USERS: ListSupport(frozenset(), frozenset(), PAGE),
        ListName.CUSTOMERS: ListSupport(customer_sorts, frozenset(), PAGE),
    }
    features = FEATURES | ({Feature.STATISTICS} if generation.statistics else set())
    identity = ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, generation.key)
    return Capabilities(
        identity.kind,
        frozenset(features),
        lists,
        versioned_saves=False,
        version=identity.version,
        writable={"variant": VARIANT_FIELDS, "user": USER_FIELDS},
        password_reset_token=False,  # the store e-mails the link and answers nothing
    )
