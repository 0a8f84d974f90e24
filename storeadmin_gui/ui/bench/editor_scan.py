"""A scan in a cart's or an order's editor adds one unit of the variant scanned.

It goes through the editor's own add, as if the staffer had typed: its variant picker finds the
variant (the exact code only), the quantity is 1, then the editor's Save, so the same checks run
and the same question comes before a placed order's total changes. Where Save would be refused
(a paid or sent order's lines are fixed; the role may not change the record) the scan says why
in the editor and touches nothing of what is typed there.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from storeadmin_gui.ui.bench.lookup import same_code
from storeadmin_gui.ui.editors.pickers import LookupUnavailable, VariantChoice, VariantPicker
from storeadmin_gui.ui.editors.write_access import save_refusal_of

__all__ = ["add_scanned", "adding_editor", "scan_refusal"]


def adding_editor(window: QWidget | None) -> Any | None:
    """The editor ``window`` shows when it adds items by a variant picker (a cart's, an
    order's), else None."""
    editor = window if hasattr(window, "variant_picker") else getattr(window, "editor", None)
    picker = getattr(editor, "variant_picker", None)
    has_quantity = hasattr(getattr(editor, "form", None), "field")
    return editor if isinstance(picker, VariantPicker) and has_quantity else None


def scan_refusal(editor: Any) -> str | None:
    """Why a scan cannot add to ``editor``'s record (its Save's refusal), or None."""
    refusal: str | None = save_refusal_of(editor)
    return refusal


async def add_scanned(editor: Any, code: str) -> bool:
    """Add one of the variant ``code`` names through ``editor``; False when none has it (or
    the server cannot search variants)."""
    picker: VariantPicker = editor.variant_picker
    try:
        choices = await picker.search(code)
    except LookupUnavailable:
        return False
    match = next(
        (
            choice
            for choice in choices
            if isinstance(choice.value, VariantChoice) and same_code(code, choice.value.code)
        ),
        None,
    )
    if match is None:
        return False
    picker.choose(match)
    editor.form.field("quantity").set_value(1)
    editor.save()
    return True
