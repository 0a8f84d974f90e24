"""The "New cart" and "New order" forms: one form, a customer, a channel and a locale of it.

A cart and an order start the same way (docs/api.md section 7): a channel, one of the channel's
locales, and a customer (required for a cart, optional for an order). The subclasses say which
customer value the server takes, whether the customer comes first, and how the record is created.

A create is not idempotent: when its answer is lost, the newest records are read and compared with
the newest one before it was sent, so the record made then is found (and opened) rather than made
a second time.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import Capabilities, CartCriteria, Feature, StoreClient, errors
from storeadmin_gui.api.models import Cart, CartCreate, Order, OrderCreate
from storeadmin_gui.ui.editors.editor import Editor, Outcome
from storeadmin_gui.ui.editors.layout import top_aligned_form
from storeadmin_gui.ui.editors.pickers import (
    ChannelPicker,
    CustomerPicker,
    LocalePicker,
    fill_channel_and_locale,
    link_locales,
)
from storeadmin_gui.ui.editors.read_only import capabilities_of
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import about
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["NewCartEditor", "NewOrderEditor", "NewSaleEditor"]


class NewSaleEditor(Editor):
    """Base of the creators; ``created`` gives the new record so the host can open it."""

    created = Signal(object)  # the Cart or Order the server created
    intro = ""
    customer_value = "email"  # what the customer picker gives: "email" or "id"
    customer_label = noop("editors.new_sale", "Customer")
    customer_first = True  # the customer's row above the channel's
    saved_note = noop("editors.new_sale", "Created")
    feature = Feature.CHANGE_CARTS  # what the server must offer for the create

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.created_record: Any = None
        self._newest_before: int | None = None  # the newest record's id before a create
        self._lookups_loaded = False
        self.offered: Capabilities | None = None
        self.customer_picker = CustomerPicker(client, value=self.customer_value)
        self.channel_picker = ChannelPicker()
        self.locale_picker = LocalePicker()
        link_locales(self.channel_picker, self.locale_picker)

        layout = top_aligned_form(self.body)
        intro = QLabel(self.intro)
        set_role(intro, "hint")
        layout.addRow(intro)
        customer_row: tuple[str, str, QWidget] = (
            "customer",
            self.customer_label,
            self.customer_picker,
        )
        rows: list[tuple[str, str, QWidget]] = [
            ("channel", tr("editors.new_sale", "Channel"), self.channel_picker),
            ("locale_code", tr("editors.new_sale", "Locale"), self.locale_picker),
        ]
        rows.insert(0 if self.customer_first else len(rows), customer_row)
        for key, label, widget in rows:
            self.form.add_row(layout, key, label, widget)
        self._first_input: QWidget = rows[0][2]
        self.setMinimumWidth(520)
        self.start()

    @property
    def creating(self) -> bool:
        """Create is offered before anything is typed: the server says what is missing."""
        return True

    def describe(self) -> str:
        return about(self.record_name, "new_title")

    def save_refusal(self) -> str | None:
        return missing_reason(self.offered, self.feature)

    async def load(self) -> None:
        if not self._lookups_loaded:
            await fill_channel_and_locale(self.client, self.channel_picker, self.locale_picker)
            self.offered = await capabilities_of(self.client)
            self._lookups_loaded = True
        self.form.load(
            {
                "customer": None,
                "channel": self.channel_picker.code(),
                "locale_code": self.locale_picker.currentData(),
            }
        )
        self._first_input.setFocus()

    async def submit(self) -> None:
        self._newest_before = None
        self._newest_before = await self.newest_id()
        self.created_record = await self.create_record(self.form.values())
        self.created.emit(self.created_record)

    async def check_submitted(self) -> Outcome:
        """The create's answer was lost: a record made since, for these values, is the one."""
        if self._newest_before is None:
            return Outcome.NOT_DONE  # the create was not sent
        made = await self.made_since(self._newest_before, self.form.values())
        if not made:
            return Outcome.NOT_DONE
        if len(made) > 1:
            return Outcome.CHANGED
        self.created_record = made[0]
        self.created.emit(self.created_record)
        return Outcome.DONE

    async def create_record(self, values: dict[str, Any]) -> Any:
        """Send the form's ``values`` (keys ``customer``, ``channel``, ``locale_code``)."""
        raise NotImplementedError

    async def newest_id(self) -> int:
        """The id of the newest record of this kind (0 when there is none)."""
        raise NotImplementedError

    async def made_since(self, newest_before: int, values: dict[str, Any]) -> list[Any]:
        """Records newer than ``newest_before`` that a create of ``values`` would have made."""
        raise NotImplementedError


