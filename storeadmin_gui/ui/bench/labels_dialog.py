"""The labels window: variants added by scanning (or typing) their codes, each scan one label;
the channel whose price they show and the label size chosen; printed, or saved as PDF."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import CatalogueVariant, Channel
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.bench.code_box import code_box, say
from storeadmin_gui.ui.bench.lookup import find_variant
from storeadmin_gui.ui.bench.role_gate import BenchUse, RoleNote, refuse
from storeadmin_gui.ui.bench.shelf_labels import Label, LabelSize, print_labels, save_labels
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.tasks import spawn

__all__ = ["LabelsDialog"]


class LabelsDialog(QDialog):
    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("bench", "Labels"))
        self.resize(720, 440)
        self.client = client
        self.variants: list[CatalogueVariant] = []
        self.channels: list[Channel] = []
        self.code_input = code_box(self.add)
        self.channel_box = QComboBox()
        self.channel_box.setAccessibleName(tr("bench", "Price in"))
        self.channel_box.addItem(tr("bench", "No price"), None)
        self.channel_box.currentIndexChanged.connect(lambda _index: self.fill_table())
        self.size_box = QComboBox()
        self.size_box.setAccessibleName(tr("bench", "Label size"))
        for size in LabelSize:
            self.size_box.addItem(size.title, size)
        self.table = QTableWidget(0, 3)
        self.table.setAccessibleName(tr("bench", "Labels to print"))
        self.table.setHorizontalHeaderLabels(
            [tr("bench", "Code"), tr("bench", "Item"), tr("bench", "Price")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.status = QLabel(tr("bench", "Scan each product once for every label it needs."))
        self.status.setWordWrap(True)
        self.remove_button = QPushButton(tr("bench", "Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.pdf_button = QPushButton(tr("bench", "Save as PDF…"))
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.print_button = QPushButton(tr("bench", "Print…"))
        self.print_button.clicked.connect(self.print_now)
        close = QPushButton(tr("bench", "Close"))
        close.clicked.connect(self.close)
        for button in (self.remove_button, self.pdf_button, self.print_button, close):
            button.setAutoDefault(False)  # Enter in the code box takes a code, nothing else
        options = QHBoxLayout()
        options.addWidget(QLabel(tr("bench", "Price in:")))
        options.addWidget(self.channel_box, 1)
        options.addWidget(QLabel(tr("bench", "Label size:")))
        options.addWidget(self.size_box, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(close)
        self.role_note = RoleNote(client, [BenchUse.FIND_VARIANTS], self, self._role_told)
        layout = QVBoxLayout(self)
        layout.addWidget(self.role_note)
        layout.addWidget(self.code_input)
        layout.addLayout(options)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.reading = 0  # codes scanned and not yet looked up
        self.waiting: list[str] = []
        self.fill_table()
        spawn(self._load_channels(), owner=self)

    @property
    def find_refusal(self) -> str | None:
        """Why no scanned code can be found here (the role, or the server), once asked."""
        return self.role_note.refusal(BenchUse.FIND_VARIANTS)

    def _role_told(self) -> None:
        refuse((self.code_input,), self.find_refusal)

    async def _load_channels(self) -> None:
        try:
            self.channels = [channel async for channel in self.client.channels.iter_all()]
        except errors.ApiError:
            return  # labels without a price still print
        for channel in self.channels:
            self.channel_box.addItem(channel.name or channel.code, channel.code)
        if self.channels:
            self.channel_box.setCurrentIndex(1)

    # -- adding ------------------------------------------------------------------------------

    def take_scan(self, code: str, typed_into: QWidget | None = None) -> bool:
        refused = self.find_refusal
        if refused is not None:
            QApplication.beep()
            self._say(refused, "error")
            return True
        self.add(code)
        return True

    def add(self, code: str) -> None:
        """One label of the variant ``code``; scans are looked up one after another, so the
        labels come in the order scanned."""
        self.waiting.append(code)
        self.reading += 1
        if self.reading == 1:
            spawn(self._add_waiting(), owner=self)

    async def _add_waiting(self) -> None:
        while self.waiting:
            code = self.waiting.pop(0)
            try:
                await self._add(code)
            finally:
                self.reading -= 1

    async def _add(self, code: str) -> None:
        try:
            variant = await find_variant(self.client, code)
        except errors.ApiError as error:
            self._say(str(error), "error")
            return
        if variant is None:
            QApplication.beep()
            self._say(tr("bench", "No variant has the code {code}.").format(code=code), "error")
            return
        self.variants.append(variant)
        self._say(tr("bench", "{code} added.").format(code=variant.code), "hint")
        self.fill_table()

    def remove_selected(self) -> None:
        rows = sorted({index.row() for index in self.table.selectedIndexes()}, reverse=True)
        for row in rows:
            del self.variants[row]
        self.fill_table()

    # -- the labels --------------------------------------------------------------------------

    def _say(self, text: str, role: str) -> None:
        say(self.status, text, role)

    def labels(self) -> list[Label]:
        channel_code = self.channel_box.currentData()
        channel = next((c for c in self.channels if c.code == channel_code), None)
        made = []
        for variant in self.variants:
            pricing = variant.channel_pricings.get(channel.code) if channel else None
            price = ""
            if channel is not None and pricing is not None and pricing.price is not None:
                price = formats.money(pricing.price, channel.base_currency or "")
            locale = channel.default_locale if channel is not None else QLocale().name()
            named = variant.name(locale) != variant.code
            name = variant.name(locale) if named else variant.product.name or variant.code
            made.append(Label(variant.code, name, price))
        return made

    @property
    def label_size(self) -> LabelSize:
        chosen: LabelSize = self.size_box.currentData()
        return chosen

    def fill_table(self) -> None:
        labels = self.labels()
        self.table.setRowCount(len(labels))
        for row, label in enumerate(labels):
            for column, text in enumerate((label.code, label.name, label.price)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        for button in (self.pdf_button, self.print_button, self.remove_button):
            button.setEnabled(bool(labels))

    def save_pdf(self, path: Path) -> None:
        save_labels(path, self.labels(), self.label_size)
        self._say(tr("bench", "Saved to {file}.").format(file=path), "success")

    def choose_pdf(self) -> None:
        chooser = QFileDialog(self, tr("bench", "Save labels as PDF"), "labels.pdf")
        chooser.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        chooser.setNameFilter(tr("bench", "PDF files (*.pdf)"))
        chooser.setDefaultSuffix("pdf")
        chooser.fileSelected.connect(lambda name: self.save_pdf(Path(name)))
        self.chooser = chooser
        chooser.open()

    def print_now(self) -> None:
        """The system's print dialog (the label printer chosen there), then the labels."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.accepted.connect(lambda: self._print(printer))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.print_dialog = dialog
        dialog.show()

    def _print(self, printer: QPrinter) -> None:
        try:
            print_labels(printer, self.labels(), self.label_size)
        except OSError as error:
            self._say(str(error), "error")
