"""A request's session, the routes' ``SessionDep``.

A route's session is one transaction: it commits after the route returns and BEFORE the response is
sent (so a 2xx means the write is durable), and rolls back when the route raises.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session, sessionmaker

from storeadmin_gui.backend.db import REQUEST_CLAIM


async def get_session(request: Request) -> AsyncIterator[Session]:
    """One transaction per request: commit on return, roll back on any exception."""
    factory: sessionmaker[Session] = request.app.state.sessionmaker
    with factory() as session:
        claim = request.scope.get("state", {}).get(REQUEST_CLAIM)
        if claim is not None:
            session.info[REQUEST_CLAIM] = claim
        try:
            yield session
        except BaseException:
            session.rollback()
            raise
        session.commit()


# scope="function": the commit happens before the response is sent, never after.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]
