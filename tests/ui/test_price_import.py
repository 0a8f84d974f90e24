"""Price import on the real backend: the template from the variants list, a preview of every line
before anything is written, Apply with the previewed versions, the undo file, and lost answers."""

from __future__ import annotations

import csv
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import Money, RetryPolicy
from storeadmin_gui.api.models import VariantUpdate
from storeadmin_gui.ui.lists.export_dialog import ExportDialog
from storeadmin_gui.ui.pages import VariantsPage
from storeadmin_gui.ui.pages.variants import VariantScope, export_price_template
from storeadmin_gui.ui.prices.price_csv import parse_price
from storeadmin_gui.ui.prices.price_import import ImportState
from storeadmin_gui.ui.prices.price_import_dialog import PriceImportDialog
from tests.ui.conftest import make_store_client
from tests.ui.dialog_support import click_button, table_text
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import narrow_to_first_product, temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

OTHER_PRODUCT = "HEAVYWEIGHT_HOODIE"


def variants_of(run: Any, client: Any, product: str) -> list[Any]:
    async def every() -> list[Any]:
        return [variant async for variant in client.variants.iter_all(product)]

    return list(run(every()))


def write_csv(path: Path, rows: list[list[str]], delimiter: str = ",") -> Path:
    with path.open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream, delimiter=delimiter).writerows(rows)
    return path


def import_dialog(
    qtbot: QtBot, client: Any, path: Path, product_hint: str = ""
) -> PriceImportDialog:
    dialog = PriceImportDialog(client, product_hint=product_hint)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.file_field.set_path(path)
    with qtbot.waitSignal(dialog.previewed, timeout=20_000):
        click_button(dialog, "Preview")
    return dialog


def apply(qtbot: QtBot, dialog: PriceImportDialog) -> tuple[int, int]:
    with qtbot.waitSignal(dialog.applied, timeout=20_000) as done:
        click_button(dialog, "Apply")
    saved, failed = done.args
    return saved, failed


def puts(tap: Any) -> list[Any]:
    """Variant updates sent (not the probes of the server's extensions, which change nothing)."""
    return [
        request
        for request in tap.requests
        if request.method == "PUT" and request.url.path.startswith("/api/v1/products/")
    ]


@pytest.mark.parametrize(
    ("typed", "decimal_point", "group", "minor"),
    [
        ("12.50", ".", ",", 1250),
        ("12,50", ",", ".", 1250),
        ("12,5", ".", ",", 1250),  # two decimals at most: cannot be a thousands group
        ("1.234", ",", ".", 123400),  # "." groups thousands in German
        ("1,234", ".", ",", 123400),
        ("1.234,50", ",", ".", 123450),
        ("1,234.50", ",", ".", 123450),
        ("1 234,50", ",", "\u00a0", 123450),
        ("7", ".", ",", 700),
    ],
)
def test_amounts_are_read_as_written(
    typed: str, decimal_point: str, group: str, minor: int
) -> None:
    assert parse_price(typed, decimal_point, group) == minor


