"""The print window for orders: the packing slip or invoice previewed, then printed or saved as PDF.

Opened from the Orders list for the selected orders (each is read whole from the server, four at a
time) or from an order's editor for the order it shows. The seller at the top of each page is the
connection's store details (``store_identity.py``), changed with the Store details… button.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.file_field import remembered_folder
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.orders.printing import Printout, order_document, save_pdf, setup_page
from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog
from storeadmin_gui.ui.shell.store_identity import StoreIdentity, connection_of
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["OrderPrintDialog", "print_button"]

PARALLEL_READS = 4
# A document's title, for one order (by its number) and for several.
ONE_DOCUMENT = {
    Printout.PACKING_SLIP: noop("print_dialog", "Packing slip {number}"),
    Printout.INVOICE: noop("print_dialog", "Invoice {number}"),
}
DOCUMENTS = {
    Printout.PACKING_SLIP: noop("print_dialog", "Packing slips, {orders}"),
    Printout.INVOICE: noop("print_dialog", "Invoices, {orders}"),
}
MENU_ENTRIES = {
    Printout.PACKING_SLIP: noop("print_dialog", "Packing slip…"),
    Printout.INVOICE: noop("print_dialog", "Invoice…"),
}


class OrderPrintDialog(QDialog):
    """Preview ``kind`` for the orders; Print… and Save as PDF… produce the same pages."""

    def __init__(
        self,
        client: StoreClient,
        kind: Printout,
        *,
        order_ids: Sequence[int] = (),
        orders: Sequence[Order] = (),
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("orderPrintDialog")
        self.client = client
        self.settings = settings
        self.orders: list[Order] = list(orders)
        self.saved_to: Path | None = None
        self.chooser: QFileDialog | None = None
        self.identity_dialog: IdentityDialog | None = None
        self.connection = connection_of(client)

        self.kind_box = QComboBox()
        for printout in Printout:
            self.kind_box.addItem(translated(printout.title), printout)
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))
        self.kind_box.currentIndexChanged.connect(lambda _index: self.rebuild())
        self.seller_label = QLabel()
        self.seller_label.setObjectName("printSeller")
        set_role(self.seller_label, "hint")
        self.identity_button = QPushButton(tr("print_dialog", "Store &details…"))
        self.identity_button.setToolTip(
            tr("print_dialog", "The seller's name, address, VAT number and logo on every page")
        )
        self.identity_button.clicked.connect(self.edit_identity)
        self.status = QLabel()
        self.status.setObjectName("printStatus")
        self.status.setWordWrap(True)

        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_page(self.printer)
        self.preview = QPrintPreviewWidget(self.printer)
        self.preview.paintRequested.connect(self._paint)
        for page_view in self.preview.findChildren(QGraphicsView):  # the part that takes focus
            page_view.setAccessibleName(tr("print_dialog", "Preview of the pages"))
        self.document = order_document(self.orders, self.kind, self.seller)

        self.print_button = QPushButton(tr("print_dialog", "Print…"))
        self.print_button.clicked.connect(self.print_now)
        self.pdf_button = QPushButton(tr("print_dialog", "Save as PDF…"))
        self.pdf_button.clicked.connect(self.choose_pdf)
        close_button = QPushButton(tr("print_dialog", "Close"))
        close_button.clicked.connect(self.reject)

        options = QHBoxLayout()
        kind_label = QLabel(tr("print_dialog", "&Document:"))
        kind_label.setBuddy(self.kind_box)
        options.addWidget(kind_label)
        options.addWidget(self.kind_box)
        options.addSpacing(16)
        options.addWidget(self.seller_label, 1)
        options.addWidget(self.identity_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(close_button)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(options)
        layout.addWidget(self.preview, 1)
        layout.addLayout(buttons)
        self.resize(820, 900)

        self.load_task: asyncio.Task[None] | None = None
        if order_ids:
            self._set_ready(False)
            self.load_task = spawn(self._load(order_ids), owner=self)
        else:
            self.rebuild()

    # --- what is printed ----------------------------------------------------------------------

    @property
    def kind(self) -> Printout:
        kind: Printout = self.kind_box.currentData()
        return kind

    @property
    def seller(self) -> StoreIdentity:
        return self.connection.identity()

    def edit_identity(self) -> IdentityDialog:
        """The Store details dialog; the pages are laid out again once it saves."""
        dialog = IdentityDialog(self.connection, settings=self.settings, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(lambda _identity: self.rebuild())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.identity_dialog = dialog
        dialog.show()
        return dialog

    async def _load(self, order_ids: Sequence[int]) -> None:
        self.status.setText(
            tr("print_dialog", "Loading {orders}…").format(orders=counted(len(order_ids), "order"))
        )
        gate = asyncio.Semaphore(PARALLEL_READS)

        async def read(order_id: int) -> Order | errors.ApiError:
            async with gate:
                try:
                    return await self.client.orders.get(order_id)
                except errors.ApiError as error:
                    return error

        answers = await asyncio.gather(*(read(order_id) for order_id in order_ids))
        self.orders = [answer for answer in answers if isinstance(answer, Order)]
        failed = [
            tr("print_dialog", "order #{number}: {error}").format(number=order_id, error=answer)
            for order_id, answer in zip(order_ids, answers, strict=True)
            if not isinstance(answer, Order)
        ]
        self.rebuild()
        if failed:
            self.status.setText(
                tr("print_dialog", "Not included, could not be loaded: {orders}").format(
                    orders=QLocale().createSeparatedList(failed)
                )
            )

    def rebuild(self) -> None:
        """Lay the pages out again (another document, other store details, orders arrived)."""
        seller = self.seller
        self.seller_label.setText(
            tr("print_dialog", "Sent by {name}").format(name=seller.name)
            if seller.name
            else tr("print_dialog", "No store details yet: add the seller's name and address.")
        )
        self.document = order_document(self.orders, self.kind, seller)
        self.setWindowTitle(
            tr("print_dialog", "Print — {document}").format(document=self.document_title)
        )
        self.preview.updatePreview()
        self._set_ready(bool(self.orders))
        pages = self.preview.pageCount()
        self.status.setText(
            tr("print_dialog", "{orders}, {pages}.").format(
                orders=counted(len(self.orders), "order"), pages=counted(pages, "page")
            )
            if self.orders
            else tr("print_dialog", "No order to print.")
        )

    @property
    def document_title(self) -> str:
        if len(self.orders) == 1 and self.orders[0].number:
            return translated(ONE_DOCUMENT[self.kind]).format(number=self.orders[0].number)
        return translated(DOCUMENTS[self.kind]).format(orders=counted(len(self.orders), "order"))

    def _set_ready(self, ready: bool) -> None:
        self.print_button.setEnabled(ready)
        self.pdf_button.setEnabled(ready)

    def _paint(self, printer: QPrinter) -> None:
        self.document.print_(printer)

    # --- out ----------------------------------------------------------------------------------

    def print_now(self) -> None:
        """The system's print dialog, then the pages to the printer chosen there."""
        dialog = QPrintDialog(self.printer, self)
        dialog.accepted.connect(lambda: self.document.print_(self.printer))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()

    def pdf_name(self) -> str:
        slug = re.sub(r"[^a-z0-9]+", "-", self.document_title.lower()).strip("-")
        return f"{slug}.pdf"

    def choose_pdf(self) -> None:
        """Ask where to save the PDF (the folder last used), then save it there."""
        folder = remembered_folder(self.settings)
        chooser = QFileDialog(
            self, tr("print_dialog", "Save as PDF"), str(folder / self.pdf_name())
        )
        chooser.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        chooser.setNameFilter(tr("print_dialog", "PDF files (*.pdf)"))
        chooser.setDefaultSuffix("pdf")
        chooser.fileSelected.connect(lambda name: self.save_pdf(Path(name)))
        self.chooser = chooser
        chooser.open()

    def save_pdf(self, path: Path) -> None:
        save_pdf(self.document, path)
        self.saved_to = path
        self.status.setText(tr("print_dialog", "Saved to {file}.").format(file=path))


def print_button(
    editor: QWidget, order: Callable[[], Order | None], client: StoreClient
) -> QPushButton:
    """A "Print" button with the packing slip and the invoice of the order ``order()`` gives
    (an editor's), Ctrl+P opening the invoice."""
    button = QPushButton(tr("print_dialog", "Print"))
    button.setObjectName("printOrder")
    button.setToolTip(
        tr("print_dialog", "Preview, print or save as PDF this order's packing slip or invoice")
    )
    menu = QMenu(button)

    def open_printout(kind: Printout) -> OrderPrintDialog | None:
        shown = order()
        if shown is None:
            return None
        dialog = OrderPrintDialog(client, kind, orders=[shown], parent=editor.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    for kind in Printout:
        action = menu.addAction(translated(MENU_ENTRIES[kind]))
        action.triggered.connect(lambda _checked=False, k=kind: open_printout(k))
    button.setMenu(menu)
    shortcut = QAction(tr("print_dialog", "Print invoice"), editor)
    shortcut.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
    shortcut.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.triggered.connect(lambda: open_printout(Printout.INVOICE))
    editor.addAction(shortcut)
    return button
