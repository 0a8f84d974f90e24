"""The row under an editor's form: Delete, what is running now, the message bar, Close and Save.

Save is on only when there is something to save that may be saved (its tooltip says why not),
Delete only when the record may be deleted, and Close reads Cancel once something is typed. The
message bar sits between the buttons, in room the row keeps for it, so no input moves when a
message appears.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.i18n import tr

__all__ = ["ButtonRow"]


class ButtonRow(QHBoxLayout):
    """The editor's buttons around its message bar; nothing is offered until the record loads."""

    def __init__(
        self, message_bar: MessageBar, *, save_label: str, delete_label: str, can_delete: bool
    ) -> None:
        super().__init__()
        self.message_bar = message_bar
        self.status_label = QLabel()
        self.status_label.setObjectName("editorStatus")
        self.save_button = QPushButton(save_label)
        self.save_button.setDefault(True)
        self.cancel_button = QPushButton(tr("editors.editor", "Close"))
        self.delete_button = QPushButton(delete_label)
        self.delete_button.setVisible(can_delete)
        self.addWidget(self.delete_button)
        self.addWidget(self.status_label)
        self.addWidget(message_bar, 1)
        self.addWidget(self.cancel_button)
        self.addWidget(self.save_button)
        self.save_button.setEnabled(False)
        self.delete_button.setEnabled(False)

    def stops(self) -> list[QWidget]:
        """Where Tab stops in the row, as it reads (a message's buttons among them)."""
        bar = self.message_bar
        return [
            self.delete_button,
            bar.action_button,
            bar.close_button,
            self.cancel_button,
            self.save_button,
        ]

    def offer(
        self,
        *,
        save: bool,
        save_refusal: str | None,
        delete: bool,
        delete_refusal: str | None,
        edited: bool,
    ) -> None:
        """Turn Save and Delete on or off (a refusal shows as the button's tooltip), and name
        the closing button for what closing does now."""
        self.save_button.setEnabled(save and save_refusal is None)
        self.save_button.setToolTip(save_refusal or "")
        self.delete_button.setEnabled(delete and delete_refusal is None)
        self.delete_button.setToolTip(delete_refusal or "")
        self.cancel_button.setText(
            tr("editors.editor", "Cancel") if edited else tr("editors.editor", "Close")
        )
