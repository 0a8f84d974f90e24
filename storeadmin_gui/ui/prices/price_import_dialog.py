"""The "Import prices" window: a price list previewed line by line, then applied with a result per
line, after the prices it replaces are saved beside it as an undo file.

Nothing is written before Apply. Amounts are read as the user's language writes them
(``QLocale``); a line written otherwise says how it was read. While applying, Close reads "Stop":
the variant in flight finishes, the rest are left as they are (the frame of
``ui.widgets.batch_progress``). A line that failed is not retried from here: its write carried
the version previewed, so it wants a new Preview first.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.ui.editors.pricing import currency_name, currency_unknown
from storeadmin_gui.ui.file_field import FileField
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.export import CsvFormat
from storeadmin_gui.ui.prices.price_csv import (
    CHANNEL,
    PRICE,
    VARIANT,
    PriceFileError,
    PriceLine,
    read_price_list,
    write_undo_file,
)
from storeadmin_gui.ui.prices.price_import import (
    ImportRow,
    ImportState,
    apply_prices,
    preview,
    undo_lines,
)
from storeadmin_gui.ui.shell.style import colour
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets.batch_progress import BatchProgress, LazyRows, results_table

__all__ = ["PriceImportDialog", "undo_path"]

COLUMNS = (
    noop("price_import_dialog", "Line"),
    noop("price_import_dialog", "Product"),
    noop("price_import_dialog", "Variant"),
    noop("price_import_dialog", "Channel"),
    noop("price_import_dialog", "Current price"),
    noop("price_import_dialog", "New price"),
    noop("price_import_dialog", "Status"),
)
STATUS = len(COLUMNS) - 1
CHANNEL_COLUMN = 3
# The theme's colour (resources/style.qss) of a Status that needs a look.
COLOURS = {
    ImportState.INVALID: "error-text",
    ImportState.FAILED: "error-text",
    ImportState.SAVED: "success-text",
    ImportState.SAME: "muted",
    ImportState.STOPPED: "muted",
}


def number(count: int) -> str:
    """A count as the user's language groups its digits."""
    return QLocale().toString(count)


def undo_path(source: Path, moment: datetime) -> Path:
    """Where the prices an import replaces are kept: beside the file, named after it."""
    return source.with_name(f"{source.stem}.undo-{moment:%Y%m%d-%H%M%S}.csv")


