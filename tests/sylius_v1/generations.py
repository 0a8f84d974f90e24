"""The three generations of the Sylius 1.x admin API (v1), as data.

Each generation is read from one representative tag (the newest of the generation that still had
the bundle in the shape the generation names); the differences that matter to a client are flags
here, so the rest of the stand-in is one mechanism. Where versions inside a generation differ, the
README says so; the flag follows the representative tag.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Generation:
    """What one generation does differently (the source of each flag is in README.md)."""

    key: str
    tag: str  # the representative tag read
    # The API prefix: 1.0-1.8 mount the bundle under /v{version} (any version string matches and
    # answers as v1); 1.9 and the separate bundle under a fixed /v1.
    version_placeholder: bool
    # GET /orders/ (the order grid): core routing gained the index in 1.5.
    order_index: bool
    # Symfony 3.4 redirects a GET that lacks a route's trailing slash; 4.1+ also one that has an
    # extra slash. Stores of 1.0-1.2 run Symfony 3.4 only.
    redirects_extra_slash: bool
    # A grid sorting on a field it does not declare: sylius/grid-bundle < 1.10.1 asserts and the
    # exception escapes (500); >= 1.10.1 (required by Sylius 1.12) refuses with 400.
    undeclared_sort_status: int
    # The variant form: ``enabled`` checkbox (ProductBundle, 1.8+).
    variant_enabled_field: bool
    # The variant form keeps option values a body leaves out (AdminApiBundle 1.10+); before, a
    # PUT without them empties the variant's option values.
    option_values_kept_when_absent: bool
    # ``optionValues`` given but empty is refused at ``optionValuesData`` (bundle 1.12).
    option_values_must_not_be_blank: bool
    # A channel pricing submitted with neither price nor original price is deleted (1.9+); before,
    # it stays with a null price.
    empty_pricing_removed: bool
    # ChannelPricing's price may be 0 (Range min 0.00 from 1.7; before, min 0.01: one cent).
    zero_price_allowed: bool
    # ChannelPricingType's ``minimumPrice`` (1.12).
    minimum_price_field: bool
    # UserType's ``verifiedAt`` checkbox (1.9+) and AdminUserType's ``avatar`` (1.6+).
    user_verified_at_field: bool
    admin_avatar_field: bool
    # jms/serializer 2+ (Sylius 1.9's serializer-bundle ^3.5) writes floats with JSON's
    # PRESERVE_ZERO_FRACTION (``30.0``); 1.x (serializer-bundle ^2.0, Sylius 1.0-1.8) writes ``30``.
    json_zero_fraction: bool
    # Payment methods: only ``show`` before bundle 1.12, the full resource with it.
    payment_method_writes: bool
    # The admin order grid's extra filters: ``shipping_method`` (1.8) and ``product``, ``variant``
    # (1.12).
    order_filter_shipping_method: bool
    order_filter_product_variant: bool


GENERATIONS: dict[str, Generation] = {
    "1.0-1.4": Generation(
        key="1.0-1.4",
        tag="Sylius/Sylius v1.4.12",
        version_placeholder=True,
        order_index=False,
        redirects_extra_slash=False,
        undeclared_sort_status=500,
        variant_enabled_field=False,
        option_values_kept_when_absent=False,
        option_values_must_not_be_blank=False,
        empty_pricing_removed=False,
        zero_price_allowed=False,
        minimum_price_field=False,
        user_verified_at_field=False,
        admin_avatar_field=False,
        json_zero_fraction=False,
        payment_method_writes=False,
        order_filter_shipping_method=False,
        order_filter_product_variant=False,
    ),
    "1.5-1.9": Generation(
        key="1.5-1.9",
        tag="Sylius/Sylius v1.9.2",
        version_placeholder=False,
        order_index=True,
        redirects_extra_slash=True,
        undeclared_sort_status=500,
        variant_enabled_field=True,
        option_values_kept_when_absent=False,
        option_values_must_not_be_blank=False,
        empty_pricing_removed=True,
        zero_price_allowed=True,
        minimum_price_field=False,
        user_verified_at_field=True,
        admin_avatar_field=True,
        json_zero_fraction=True,
        payment_method_writes=False,
        order_filter_shipping_method=True,
        order_filter_product_variant=False,
    ),
    "1.10-1.12": Generation(
        key="1.10-1.12",
        tag="Sylius/SyliusAdminApiBundle v1.12.0 on Sylius/Sylius v1.12.0",
        version_placeholder=False,
        order_index=True,
        redirects_extra_slash=True,
        undeclared_sort_status=400,
        variant_enabled_field=True,
        option_values_kept_when_absent=True,
        option_values_must_not_be_blank=True,
        empty_pricing_removed=True,
        zero_price_allowed=True,
        minimum_price_field=True,
        user_verified_at_field=True,
        admin_avatar_field=True,
        json_zero_fraction=True,
        payment_method_writes=True,
        order_filter_shipping_method=True,
        order_filter_product_variant=True,
    ),
}