def test_the_largest_amount_the_store_takes_is_read() -> None:
    assert parse_price("10000000,00", ",", ".") == Money.MAX_MINOR


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("1,234", "more than two decimals"),  # "," is the decimal mark in German
        ("abc", "is not a number"),
        ("12.50 €", "is not a number"),
        ("-3", "negative"),
        ("0", "at least 0.01"),
        ("", "No price given"),
        ("1.2.3", "is not a number"),
        ("99999999999", "at most 10.000.000.00"),  # a typo: far beyond what the store takes
        ("10000000,01", "at most 10.000.000.00"),
    ],
)
def test_amounts_that_cannot_be_read_say_why(typed: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_price(typed, ",", ".")


def test_the_preview_lists_every_line_and_writes_nothing(
    qtbot: QtBot, tap_client: Any, run: Any, tmp_path: Path, german: Any
) -> None:
    client, tap = tap_client
    shirts = variants_of(run, client, "EVERYDAY_TSHIRT")
    hoodie = variants_of(run, client, OTHER_PRODUCT)[0]
    first, second, third = shirts[0], shirts[1], shirts[2]
    path = write_csv(
        tmp_path / "preise.csv",
        [
            ["Variant Code", "CHANNEL_CODE", "Price", "Comment"],
            [first.code, "WEB", "12,50", "a German price"],
            [hoodie.code, "MOB", "1.234", "found in another product"],
            ["NO_SUCH_VARIANT", "WEB", "9,99", ""],
            [second.code, "XYZ", "9,99", ""],
            [second.code, "POPUP", "9,99", ""],
            [second.code, "WEB", "abc", ""],
            [second.code, "MOB", "-3", ""],
            [first.code, "WEB", "13,00", "again"],
            [],
            [third.code, "WEB", f"{third.price('WEB') // 100},{third.price('WEB') % 100:02d}"],
            [hoodie.code, "WEB", "1,234", ""],
        ],
        delimiter=";",
    )

    dialog = import_dialog(qtbot, client, path, product_hint="EVERYDAY_TSHIRT")

    assert puts(tap) == []
    states = {row.line.line: row.state for row in dialog.rows}
    assert states == {
        2: ImportState.READY,
        3: ImportState.READY,
        4: ImportState.INVALID,
        5: ImportState.INVALID,
        6: ImportState.INVALID,
        7: ImportState.INVALID,
        8: ImportState.INVALID,
        9: ImportState.INVALID,
        11: ImportState.SAME,
        12: ImportState.INVALID,
    }
    assert dialog.status_of(2) == "Ready."
    ready = {row.line.line: row for row in dialog.rows if row.state is ImportState.READY}
    assert ready[2].new == 1250 and ready[2].current == first.price("WEB")
    assert ready[3].new == 123400 and ready[3].product == OTHER_PRODUCT
    assert dialog.status_of(3) == "“1.234” read as 1234,00."
    assert dialog.status_of(4) == "Unknown variant code “NO_SUCH_VARIANT”."
    # The store's open channels, listed as the user's language joins a list.
    assert dialog.status_of(5).startswith("Unknown channel “XYZ” (the store's: MOB und WEB)")
    assert dialog.status_of(6) == "Channel POPUP is closed: it takes no prices."
    assert dialog.status_of(7) == "“abc” is not a number."
    assert dialog.status_of(8) == "“-3” is negative: a price cannot be."
    assert dialog.status_of(9).startswith("Repeats line 2")
    assert dialog.status_of(11) == "No change: the price is that already."
    assert dialog.status_of(12) == "“1,234” has more than two decimals."
    table = dialog.table
    assert table.rowCount() == 10
    assert table_text(table, 0, 4).replace("\u00a0", " ").endswith("$")  # WEB is in dollars
    assert "2 ready, 1 unchanged, 7 cannot apply" in dialog.summary.text()
    assert dialog.apply_button.isEnabled()


def test_template_edited_applied_and_undone(
    qtbot: QtBot,
    tap_client: Any,
    show_page: Any,
    wait_rows: Any,
    run: Any,
    tmp_path: Path,
    english: Any,
) -> None:
    client, tap = tap_client
    page = show_page(VariantsPage, client)
    page.restore_state(temp_settings(tmp_path), "pages/test")
    qtbot.waitUntil(lambda: {"WEB", "MOB"} <= set(page.currencies), timeout=5000)
    wait_rows(page)
    product = narrow_to_first_product(qtbot, page)
    page.action("price_template").trigger()
    template = page.findChild(ExportDialog)
    assert template is not None
    template.file_field.set_path(tmp_path / "prices.csv")
    template.delimiter_box.setCurrentIndex(template.delimiter_box.findData(","))
    with qtbot.waitSignal(template.exported, timeout=20_000):
        click_button(template, "Export")

    with (tmp_path / "prices.csv").open(encoding="utf-8-sig", newline="") as stream:
        lines = list(csv.reader(stream))
    header = lines[0]
    assert header == ["product code", "variant code", "name", "channel code", "currency", "price"]
    before = {v.code: v for v in variants_of(run, client, product)}
    assert len(lines) - 1 == 2 * len(before)  # WEB and MOB; the closed POPUP takes no prices
    for line in lines[1:]:
        variant = before[line[1]]
        assert line[0] == product and line[3] in ("WEB", "MOB")
        assert Decimal(line[5]) == Decimal(variant.price(line[3])) / 100
    # Purchasing raises two prices of the first variant, both channels, and one of another.
    code, other = lines[1][1], lines[5][1]
    edited = [list(line) for line in lines]
    for line in edited[1:]:
        if line[1] == code or (line[1] == other and line[3] == "WEB"):
            line[5] = str(Decimal(line[5]) + 1)
    write_csv(tmp_path / "prices.csv", edited)

    page.action("import_prices").trigger()
    dialog = page.findChild(PriceImportDialog)
    assert dialog is not None
    dialog.file_field.set_path(tmp_path / "prices.csv")
    with qtbot.waitSignal(dialog.previewed, timeout=20_000) as previewed:
        click_button(dialog, "Preview")
    assert previewed.args == [3]
    assert puts(tap) == []

    assert apply(qtbot, dialog) == (3, 0)
    assert len(puts(tap)) == 2  # one update per variant, both channels in one
    after = {v.code: v for v in variants_of(run, client, product)}
    for channel in ("WEB", "MOB"):
        assert after[code].price(channel) == before[code].price(channel) + 100
    assert after[other].price("WEB") == before[other].price("WEB") + 100
    assert after[other].price("MOB") == before[other].price("MOB")
    assert after[code].version == before[code].version + 1
    saved = [row for row in dialog.rows if row.state is ImportState.SAVED]
    assert len(saved) == 3
    assert {dialog.status_of(row.line.line) for row in saved} == {"Saved."}
    undo = dialog.undo_file
    assert undo is not None and undo.parent == tmp_path and undo.name.startswith("prices.undo-")
    assert str(undo) in dialog.undo_label.text() and dialog.undo_label.isVisible()
    qtbot.waitUntil(lambda: page.model.stale is False and not page.loading, timeout=5000)

    # Importing the undo file puts every price back.
    dialog.file_field.set_path(undo)
    with qtbot.waitSignal(dialog.previewed, timeout=20_000) as previewed:
        click_button(dialog, "Preview")
    assert previewed.args == [3]
    assert apply(qtbot, dialog) == (3, 0)
    restored = {v.code: v for v in variants_of(run, client, product)}
    for variant_code in before:
        for channel in ("WEB", "MOB"):
            assert restored[variant_code].price(channel) == before[variant_code].price(channel)


def test_a_variant_changed_since_the_preview_is_reported_and_the_rest_go_on(
    qtbot: QtBot, store_client: Any, run: Any, tmp_path: Path, english: Any
) -> None:
    first, second, third = variants_of(run, store_client, "EVERYDAY_TSHIRT")[:3]
    path = write_csv(
        tmp_path / "prices.csv",
        [
            ["variant code", "channel code", "price"],
            [first.code, "WEB", "21.11"],
            [second.code, "WEB", "22.22"],
            [third.code, "WEB", "23.33"],
        ],
    )
    dialog = import_dialog(qtbot, store_client, path, product_hint="EVERYDAY_TSHIRT")
    # Someone else saves the second variant meanwhile.
    run(
        store_client.variants.update(
            "EVERYDAY_TSHIRT",
            second.code,
            VariantUpdate(version=second.version or 1, channel_pricings={"WEB": "30.00"}),
        )
    )

    assert apply(qtbot, dialog) == (2, 1)

    assert dialog.status_of(3) == (
        "Not applied: the variant was changed since the preview (now $30.00). "
        "Preview again to apply it."
    )
    now = {v.code: v for v in variants_of(run, store_client, "EVERYDAY_TSHIRT")}
    assert now[second.code].price("WEB") == 3000  # theirs, not overwritten
    assert now[first.code].price("WEB") == 2111 and now[third.code].price("WEB") == 2333
    assert "2 saved, 1 failed" in dialog.summary.text()


class LosingTransport(httpx.AsyncBaseTransport):
    """The real app in-process; the next PUT's answer is lost, after the server carried it out
    (``after=True``) or before the request reached it."""

    def __init__(self, app: Any) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.lose: str | None = None
        self.puts: list[str] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "PUT":
            self.puts.append(request.url.path)
            if self.lose is not None:
                when, self.lose = self.lose, None
                if when == "after":
                    await self.inner.handle_async_request(request)
                raise httpx.ReadError("Connection reset by peer", request=request)
        return await self.inner.handle_async_request(request)


@pytest.mark.parametrize("lost", ["after", "before"])
def test_a_lost_answer_is_read_again_and_never_sent_again_blindly(
    qtbot: QtBot,
    backend_app: Any,
    open_client: Any,
    run: Any,
    tmp_path: Path,
    english: Any,
    lost: str,
) -> None:
    transport = LosingTransport(backend_app)
    client = open_client(make_store_client(backend_app, transport, retry=RetryPolicy(attempts=3)))
    variant = variants_of(run, client, "EVERYDAY_TSHIRT")[0]
    path = write_csv(
        tmp_path / "prices.csv",
        [["variant code", "channel code", "price"], [variant.code, "MOB", "44.40"]],
    )
    dialog = import_dialog(qtbot, client, path, product_hint="EVERYDAY_TSHIRT")
    transport.lose = lost

    assert apply(qtbot, dialog) == (1, 0)

    now = variants_of(run, client, "EVERYDAY_TSHIRT")[0]
    assert now.price("MOB") == 4440
    assert now.version == (variant.version or 0) + 1  # carried out once
    if lost == "after":
        # It went through: read again, found saved, not sent a second time.
        assert len(transport.puts) == 1
        assert dialog.status_of(2) == "Saved (confirmed after the answer was lost)."
    else:
        # Read again, found unchanged: only then sent once more.
        assert len(transport.puts) == 2
        assert dialog.status_of(2) == "Saved."


def test_stop_leaves_the_rest_unsent(
    qtbot: QtBot, tap_client: Any, run: Any, tmp_path: Path, english: Any
) -> None:
    client, tap = tap_client
    shirts = variants_of(run, client, "EVERYDAY_TSHIRT")[:4]
    path = write_csv(
        tmp_path / "prices.csv",
        [["variant code", "channel code", "price"]]
        + [[variant.code, "WEB", "31.00"] for variant in shirts],
    )
    dialog = import_dialog(qtbot, client, path, product_hint="EVERYDAY_TSHIRT")
    tap.hold()
    click_button(dialog, "Apply")
    qtbot.waitUntil(lambda: tap.held == 1, timeout=5000)
    assert dialog.close_button.text() == "Stop"
    click_button(dialog, "Stop")
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as done:
        tap.release()

    assert done.args == [1, 0]
    assert len(puts(tap)) == 1
    assert [dialog.status_of(row.line.line) for row in dialog.rows[1:]] == [
        "Not applied: stopped."
    ] * 3
    assert dialog.isVisible()


def _export_template(qtbot: QtBot, page: VariantsPage, path: Path) -> list[list[str]]:
    template = export_price_template(page)
    assert template is not None
    template.file_field.set_path(path)
    template.delimiter_box.setCurrentIndex(template.delimiter_box.findData(","))
    with qtbot.waitSignal(template.exported, timeout=20_000):
        click_button(template, "Export")
    with path.open(encoding="utf-8-sig", newline="") as stream:
        return list(csv.reader(stream))[1:]


def _catalogue(run: Any, client: Any, criteria: dict[str, str]) -> list[Any]:
    async def every() -> list[Any]:
        found: list[Any] = []
        number = 1
        while True:
            page = await client.catalogue.list(page=number, limit=100, criteria=criteria)
            found.extend(page.items)
            if page.page >= page.pages:
                return found
            number += 1

    return list(run(every()))


def test_the_template_covers_every_variant_listed_across_products(
    qtbot: QtBot, store_client: Any, show_page: Any, wait_rows: Any, run: Any, tmp_path: Path
) -> None:
    """With "All products" and a search, the template holds every variant the list shows (every
    page, not only those on screen), each line with its own product; the import reads it."""
    page = show_page(VariantsPage, store_client)
    page.restore_state(temp_settings(tmp_path), "pages/test")
    qtbot.waitUntil(lambda: {"WEB", "MOB"} <= set(page.currencies), timeout=5000)
    qtbot.waitUntil(lambda: page.part(VariantScope).catalogue_offered is True, timeout=10_000)
    qtbot.keyClicks(page.filters.box("code"), "_S")
    page.filters.box("code").returnPressed.emit()
    qtbot.waitUntil(lambda: page.model.criteria.get("code") == "_S", timeout=5000)
    wait_rows(page)
    assert page.part(VariantScope).product_code == ""  # All products

    lines = _export_template(qtbot, page, tmp_path / "prices.csv")
    listed = _catalogue(run, store_client, {"code": "_S"})
    assert len({variant.product_code for variant in listed}) > 1  # the list spans products
    assert sorted((line[0], line[1], line[3]) for line in lines) == sorted(
        (variant.product_code, variant.code, channel)
        for variant in listed
        for channel in ("MOB", "WEB")
    )
    for line in lines:
        variant = next(v for v in listed if v.code == line[1])
        assert Decimal(line[5]) == Decimal(variant.price(line[3])) / 100

    dialog = import_dialog(qtbot, store_client, tmp_path / "prices.csv")
    assert f"{len(lines)} unchanged" in dialog.summary.text()  # read back whole, line by line


def test_the_template_of_a_selection_holds_the_selected_variants_alone(
    qtbot: QtBot, store_client: Any, show_page: Any, wait_rows: Any, run: Any, tmp_path: Path
) -> None:
    page = show_page(VariantsPage, store_client)
    page.restore_state(temp_settings(tmp_path), "pages/test")
    qtbot.waitUntil(lambda: {"WEB", "MOB"} <= set(page.currencies), timeout=5000)
    qtbot.waitUntil(lambda: page.part(VariantScope).catalogue_offered is True, timeout=10_000)
    wait_rows(page)
    rows = [0, page.model.rowCount() - 1]
    page.view.scrollToBottom()
    wait_rows(page)
    selection = page.view.selectionModel()
    for row in rows:
        index = page.model.index(row, 0)
        selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)
    chosen = [str(page.model.key_at(row)) for row in rows]

    lines = _export_template(qtbot, page, tmp_path / "chosen.csv")
    assert sorted((line[1], line[3]) for line in lines) == sorted(
        (code, channel) for code in chosen for channel in ("MOB", "WEB")
    )
    products = {line[1]: line[0] for line in lines}
    for code in chosen:
        assert run(store_client.variants.get(products[code], code)).code == code
