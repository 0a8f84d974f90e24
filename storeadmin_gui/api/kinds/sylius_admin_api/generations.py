"""The generations of the Sylius 1.x admin API (v1), and what each offers, as data.

Three generations differ in what a client notices (their routes, grids and forms are mapped,
with the Sylius file each fact comes from, in ``tests/sylius_v1/README.md``):

- ``1.0-1.4``: no orders list (``GET /orders/`` came with 1.5);
- ``1.5-1.9``: the orders list; a variant's ``enabled`` checkbox (1.8+);
- ``1.10-1.12``: the admin API as its own bundle; recognised by its payment-method routes
  (bundle 1.12). A 1.10 or 1.11 store has none of them and reads as ``1.5-1.9``, whose offer is
  a part of its own: nothing offered there fails.

Every generation: variants (list, read, create, save, delete; sorted by position only, filtered
by code and name), carts and their items, one order read by id and its three steps (cancel,
ship, complete a payment), admin users (no search, no sort), customers (sorted, not filtered).
Never: order creation, order items, order deletion, the totals preview, password resetting,
the whole catalogue, statistics.
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

__all__ = ["GENERATIONS", "Generation", "capabilities_of"]

# The largest page a grid serves (``limits: [10, 25, 50]`` of every admin API grid); a plain
# list (users, customers) serves any, and the app never asks more than this.
GRID_PAGE = 50
PLAIN_PAGE = 100


@dataclass(frozen=True)
class Generation:
    """What a client notices of one generation."""

    key: str  # "1.5-1.9"
    orders_list: bool  # GET /orders/ (the admin order grid), 1.5+
    variant_enabled_field: bool  # the variant form's ``enabled`` (1.8+): a create must tick it
    # The order grid's filters beyond number, customer, date, channel and total.
    order_filters: frozenset[str] = frozenset()


GENERATIONS: Mapping[str, Generation] = {
    "1.0-1.4": Generation("1.0-1.4", orders_list=False, variant_enabled_field=False),
    "1.5-1.9": Generation("1.5-1.9", orders_list=True, variant_enabled_field=True),
    "1.10-1.12": Generation("1.10-1.12", orders_list=True, variant_enabled_field=True),
}

FEATURES = frozenset(
    {
        Feature.CREATE_VARIANT,
        Feature.DELETE_VARIANT,
        Feature.CARTS,
        Feature.CHANGE_CARTS,
        Feature.CANCEL_ORDER,
        Feature.SHIP_SHIPMENT,
        Feature.COMPLETE_PAYMENT,
        Feature.USERS,
        Feature.CREATE_USER,
        Feature.DELETE_USER,
        Feature.CUSTOMERS,
    }
)

# Sorts and filters as the typed criteria name them; their wire names are in ``lists.py``.
LISTS: Mapping[ListName, ListSupport] = {
    ListName.VARIANTS: ListSupport(frozenset({"position"}), frozenset({"code", "name"}), GRID_PAGE),
    ListName.CARTS: ListSupport(
        frozenset({"number", "total"}), frozenset({"customer", "channel"}), GRID_PAGE
    ),
    ListName.ORDERS: ListSupport(
        frozenset({"number", "total", "checkout_completed_at"}),
        frozenset({"number", "customer", "channel", "date_from", "date_to"}),
        GRID_PAGE,
    ),
    ListName.USERS: ListSupport(frozenset(), frozenset(), PLAIN_PAGE),
    ListName.CUSTOMERS: ListSupport(
        frozenset({"id", "email", "first_name", "last_name", "created_at"}),
        frozenset(),
        PLAIN_PAGE,
    ),
}

# The forms' fields (AdminApiBundle's ProductVariantType and CoreBundle's AdminUserType): a
# variant's position is not one, nor can a name be removed; an admin user's roles are not
# either, and it has a username and a locale of its own.
WRITABLE: Mapping[str, frozenset[str]] = {
    "variant": VARIANT_FIELDS - {"position", "remove_translation"},
    "user": frozenset(
        {
            "username",
            "email",
            "first_name",
            "last_name",
            "locale_code",
            "enabled",
            "plain_password",
        }
    ),
}


def capabilities_of(generation: Generation) -> Capabilities:
    """What a store of ``generation`` offers."""
    lists = dict(LISTS)
    if not generation.orders_list:
        del lists[ListName.ORDERS]
    identity = ServerIdentity(ServerKind.SYLIUS_ADMIN_API, generation.key)
    return Capabilities(
        identity.kind,
        FEATURES,
        lists,
        # Doctrine checks the version only when the variant's own columns change: a change of
        # prices or names alone is neither checked nor counted.
        versioned_saves=False,
        version=identity.version,
        writable=WRITABLE,
    )
