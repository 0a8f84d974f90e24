"""The print queue as the staffer sees it: each document waiting, printed or failed (and why),
with Reprint and Pause."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.bench.print_queue import JobState, PrintAgent, PrintJob, jobs_of
from storeadmin_gui.ui.bench.shared_file import SharedFile
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.orders.printing import Printout

__all__ = ["PrintQueueWindow"]

REREAD_MS = 2000  # another copy of the app may print from the same queue
STATE_WORDS = {
    JobState.WAITING: noop("bench", "Waiting"),
    JobState.PRINTING: noop("bench", "Printing"),
    JobState.PRINTED: noop("bench", "Printed"),
    JobState.FAILED: noop("bench", "Failed"),
}


class PrintQueueWindow(QDialog):
    """The jobs of ``queue``; ``agent`` None when nothing prints by itself on this connection
    (the queue is then shown as it was left)."""

    def __init__(
        self, queue: SharedFile, agent: PrintAgent | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("bench", "Print queue"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(720, 400)
        self.agent = agent
        self.queue = queue
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [
                tr("bench", "Order"),
                tr("bench", "Document"),
                tr("bench", "State"),
                tr("bench", "Why"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(tr("bench", "Documents to print"))
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.reprint_button = QPushButton(tr("bench", "Reprint"))
        self.reprint_button.clicked.connect(self.reprint_selected)
        self.pause_button = QPushButton()
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._pause_toggled)
        close = QPushButton(tr("bench", "Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reprint_button)
        buttons.addWidget(self.pause_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(REREAD_MS)
        self.timer.timeout.connect(self.reload)
        self.timer.start()
        if agent is not None:
            agent.changed.connect(self.reload)
        self.jobs: list[PrintJob] = []
        self.reload()

    def reload(self) -> None:
        state = self.queue.read()
        self.jobs = list(reversed(jobs_of(state)))  # the newest first
        agent = self.agent
        paused = bool(state.get("paused"))
        if agent is None:
            self.note.setText(
                tr(
                    "bench",
                    "Printing by itself is off for this connection (Packing bench settings).",
                )
            )
        else:
            self.note.setText(
                tr("bench", "Paused: nothing prints until the queue is resumed.") if paused else ""
            )
        self.note.setVisible(bool(self.note.text()))
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self.pause_button.blockSignals(False)
        self.pause_button.setText(tr("bench", "Resume") if paused else tr("bench", "Pause"))
        self.pause_button.setEnabled(agent is not None)
        selected = self.selected_job()
        self.table.setRowCount(len(self.jobs))
        for row, job in enumerate(self.jobs):
            cells = (
                f"#{job.number}",
                translated(Printout(job.kind).title),
                translated(STATE_WORDS[JobState(job.state)]),
                job.reason,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
            if selected is not None and job.id == selected.id:
                self.table.selectRow(row)
        self._update_buttons()

    def selected_job(self) -> PrintJob | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.jobs):
            return None
        return self.jobs[rows[0].row()]

    def _update_buttons(self) -> None:
        self.reprint_button.setEnabled(self.agent is not None and self.selected_job() is not None)

    def reprint_selected(self) -> None:
        job = self.selected_job()
        if job is not None and self.agent is not None:
            self.agent.reprint(job.id)
            self.reload()

    def _pause_toggled(self, paused: bool) -> None:
        if self.agent is not None:
            self.agent.set_paused(paused)
        self.reload()
