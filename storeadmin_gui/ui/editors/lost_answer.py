"""What an editor says and does when a write's answer was lost after it may have reached the store.

The write is settled by ``api.lost_writes`` (sent again with its key where the client and server
make that safe, else the store is asked what it now holds). While the store cannot be reached to
ask, it is asked again with growing pauses, the inputs stay frozen and the message bar says so;
nothing is sent again blindly. Then the editor goes on from what the store shows: the change is
stored (success, said as a note), or :class:`AnswerLost` carries what the store shows instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from PySide6.QtWidgets import QLabel

from storeadmin_gui.api import errors
from storeadmin_gui.api.lost_writes import KeyedClient, Outcome, send_settled
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.i18n import noop, tr

__all__ = ["LOST_ANSWER", "AnswerLost", "lost_answer_text", "send_and_settle"]

LOST_ANSWER = noop("editors.editor", "The connection broke before the server answered.")


class AnswerLost(Exception):
    """A write's answer was lost and the store shows it was not carried out as sent."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.value)
        self.outcome = outcome


def lost_answer_text(outcome: Outcome) -> str:
    """What the editor says after a lost answer, from what the store showed of the write."""
    if outcome is Outcome.CHANGED:
        return tr(
            "editors.editor",
            "{LOST_ANSWER} The store now holds something other than what was "
            "sent (someone may have changed it meanwhile); it is shown as it "
            "is now.",
        ).format(LOST_ANSWER=LOST_ANSWER)
    if outcome is Outcome.REPEATABLE:
        return tr(
            "editors.editor",
            "{LOST_ANSWER} The store cannot show whether it was carried out; sending "
            "it again does the same once more. Nothing you typed is lost.",
        ).format(LOST_ANSWER=LOST_ANSWER)
    return tr(
        "editors.editor",
        "{LOST_ANSWER} The store shows it was not carried out, so sending it "
        "again is safe. Nothing you typed is lost.",
    ).format(LOST_ANSWER=LOST_ANSWER)


async def send_and_settle(
    client: KeyedClient | None,
    send: Callable[[], Awaitable[object]],
    check: Callable[[], Awaitable[Outcome]],
    *,
    done: str,
    status_label: QLabel,
    message_bar: MessageBar,
    pauses: tuple[float, float],
) -> str | None:
    """Send a write once and settle it if its answer is lost (see the module docstring): None
    when its answer came, the note to say when the store shows the change stored; raises
    :class:`AnswerLost` when the store shows it is not. ``pauses`` are the first pause before
    asking an unreachable store again and the longest (each pause doubles)."""

    async def ask_until_answered() -> Outcome:
        pause, limit = pauses
        while True:
            status_label.setText(
                tr("editors.editor", "No answer: asking the store what it now holds…")
            )
            try:
                return await check()
            except errors.ServerUnreachable:
                message_bar.show_message(
                    tr(
                        "editors.editor",
                        "{LOST_ANSWER} Store Admin keeps asking the store whether it was "
                        "carried out, and does not send it again meanwhile. Nothing you "
                        "typed is lost.",
                    ).format(LOST_ANSWER=LOST_ANSWER),
                    kind="info",
                )
                await asyncio.sleep(pause)
                pause = min(pause * 2, limit)

    outcome = await send_settled(client, send, ask_until_answered)
    if outcome is None:
        return None
    message_bar.clear()
    if outcome is not Outcome.DONE:
        raise AnswerLost(outcome)
    return tr(
        "editors.editor", "{done}. ({LOST_ANSWER} The store shows the change was made.)"
    ).format(done=done, LOST_ANSWER=LOST_ANSWER)
