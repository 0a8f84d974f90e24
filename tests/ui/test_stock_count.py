"""The packing bench, part four: a stock count scanned shelf by shelf, compared with on hand,
reviewed and applied as one batch with a result per variant."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api.models import VariantUpdate
from storeadmin_gui.ui.bench.stock_count import StockCountDialog
from tests.ui.bench_support import watching_window
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_screenshot
from tests.ui.test_scanner import scan

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def test_a_count_over_two_shelves_is_applied_as_one_batch_with_a_result_per_variant(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path)
    client = window.session.client
    assert client is not None
    listed = run(client.catalogue.list(page=1, limit=100)).items
    free = [v for v in listed if v.tracked and v.available == v.on_hand][:4]  # none on hold

    def stocked(variant: Any, units: int) -> Any:
        """``variant`` with ``units`` on hand (a few, so a test scans them all)."""
        now = run(client.variants.get(variant.product_code, variant.code))
        update = VariantUpdate(version=now.version, on_hand=units)
        run(client.variants.update(variant.product_code, variant.code, update))
        return variant.model_copy(update={"on_hand": units})

    found_one_more, lost_one, as_counted, moved = (
        stocked(variant, units) for variant, units in zip(free, (3, 4, 3, 3), strict=True)
    )
    dialog = window.bench.open_stock_count()
    assert isinstance(dialog, StockCountDialog)
    qtbot.addWidget(dialog)

    scan(qtbot, dialog.code_input, found_one_more.code)  # no shelf yet
    assert dialog.status.text() == "Scan or type the shelf's label first."
    assert dialog.shelf_input.hasFocus() or dialog.rows == []

    def on_shelf(shelf: str, units: list[Any]) -> None:
        dialog.shelf_input.setFocus()
        scan(qtbot, dialog.shelf_input, shelf)
        assert dialog.shelf == shelf
        for variant in units:
            scan(qtbot, dialog.code_input, variant.code)
        qtbot.waitUntil(lambda: dialog.reading == 0, timeout=15_000)

    on_shelf("SHELF-A1", [found_one_more] * 2 + [lost_one] + [as_counted] * 2 + [moved])
    on_shelf("SHELF-A2", [found_one_more] * (found_one_more.on_hand - 2))
    on_shelf(
        "SHELF-B1", [lost_one] * (lost_one.on_hand - 2) + [as_counted] * (as_counted.on_hand - 2)
    )
    on_shelf("SHELF-B1", [moved] * (moved.on_hand - 1) + [found_one_more])
    scan(qtbot, dialog.code_input, "NOT-A-CODE-42")
    qtbot.waitUntil(lambda: dialog.reading == 0, timeout=15_000)
    assert dialog.status.text() == "No tracked variant has the code NOT-A-CODE-42."

    counted = {row.code: (row.counted, row.difference) for row in dialog.rows}
    assert counted == {
        found_one_more.code: (found_one_more.on_hand + 1, 1),
        lost_one.code: (lost_one.on_hand - 1, -1),
        as_counted.code: (as_counted.on_hand, 0),
        moved.code: (moved.on_hand, 0),
    }
    # Someone ships one of "moved" meanwhile... and the count found one more of it after all.
    current = run(client.variants.get(moved.product_code, moved.code))
    run(
        client.variants.update(
            moved.product_code,
            moved.code,
            VariantUpdate(version=current.version, on_hand=moved.on_hand - 1),
        )
    )
    scan(qtbot, dialog.code_input, moved.code)
    assert dialog.apply_button.text() == "Apply the differences (3)"
    save_screenshot(dialog, "stock-count-review", tmp_path)

    dialog.apply_button.click()
    qtbot.waitUntil(lambda: not dialog.batch.running, timeout=20_000)
    assert dialog.differences_only.isChecked() and dialog.table.rowCount() == 3
    results = {row.code: (row.ok, row.result) for row in dialog.rows if row.difference}
    assert results == {
        found_one_more.code: (
            True,
            f"On hand {found_one_more.on_hand} → {found_one_more.on_hand + 1}",
        ),
        lost_one.code: (True, f"On hand {lost_one.on_hand} → {lost_one.on_hand - 1}"),
        moved.code: (
            False,
            f"Not changed: on hand went from {moved.on_hand} to {moved.on_hand - 1} during the "
            "count. Count this variant again.",
        ),
    }
    assert dialog.status.text() == "2 saved, 1 failed (see Result)."
    save_screenshot(dialog, "stock-count-applied", tmp_path)

    def on_hand(variant: Any) -> int:
        counted = run(client.variants.get(variant.product_code, variant.code)).on_hand
        assert counted is not None  # a tracked variant
        return int(counted)

    assert on_hand(found_one_more) == found_one_more.on_hand + 1
    assert on_hand(lost_one) == lost_one.on_hand - 1
    assert on_hand(as_counted) == as_counted.on_hand
    assert on_hand(moved) == moved.on_hand - 1  # the shipment's count, not overwritten
