"""Small reusable widgets: a debounced search box, lookup pickers with a free-text fallback, a
clearable date filter, the low stock filter, a bar chart, the Retry banner."""

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
