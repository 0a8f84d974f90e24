"""Start-up tuning: what ``main()`` does before and around importing Qt to show the window sooner.

Each step says what it saves; the figures are in docs/benchmarks.md ("Start-up").
"""

from __future__ import annotations

import builtins
import gc
import importlib.util
import logging
import os
import sys
import threading

from storeadmin_gui.backend.fastapi_import import import_fastapi

__all__ = [
    "drop_pyside_import_hook",
    "import_connection_libraries_meanwhile",
    "import_fastapi",
    "import_qt",
    "pause_garbage_collection",
    "resume_garbage_collection",
    "route_qt_messages",
    "skip_unused_optional_imports",
]


# Qt messages that say nothing about the app (the offscreen platform cannot pass size hints on).
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints",)


def route_qt_messages() -> None:
    """Qt's own warnings go to the log like everything else (and so to stderr from WARNING up)."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, _context: QMessageLogContext, text: str) -> None:
        quiet = text.startswith(QUIET_QT_MESSAGES)
        qt_log.log(logging.DEBUG if quiet else levels.get(kind, logging.WARNING), "%s", text)

    qInstallMessageHandler(handler)


# Libraries that others import whenever they happen to be installed (development and test tools
# bring them in), though the app never uses them: httpcore imports trio (the app runs on asyncio
# only), httpx imports its command line's pygments and rich (their cost: docs/benchmarks.md).
UNUSED_OPTIONAL_IMPORTS = ("trio", "pygments", "rich")
# Where a window runs: httpx's command line imports click before the two above, though it cannot
# run without them (the demo store's process keeps click: uvicorn needs it).
UNUSED_BY_THE_WINDOW = ("click",)
# In the demo store's process: FastAPI imports pydantic's v1 compatibility package (some 25
# modules) only to check that no route uses its models, and reads a failed import as none used;
# none does.
UNUSED_BY_THE_STORE = ("pydantic.v1",)
# Asked for again and again where it is not installed: httpcore and anyio import sniffio (which
# async library runs) at every lock and connection, and a failed import is not remembered, so
# each one searched the import path anew. Looked for once; where it is installed it is used.
ASKED_AGAIN_WHEN_MISSING = ("sniffio",)


def skip_unused_optional_imports(*, window: bool) -> None:
    """Make those imports fail at once, as on a computer without them (a None entry in
    ``sys.modules`` does that); the importers treat them as optional. ``window``: this process
    shows the window (else it is the demo store's). Pydantic's plugins too: the app has none,
    and looking for them reads every installed package's entry points."""
    own = UNUSED_BY_THE_WINDOW if window else UNUSED_BY_THE_STORE
    for name in UNUSED_OPTIONAL_IMPORTS + own:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    for name in ASKED_AGAIN_WHEN_MISSING:
        if name not in sys.modules and importlib.util.find_spec(name) is None:
            sys.modules[name] = None  # type: ignore[assignment]
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


# What a client's first connection imports beyond httpx (which the API layer imports): httpcore
# as the client is built, anyio's asyncio half at its first request's lock; some 45 ms of CPU.
CONNECTION_LIBRARIES = ("httpcore", "anyio._backends._asyncio")
CONNECTION_IMPORT_THREAD = "connection libraries"


def import_connection_libraries_meanwhile() -> threading.Thread:
    """Import those libraries in a thread of its own (started here), for a start that waits
    before its first request: a new demo store seeds before the app signs in, while the window's
    thread has nothing to do. A failure is left to the client's own import of them, which says
    why."""

    def load() -> None:
        for name in CONNECTION_LIBRARIES:
            try:
                importlib.import_module(name)
            except Exception:
                return

    thread = threading.Thread(target=load, name=CONNECTION_IMPORT_THREAD, daemon=True)
    thread.start()
    return thread


def drop_pyside_import_hook() -> None:
    """Give ``import`` back its plain form once PySide6 is imported.

    PySide6 replaces ``builtins.__import__`` (keeping the original as ``__orig_import__``) so that
    ``from __feature__ import snake_case`` can switch its API per module. In passing, it reads the
    source file of every module imported afterwards and searches it for "PySide6", which adds up
    for the embedded backend and the views, which import after Qt. The app selects no such
    feature, so it does without the hook. (Known PySide6 start-up cost, see napari issue 8584.)
    """
    original = getattr(builtins, "__orig_import__", None)
    if original is not None and builtins.__import__ is getattr(builtins, "__feature_import__", 0):
        builtins.__import__ = original


def import_qt() -> None:
    """Import Qt's widgets, then drop PySide6's import hook before the window's modules import.
    Called by ``main()`` once it knows a window is wanted: the demo store's process never loads
    Qt, and the GUI's starts that process first."""
    import PySide6.QtWidgets  # noqa: F401

    drop_pyside_import_hook()


def pause_garbage_collection() -> None:
    """Start-up creates a great many objects that live as long as the app (modules, models,
    routes) and almost no garbage in cycles, so the cyclic collector would only scan them again
    and again. ``run()`` resumes it once the app has started (connected, in demo mode)."""
    gc.disable()


def resume_garbage_collection() -> None:
    """Collector on again, with what start-up built set aside for good (``gc.freeze``): without
    that, the first collection would scan all of it at once, a visible pause of the window, to
    free a few hundred kilobytes."""
    gc.freeze()
    gc.enable()
