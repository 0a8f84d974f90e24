"""What a scanned code is: a variant of the catalogue (by its code) or an order (by its number).

A scanner reads exactly what the label carries, so only exact matches count (any case; an
order's number also without its leading zeros, as a slip may print it). Both are asked with one
small filtered page each, whatever the size of the store.
"""

from __future__ import annotations

from dataclasses import dataclass

from storeadmin_gui.api import Capabilities, StoreClient, errors
from storeadmin_gui.api.lists import CatalogueCriteria, ListName, OrderCriteria
from storeadmin_gui.api.models import CatalogueVariant, OrderSummary
from storeadmin_gui.ui.i18n import tr

__all__ = ["Found", "code_lookup_refusal", "find_code", "find_variant", "same_code"]

MATCHES_ASKED = 20  # a code's text also matches longer codes; the exact one is among the first


@dataclass(frozen=True)
class Found:
    """A variant (``product_code`` and ``code``) or an order (``order_id``, ``number``)."""

    code: str
    product_code: str | None = None
    order_id: int | None = None
    number: str | None = None

    @property
    def is_variant(self) -> bool:
        return self.product_code is not None


def same_code(scanned: str, code: str | None) -> bool:
    return code is not None and scanned.strip().casefold() == code.strip().casefold()


def _same_number(scanned: str, number: str | None) -> bool:
    if number is None:
        return False
    if same_code(scanned, number):
        return True
    return scanned.isdigit() and number.isdigit() and int(scanned) == int(number)


def code_lookup_refusal(offered: Capabilities) -> str | None:
    """Why the server cannot find a variant by its code alone (it has no catalogue filtered by
    code: a scanned label names no product); None when it can."""
    if "code" in offered.filters(ListName.CATALOGUE):
        return None
    return tr("bench", "{server} cannot find a variant by its code.").format(server=offered.label)


async def find_variant(client: StoreClient, code: str) -> CatalogueVariant | None:
    """The variant of the catalogue whose code is ``code``; None when none is. Raises
    ``errors.NotOffered`` (saying why) where the server cannot find a variant by its code."""
    offered = await client.capabilities()
    refusal = code_lookup_refusal(offered)
    if refusal is not None:
        raise errors.NotOffered("catalogue", refusal)  # i18n: not shown, a key
    page = await client.catalogue.list(
        page=1, limit=MATCHES_ASKED, criteria=CatalogueCriteria(code=code)
    )
    return next((variant for variant in page.items if same_code(code, variant.code)), None)


async def find_code(client: StoreClient, code: str) -> Found | None:
    """The variant or order ``code`` names, the variant first; None when nothing has it.
    Raises ``errors.NotOffered`` where neither can be asked for by code."""
    unsearchable: errors.NotOffered | None = None
    try:
        variant = await find_variant(client, code)
    except errors.NotOffered as refused:
        variant, unsearchable = None, refused
    if variant is not None:
        return Found(variant.code, product_code=variant.product_code)
    offered = await client.capabilities()
    if "number" in offered.filters(ListName.ORDERS):
        number = code.lstrip("0") or code
        # Numbers are as wide as each other: the lowest that holds the digits is the one.
        lowest = {"number": "asc"} if "number" in offered.sorts(ListName.ORDERS) else None
        orders = await client.orders.list_as(
            OrderSummary,
            page=1,
            limit=MATCHES_ASKED,
            sorting=lowest,
            criteria=OrderCriteria(number=number),
        )
        for order in orders.items:
            if _same_number(code, order.number):
                return Found(code, order_id=order.id, number=order.number)
    elif unsearchable is not None:
        raise unsearchable
    return None
