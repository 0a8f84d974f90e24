"""The variant lists: one product's (docs/api.md section 6) and the whole catalogue's (docs/api.md
section 11), one mechanism with different filters and sort fields.

A page is found in two steps: the ids of its variants, by an index of the sort key (an ``OFFSET``
over an index, never a sort of the table), then those variants with everything their
representation shows (``VARIANT_LOADING``: a fixed number of queries for any page).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from fastapi import Request
from sqlalchemy import ColumnElement, Select, and_, func, select, true
from sqlalchemy.orm import InstrumentedAttribute, Session

from . import substring_search
from .errors import coded
from .models.catalog import AVAILABLE, Product, ProductVariant, ProductVariantTranslation
from .pagination import PageParams, clamp_page, parse_criteria
from .remembered import remembered
from .requests import MAX_SAFE_INTEGER, to_integer
from .sort_order import sort_clauses
from .substring_search import VARIANT_CODE, VARIANT_NAME, plain_contains
from .variant_names import Join, name_contains
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


@dataclass(frozen=True)
class Filters:
    """A list's conditions as its total counts them (through ``counted_joins``, too) and as a
    page reads them; they differ for a name part only (``variant_names.NameCondition``).

    ``total_key``: what the total depends on besides the stored data (the list and its
    criteria), under which it is remembered for the store's data version (``remembered``);
    None: counted per request."""

    counted: list[ColumnElement[bool]] = dataclasses.field(default_factory=list)
    paged: list[ColumnElement[bool]] = dataclasses.field(default_factory=list)
    counted_joins: list[Join] = dataclasses.field(default_factory=list)
    # Per condition, its variants' ids read without the variants (a total of it alone), or None.
    alone: list[Select[Any] | None] = dataclasses.field(default_factory=list)
    total_key: Hashable | None = None

    def add(
        self,
        condition: ColumnElement[bool],
        paged: ColumnElement[bool] | None = None,
        counted_joins: Sequence[Join] = (),
        alone: Select[Any] | None = None,
    ) -> None:
        self.counted.append(condition)
        self.paged.append(condition if paged is None else paged)
        self.counted_joins.extend(counted_joins)
        self.alone.append(alone)

    def counted_select(self, *columns: Any) -> Select[Any]:
        """``columns`` of the matching variants, as a total reads them."""
        statement = select(*columns).select_from(ProductVariant)
        for target, on in self.counted_joins:
            statement = statement.join(target, on)
        return statement.where(*self.counted)

    def total(self) -> Select[Any]:
        """The number of matching variants; a sole condition that has its own ids, from those."""
        if len(self.alone) == 1 and self.alone[0] is not None:
            return select(func.count()).select_from(self.alone[0].subquery())
        # COUNT(*), not COUNT(id): SQLite counts a whole table from its b-tree without reading
        # rows.
        return self.counted_select(func.count())


def text_filters(session: Session, criteria: dict[str, str], *, indexed: bool) -> Filters:
    """``criteria[code]`` and ``criteria[name]`` (in any translation): contain, any case.

    ``indexed``: with the trigram indexes and the variants' search texts where they pay (the
    whole catalogue); one product's few variants are read faster than any index is asked. The
    names are searched once for the whole list (``IN``), not once per variant.
    """
    dialect = session.get_bind().dialect.name
    filters = Filters()
    if "code" in criteria:
        part = criteria["code"]
        if indexed:
            filters.add(substring_search.contains(session, VARIANT_CODE, part).condition)
        else:
            filters.add(plain_contains(VARIANT_CODE, part, dialect))
    if "name" in criteria:
        part = criteria["name"]
        if indexed:
            named = name_contains(session, part)
            filters.add(named.counted, named.paged, named.counted_joins, named.texts_alone)
        else:
            names = select(ProductVariantTranslation.variant_id).where(
                plain_contains(VARIANT_NAME, part, dialect)
            )
            filters.add(ProductVariant.id.in_(names))
    return filters


def product_condition(product_code: str) -> ColumnElement[bool]:
    return ProductVariant.product_id == (
        select(Product.id).where(Product.code == product_code).scalar_subquery()
    )


def catalogue_filters(request: Request, session: Session) -> Filters:
    """The whole catalogue's filters: code, name, product (code), available_at_most."""
    criteria = parse_criteria(request, ("code", "name", "product", "available_at_most"))
    filters = dataclasses.replace(
        text_filters(session, criteria, indexed=True),
        total_key=("catalogue", tuple(sorted(criteria.items()))),
    )
    if "product" in criteria:
        filters.add(product_condition(criteria["product"]))
    if "available_at_most" in criteria:
        at_most = to_integer(criteria["available_at_most"])
        if at_most is None:
            raise coded(
                400,
                "criteria[available_at_most] must be a whole number, "
                f'not "{criteria["available_at_most"]}".',
            )
        filters.add(available_at_most(at_most))
    return filters


def available_at_most(at_most: int) -> ColumnElement[bool]:
    """Tracked variants with at most ``at_most`` units available (low on stock). Written as an
    equality on ``tracked`` so PostgreSQL, too, searches ``ix_product_variants_available``."""
    return and_(ProductVariant.tracked == true(), min(at_most, MAX_SAFE_INTEGER) >= AVAILABLE)


def _total(session: Session, filters: Filters) -> int:
    def count() -> int:
        return int(session.scalar(filters.total()) or 0)

    if filters.total_key is None:
        return count()
    return remembered(session, ("variant total", filters.total_key), count)


def variant_page(
    session: Session,
    params: PageParams,
    filters: Filters,
    sorting: Sequence[tuple[str, str]],
) -> tuple[int, int, list[ProductVariant]]:
    """``(page, total, variants)``: the page served (a page past the end is the last), the
    number of matching variants, and the page's variants loaded for their representation."""
    total = _total(session, filters)
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    ids = list(
        session.scalars(
            select(ProductVariant.id)
            .where(*filters.paged)
            .order_by(*sort_clauses(SORT_KEYS, sorting, ProductVariant.id, unique=UNIQUE_KEYS))
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
