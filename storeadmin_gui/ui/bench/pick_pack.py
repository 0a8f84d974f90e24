"""Pick and pack: an order is opened (or its number scanned from its packing slip), each unit
scanned as it goes into the parcel, and the window says what is still missing, what is not in the
order and what is one too many. It ships only when the parcel matches the order, or when the
staffer overrides with a reason (kept with the bench's records and in the log).
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.bench.code_box import code_box, say
from storeadmin_gui.ui.bench.lookup import find_code, same_code
from storeadmin_gui.ui.bench.role_gate import BenchUse, RoleNote, refuse
from storeadmin_gui.ui.bench.sounds import Sound, sound
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.orders.order_steps import LOST_AT_BENCH, Step, refusal, take_step
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["PickPackDialog", "ScanResult", "Tally"]

log = logging.getLogger(__name__)

Override = Callable[[str, str, str], None]  # order number, reason, what did not match


class ScanResult(enum.Enum):
    """What one scanned code was for the parcel."""

    COUNTED = "counted"
    TOO_MANY = "too_many"
    WRONG = "wrong"


@dataclass
class Line:
    code: str
    name: str
    ordered: int
    scanned: int = 0


@dataclass
class Tally:
    """The units of an order against the units scanned (by variant code)."""

    lines: list[Line]
    wrong: list[str] = field(default_factory=list)
    history: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, order: Order) -> Tally:
        lines: dict[str, Line] = {}
        for item in order.items:
            variant = item.variant
            code = (variant.code if variant else None) or str(item.id)
            name = (variant.name_in(order.locale_code) if variant else None) or code
            line = lines.setdefault(code.casefold(), Line(code, name, 0))
            line.ordered += item.quantity
        return cls(list(lines.values()))

    def line_of(self, code: str) -> Line | None:
        return next((line for line in self.lines if same_code(code, line.code)), None)

    def scan(self, code: str) -> ScanResult:
        self.history.append(code)
        line = self.line_of(code)
        if line is None:
            self.wrong.append(code)
            return ScanResult.WRONG
        line.scanned += 1
        return ScanResult.TOO_MANY if line.scanned > line.ordered else ScanResult.COUNTED

    def undo(self) -> None:
        if not self.history:
            return
        code = self.history.pop()
        line = self.line_of(code)
        if line is None:
            self.wrong.remove(code)
        else:
            line.scanned -= 1

    @property
    def missing(self) -> int:
        return sum(max(0, line.ordered - line.scanned) for line in self.lines)

    @property
    def extra(self) -> int:
        return sum(max(0, line.scanned - line.ordered) for line in self.lines)

    @property
    def matches(self) -> bool:
        return not self.wrong and self.missing == 0 and self.extra == 0

    def summary(self) -> str:
        """What does not match, in words (blank when all does)."""
        parts = []
        if self.missing:
            parts.append(tr("bench", "{units} missing").format(units=counted(self.missing, "unit")))
        if self.extra:
            parts.append(tr("bench", "{units} too many").format(units=counted(self.extra, "unit")))
        if self.wrong:
            parts.append(
                tr("bench", "not in this order: {codes}").format(codes=", ".join(self.wrong))
            )
        return "; ".join(parts)


class PickPackDialog(QDialog):
    """Scan the units of order ``order_id`` into the parcel, then ship it; without an order,
    the first scan (or code typed) names it by its number, and so does a scan after shipping."""

    def __init__(
        self,
        client: StoreClient,
        order_id: int | None,
        record_override: Override | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("bench", "Pick and pack"))
        self.resize(760, 480)
        self.client = client
        self.order_id = order_id
        self.record_override = record_override
        self.order: Order | None = None
        self.tally = Tally([])
        self.heading = QLabel(tr("bench", "Scan the order's number on its packing slip."))
        self.heading.setObjectName("dialogHeading")
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [
                tr("bench", "Item"),
                tr("bench", "Code"),
                tr("bench", "Ordered"),
                tr("bench", "Scanned"),
                tr("bench", "Still to do"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(tr("bench", "Units of the order"))
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.status = QLabel()
        self.status.setWordWrap(True)
        loud = self.status.font()  # what a scan did is read from a step away
        loud.setPointSizeF(loud.pointSizeF() * 1.3)
        loud.setBold(True)
        self.status.setFont(loud)
        self.unmatched = QLabel()
        self.unmatched.setWordWrap(True)
        set_role(self.unmatched, "caution")
        self.code_input = code_box(self.take_scan)
        self.undo_button = QPushButton(tr("bench", "Undo last scan"))
        self.undo_button.clicked.connect(self.undo)
        self.reason_input = QLineEdit()
        self.reason_input.setPlaceholderText(tr("bench", "Why it ships anyway"))
        self.reason_input.setAccessibleName(tr("bench", "Reason"))
        self.reason_input.textChanged.connect(lambda _text: self._update())
        self.ship_button = QPushButton(tr("bench", "Ship"))
        self.ship_button.clicked.connect(lambda: self.ship(""))
        self.override_button = QPushButton(tr("bench", "Ship anyway"))
        self.override_button.clicked.connect(lambda: self.ship(self.reason_input.text().strip()))
        close = QPushButton(tr("bench", "Close"))
        close.clicked.connect(self.close)
        for button in (self.undo_button, self.ship_button, self.override_button, close):
            button.setAutoDefault(False)  # Enter in the code box takes a code, nothing else
        scan_row = QHBoxLayout()
        scan_row.addWidget(self.code_input, 1)
        scan_row.addWidget(self.undo_button)
        ship_row = QHBoxLayout()
        ship_row.addWidget(self.ship_button)
        ship_row.addWidget(self.reason_input, 1)
        ship_row.addWidget(self.override_button)
        ship_row.addWidget(close)
        self.role_note = RoleNote(client, [BenchUse.SHIP], self, self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.role_note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.unmatched)
        layout.addWidget(self.status)
        layout.addLayout(scan_row)
        layout.addLayout(ship_row)
        self.busy = False
        self.shipped = False
        self._update()
        if order_id is not None:
            spawn(self._load(order_id), owner=self)

    @property
    def ship_refusal(self) -> str | None:
        """Why this staffer may not ship (the role, or the server), once asked."""
        return self.role_note.refusal(BenchUse.SHIP)

    async def _find_order(self, code: str) -> None:
        self.busy = True
        try:
            found = await find_code(self.client, code)
        except errors.ApiError as error:
            self.busy = False
            self._say(str(error), "error")
            return
        self.busy = False
        if found is None or found.order_id is None:
            sound(Sound.WRONG_SCAN)
            self._say(
                tr("bench", "{code} is not the number of an order.").format(code=code), "error"
            )
            return
        await self._load(found.order_id)

    async def _load(self, order_id: int) -> None:
        self.busy = True
        self.heading.setText(tr("bench", "Loading the order…"))
        try:
            order = await self.client.orders.get(order_id)
        except errors.ApiError as error:
            self.busy = False
            self._say(str(error), "error")
            return
        self.busy = False
        self.order, self.order_id, self.shipped = order, order_id, False
        self.tally = Tally.of(order)
        self.heading.setText(
            tr("bench", "Order #{number}: {units}").format(
                number=order.number or order.id,
                units=counted(sum(line.ordered for line in self.tally.lines), "unit"),
            )
        )
        self._update()
        self.code_input.setFocus()

    # -- scans -------------------------------------------------------------------------------

    def take_scan(self, code: str, typed_into: QWidget | None = None) -> bool:
        """A scan made while this window is in front: one unit into the parcel."""
        if self.busy:  # an order being found or shipped: the scan is not counted, and says so
            sound(Sound.WRONG_SCAN)
            self._say(
                tr("bench", "Not counted: {code}. Scan it again once the order is shown.").format(
                    code=code
                ),
                "error",
            )
            return True
        if self.order is None or self.shipped:
            spawn(self._find_order(code), owner=self)
            return True
        outcome = self.tally.scan(code)
        self._update()
        if outcome is ScanResult.WRONG:
            sound(Sound.WRONG_SCAN)
            self._say(tr("bench", "{code} is not in this order.").format(code=code), "error")
        elif outcome is ScanResult.TOO_MANY:
            sound(Sound.WRONG_SCAN)
            self._say(
                tr("bench", "One too many of {code}: take it out again.").format(code=code),
                "error",
            )
        return True

    def undo(self) -> None:
        self.tally.undo()
        self._update()

    # -- showing -----------------------------------------------------------------------------

    def _say(self, text: str, role: str) -> None:
        say(self.status, text, role)

    def _update(self) -> None:
        tally = self.tally
        self.table.setRowCount(len(tally.lines))
        for row, line in enumerate(tally.lines):
            left = line.ordered - line.scanned
            if left > 0:
                to_do = tr("bench", "{count} missing").format(count=left)
            elif left < 0:
                to_do = tr("bench", "{count} too many").format(count=-left)
            else:
                to_do = tr("bench", "Complete")
            cells = (line.name, line.code, str(line.ordered), str(line.scanned), to_do)
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        why_not = refusal(Step.SHIP, self.order) if self.order is not None else None
        can_ship = self.order is not None and why_not is None and not self.busy
        can_ship = can_ship and not self.shipped
        self.ship_button.setEnabled(can_ship and tally.matches)
        self.override_button.setEnabled(
            can_ship and not tally.matches and bool(self.reason_input.text().strip())
        )
        refuse((self.ship_button, self.override_button, self.reason_input), self.ship_refusal)
        self.undo_button.setEnabled(bool(tally.history) and not self.shipped)
        self.unmatched.setText(tally.summary() if tally.history and not self.shipped else "")
        self.unmatched.setVisible(bool(self.unmatched.text()))
        if self.order is None or self.shipped:
            return
        if why_not is not None:
            self._say(why_not, "caution")
        elif tally.matches and self.ship_refusal is not None:
            self._say(tr("bench", "Everything is in the parcel."), "success")
        elif tally.matches:
            self._say(tr("bench", "Everything is in the parcel: ship it."), "success")
        elif not tally.history:
            self._say(tr("bench", "Scan each unit as it goes into the parcel."), "hint")
        else:
            latest = tally.line_of(tally.history[-1])
            self._say(
                tr("bench", "{name}: {scanned} of {ordered}").format(
                    name=latest.name, scanned=latest.scanned, ordered=latest.ordered
                )
                if latest is not None
                else "",
                "hint",
            )

    # -- shipping ----------------------------------------------------------------------------

    def ship(self, reason: str) -> None:
        if self.order is None or self.busy or self.ship_refusal is not None:
            return
        if not self.tally.matches and not reason:
            return
        self.busy = True
        self._update()
        spawn(self._ship(self.order, reason), owner=self)

    async def _ship(self, order: Order, reason: str) -> None:
        summary = self.tally.summary()
        try:
            after, judged = await take_step(self.client, Step.SHIP, order)
        except (errors.ApiError, ValueError) as error:
            self.busy = False
            self._update()
            self._say(str(error), "error")
            return
        self.busy = False
        if judged in LOST_AT_BENCH:
            if after is not None:
                self.order = after
            self._update()
            self._say(translated(LOST_AT_BENCH[judged]), "error")
            return
        self.shipped = True
        if after is not None:
            self.order = after
        if reason:
            log.warning("Order %s shipped although %s: %s", order.number, summary, reason)
            if self.record_override is not None:
                self.record_override(order.number or str(order.id), reason, summary)
        self._update()
        self._say(tr("bench", "Shipped."), "success")
