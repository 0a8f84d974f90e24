"""Bulk price editing against the real backend: preview, apply with progress, per-row results, and
a failing row (deleted by someone else meanwhile) that does not stop the others."""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import Money, StoreClient, errors
from storeadmin_gui.api.models import VariantCreate, VariantUpdate
from storeadmin_gui.ui.editors import open_bulk_prices
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation, new_price
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.widgets.batch_progress import BatchTally, RunVerb, tally_sentence
from tests.ui.conftest import Runner, ServerTap

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PRODUCT = "EVERYDAY_TSHIRT"
SELECTED = [
    (PRODUCT, "EVERYDAY_TSHIRT_S_WHITE"),  # demo data: WEB 19.00
    (PRODUCT, "EVERYDAY_TSHIRT_SPARE"),  # created below: WEB 20.00, in no order (deletable)
    (PRODUCT, "EVERYDAY_TSHIRT_BARE"),  # created below: no price yet
]


def open_dialog(qtbot: QtBot, client: StoreClient, run: Runner) -> BulkPriceDialog:
    spare = VariantCreate(code="EVERYDAY_TSHIRT_SPARE", channel_pricings={"WEB": "20"})
    run(client.variants.create(PRODUCT, spare))
    run(client.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_BARE")))
    dialog = open_bulk_prices(None, client, SELECTED)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.channel_picker.count() > 0, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB"))
    return dialog


def choose(qtbot: QtBot, dialog: BulkPriceDialog, operation: Operation, amount: str) -> None:
    """Type the change and press Enter, which previews; wait for the preview."""
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(operation))
    dialog.amount_edit.clear()
    qtbot.keyClicks(dialog.amount_edit, amount)
    with qtbot.waitSignal(dialog.previewed, timeout=10_000):
        qtbot.keyClick(dialog.amount_edit, Qt.Key.Key_Return)  # Enter previews


