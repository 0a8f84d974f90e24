"""A row of the whole catalogue (docs/api.md section 11): a variant with its product and stock."""

from __future__ import annotations

from ._base import CamelResponse
from .variants import Variant

__all__ = ["CatalogueVariant", "VariantProduct"]


class VariantProduct(CamelResponse):
    """The product a variant belongs to, as the catalogue names it."""

    code: str
    name: str | None = None


class CatalogueVariant(Variant):
    """A variant of the whole catalogue: a ``Variant`` (its product's list form) plus its product,
    ``on_hand``, ``on_hold`` and what it has ``available`` (``None`` when stock is not tracked).

    ``product_code`` addresses it (``client.variants.get(row.product_code, row.code)``), so a
    selection across products can be edited as one product's variants are.
    """

    product: VariantProduct
    available: int | None = None

    @property
    def product_code(self) -> str:
        return self.product.code

    @property
    def product_name(self) -> str:
        return self.product.name or self.product.code