class NewCartEditor(NewSaleEditor):
    """Start a cart for a customer (searched by e-mail or name) in a channel and one of its
    locales."""

    record_name = "cart"
    save_label = noop("editors.cart_editor", "Create cart")
    intro = noop(
        "editors.cart_editor", "A cart is started for a customer in one channel and language."
    )

    async def create_record(self, values: dict[str, Any]) -> Cart:
        return await self.client.carts.create(
            CartCreate(
                customer=values["customer"] or "",
                channel=values["channel"] or "",
                locale_code=values["locale_code"] or "",
            )
        )

    async def newest_id(self) -> int:  # of the customer's: not every server lists newest first
        return max((cart.id for cart in await self._carts_of(self.form.values())), default=0)

    async def _carts_of(self, values: dict[str, Any]) -> list[Cart]:
        customer = (values["customer"] or "").casefold()
        return [
            c async for c in self.client.carts.iter_all(criteria=CartCriteria(customer=customer))
        ]

    async def made_since(self, newest_before: int, values: dict[str, Any]) -> list[Cart]:
        customer = (values["customer"] or "").casefold()
        return [
            cart
            for cart in await self._carts_of(values)
            if cart.id > newest_before
            and not cart.items
            and cart.customer is not None
            and (cart.customer.email or "").casefold() == customer
            and (cart.channel.code if cart.channel else None) == values["channel"]
            and cart.locale_code == values["locale_code"]
        ]


class NewOrderEditor(NewSaleEditor):
    """Start an order (state ``cart``) in a channel and locale, for a customer if one is given."""

    record_name = "order"
    save_label = noop("editors.order_editor", "Create order")
    intro = noop(
        "editors.order_editor", "A new order starts in the state “cart”; add its items next."
    )
    customer_value = "id"
    customer_label = noop("editors.order_editor", "Customer (optional)")
    customer_first = False
    feature = Feature.CREATE_ORDER

    async def create_record(self, values: dict[str, Any]) -> Order:
        customer = values["customer"]
        if self.customer_picker.line_edit.text().strip() and customer is None:
            raise errors.ValidationFailed(
                tr("editors.order_editor", "Choose the customer from the list."),
                field_errors={
                    "customer": [
                        tr(
                            "editors.order_editor",
                            "Pick a customer from the matches, or leave it empty.",
                        )
                    ]
                },
            )
        fields: dict[str, Any] = {
            "channel": values["channel"] or "",
            "locale_code": values["locale_code"] or "",
        }
        if customer is not None:
            fields["customer"] = int(customer)  # sent only when given: it is optional
        return await self.client.orders.create(OrderCreate(**fields))

    async def newest_id(self) -> int:
        newest = await self.client.orders.list(page=1, limit=1)  # newest first
        return newest.items[0].id if newest.items else 0

    async def made_since(self, newest_before: int, values: dict[str, Any]) -> list[Order]:
        page = await self.client.orders.list(page=1, limit=20)  # newest first
        customer = values["customer"]
        return [
            order
            for order in page.items
            if order.id > newest_before
            and not order.items
            and order.state == "cart"
            and (order.channel.code if order.channel else None) == values["channel"]
            and order.locale_code == values["locale_code"]
            and (order.customer.id if order.customer else None) == customer
        ]
