"""The app's modules import in any order in a fresh interpreter.

PySide6's import hook reads the source of every module imported after PySide6, probing
``module.__wrapped__``; on a pydantic module that lookup runs pydantic's migration ``__getattr__``,
which imports pydantic's validators module. When the first such probe lands while that module is
itself half imported, the import fails as circular. A fresh interpreter per case is the only way to
see it: once anything has imported pydantic fully, every order works.
"""

from __future__ import annotations

import os
import subprocess
import sys

FIRST_IMPORTS = {
    "nothing": "",
    "PySide6": "import PySide6.QtCore",
    "pydantic": "from pydantic import BaseModel",
    "pydantic, then PySide6": "from pydantic import BaseModel\nimport PySide6.QtCore",
}
MODULES = (
    "storeadmin_gui.ui.pages",
    "storeadmin_gui.ui.shell.main_window",
    "storeadmin_gui.ui.editors.order_editor",
    "storeadmin_gui.api",
)


def test_every_module_imports_first_or_after_pyside6_or_pydantic() -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    cases = [(first, module) for first in FIRST_IMPORTS for module in MODULES]
    # All at once: each case is a fresh interpreter that spends most of its time importing.
    processes = {
        case: subprocess.Popen(
            [sys.executable, "-c", f"{FIRST_IMPORTS[case[0]]}\nimport {case[1]}"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=environment,
        )
        for case in cases
    }
    failures = {}
    for (first, module), process in processes.items():
        output, _ = process.communicate(timeout=120)
        if process.returncode != 0:
            failures[f"{module} after {first}"] = output.strip().splitlines()[-1:]
    assert failures == {}
