"""This workstation's own record of what it did on a store that keeps no history
(``api/local_history.py``): paged newest first, a line cut short by a crash skipped, and a record
that cannot be written or read costs the staffer nothing but the record."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from storeadmin_gui.api.local_history import LocalHistory
from storeadmin_gui.api.models import HistoryEntry
from storeadmin_gui.api.models.orders import in_locale

pytestmark = pytest.mark.anyio

VARIANT = "TSHIRT/TSHIRT_M"


async def test_the_record_pages_newest_first_and_skips_a_line_cut_short(tmp_path: Path) -> None:
    record = LocalHistory(tmp_path, "https://shop.example", "clerk")
    for count in range(5):
        await record.record("variant", VARIANT, "updated", [{"field": "onHand", "after": count}])
    await record.record("variant", "OTHER/ONE", "updated", [{"field": "onHand", "after": 9}])
    with record.path.open("a", encoding="utf-8") as file:
        file.write('{"subject": "variant", "subject_id": "TSHIRT/TS')  # a crash mid-line
    first = await record.page("variant", VARIANT, 1, 2)
    assert (first.total, first.pages) == (5, 3)
    assert [entry.changes[0].after for entry in first.items] == [4, 3]
    last = await first.fetch(3)
    assert [entry.changes[0].after for entry in last.items] == [0]
    beyond = await record.page("variant", VARIANT, 9, 2)  # past the end: the last page
    assert beyond.page == 3 and [e.changes[0].after for e in beyond.items] == [0]
    assert all(entry.user.name == "clerk" for entry in first.items)


async def test_a_record_that_cannot_be_kept_or_read_is_only_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "a file where the folder should be"
    blocked.write_text("")
    record = LocalHistory(blocked, "https://shop.example", "clerk")
    with caplog.at_level(logging.WARNING, logger="storeadmin_gui.api"):
        await record.record("variant", VARIANT, "updated", [{"field": "onHand", "after": 1}])
    assert "could not be written" in caplog.text
    unreadable = LocalHistory(tmp_path, "https://shop.example", "clerk")
    unreadable.path.mkdir(parents=True)  # a folder where the file should be
    with caplog.at_level(logging.WARNING, logger="storeadmin_gui.api"):
        page = await unreadable.page("variant", VARIANT, 1, 10)
    assert page.total == 0 and "could not be read" in caplog.text


def test_an_entry_says_whether_someone_saved_it_and_which_channels_price_moved() -> None:
    saved = HistoryEntry.model_validate(
        {
            "id": 1,
            "action": "updated",
            "changes": [
                {"field": "channelPricings.WEB.price", "before": 100, "after": 120},
                {"field": "onHand", "before": 3, "after": 4},
            ],
        }
    )
    shipped = HistoryEntry.model_validate({"id": 2, "action": "shipped", "changes": []})
    assert saved.edited and not shipped.edited
    assert [change.channel_price for change in saved.changes] == ["WEB", None]


def test_a_name_falls_back_to_another_locale_of_the_same_language() -> None:
    names = {"de_AT": "Zwiebel", "en_US": "Onion", "fr_FR": None}
    assert in_locale(names, ["de_CH"]) == "Zwiebel"
    assert in_locale(names, [None, "en-GB"]) == "Onion"
    assert in_locale(names, ["fr_CA", "nl_NL"]) is None
