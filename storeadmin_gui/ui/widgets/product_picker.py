"""Choose the product whose variants the table lists: from the products lookup, or by code."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.widgets.lookup_combo import LookupComboBox

__all__ = ["ProductPicker"]


def product_label(product: Any) -> str:
    return f"{product.name} ({product.code})" if product.name else str(product.code)


class ProductPicker(LookupComboBox):
    """An editable, searchable product box; a server without the products lookup gets a code box.

    A product's own list is the contract's only way to list variants: then the first product is
    chosen once the lookup arrives, unless the user already typed one. A server that lists every
    variant at once gets an "every product" entry first instead (:meth:`offer_every_product`).
    """

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        def products() -> AsyncIterator[Any]:
            return client.products.iter_all(limit=100, sorting=None)

        super().__init__(
            products,
            label=product_label,
            value=lambda product: str(product.code),
            editable=True,
            free_text_placeholder=tr("widgets.product_picker", "Product code, e.g. T_SHIRT"),
            parent=parent,
        )
        self.setMinimumContentsLength(24)
        self.setAccessibleName(tr("widgets.product_picker", "Product"))
        self.loaded.connect(self._choose_first)

    def offer_every_product(self, text: str) -> None:
        """Put "every product" (``text``, the value "") first, and choose it unless a product is
        chosen already: for a server that lists every variant at once (before :meth:`load`)."""
        self._any_text = text
        chosen = self.value
        self.blockSignals(True)
        self.insertItem(0, text, "")
        if not chosen:
            self.setCurrentIndex(0)
        self.blockSignals(False)

    def _choose_first(self) -> None:
        """A product's variants are listed when the server cannot list them all (and the free
        text box of a server without the products lookup waits for a typed code)."""
        if not self.free_text and not self.value and self.count() and self._any_text is None:
            self.setCurrentIndex(0)
        self._send()
