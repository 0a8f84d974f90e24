"""The variant lists: one product's (docs/api.md section 6) and the whole catalogue's (docs/api.md
section 11), one mechanism with different filters and sort fields.

A page is found in two steps: the ids of its variants, by an index of the sort key (an ``OFFSET``
over an index, never a sort of the table), then those variants with everything their
representation shows (``VARIANT_LOADING``: a fixed number of queries for any page).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from fastapi import Request
from sqlalchemy import ColumnElement, and_, func, select, true
from sqlalchemy.orm import InstrumentedAttribute, Session

from . import substring_search
from .errors import coded
from .models.catalog import AVAILABLE, Product, ProductVariant, ProductVariantTranslation
from .pagination import PageParams, clamp_page, parse_criteria
from .requests import MAX_SAFE_INTEGER, to_integer
from .substring_search import VARIANT_CODE, VARIANT_NAME, SearchedColumn, plain_contains
from .variant_views import VARIANT_LOADING

# Sort field -> the columns it orders by, each with whether it runs against the asked direction.
# ``available``: tracked variants by what they have left, untracked ones (nothing to run out of)
# after them ascending and before them descending; ``ix_product_variants_available`` serves both.
Key = ColumnElement[Any] | InstrumentedAttribute[Any]
SORT_KEYS: Final[dict[str, tuple[tuple[Key, bool], ...]]] = {
    "position": ((ProductVariant.position, False),),
    "code": ((ProductVariant.code, False),),
    "createdAt": ((ProductVariant.created_at, False),),
    "onHand": ((ProductVariant.on_hand, False),),
    "available": ((ProductVariant.tracked, True), (AVAILABLE, False)),
}
UNIQUE_KEYS: Final = frozenset({"code"})  # no tie to break
PRODUCT_SORTS: Final = ("position", "code", "createdAt")
CATALOGUE_SORTS: Final = ("code", "createdAt", "onHand", "available")
DEFAULT_SORT: Final = ("createdAt", "desc")


def text_conditions(
    session: Session, criteria: dict[str, str], *, indexed: bool
) -> list[ColumnElement[bool]]:
    """``criteria[code]`` and ``criteria[name]`` (in any translation): contain, any case.

    ``indexed``: with the trigram indexes where they pay (the whole catalogue); one product's
    few variants are read faster than any index is asked. The names are searched once for the
    whole list (``IN``), not once per variant.
    """

    def contains(searched: SearchedColumn, part: str) -> ColumnElement[bool]:
        if indexed:
            return substring_search.contains(session, searched, part).condition
        return plain_contains(searched, part, session.get_bind().dialect.name)

    conditions: list[ColumnElement[bool]] = []
    if "code" in criteria:
        conditions.append(contains(VARIANT_CODE, criteria["code"]))
    if "name" in criteria:
        named = contains(VARIANT_NAME, criteria["name"])
        conditions.append(
            ProductVariant.id.in_(select(ProductVariantTranslation.variant_id).where(named))
        )
    return conditions


def product_condition(product_code: str) -> ColumnElement[bool]:
    return ProductVariant.product_id == (
        select(Product.id).where(Product.code == product_code).scalar_subquery()
    )


def catalogue_conditions(request: Request, session: Session) -> list[ColumnElement[bool]]:
    """The whole catalogue's filters: code, name, product (code), available_at_most."""
    criteria = parse_criteria(request, ("code", "name", "product", "available_at_most"))
    conditions = text_conditions(session, criteria, indexed=True)
    if "product" in criteria:
        conditions.append(product_condition(criteria["product"]))
    if "available_at_most" in criteria:
        at_most = to_integer(criteria["available_at_most"])
        if at_most is None:
            raise coded(
                400,
                "criteria[available_at_most] must be a whole number, "
                f'not "{criteria["available_at_most"]}".',
            )
        conditions.append(available_at_most(at_most))
    return conditions


def available_at_most(at_most: int) -> ColumnElement[bool]:
    """Tracked variants with at most ``at_most`` units available (low on stock). Written as an
    equality on ``tracked`` so PostgreSQL, too, searches ``ix_product_variants_available``."""
    return and_(ProductVariant.tracked == true(), min(at_most, MAX_SAFE_INTEGER) >= AVAILABLE)


def _ordering(sorting: Sequence[tuple[str, str]]) -> list[ColumnElement[Any]]:
    clauses: list[ColumnElement[Any]] = []
    for field, direction in sorting:
        for key, against in SORT_KEYS[field]:
            descending = (direction == "desc") != against
            clauses.append(key.desc() if descending else key.asc())
    if not (len(sorting) == 1 and sorting[0][0] in UNIQUE_KEYS):
        last = sorting[-1][1]
        clauses.append(ProductVariant.id.desc() if last == "desc" else ProductVariant.id.asc())
    return clauses


def variant_page(
    session: Session,
    params: PageParams,
    conditions: Sequence[ColumnElement[bool]],
    sorting: Sequence[tuple[str, str]],
) -> tuple[int, int, list[ProductVariant]]:
    """``(page, total, variants)``: the page served (a page past the end is the last), the
    number of matching variants, and the page's variants loaded for their representation."""
    # COUNT(*), not COUNT(id): SQLite counts a whole table from its b-tree without reading rows.
    counted = select(func.count()).select_from(ProductVariant).where(*conditions)
    total = session.scalar(counted) or 0
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    ids = list(
        session.scalars(
            select(ProductVariant.id)
            .where(*conditions)
            .order_by(*_ordering(sorting))
            .offset(offset)
            .limit(params.limit)
        )
    )
    if not ids:
        return page, total, []
    loaded = {
        variant.id: variant
        for variant in session.scalars(
            select(ProductVariant).where(ProductVariant.id.in_(ids)).options(*VARIANT_LOADING)
        )
    }
    return page, total, [loaded[variant_id] for variant_id in ids if variant_id in loaded]
