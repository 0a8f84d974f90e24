"""What the server at the other end offers: its kind, the operations it serves, which sorts and
filters each list honours, its largest page, whether its saves are version-checked, whether it
honours ``Idempotency-Key``.

A GUI asks this once per connection (``StoreClient.capabilities()``) and shows only what is
offered, hiding the rest with a reason; the client itself refuses an operation the server lacks
before anything is sent (:class:`~storeadmin_gui.api.errors.NotOffered`). The GUI never asks which
server it is talking to beyond what is here: a new kind of server is a new ``Capabilities``, not a
new ``if`` in a view.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from .extensions import Extension, ServerExtensions
from .lists import LISTS, ListName
from .permissions import Action, Area, Permissions

__all__ = [
    "FEATURE_NEEDS",
    "Capabilities",
    "Feature",
    "FeatureOffer",
    "ListSupport",
    "ServerIdentity",
    "ServerKind",
    "extension_for",
]


class ServerKind(enum.StrEnum):
    """The kinds of server the client speaks to, each a module of its own behind ``StoreClient``
    (``api/kinds/``)."""

    REFERENCE = "reference"  # Store Admin's own server (storeadmin-server, the demo store)
    SYLIUS_ADMIN_API = "sylius-admin-api"  # Sylius 1.0-1.12, the admin API v1
    SYLIUS_API_PLATFORM = "sylius-api-platform"  # Sylius 1.13, 1.14 and 2.x, /api/v2/admin


# How each kind is named to a person: a product name, the same in every language.
_KIND_NAMES: Mapping[ServerKind, str] = {
    ServerKind.REFERENCE: "Store Admin server",  # i18n: not shown translated, a product's name
    ServerKind.SYLIUS_ADMIN_API: "Sylius {version}",  # i18n: not shown translated, a product
    ServerKind.SYLIUS_API_PLATFORM: "Sylius {version}",  # i18n: not shown translated, a product
}
# Whether a kind's sign-in takes an OAuth2 client (its id and secret) besides the account.
_KIND_CLIENTS: Mapping[ServerKind, bool] = {
    ServerKind.REFERENCE: True,
    ServerKind.SYLIUS_ADMIN_API: True,
    ServerKind.SYLIUS_API_PLATFORM: False,  # a JSON Web Token for the e-mail and password
}
# The interface each kind is spoken to through, for the connection's details.
_KIND_INTERFACES: Mapping[ServerKind, str] = {
    ServerKind.REFERENCE: "REST API v1",  # i18n: not shown translated, an API's name
    ServerKind.SYLIUS_ADMIN_API: "admin API v1",  # i18n: not shown translated, an API's name
    ServerKind.SYLIUS_API_PLATFORM: "API Platform, /api/v2/admin",  # i18n: not shown translated
}


@dataclass(frozen=True)
class ServerIdentity:
    """Which server a client talks to: its kind, and its generation or release where the kind
    has several (``"1.5-1.9"``). Recognised at sign-in; a saved connection remembers it as text
    (:meth:`as_text`), and the next sign-in checks it again (a store may have been upgraded)."""

    kind: ServerKind
    version: str | None = None

    @property
    def label(self) -> str:
        """The server as a person knows it: "Sylius 1.5–1.9", "Store Admin server"."""
        version = (self.version or "").replace("-", "–")  # an en dash between releases
        return _KIND_NAMES[self.kind].format(version=version).strip()

    @property
    def signs_in_with_client(self) -> bool:
        """Whether signing in takes an API client's id and secret besides the account's
        username and password (OAuth2); else the account alone."""
        return _KIND_CLIENTS[self.kind]

    @property
    def interface(self) -> str:
        """Which of the server's APIs the client speaks: "admin API v1"."""
        return _KIND_INTERFACES[self.kind]

    def as_text(self) -> str:
        """``kind`` or ``kind/version``: what a saved connection keeps."""
        return f"{self.kind.value}/{self.version}" if self.version else self.kind.value

    @classmethod
    def from_text(cls, text: str | None) -> ServerIdentity | None:
        """The identity :meth:`as_text` wrote; None for nothing, or a kind this app does not
        know (saved by another version): the sign-in then recognises the server afresh."""
        kind, _, version = (text or "").partition("/")
        try:
            return cls(ServerKind(kind), version or None)
        except ValueError:
            return None


