"""The modules of ``packaging/`` for the tests: that folder is not (and must not be) a package, as
it would shadow PyPI's ``packaging``, so its modules load by file path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load_module(name: str, path: Path) -> ModuleType:
    """The module at ``path``, registered as ``name`` (its dataclasses look their module up)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def packaging_module(stem: str) -> ModuleType:
    """``packaging/<stem>.py``."""
    return load_module(f"storeadmin_{stem}", PACKAGING / f"{stem}.py")
