"""The money rules of docs/api.md section 7, checked against numbers computed by hand."""

from decimal import Decimal

import pytest

from storeadmin_gui.backend.recalc import (
    ORDER_PROMOTION,
    SHIPPING,
    TAX,
    LineInput,
    PromotionRule,
    ShippingRule,
    TaxRule,
    distribute,
    percent_text,
    recalculate,
    round_half_up,
)

VAT = TaxRule("VAT", Decimal("0.2"))
SHIP = ShippingRule("UPS", 500, "ups")
TEN_OFF = PromotionRule("Christmas", Decimal("0.1"), "christmas")


def test_rounding_is_half_up_not_bankers() -> None:
    assert round_half_up(Decimal("2.5")) == 3
    assert round_half_up(Decimal("3.5")) == 4
    assert round_half_up(Decimal("2.4999")) == 2
    assert round_half_up(Decimal("-2.5")) == -3


def test_percent_label_text() -> None:
    assert percent_text(Decimal("0.2")) == "20"
    assert percent_text(Decimal("0.075")) == "7.5"
    assert percent_text(Decimal("0.20")) == "20"
    assert VAT.label == "VAT (20%)"


def test_distribute_gives_remainders_to_the_first_positive_weights() -> None:
    assert distribute(10, [1, 1, 1]) == [4, 3, 3]
    assert distribute(333, [1000, 1000, 1000, 333]) == [100, 100, 100, 33]
    assert distribute(5, [0, 1, 1]) == [0, 3, 2]
    assert distribute(0, [5, 5]) == [0, 0]
    assert distribute(7, [0, 0]) == [0, 0]


def test_empty_cart_has_no_shipping_and_zero_totals() -> None:
    result = recalculate([], SHIP, [TEN_OFF])
    assert result.adjustments == []
    assert (result.items_total, result.adjustments_total, result.total) == (0, 0, 0)


def test_full_recalculation_matches_hand_computed_totals() -> None:
    # Items: 3 x 1000 taxed 20 %, 1 x 333 untaxed. Items total before promotion 3333.
    # Promotion 10 %: 333.3 -> 333; shares 99,99,99,33 (=330), remainder 3 to the first units.
    # Tax per A unit on 900 = 180. A unit total 1080, B unit total 300.
    result = recalculate([LineInput(1000, 3, VAT), LineInput(333, 1)], SHIP, [TEN_OFF])
    first, second = result.items
    assert [unit.value_of(ORDER_PROMOTION) for unit in first.units] == [-100, -100, -100]
    assert [unit.value_of(ORDER_PROMOTION) for unit in second.units] == [-33]
    assert [unit.value_of(TAX) for unit in first.units] == [180, 180, 180]
    assert second.units[0].value_of(TAX) == 0
    assert first.units[0].adjustments[1].label == "VAT (20%)"
    assert first.units_total == 3240
    assert first.total == 3240
    assert first.adjustments_total == 0
    assert second.total == 300
    assert result.items_total == 3540
    assert [(a.type, a.label, a.amount) for a in result.adjustments] == [(SHIPPING, "UPS", 500)]
    assert result.adjustments_total == 500
    assert result.total == 4040


def test_promotion_sum_is_exact_and_spread_over_units() -> None:
    # 7 units of 999: total 6993, 10 % = 699.3 -> 699; 699 / 7 = 99 r 6: six units 100, one 99.
    result = recalculate([LineInput(999, 7)], None, [TEN_OFF])
    shares = [unit.value_of(ORDER_PROMOTION) for unit in result.items[0].units]
    assert shares == [-100, -100, -100, -100, -100, -100, -99]
    assert result.total == 6993 - 699


def test_tax_rounds_half_up_per_unit() -> None:
    # 20 % of 1003 = 200.6 -> 201; 20 % of 1002 = 200.4 -> 200; 20 % of 1 = 0.2 -> 0 (no line).
    result = recalculate([LineInput(1003, 1, VAT), LineInput(1002, 1, VAT), LineInput(1, 1, VAT)])
    assert [item.units[0].value_of(TAX) for item in result.items] == [201, 200, 0]
    assert result.items[2].units[0].adjustments == []
    assert result.total == 1204 + 1202 + 1


def test_half_cent_tax_rounds_up() -> None:
    # 7.5 % of 100 = 7.5 -> 8.
    result = recalculate([LineInput(100, 1, TaxRule("Reduced", Decimal("0.075")))])
    assert result.items[0].units[0].value_of(TAX) == 8
    assert result.items[0].units[0].adjustments[0].label == "Reduced (7.5%)"


def test_included_tax_is_neutral_and_not_added() -> None:
    # 1200 including 20 %: net 1000, tax 200, neutral.
    result = recalculate([LineInput(1200, 2, TaxRule("VAT", Decimal("0.2"), True))])
    unit = result.items[0].units[0]
    assert unit.adjustments[0].amount == 200
    assert unit.adjustments[0].neutral
    assert result.total == 2400


def test_two_promotions_apply_one_after_the_other() -> None:
    # 1000 -> 10 % = 100 -> 900 -> 50 % = 450: final 450.
    half = PromotionRule("Half", Decimal("0.5"))
    result = recalculate([LineInput(1000, 1)], None, [TEN_OFF, half])
    assert [a.amount for a in result.items[0].units[0].adjustments] == [-100, -450]
    assert result.total == 450


@pytest.mark.parametrize("quantity", [1, 2, 3, 13, 97])
def test_totals_are_sums_of_their_parts(quantity: int) -> None:
    result = recalculate([LineInput(1237, quantity, VAT), LineInput(59, 2)], SHIP, [TEN_OFF])
    for item in result.items:
        assert item.quantity == len(item.units)
        assert item.units_total == sum(
            unit.unit_price + sum(a.amount for a in unit.adjustments) for unit in item.units
        )
    discount = -sum(u.value_of(ORDER_PROMOTION) for i in result.items for u in i.units)
    assert discount == round_half_up(Decimal(1237 * quantity + 118) / 10)
    assert result.total == result.items_total + 500


def test_a_one_cent_unit_never_gets_more_than_its_cent() -> None:
    # 50 % of 2001 = 1000.5 -> 1001: floors 0, 500, 500 leave 1, which goes to the first unit
    # with a value: the 1-cent one, which then costs nothing, and never less than nothing.
    assert distribute(1001, [1, 1000, 1000]) == [1, 500, 500]
    half = PromotionRule("Half", Decimal("0.5"))
    result = recalculate([LineInput(1, 1), LineInput(1000, 2)], None, [half])
    penny = result.items[0].units[0]
    assert penny.value_of(ORDER_PROMOTION) == -1
    assert penny.total == 0
    assert [unit.total for unit in result.items[1].units] == [500, 500]
    # A second promotion finds the unit at 0 and leaves it there.
    again = recalculate([LineInput(1, 1), LineInput(1000, 2)], None, [half, TEN_OFF])
    assert again.items[0].units[0].total == 0
    assert all(unit.total >= 0 for item in again.items for unit in item.units)


def test_a_free_unit_gets_no_share_of_a_promotion() -> None:
    # 10 % of 1001 = 100.1 -> 100: it all goes to the paid unit, the remainder too.
    assert distribute(101, [0, 1001]) == [0, 101]
    result = recalculate([LineInput(0, 1), LineInput(1001, 1)], None, [TEN_OFF])
    free, paid = result.items
    assert free.units[0].adjustments == []
    assert free.total == 0
    assert paid.units[0].value_of(ORDER_PROMOTION) == -100
    assert result.total == 901
