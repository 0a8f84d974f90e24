"""What the details panel (Ctrl+I) shows of each record: labelled values, grouped as its editor
groups them, in the words the lists use (state labels, "Name <email>", money with its currency).

The panel adds every field as sent, folded away, below these groups. The editors' helpers it
shares (totals, addresses, dimensions) are imported when a panel is first filled: the editors'
modules (forms, pickers, printing) are not needed for a list's first rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from storeadmin_gui.api.models import Cart, Customer, Order, OrderItem, User, Variant
from storeadmin_gui.ui.editors.totals import TotalLine, signed_money
from storeadmin_gui.ui.formats import format_address, format_money, format_timestamp, variant_name
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.labels import (
    NONE_SHOWN,
    account_state,
    full_name,
    locale_label,
    person,
    role_label,
    state_label,
    text_or_dash,
)
from storeadmin_gui.ui.lists.columns import customer_account
from storeadmin_gui.ui.lists.detail import DetailSection

__all__ = [
    "cart_sections",
    "customer_sections",
    "order_sections",
    "user_sections",
    "variant_sections",
]

Rows = list[tuple[str, str]]


def _named(name: str | None, code: str | None) -> str:
    """``Web store (WEB)``; the code alone when there is no name."""
    if name and code:
        return f"{name} ({code})"
    return text_or_dash(name or code)


def _totals(lines: Sequence[TotalLine], currency: str | None, locale: str | None) -> Rows:
    """The totals explained, line by line, as the editor's totals panel shows them."""
    return [
        (
            line.label,
            signed_money(line.amount, currency, locale)
            if line.signed
            else format_money(line.amount, currency, locale),
        )
        for line in lines
    ]


# ----------------------------------------------------------------------------- variants


def variant_sections(variant: Variant, currencies: Mapping[str, str]) -> list[DetailSection]:
    """As the variant editor: the variant, size and weight, categories and options, prices per
    channel (in each channel's currency), names per locale."""
    from storeadmin_gui.ui.editors.variant_sections import DIMENSIONS

    general: Rows = [
        (tr("pages.sections", "Code"), variant.code),
        (tr("pages.sections", "Name"), variant_name(variant)),
        (tr("pages.sections", "Position"), str(variant.position)),
        (
            tr("pages.sections", "Tracked"),
            tr("pages.sections", "Yes") if variant.tracked else tr("pages.sections", "No"),
        ),
        (tr("pages.sections", "On hand"), text_or_dash(variant.on_hand)),
        (tr("pages.sections", "On hold"), text_or_dash(variant.on_hold)),
        (tr("pages.sections", "Version"), text_or_dash(variant.version)),
        (tr("pages.sections", "Created"), format_timestamp(variant.created_at)),
    ]
    size: Rows = [
        (translated(label), text_or_dash(getattr(variant, key))) for key, label in DIMENSIONS
    ]
    categories: Rows = [
        (tr("pages.sections", "Tax category"), _category(variant.tax_category)),
        (tr("pages.sections", "Shipping category"), _category(variant.shipping_category)),
    ]
    categories += [
        (value.option_name or value.option or tr("pages.sections", "Option"), value.value_name())
        for value in variant.option_values
    ] or [(tr("pages.sections", "Options"), "none")]
    prices: Rows = [
        (channel, format_money(pricing.price, currencies.get(channel)))
        for channel, pricing in sorted(variant.channel_pricings.items())
    ] or [(tr("pages.sections", "Prices"), "none")]
    names: Rows = [
        (locale, text_or_dash(translation.name))
        for locale, translation in sorted(variant.translations.items())
    ] or [(tr("pages.sections", "Names"), "none")]
    return [
        DetailSection(tr("pages.sections", "Variant"), general),
        DetailSection(tr("pages.sections", "Size and weight"), size),
        DetailSection(tr("pages.sections", "Categories and options"), categories),
        DetailSection(tr("pages.sections", "Prices per channel"), prices),
        DetailSection(tr("pages.sections", "Names per locale"), names),
    ]


def _category(category: Any) -> str:
    return NONE_SHOWN if category is None else _named(category.name, category.code)


# ----------------------------------------------------------------------------- carts and orders


def cart_sections(cart: Cart, locale_names: Mapping[str, str] | None = None) -> list[DetailSection]:
    """As the cart editor: who, where and in what currency (its locale by the store's name for
    it, ``locale_names``); then the lines and the totals."""
    from storeadmin_gui.ui.editors.cart_editor import cart_total_lines

    currency, locale = cart.currency_code, cart.locale_code
    customer = cart.customer
    who = (
        person(full_name(customer.first_name, customer.last_name), customer.email)
        if customer
        else tr("pages.sections", "no customer")
    )
    header: Rows = [
        (tr("pages.sections", "Customer"), who),
        (
            tr("pages.sections", "Channel"),
            text_or_dash(cart.channel.code if cart.channel else None),
        ),
        (tr("pages.sections", "Currency"), text_or_dash(currency)),
        (tr("pages.sections", "Locale"), locale_label(locale, locale_names or {})),
        (tr("pages.sections", "Checkout"), state_label(cart.checkout_state)),
        (tr("pages.sections", "Created"), format_timestamp(cart.created_at)),
        (tr("pages.sections", "Updated"), format_timestamp(cart.updated_at)),
    ]
    lines: Rows = [
        (
            f"{item.quantity} × {item.variant.name(locale) if item.variant else f'#{item.id}'}",
            format_money(item.total, currency, locale),
        )
        for item in cart.items
    ]
    return [
        DetailSection(tr("pages.sections", "Cart"), header),
        DetailSection(
            tr("pages.sections", "Items and totals"),
            lines + _totals(cart_total_lines(cart), currency, locale),
        ),
    ]


