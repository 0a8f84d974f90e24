"""Printed orders: a packing slip and an invoice per order, as one document to preview, print or
save as PDF.

Both name the seller (the connection's store details: name, address, VAT number and logo,
``store_identity.py``) and the channel, the order's number and dates, and its billing and
shipping addresses. The packing slip lists what goes in the parcel (items, options, quantities, a
box to tick); the invoice adds each line's unit price, adjustments and total, the order's own
adjustments (shipping, promotions, taxes) and its totals, in columns under the items' own, all in
the order's currency and its customer's locale. Their words are in the order's language (its
``locale_code``) where the app ships that language, else in the app's own; so are the items' and
their options' names where the server sends them in that language (else in the staffer's, else
any name the item has); money and dates follow the order's locale. Several orders print one
after another, each from a new page.

Documents are rich text (``QTextDocument``): Qt lays them out for the printer or PDF writer it is
given, so the preview, the printout and the PDF are the same pages.
"""

from __future__ import annotations

import enum
import html
import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF, QSize, QUrl
from PySide6.QtGui import (
    QImage,
    QImageReader,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)

from storeadmin_gui.api.models import Address, Order, OrderAdjustment, OrderItem, OrderItemOption
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.i18n import Phrase, language_of, noop, translated, words_in
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.shell.store_identity import StoreIdentity
from storeadmin_gui.ui.shell.style import colour

__all__ = ["Printout", "logo_image", "order_document", "order_html", "save_pdf", "setup_page"]

# QTextDocument.print_ lays the pages out on the whole sheet with margins of its own (2 cm) and a
# page number at the foot of each; margins on the device as well would add up.
PAGE_MARGIN_MM = 0
LOGO_URL = QUrl("storeadmin:logo")  # i18n: not shown, the logo's name inside the document
LOGO_HEIGHT = 64  # as drawn on the page, in the document's pixels (1/96 inch)
LOGO_PIXELS = 4 * LOGO_HEIGHT  # read this tall, so a printer's 300 dpi and more stay sharp
# The item table's columns, in per cent of the page's width; the invoice's totals take the last
# column for their amounts and the two before it for their words, so both line up.
INVOICE_COLUMNS = (41, 12, 14, 18, 15)
# Paper is white in either scheme: the colours are the style sheet's "paper" ones (@name).
STYLE = """
body { font-family: sans-serif; font-size: 10pt; color: @paper-text; }
h1 { font-size: 16pt; margin: 0; }
h2 { font-size: 13pt; margin: 0; }
td, th { padding: 4px 6px; vertical-align: top; }
th { background-color: @paper-heading; text-align: left; font-size: 9pt; }
.number { text-align: right; }
.code { font-size: 8pt; color: @paper-muted; }
.muted { color: @paper-muted; }
.total td, td.total { font-weight: bold; border-top: 1px solid @paper-text; }
"""  # i18n: not shown, a style sheet
Words = Callable[[str], str]  # a Phrase as the reader of the document reads it
# The documents' words (marked here: the extractor does not look inside f-strings).
ADJUSTMENTS = noop("printing", "Adjustments")
BILL_TO = noop("printing", "Bill to")
CURRENCY = noop("printing", "Currency")
INVOICE_DATE = noop("printing", "Invoice date")
ITEM = noop("printing", "Item")
ITEMS_TOTAL = noop("printing", "Items total")
NONE_GIVEN = noop("printing", "none given")
OF_WHICH = noop("printing", "of which {adjustment}")
ORDER_DATE = noop("printing", "Order date")
ORDER_NUMBER = noop("printing", "Order number")
PACKED = noop("printing", "Packed")
QUANTITY = noop("printing", "Quantity")
SHIP_TO = noop("printing", "Ship to")
STATE = noop("printing", "State")
TOTAL = noop("printing", "Total")
UNITS = noop("printing", "Units")
UNITS_IN_ALL = noop("printing", "Units in all")
UNIT_PRICE = noop("printing", "Unit price")
VAT_ID = noop("printing", "VAT no. {vat_id}")


class Printout(enum.Enum):
    """The documents an order prints as."""

    PACKING_SLIP = "packing_slip"
    INVOICE = "invoice"

    @property
    def title(self) -> Phrase:
        """The document's name, to be read in a language (``translated``, ``words_in``)."""
        return _TITLES[self]


