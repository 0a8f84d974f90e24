"""Create, edit and delete one product variant.

Every field of the contract's variant request: code (create only), position, tracked, on hand (on
hold shown), dimensions, tax and shipping category (pickers from the lookups, free text without
them), one option value picker per option of the product, translations per locale and the channel
pricing grid, each in its box of the form (``variant_sections``). Numbers, prices and the code are
typed as text and read by parsers: nothing typed is changed to fit. Saves send only what changed
(``variant_request``), PUT carries the version that was loaded, and a 409 opens the conflict
comparison (:mod:`storeadmin_gui.ui.editors.conflict`), leaf by leaf. When the answer to a save is
lost, the variant is read again: if it holds what was sent, the save worked.
"""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from storeadmin_gui.api import Capabilities, Feature, StoreClient, errors
from storeadmin_gui.api.models import Variant, VariantCreate
from storeadmin_gui.ui.editors.conflict import changes_missing, refuse_if_changed, resolve_conflict
from storeadmin_gui.ui.editors.editor import Editor, Outcome
from storeadmin_gui.ui.editors.read_only import capabilities_of, set_read_only
from storeadmin_gui.ui.editors.variant_history import attach_variant_history
from storeadmin_gui.ui.editors.variant_lookups import VariantLookups, load_variant_lookups
from storeadmin_gui.ui.editors.variant_request import VariantChanges, request_fields, variant_values
from storeadmin_gui.ui.editors.variant_sections import (
    CategoriesSection,
    NamesSection,
    PricesSection,
    SizeSection,
    VariantSection,
)
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.server_kind import (
    best_effort_note,
    missing_reason,
    read_only_reason,
    removal_reason,
)

__all__ = ["VariantEditor"]


