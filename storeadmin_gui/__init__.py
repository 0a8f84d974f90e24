"""Store Admin: a desktop administration app for an online store's admin REST API."""

APP_NAME = "Store Admin"
APP_ID = "storeadmin"


def __getattr__(name: str) -> str:
    """``__version__``, read from the installed package's metadata on first use: importing
    ``importlib.metadata`` is slow, and a demo start would pay it before it starts its store's
    process (``app.main``), which everything after waits for."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("storeadmin-gui")
    except PackageNotFoundError:  # running from a source tree or a frozen bundle without metadata
        found = "0.1.0"
    globals()["__version__"] = found
    return found
