"""Files only their owner may read: the store's database, the app's log and its settings.

They hold password hashes and token digests (the database), server addresses, account names and
what went wrong (log, settings); on a shared workstation other accounts have no business there.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["OWNER_ONLY", "owner_only"]

OWNER_ONLY = 0o600


def owner_only(path: Path) -> None:
    """``path`` readable and writable by its owner alone (created empty if absent).

    Files that grow beside it take its mode (SQLite's -wal and -shm files do). A folder that does
    not exist or a file of someone else's is left for whoever opens it to report.
    """
    try:
        if not path.exists():
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, OWNER_ONLY))
        elif stat.S_IMODE(path.stat().st_mode) & 0o077:
            path.chmod(OWNER_ONLY)
    except OSError:
        return
