"""What a staffer's roles let a token do (docs/api.md section 12), decided by path and method.

``ROLE_API_ACCESS`` lets a user get a token; the other roles say what the token may do, as
permissions ``<area>.<read|write>`` (reads are GET, everything else writes):

- ``ROLE_ADMINISTRATION_ACCESS``: everything;
- ``ROLE_CATALOG_MANAGER``: variants (and their prices), lookups, reading orders and customers;
- ``ROLE_FULFILLMENT``: orders and carts (their items and steps), customers' notes, reading
  variants and customers;
- ``ROLE_READ_ONLY``: every read;
- no role beyond API access: its own user record only (``account``, which everyone has).

One table says which area a path belongs to; ``permitted`` is asked by every /api/v1 route (the
``current_user`` dependency) and by the read cache before it answers, so no answer skips it.
What a path alone cannot tell (which fields of one's own record change, whose password is reset)
the users routes check: only an administrator changes roles, enables, disables, deletes or resets
another user, and nobody gives their own account permissions it did not have.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from storeadmin_gui.backend.errors import ApiError, coded

READ: Final = "read"
WRITE: Final = "write"
VARIANTS: Final = "variants"
LOOKUPS: Final = "lookups"
ORDERS: Final = "orders"
CARTS: Final = "carts"
USERS: Final = "users"
STATISTICS: Final = "statistics"
CUSTOMERS: Final = "customers"  # customers, their profiles and notes (docs/api.md section 15)
ACCOUNT: Final = "account"  # one's own user record: every signed-in user's
AREAS: Final = (VARIANTS, LOOKUPS, ORDERS, CARTS, USERS, STATISTICS, CUSTOMERS, ACCOUNT)

ADMINISTRATOR: Final = "ROLE_ADMINISTRATION_ACCESS"
CATALOG_MANAGER: Final = "ROLE_CATALOG_MANAGER"
FULFILLMENT: Final = "ROLE_FULFILLMENT"
READ_ONLY: Final = "ROLE_READ_ONLY"

FORBIDDEN_MESSAGE: Final = "Your account may not do this."


def permission(area: str, action: str) -> str:
    return f"{area}.{action}"


EVERY_READ: Final = frozenset(permission(area, READ) for area in AREAS)
EVERYTHING: Final = EVERY_READ | {permission(area, WRITE) for area in AREAS}
OWN_ACCOUNT: Final = frozenset({permission(ACCOUNT, READ), permission(ACCOUNT, WRITE)})
ROLE_PERMISSIONS: Final[dict[str, frozenset[str]]] = {
    ADMINISTRATOR: EVERYTHING,
    CATALOG_MANAGER: frozenset(
        {
            permission(VARIANTS, READ),
            permission(VARIANTS, WRITE),
            permission(LOOKUPS, READ),
            permission(ORDERS, READ),
            permission(CUSTOMERS, READ),
        }
    ),
    FULFILLMENT: frozenset(
        {
            permission(ORDERS, READ),
            permission(ORDERS, WRITE),
            permission(CARTS, READ),
            permission(CARTS, WRITE),
            permission(VARIANTS, READ),
            permission(CUSTOMERS, READ),
            permission(CUSTOMERS, WRITE),
        }
    ),
    READ_ONLY: EVERY_READ,
}

# The area of each /api/v1 path, first match wins (paths as served, either slash form). A path
# in no area would need no permission at all: every served one is listed (the tests hold to it).
_AREA_OF_PATH: Final = tuple(
    (re.compile(pattern), area)
    for pattern, area in (
        (r"/api/v1/products/[^/]+/variants(?:/.*)?", VARIANTS),
        (r"/api/v1/product-variants(?:/.*)?", VARIANTS),
        (
            r"/api/v1/(?:products|channels|locales|tax-categories|shipping-categories)(?:/.*)?",
            LOOKUPS,
        ),
        (r"/api/v1/customers(?:/.*)?", CUSTOMERS),
        (r"/api/v1/orders(?:/.*)?", ORDERS),
        (r"/api/v1/carts(?:/.*)?", CARTS),
        (r"/api/v1/(?:users|password-resetting-requests)(?:/.*)?", USERS),
        (r"/api/v1/statistics(?:/.*)?", STATISTICS),
        (r"/api/v1/me/?", ACCOUNT),
        # The search box reads what the staffer may read of each kind (``routers/search.py``).
        (r"/api/v1/search/?", ACCOUNT),
    )
)
_USER_RECORD: Final = re.compile(r"/api/v1/users/([0-9]+)/?")
_PASSWORD_RESET: Final = re.compile(r"/api/v1/password-resetting-requests/?")
_READ_METHODS: Final = frozenset({"GET", "HEAD"})


def permissions_of(roles: Iterable[str]) -> frozenset[str]:
    """Everything ``roles`` allow, one's own account included."""
    granted = set(OWN_ACCOUNT)
    for role in roles:
        granted |= ROLE_PERMISSIONS.get(role, frozenset())
    return frozenset(granted)


def is_administrator(granted: frozenset[str]) -> bool:
    """Whether these permissions manage other users (roles, enabling, deleting, resetting)."""
    return permission(USERS, WRITE) in granted


def needed(method: str, path: str) -> str | None:
    """The permission a request needs; None for a path outside every area (it is not served)."""
    action = READ if method.upper() in _READ_METHODS else WRITE
    for pattern, area in _AREA_OF_PATH:
        if pattern.fullmatch(path):
            return permission(area, action)
    return None


def permitted(granted: frozenset[str], user_id: int, method: str, path: str) -> bool:
    """Whether a user with ``granted`` may send ``method`` to ``path``; one's own user record,
    and a password reset, count as one's account (the routes keep them to oneself: which fields
    may change, whose password)."""
    wanted = needed(method, path)
    if wanted is None or wanted in granted:
        return True
    method = method.upper()
    if _about_own_account(user_id, method, path):
        return permission(ACCOUNT, READ if method in _READ_METHODS else WRITE) in granted
    return False


def _about_own_account(user_id: int, method: str, path: str) -> bool:
    record = _USER_RECORD.fullmatch(path)
    if record is not None:
        return int(record.group(1)) == user_id and method != "DELETE"
    return method == "POST" and _PASSWORD_RESET.fullmatch(path) is not None


def forbidden() -> ApiError:
    return coded(403, FORBIDDEN_MESSAGE)
