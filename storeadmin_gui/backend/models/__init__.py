"""Every model module, imported so ``Base.metadata`` is complete before ``create_all``."""

from . import accounts, catalog, history, order_blocks, sales

__all__ = ["accounts", "catalog", "history", "order_blocks", "sales"]