class Feature(enum.StrEnum):
    """An operation a view may offer. The client says WHICH a server lacks; what a person is
    told about it is the GUI's (in their language), with the server's :attr:`Capabilities.label`.
    """

    CREATE_VARIANT = "create_variant"
    DELETE_VARIANT = "delete_variant"
    CARTS = "carts"  # the carts list and the cart editor
    CHANGE_CARTS = "change_carts"  # a new cart, a cart deleted, a cart's items changed
    CREATE_ORDER = "create_order"
    DELETE_ORDER = "delete_order"
    ORDER_ITEMS = "order_items"  # adding items to an order and removing them
    CANCEL_ORDER = "cancel_order"
    SHIP_SHIPMENT = "ship_shipment"
    COMPLETE_PAYMENT = "complete_payment"
    ORDER_PREVIEW = "order_preview"  # the totals a change of items would give, nothing saved
    USERS = "users"  # the staff accounts list and editor
    CREATE_USER = "create_user"
    DELETE_USER = "delete_user"
    PASSWORD_RESET = "password_reset"
    CUSTOMERS = "customers"
    CATALOGUE = "catalogue"  # every variant of every product in one list
    STATISTICS = "statistics"
    STATE_LISTS = "state_lists"  # a state filter takes several states at once
    # docs/api.md section 15
    HISTORY = "history"  # who changed an order, or a variant's price or stock, and how
    NOTES = "notes"  # internal notes on orders and customers
    CUSTOMER_PROFILES = "customer_profiles"  # a customer's orders and what they spent
    SEARCH = "search"  # one search box over orders, customers and variants


# The features of docs/api.md section 11, as the reference server's probe names them.
_EXTENSION_FEATURES: Mapping[Extension, tuple[Feature, ...]] = {
    Extension.CANCEL_ORDER: (Feature.CANCEL_ORDER,),
    Extension.SHIP_SHIPMENT: (Feature.SHIP_SHIPMENT,),
    Extension.COMPLETE_PAYMENT: (Feature.COMPLETE_PAYMENT,),
    Extension.ORDER_FILTERS: (Feature.STATE_LISTS,),
    Extension.CATALOGUE: (Feature.CATALOGUE,),
    Extension.STATISTICS: (Feature.STATISTICS,),
    Extension.ORDER_PREVIEW: (Feature.ORDER_PREVIEW,),
    Extension.HISTORY: (Feature.HISTORY,),
    Extension.NOTES: (Feature.NOTES,),
    Extension.CUSTOMER_PROFILES: (Feature.CUSTOMER_PROFILES,),
    Extension.SEARCH: (Feature.SEARCH,),
}


def extension_for(feature: Feature) -> Extension | None:
    """The feature of docs/api.md sections 11 and 15 whose probe tells whether the reference
    server offers ``feature``; None for the contract's own (every reference server has them)."""
    return next(
        (extension for extension, gives in _EXTENSION_FEATURES.items() if feature in gives), None
    )


