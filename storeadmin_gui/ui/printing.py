"""Printed orders: a packing slip and an invoice per order, as one document to preview, print or
save as PDF.

Both name the store and the channel, the order's number and dates, and its billing and shipping
addresses. The packing slip lists what goes in the parcel (items, options, quantities, a box to
tick); the invoice adds each line's unit price, adjustments and total, the order's own
adjustments (shipping, promotions, taxes) and its totals, all in the order's currency and its
customer's locale. Several orders print one after another, each from a new page.

Documents are rich text (``QTextDocument``): Qt lays them out for the printer or PDF writer it is
given, so the preview, the printout and the PDF are the same pages.
"""

from __future__ import annotations

import enum
import html
from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from storeadmin_gui.api.models import Order, OrderAdjustment, OrderItem
from storeadmin_gui.ui.columns import format_money, format_timestamp
from storeadmin_gui.ui.labels import state_label

__all__ = ["Printout", "order_document", "order_html", "save_pdf", "setup_page"]

# QTextDocument.print_ lays the pages out on the whole sheet with margins of its own (2 cm) and a
# page number at the foot of each; margins on the device as well would add up.
PAGE_MARGIN_MM = 0
ADDRESS_LINES = (
    ("first_name", "last_name"),
    ("company",),
    ("street",),
    ("postcode", "city"),
    ("province_name",),
    ("country_code",),
    ("phone_number",),
)
STYLE = """
body { font-family: sans-serif; font-size: 10pt; color: #111; }
h1 { font-size: 18pt; margin: 0; }
h2 { font-size: 13pt; margin: 0; }
td, th { padding: 4px 6px; vertical-align: top; }
th { background-color: #eceff3; text-align: left; font-size: 9pt; }
.number { text-align: right; }
.code { font-size: 8pt; color: #555; }
.muted { color: #555; }
.total td { font-weight: bold; border-top: 1px solid #111; }
"""


class Printout(enum.Enum):
    """The documents an order prints as."""

    PACKING_SLIP = "Packing slip"
    INVOICE = "Invoice"


def order_document(orders: Sequence[Order], kind: Printout, store: str) -> QTextDocument:
    """``kind`` for every order in ``orders``, each from a new page."""
    document = QTextDocument()
    document.setDefaultStyleSheet(STYLE)
    title = kind.value if len(orders) != 1 else f"{kind.value} {_number(orders[0])}"
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    parts = [order_html(order, kind, store) for order in orders]
    breaks = '<div style="page-break-before: always"></div>'
    document.setHtml(f"<html><body>{breaks.join(parts)}</body></html>")
    return document


