"""The pages and widgets packages import a module on the first use of a name it defines, and no
other: the start (which imports both packages) loads no page or widget it does not show."""

from __future__ import annotations

import json

from tests.support.fresh_process import python_output

_LOADED = (
    "import json, sys\n"
    "def loaded():\n"
    "    return sorted(name for name in sys.modules if name.startswith(\n"
    "        ('storeadmin_gui.ui.pages.', 'storeadmin_gui.ui.widgets.')))\n"
)


def test_a_name_imports_its_own_module_alone_and_is_kept() -> None:
    script = _LOADED + (
        "import storeadmin_gui.ui.pages as pages, storeadmin_gui.ui.widgets as widgets\n"
        "at_start = loaded()\n"
        "chart = widgets.BarChart\n"
        "after_chart = loaded()\n"
        "orders = pages.OrdersPage\n"
        "kept = vars(widgets)['BarChart'] is chart and vars(pages)['OrdersPage'] is orders\n"
        "print(json.dumps([at_start, after_chart, 'storeadmin_gui.ui.pages.overview' in loaded(),"
        " kept, orders.__module__]))\n"
    )
    at_start, after_chart, overview, kept, orders_module = json.loads(python_output(script))
    assert at_start == ["storeadmin_gui.ui.pages.kinds"]  # the views' names, no view
    assert set(after_chart) - set(at_start) == {"storeadmin_gui.ui.widgets.bar_chart"}
    assert not overview  # the orders list needs no Overview
    assert kept and orders_module == "storeadmin_gui.ui.pages.orders"


def test_a_name_neither_package_has_is_an_attribute_error() -> None:
    script = _LOADED + (
        "import storeadmin_gui.ui.pages as pages, storeadmin_gui.ui.widgets as widgets\n"
        "said = []\n"
        "for package in (pages, widgets):\n"
        "    try:\n"
        "        package.NoSuchView\n"
        "    except AttributeError as error:\n"
        "        said.append(str(error))\n"
        "print(json.dumps([said, hasattr(pages, 'PAGE_KINDS'), len(pages.PAGE_TYPES)]))\n"
    )
    said, has_kinds, page_types = json.loads(python_output(script))
    assert said == [
        "module 'storeadmin_gui.ui.pages' has no attribute 'NoSuchView'",
        "module 'storeadmin_gui.ui.widgets' has no attribute 'NoSuchView'",
    ]
    assert has_kinds and page_types == 6