_TITLES = {
    Printout.PACKING_SLIP: noop("printing", "Packing slip"),
    Printout.INVOICE: noop("printing", "Invoice"),
}


def style_sheet() -> str:
    return re.sub(r"@([a-z-]+)", lambda match: colour(match.group(1)).name(), STYLE)


def order_document(orders: Sequence[Order], kind: Printout, seller: StoreIdentity) -> QTextDocument:
    """``kind`` for every order in ``orders``, each from a new page, sent by ``seller``."""
    document = QTextDocument()
    document.setDefaultStyleSheet(style_sheet())
    logo = logo_image(seller)
    if logo is not None:
        document.addResource(QTextDocument.ResourceType.ImageResource, LOGO_URL, logo)
    title = translated(kind.title)
    if len(orders) == 1:
        title = translated(noop("printing", "{document} {number}")).format(
            document=translated(kind.title), number=_number(orders[0], translated)
        )
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    parts = [order_html(order, kind, seller, logo is not None) for order in orders]
    breaks = '<div style="page-break-before: always"></div>'
    document.setHtml(f"<html><body>{breaks.join(parts)}</body></html>")
    return document


def logo_image(seller: StoreIdentity) -> QImage | None:
    """The seller's logo, read tall enough to print sharply; None without one or when its file
    cannot be read as an image."""
    path = seller.logo_path()
    if path is None:
        return None
    reader = QImageReader(str(path))
    size = reader.size()
    if size.isValid() and size.height() > 0:
        width = max(1, round(size.width() * LOGO_PIXELS / size.height()))
        reader.setScaledSize(QSize(width, LOGO_PIXELS))
    image = reader.read()
    return None if image.isNull() else image


def save_pdf(document: QTextDocument, path: Path) -> None:
    """Write ``document`` to ``path`` as a PDF on A4 pages."""
    writer = QPdfWriter(str(path))
    writer.setTitle(document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    writer.setCreator("Store Admin")  # i18n: not shown translated, the app's name
    setup_page(writer)
    document.print_(writer)


def setup_page(device: QPagedPaintDevice) -> None:
    """A4 (what both the PDF and the printer start with); the document adds its margins."""
    device.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )


# ----------------------------------------------------------------------------- one order


class Reader:
    """Whom an order's document speaks to: its words in the order's language, its money and
    dates in the order's locale (see the module docstring)."""

    def __init__(self, order: Order) -> None:
        self.words: Words = words_in(language_of(order.locale_code))
        self.locale = formats.locale_for(order.locale_code)
        self.currency = order.currency
        # Whose names an item goes by: the order's locale, else the staffer's (then any).
        self.name_locales = (order.locale_code, QLocale().name())

    def __call__(self, phrase: str) -> str:
        """``phrase`` in the reader's language, escaped for the document."""
        return _text(self.words(phrase))

    def money(self, minor: int) -> str:
        return _text(formats.money(minor, self.currency or "", self.locale))

    def date(self, moment: datetime | str | None) -> str:
        return _text(formats.date(moment, self.locale)) if moment else ""


def order_html(order: Order, kind: Printout, seller: StoreIdentity, logo: bool = False) -> str:
    """One order's ``kind`` as rich text (``logo``: the document holds the seller's logo)."""
    say = Reader(order)
    ship_to = _address(order.shipping_address, say)
    bill_to = _address(order.billing_address, say) + _email(order)
    heading = f"""
<table width="100%" cellspacing="0"><tr>
<td width="62%">{_seller(seller, order, say, logo)}</td>
<td width="38%" align="right"><h2>{say(kind.title)}</h2>
{_text(_number(order, say.words))}<br><span class="muted">{_text(_channel(order))}</span></td>
</tr></table>
<p></p>
<table width="100%">{_facts(order, kind, say)}</table>
<p></p>
<table width="100%"><tr>
<td width="50%"><b>{say(SHIP_TO)}</b><br>{ship_to}</td>
<td width="50%"><b>{say(BILL_TO)}</b><br>{bill_to}</td>
</tr></table>
<p></p>"""
    if kind is Printout.PACKING_SLIP:
        return heading + _packing_lines(order.items, say)
    return heading + _invoice_lines(order.items, say) + _invoice_totals(order, say)


