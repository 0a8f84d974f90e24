"""Every model module, imported so ``Base.metadata`` is complete before ``create_all``."""

from . import accounts, catalog

__all__ = ["accounts", "catalog"]
