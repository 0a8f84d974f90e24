"""Small reusable widgets: a debounced search box, lookup pickers with a free-text fallback, a
clearable date filter, the low stock filter, a bar chart, the Retry banner.

Each is imported on first use (``from storeadmin_gui.ui.widgets import BarChart`` imports the
chart's module alone), so a list's first rows do not wait for the Overview's chart.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from storeadmin_gui.ui.widgets.bar_chart import Bar, BarChart
    from storeadmin_gui.ui.widgets.date_filter import DateFilter
    from storeadmin_gui.ui.widgets.lookup_combo import LookupComboBox
    from storeadmin_gui.ui.widgets.low_stock import LowStockFilter
    from storeadmin_gui.ui.widgets.product_picker import ProductPicker
    from storeadmin_gui.ui.widgets.retry_banner import RetryBanner
    from storeadmin_gui.ui.widgets.search_box import SearchBox

__all__ = [
    "Bar",
    "BarChart",
    "DateFilter",
    "LookupComboBox",
    "LowStockFilter",
    "ProductPicker",
    "RetryBanner",
    "SearchBox",
]

# Where each name lives.
_MODULES = {
    "Bar": "bar_chart",
    "BarChart": "bar_chart",
    "DateFilter": "date_filter",
    "LookupComboBox": "lookup_combo",
    "LowStockFilter": "low_stock",
    "ProductPicker": "product_picker",
    "RetryBanner": "retry_banner",
    "SearchBox": "search_box",
}


def __getattr__(name: str) -> object:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n: not shown
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found directly from now on
    return value