class PriceImportDialog(QDialog):
    """Import a price list (``variant code, channel code, price``); see the module docstring."""

    applied = Signal(int, int)  # lines saved, lines failed
    previewed = Signal(int)  # lines ready to apply
    request_failed = Signal(object)  # sign-in expired, server gone: for the shell

    def __init__(
        self,
        client: StoreClient,
        *,
        product_hint: str = "",
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("priceImportDialog")
        self.setWindowTitle(tr("price_import_dialog", "Import prices"))
        self.client = client
        self.product_hint = product_hint
        self.rows: list[ImportRow] = []
        self.source: Path | None = None
        self.delimiter = ","
        self.undo_file: Path | None = None
        self.task: asyncio.Task[None] | None = None

        intro = QLabel(
            tr(
                "price_import_dialog",
                "A CSV file with the columns “{variant}”, “{channel}” and “{price}” (a price"
                " template exported from Product variants has them). Every line is checked"
                " before anything is written.",
            ).format(variant=VARIANT, channel=CHANNEL, price=PRICE)
        )
        intro.setWordWrap(True)
        self.file_field = FileField(saving=False, settings=settings)
        self.file_field.path_changed.connect(self._update_buttons)
        self.preview_button = QPushButton(tr("price_import_dialog", "Preview"))
        self.preview_button.clicked.connect(self.start_preview)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_field, 1)
        file_row.addWidget(self.preview_button)

        # One line a row, not wrapped: a price list can have thousands of lines.
        self.table = results_table(
            [translated(column) for column in COLUMNS],
            tr("price_import_dialog", "The file's lines, as checked"),
            wrap=False,
        )
        self.table.setObjectName("importPreview")
        self.shown_rows = LazyRows(self.table, self._fill_row)
        self.frame = BatchProgress(
            stopping_text=tr("price_import_dialog", "Stopping after the variant being saved…"),
            count_format=tr("price_import_dialog", "%v of %m variants"),
        )
        self.summary = self.frame.status
        self.summary.setObjectName("importSummary")
        self.undo_label = QLabel()
        self.undo_label.setObjectName("undoFile")
        self.undo_label.setWordWrap(True)
        self.undo_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.undo_label.hide()
        self.progress = self.frame.progress
        self.progress.hide()
        self.apply_button = QPushButton(tr("price_import_dialog", "Apply"))
        self.apply_button.clicked.connect(self.start_apply)
        self.close_button = self.frame.close_button
        self.close_button.clicked.connect(self.reject)
        self.frame.add_button(self.apply_button)

        form = QFormLayout()
        form.addRow(tr("price_import_dialog", "File:"), file_row)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.undo_label)
        layout.addWidget(self.frame)
        self.resize(980, 560)
        self._update_buttons()

    # --- state --------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def ready_rows(self) -> list[ImportRow]:
        return [row for row in self.rows if row.state is ImportState.READY]

    def _update_buttons(self) -> None:
        running = self.running
        self.preview_button.setEnabled(not running and self.file_field.path is not None)
        self.file_field.setEnabled(not running)
        self.apply_button.setEnabled(not running and bool(self.ready_rows()))
        stopping = running and self.progress.isVisible()
        self.close_button.setText(
            tr("price_import_dialog", "Stop") if stopping else tr("price_import_dialog", "Close")
        )

    # --- preview ------------------------------------------------------------------------------

    def start_preview(self) -> asyncio.Task[None] | None:
        """Read the file and check every line against the store (nothing is written)."""
        path = self.file_field.path
        if path is None or self.running:
            return None
        self.file_field.remember_folder()
        try:
            price_list = read_price_list(path)
        except (PriceFileError, OSError) as error:
            self.rows = []
            self._fill_table()
            if isinstance(error, PriceFileError):
                self.summary.setText(str(error))
            else:
                self.summary.setText(
                    tr("price_import_dialog", "Cannot read {file}: {error}.").format(
                        file=path, error=error.strerror or error
                    )
                )
            return None
        self.source, self.delimiter = path, price_list.delimiter
        self.undo_file = None
        self.undo_label.hide()
        self.progress.hide()
        self.summary.setText(
            tr("price_import_dialog", "Checking {lines}…").format(
                lines=counted(len(price_list.lines), "line")
            )
        )
        self.task = spawn(self._preview(price_list.lines), owner=self)
        self._update_buttons()
        return self.task

    async def _preview(self, lines: Sequence[PriceLine]) -> None:
        locale = QLocale()
        try:
            self.rows = await preview(
                self.client,
                lines,
                decimal_point=locale.decimalPoint(),
                group_separator=locale.groupSeparator(),
                product_hint=self.product_hint,
            )
        except errors.ApiError as error:
            self.summary.setText(
                tr("price_import_dialog", "The store could not be read: {error}").format(
                    error=error
                )
            )
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self.request_failed.emit(error)
            return
        finally:
            self.task = None
            self._update_buttons()
        self._fill_table()
        ready = len(self.ready_rows())
        same = sum(row.state is ImportState.SAME for row in self.rows)
        invalid = sum(row.state is ImportState.INVALID for row in self.rows)
        checked = counted(len(self.rows), "line")
        if same or invalid:
            text = tr(
                "price_import_dialog",
                "{lines}: {ready} ready, {same} unchanged, {invalid} cannot apply (see Status).",
            ).format(lines=checked, ready=number(ready), same=number(same), invalid=number(invalid))
        else:
            text = tr("price_import_dialog", "{lines}: {ready} ready.").format(
                lines=checked, ready=number(ready)
            )
        if ready:
            text = tr("price_import_dialog", "{summary} Apply writes the ready ones.").format(
                summary=text
            )
        self.summary.setText(text)
        self._update_buttons()
        self.previewed.emit(ready)

    # --- apply --------------------------------------------------------------------------------

    def start_apply(self) -> asyncio.Task[None] | None:
        """Save the current prices beside the file, then write the ready lines."""
        if self.running or not self.ready_rows() or self.source is None:
            return None
        moment = datetime.now()
        undo = undo_path(self.source, moment)
        locale_mark = QLocale().decimalPoint()
        csv_format = CsvFormat.spreadsheet(locale_mark).with_delimiter(self.delimiter)
        try:
            write_undo_file(undo, undo_lines(self.rows), csv_format)
        except OSError as error:
            self.summary.setText(
                tr(
                    "price_import_dialog",
                    "Nothing was applied: the current prices could not be saved to {file}"
                    " ({error}). Move the file somewhere writable and try again.",
                ).format(file=undo, error=error.strerror or error)
            )
            return None
        self.undo_file = undo
        without = sum(row.current is None for row in self.ready_rows())
        saved_in = tr(
            "price_import_dialog",
            "The prices before this import are saved in {file}. Importing that file undoes this"
            " import.",
        ).format(file=undo)
        if without:
            saved_in = tr(
                "price_import_dialog",
                "{saved_in} {lines} had no price before: the undo file lists them without one,"
                " and importing it leaves them as they are.",
            ).format(saved_in=saved_in, lines=counted(without, "line"))
        self.undo_label.setText(saved_in)
        self.undo_label.show()
        self.frame.begin(len({row.key for row in self.ready_rows()}))
        self.progress.show()
        self.task = spawn(self._apply(), owner=self)
        self._update_buttons()
        return self.task

    async def _apply(self) -> None:
        chosen = self.ready_rows()
        try:
            await apply_prices(
                self.client,
                chosen,
                progress=self._progress,
                stopping=lambda: self.frame.stopping,
            )
        finally:
            self.task = None
            self.frame.end()
            self._fill_table()
            self._update_buttons()
        saved = sum(row.state is ImportState.SAVED for row in chosen)
        failed = sum(row.state is ImportState.FAILED for row in chosen)
        stopped = sum(row.state is ImportState.STOPPED for row in chosen)
        if failed or stopped:
            text = tr(
                "price_import_dialog",
                "{saved} saved, {failed} failed (see Status), {stopped} not applied (stopped).",
            ).format(saved=number(saved), failed=number(failed), stopped=number(stopped))
        else:
            text = tr("price_import_dialog", "{saved} saved.").format(saved=number(saved))
        self.summary.setText(text)
        lost = [row.unreachable for row in chosen if row.unreachable is not None]
        if lost:
            self.request_failed.emit(lost[0])
        self.applied.emit(saved, failed)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        self.shown_rows.changed()

    def reject(self) -> None:
        """Close; while applying, Stop: the variant in flight finishes, the rest are not sent."""
        if self.running and self.progress.isVisible() and self.frame.stop():
            return
        super().reject()

    # --- table --------------------------------------------------------------------------------

    def _fill_table(self) -> None:
        self.shown_rows.reset(len(self.rows))

    def _fill_row(self, index: int) -> None:
        row = self.rows[index]
        currency = row.currency
        known = currency is not None or row.state is ImportState.INVALID
        cells = (
            str(row.line.line),
            row.product or row.line.product,
            row.line.variant,
            row.line.channel if known else f"{row.line.channel} ({currency_name(None)})",
            format_money(row.current, currency) if row.state is not ImportState.INVALID else "",
            format_money(row.new, currency) if row.new is not None else row.line.price,
            row.result or row.problem or tr("price_import_dialog", "Ready."),
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in (0, 4, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == CHANNEL_COLUMN and not known:
                item.setToolTip(currency_unknown())
            if column == STATUS:
                item.setToolTip(text)
                tone = COLOURS.get(row.state)
                if tone:
                    item.setForeground(QBrush(colour(tone)))
            self.table.setItem(index, column, item)

    def status_of(self, line: int) -> str:
        """The Status cell of the file's line ``line`` (what staff read)."""
        index = next(i for i, row in enumerate(self.rows) if row.line.line == line)
        self.shown_rows.ensure(index)
        item = self.table.item(index, STATUS)
        return item.text() if item is not None else ""
