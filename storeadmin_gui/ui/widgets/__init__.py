"""Small reusable widgets: a debounced search box, lookup pickers with a free-text fallback, a
clearable date filter."""

from storeadmin_gui.ui.widgets.date_filter import DateFilter
from storeadmin_gui.ui.widgets.lookup_combo import LookupComboBox
from storeadmin_gui.ui.widgets.product_picker import ProductPicker
from storeadmin_gui.ui.widgets.search_box import SearchBox

__all__ = ["DateFilter", "LookupComboBox", "ProductPicker", "SearchBox"]
