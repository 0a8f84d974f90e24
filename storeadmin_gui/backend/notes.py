"""Internal notes staff leave on orders and customers (docs/api.md section 15).

Written by whoever may change the subject (``orders.write``, ``customers.write``), read by whoever
may read it; removed by their author or an administrator. No representation a customer receives
(orders, invoices, packing slips) reads them: they live in their own table and answer only on
their own endpoints.
"""

from __future__ import annotations

from typing import Any, Final

from fastapi import Request
from sqlalchemy.orm import Session

from storeadmin_gui.backend.auth import Principal
from storeadmin_gui.backend.errors import NOT_BLANK, FormErrors, not_found
from storeadmin_gui.backend.formats import timestamp, utcnow
from storeadmin_gui.backend.history import author_name
from storeadmin_gui.backend.models.history import InternalNote
from storeadmin_gui.backend.permissions import forbidden, is_administrator
from storeadmin_gui.backend.requests import body_schema
from storeadmin_gui.backend.sales_common import path_id
from storeadmin_gui.backend.subject_pages import subject_page

MAX_NOTE_LENGTH: Final = 2000
TOO_LONG: Final = f"This value is too long. It should have {MAX_NOTE_LENGTH} characters or less."
NOTE_BODY: Final = body_schema(
    {"body": {"type": "string", "minLength": 1, "maxLength": MAX_NOTE_LENGTH}}, ["body"]
)


def note_view(note: InternalNote) -> dict[str, Any]:
    return {
        "id": note.id,
        "body": note.body,
        "author": {"id": note.author_id, "name": note.author_name},
        "createdAt": timestamp(note.created_at),
    }


def notes_page(request: Request, session: Session, subject: str, subject_id: int) -> dict[str, Any]:
    """One page of the subject's notes, newest first."""
    return subject_page(request, session, InternalNote, subject, subject_id, note_view)


def read_note_body(body: dict[str, Any]) -> str:
    """The note's text, trimmed: required, at most ``MAX_NOTE_LENGTH`` characters."""
    form = FormErrors(["body"])
    text = body.get("body")
    if text is None or (isinstance(text, str) and not text.strip()):
        form.add("body", NOT_BLANK)
    elif not isinstance(text, str) or "\x00" in text:
        form.add("body", "This value is not valid.")
    elif len(text.strip()) > MAX_NOTE_LENGTH:
        form.add("body", TOO_LONG)
    form.raise_if_any()
    assert isinstance(text, str)
    return text.strip()


def add_note(
    session: Session, author: Principal, subject: str, subject_id: int, text: str
) -> InternalNote:
    note = InternalNote(
        subject=subject,
        subject_id=subject_id,
        author_id=author.id,
        author_name=author_name(session, author.id),
        body=text,
        created_at=utcnow(),
    )
    session.add(note)
    session.flush()
    return note


def removable_note(
    session: Session, user: Principal, subject: str, subject_id: int, raw_id: str
) -> InternalNote:
    """The subject's note the path names (else 404), if ``user`` may remove it (else 403):
    its author, or an administrator."""
    note_id = path_id(raw_id)
    note = None if note_id is None else session.get(InternalNote, note_id)
    if note is None or note.subject != subject or note.subject_id != subject_id:
        raise not_found("note")
    if note.author_id != user.id and not is_administrator(user.permissions):
        raise forbidden()
    return note
