"""Price lists as CSV files: reading one (columns found by name, amounts read as the user's
language writes them) and writing one (the undo file of an import).

A price list has the columns ``variant code``, ``channel code`` and ``price`` (names matched
ignoring case, spaces, dashes and underscores), in any order, among any others (a ``product code``
column, when present, says which product a variant belongs to). The delimiter is found from the
header line: comma, semicolon or tab.

An amount is read, never guessed: "12.50" and "12,50" are 12.50 (two decimals cannot be a
thousands group); "1.234" is 1234 where "." groups thousands and refused where it is the decimal
mark (three decimals); "1.234,50" and "1,234.50" are 1234.50. Anything else is refused with the
reason, as are negative and zero prices (a price is at least 0.01, docs/api.md section 5).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QLocale

from storeadmin_gui.api import Money
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.lists.export import CsvFormat, replace_when_complete

__all__ = [
    "CHANNEL",
    "PRICE",
    "PRODUCT",
    "VARIANT",
    "PriceLine",
    "PriceList",
    "UndoLine",
    "parse_price",
    "read_price_list",
    "write_undo_file",
]

# The column names a price list is read by: data the file and the app agree on, the same in every
# language (a template exported in German is imported on an English desktop).
VARIANT = "variant code"  # i18n: not shown translated, a column name the import matches
CHANNEL = "channel code"  # i18n: not shown translated, a column name the import matches
PRICE = "price"
PRODUCT = "product code"  # i18n: not shown translated, a column name the import matches
REQUIRED = (VARIANT, CHANNEL, PRICE)
MINIMUM_MINOR = Money.MIN_PRICE_MINOR
SPACES = (" ", "\u00a0", "\u202f", "'", "’")  # thousands spaces and Swiss apostrophes


class PriceFileError(ValueError):
    """The file cannot be read as a price list at all (the message says why)."""


@dataclass(frozen=True)
class PriceLine:
    """One data line of the file as written (``line`` counts from 1, the header being 1)."""

    line: int
    variant: str
    channel: str
    price: str
    product: str = ""


@dataclass(frozen=True)
class PriceList:
    lines: list[PriceLine]
    delimiter: str
    has_product_column: bool


def _normalised(name: str) -> str:
    return " ".join(re.split(r"[\s_\-]+", name.strip().lower()))


def read_price_list(path: Path) -> PriceList:
    """The price lines of the CSV at ``path`` (UTF-8, with or without a byte-order mark)."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as error:
        raise PriceFileError(
            tr("price_csv", "{file} is not UTF-8 text (byte {byte}): save it as CSV UTF-8.").format(
                file=path.name, byte=error.start
            )
        ) from error
    first = text.split("\n", 1)[0]
    delimiter = max((";", "\t", ","), key=first.count)
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    if not rows:
        raise PriceFileError(tr("price_csv", "{file} is empty.").format(file=path.name))
    columns = {_normalised(name): index for index, name in reversed(list(enumerate(rows[0])))}
    missing = [name for name in REQUIRED if name not in columns]
    if missing:
        raise PriceFileError(
            tr(
                "price_csv",
                "{file} has no column named {missing}; its first line must name the columns"
                " “{variant}”, “{channel}” and “{price}”.",
            ).format(
                file=path.name,
                missing=QLocale().createSeparatedList([f"“{name}”" for name in missing]),
                variant=VARIANT,
                channel=CHANNEL,
                price=PRICE,
            )
        )

    def cell(row: list[str], name: str) -> str:
        index = columns.get(name)
        return row[index].strip() if index is not None and index < len(row) else ""

    lines = [
        PriceLine(
            line=number,
            variant=cell(row, VARIANT),
            channel=cell(row, CHANNEL),
            price=cell(row, PRICE),
            product=cell(row, PRODUCT),
        )
        for number, row in enumerate(rows[1:], start=2)
        if any(value.strip() for value in row)  # blank lines are not rows
    ]
    return PriceList(lines, delimiter, PRODUCT in columns)


