"""How the store's processes import FastAPI: the demo store's (``demo_server``) and
``storeadmin-server``'s (``backend.cli``) alike, from here since the backend imports no Qt."""

from __future__ import annotations

from typing import Any


def import_fastapi() -> None:
    """Import FastAPI with the pydantic models it defines (its OpenAPI document's, some 70
    classes) built at their first use instead of at import: the store builds the document only
    when ``/openapi.json`` is asked for, and building them at import cost every start of the demo
    store's process some 35 ms of CPU before its first answer (docs/benchmarks.md).

    Pydantic has no public switch for classes it does not own, so its default for ``defer_build``
    is set for the duration of this import alone and then put back: models and type adapters
    made afterwards (the routes' parameters) are built as before. Where that default is not
    where this pydantic keeps it, FastAPI is imported as usual.
    """
    from pydantic._internal import _config

    found = getattr(_config, "config_defaults", None)
    defaults: dict[str, Any] = found if isinstance(found, dict) else {}
    switch = defaults.get("defer_build") is False
    if switch:
        defaults["defer_build"] = True
    try:
        import fastapi  # noqa: F401
    finally:
        if switch:
            defaults["defer_build"] = False
