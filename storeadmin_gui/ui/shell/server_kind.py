"""The one place that names a kind of server to a person, and says why something it lacks is
hidden or read-only.

The client says which server a connection talks to (``StoreClient.server``, a
``ServerIdentity``) and what it offers (``Capabilities``: its features, the fields its forms take,
its ``label``). The GUI never asks which kind it is talking to: a view shows what is offered and,
for what is not, one line built here from the feature (or field) and the server's label ("This
store's Sylius 1.5–1.9 has no order creation."). A new kind of server needs no new sentence.
"""

from __future__ import annotations

import weakref
from typing import Final

from PySide6.QtWidgets import QLabel

from storeadmin_gui.api import (
    Action,
    Area,
    Capabilities,
    Feature,
    FeatureOffer,
    ServerIdentity,
    StoreClient,
)
from storeadmin_gui.ui.i18n import Phrase, noop, tr, translated
from storeadmin_gui.ui.orders.order_steps import STEPS
from storeadmin_gui.ui.shell.profiles import Profile

__all__ = [
    "CATALOGUE_MISSING",
    "ORDER_STEPS",
    "LastServerNote",
    "ServerName",
    "best_effort_note",
    "describe_server",
    "filter_reason",
    "missing_reason",
    "read_only_reason",
    "removal_reason",
    "role_reason",
    "unreadable_reason",
]

# Why a feature is not shown, with the server's label as {server}: the one table of reasons,
# for the lists' actions and filters, the editors and the Overview alike.
_MISSING: Final[dict[Feature, Phrase]] = {
    Feature.CREATE_VARIANT: noop("server_kind", "This store's {server} cannot create variants."),
    Feature.DELETE_VARIANT: noop("server_kind", "This store's {server} cannot delete variants."),
    Feature.CARTS: noop("server_kind", "This store's {server} has no carts."),
    Feature.CHANGE_CARTS: noop("server_kind", "This store's {server} has no carts."),
    Feature.CREATE_ORDER: noop("server_kind", "This store's {server} has no order creation."),
    Feature.DELETE_ORDER: noop("server_kind", "This store's {server} cannot delete orders."),
    Feature.ORDER_ITEMS: noop(
        "server_kind", "This store's {server} cannot add items to an order or remove them."
    ),
    **{step.value: spec.missing for step, spec in STEPS.items()},  # the steps after checkout
    Feature.ORDER_PREVIEW: noop(
        "server_kind", "This store's {server} cannot work out a new total before a change."
    ),
    Feature.USERS: noop("server_kind", "This store's {server} has no staff accounts."),
    Feature.CREATE_USER: noop("server_kind", "This store's {server} cannot create users."),
    Feature.DELETE_USER: noop("server_kind", "This store's {server} cannot delete users."),
    Feature.PASSWORD_RESET: noop("server_kind", "This store's {server} has no password reset."),
    Feature.CUSTOMERS: noop("server_kind", "This store's {server} has no customers list."),
    Feature.CATALOGUE: noop(
        "server_offers",
        "This server does not list every variant at once: choose a product to list its variants.",
    ),
    Feature.STATISTICS: noop(
        "server_offers", "This server does not offer sales statistics, so there is no overview."
    ),
    Feature.STATE_LISTS: noop(
        "server_kind", "This store's {server} cannot filter by several states at once."
    ),
    Feature.HISTORY: noop("server_kind", "This store's {server} keeps no history of changes."),
    Feature.NOTES: noop("server_kind", "This store's {server} keeps no internal notes."),
    Feature.CUSTOMER_PROFILES: noop(
        "server_kind", "This store's {server} has no customer profiles."
    ),
    Feature.SEARCH: noop("server_kind", "This store's {server} cannot search everything at once."),
}
CATALOGUE_MISSING: Final = _MISSING[Feature.CATALOGUE]
ORDER_STEPS: Final = tuple(step.value for step in STEPS)
_STEPS_MISSING: Final = noop(
    "server_offers",
    "This server does not offer shipping, cancelling or marking orders as paid (they are hidden).",
)
# Why something the server has is not offered to the signed-in staffer: the role refuses it.
_ROLE_REFUSES: Final = noop(
    "server_kind", "Your account may not do this: ask an administrator for the role."
)
_ROLE_HIDES: Final = noop(
    "server_kind", "Your account may not see this: ask an administrator for the role."
)
_NO_FILTER: Final = noop(
    "server_kind",
    "This store's {server} does not filter this list in every way: those filters are hidden.",
)
_READ_ONLY: Final = noop(
    "server_kind", "This store's {server} does not let Store Admin change this field."
)
_NO_REMOVAL: Final = noop(
    "server_kind", "This store's {server} cannot remove a name: change it instead."
)


