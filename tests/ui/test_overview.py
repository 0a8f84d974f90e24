"""The Overview on the real backend: the figures per channel, the chart, figures that open their
lists, failures with Retry, and a server without statistics."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import RetryPolicy
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.pages import (
    PAGE_KINDS,
    OrdersPage,
    OverviewPage,
    VariantsPage,
)
from storeadmin_gui.ui.pages.kinds import VARIANTS as VARIANTS_KEY
from storeadmin_gui.ui.pages.overview_range import interval_for, preset_range, today
from storeadmin_gui.ui.shell.main_window import page_settings_prefix
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.server_offers import known_capabilities
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.tasks import running_tasks
from storeadmin_gui.ui.widgets import Bar, BarChart
from storeadmin_gui.ui.widgets.date_filter import DateFilter
from storeadmin_gui.ui.widgets.low_stock import LowStockFilter
from tests.support.network import is_capability_probe
from tests.support.placing import place_a_cart
from tests.ui.conftest import ServerTap
from tests.ui.dialog_support import click_button
from tests.ui.filter_support import filter_box
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import (
    demo_profile,
    in_process_factory,
    open_window,
    page_loaded,
    temp_settings,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

STATISTICS = "/api/v1/statistics/"


def shown_overview(qtbot: QtBot, client: Any, preset: str = "12m") -> OverviewPage:
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitUntil(lambda: page.settled, timeout=10_000)
    page.choose_preset(preset)
    qtbot.waitUntil(lambda: page.settled and page.shown_range is not None, timeout=10_000)
    return page


def test_each_channels_figures_are_what_the_statistics_sum_in_its_currency(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    page = shown_overview(qtbot, store_client)
    start, end = preset_range("12m", today())
    assert page.shown_range == (start, end)
    channels = run(store_client.channels.list(page=1, limit=100)).items
    assert len(channels) >= 2 and {channel.code for channel in channels} == set(page.figures)
    sold_somewhere = False
    for channel in channels:
        expected = run(
            store_client.statistics(
                channel.code, start=start, end=end, interval=interval_for(start, end)
            )
        )
        currency = channel.base_currency
        assert expected.currency == currency
        button = page.figure_buttons
        totals = expected.totals
        assert sum(period.total for period in expected.sales) == totals.sales
        assert button[(channel.code, "sales")].text() == formats.money(totals.sales, currency)
        assert button[(channel.code, "orders")].text() == str(totals.orders)
        assert button[(channel.code, "average")].text() == formats.money(
            totals.average_order, currency
        )
        for state in ("pending", "fulfilled", "cancelled"):
            assert button[(channel.code, state)].text() == str(expected.orders_by_state[state])
        sold_somewhere |= totals.sales > 0
    assert sold_somewhere, "the demo store sold something in the last 12 months"
    assert page.low_stock_button.text() == (
        f"{counted(expected.low_stock_variants, 'variant')} with at most "
        f"{expected.low_stock_threshold} available"
    )


def test_the_chart_shows_the_chosen_channels_sales_per_month_over_12_months(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    page = shown_overview(qtbot, store_client)
    channel = str(page.chart_channel_box.currentData())
    start, end = preset_range("12m", today())
    expected = run(store_client.statistics(channel, start=start, end=end, interval="month"))
    assert page.chart_title.text() == "Sales per month"
    assert [bar.value for bar in page.chart.bars] == [p.total / 100 for p in expected.sales]
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    assert len(page.chart.bars) == months  # the first month's days in range to this month's
    assert page.chart.bars[0].text.endswith("order") or "order" in page.chart.bars[0].text

    page.interval_box.setCurrentIndex(page.interval_box.findData("week"))
    page.interval_box.activated.emit(page.interval_box.currentIndex())
    qtbot.waitUntil(lambda: page.chart_title.text() == "Sales per week", timeout=10_000)
    weekly = run(store_client.statistics(channel, start=start, end=end, interval="week"))
    assert [bar.value for bar in page.chart.bars] == [p.total / 100 for p in weekly.sales]


def test_a_custom_range_asks_for_those_days(qtbot: QtBot, tap_client: Any, run: Any) -> None:
    client, tap = tap_client
    page = shown_overview(qtbot, client, "30")
    page.choose_preset("custom")
    assert page.from_edit.isEnabled() and page.to_edit.isEnabled()
    page.from_edit.setDate(page.from_edit.date().addDays(-60))
    qtbot.waitUntil(lambda: page.settled, timeout=10_000)
    asked = tap.asked(STATISTICS)[-1].url.params
    start, end = page.chosen_range
    assert (asked["from"], asked["to"]) == (start.isoformat(), end.isoformat())
    assert (end - start).days == 89 and asked["interval"] == "week"


def test_a_failure_shows_in_the_view_and_retry_loads_the_figures(
    qtbot: QtBot, tap_client: Any
) -> None:
    client, tap = tap_client
    tap.fail_when = lambda request: request.url.path == STATISTICS
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.banner.isVisible(), timeout=10_000)
    assert page.banner_text.text().startswith("The figures could not be loaded")
    assert page.retry_button.isVisible() and not page.figures

    tap.fail_when = None
    qtbot.mouseClick(page.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(page.figures) and page.settled, timeout=10_000)
    assert not page.banner.isVisible()


def test_loading_never_blocks_the_window(qtbot: QtBot, tap_client: Any) -> None:
    client, tap = tap_client
    tap.hold()
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: tap.held > 0, timeout=10_000)
    assert page.loading and page.loading_label.isVisible()
    page.choose_preset("7")  # the window answers while the server has not
    assert page.range_box.currentData() == "7"
    tap.release()
    qtbot.waitUntil(lambda: page.settled and page.shown_range is not None, timeout=10_000)
    assert page.shown_range == preset_range("7", today())


def test_overview_is_first_and_a_figure_opens_its_list_filtered(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)
    assert PAGE_KINDS[0].load() is OverviewPage
    assert window.navigation.item(0).text() == "Overview"
    overview = window.current_page
    assert isinstance(overview, OverviewPage)
    qtbot.waitUntil(lambda: overview.settled and bool(overview.figures), timeout=10_000)
    overview.choose_preset("12m")  # the demo store's orders fall in the last 12 months
    qtbot.waitUntil(
        lambda: overview.settled and overview.shown_range == overview.chosen_range,
        timeout=10_000,
    )
    channel = next(iter(overview.figures))
    assert overview.figures[channel].orders_by_state["fulfilled"] > 0

    overview.figure_buttons[(channel, "fulfilled")].click()
    orders = window.current_page
    assert isinstance(orders, OrdersPage)
    qtbot.waitUntil(lambda: orders.total is not None and not orders.loading, timeout=10_000)
    assert orders.model.criteria["channel"] == channel
    assert orders.model.criteria["state"] == "fulfilled"
    assert overview.shown_range is not None
    start, end = overview.shown_range  # the range the figures were counted over
    assert orders.model.criteria["date_from"] == start.isoformat()
    assert orders.model.criteria["date_to"] == end.isoformat()
    assert (
        filter_box(orders, "date_from", DateFilter).value == start.isoformat()
    )  # shown in the list's own filters
    assert orders.total == overview.figures[channel].orders_by_state["fulfilled"]

    # Every figure opens exactly the rows it counted: the orders figure (sales, the average)
    # counts the orders sold and not cancelled, so its list leaves the cancelled ones out.
    figures = overview.figures[channel]
    assert figures.orders_by_state["cancelled"] > 0
    for figure in ("orders", "sales", "average"):
        window.show_page(0)
        overview.figure_buttons[(channel, figure)].click()
        qtbot.waitUntil(lambda: orders.total is not None and not orders.loading, timeout=10_000)
        assert orders.total == figures.totals.orders, figure
        assert filter_box(orders, "state", QComboBox).currentText() == "Sold, not cancelled"
        state = next(i for i, c in enumerate(orders.model.columns) if c.header == "State")
        shown = {orders.model.text_at(row, state) for row in range(orders.model.rowCount())}
        assert shown <= {"Pending", "Fulfilled"}, figure

    window.show_page(0)
    overview.low_stock_button.click()
    variants = window.current_page
    assert isinstance(variants, VariantsPage)
    qtbot.waitUntil(lambda: variants.total is not None and not variants.loading, timeout=10_000)
    figures = next(iter(overview.figures.values()))
    assert filter_box(variants, "available_at_most", LowStockFilter).check.isChecked()
    assert variants.model.criteria["available_at_most"] == str(figures.low_stock_threshold)
    assert variants.total == figures.low_stock_variants


def test_without_statistics_the_overview_says_why_in_one_line(
    qtbot: QtBot, plain_tap_client: Any, reported_errors: Any
) -> None:
    client, tap = plain_tap_client
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.settled, timeout=10_000)
    assert page.reason_label.isVisible()
    assert page.reason_label.text() == (
        "This server does not offer sales statistics, so there is no overview."
    )
    assert not page.banner.isVisible() and not page.figures_area.isVisible()
    assert not page.range_box.isEnabled()
    assert not tap.asked("/api/v1/channels/")  # nothing more asked of such a server


def test_the_first_figures_wait_only_for_whether_statistics_are_offered(
    qtbot: QtBot, tap_client: Any, run: Any
) -> None:
    """The view a new user lands on: it asks whether the server has statistics (one probe,
    with the role's permissions), then its figures; what else the server offers is asked after
    they are shown, for the views opened next."""
    client, tap = tap_client
    run(client.sign_in())
    tap.events.clear()
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.settled and bool(page.figures), timeout=10_000)
    first_figures = next(
        index
        for index, (event, request) in enumerate(tap.events)
        if event == "answered" and "channel" in request.url.params
    )
    asked_before = {
        (request.url.path, bool(request.url.params))
        for event, request in tap.events[:first_figures]
        if event == "asked"
    }
    assert asked_before == {
        ("/api/v1/me", False),
        (STATISTICS, False),  # whether the server has them
        ("/api/v1/channels/", True),
        (STATISTICS, True),  # a channel's figures
    }
    qtbot.waitUntil(lambda: known_capabilities(client) is not None, timeout=10_000)
    assert len(tap.probes) > 1  # the rest of the survey came after


def test_presets_and_intervals() -> None:
    now = date(2026, 11, 24)
    assert preset_range("today", now) == (now, now)
    assert preset_range("7", now) == (date(2026, 11, 18), now)
    assert preset_range("30", now) == (date(2026, 10, 26), now)
    assert preset_range("year", now) == (date(2026, 1, 1), now)
    assert preset_range("12m", now) == (date(2025, 11, 25), now)
    assert preset_range("12m", date(2028, 2, 29)) == (date(2027, 3, 1), date(2028, 2, 29))
    assert preset_range("year", date(2027, 1, 2)) == (date(2027, 1, 1), date(2027, 1, 2))
    assert interval_for(date(2026, 11, 1), now) == "day"
    assert interval_for(date(2026, 6, 1), now) == "week"
    assert interval_for(date(2026, 1, 1), now) == "month"


def test_the_range_and_the_bars_chosen_are_remembered(
    qtbot: QtBot, store_client: Any, tmp_path: Path
) -> None:
    page = shown_overview(qtbot, store_client, "7")
    page.interval_box.setCurrentIndex(page.interval_box.findData("day"))
    settings = temp_settings(tmp_path)
    page.save_state(settings, "pages/OverviewPage")

    again = OverviewPage(store_client)
    qtbot.addWidget(again)
    again.restore_state(settings, "pages/OverviewPage")
    assert again.range_box.currentData() == "7" and again.interval_box.currentData() == "day"
    assert again.chosen_range == preset_range("7", today())
    assert not again.from_edit.isEnabled()  # a preset's days are not typed


def test_the_chart_tells_each_bar_by_pointer_and_to_a_screen_reader(qtbot: QtBot) -> None:
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    chart.set_bars(
        [Bar("Mon", 120.0, "$120.00"), Bar("Tue", 0.0, "$0.00"), Bar("Wed", 30.0, "$30")]
    )
    chart.show()
    assert chart.accessibleDescription() == "Mon: $120.00; Tue: $0.00; Wed: $30"
    first, third = chart.bar_rect(0), chart.bar_rect(2)
    assert chart.bar_at(first.center().x()) == 0 and chart.bar_at(third.center().x()) == 2
    assert first.height() == pytest.approx(4 * third.height())  # heights in proportion
    assert chart.bar_rect(1).height() == 0
    assert chart.bar_at(0) is None  # the scale's labels, left of the bars
    assert not chart.grab().isNull()


def test_a_channels_sales_and_orders_are_its_placed_orders_in_the_range_not_cancelled(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    """Counted again from the orders list itself, not from the statistics."""
    page = shown_overview(qtbot, store_client)
    start, end = preset_range("12m", today())

    async def placed(channel: str) -> list[Any]:
        found: list[Any] = []
        number = 1
        while True:
            listed = await store_client.orders.summaries(
                page=number,
                limit=100,
                criteria={"channel": channel, "date_from": start, "date_to": end},
            )
            found += [order for order in listed.items if order.number]
            if number >= listed.pages:
                return found
            number += 1

    for code, figures in page.figures.items():
        orders = run(placed(code))
        kept = [order for order in orders if order.state != "cancelled"]
        sales = sum(order.total or 0 for order in kept)
        assert figures.currency  # every channel of the demo store has one
        assert page.figure_buttons[(code, "sales")].text() == formats.money(sales, figures.currency)
        assert page.figure_buttons[(code, "orders")].text() == str(len(kept))
        cancelled = len(orders) - len(kept)
        assert page.figure_buttons[(code, "cancelled")].text() == str(cancelled)
    assert any(figures.totals.orders for figures in page.figures.values())


@pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)  # offscreen: the export window raised
def test_ctrl_e_exports_each_channels_figures_and_its_charts_bars(
    qtbot: QtBot, store_client: Any, run: Any, tmp_path: Path
) -> None:
    """Export on the Overview writes what it shows through the lists' export: a row per channel
    for the range, then a row per bar, amounts as numbers beside their currency."""
    page = shown_overview(qtbot, store_client)
    dialog = page.export_list()
    assert dialog is not None and page.export_list() is dialog  # one window at a time
    path = tmp_path / "overview.csv"
    dialog.file_field.set_path(path)
    with qtbot.waitSignal(dialog.exported, timeout=10_000):
        click_button(dialog, "Export")
    with path.open(encoding="utf-8-sig", newline="") as stream:  # a BOM or none
        header, *rows = list(csv.reader(stream, delimiter=dialog.delimiter_box.currentData()))
    assert header == [
        *("Channel", "Channel name", "Currency", "From", "To", "Row", "Period", "Sales"),
        *("Orders", "Average order", "New customers", "Pending", "Fulfilled", "Cancelled"),
    ]
    start, end = preset_range("12m", today())
    channels = run(store_client.channels.list(page=1, limit=100)).items
    for channel in channels:
        figures = run(store_client.statistics(channel.code, start=start, end=end, interval="month"))
        mine = [row for row in rows if row[0] == channel.code]
        whole, *bars = mine
        totals = figures.totals
        assert whole == [
            channel.code,
            channel.name,
            channel.base_currency,
            start.isoformat(),
            end.isoformat(),
            "Whole range",
            "",
            f"{totals.sales / 100:.2f}",
            str(totals.orders),
            f"{totals.average_order / 100:.2f}",
            str(totals.new_customers),
            *(
                str(figures.orders_by_state[state])
                for state in ("pending", "fulfilled", "cancelled")
            ),
        ]
        assert [(bar[5], bar[6], bar[7], bar[8]) for bar in bars] == [
            ("Month", period.period.isoformat(), f"{period.total / 100:.2f}", str(period.orders))
            for period in figures.sales
        ]
        # The file's bars are what the chart draws for that channel.
        page.chart_channel_box.setCurrentIndex(page.chart_channel_box.findData(channel.code))
        page.chart_channel_box.activated.emit(page.chart_channel_box.currentIndex())
        assert len(page.chart.bars) == len(bars)


def test_ctrl_e_without_statistics_says_why_there_is_nothing_to_export(
    qtbot: QtBot, plain_tap_client: Any
) -> None:
    client, _tap = plain_tap_client
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.settled, timeout=10_000)
    with qtbot.waitSignal(page.problem_reported, timeout=5000) as said:
        assert page.export_list() is None
    assert said.args == [
        "There is nothing to export: This server does not offer sales statistics, so there is "
        "no overview."
    ]


def test_the_chart_and_top_lists_open_on_the_channel_with_the_most_orders_then_keep_the_choice(
    qtbot: QtBot, store_client: Any, run: Any, tmp_path: Path
) -> None:
    place_a_cart(tmp_path / "store.sqlite3")  # one more order in the web store than elsewhere
    page = shown_overview(qtbot, store_client)
    orders = {code: figures.totals.orders for code, figures in page.figures.items()}
    first_listed = str(page.chart_channel_box.itemData(0))
    busiest = max(orders, key=lambda code: orders[code])
    assert orders[busiest] > orders[first_listed]  # the first channel listed is not the busiest
    assert page.chart_channel_box.currentData() == busiest
    top = page.figures[busiest].top_products or []
    assert page.top_lists.products.topLevelItemCount() == len(top) > 0  # its best sellers

    page.chart_channel_box.setCurrentIndex(0)  # the staffer's choice outlives a new range
    page.chart_channel_box.activated.emit(0)
    page.choose_preset("30d")
    qtbot.waitUntil(lambda: page.settled and page.shown_range is not None, timeout=10_000)
    assert page.chart_channel_box.currentData() == first_listed


def survey_probe(request: Any) -> bool:
    """A request of the whole survey of what the server offers (the Overview's own first
    question, whether statistics are offered, is not one)."""
    return is_capability_probe(request) and request.url.path != STATISTICS


@pytest.fixture
def tapped_window(
    qtbot: QtBot,
    backend_app: Any,
    messages: MessageChannel,
    settings: QSettings,
    run: Any,
) -> Iterator[tuple[Any, ServerTap]]:
    """``(window, tap)``: the main window signed in through a ServerTap, the Overview on the
    last 12 months (the demo store's orders fall in them)."""
    tap = ServerTap(backend_app)
    factory = in_process_factory(backend_app, tap.transport, retry=RetryPolicy(attempts=1))
    session = Session(messages, client_factory=factory)
    settings.setValue(f"{page_settings_prefix(OverviewPage)}/range", "12m")
    run(session.open(demo_profile()))
    yield open_window(qtbot, session, messages, settings), tap
    tap.release()
    run(session.close())


def channel_orders_asked(tap: ServerTap) -> list[Any]:
    """The requests of a channel's orders list (a figure's list; the window's own count of new
    orders asks none)."""
    return [
        request
        for request in tap.asked("/api/v1/orders/")
        if "criteria[channel]" in request.url.params
    ]


def shown_figures(
    qtbot: QtBot, window: Any, tap: ServerTap, *, survey_held: bool = True
) -> OverviewPage:
    """The Overview's figures, shown while the survey's answers are held back (unless not
    ``survey_held``)."""
    if survey_held:
        tap.hold(survey_probe)
    overview = window.current_page
    assert isinstance(overview, OverviewPage)
    qtbot.waitUntil(lambda: overview.settled and bool(overview.figures), timeout=10_000)
    assert overview.shown_range == preset_range("12m", today())
    if survey_held:
        qtbot.waitUntil(lambda: tap.held > 0, timeout=10_000)  # the survey is under way
    return overview


def test_a_figure_clicked_before_the_survey_answers_opens_its_list_once_filtered(
    qtbot: QtBot, tapped_window: tuple[Any, ServerTap]
) -> None:
    window, tap = tapped_window
    overview = shown_figures(qtbot, window, tap)
    channel = next(iter(overview.figures))
    overview.figure_buttons[(channel, "fulfilled")].click()
    overview.figure_buttons[(channel, "orders")].click()  # the last click is the one opened

    tap.release()
    qtbot.waitUntil(lambda: isinstance(window.current_page, OrdersPage), timeout=10_000)
    orders = window.current_page
    qtbot.waitUntil(lambda: page_loaded(orders) and not running_tasks(), timeout=15_000)
    start, end = preset_range("12m", today())
    asked = channel_orders_asked(tap)
    assert len(asked) == 1, [str(request.url) for request in asked]
    params = asked[0].url.params
    assert params.get("criteria[channel]") == channel
    assert (params.get("criteria[date_from]"), params.get("criteria[date_to]")) == (
        start.isoformat(),
        end.isoformat(),
    ), params
    assert filter_box(orders, "date_from", DateFilter).value == start.isoformat()
    assert filter_box(orders, "state", QComboBox).currentText() == "Sold, not cancelled"
    assert orders.total == overview.figures[channel].totals.orders


def test_a_figure_waiting_for_the_survey_opens_nothing_once_another_view_is_shown(
    qtbot: QtBot, tapped_window: tuple[Any, ServerTap]
) -> None:
    window, tap = tapped_window
    overview = shown_figures(qtbot, window, tap)
    overview.figure_buttons[(next(iter(overview.figures)), "orders")].click()
    index = window.index_of(VARIANTS_KEY)
    assert index is not None
    window.show_page(index)  # the user moves on before the answer
    tap.release()
    variants = window.current_page
    assert isinstance(variants, VariantsPage)
    qtbot.waitUntil(lambda: page_loaded(variants) and not running_tasks(), timeout=15_000)
    assert window.current_page is variants
    assert not channel_orders_asked(tap)


def test_a_figure_clicked_after_a_failed_survey_opens_its_list_with_what_is_known(
    qtbot: QtBot, tapped_window: tuple[Any, ServerTap]
) -> None:
    window, tap = tapped_window
    tap.fail_when = survey_probe
    overview = shown_figures(qtbot, window, tap, survey_held=False)
    channel = next(iter(overview.figures))
    overview.figure_buttons[(channel, "fulfilled")].click()
    qtbot.waitUntil(lambda: isinstance(window.current_page, OrdersPage), timeout=10_000)
    orders = window.current_page
    qtbot.waitUntil(lambda: orders.total is not None and not orders.loading, timeout=10_000)
    assert orders.model.criteria["channel"] == channel
    assert orders.model.criteria["state"] == "fulfilled"
