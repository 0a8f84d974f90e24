"""Importing a price list: every line checked against the store before anything is written, then
the prices written with the versions the check read.

:func:`preview` reads the channels and the variants the file names (a ``product code`` column, or
the product given as a hint, finds them at once; other codes are looked for product by product)
and gives every line a state: ready (with its current and new price), no change, or the reason it
cannot apply (unknown variant, unknown or closed channel, not a number, negative, a duplicate).

:func:`apply_prices` sends one update per variant, carrying all its lines' prices and the version
the preview read, so a variant someone changed since is reported (409), never overwritten. When
an answer is lost after the request may have reached the server, it is settled as every lost write
is (``api.lost_writes``): sent again with its key where that is safe, else the variant is read
again: its prices tell whether the update was carried out, and only an update that certainly was
not is sent once more. One failing variant does not stop the others; Stop ends after the one in
flight.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QLocale

from storeadmin_gui.api import Money, StoreClient, errors
from storeadmin_gui.api.lost_writes import Outcome, send_settled
from storeadmin_gui.api.models import Variant, VariantUpdate
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.prices.price_csv import PRODUCT, PriceLine, UndoLine, parse_price

__all__ = ["ImportRow", "ImportState", "apply_prices", "preview", "undo_lines"]


class ImportState(enum.Enum):
    """Where one line of a price file stands, from the check to the write (a table row's loading
    is another matter: ``qt_rows.RowState``)."""

    READY = "ready"
    SAME = "same"  # the price is that already: nothing to write
    INVALID = "invalid"  # cannot apply (see ``problem``)
    SAVED = "saved"
    FAILED = "failed"
    STOPPED = "stopped"


@dataclass
class ImportRow:
    """One line of the file, as checked and then as applied."""

    line: PriceLine
    product: str = ""
    currency: str | None = None
    current: int | None = None
    new: int | None = None
    version: int | None = None
    state: ImportState = ImportState.INVALID
    problem: str = ""  # why it cannot apply, or a note ("read 12,5 as 12.50")
    result: str = ""  # what applying did
    unreachable: errors.ServerUnreachable | None = None  # why it was not sent, if it was not

    @property
    def key(self) -> tuple[str, str]:
        return self.product, self.line.variant


@dataclass
class Catalogue:
    """Variants found so far by code (with their product), and the products not yet searched."""

    variants: dict[str, tuple[str, Variant]] = field(default_factory=dict)
    lookup_missing: bool = False


async def preview(
    client: StoreClient,
    lines: Sequence[PriceLine],
    *,
    decimal_point: str = ".",
    group_separator: str = ",",
    product_hint: str = "",
) -> list[ImportRow]:
    """Every line checked against the store as it is now (see the module docstring)."""
    channels = await _channels(client)
    catalogue = await _find(client, lines, product_hint)
    rows: list[ImportRow] = []
    first_of: dict[tuple[str, str], ImportRow] = {}
    for line in lines:
        row = ImportRow(line)
        rows.append(row)
        try:
            row.new = parse_price(line.price, decimal_point, group_separator)
        except ValueError as error:
            row.problem = str(error)
        if not line.variant:
            row.problem = tr("price_import", "No variant code.")
            continue
        found = catalogue.variants.get(line.variant)
        if found is None:
            row.problem = _unknown_variant(line, catalogue)
            continue
        row.product, variant = found
        row.version = variant.version
        channel_problem = _channel_problem(line.channel, channels)
        if channel_problem:
            row.problem = channel_problem
            continue
        row.currency = channels[line.channel][0] if channels is not None else None
        row.current = variant.price(line.channel)
        duplicate = first_of.setdefault((line.variant, line.channel), row)
        if duplicate is not row:
            row.problem = tr(
                "price_import",
                "Repeats line {line} ({variant} in {channel}): a price is taken from the first"
                " line only.",
            ).format(line=duplicate.line.line, variant=line.variant, channel=line.channel)
            continue
        if row.problem:
            continue
        if row.new == row.current:
            row.state = ImportState.SAME
            row.problem = tr("price_import", "No change: the price is that already.")
            continue
        row.state = ImportState.READY
        row.problem = _reading_note(line.price, row.new, decimal_point)
    return rows


async def _channels(client: StoreClient) -> dict[str, tuple[str | None, bool]] | None:
    """Channels by code -> (currency, open); None where the server has no channels lookup
    (the server then judges the codes)."""
    try:
        return {
            channel.code: (channel.base_currency, channel.enabled is not False)
            async for channel in client.channels.iter_all(limit=100)
        }
    except errors.NotFound:
        return None


def _channel_problem(code: str, channels: dict[str, tuple[str | None, bool]] | None) -> str:
    if not code:
        return tr("price_import", "No channel code.")
    if channels is None:
        return ""
    if code not in channels:
        known = sorted(c for c, (_currency, open_) in channels.items() if open_)
        if not known:
            return tr(
                "price_import", "Unknown channel “{code}” (the store has no open one)."
            ).format(code=code)
        return tr("price_import", "Unknown channel “{code}” (the store's: {known}).").format(
            code=code, known=QLocale().createSeparatedList(known)
        )
    if not channels[code][1]:
        return tr("price_import", "Channel {code} is closed: it takes no prices.").format(code=code)
    return ""


async def _find(client: StoreClient, lines: Sequence[PriceLine], hint: str) -> Catalogue:
    """The variants the lines name: those of the products the file names, then of the hinted
    product, then of every other product until all are found."""
    catalogue = Catalogue()
    wanted = {line.variant for line in lines if line.variant}
    searched: set[str] = set()

    async def search(product: str) -> None:
        if product in searched or not (wanted - catalogue.variants.keys()):
            return
        searched.add(product)
        try:
            async for variant in client.variants.iter_all(product):
                catalogue.variants.setdefault(variant.code, (product, variant))
        except errors.NotFound:
            return

    for product in dict.fromkeys(line.product for line in lines if line.product):
        await search(product)
    if hint:
        await search(hint)
    if wanted - catalogue.variants.keys():
        try:
            async for listed in client.products.iter_all(limit=100):
                await search(listed.code)
                if not wanted - catalogue.variants.keys():
                    break
        except errors.NotFound:
            catalogue.lookup_missing = True
    return catalogue


def _unknown_variant(line: PriceLine, catalogue: Catalogue) -> str:
    if line.product:
        return tr("price_import", "Unknown variant “{variant}” of product “{product}”.").format(
            variant=line.variant, product=line.product
        )
    if catalogue.lookup_missing:
        return tr(
            "price_import",
            "Unknown variant “{variant}”: this server cannot list its products, so add a"
            " “{column}” column.",
        ).format(variant=line.variant, column=PRODUCT)
    return tr("price_import", "Unknown variant code “{variant}”.").format(variant=line.variant)


def _reading_note(typed: str, minor: int | None, decimal_point: str) -> str:
    """A note where the amount was written otherwise than it reads ("12,5" read as 12.50)."""
    if minor is None:
        return ""
    plain = Money.to_major(minor)
    local = plain.replace(".", decimal_point)
    if typed.strip() in (plain, local):
        return ""
    return tr("price_import", "“{typed}” read as {amount}.").format(
        typed=typed.strip(), amount=local
    )


def undo_lines(rows: Sequence[ImportRow]) -> list[UndoLine]:
    """The current prices of every row that Apply will write (the undo file's lines)."""
    return [
        UndoLine(row.product, row.line.variant, row.line.channel, row.current)
        for row in rows
        if row.state is ImportState.READY
    ]


async def apply_prices(
    client: StoreClient,
    rows: Sequence[ImportRow],
    *,
    progress: Callable[[int, int], None] | None = None,
    stopping: Callable[[], bool] = lambda: False,
) -> None:
    """Write every ready row, one update per variant (see the module docstring); each row's
    ``state`` and ``result`` say what became of it."""
    groups: dict[tuple[str, str], list[ImportRow]] = {}
    for row in rows:
        if row.state is ImportState.READY:
            groups.setdefault(row.key, []).append(row)
    for done, ((product, code), group) in enumerate(groups.items(), start=1):
        if stopping():
            _settle(group, ImportState.STOPPED, tr("price_import", "Not applied: stopped."))
        else:
            await _apply_variant(client, product, code, group)
        if progress is not None:
            progress(done, len(groups))


async def _apply_variant(
    client: StoreClient, product: str, code: str, group: list[ImportRow]
) -> None:
    prices = {row.line.channel: row.new for row in group if row.new is not None}
    version = group[0].version or 1
    update = VariantUpdate(
        version=version,
        channel_pricings={channel: Money.to_major(minor) for channel, minor in prices.items()},
    )
    lost: list[errors.ServerUnreachable] = []

    async def send() -> None:
        try:
            await client.variants.update(product, code, update)
        except errors.ServerUnreachable as error:
            lost.append(error)
            raise

    for attempt in (1, 2):
        try:
            outcome = await send_settled(
                client, send, lambda: _read_outcome(client, product, code, prices, version)
            )
        except errors.Conflict:
            await _report_conflict(client, product, code, group)
        except errors.ServerUnreachable as error:  # it never left: nothing was done
            for row in group:
                row.unreachable = error
            _settle(
                group,
                ImportState.FAILED,
                tr("price_import", "Not sent: {error}").format(error=error),
            )
        except errors.ApiError as error:
            _settle(
                group, ImportState.FAILED, tr("price_import", "Failed: {error}").format(error=error)
            )
        else:
            if outcome is Outcome.NOT_DONE and attempt == 1:
                continue  # certainly not carried out: sending it once more is safe
            _settle(group, *_settled(outcome, lost))
        return


def _settled(
    outcome: Outcome | None, lost: list[errors.ServerUnreachable]
) -> tuple[ImportState, str]:
    """A variant's rows once its update is settled (None: its answer came)."""
    if outcome is None:
        return ImportState.SAVED, tr("price_import", "Saved.")
    if outcome is Outcome.DONE:
        return ImportState.SAVED, tr("price_import", "Saved (confirmed after the answer was lost).")
    if outcome is Outcome.NOT_DONE:
        return ImportState.FAILED, tr("price_import", "Not applied: {error}").format(error=lost[-1])
    return ImportState.FAILED, tr(
        "price_import",
        "Unknown: the answer was lost and the variant could not be read again;"
        " check its prices before importing again.",
    )


async def _read_outcome(
    client: StoreClient, product: str, code: str, prices: dict[str, int], version: int
) -> Outcome:
    """After a lost answer: done when the variant holds the new prices in a later version, not
    done when it is unchanged, and otherwise (it cannot be read, or someone else changed it)
    what cannot be told."""
    try:
        variant = await client.variants.get(product, code)
    except errors.ApiError:
        return Outcome.UNKNOWN
    holds = all(variant.price(channel) == minor for channel, minor in prices.items())
    if holds and (variant.version or 0) > version:
        return Outcome.DONE
    if variant.version == version:
        return Outcome.NOT_DONE
    return Outcome.CHANGED


async def _report_conflict(
    client: StoreClient, product: str, code: str, group: list[ImportRow]
) -> None:
    """409: someone saved the variant since the preview; say what it holds now."""
    try:
        variant = await client.variants.get(product, code)
    except errors.ApiError:
        variant = None
    for row in group:
        now = variant.price(row.line.channel) if variant is not None else None
        row.state = ImportState.FAILED
        if now is None:
            row.result = tr(
                "price_import",
                "Not applied: the variant was changed since the preview. Preview again to apply"
                " it.",
            )
        else:
            row.result = tr(
                "price_import",
                "Not applied: the variant was changed since the preview (now {price}). Preview"
                " again to apply it.",
            ).format(price=format_money(now, row.currency))


def _settle(group: Sequence[ImportRow], state: ImportState, result: str) -> None:
    for row in group:
        row.state, row.result = state, result
