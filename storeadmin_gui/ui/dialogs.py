"""The dialogs the whole app shares, and the one way every dialog is run: awaited, without a
nested event loop.

``QDialog.exec()`` in a slot would start a second event loop inside the first, and qasync cannot
step its asyncio tasks re-entrantly: every request in flight would stall until the dialog closed.
So every dialog is shown window-modal and awaited through :func:`run_dialog`. :func:`confirm` is
the yes/no question of lists, editors, exports and saved views alike; dialogs only the editors
use stay in ``ui.editors.dialogs``.
"""

from __future__ import annotations

import asyncio

import shiboken6
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["confirm", "run_dialog"]


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


async def confirm(
    parent: QWidget | None,
    *,
    title: str,
    text: str,
    confirm_label: str,
    destructive: bool = False,
    details: str = "",
    keep_label: str | None = None,
) -> bool:
    """Ask a yes/no question with a verb on the button ("Delete", not "Yes"); Esc means no
    (``keep_label`` names it where "Cancel" would be read as the action: "Keep the order")."""
    box = QMessageBox(parent)
    box.setObjectName("confirmDialog")
    box.setWindowTitle(title)
    box.setIcon(QMessageBox.Icon.Warning if destructive else QMessageBox.Icon.Question)
    box.setText(text)
    if details:
        box.setInformativeText(details)
    yes = box.addButton(confirm_label, QMessageBox.ButtonRole.AcceptRole)
    no = box.addButton(
        keep_label or tr("editors.dialogs", "Cancel"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(no if destructive else yes)
    box.setEscapeButton(no)
    await run_dialog(box)
    return box.clickedButton() is yes