def parse_price(text: str, decimal_point: str = ".", group_separator: str = ",") -> int:
    """``text`` as a price in minor units; ``ValueError`` with the reason it cannot be one.

    ``decimal_point`` and ``group_separator`` are the user's language's (see the module
    docstring for what is read how).
    """
    shown = text.strip()
    cleaned = shown
    for space in SPACES:
        cleaned = cleaned.replace(space, "")
    if not cleaned:
        raise ValueError(tr("price_csv", "No price given."))
    negative = cleaned.startswith("-")
    digits = cleaned.lstrip("-+")
    if not re.fullmatch(r"[\d.,]+", digits) or not digits[0].isdigit():
        raise ValueError(not_a_number(shown))
    whole, decimals = _split_amount(digits, shown, decimal_point, group_separator)
    minor = int(whole) * 100 + int(decimals.ljust(2, "0") or "0")
    if negative and minor:
        raise ValueError(
            tr("price_csv", "“{text}” is negative: a price cannot be.").format(text=shown)
        )
    if minor < MINIMUM_MINOR:
        raise ValueError(
            tr("price_csv", "A price must be at least {minimum}.").format(
                minimum=QLocale().toString(MINIMUM_MINOR / 100, "f", 2)
            )
        )
    if minor > Money.MAX_MINOR:
        raise ValueError(
            tr("price_csv", "A price can be at most {maximum}.").format(
                maximum=QLocale().toString(Money.MAX_MINOR / 100, "f", 2)
            )
        )
    return minor


def _split_amount(digits: str, shown: str, decimal_point: str, group: str) -> tuple[str, str]:
    """The whole part and the decimals of ``digits`` (only digits, "." and ",")."""
    separators = [char for char in digits if char in ".,"]
    if not separators:
        return digits, ""
    last = max(digits.rfind("."), digits.rfind(","))
    mark, tail = digits[last], digits[last + 1 :]
    head = digits[:last]
    if len(set(separators)) == 2:  # "1.234,50": the last one is the decimal mark
        other = "," if mark == "." else "."
        if mark in head or not _grouped(head, other) or not 1 <= len(tail) <= 2:
            raise ValueError(not_a_number(shown))
        return head.replace(other, ""), tail
    if len(separators) > 1:  # "1.234.567": thousands only
        if not _grouped(digits, mark):
            raise ValueError(not_a_number(shown))
        return digits.replace(mark, ""), ""
    if 1 <= len(tail) <= 2:  # "12,50" / "12.5": a thousands group has three digits
        return head, tail
    if len(tail) == 3:
        if mark == group:
            return head + tail, ""
        if mark == decimal_point:
            raise ValueError(
                tr("price_csv", "“{text}” has more than two decimals.").format(text=shown)
            )
        raise ValueError(
            tr(
                "price_csv",
                "“{text}” could be {with_decimals} or {whole}: write the decimals with “{mark}”.",
            ).format(
                text=shown,
                with_decimals=f"{head}{decimal_point}{tail}",
                whole=f"{head}{tail}",
                mark=decimal_point,
            )
        )
    raise ValueError(not_a_number(shown))


def not_a_number(text: str) -> str:
    return tr("price_csv", "“{text}” is not a number.").format(text=text)


def _grouped(text: str, separator: str) -> bool:
    """``text`` is digits in groups of three after the first ("1.234.567")."""
    parts = text.split(separator)
    return 1 <= len(parts[0]) <= 3 and all(len(part) == 3 for part in parts[1:])


@dataclass(frozen=True)
class UndoLine:
    product: str
    variant: str
    channel: str
    price: int | None  # minor units; None where the variant had no price in that channel


def write_undo_file(path: Path, lines: Sequence[UndoLine], csv_format: CsvFormat) -> None:
    """A price list that, imported, puts back the prices ``lines`` hold (written whole or not
    at all)."""
    with replace_when_complete(path, csv_format.encoding) as stream:
        writer = csv.writer(stream, delimiter=csv_format.delimiter, lineterminator="\r\n")
        writer.writerow([PRODUCT, VARIANT, CHANNEL, PRICE])
        for line in lines:
            amount = None if line.price is None else Decimal(line.price).scaleb(-2)
            writer.writerow([line.product, line.variant, line.channel, csv_format.cell(amount)])
