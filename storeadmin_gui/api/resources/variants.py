"""Product variants, addressed by product code and variant code."""

from __future__ import annotations

from collections.abc import AsyncIterator

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.kinds.dialect import Write
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import Variant, VariantCreate, VariantPatch, VariantUpdate
from storeadmin_gui.api.paging import Page

from ._collection import AnyCriteria, Collection, Sorting, segment
from .history import History


class Variants:
    """``/api/v1/products/{productCode}/variants/``: list, get, create, update, patch, delete."""

    def __init__(self, core: ApiCore, history: History | None = None) -> None:
        self._core = core
        self._history = history

    def of(self, product_code: str) -> Collection[Variant]:
        """The variants collection of one product (what ``list`` and ``get`` use)."""
        code = segment(product_code, "The product code")  # i18n: not shown, a bad argument
        path = f"/api/v1/products/{code}/variants/"
        return Collection(self._core, path, Variant, list_name=ListName.VARIANTS)

    async def list(
        self,
        product_code: str,
        *,
        page: int = 1,
        limit: int | None = None,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> Page[Variant]:
        return await self.of(product_code).list(
            page=page, limit=limit, sorting=sorting, criteria=criteria
        )

    async def iter_all(
        self,
        product_code: str,
        *,
        limit: int | None = 100,
        sorting: Sorting | None = None,
        criteria: AnyCriteria | None = None,
    ) -> AsyncIterator[Variant]:
        async for variant in self.of(product_code).iter_all(
            limit=limit, sorting=sorting, criteria=criteria
        ):
            yield variant

    async def get(self, product_code: str, code: str) -> Variant:
        return await self.of(product_code).get(code)

    async def create(self, product_code: str, variant: VariantCreate) -> Variant:
        """201 with the detailed variant (``version`` 1)."""
        path = self.of(product_code).path
        await self._core.require(Feature.CREATE_VARIANT)
        return await self._core.write(Write.VARIANT_CREATE, path, variant, Variant)

    async def update(self, product_code: str, code: str, changes: VariantUpdate) -> None:
        """Save ``changes`` with the ``version`` the editor loaded; a stale one raises
        ``errors.Conflict``. Only the fields set are changed, on every kind of server (the
        reference server's PUT keeps what it is not given; elsewhere it is a PATCH)."""
        await self._core.write_only(
            Write.VARIANT_UPDATE, self.of(product_code).item_path(code), changes
        )
        if self._history is not None:
            await self._history.note_variant(product_code, code, changes)

    async def patch(self, product_code: str, code: str, changes: VariantPatch) -> None:
        """PATCH only the fields set (a ``VariantUpdate`` works too and checks its version)."""
        await self._core.write_only(
            Write.VARIANT_PATCH, self.of(product_code).item_path(code), changes
        )
        if self._history is not None:
            await self._history.note_variant(product_code, code, changes)

    async def delete(self, product_code: str, code: str) -> None:
        path = self.of(product_code).item_path(code)
        await self._core.require(Feature.DELETE_VARIANT)
        await self._core.send("DELETE", path)
