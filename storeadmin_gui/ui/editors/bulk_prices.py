"""Bulk price editing for the variants selected in the table.

For one channel: "set price to", "raise by %" or "lower by amount"; a preview shows each row's
current and new price (rows that cannot take the change, or would not change, say why and are left
out); Apply sends one update per variant with a progress bar and a result per row. Each update
re-reads the variant first, so it carries the current version and the change applies to the current
price; a failing row is reported and the rest go on. A Preview after an Apply reads every variant
again first, so it starts from the prices the store now holds, not from those before the Apply.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Money, StoreClient, errors
from storeadmin_gui.api.models import Channel, Variant, VariantUpdate
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.parsing import Amount, DecimalNumber, Parser
from storeadmin_gui.ui.editors.pricing import PRICE, currency_name, currency_unknown
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.batch import read_each
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.shell.screens import fit_to_screen
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
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = ["BulkPriceDialog", "BulkRow", "Operation", "new_price"]

MINIMUM_MINOR = Money.MIN_PRICE_MINOR


class Operation(enum.Enum):
    SET = "set"
    RAISE_PERCENT = "raise_percent"
    LOWER_AMOUNT = "lower_amount"

    @property
    def label(self) -> str:
        labels = {
            Operation.SET: tr("editors.bulk_prices", "Set price to"),
            Operation.RAISE_PERCENT: tr("editors.bulk_prices", "Raise by %"),
            Operation.LOWER_AMOUNT: tr("editors.bulk_prices", "Lower by amount"),
        }
        return labels[self]


# How each operation reads the amount typed (kept as typed; a problem is said under it).
AMOUNT_PARSERS: dict[Operation, Parser] = {
    Operation.SET: PRICE,
    Operation.RAISE_PERCENT: DecimalNumber(
        minimum=Decimal("0.01"),
        maximum=Decimal(1000),
        places=2,
        what=noop("editors.bulk_prices", "a percentage"),
        example=Decimal(10),
        below=noop("editors.bulk_prices", "Enter a percentage above 0, such as 10."),
    ),
    Operation.LOWER_AMOUNT: Amount(
        Decimal("0.01"),
        PRICE.maximum,
        below=noop("editors.bulk_prices", "Enter an amount above 0, such as {example}."),
    ),
}


def new_price(
    operation: Operation, amount: Decimal, current: int | None, currency: str | None = None
) -> int:
    """The new price in minor units; ``ValueError`` (a sentence, with the price in ``currency``)
    when the row cannot take it."""
    if operation is Operation.SET:
        minor = int((amount * 100).to_integral_value(ROUND_HALF_UP))
    elif current is None:
        raise ValueError(
            tr("editors.bulk_prices", "No price in this channel yet; use “Set price to”.")
        )
    elif operation is Operation.RAISE_PERCENT:
        minor = int((Decimal(current) * (100 + amount) / 100).to_integral_value(ROUND_HALF_UP))
    else:
        minor = current - int((amount * 100).to_integral_value(ROUND_HALF_UP))
    if minor < MINIMUM_MINOR:
        raise ValueError(
            tr("editors.bulk_prices", "The price would fall below {format_money}.").format(
                format_money=format_money(MINIMUM_MINOR, currency)
            )
        )
    if minor > Money.MAX_MINOR:
        raise ValueError(
            tr("editors.bulk_prices", "The price would rise above {format_money}.").format(
                format_money=format_money(Money.MAX_MINOR, currency)
            )
        )
    return minor


@dataclass
class BulkRow:
    """One selected variant: its prices, what the preview computed, and how applying went."""

    product_code: str
    code: str
    name: str = ""
    current: int | None = None
    new: int | None = None
    problem: str | None = None
    result: str = ""
    ok: bool | None = None  # None until applied
    unreadable: bool = False  # could not be loaded: left out
    unknown: bool = False  # the answer was lost: read again before it is sent again


COLUMNS = (
    noop("editors.bulk_prices", "Product"),
    noop("editors.bulk_prices", "Variant"),
    noop("editors.bulk_prices", "Name"),
    noop("editors.bulk_prices", "Current price"),
    noop("editors.bulk_prices", "New price"),
    noop("editors.bulk_prices", "Result"),
)


class BulkPriceDialog(BatchWindow):
    """Change the price of many variants in one channel; see the module docstring."""

    applied = Signal(int, int)  # rows saved, rows failed
    previewed = Signal(int)  # rows that will change

    def __init__(
        self,
        client: StoreClient,
        variants: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("bulkPriceDialog")
        self.setWindowTitle(
            tr("editors.bulk_prices", "Bulk price change — {counted}").format(
                counted=counted(len(variants), "variant")
            )
        )
        self.client = client
        self.rows = [BulkRow(product, code) for product, code in variants]
        self.channels: dict[str, Channel] = {}
        self._loaded = False
        self._variants: dict[tuple[str, str], Variant | None] = {}
        self._read_before_preview = False  # an Apply changed prices since they were read
        self.read_task: asyncio.Task[None] | None = None

        self.channel_picker = QComboBox()
        self.channel_picker.setMinimumContentsLength(20)
        self.operation_picker = QComboBox()
        for operation in Operation:
            self.operation_picker.addItem(operation.label, operation)
        self.amount_edit = ParsedEdit(
            AMOUNT_PARSERS[Operation.SET], placeholder=tr("editors.bulk_prices", "e.g. 19.99")
        )
        self.amount_edit.setObjectName("amount")
        self.amount_problem = error_label("error:amount")
        self.preview_button = QPushButton(tr("editors.bulk_prices", "Preview"))
        self.preview_button.clicked.connect(self.preview)
        self.apply_button = QPushButton(tr("editors.bulk_prices", "Apply"))
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply)
        frame = self.make_batch(
            stopping_text=tr("editors.bulk_prices", "Stopping after the variant being saved…"),
            count_format=tr("editors.bulk_prices", "%v of %m"),
        )
        frame.add_button(self.apply_button)
        self.progress.setRange(0, max(len(self.rows), 1))
        self.status.setText(tr("editors.bulk_prices", "Loading current prices…"))

        self.table = results_table(
            [translated(column) for column in COLUMNS],
            tr("editors.bulk_prices", "Variants and their prices"),
        )
        self.table.setRowCount(len(self.rows))
        # From the variants table every row is of one product: the column would only repeat it.
        self.table.setColumnHidden(0, len({row.product_code for row in self.rows}) <= 1)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

        controls = QFormLayout()
        controls.addRow(tr("editors.bulk_prices", "Channel:"), self.channel_picker)
        change = QHBoxLayout()
        change.addWidget(self.operation_picker)
        change.addWidget(self.amount_edit)
        self.unit_label = QLabel()
        change.addWidget(self.unit_label)
        change.addStretch(1)
        change.addWidget(self.preview_button)
        controls.addRow(tr("editors.bulk_prices", "Change:"), change)
        controls.addRow("", self.amount_problem)
        self.amount_edit.setAccessibleName(tr("editors.bulk_prices", "Amount"))
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.table, 1)
        layout.addWidget(frame)
        name_inputs(self)
        fit_to_screen(self, QSize(940, 500))

        for widget_signal in (
            self.channel_picker.currentIndexChanged,
            self.operation_picker.currentIndexChanged,
            self.amount_edit.textChanged,
        ):
            widget_signal.connect(self._inputs_changed)
        self.amount_edit.returnPressed.connect(self.preview)
        self.fill_table()
        self.load_task = tasks.spawn(self._load(), owner=self)

    # --- loading ------------------------------------------------------------------------------

    async def _load(self) -> None:
        try:
            channels = [channel async for channel in self.client.channels.iter_all()]
        except errors.NotFound:  # no channels lookup: the channels the variants are priced in
            channels = []
        except errors.ApiError as error:
            self.status.setText(
                tr("editors.bulk_prices", "Could not load the channels: {error}").format(
                    error=error
                )
            )
            return
        variants = await self._read_all()
        if not channels:
            codes = sorted(
                {code for variant in variants if variant for code in variant.channel_pricings}
            )
            channels = [Channel(code=code, name=code, enabled=True) for code in codes]
        self.channels = {
            channel.code: channel for channel in channels if channel.enabled is not False
        }
        self.channel_picker.blockSignals(True)
        for index, channel in enumerate(self.channels.values()):
            currency = currency_name(channel.base_currency)
            self.channel_picker.addItem(
                f"{channel.name or channel.code} ({channel.code}, {currency})", channel.code
            )
            if not channel.base_currency:
                self.channel_picker.setItemData(
                    index, currency_unknown(), Qt.ItemDataRole.ToolTipRole
                )
        self.channel_picker.blockSignals(False)
        self._loaded = True
        self.status.setText(tr("editors.bulk_prices", "Choose the change, then Preview."))
        self._inputs_changed()

    async def _read_all(self) -> list[Variant | None]:
        """Every selected variant as the store holds it now (None where it cannot be read)."""
        answers = await read_each(
            self.rows, lambda row: self.client.variants.get(row.product_code, row.code)
        )
        variants: list[Variant | None] = []
        for row, answer in zip(self.rows, answers, strict=True):
            if isinstance(answer, errors.ApiError):
                row.problem, row.unreadable = str(answer), True
                variants.append(None)
                continue
            row.name = answer.name("en_US")
            row.problem, row.unreadable = None, False
            variants.append(answer)
        self._variants = {
            (row.product_code, row.code): variant
            for row, variant in zip(self.rows, variants, strict=True)
        }
        return variants

    # --- inputs and preview -------------------------------------------------------------------

    def channel_code(self) -> str | None:
        data = self.channel_picker.currentData()
        return data if isinstance(data, str) else None

    def operation(self) -> Operation:
        operation: Operation = self.operation_picker.currentData()
        return operation

    def amount(self) -> Decimal | None:
        """The amount typed, when the operation can take it (else ``None``: the field says why)."""
        parsed = self.amount_edit.parsed()
        return Decimal(str(parsed.value)) if parsed.ok and parsed.value is not None else None

    def _show_amount_problem(self) -> None:
        """What is wrong with the amount, under it, as it is typed; Preview waits for a fix."""
        typed = bool(self.amount_edit.text().strip())
        problem = self.amount_edit.problem() if typed else None
        self.amount_problem.setText(problem or "")
        self.amount_problem.setVisible(bool(problem))
        self.amount_edit.setToolTip(problem or "")
        self.preview_button.setEnabled(problem is None and not self.batch.running)

    def currency(self) -> str | None:
        """The currency of the chosen channel (None when the server does not say)."""
        channel = self.channels.get(self.channel_code() or "")
        return channel.base_currency if channel else None

    def _inputs_changed(self, *_args: object) -> None:
        parser = AMOUNT_PARSERS[self.operation()]
        if self.amount_edit.parser is not parser:
            self.amount_edit.set_parser(parser)
        self._show_amount_problem()
        currency = self.currency()
        percent = self.operation() is Operation.RAISE_PERCENT
        self.unit_label.setText("%" if percent else currency_name(currency))
        self.unit_label.setToolTip("" if percent or currency else currency_unknown())
        for row in self.rows:  # the old preview no longer says what Apply would do
            if row.ok is None:
                row.new = None
                row.result = ""
        self.apply_button.setEnabled(False)
        self._refresh_current()
        self.fill_table()

    def _refresh_current(self) -> None:
        channel = self.channel_code()
        for row in self.rows:
            variant = self._variants.get((row.product_code, row.code)) if self._loaded else None
            row.current = variant.price(channel) if variant is not None and channel else None

    def preview(self) -> None:
        """Compute every row's new price; rows that cannot take the change say why."""
        amount = self.amount()
        if not self._loaded or self.channel_code() is None:
            return
        if amount is None:
            self.amount_problem.setText(
                self.amount_edit.problem() or tr("editors.bulk_prices", "Enter an amount.")
            )
            self.amount_problem.setVisible(True)
            self.amount_edit.setFocus()
            return
        if self._read_before_preview:
            if self.read_task is None or self.read_task.done():  # Enter may also press Preview
                self.read_task = tasks.spawn(self._read_again_then_preview(amount), owner=self)
            return
        self._compute_preview(amount)

    async def _read_again_then_preview(self, amount: Decimal) -> None:
        """After an Apply: the prices as they are now, every row in play again, then preview."""
        self.preview_button.setEnabled(False)
        self.status.setText(tr("editors.bulk_prices", "Reading the current prices again…"))
        for row in self.rows:
            row.ok, row.result, row.new, row.problem, row.unknown = None, "", None, None, False
        await self._read_all()
        self._read_before_preview = False
        self.preview_button.setEnabled(True)
        self._refresh_current()
        typed = self.amount()  # the amount may have been changed meanwhile
        self._compute_preview(typed if typed is not None else amount)

    def _compute_preview(self, amount: Decimal) -> None:
        """Every row's new price; rows that cannot take the change, or keep their price, say so."""
        ready = 0
        currency = self.currency()
        for row in self.rows:
            if row.unreadable:
                continue
            row.ok, row.result = None, ""
            try:
                row.new = new_price(self.operation(), amount, row.current, currency)
                row.problem = None
            except ValueError as error:
                row.new, row.problem = None, str(error)
                continue
            if row.new == row.current:
                row.new, row.result = (
                    None,
                    tr("editors.bulk_prices", "No change: the price is that already."),
                )
                continue
            ready += 1
        self.fill_table()
        self.apply_button.setEnabled(ready > 0 and not self.batch.running)
        variants = counted(len(self.rows), "variant")
        then = tr("editors.bulk_prices", " Apply to save.") if ready else ""
        self.status.setText(
            tr("editors.bulk_prices", "{ready} of {variants} will change.{then}").format(
                ready=ready, variants=variants, then=then
            )
        )
        self.previewed.emit(ready)

    # --- applying -----------------------------------------------------------------------------

    def apply(self) -> asyncio.Task[None] | None:
        if self.batch.running or not self.apply_button.isEnabled():
            return None
        self.apply_button.setEnabled(False)
        self.preview_button.setEnabled(False)
        self.batch.begin(sum(1 for row in self.rows if row.new is not None and row.ok is None))
        self.apply_task = tasks.spawn(self._apply_all(), owner=self)
        return self.apply_task

    async def _apply_all(self) -> None:
        channel = self.channel_code()
        operation, amount = self.operation(), self.amount()
        assert channel is not None and amount is not None
        chosen = [row for row in self.rows if row.new is not None and row.ok is None]

        async def send(row: BulkRow) -> str:
            minor = await self._apply_one(row, channel, operation, amount)
            row.new = minor
            return self._saved(minor)

        async def reread(row: BulkRow) -> tuple[Settled, str] | None:
            """After a lost answer: done when the variant holds the price sent (else send)."""
            variant = await self.client.variants.get(row.product_code, row.code)
            if row.new is not None and variant.price(channel) == row.new:
                return Settled.DONE, self._saved(row.new)
            return None

        job = BatchJob(
            send=send,
            sending=lambda row: tr("editors.bulk_prices", "Saving {code}…").format(code=row.code),
            show=self.show_result,
            reread=reread,
            finished=self._finished,
        )
        await self.batch.run(chosen, job)

    def _saved(self, minor: int) -> str:
        return tr("editors.bulk_prices", "Saved: {format_money}").format(
            format_money=format_money(minor, self.currency())
        )

    def _finished(self, tally: BatchTally) -> None:
        self._read_before_preview = True
        self.preview_button.setEnabled(True)
        self.status.setText(tally_sentence(tally, RunVerb.SAVED))
        self.applied.emit(tally.done, tally.failed + tally.unknown)

    async def _apply_one(
        self, row: BulkRow, channel: str, operation: Operation, amount: Decimal
    ) -> int:
        """Re-read the variant, apply the change to its current price, send it with its version."""
        variant = await self.client.variants.get(row.product_code, row.code)
        minor = new_price(operation, amount, variant.price(channel), self.currency())
        row.new = minor  # what a lost answer's variant is read again for
        update = VariantUpdate(
            version=variant.version or 1, channel_pricings={channel: Money.to_major(minor)}
        )
        await self.client.variants.update(row.product_code, row.code, update)
        return minor

    # --- table --------------------------------------------------------------------------------

    def fill_row(self, index: int) -> None:
        row = self.rows[index]
        currency = self.currency()
        result = row.result or (row.problem or "")
        new = format_money(row.new, currency) if row.new is not None else ""
        current = format_money(row.current, currency)
        cells = (row.product_code, row.code, row.name, current, new, result)
        failed = row.ok is False or (row.ok is None and bool(row.problem))
        for column, text in enumerate(cells[:-1]):
            item = QTableWidgetItem(text)
            if column in (3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(index, column, item)
        ok = False if failed else (True if row.ok else None)
        self.table.setItem(index, len(COLUMNS) - 1, result_item(result, ok, unknown=row.unknown))

    def result_of(self, code: str) -> str:
        """The Result cell of variant ``code`` (what staff read after Apply)."""
        index = next(i for i, row in enumerate(self.rows) if row.code == code)
        item = self.table.item(index, len(COLUMNS) - 1)
        return item.text() if item is not None else ""