def order_sections(order: Order) -> list[DetailSection]:
    """As the order editor: its header, the items and totals, then addresses, payments and
    shipments."""
    from storeadmin_gui.ui.editors.order.payments import order_total_lines

    currency = order.currency
    customer = order.customer
    name = full_name(customer.first_name, customer.last_name) if customer else ""
    email = (customer.email if customer else None) or order.email
    channel = order.channel
    header: Rows = [
        (tr("pages.sections", "Number"), order.number or tr("pages.sections", "not assigned yet")),
        (tr("pages.sections", "State"), state_label(order.state)),
        (tr("pages.sections", "Checkout"), state_label(order.checkout_state)),
    ]
    header += [
        (caption, state_label(state))
        for caption, state in (
            (tr("pages.sections", "Payment"), order.payment_state),
            (tr("pages.sections", "Shipping"), order.shipping_state),
        )
        if state
    ]
    header += [
        (
            tr("pages.sections", "Customer"),
            person(name, email) if name or email else tr("pages.sections", "no customer"),
        ),
        (
            tr("pages.sections", "Channel"),
            _named(channel.name, channel.code) if channel else NONE_SHOWN,
        ),
        (tr("pages.sections", "Currency"), text_or_dash(currency)),
        (tr("pages.sections", "Created"), format_timestamp(order.created_at)),
        (tr("pages.sections", "Updated"), format_timestamp(order.updated_at)),
        (tr("pages.sections", "Checkout completed"), format_timestamp(order.checkout_completed_at)),
    ]
    lines: Rows = [
        (f"{item.quantity} × {_order_item_name(item)}", format_money(item.total, currency))
        for item in order.items
    ]
    more: Rows = [
        (
            tr("pages.sections", "Billing address"),
            format_address(order.billing_address).replace("\n", ", "),
        ),
        (
            tr("pages.sections", "Shipping address"),
            format_address(order.shipping_address).replace("\n", ", "),
        ),
    ]
    for caption, entries in (
        (tr("pages.sections", "Payment"), order.payments),
        (tr("pages.sections", "Shipment"), order.shipments),
    ):
        more += [(caption, _entry(entry, currency)) for entry in entries] or [
            (f"{caption}s", tr("pages.sections", "none yet"))
        ]
    return [
        DetailSection(tr("pages.sections", "Order"), header),
        DetailSection(
            tr("pages.sections", "Items and totals"),
            lines + _totals(order_total_lines(order), currency, None),
        ),
        DetailSection(tr("pages.sections", "Addresses, payments, shipments"), more),
    ]


def _order_item_name(item: OrderItem) -> str:
    variant = item.variant
    if variant is None:
        return tr("pages.sections", "item #{id}").format(id=item.id)
    product = variant.object
    name = product.name if product else None
    code = variant.code or variant.sku
    if name and code:
        return f"{name} ({code})"  # a product's lines differ by their variant
    return name or code or tr("pages.sections", "variant #{id}").format(id=variant.id)


def _entry(entry: Any, currency: str | None) -> str:
    """A payment or shipment in one line, its state in the lists' words."""
    from storeadmin_gui.ui.editors.order.details import describe_entry

    if isinstance(entry, Mapping) and entry.get("state"):
        entry = {**entry, "state": state_label(entry["state"])}
    return describe_entry(entry, currency)


# ----------------------------------------------------------------------------- users


def user_sections(user: User) -> list[DetailSection]:
    """As the user editor: the account; then its password reset, when the server sent one."""
    account: Rows = [
        (tr("pages.sections", "First name"), text_or_dash(user.first_name)),
        (tr("pages.sections", "Last name"), text_or_dash(user.last_name)),
        (tr("pages.sections", "E-mail"), text_or_dash(user.email)),
        (tr("pages.sections", "Username"), text_or_dash(user.username)),
        (tr("pages.sections", "Status"), state_label(account_state(user.enabled))),
        (tr("pages.sections", "Roles"), ", ".join(map(role_label, user.roles)) or NONE_SHOWN),
        (tr("pages.sections", "Created"), format_timestamp(user.created_at)),
    ]
    sections = [DetailSection(tr("pages.sections", "User"), account)]
    reset = [
        (caption, format_timestamp(moment))
        for caption, moment in (
            (tr("pages.sections", "Reset requested"), user.password_requested_at),
            (tr("pages.sections", "Last login"), user.last_login),
        )
        if moment is not None
    ]
    if reset:
        sections.append(DetailSection(tr("pages.sections", "Password reset"), reset))
    return sections


def customer_sections(customer: Customer) -> list[DetailSection]:
    """Who the customer is; what they bought is their profile's (Enter opens it)."""
    rows: Rows = [
        (tr("pages.sections", "First name"), text_or_dash(customer.first_name)),
        (tr("pages.sections", "Last name"), text_or_dash(customer.last_name)),
        (tr("pages.sections", "E-mail"), text_or_dash(customer.email)),
        (tr("pages.sections", "Phone"), text_or_dash(customer.phone_number)),
        (tr("pages.sections", "Guest or account"), customer_account(customer)),
        (tr("pages.sections", "Created"), format_timestamp(customer.created_at)),
    ]
    return [DetailSection(tr("pages.sections", "Customer"), rows)]
