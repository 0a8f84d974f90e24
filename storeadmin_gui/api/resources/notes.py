"""Internal notes on orders and customers (docs/api.md section 15): staff only, never shown to
the customer."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.models import Note, NoteCreate
from storeadmin_gui.api.paging import Page

from ._collection import list_params, segment


class Notes:
    """``<path><id>/notes/``: list (newest first), add, delete (one's own; an administrator's
    any)."""

    def __init__(self, core: ApiCore, path: str) -> None:
        self._core = core
        self._path = path

    def _notes_path(self, subject_id: int) -> str:
        return f"{self._path}{segment(subject_id, 'The id')}/notes/"  # i18n: not shown

    async def list(self, subject_id: int, *, page: int = 1, limit: int = 20) -> Page[Note]:
        await self._core.require(Feature.NOTES)
        params = list_params(page=page, limit=limit, sorting=None, criteria=None)
        return await self._core.get_page(self._notes_path(subject_id), Note, params)

    async def add(self, subject_id: int, body: str) -> Note:
        """A refusal (``errors.ValidationFailed``) names ``body``: blank, or over 2000
        characters."""
        await self._core.require(Feature.NOTES)
        return await self._core.send_model(
            "POST", self._notes_path(subject_id), Note, NoteCreate(body=body)
        )

    async def delete(self, subject_id: int, note_id: int) -> None:
        await self._core.require(Feature.NOTES)
        path = self._notes_path(subject_id) + segment(note_id, "The note id")  # i18n: not shown
        await self._core.send("DELETE", path)