def _seller(seller: StoreIdentity, order: Order, say: Reader, logo: bool) -> str:
    """Who sends the document: logo, name, address and VAT number (the channel's name stands in
    for a store without a name)."""
    name = seller.name.strip() or (order.channel.name if order.channel else "") or ""
    lines = [_text(line) for line in seller.address_lines()]
    if seller.vat_id.strip():
        lines.append(_text(say.words(VAT_ID).format(vat_id=seller.vat_id.strip())))
    details = f'<br><span class="muted">{"<br>".join(lines)}</span>' if lines else ""
    text = f"<h1>{_text(name)}</h1>{details}"
    if not logo:
        return text
    picture = f'<img src="{LOGO_URL.toString()}" height="{LOGO_HEIGHT}">'
    return (
        '<table cellspacing="0" cellpadding="0"><tr>'
        f'<td style="padding-right: 12px">{picture}</td><td>{text}</td></tr></table>'
    )


def _facts(order: Order, kind: Printout, say: Reader) -> str:
    """Number, dates and state, two to a row."""
    placed = order.checkout_completed_at or order.created_at
    rows = [
        (say(ORDER_NUMBER), _text(_number(order, say.words))),
        (say(ORDER_DATE), say.date(placed)),
    ]
    if kind is Printout.INVOICE:
        rows += [
            (say(INVOICE_DATE), say.date(datetime.now(UTC))),
            (say(CURRENCY), _text(order.currency or "")),
        ]
    else:
        units = sum(item.quantity for item in order.items)
        rows += [(say(UNITS), _text(say.locale.toString(units))), ("", "")]
    rows.append((say(STATE), _text(state_label(order.state, say.words))))
    cells = [
        f'<td width="22%" class="muted">{name}</td><td width="28%">{value}</td>'
        for name, value in rows
    ]
    pairs = ["".join(cells[i : i + 2]) for i in range(0, len(cells), 2)]
    return "".join(f"<tr>{pair}</tr>" for pair in pairs)


def _email(order: Order) -> str:
    email = order.email or (order.customer.email if order.customer else None)
    return f"<br>{_text(email)}" if email else ""


def _packing_lines(items: Sequence[OrderItem], say: Reader) -> str:
    rows = "".join(
        f"<tr><td>{_item_name(item, say)}</td>"
        f'<td class="number">{say.locale.toString(item.quantity)}</td>'
        '<td align="center">☐</td></tr>'
        for item in items
    )
    units = say.locale.toString(sum(item.quantity for item in items))
    return (
        '<table width="100%" cellspacing="0" border="1" style="border-collapse: collapse">'
        f'<tr><th width="76%">{say(ITEM)}</th>'
        f'<th width="12%" class="number">{say(QUANTITY)}</th>'
        f'<th width="12%">{say(PACKED)}</th></tr>'
        f"{rows}"
        f'<tr class="total"><td>{say(UNITS_IN_ALL)}</td>'
        f'<td class="number">{units}</td><td></td></tr></table>'
    )


def _invoice_lines(items: Sequence[OrderItem], say: Reader) -> str:
    rows = []
    for item in items:
        notes = "".join(
            f'<br><span class="muted">{_text(label)}: {say.money(amount)}</span>'
            for label, amount in _summed_by_label(item.adjustments, say.words).items()
        )
        rows.append(
            f"<tr><td>{_item_name(item, say)}{notes}</td>"
            f'<td class="number">{say.locale.toString(item.quantity)}</td>'
            f'<td class="number">{say.money(item.unit_price)}</td>'
            f'<td class="number">{say.money(item.adjustments_total)}</td>'
            f'<td class="number">{say.money(item.total)}</td></tr>'
        )
    headings = "".join(
        f'<th width="{width}%"{attributes}>{say(words)}</th>'
        for width, words, attributes in zip(
            INVOICE_COLUMNS,
            (ITEM, QUANTITY, UNIT_PRICE, ADJUSTMENTS, TOTAL),
            ("", *[' class="number"'] * 4),
            strict=True,
        )
    )
    return (
        '<table width="100%" cellspacing="0" border="1" style="border-collapse: collapse">'
        f"<tr>{headings}</tr>{''.join(rows)}</table>"
    )