def missing_reason(
    offered: Capabilities | FeatureOffer | None, *features: Feature | None
) -> str | None:
    """One line on what of ``features`` the server lacks, or the signed-in staffer's role
    refuses (``offered``: the whole survey, or the offer of the one feature asked about); None
    when all are offered, or it cannot say yet (the server has the last word), or there is no
    feature to ask about. The three order steps missing together read as one
    sentence; what the role refuses, however much, as one."""
    if offered is None:
        return None
    missing = offered.missing(feature for feature in features if feature is not None)
    if not missing:
        return None
    sentences = []
    refused = [feature for feature in missing if offered.refused_by_role(feature)]
    if refused:
        sentences.append(translated(_ROLE_REFUSES))
        missing = [feature for feature in missing if feature not in refused]
    if set(ORDER_STEPS) <= set(missing):
        sentences.append(translated(_STEPS_MISSING))
        missing = [feature for feature in missing if feature not in ORDER_STEPS]
    sentences.extend(
        translated(_MISSING[feature]).format(server=offered.label) for feature in missing
    )
    return " ".join(sentences)


def role_reason(
    offered: Capabilities | None, area: Area, action: Action = Action.READ
) -> str | None:
    """Why the signed-in staffer may not ``action`` ``area`` (an editor's Save, a view); None
    when the role permits it, or nobody can say yet."""
    if offered is None or offered.permits(area, action):
        return None
    return translated(_ROLE_REFUSES)


def unreadable_reason(offered: Capabilities | None, feature: Feature | None) -> str | None:
    """Why a whole view (a list) is not shown: the signed-in staffer's role may not read it;
    None when it may, or the server lacks it (the view says that its own way), or nobody can
    say yet."""
    if offered is None or feature is None or not offered.refused_by_role(feature):
        return None
    return translated(_ROLE_HIDES)


def filter_reason(offered: Capabilities) -> str:
    """Why a list's filters the server ignores are hidden, where a filter has no sentence of
    its own."""
    return translated(_NO_FILTER).format(server=offered.label)


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


_BEST_EFFORT: Final = noop(
    "server_kind",
    "This store's {server} does not refuse a save made over someone else's change: Store Admin "
    "reads the record again just before saving and offers to compare, but a change made at "
    "that very moment can still be overwritten.",
)
_TOLD: weakref.WeakSet[StoreClient] = weakref.WeakSet()


def best_effort_note(client: StoreClient, offered: Capabilities | None) -> str | None:
    """On a server whose saves are not all checked against a version
    (``Capabilities.versioned_saves``), the line that says the check for someone else's change
    is best-effort: once per connection, the first time it is asked; None otherwise."""
    if offered is None or offered.versioned_saves or client in _TOLD:
        return None
    _TOLD.add(client)
    return translated(_BEST_EFFORT).format(server=offered.label)


def describe_server(server: ServerIdentity) -> str:
    """The server for the connection's details: "Sylius 1.5–1.9 (admin API v1)"."""
    return tr("server_kind", "{server} ({interface})").format(
        server=server.label, interface=server.interface
    )


class ServerName(QLabel):
    """The status bar's name of the server signed in to ("Sylius 1.5–1.9"), its API in the
    tooltip; empty while none is."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("serverName")

    def show_server(self, server: ServerIdentity | None) -> None:
        self.setText(server.label if server is not None else "")
        self.setToolTip(describe_server(server) if server is not None else "")


class LastServerNote(QLabel):
    """The connect dialog's line naming the server a saved connection was at its last sign-in
    (checked again at the next: a store may have been upgraded since)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("dialogNote")
        self.setWordWrap(True)
        self.hide()
        self._shown: Profile | None = None

    def show_for(self, profile: Profile | None) -> None:
        self._shown = profile
        server = profile.server if profile is not None else None
        if server is not None:
            self.setText(
                tr("connect_dialog", "Last signed in to: {server}.").format(
                    server=describe_server(server)
                )
            )
        self.setVisible(server is not None)

    def server_at(self, server_url: str) -> ServerIdentity | None:
        """The shown connection's server, when ``server_url`` is still its address (asked
        first at the sign-in, and checked)."""
        shown = self._shown
        return shown.server if shown is not None and shown.server_url == server_url else None
