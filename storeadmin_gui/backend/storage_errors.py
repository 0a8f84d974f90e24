"""Failures of the storage that are nobody's input, answered in the contract's shape (docs/api.md
section 12), never as a plain-text 500 or a dropped connection:

- the database is busy (SQLite's write lock not had within its busy timeout, a PostgreSQL lock or
  serialization failure, no connection to be had): ``503 Server busy.`` with ``Retry-After``;
- the disk is full (SQLite's ``SQLITE_FULL``, PostgreSQL's ``disk_full``, ``ENOSPC`` on a file of
  our own): ``507 The store has no room to save this.``; nothing was saved, reads go on, and the
  same request succeeds once there is room;
- anything else unforeseen: ``500`` with a JSON body, logged with its traceback (SQL parameters
  never appear in it: the engine hides them).
"""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Iterator
from typing import Final

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from storeadmin_gui.backend.error_handlers import error_response
from storeadmin_gui.backend.errors import ApiError, busy, coded

log = logging.getLogger("storeadmin_gui.backend")

NO_ROOM_MESSAGE: Final = "The store has no room to save this."
INTERNAL_MESSAGE: Final = "The server failed to handle the request."
# SQLite result codes (the low byte of an extended code).
_SQLITE_BUSY: Final = frozenset({5, 6})  # SQLITE_BUSY, SQLITE_LOCKED
_SQLITE_FULL: Final = 13
# PostgreSQL SQLSTATEs: disk_full; then busy ones: insufficient resources (class 53: out of
# memory, too many connections), lock not available, serialization failure, deadlock, a statement
# cancelled by a timeout, and the server shutting down or not yet up.
_PG_DISK_FULL: Final = "53100"
_PG_BUSY_CLASSES: Final = ("53", "08")
_PG_BUSY: Final = frozenset({"55P03", "40001", "40P01", "57014", "57P01", "57P03"})
_NO_SPACE: Final = frozenset({errno.ENOSPC, errno.EDQUOT})


def no_room() -> ApiError:
    return coded(507, NO_ROOM_MESSAGE)


def internal_error() -> ApiError:
    return coded(500, INTERNAL_MESSAGE)


def _chain(error: BaseException) -> Iterator[BaseException]:
    """``error`` and every exception it was raised from or while handling, once each."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def storage_refusal(error: BaseException) -> ApiError | None:
    """The 503 or 507 for a busy or full store behind ``error``; None when it is neither."""
    for cause in _chain(error):
        if isinstance(cause, sqlite3.Error):
            code = getattr(cause, "sqlite_errorcode", 0) & 0xFF
            if code == _SQLITE_FULL:
                return no_room()
            if code in _SQLITE_BUSY:
                return busy()
        sqlstate = getattr(cause, "sqlstate", None)
        if isinstance(sqlstate, str):
            if sqlstate == _PG_DISK_FULL:
                return no_room()
            if sqlstate in _PG_BUSY or sqlstate.startswith(_PG_BUSY_CLASSES):
                return busy()
        if isinstance(cause, OSError) and cause.errno in _NO_SPACE:
            return no_room()
        if isinstance(cause, PoolTimeout):
            return busy()
        if isinstance(cause, DBAPIError) and cause.connection_invalidated:
            return busy()  # the connection to the database broke: a retry gets a new one
    return None


def answer_for(error: BaseException) -> ApiError:
    """What to answer for an exception no route turned into an answer: 503, 507 or a 500."""
    refusal = storage_refusal(error)
    if refusal is None:
        log.error("Request failed", exc_info=error)
        return internal_error()
    log.warning("Request refused: %s (%s)", refusal.body["message"], type(error).__name__)
    return refusal


async def _answer_failure(request: Request, exc: Exception) -> JSONResponse:
    return error_response(answer_for(exc), request.headers.get("accept-language"))


async def _answer_unforeseen(request: Request, _exc: Exception) -> JSONResponse:
    """Starlette raises the exception again once this is sent: whoever ran the app logs it."""
    return error_response(internal_error(), request.headers.get("accept-language"))


def install_storage_error_handlers(app: FastAPI) -> None:
    """Busy or full storage, files of our own on a full disk, and the unforeseen, as above."""
    app.add_exception_handler(SQLAlchemyError, _answer_failure)
    app.add_exception_handler(sqlite3.Error, _answer_failure)
    app.add_exception_handler(OSError, _answer_failure)
    app.add_exception_handler(Exception, _answer_unforeseen)