def _invoice_totals(order: Order, say: Reader) -> str:
    rows = [(say.words(ITEMS_TOTAL), say.money(order.items_total))]
    rows += [(_adjustment_label(a, say.words), say.money(a.amount)) for a in order.adjustments]
    summary = _summed_by_label([a for item in order.items for a in item.adjustments], say.words)
    of_which = say.words(OF_WHICH)
    # Beside the item table's columns: nothing under the first two, the words under the next
    # two, the amounts under the last, so they line up with the lines' totals.
    first, second, third, fourth, last = INVOICE_COLUMNS
    blank = f'<td width="{first + second}%"></td>'
    label_width, amount_width = third + fourth, last

    def row(label: str, amount: str, style: str = "muted", number: str = "number") -> str:
        return (
            f'<tr>{blank}<td width="{label_width}%" class="{style}">{label}</td>'
            f'<td width="{amount_width}%" class="{number}">{amount}</td></tr>'
        )

    lines = "".join(row(_text(label), value) for label, value in rows)
    lines += (
        f'<tr>{blank}<td class="total">{say(TOTAL)}</td>'
        f'<td class="total number">{say.money(order.total)}</td></tr>'
    )
    lines += "".join(
        row(_text(of_which.format(adjustment=label)), say.money(amount), number="number muted")
        for label, amount in summary.items()
    )
    return f'<table width="100%" cellspacing="0">{lines}</table>'


# ----------------------------------------------------------------------------- pieces


def _number(order: Order, words: Words) -> str:
    if order.number:
        return f"#{order.number}"
    return words(noop("printing", "order {id} (no number yet)")).format(id=order.id)


def _channel(order: Order) -> str:
    channel = order.channel
    if channel is None:
        return ""
    if channel.name and channel.code:
        return f"{channel.name} ({channel.code})"
    return channel.name or channel.code or ""


def _item_name(item: OrderItem, say: Reader) -> str:
    variant = item.variant
    name = variant.name_in(*say.name_locales) if variant else None
    options = []
    for option in variant.options if variant else []:
        if isinstance(option, OrderItemOption):
            value = option.value_in(*say.name_locales)
            options.append(f"{option.name}: {value}" if option.name else value)
    details = f'<br><span class="muted">{_text(", ".join(options))}</span>' if options else ""
    code = _item_code(item)
    code_line = f'<br><span class="code">{_text(code)}</span>' if code else ""
    shown = name or say.words(noop("printing", "Item {id}")).format(id=item.id)
    return f"{_text(shown)}{details}{code_line}"


def _item_code(item: OrderItem) -> str:
    variant = item.variant
    return (variant.sku or variant.code or "") if variant else ""


def _adjustment_label(adjustment: OrderAdjustment, words: Words) -> str:
    """The store's own description (in its words), else the kind of adjustment."""
    kind = _ADJUSTMENT_KINDS.get(adjustment.type or "", noop("printing", "Adjustment"))
    label = adjustment.description or words(kind)
    if adjustment.neutral:
        return words(noop("printing", "{adjustment} (included)")).format(adjustment=label)
    return label


# The kinds of adjustment a store sends (docs/api.md section 11), for one without a description.
_ADJUSTMENT_KINDS = {
    "shipping": noop("printing", "Shipping"),
    "tax": noop("printing", "Tax"),
    "order_promotion": noop("printing", "Promotion"),
    "order_item_promotion": noop("printing", "Promotion"),
    "order_unit_promotion": noop("printing", "Promotion"),
    "order_shipping_promotion": noop("printing", "Shipping promotion"),
}


def _summed_by_label(adjustments: Sequence[OrderAdjustment], words: Words) -> dict[str, int]:
    sums: dict[str, int] = {}
    for adjustment in adjustments:
        label = _adjustment_label(adjustment, words)
        sums[label] = sums.get(label, 0) + adjustment.amount
    return sums


def _address(address: Address | None, say: Reader) -> str:
    lines = formats.address_lines(address, province_code=False) if address else []
    return "<br>".join(map(_text, lines)) or f'<span class="muted">{say(NONE_GIVEN)}</span>'


def _text(value: object) -> str:
    return html.escape(str(value))