# What the signed-in staffer's role must permit for each feature (docs/api.md section 12): the
# area and action of the requests it sends. History and search need only a signed-in account:
# each record they show is checked against its own area, and a kind the account may not read
# comes back empty.
FEATURE_NEEDS: Mapping[Feature, tuple[Area, Action]] = {
    Feature.CREATE_VARIANT: (Area.VARIANTS, Action.WRITE),
    Feature.DELETE_VARIANT: (Area.VARIANTS, Action.WRITE),
    Feature.CARTS: (Area.CARTS, Action.READ),
    Feature.CHANGE_CARTS: (Area.CARTS, Action.WRITE),
    Feature.CREATE_ORDER: (Area.ORDERS, Action.WRITE),
    Feature.DELETE_ORDER: (Area.ORDERS, Action.WRITE),
    Feature.ORDER_ITEMS: (Area.ORDERS, Action.WRITE),
    Feature.CANCEL_ORDER: (Area.ORDERS, Action.WRITE),
    Feature.SHIP_SHIPMENT: (Area.ORDERS, Action.WRITE),
    Feature.COMPLETE_PAYMENT: (Area.ORDERS, Action.WRITE),
    Feature.ORDER_PREVIEW: (Area.ORDERS, Action.WRITE),  # sent as a POST, nothing saved
    Feature.USERS: (Area.USERS, Action.READ),
    Feature.CREATE_USER: (Area.USERS, Action.WRITE),
    Feature.DELETE_USER: (Area.USERS, Action.WRITE),
    Feature.PASSWORD_RESET: (Area.USERS, Action.WRITE),
    Feature.CUSTOMERS: (Area.CUSTOMERS, Action.READ),
    Feature.CATALOGUE: (Area.VARIANTS, Action.READ),
    Feature.STATISTICS: (Area.STATISTICS, Action.READ),
    Feature.STATE_LISTS: (Area.ORDERS, Action.READ),
    Feature.HISTORY: (Area.ACCOUNT, Action.READ),
    Feature.NOTES: (Area.CUSTOMERS, Action.READ),
    Feature.CUSTOMER_PROFILES: (Area.CUSTOMERS, Action.READ),
    Feature.SEARCH: (Area.ACCOUNT, Action.READ),
}
# The order list's filters and sort that come with section 11.
_EXTENDED_ORDER_FILTERS = frozenset({"payment_state", "shipping_state", "date_from", "date_to"})
_EXTENDED_ORDER_SORTS = frozenset({"checkout_completed_at"})


@dataclass(frozen=True)
class ListSupport:
    """What a server honours of one list: sort fields, filter fields, the largest page."""

    sorts: frozenset[str]
    filters: frozenset[str]
    max_page_size: int = 100


@dataclass(frozen=True)
class Capabilities:
    """What one server offers (see the module docstring)."""

    kind: ServerKind
    features: frozenset[Feature]
    lists: Mapping[ListName, ListSupport]
    versioned_saves: bool = (
        True  # a save carries the version it was read at, and a stale one is refused
    )
    version: str | None = None  # the generation or release, where the kind has several
    # A password reset answers its token (to pass on); else the store e-mails the link itself.
    password_reset_token: bool = True
    # Per resource ("variant", "user"), the fields a save may change (named as the request
    # models' attributes; ``"remove_translation"``: a variant's name in a locale may be
    # removed); a resource not named here: every field of its request models.
    writable: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # A write sent again with its Idempotency-Key is carried out at most once (docs/api.md
    # section 12): a write whose answer was lost may be sent again (``ServerUnreachable.
    # idempotency_key``) rather than the record read first to learn whether it arrived.
    idempotency_keys: bool = False
    # What the signed-in staffer's role permits (``StoreClient.permissions``); unknown on a
    # server that does not say, and then everything the server has is offered.
    permissions: Permissions = field(default_factory=Permissions.unknown)

    @property
    def identity(self) -> ServerIdentity:
        return ServerIdentity(self.kind, self.version)

    @property
    def label(self) -> str:
        """The server as a person knows it ("Sylius 1.5–1.9"), for the reasons the GUI gives."""
        return self.identity.label

    def offers(self, feature: Feature) -> bool:
        """The server has ``feature`` and the signed-in staffer's role permits it."""
        return feature in self.features and not self.refused_by_role(feature)

    def refused_by_role(self, feature: Feature) -> bool:
        """The server has ``feature`` but the signed-in staffer's role does not permit it (an
        administrator can give the role; a server lacking it is another matter)."""
        return feature in self.features and not self.permits(*FEATURE_NEEDS[feature])

    def permits(self, area: Area, action: Action = Action.READ) -> bool:
        """Whether the signed-in staffer's role permits ``action`` on ``area``."""
        return self.permissions.may(area, action)

    @property
    def complete(self) -> bool:
        """Every feature is offered."""
        return all(self.offers(feature) for feature in Feature)

    def missing(self, features: Iterable[Feature]) -> list[Feature]:
        """Those of ``features`` not offered (the server lacks them, or the role refuses
        them), in the order given."""
        return [feature for feature in features if not self.offers(feature)]

    def has_list(self, name: ListName) -> bool:
        return name in self.lists

    def sorts(self, name: ListName) -> frozenset[str]:
        support = self.lists.get(name)
        return support.sorts if support else frozenset()

    def filters(self, name: ListName) -> frozenset[str]:
        support = self.lists.get(name)
        return support.filters if support else frozenset()

    def can_write(self, resource: str, field_name: str) -> bool:
        fields = self.writable.get(resource)
        return fields is None or field_name in fields

    @classmethod
    def contract(cls) -> Capabilities:
        """What a server of the reference kind offers without being asked: the contract's
        operations, sorts and filters (docs/api.md sections 1-10), nothing of section 11. A view
        uses no more until the server has said what it offers."""
        return cls.reference(ServerExtensions(**{feature.value: False for feature in Extension}))

    @classmethod
    def reference(
        cls, extensions: ServerExtensions | None = None, *, idempotency_keys: bool = True
    ) -> Capabilities:
        """The reference server: everything of the contract, of section 11 what its probe
        found (``None``: everything), and whether it honours Idempotency-Key (section 12)."""
        lists = {
            name: ListSupport(frozenset(spec.sorts), frozenset(f.field for f in spec.filters))
            for name, spec in LISTS.items()
        }
        features = set(Feature)
        if extensions is not None:
            for extension, gives in _EXTENSION_FEATURES.items():
                if not extensions.offers(extension):
                    features.difference_update(gives)
            if not extensions.order_filters:
                orders = lists[ListName.ORDERS]
                lists[ListName.ORDERS] = replace(
                    orders,
                    sorts=orders.sorts - _EXTENDED_ORDER_SORTS,
                    filters=orders.filters - _EXTENDED_ORDER_FILTERS,
                )
            if not extensions.catalogue:
                del lists[ListName.CATALOGUE]
        return cls(
            ServerKind.REFERENCE,
            frozenset(features),
            lists,
            writable=REFERENCE_WRITABLE,
            idempotency_keys=idempotency_keys,
        )


