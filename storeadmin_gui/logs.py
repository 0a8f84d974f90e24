"""Logging to a rotating file in the user's log folder, so a failure on a workstation can be traced.

The folder comes from platformdirs (never inside an installed bundle). Secrets never reach a log
record: the api layer redacts them, and nothing here formats request bodies.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from platformdirs import user_log_path

from storeadmin_gui import APP_ID
from storeadmin_gui.files import owner_only

LOG_FILE_NAME = f"{APP_ID}.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def log_folder() -> Path:
    """Where the app writes its log files on this platform."""
    return user_log_path(APP_ID, appauthor=False)


def configure_logging(folder: Path | None = None, *, level: int = logging.INFO) -> Path:
    """Send the root logger's records to a rotating file (and warnings to stderr); return its path.

    Calling it again replaces the handlers it installed before rather than adding duplicates.
    """
    folder = folder or log_folder()
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    path = folder / LOG_FILE_NAME
    owner_only(path)  # rotated files are renamed copies of it: they keep its mode
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_storeadmin", False):
            root.removeHandler(handler)
            handler.close()
    file_handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8"
    )
    file_handler.setFormatter(logging.Formatter(FORMAT))
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter(FORMAT))
    handlers: list[logging.Handler] = [file_handler, console]
    for handler in handlers:
        handler._storeadmin = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    root.setLevel(level)
    # One line per HTTP request would bury what matters; the api layer logs failures itself.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    return path
