"""A page of what is kept about one order, variant or customer (history entries, notes), newest
first: one generic query for every such table, through its (subject, subject_id, id) index."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import Request
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.pagination import clamp_page, envelope, page_params


def subject_page(
    request: Request,
    session: Session,
    model: Any,
    subject: str,
    subject_id: int,
    view: Callable[[Any], dict[str, Any]],
) -> dict[str, Any]:
    """The page the request asks of ``model``'s rows about the subject (section 4's envelope)."""
    params = page_params(request)
    mine = (model.subject == subject, model.subject_id == subject_id)
    total = session.execute(select(func.count()).select_from(model).where(*mine)).scalar() or 0
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    rows = session.scalars(
        select(model).where(*mine).order_by(model.id.desc()).offset(offset).limit(params.limit)
    ).all()
    return envelope(request, page, params.limit, total, [view(row) for row in rows])
