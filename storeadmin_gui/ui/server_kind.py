"""The one place that names a kind of server to a person, and says why something it lacks is
hidden or read-only.

The client says which server a connection talks to (``StoreClient.server``, a
``ServerIdentity``) and what it offers (``Capabilities``: its features, the fields its forms take,
its ``label``). The GUI never asks which kind it is talking to: a view shows what is offered and,
for what is not, one line built here from the feature (or field) and the server's label ("This
store's Sylius 1.5–1.9 has no order creation."). A new kind of server needs no new sentence.
"""

from __future__ import annotations

from typing import Final

from storeadmin_gui.api import Capabilities, Feature, ServerIdentity
from storeadmin_gui.ui.i18n import Phrase, noop, tr, translated

__all__ = ["describe_server", "missing_reason", "read_only_reason", "removal_reason"]

# Why a feature is not shown, with the server's label as {server}.
_MISSING: Final[dict[Feature, Phrase]] = {
    Feature.CREATE_VARIANT: noop("server_kind", "This store's {server} cannot create variants."),
    Feature.DELETE_VARIANT: noop("server_kind", "This store's {server} cannot delete variants."),
    Feature.CARTS: noop("server_kind", "This store's {server} has no carts."),
    Feature.CREATE_ORDER: noop("server_kind", "This store's {server} has no order creation."),
    Feature.DELETE_ORDER: noop("server_kind", "This store's {server} cannot delete orders."),
    Feature.ORDER_ITEMS: noop(
        "server_kind", "This store's {server} cannot add items to an order or remove them."
    ),
    Feature.CANCEL_ORDER: noop("server_kind", "This store's {server} cannot cancel orders."),
    Feature.SHIP_SHIPMENT: noop("server_kind", "This store's {server} cannot ship orders."),
    Feature.COMPLETE_PAYMENT: noop(
        "server_kind", "This store's {server} cannot mark orders as paid."
    ),
    Feature.ORDER_PREVIEW: noop(
        "server_kind", "This store's {server} cannot work out a new total before a change."
    ),
    Feature.USERS: noop("server_kind", "This store's {server} has no staff accounts."),
    Feature.CREATE_USER: noop("server_kind", "This store's {server} cannot create users."),
    Feature.DELETE_USER: noop("server_kind", "This store's {server} cannot delete users."),
    Feature.PASSWORD_RESET: noop("server_kind", "This store's {server} has no password reset."),
    Feature.CUSTOMERS: noop("server_kind", "This store's {server} has no customers list."),
    Feature.CATALOGUE: noop(
        "server_kind", "This store's {server} cannot list every variant at once."
    ),
    Feature.STATISTICS: noop("server_kind", "This store's {server} has no sales statistics."),
    Feature.STATE_LISTS: noop(
        "server_kind", "This store's {server} cannot filter by several states at once."
    ),
}
_READ_ONLY: Final = noop(
    "server_kind", "This store's {server} does not let Store Admin change this field."
)
_NO_REMOVAL: Final = noop(
    "server_kind", "This store's {server} cannot remove a name: change it instead."
)


def missing_reason(offered: Capabilities, feature: Feature) -> str | None:
    """Why ``feature`` is hidden or disabled, in one line; None when the server offers it."""
    if offered.offers(feature):
        return None
    return translated(_MISSING[feature]).format(server=offered.label)


def read_only_reason(offered: Capabilities, resource: str, field: str) -> str | None:
    """Why ``resource``'s ``field`` is shown read-only; None when a save may change it."""
    if offered.can_write(resource, field):
        return None
    return translated(_READ_ONLY).format(server=offered.label)


def removal_reason(offered: Capabilities) -> str | None:
    """Why a variant's name in a locale cannot be removed; None when it can."""
    if offered.can_write("variant", "remove_translation"):
        return None
    return translated(_NO_REMOVAL).format(server=offered.label)


def describe_server(server: ServerIdentity) -> str:
    """The server for the connection's details: "Sylius 1.5–1.9 (admin API v1)"."""
    return tr("server_kind", "{server} ({interface})").format(
        server=server.label, interface=server.interface
    )
