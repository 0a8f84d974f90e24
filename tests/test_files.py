"""The app's log and settings, like the store's database, are readable by their owner alone."""

from __future__ import annotations

import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

from storeadmin_gui.files import owner_only
from storeadmin_gui.logs import configure_logging


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_log_is_owner_only_even_when_it_was_readable_before(tmp_path: Path) -> None:
    folder = tmp_path / "log"
    folder.mkdir()
    earlier = folder / "storeadmin.log"
    earlier.write_text("from an older version\n")
    earlier.chmod(0o644)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        path = configure_logging(folder)
        logging.getLogger("storeadmin_gui.test").warning("written")
    finally:
        for handler in list(root.handlers):
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
    assert path == earlier and "written" in path.read_text()
    assert mode(path) == 0o600


def test_the_settings_file_is_owner_only_and_stays_so_when_rewritten(tmp_path: Path) -> None:
    script = (
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "from storeadmin_gui.gui import open_settings\n"
        "settings = open_settings()\n"
        "settings.setValue('connections/last', 'https://shop.example')\n"
        "settings.sync()\n"
        "settings.setValue('connections/last', 'https://other.example')\n"
        "settings.sync()\n"
        "print(settings.fileName())\n"
    )
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    run = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    settings_file = Path(run.stdout.strip())
    assert settings_file.is_relative_to(tmp_path) and "other.example" in settings_file.read_text()
    assert mode(settings_file) == 0o600
    assert mode(settings_file.parent) == 0o700


def test_a_file_made_readable_by_others_is_taken_back(tmp_path: Path) -> None:
    shared = tmp_path / "store.db"
    shared.write_bytes(b"")
    shared.chmod(0o664)
    owner_only(shared)
    assert mode(shared) == 0o600
    fresh = tmp_path / "new.db"
    owner_only(fresh)
    assert fresh.exists() and mode(fresh) == 0o600