def save_pdf(document: QTextDocument, path: Path) -> None:
    """Write ``document`` to ``path`` as a PDF on A4 pages."""
    writer = QPdfWriter(str(path))
    writer.setTitle(document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    writer.setCreator("Store Admin")
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


def order_html(order: Order, kind: Printout, store: str) -> str:
    """One order's ``kind`` as rich text."""
    money = _money(order)
    heading = f"""
<table width="100%"><tr>
<td><h1>{_text(store)}</h1><span class="muted">{_text(_channel(order))}</span></td>
<td align="right"><h2>{kind.value}</h2>
{_text(_number(order))}</td></tr></table>
<p></p>
<table width="100%">{_facts(order, kind)}</table>
<p></p>
<table width="100%"><tr>
<td width="50%"><b>Ship to</b><br>{_address(order.shipping_address)}</td>
<td width="50%"><b>Bill to</b><br>{_address(order.billing_address)}{_email(order)}</td>
</tr></table>
<p></p>"""
    if kind is Printout.PACKING_SLIP:
        return heading + _packing_lines(order.items)
    return heading + _invoice_lines(order.items, money) + _invoice_totals(order, money)


def _facts(order: Order, kind: Printout) -> str:
    """Number, dates and state, two to a row."""
    placed = order.checkout_completed_at or order.created_at
    rows = [("Order number", _number(order)), ("Order date", format_timestamp(placed))]
    if kind is Printout.INVOICE:
        rows += [("Invoice date", date.today().isoformat()), ("Currency", order.currency or "")]
    else:
        rows += [("Units", str(sum(item.quantity for item in order.items))), ("", "")]
    rows.append(("State", state_label(order.state)))
    cells = [
        f'<td width="18%" class="muted">{_text(name)}</td><td width="32%">{_text(value)}</td>'
        for name, value in rows
    ]
    pairs = ["".join(cells[i : i + 2]) for i in range(0, len(cells), 2)]
    return "".join(f"<tr>{pair}</tr>" for pair in pairs)


def _email(order: Order) -> str:
    email = order.email or (order.customer.email if order.customer else None)
    return f"<br>{_text(email)}" if email else ""


def _packing_lines(items: Sequence[OrderItem]) -> str:
    rows = "".join(
        f"<tr><td>{_item_name(item)}</td>"
        f'<td class="number">{item.quantity}</td><td align="center">☐</td></tr>'
        for item in items
    )
    units = sum(item.quantity for item in items)
    return (
        '<table width="100%" cellspacing="0" border="1" style="border-collapse: collapse">'
        '<tr><th width="76%">Item</th><th width="12%" class="number">Quantity</th>'
        '<th width="12%">Packed</th></tr>'
        f"{rows}"
        f'<tr class="total"><td>Units in all</td><td class="number">{units}</td>'
        "<td></td></tr></table>"
    )


def _invoice_lines(items: Sequence[OrderItem], money: Any) -> str:
    rows = []
    for item in items:
        notes = "".join(
            f'<br><span class="muted">{_text(label)}: {money(amount)}</span>'
            for label, amount in _summed_by_label(item.adjustments).items()
        )
        rows.append(
            f"<tr><td>{_item_name(item)}{notes}</td>"
            f'<td class="number">{item.quantity}</td>'
            f'<td class="number">{money(item.unit_price)}</td>'
            f'<td class="number">{money(item.adjustments_total)}</td>'
            f'<td class="number">{money(item.total)}</td></tr>'
        )
    return (
        '<table width="100%" cellspacing="0" border="1" style="border-collapse: collapse">'
        '<tr><th width="41%">Item</th><th width="12%" class="number">Quantity</th>'
        '<th width="14%" class="number">Unit price</th>'
        '<th width="18%" class="number">Adjustments</th>'
        '<th width="15%" class="number">Total</th></tr>'
        f"{''.join(rows)}</table>"
    )


def _invoice_totals(order: Order, money: Any) -> str:
    rows = [("Items total", money(order.items_total))]
    rows += [(_adjustment_label(a), money(a.amount)) for a in order.adjustments]
    summary = _summed_by_label([a for item in order.items for a in item.adjustments])
    lines = "".join(
        f'<tr><td class="muted">{_text(label)}</td><td class="number">{value}</td></tr>'
        for label, value in rows
    )
    included = "".join(
        f'<tr><td class="muted">of which {_text(label)}</td>'
        f'<td class="number muted">{money(amount)}</td></tr>'
        for label, amount in summary.items()
    )
    return (
        '<p></p><table align="right" cellspacing="0">'
        f"{lines}"
        f'<tr class="total"><td>Total</td><td class="number">{money(order.total)}</td></tr>'
        f"{included}</table>"
    )


# ----------------------------------------------------------------------------- pieces


def _money(order: Order) -> Any:
    """Amounts in the order's currency, in its customer's locale where the order names one."""
    currency, locale = order.currency, order.locale_code

    def money(minor: int) -> str:
        return _text(format_money(minor, currency, locale))

    return money


def _number(order: Order) -> str:
    return f"#{order.number}" if order.number else f"order {order.id} (no number yet)"


def _channel(order: Order) -> str:
    channel = order.channel
    if channel is None:
        return ""
    if channel.name and channel.code:
        return f"{channel.name} ({channel.code})"
    return channel.name or channel.code or ""


def _item_name(item: OrderItem) -> str:
    variant = item.variant
    product = variant.object if variant else None
    name = (product.name if product else None) or (variant.code if variant else None)
    options = []
    for option in variant.options if variant else []:
        if isinstance(option, Mapping) and option.get("value"):
            caption = option.get("name")
            options.append(f"{caption}: {option['value']}" if caption else str(option["value"]))
    details = f'<br><span class="muted">{_text(", ".join(options))}</span>' if options else ""
    code = _item_code(item)
    code_line = f'<br><span class="code">{_text(code)}</span>' if code else ""
    return f"{_text(name or f'Item {item.id}')}{details}{code_line}"


def _item_code(item: OrderItem) -> str:
    variant = item.variant
    return (variant.sku or variant.code or "") if variant else ""


def _adjustment_label(adjustment: OrderAdjustment) -> str:
    label = adjustment.description or (adjustment.type or "Adjustment").capitalize()
    return f"{label} (included)" if adjustment.neutral else label


def _summed_by_label(adjustments: Sequence[OrderAdjustment]) -> dict[str, int]:
    sums: dict[str, int] = {}
    for adjustment in adjustments:
        label = _adjustment_label(adjustment)
        sums[label] = sums.get(label, 0) + adjustment.amount
    return sums


def _address(address: Mapping[str, Any] | None) -> str:
    if not address:
        return '<span class="muted">none given</span>'
    lines = []
    for keys in ADDRESS_LINES:
        parts = [str(address[key]) for key in keys if address.get(key) not in (None, "")]
        if parts:
            lines.append(_text(" ".join(parts)))
    return "<br>".join(lines) or '<span class="muted">none given</span>'


def _text(value: object) -> str:
    return html.escape(str(value))
