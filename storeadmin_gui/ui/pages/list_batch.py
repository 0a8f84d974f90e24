"""Work on a list's selected records, one request each: a failure does not stop the rest, the
failures are said in one sentence, and the rows are asked again once all have answered.

Deleting asks first (saying whether the store keeps what is deleted); enabling or disabling
users runs the same way. The windows with a result per row (bulk prices, the order steps) report
themselves and only have the rows reloaded (:meth:`BatchWork.reload_after`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import about, counted
from storeadmin_gui.ui.lists.batch import apply_each, describe_failures

__all__ = ["BatchWork"]


class BatchWork(QObject):
    """Runs work on the records of one list (``record_name``: "order"); ``describe`` names one
    ("order #12"), ``problem`` tells the user what failed, ``report`` tells the session of a
    failure it must handle, ``reload`` asks for the rows again."""

    def __init__(
        self,
        *,
        record_name: str,
        describe: Callable[[Hashable], str],
        soft_delete: bool,
        problem: Callable[[str], None],
        report: Callable[[object], None],
        reload: Callable[[], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._owner = parent
        self.record_name = record_name
        self.describe = describe
        self._soft_delete = soft_delete
        self._problem = problem
        self._report = report
        self.reload = reload

    def delete_question(self, keys: Sequence[Hashable]) -> str:
        what = self.describe(keys[0]) if len(keys) == 1 else counted(len(keys), self.record_name)
        if self._soft_delete:
            return tr(
                "pages.list_batch",
                "Delete {what}? The deletion is soft: what is deleted disappears from the "
                "lists, but the store keeps it in its records.",
            ).format(what=what)
        return tr("pages.list_batch", "Delete {what}? This cannot be undone.").format(what=what)

    async def confirm_and_delete(
        self, keys: Sequence[Hashable], delete: Callable[[Hashable], Awaitable[None]]
    ) -> bool:
        """Ask, then delete every record of ``keys``; True when all were deleted."""
        agreed = await confirm(
            self._owner,
            title=tr("pages.list_batch", "Delete {what}").format(
                what=counted(len(keys), self.record_name)
            )
            if len(keys) > 1
            else about(self.record_name, "delete"),
            text=self.delete_question(keys),
            confirm_label=tr("pages.list_batch", "Delete"),
            destructive=True,
        )
        if not agreed:
            return False
        results = await apply_each(keys, delete)
        self.report(results, "deleted")
        self.reload()
        return all(error is None for error in results.values())

    def report(self, results: Mapping[Any, errors.ApiError | None], verb: str) -> None:
        """Say which records of a multi-row action failed, and hand a failure the session
        handles (no sign-in, no server) to it."""
        problem = describe_failures(results, verb, self.describe)
        if problem is not None:
            self._problem(problem[0].upper() + problem[1:])
        for error in results.values():
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self._report(error)
                break

    def reload_after(self, applied: SignalInstance) -> None:
        """The rows are asked again once a window that changed records says it has applied."""
        applied.connect(lambda *_results: self.reload())