def cell(dialog: BulkPriceDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    return item.text() if item is not None else ""


def test_new_price_rules() -> None:
    assert new_price(Operation.SET, Decimal("12.5"), None) == 1250
    assert new_price(Operation.RAISE_PERCENT, Decimal("10"), 1999) == 2199  # 2198.9 rounds up
    assert new_price(Operation.LOWER_AMOUNT, Decimal("2.50"), 1900) == 1650
    with pytest.raises(ValueError, match=r"below €0\.01\.$"):
        new_price(Operation.LOWER_AMOUNT, Decimal("19"), 1900, "EUR")
    with pytest.raises(ValueError, match="No price"):
        new_price(Operation.RAISE_PERCENT, Decimal("5"), None)


def test_raise_by_percent_previews_and_applies_with_a_failing_row(
    qtbot: QtBot, store_client: StoreClient, run: Runner, tmp_path: Path
) -> None:
    dialog = open_dialog(qtbot, store_client, run)
    assert cell(dialog, 0, 3) == "$19.00" and cell(dialog, 2, 3) == "—"
    choose(qtbot, dialog, Operation.RAISE_PERCENT, "10")
    assert cell(dialog, 0, 4) == "$20.90" and cell(dialog, 1, 4) == "$22.00"
    assert "No price in this channel" in cell(dialog, 2, 5)  # left out, says why
    assert dialog.apply_button.isEnabled()
    assert dialog.status.text().startswith("2 of 3 variants will change")

    # Someone else deletes the second variant between preview and apply.
    run(store_client.variants.delete(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [1, 1]
    assert dialog.progress.value() == dialog.progress.maximum() == 2
    assert dialog.result_of("EVERYDAY_TSHIRT_S_WHITE") == "Saved: $20.90"
    assert "not been found" in dialog.result_of("EVERYDAY_TSHIRT_SPARE")
    assert dialog.status.text() == "1 saved, 1 failed (see Result)."
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / "bulk-prices.png"))

    saved = run(store_client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_S_WHITE"))
    assert saved.price("WEB") == 2090 and saved.price("MOB") == 1749 and saved.version == 2
    with pytest.raises(errors.NotFound):
        run(store_client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))


def test_the_result_line_is_a_whole_sentence_inflected_by_the_count(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    """French says "1 enregistrée" but "2 enregistrées": the line is one translated sentence
    with plural forms, never pieces put together."""
    install_language("fr_FR")
    try:
        dialog = open_dialog(qtbot, store_client, run)
        choose(qtbot, dialog, Operation.SET, "15,5")
        run(store_client.variants.delete(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))
        dialog.apply_button.click()
        with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
            pass
        assert applied.args == [2, 1]
        assert dialog.status.text() == "2 enregistrées, 1 en échec (voir Résultat)."
        one = open_bulk_prices(None, store_client, SELECTED[:1])  # one row: the singular
        qtbot.addWidget(one)
        qtbot.waitUntil(lambda: one.channel_picker.count() > 0, timeout=10_000)
        choose(qtbot, one, Operation.SET, "16")
        one.apply_button.click()
        with qtbot.waitSignal(one.applied, timeout=10_000) as applied:
            pass
        assert applied.args == [1, 0]
        assert one.status.text() == "1 enregistrée."
    finally:
        install_language("en_US")


@pytest.mark.parametrize(
    ("tally", "outcome", "line"),
    [
        (BatchTally(done=3), RunVerb.SAVED, "3 saved."),
        (BatchTally(done=1, failed=2), RunVerb.SAVED, "1 saved, 2 failed (see Result)."),
        (BatchTally(done=0, stopped=True), RunVerb.DONE, "0 done, then stopped."),
        (
            BatchTally(done=1200, failed=1, stopped=True),
            RunVerb.DONE,
            "1,200 done, 1 failed (see Result), then stopped.",
        ),
    ],
)
def test_the_result_line_of_every_case(tally: BatchTally, outcome: RunVerb, line: str) -> None:
    assert tally_sentence(tally, outcome) == line


def test_set_price_reaches_every_row_including_one_without_a_price(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    dialog = open_dialog(qtbot, store_client, run)
    choose(qtbot, dialog, Operation.SET, "15,5")  # a comma works as the decimal mark
    assert [cell(dialog, row, 4) for row in range(3)] == ["$15.50"] * 3
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [3, 0]
    for _product, code in SELECTED:
        assert run(store_client.variants.get(PRODUCT, code)).price("WEB") == 1550


def test_lowering_below_the_minimum_is_refused_in_the_preview(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    dialog = open_dialog(qtbot, store_client, run)
    choose(qtbot, dialog, Operation.LOWER_AMOUNT, "19.5")
    assert cell(dialog, 0, 5) == "The price would fall below $0.01."  # 19.00 - 19.50 in USD
    assert cell(dialog, 1, 4) == "$0.50"  # 20.00 - 19.50
    assert "No price in this channel" in cell(dialog, 2, 5)
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [1, 0]
    assert run(store_client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_S_WHITE")).price("WEB") == 1900
    assert run(store_client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE")).price("WEB") == 50


def test_raising_beyond_the_largest_price_is_refused_in_the_preview(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    dialog = open_dialog(qtbot, store_client, run)
    choose(qtbot, dialog, Operation.RAISE_PERCENT, "1000")  # 19.00 -> 209.00: still fine
    assert cell(dialog, 0, 4) == "$209.00"
    with pytest.raises(ValueError, match=r"rise above \$10,000,000.00"):
        new_price(Operation.RAISE_PERCENT, Decimal(10), Money.MAX_MINOR, "USD")
    assert new_price(Operation.SET, Money.largest_major(), None) == Money.MAX_MINOR


def test_stop_finishes_the_row_in_flight_and_sends_no_more(
    qtbot: QtBot, tap_client: tuple[StoreClient, ServerTap], run: Runner
) -> None:
    client, tap = tap_client
    dialog = open_dialog(qtbot, client, run)
    choose(qtbot, dialog, Operation.SET, "30")
    tap.hold()  # answers wait: the first row stays in flight
    dialog.apply_button.click()
    assert dialog.close_button.text() == "Stop"
    qtbot.waitUntil(lambda: tap.held == 1)
    dialog.close_button.click()
    assert dialog.isVisible()  # Stop, not Close
    tap.release()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [1, 0]
    assert dialog.result_of("EVERYDAY_TSHIRT_SPARE") == "Not applied: stopped."
    assert run(client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE")).price("WEB") == 2000
    assert dialog.status.text() == "1 saved, then stopped."
    assert dialog.close_button.text() == "Close"


def test_failed_rows_can_be_tried_again(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    dialog = open_dialog(qtbot, store_client, run)
    choose(qtbot, dialog, Operation.SET, "30")
    run(store_client.variants.delete(PRODUCT, "EVERYDAY_TSHIRT_BARE"))
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [2, 1]
    run(store_client.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_BARE")))
    choose(qtbot, dialog, Operation.SET, "30")  # preview again: only the failed row is left
    assert dialog.status.text().startswith("1 of 3 variants will change")
    assert dialog.result_of("EVERYDAY_TSHIRT_SPARE") == "No change: the price is that already."
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [1, 0]
    assert run(store_client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_BARE")).price("WEB") == 3000


def test_a_preview_after_apply_reads_the_prices_the_store_now_holds(
    qtbot: QtBot, tap_client: tuple[StoreClient, ServerTap], run: Runner
) -> None:
    client, tap = tap_client
    dialog = open_dialog(qtbot, client, run)
    choose(qtbot, dialog, Operation.RAISE_PERCENT, "10")
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [2, 0]
    # Someone else sets another price meanwhile; the next preview must start from it.
    run(
        client.variants.update(
            PRODUCT,
            "EVERYDAY_TSHIRT_SPARE",
            VariantUpdate(version=2, channel_pricings={"WEB": "50"}),
        )
    )
    reads_before = len(tap.requests)

    choose(qtbot, dialog, Operation.RAISE_PERCENT, "10")
    reads = [r for r in tap.requests[reads_before:] if r.method == "GET"]
    assert len(reads) == len(SELECTED)  # every variant read again
    now = {code: run(client.variants.get(PRODUCT, code)).price("WEB") for _p, code in SELECTED}
    for row, (_product, code) in enumerate(SELECTED):
        assert cell(dialog, row, 3) == format_money(now[code], "USD")
    assert cell(dialog, 0, 4) == "$22.99"  # 20.90 + 10 %
    assert cell(dialog, 1, 4) == "$55.00"  # 50.00 + 10 %, not 22.00 + 10 %
    assert dialog.status.text() == "2 of 3 variants will change. Apply to save."
    assert dialog.apply_button.isEnabled()


def test_one_variant_is_counted_as_one(
    qtbot: QtBot, store_client: StoreClient, run: Runner
) -> None:
    dialog = open_bulk_prices(None, store_client, SELECTED[:1])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Bulk price change — 1 variant"
    qtbot.waitUntil(lambda: dialog.channel_picker.count() > 0, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("MOB"))
    choose(qtbot, dialog, Operation.LOWER_AMOUNT, "100")
    assert dialog.status.text() == "0 of 1 variant will change."
    assert not dialog.apply_button.isEnabled()
    assert cell(dialog, 0, 5) == "The price would fall below €0.01."  # MOB sells in EUR
