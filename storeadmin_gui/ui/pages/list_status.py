"""How a list stands, in the lines above its table: rows that failed to load (with Retry), rows a
reload could not replace (stale, and when they date from), what the current order means where it
is not plain, and what an empty list means."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.formats import format_time_of_day
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.table_model import PagedTableModel
from storeadmin_gui.ui.widgets import RetryBanner

__all__ = ["ListStatus"]


class ListStatus(QObject):
    """The banner (:attr:`banner`, its Retry asks again for what failed) and the empty state
    (:attr:`empty_label`) of the list shown by ``model``; ``empty_text`` says what an empty list
    means now (filtered or not)."""

    def __init__(
        self,
        model: PagedTableModel,
        *,
        empty_text: Callable[[], str],
        retry: Callable[[], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._empty_text = empty_text
        self.started = False  # an empty list says so once the list was first asked for
        self.refusal: str | None = None  # why the role may not read the list at all
        self.banner = RetryBanner()
        self.banner.retry_button.clicked.connect(retry)
        # What the current order means where it is not plain (totals in several currencies).
        self.sort_note = QLabel()
        self.sort_note.setObjectName("sortNote")
        self.sort_note.setWordWrap(True)
        self.sort_note.hide()
        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyState")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.hide()
        model.page_failed.connect(lambda _page, _error: self.update_banner())
        model.page_loaded.connect(lambda _page: self.update_banner())
        model.modelReset.connect(self.update_banner)
        model.stale_changed.connect(lambda _stale: self.update_banner())
        model.total_changed.connect(self.update_empty)
        model.loading_changed.connect(lambda _loading: self.update_empty())

    def show_sort_note(self, text: str | None) -> None:
        """A sentence above the table on what the current order means (None: none)."""
        self.sort_note.setText(text or "")
        self.sort_note.setVisible(bool(text))

    def refuse(self, reason: str | None) -> None:
        """The signed-in staffer's role may not read this list: ``reason`` takes the rows'
        place, with nothing to retry (asking again would be refused again)."""
        self.refusal = reason
        self.update_banner()
        self.update_empty()

    def update_banner(self) -> None:
        model = self._model
        banner = self.banner
        banner.retry_button.setVisible(self.refusal is None)
        if self.refusal is not None:
            banner.text_label.setText(self.refusal)
            banner.show()
            return
        if banner.property("stale") != model.stale:
            banner.setProperty("stale", model.stale)
            banner.style().unpolish(banner)
            banner.style().polish(banner)
        if model.stale:
            banner.text_label.setText(self._stale_text())
            banner.show()
            return
        failures = model.failures
        if not failures:
            banner.hide()
            return
        first_error = failures[min(failures)]
        if model.rowCount() == 0:
            message = tr("pages.list_status", "The list could not be loaded: {first_error}").format(
                first_error=first_error
            )
        elif len(failures) == 1:
            message = tr(
                "pages.list_status", "Some rows could not be loaded: {first_error}"
            ).format(first_error=first_error)
        else:
            pages = counted(len(failures), "page")
            message = tr(
                "pages.list_status", "Rows from {pages} could not be loaded: {first_error}"
            ).format(pages=pages, first_error=first_error)
        banner.text_label.setText(message)
        banner.show()

    def _stale_text(self) -> str:
        error = self._model.stale_error
        answered = self._model.answered_at
        when = (
            tr("pages.list_status", " at {format_time_of_day}").format(
                format_time_of_day=format_time_of_day(answered)
            )
            if answered is not None
            else ""
        )
        if isinstance(error, errors.ServerUnreachable):
            then = tr("pages.list_status", "It reloads by itself when the server is back.")
        elif isinstance(error, errors.Unauthorized):
            then = tr("pages.list_status", "It reloads once you have signed in again.")
        else:
            then = tr("pages.list_status", "Retry to load it again.")
        return tr(
            "pages.list_status",
            "Not up to date: the list could not be reloaded ({rstrip}). It shows the rows as "
            "they were{when}. {then}",
        ).format(rstrip=str(error).rstrip("."), when=when, then=then)

    def update_empty(self) -> None:
        model = self._model
        empty = not model.loading and not model.failed_pages and not model.total
        if empty:
            self.empty_label.setText(self._empty_text())
        self.empty_label.setVisible(empty and self.started and self.refusal is None)
