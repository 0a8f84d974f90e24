"""Awaiting a dialog's answer without a nested event loop: the one way every dialog is run.

``QDialog.exec()`` in a slot would start a second event loop inside the first, and qasync cannot
step its asyncio tasks re-entrantly: every request in flight would stall until the dialog closed.
"""

from __future__ import annotations

import asyncio

import shiboken6
from PySide6.QtWidgets import QDialog

__all__ = ["run_dialog"]


async def run_dialog(dialog: QDialog) -> int:
    """Show ``dialog`` window-modal and wait for it to finish; return its result code.

    If the waiting task is cancelled (its editor closed), the dialog is closed too.
    """
    future: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def finished(result: int) -> None:
        if not future.done():
            future.set_result(result)

    dialog.finished.connect(finished)
    dialog.open()
    try:
        return await future
    finally:
        if shiboken6.isValid(dialog):  # the parent may be gone (editor closed meanwhile)
            dialog.finished.disconnect(finished)
            if dialog.isVisible():
                dialog.reject()
