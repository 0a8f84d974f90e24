"""Money in the api layer: typed amounts turned into request form, minor units into the plain
major units an editor starts from (how money reads in a locale: tests/ui/test_formats.py)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from storeadmin_gui.api import Money


@pytest.mark.parametrize(
    ("typed", "request_form", "minor"),
    [
        ("10.59", "10.59", 1059),
        (" 10.5 ", "10.50", 1050),
        ("10,59", "10.59", 1059),
        ("10", "10.00", 1000),
        ("0.01", "0.01", 1),
        ("007.10", "7.10", 710),
        (12, "12.00", 1200),
        (Decimal("12.43"), "12.43", 1243),
    ],
)
def test_typed_amounts_become_the_request_form(
    typed: str | int | Decimal, request_form: str, minor: int
) -> None:
    assert Money.parse_major(typed) == request_form
    assert Money.to_minor(typed) == minor


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("", "Enter an amount, for example 10.59."),
        ("-1", "The amount cannot be negative."),
        ("10.599", "Enter at most two decimal places, for example 10.59."),
        ("abc", "“abc” is not an amount; enter one such as 10.59."),
        ("1,234.56", "“1,234.56” is not an amount; enter one such as 10.59."),
        ("1e3", "“1e3” is not an amount; enter one such as 10.59."),
    ],
)
def test_bad_amounts_are_refused_with_a_sentence(typed: str, message: str) -> None:
    with pytest.raises(ValueError) as raised:
        Money.parse_major(typed)
    assert str(raised.value) == message


def test_to_major_prefills_an_editor_with_what_the_api_takes_back() -> None:
    assert [Money.to_major(m) for m in (1243, 5, 0, -250)] == ["12.43", "0.05", "0.00", "-2.50"]
    assert Money.to_minor(Money.to_major(1243)) == 1243


def test_the_client_and_the_reference_server_take_the_same_largest_amount() -> None:
    from storeadmin_gui.backend.requests import MAX_AMOUNT_MINOR

    assert Money.MAX_MINOR == MAX_AMOUNT_MINOR
    assert Money.largest_major() == Decimal("10000000.00")
