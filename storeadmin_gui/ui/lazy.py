"""Names of a package imported on their first use: a package that exports what its modules
define (``from storeadmin_gui.ui.widgets import BarChart``) imports the one module asked for,
never all of them, so the start imports nothing it does not show."""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from importlib import import_module
from typing import Any

__all__ = ["imported", "lazy_names"]


def imported(where: str) -> Any:
    """The attribute ``where`` names as ``"package.module:attribute"``, importing its module."""
    module, _, attribute = where.partition(":")
    return getattr(import_module(module), attribute)


def lazy_names(
    package: str, namespace: MutableMapping[str, Any], table: Mapping[str, str]
) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: each name of ``table`` imported from where it
    says (``"package.module:attribute"``) on its first use, then kept in ``namespace`` (the
    package's ``globals()``), found there directly from then on."""

    def __getattr__(name: str) -> Any:
        where = table.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")  # i18n: not shown
        value = namespace[name] = imported(where)
        return value

    return __getattr__
