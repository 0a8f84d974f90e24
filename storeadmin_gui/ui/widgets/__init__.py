"""Small reusable widgets: a debounced search box, lookup pickers with a free-text fallback, a
clearable date filter, the low stock filter, a bar chart, the Retry banner.

Each is imported on first use (``from storeadmin_gui.ui.widgets import BarChart`` imports the
chart's module alone), so a list's first rows do not wait for the Overview's chart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from storeadmin_gui.ui.lazy import lazy_names

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
__getattr__ = lazy_names(
    __name__,
    globals(),
    {
        "Bar": f"{__name__}.bar_chart:Bar",
        "BarChart": f"{__name__}.bar_chart:BarChart",
        "DateFilter": f"{__name__}.date_filter:DateFilter",
        "LookupComboBox": f"{__name__}.lookup_combo:LookupComboBox",
        "LowStockFilter": f"{__name__}.low_stock:LowStockFilter",
        "ProductPicker": f"{__name__}.product_picker:ProductPicker",
        "RetryBanner": f"{__name__}.retry_banner:RetryBanner",
        "SearchBox": f"{__name__}.search_box:SearchBox",
    },
)
