"""Stock count: the shelves are scanned one by one (a shelf's label, then each unit on it), the
count is compared with what the store has on hand, and the differences are applied as one batch,
each row with its result.

Each row is a tracked variant: counted (over every shelf), on hand when first scanned, the
difference. Apply sets on hand to the count for the rows that differ, reading each variant first:
one whose stock moved since it was first read (a shipment meanwhile) is not changed, and says so,
so that nothing sold during the count is lost by it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import VariantUpdate
from storeadmin_gui.ui.bench.code_box import code_box, say
from storeadmin_gui.ui.bench.lookup import find_variant, same_code
from storeadmin_gui.ui.bench.role_gate import BenchUse, RoleNote, refuse
from storeadmin_gui.ui.bench.sounds import Sound, sound
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets.batch_progress import (
    BatchJob,
    BatchTally,
    BatchWindow,
    RunVerb,
    Settled,
    result_item,
    results_table,
    tally_sentence,
)

__all__ = ["CountRow", "StockCountDialog"]


@dataclass
class CountRow:
    """One variant of the count."""

    product_code: str
    code: str
    name: str
    on_hand: int  # when it was first scanned
    shelves: Counter[str] = field(default_factory=Counter)
    ok: bool | None = None
    result: str = ""
    unknown: bool = False  # the answer was lost: read again before it is set again

    @property
    def counted(self) -> int:
        return sum(self.shelves.values())

    @property
    def difference(self) -> int:
        return self.counted - self.on_hand


class StockCountDialog(BatchWindow):
    """Count the stock shelf by shelf, then apply the differences (see the module docstring)."""

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("bench", "Stock count"))
        self.resize(860, 520)
        self.client = client
        self.rows: list[CountRow] = []
        self.shelf = ""  # the shelf being counted
        self.shelf_input = code_box(self.set_shelf)
        self.shelf_input.setAccessibleName(tr("bench", "Shelf"))
        self.shelf_input.setPlaceholderText(tr("bench", "Scan or type the shelf's label"))
        self.shelf_label = QLabel()
        self.shelf_label.setObjectName("dialogHeading")
        self.code_input = code_box(self.count)
        self.differences_only = QCheckBox(tr("bench", "Only the differences"))
        self.differences_only.toggled.connect(lambda _on: self.fill_table())
        self.table = results_table(
            [
                tr("bench", "Code"),
                tr("bench", "Item"),
                tr("bench", "Counted"),
                tr("bench", "On hand"),
                tr("bench", "Difference"),
                tr("bench", "Result"),
            ],
            tr("bench", "Variants counted"),
        )
        frame = self.make_batch(stopping_text=tr("bench", "Stopping after this variant…"))
        self.status.setText(tr("bench", "Scan a shelf's label, then each unit on that shelf."))
        self.apply_button = QPushButton(tr("bench", "Apply the differences"))
        self.apply_button.clicked.connect(self.apply)
        for button in (self.apply_button, self.close_button):
            button.setAutoDefault(False)  # Enter in the code box takes a code, nothing else
        frame.add_button(self.apply_button)
        frame.buttons.insertWidget(0, self.differences_only)
        inputs = QHBoxLayout()
        inputs.addWidget(QLabel(tr("bench", "Shelf:")))
        inputs.addWidget(self.shelf_input, 1)
        inputs.addWidget(self.shelf_label)
        inputs.addWidget(QLabel(tr("bench", "Unit:")))
        inputs.addWidget(self.code_input, 2)
        self.role_note = RoleNote(
            client, [BenchUse.FIND_VARIANTS, BenchUse.CHANGE_STOCK], self, self._update
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.role_note)
        layout.addLayout(inputs)
        layout.addWidget(self.table, 1)
        layout.addWidget(frame)
        self.reading = 0
        self._update()

    # -- counting ----------------------------------------------------------------------------

    def set_shelf(self, label: str) -> None:
        """The units scanned from now on are on shelf ``label``."""
        self.shelf = label
        self.shelf_label.setText(tr("bench", "Counting shelf {shelf}").format(shelf=label))
        self.code_input.setFocus()

    def take_scan(self, code: str, typed_into: QWidget | None = None) -> bool:
        """A scan while this window is in front: into the shelf box, the shelf's label; else a
        unit on the current shelf."""
        if self.batch.running:
            return True
        if typed_into is self.shelf_input:
            self.set_shelf(code)
            return True
        self.count(code)
        return True

    def count(self, code: str) -> None:
        refused = self.role_note.refusal(BenchUse.FIND_VARIANTS)
        if refused is not None:  # a scanner's code, the boxes being off
            self._say(refused, "error")
            sound(Sound.WRONG_SCAN)
            return
        if not self.shelf:
            self._say(tr("bench", "Scan or type the shelf's label first."), "error")
            sound(Sound.WRONG_SCAN)
            self.shelf_input.setFocus()
            return
        row = next((row for row in self.rows if same_code(code, row.code)), None)
        if row is not None:
            row.shelves[self.shelf] += 1
            self._counted(row)
            return
        self.reading += 1
        spawn(self._first_of(code, self.shelf), owner=self)

    async def _first_of(self, code: str, shelf: str) -> None:
        """The first unit of a variant: its row, with what the store has on hand now."""
        try:
            found = await self._variant(code)
        except errors.ApiError as error:
            self._say(str(error), "error")
            return
        finally:
            self.reading -= 1
        row = next((row for row in self.rows if same_code(code, row.code)), None)
        if row is None and found is not None:  # not added by a scan answered sooner
            row = found
            self.rows.append(row)
        if row is None:
            sound(Sound.WRONG_SCAN)
            self._say(
                tr("bench", "No tracked variant has the code {code}.").format(code=code), "error"
            )
            self._update()
            return
        row.shelves[shelf] += 1
        self._counted(row)

    async def _variant(self, code: str) -> CountRow | None:
        variant = await find_variant(self.client, code)
        if variant is None or not variant.tracked:
            return None  # an untracked variant has no stock to count
        locale = QLocale().name()
        named = variant.name(locale) != variant.code
        name = variant.name(locale) if named else variant.product.name or variant.code
        return CountRow(variant.product_code, variant.code, name, variant.on_hand or 0)

    def _counted(self, row: CountRow) -> None:
        self._say(
            tr("bench", "{code}: {count} on shelf {shelf}, {total} in all").format(
                code=row.code, count=row.shelves[self.shelf], shelf=self.shelf, total=row.counted
            ),
            "hint",
        )
        self._update()

    # -- showing -----------------------------------------------------------------------------

    def _say(self, text: str, role: str) -> None:
        say(self.status, text, role)

    def shown_rows(self) -> list[CountRow]:
        if self.differences_only.isChecked():
            return [row for row in self.rows if row.difference]
        return self.rows

    def fill_table(self) -> None:
        shown = self.shown_rows()
        self.table.setRowCount(len(shown))
        for index in range(len(shown)):
            self.fill_row(index)

    def fill_row(self, index: int) -> None:
        shown = self.shown_rows()
        if not 0 <= index < len(shown):
            return
        row = shown[index]
        difference = f"{row.difference:+d}" if row.difference else "0"
        for column, text in enumerate(
            (row.code, row.name, str(row.counted), str(row.on_hand), difference)
        ):
            self.table.setItem(index, column, QTableWidgetItem(text))
        self.table.setItem(index, 5, result_item(row.result, row.ok, unknown=row.unknown))

    def show_result(self, row: CountRow, settled: Settled, text: str) -> None:
        row.ok, row.result, row.unknown = settled.ok, text, settled is Settled.UNKNOWN
        self.fill_table()

    def _update(self) -> None:
        self.fill_table()
        changed = [row for row in self.rows if row.difference and row.ok is None]
        self.apply_button.setEnabled(bool(changed) and not self.batch.running)
        refuse((self.apply_button,), self.role_note.refusal(BenchUse.CHANGE_STOCK))
        refuse((self.shelf_input, self.code_input), self.role_note.refusal(BenchUse.FIND_VARIANTS))
        self.apply_button.setText(
            tr("bench", "Apply the differences ({count})").format(count=len(changed))
            if changed
            else tr("bench", "Apply the differences")
        )

    # -- applying ----------------------------------------------------------------------------

    def apply(self) -> None:
        rows = [row for row in self.rows if row.difference and row.ok is None]
        if (
            not rows
            or self.batch.running
            or self.role_note.refusal(BenchUse.CHANGE_STOCK) is not None
        ):
            return
        self.differences_only.setChecked(True)  # the preview: what will change
        self.batch.begin(len(rows))
        self.apply_button.setEnabled(False)
        spawn(self._apply(rows), owner=self)

    async def _apply(self, rows: list[CountRow]) -> None:
        job = BatchJob(
            send=self._set,
            sending=lambda row: tr("bench", "Setting {code}…").format(code=row.code),
            show=self.show_result,
            reread=self._set_already,
            finished=self._finished,
        )
        await self.batch.run(rows, job)

    def _finished(self, tally: BatchTally) -> None:
        failed = tally.failed or tally.unknown
        self._say(tally_sentence(tally, RunVerb.SAVED), "caution" if failed else "success")
        self._update()

    async def _set_already(self, row: CountRow) -> tuple[Settled, str] | None:
        """After a lost answer: done when on hand is the count (else set it, as Apply does)."""
        variant = await self.client.variants.get(row.product_code, row.code)
        if (variant.on_hand or 0) == row.counted != row.on_hand:
            return Settled.DONE, self._set_text(row)
        return None

    async def _set(self, row: CountRow) -> str:
        variant = await self.client.variants.get(row.product_code, row.code)
        now = variant.on_hand or 0
        if now != row.on_hand:
            raise ValueError(
                tr(
                    "bench",
                    "Not changed: on hand went from {then} to {now} during the count. Count this "
                    "variant again.",
                ).format(then=row.on_hand, now=now)
            )
        if variant.version is None:
            raise ValueError(tr("bench", "Not changed: the store did not say its version."))
        await self.client.variants.update(
            row.product_code, row.code, VariantUpdate(version=variant.version, on_hand=row.counted)
        )
        return self._set_text(row)

    def _set_text(self, row: CountRow) -> str:
        return tr("bench", "On hand {then} → {now}").format(then=row.on_hand, now=row.counted)
