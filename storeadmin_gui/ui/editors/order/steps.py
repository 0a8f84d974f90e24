"""The order editor's steps after checkout (Ship, Mark as paid, Cancel: ``ui.orders.order_steps``)
wired to the editor: a button asks first (no step can be undone), the step is sent once through
the editor's request runner, and the order is read again after it and its three states said. A
step whose answer was lost is judged from the order read again, never sent again on its own."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.editors.editor import Editor, Outcome
from storeadmin_gui.ui.editors.order.steps_bar import StepsBar
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.orders.order_questions import ask_to_take
from storeadmin_gui.ui.orders.order_steps import STEPS, Step, describe_states, judge, send_step

__all__ = ["OrderSteps"]


class OrderSteps:
    """The row of steps (``bar``) of ``editor``, enabled where the order shown (``current``)
    allows them and no request runs; ``reread`` reads the order again and shows it."""

    def __init__(
        self,
        editor: Editor,
        client: StoreClient,
        current: Callable[[], Order | None],
        reread: Callable[[], Awaitable[Order]],
    ) -> None:
        self.editor, self.client = editor, client
        self.current, self.reread = current, reread
        self.task: asyncio.Task[None] | None = None  # the last step asked or taken
        self.bar = StepsBar()
        self.bar.chosen.connect(self.take)
        editor.busy_changed.connect(lambda _busy: self.update())

    def update(self) -> None:
        order = self.current()
        self.bar.show_for(order, ready=order is not None and not self.editor.busy)

    def take(self, step: Step) -> asyncio.Task[None] | None:
        """A step's button: ask first (none can be undone), then send it."""
        order = self.current()
        if self.editor.busy or order is None:
            return None
        self.task = tasks.spawn(self._ask_and_take(step, order), owner=self.editor)
        return self.task

    async def _ask_and_take(self, step: Step, order: Order) -> None:
        units = sum(item.quantity for item in order.items)
        tracking = await ask_to_take(self.editor, step, self.editor.describe(), units)
        if tracking is None:
            return
        status = translated(STEPS[step].working)
        await self.editor.run_request(lambda: self._send(step, order, tracking), status=status)

    async def _send(self, step: Step, before: Order, tracking: str | None) -> None:
        """Send the step once; then show the order as it is now, and its three states."""

        async def check() -> Outcome:
            return judge(step, before, await self.reread())

        try:
            await self.editor.send_checked(
                lambda: send_step(self.client, step, before, tracking=tracking),
                check,
                done=step.done_text,
            )
        except ValueError as refused:  # the order's fields say no (the buttons say so too)
            raise errors.ValidationFailed(str(refused)) from refused
        except errors.HTTPStatusError:
            await self.reread()  # refused: the order may have moved on meanwhile
            raise
        order = await self.reread()
        self.editor.say_after(
            tr("editors.order_editor", "{done}: {states}.").format(
                done=step.done_text, states=describe_states(order)
            )
        )
        self.editor.saved.emit()  # the host's list shows the states
