"""One step (Ship, Mark as paid, Cancel) on the orders selected in the list, with a result per row.

The window is the question: it reads each selected order, says what the step does and which
orders will take it (the others say why not, and are left alone), and sends nothing before its
button is pressed. Then one request per order, in turn (``ui.widgets.batch_progress``: progress,
Stop, one failing order does not stop the rest, Retry of the failed ones); each row then shows its
three states as read again, or the server's reason. An order whose answer was lost is judged from
the order read again, never sent again blindly (``api.lost_writes``); one that cannot be read
either stays unknown until Retry reads it again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidgetItem, QVBoxLayout, QWidget

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.lost_writes import Outcome
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted, full_name, person
from storeadmin_gui.ui.lists.batch import read_each
from storeadmin_gui.ui.orders.order_steps import (
    LOST_IN_WINDOW,
    STEPS,
    Step,
    describe_states,
    judge,
    refusal,
    take_step,
)
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.shell.screens import fit_to_screen
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.widgets.batch_progress import (
    BatchJob,
    BatchTally,
    BatchWindow,
    OutcomeUnknown,
    RunVerb,
    Settled,
    result_item,
    results_table,
    tally_sentence,
)

__all__ = ["OrderStepsDialog", "StepRow"]

COLUMNS = (
    noop("order_steps_dialog", "Order"),
    noop("order_steps_dialog", "Customer"),
    noop("order_steps_dialog", "States"),
    noop("order_steps_dialog", "Result"),
)
RESULT = len(COLUMNS) - 1


@dataclass
class StepRow:
    """One selected order: as read before the step, and how the step went."""

    order_id: int
    order: Order | None = None
    result: str = ""
    ok: bool | None = None  # None until sent (or when it will not be)
    ready: bool = False  # the step applies to it
    unknown: bool = False  # the answer was lost and the order could not be read again

    @property
    def name(self) -> str:
        number = self.order.number if self.order is not None else None
        if number:
            return tr("order_steps_dialog", "Order {number}").format(number=number)
        return tr("order_steps_dialog", "Order #{id}").format(id=self.order_id)


def _apply_label(step: Step, orders: int) -> str:
    """The button that sends the step to the ``orders`` that take it (none: its plain name)."""
    if not orders:
        return step.many_label.rstrip("…")
    return translated(STEPS[step].many_apply).format(orders=counted(orders, "order"))


class OrderStepsDialog(BatchWindow):
    """Take ``step`` on the orders with ``order_ids``; see the module docstring."""

    applied = Signal(int, int)  # orders done, orders failed

    def __init__(
        self,
        client: StoreClient,
        step: Step,
        order_ids: Sequence[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("orderStepsDialog")
        self.client = client
        self.step = step
        self.rows = [StepRow(order_id) for order_id in order_ids]
        self.setWindowTitle(
            tr("order_steps_dialog", "{action} — {orders}").format(
                action=step.many_label.rstrip("…"), orders=counted(len(self.rows), "order")
            )
        )
        self.question = QLabel(translated(STEPS[step].many_question))
        self.question.setWordWrap(True)
        self.table = results_table(
            [translated(column) for column in COLUMNS],
            tr("order_steps_dialog", "Orders and their results"),
        )
        self.table.setRowCount(len(self.rows))
        frame = self.make_batch(
            stopping_text=tr("order_steps_dialog", "Stopping after the order in flight…"),
            count_format=tr("order_steps_dialog", "%v of %m"),
        )
        self.progress.setRange(0, max(len(self.rows), 1))
        self.status.setText(tr("order_steps_dialog", "Reading the selected orders…"))
        set_role(self.status, "hint")
        self.apply_button = QPushButton(_apply_label(step, 0))
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply)
        frame.add_button(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addWidget(self.table, 1)
        layout.addWidget(frame)
        name_inputs(self)
        fit_to_screen(self, QSize(900, 420))
        self.apply_task: asyncio.Task[None] | None = None
        self.fill_table()
        self.load_task = tasks.spawn(self._load(), owner=self)

    # --- reading ------------------------------------------------------------------------------

    async def _load(self) -> None:
        answers = await read_each(self.rows, lambda row: self.client.orders.get(row.order_id))
        for row, answer in zip(self.rows, answers, strict=True):
            if isinstance(answer, errors.ApiError):
                row.result, row.ok = str(answer), False
                continue
            row.order = answer
            why_not = refusal(self.step, answer)
            row.ready = why_not is None
            row.result = (
                tr("order_steps_dialog", "Left alone: {reason}").format(reason=why_not)
                if why_not
                else tr("order_steps_dialog", "Ready")
            )
        self.fill_table()
        ready = self.ready_rows()
        self.apply_button.setText(_apply_label(self.step, len(ready)))
        self.apply_button.setEnabled(bool(ready))
        self.status.setText(
            tr("order_steps_dialog", "{ready} of {orders} can take this step.").format(
                ready=len(ready), orders=counted(len(self.rows), "order")
            )
        )

    def ready_rows(self) -> list[StepRow]:
        return [row for row in self.rows if row.ready and row.ok is None]

    # --- sending ------------------------------------------------------------------------------

    def apply(self) -> asyncio.Task[None] | None:
        chosen = self.ready_rows()
        if self.batch.running or not chosen or not self.apply_button.isEnabled():
            return None
        self.apply_button.setEnabled(False)
        self.batch.begin(len(chosen))
        self.apply_task = tasks.spawn(self._apply_all(chosen), owner=self)
        return self.apply_task

    async def _apply_all(self, chosen: list[StepRow]) -> None:
        job = BatchJob(
            send=self._send,
            sending=lambda row: tr("order_steps_dialog", "Sending {name}…").format(name=row.name),
            show=self.show_result,
            reread=self._judge_again,
            finished=self._finished,
        )
        await self.batch.run(chosen, job)

    def _finished(self, tally: BatchTally) -> None:
        self.status.setText(tally_sentence(tally, RunVerb.DONE))
        self.applied.emit(tally.done, tally.failed + tally.unknown)

    async def _send(self, row: StepRow) -> str:
        """Take the step for one order; the result cell's text (a failure raises)."""
        assert row.order is not None
        before = row.order
        try:
            after, lost = await take_step(self.client, self.step, before)
        except errors.HTTPStatusError:
            await self._read_again(row)
            raise
        if after is not None:
            row.order = after
        states = describe_states(row.order)
        if lost is None:
            return tr("order_steps_dialog", "{done}: {states}").format(
                done=self.step.done_text, states=states
            )
        said = translated(LOST_IN_WINDOW[lost]).format(done=self.step.done_text, states=states)
        if lost is Outcome.DONE:
            return said
        if lost is Outcome.UNKNOWN:
            raise OutcomeUnknown(said)
        raise ValueError(said)

    async def _judge_again(self, row: StepRow) -> tuple[Settled, str] | None:
        """Before a Retry of an order left unknown: what the order read now says of the step
        (None: not taken, so it may be sent)."""
        assert row.order is not None
        try:
            now = await self.client.orders.get(row.order_id)
        except errors.ServerUnreachable:
            return Settled.UNKNOWN, translated(LOST_IN_WINDOW[Outcome.UNKNOWN]).format(
                done=self.step.done_text, states=describe_states(row.order)
            )
        outcome = judge(self.step, row.order, now)
        if outcome is Outcome.NOT_DONE:
            row.order = now
            return None
        row.order = now
        said = translated(LOST_IN_WINDOW[outcome]).format(
            done=self.step.done_text, states=describe_states(now)
        )
        return (Settled.DONE if outcome is Outcome.DONE else Settled.FAILED), said

    async def _read_again(self, row: StepRow) -> None:
        """After a refusal: the order as it is now, so its row shows why."""
        try:
            row.order = await self.client.orders.get(row.order_id)
        except errors.ApiError:
            return

    # --- the table ----------------------------------------------------------------------------

    def fill_row(self, index: int) -> None:
        row = self.rows[index]
        order = row.order
        customer = ""
        if order is not None:
            named = order.customer
            name = full_name(named.first_name, named.last_name) if named else ""
            customer = person(name, (named.email if named else None) or order.email)
        states = describe_states(order) if order is not None else ""
        for column, text in enumerate((row.name, customer, states)):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            self.table.setItem(index, column, item)
        self.table.setItem(index, RESULT, result_item(row.result, row.ok, unknown=row.unknown))

    def result_of(self, order_id: int) -> str:
        """The Result cell of the order with ``order_id`` (what staff read)."""
        index = next(i for i, row in enumerate(self.rows) if row.order_id == order_id)
        item = self.table.item(index, RESULT)
        return item.text() if item is not None else ""

    def states_of(self, order_id: int) -> str:
        index = next(i for i, row in enumerate(self.rows) if row.order_id == order_id)
        item = self.table.item(index, 2)
        return item.text() if item is not None else ""