# Every field of the variant and user request models (docs/api.md sections 6 and 9).
VARIANT_FIELDS = frozenset(
    {
        "code",
        "position",
        "tracked",
        "on_hand",
        "width",
        "height",
        "depth",
        "weight",
        "tax_category",
        "shipping_category",
        "option_values",
        "translations",
        "remove_translation",
        "channel_pricings",
    }
)
# What the reference server's forms take: every variant field; a user's names, e-mail,
# password, state and roles (its username is its e-mail, and it has no locale).
REFERENCE_WRITABLE: Mapping[str, frozenset[str]] = {
    "variant": VARIANT_FIELDS,
    "user": frozenset({"first_name", "last_name", "email", "plain_password", "enabled", "roles"}),
}


@dataclass(frozen=True)
class FeatureOffer:
    """Whether a server offers one feature, asked alone (``StoreClient.offer``): a view that
    needs that feature only need not wait for the whole of :class:`Capabilities`. It answers as
    they do (:meth:`offers`, :meth:`refused_by_role`, :meth:`missing`, :attr:`label`), for
    ``feature`` and no other."""

    feature: Feature
    identity: ServerIdentity
    served: bool  # the server has it, whatever the role
    permissions: Permissions = field(default_factory=Permissions.unknown)

    @classmethod
    def of(cls, offered: Capabilities, feature: Feature) -> FeatureOffer:
        """What ``offered`` (the whole survey) says of ``feature``."""
        return cls(feature, offered.identity, feature in offered.features, offered.permissions)

    @property
    def label(self) -> str:
        return self.identity.label

    def offers(self, feature: Feature) -> bool:
        return self._served(feature) and self.permissions.may(*FEATURE_NEEDS[feature])

    def refused_by_role(self, feature: Feature) -> bool:
        return self._served(feature) and not self.permissions.may(*FEATURE_NEEDS[feature])

    def missing(self, features: Iterable[Feature]) -> list[Feature]:
        return [feature for feature in features if not self.offers(feature)]

    def _served(self, feature: Feature) -> bool:
        if feature is not self.feature:
            wrong = f"asked about {self.feature.value}, not {feature.value}"  # i18n: not shown
            raise ValueError(wrong)  # a mistake in the caller, not shown to a person
        return self.served