class VariantEditor(Editor):
    """One variant of ``product_code``; ``code=None`` creates a new one."""

    record_name = "variant"

    def __init__(
        self,
        client: StoreClient,
        product_code: str,
        code: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, can_delete=code is not None)
        self.client = client
        self.product_code = product_code
        self.code = code
        self.version: int | None = None
        self.variant: Variant | None = None
        self.lookups: VariantLookups | None = None
        self.offered: Capabilities | None = None  # what the server's forms take, once loaded
        self.conflict_dialog: QDialog | None = None  # while a 409 is being resolved
        self._build()
        self.start()

    @property
    def creating(self) -> bool:
        return self.code is None

    # --- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        """Two columns: the variant, its size and its categories on the left; its prices, names
        and history on the right. The sections keep their inputs; the editor names them too."""
        self.general_box = VariantSection(self.form)
        self.code_edit, self.on_hold_label = (
            self.general_box.code_edit,
            self.general_box.on_hold_label,
        )
        self.position_input = self.general_box.position_input
        self.tracked_check = self.general_box.tracked_check
        self.on_hand_input = self.general_box.on_hand_input
        self.size_box = SizeSection(self.form)
        self.dimension_edits = self.size_box.dimension_edits
        self.categories_box = CategoriesSection(self.form)
        self.tax_picker = self.categories_box.tax_picker
        self.shipping_picker = self.categories_box.shipping_picker
        self.options_input = self.categories_box.options_input
        self.prices_box = PricesSection(self.form)
        self.pricing = self.prices_box.pricing
        self.names_box = NamesSection(self.form)
        self.translations_input = self.names_box.translations_input

        left = QVBoxLayout()
        for section in (self.general_box, self.size_box, self.categories_box):
            left.addWidget(section)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.prices_box)
        right.addWidget(self.names_box)
        self.history = attach_variant_history(self, right)
        right.addStretch(0 if self.history else 1)
        columns = QHBoxLayout(self.body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 1)  # wide enough for a message on one line
        columns.addLayout(right, 1)

    def channel_currency(self, channel: str) -> str | None:
        """The currency of ``channel``'s prices, once the store's channels are known."""
        return self.lookups.channel_currency(channel) if self.lookups is not None else None

    def _build_from_lookups(self, lookups: VariantLookups, variant: Variant | None) -> None:
        """The parts that depend on the store: channel rows, option pickers, locale rows."""
        self.categories_box.set_lookups(lookups)
        self.prices_box.set_lookups(lookups, variant)
        self.names_box.set_lookups(lookups)
        self.translations_input.rows_changed.connect(self._fix_tab_order)
        self._fix_tab_order()

    def _show_offers(self) -> None:
        """Each field the server's form does not take, read-only with the reason; a name that
        cannot be removed, kept."""
        offered = self.offered
        if offered is None:
            return
        for bound in self.form.fields():
            if bound.key != "code":  # chosen once, at creation: read-only by its own rule
                set_read_only(bound, read_only_reason(offered, "variant", bound.key))
        self.translations_input.forbid_removal(removal_reason(offered))

    def save_refusal(self) -> str | None:
        return missing_reason(self.offered, Feature.CREATE_VARIANT) if self.creating else None

    def delete_refusal(self) -> str | None:
        return missing_reason(self.offered, Feature.DELETE_VARIANT)

    def _fix_tab_order(self) -> None:
        """Tab goes down the left column, then prices, then names, then the buttons (inputs
        built from the lookups would otherwise come after the Save button)."""
        sections = (
            self.general_box,
            self.size_box,
            self.categories_box,
            self.prices_box,
            self.names_box,
        )
        chain = [widget for section in sections for widget in section.inputs()]
        if self.history is not None:  # then the history, read last
            chain += [self.history.tree, self.history.more_button, self.history.revert_button]
        self.set_tab_order(*chain)

    # --- Editor -----------------------------------------------------------------------------

    def describe(self) -> str:
        if self.creating:
            return tr("editors.variant_editor", "New variant of {product_name}").format(
                product_name=self._product_name()
            )
        locale = self.lookups.default_locale if self.lookups else None
        name = self.variant.name(locale) if self.variant else self.code
        return (
            tr("editors.variant_editor", "Variant {code} — {name}").format(
                code=self.code, name=name
            )
            if name != self.code
            else tr("editors.variant_editor", "Variant {code}").format(code=self.code)
        )

    def _product_name(self) -> str:
        product = self.lookups.product if self.lookups else None
        return (
            f"{product.name} ({self.product_code})"
            if product and product.name
            else self.product_code
        )

    async def load(self) -> None:
        if self.lookups is None:  # first load: the store's lookups shape the editor
            lookups_task = load_variant_lookups(self.client, self.product_code)
            variant: Variant | None = None
            if self.code is None:
                lookups, self.offered = await asyncio.gather(
                    lookups_task, capabilities_of(self.client)
                )
            else:
                lookups, self.offered, variant = await asyncio.gather(
                    lookups_task,
                    capabilities_of(self.client),
                    self.client.variants.get(self.product_code, self.code),
                )
            self.lookups = lookups
            self._build_from_lookups(lookups, variant)
            self._show_offers()
            note = best_effort_note(self.client, self.offered)
            if note is not None:
                self.say_after(note)  # once per connection, before the first save
        elif self.code is not None:
            variant = await self.client.variants.get(self.product_code, self.code)
        else:
            variant = None
        self.show_variant(variant)

    def show_variant(self, variant: Variant | None) -> None:
        """Make ``variant`` (or a blank new one) the loaded record."""
        self.variant = variant
        self.general_box.show_variant(variant)  # the code is chosen once, at creation
        self.delete_button.setVisible(variant is not None)
        self._delete_action.setEnabled(variant is not None)
        if variant is None:
            # What the server gives a variant created without them (docs/api.md section 6).
            self.form.load(
                {
                    "code": None,
                    "position": 0,
                    "tracked": False,
                    "on_hand": 0,
                    "translations": {},
                    "channel_pricings": {},
                }
            )
            self.code_edit.setFocus()
            return
        self.version = variant.version
        values = self.values_of(variant)
        self.prices_box.show_prices(variant_values(variant, {})["channel_pricings"])
        self.form.load(values)

    def values_of(self, variant: Variant) -> dict[str, Any]:
        """``variant`` as this editor's form values (prices of the channels it has rows for)."""
        assert self.lookups is not None
        values = variant_values(variant, self.lookups.option_of_value())
        values["channel_pricings"] = self.prices_box.with_rows(values["channel_pricings"])
        return values

    async def submit(self) -> None:
        if self.creating:  # only what the user filled in, and the code
            values = {**self.form.changes(), "code": self.form.field("code").value()}
            created = await self.client.variants.create(
                self.product_code, VariantCreate.model_validate(request_fields(values))
            )
            self.code = created.code
            return
        changes = self.form.changes()
        changes.pop("code", None)
        if not changes:
            return
        body = request_fields(changes, self.form.loaded_values())
        if self.offered is not None and not self.offered.versioned_saves:
            await refuse_if_changed(self, self.version)  # the store would not refuse it
        await self.client.variants.update(
            self.product_code,
            self.code,  # type: ignore[arg-type]
            VariantChanges.model_validate({"version": self.version, **body}),
        )

    async def remove(self) -> None:
        assert self.code is not None
        await self.client.variants.delete(self.product_code, self.code)

    def delete_question(self) -> str:
        return tr(
            "editors.variant_editor",
            "Delete variant {code} of {product_name}? This cannot be undone.",
        ).format(code=self.code, product_name=self._product_name())

    async def handle_conflict(self, reason: str) -> None:
        await resolve_conflict(self)

    async def check_submitted(self) -> Outcome:
        """The save's answer was lost: a created variant is there under its code, or not; an
        update is done when the variant holds every value that was sent (whoever else changed
        it since), not done while it still has the version that was loaded."""
        if self.creating:
            try:
                created = await self.fetch_current_code(self.form.field("code").value())
            except errors.NotFound:
                return Outcome.NOT_DONE
            self.code = created.code
            return Outcome.DONE
        current = await self.fetch_current()
        sent, base = self.form.values(), self.form.loaded_values()
        if not changes_missing(self.form, base, sent, self.values_of(current)):
            self.show_record(current)  # every change sent is stored: the save worked
            return Outcome.DONE
        return Outcome.NOT_DONE if current.version == self.version else Outcome.CHANGED

    def record_label(self) -> str:
        return tr("editors.variant_editor", "Variant {code}").format(code=self.code)

    async def fetch_current(self) -> Variant:
        return await self.client.variants.get(self.product_code, self.code or "")

    async def fetch_current_code(self, code: str) -> Variant:
        return await self.client.variants.get(self.product_code, code)

    def show_record(self, record: Variant) -> None:
        self.show_variant(record)
