"""A keyring backend in one JSON file (``STOREADMIN_BENCH_KEYRING``), for the start-up benchmark.

A benchmark machine has no desktop keyring, yet the connected start it measures is a returning
user's, whose sign-in details the app keeps in the keyring between starts. The app's children
load this backend by name (``PYTHON_KEYRING_BACKEND=file_keyring.FileKeyring``, keyring's own
switch); the app's code is the same as with the system's. Never for real secrets: the file is
plain text.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

PATH_VARIABLE = "STOREADMIN_BENCH_KEYRING"


class FileKeyring(KeyringBackend):
    priority = 1

    @property
    def _path(self) -> Path:
        return Path(os.environ[PATH_VARIABLE])

    def _read(self) -> dict[str, str]:
        try:
            stored: dict[str, str] = json.loads(self._path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        return stored

    def _write(self, stored: dict[str, str]) -> None:
        partial = self._path.with_suffix(".partial")
        partial.write_text(json.dumps(stored), encoding="utf-8")
        partial.replace(self._path)

    def get_password(self, service: str, username: str) -> str | None:
        return self._read().get(f"{service}/{username}")

    def set_password(self, service: str, username: str, password: str) -> None:
        stored = self._read()
        stored[f"{service}/{username}"] = password
        self._write(stored)

    def delete_password(self, service: str, username: str) -> None:
        stored = self._read()
        if stored.pop(f"{service}/{username}", None) is None:
            raise PasswordDeleteError(username)
        self._write(stored)
