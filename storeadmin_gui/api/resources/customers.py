"""Customers (docs/api.md section 10) and their profiles and notes (section 15)."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.models import Customer, CustomerOrder, CustomerProfile
from storeadmin_gui.api.paging import Page

from ._collection import Collection, list_params
from .notes import Notes


class Customers(Collection[Customer]):
    """``/api/v1/customers/``: list (``criteria[query]``: name or e-mail), get, a profile, the
    customer's orders, and notes."""

    def __init__(self, core: ApiCore) -> None:
        super().__init__(core, "/api/v1/customers/", Customer, list_name=ListName.CUSTOMERS)
        self.notes = Notes(core, self.path)

    async def profile(self, customer_id: int) -> CustomerProfile:
        """The customer, whether a guest, and what they bought (placed orders not cancelled)."""
        await self.core.require(Feature.CUSTOMER_PROFILES)
        path = self.item_path(customer_id, "profile")
        return await self.core.get_model(path, CustomerProfile)

    async def orders(
        self, customer_id: int, *, page: int = 1, limit: int = 20
    ) -> Page[CustomerOrder]:
        """The customer's orders, carts included, newest first."""
        await self.core.require(Feature.CUSTOMER_PROFILES)
        path = self.item_path(customer_id, "orders") + "/"
        params = list_params(page=page, limit=limit, sorting=None, criteria=None)
        return await self.core.get_page(path, CustomerOrder, params)
