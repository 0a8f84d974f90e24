"""Carts: the "New cart" form and the cart editor (lines, quantities, totals explained).

The cart editor's form is the "add an item" row (variant + quantity): Ctrl+S / "Add to cart"
sends it, server messages land on those fields (an out-of-stock message, which is form-level, right
under the row). Quantity changes happen inline in the items table; a refused change is marked on
its row. After every change the cart is fetched again, because the server recalculates shipping,
promotions and taxes (docs/api.md section 7); a later change that works clears the messages of
earlier refusals, which no longer describe the cart.

Adding an item is not idempotent (adding a variant the cart has raises its quantity), so when the
answer to an add is lost the cart is read again and compared before anything else happens: the
item is there (success), or it is not (Retry is safe), or the cart changed otherwise (shown).
"""

from __future__ import annotations

import html
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import CatalogueCriteria, Feature, StoreClient, errors
from storeadmin_gui.api.models import Adjustment, Cart, CartItem, Variant
from storeadmin_gui.ui.editors.editor import Outcome
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.layout import (
    MAX_QUANTITY,
    quantity_input,
    take_from_layout,
)
from storeadmin_gui.ui.editors.lines import LinesEditor
from storeadmin_gui.ui.editors.new_sale import (  # NewCartEditor: where it was
    NewCartEditor,
)
from storeadmin_gui.ui.editors.pickers import (
    VariantChoice,
    VariantPicker,
)
from storeadmin_gui.ui.editors.totals import (
    Charge,
    TotalLine,
    TotalsPanel,
    describe_charges,
    explain_totals,
    signed_money,
)
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted, full_name, locale_label, person, state_label
from storeadmin_gui.ui.locale_names import locale_names
from storeadmin_gui.ui.shell.style import colour, set_role
from storeadmin_gui.ui.widgets.error_label import error_label, set_keep_line

__all__ = [
    "CartEditor",
    "CartItemsModel",
    "NewCartEditor",
    "cart_total_lines",
    "variant_label",
]

COMMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


def variant_label(variant: Variant | None, locale: str | None) -> str:
    """``CODE — name`` for a cart line; the option values stand in when the variant has no name."""
    if variant is None:
        return "—"
    translation = variant.translations.get(locale or "") or next(
        iter(variant.translations.values()), None
    )
    if translation is not None and translation.name:
        return f"{variant.code} — {translation.name}"
    options = [option.value_name(locale) for option in variant.option_values]
    return f"{variant.code} ({', '.join(options)})" if options else variant.code


def _line(cart: Cart | None, item_id: int) -> CartItem | None:
    return next((item for item in cart.items if item.id == item_id), None) if cart else None


def _quantity_of(cart: Cart | None, variant_code: str | None) -> int:
    """How many of the variant the cart holds (0 when none, or when it is not known)."""
    if cart is None or variant_code is None:
        return 0
    return sum(
        item.quantity
        for item in cart.items
        if item.variant is not None and item.variant.code == variant_code
    )


async def _left_in_stock(client: StoreClient, code: str, product: str | None) -> int | None:
    """How many of the variant ``code`` are left to sell (on hand, not on hold), read now;
    None when its stock is not tracked or cannot be read."""
    try:
        page = await client.catalogue.list(page=1, limit=20, criteria=CatalogueCriteria(code=code))
        listed = next((variant for variant in page.items if variant.code == code), None)
        return None if listed is None else listed.available
    except errors.NotFound:
        pass  # a server without the whole catalogue: the variant's own product
    except errors.ApiError:
        return None
    if product is None:
        return None
    try:
        variant = await client.variants.get(product, code)
    except errors.ApiError:
        return None
    if not variant.tracked or variant.on_hand is None:
        return None
    return max(variant.on_hand - (variant.on_hold or 0), 0)


# --- totals ---------------------------------------------------------------------------------


def cart_charges(adjustments: Sequence[Adjustment]) -> list[Charge]:
    return [Charge(adj.type or "", adj.label or "", adj.amount) for adj in adjustments]


def item_adjustments(item: CartItem) -> list[Adjustment]:
    """Every adjustment of a line: on the item and on each of its units."""
    return [*item.adjustments, *(adj for unit in item.units for adj in unit.adjustments)]


def cart_total_lines(cart: Cart) -> list[TotalLine]:
    """The cart's totals explained (see :func:`explain_totals`)."""
    return explain_totals(
        at_unit_price=sum(item.unit_price * item.quantity for item in cart.items),
        units=sum(item.quantity for item in cart.items),
        on_items=[c for item in cart.items for c in cart_charges(item_adjustments(item))],
        items_total=cart.items_total,
        on_order=cart_charges(cart.adjustments),
        adjustments_total=cart.adjustments_total,
        total=cart.total,
    )


# --- items table ----------------------------------------------------------------------------


class CartItemsModel(QAbstractTableModel):
    """The cart's lines; the quantity column is editable and asks for the change by a signal
    (the cart is recalculated by the server, so nothing is changed here until it answers)."""

    quantity_requested = Signal(int, int)  # item id, new quantity

    HEADERS = (
        noop("editors.cart_editor", "Variant"),
        noop("editors.cart_editor", "Unit price"),
        noop("editors.cart_editor", "Quantity"),
        noop("editors.cart_editor", "Units"),
        noop("editors.cart_editor", "Adjustments"),
        noop("editors.cart_editor", "Total"),
    )
    QUANTITY = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[CartItem] = []
        self._currency: str | None = None
        self._locale: str | None = None
        self._problems: dict[int, str] = {}

    def set_cart(self, cart: Cart) -> None:
        self.beginResetModel()
        self._items = list(cart.items)
        self._currency = cart.currency_code
        self._locale = cart.locale_code
        known = {item.id for item in self._items}
        self._problems = {key: text for key, text in self._problems.items() if key in known}
        self.endResetModel()

    def item_at(self, row: int) -> CartItem:
        return self._items[row]

    def row_of(self, item_id: int) -> int:
        return next(row for row, item in enumerate(self._items) if item.id == item_id)

    def set_problem(self, item_id: int, text: str | None) -> None:
        """Mark (or clear) a server message on a line: shown in its tooltip and coloured."""
        if text:
            self._problems[item_id] = text
        else:
            self._problems.pop(item_id, None)
        if any(item.id == item_id for item in self._items):
            row = self.row_of(item_id)
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))

    def problem(self, item_id: int) -> str | None:
        return self._problems.get(item_id)

    def clear_problems(self) -> None:
        for item_id in list(self._problems):
            self.set_problem(item_id, None)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translated(self.HEADERS[section])
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == self.QUANTITY:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        item = self._items[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(item, column)
        if role == Qt.ItemDataRole.EditRole and column == self.QUANTITY:
            return item.quantity
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(item, column)
        if role == Qt.ItemDataRole.BackgroundRole and item.id in self._problems:
            return QBrush(colour("problem-row"))
        return None

    def _text(self, item: CartItem, column: int) -> str:
        if column == 0:
            text = variant_label(item.variant, self._locale)
            return f"⚠ {text}" if item.id in self._problems else text
        if column == 1:
            return format_money(item.unit_price, self._currency, self._locale)
        if column == 2:
            return str(item.quantity)
        if column == 3:
            return str(len(item.units))
        if column == 4:
            amount = sum(adj.amount for adj in item_adjustments(item))
            return signed_money(amount, self._currency, self._locale) if amount else "—"
        return format_money(item.total, self._currency, self._locale)

    def _tooltip(self, item: CartItem, column: int) -> str | None:
        if item.id in self._problems:
            return self._problems[item.id]
        if column == 4:
            charges = cart_charges(item_adjustments(item))
            return describe_charges(charges, self._currency, self._locale) or None
        if column == self.QUANTITY:
            return tr(
                "editors.cart_editor", "Double-click or press F2 to change (1 to {MAX_QUANTITY})."
            ).format(MAX_QUANTITY=MAX_QUANTITY)
        return None

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != self.QUANTITY:
            return False
        item = self._items[index.row()]
        if not isinstance(value, int) or value == item.quantity:
            return False  # the delegate lets only a quantity the server accepts through
        self.quantity_requested.emit(item.id, value)
        return True


class QuantityDelegate(QStyledItemDelegate):
    """Edits a quantity in place, as typed: a quantity that cannot be sent keeps the editor open
    with its text and says why (``refused``), instead of being clamped or dropped; Esc gives up."""

    refused = Signal(str)  # what is wrong with the typed quantity ("" once it is fine)

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = quantity_input(parent)
        editor.setObjectName("quantityEditor")
        editor.setMaximumWidth(16777215)  # the cell's width
        editor.setFrame(False)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        editor.changed.connect(lambda: self._tell(editor))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, ParsedEdit):
            editor.set_value(index.data(Qt.ItemDataRole.EditRole))

    def setModelData(
        self, editor: QWidget, model: Any, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if isinstance(editor, ParsedEdit) and editor.problem() is None:
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)

    def destroyEditor(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        self.refused.emit("")
        super().destroyEditor(editor, index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter, Tab and leaving the cell commit a quantity only when it can be sent."""
        if isinstance(watched, ParsedEdit) and watched.problem() is not None:
            leaving = event.type() == QEvent.Type.FocusOut
            committing = (
                isinstance(event, QKeyEvent)
                and event.type() == QEvent.Type.KeyPress
                and event.key() in COMMIT_KEYS
            )
            if leaving or committing:
                self._tell(watched)
                return True  # the editor stays, with the text as typed
        return super().eventFilter(watched, event)

    def _tell(self, editor: ParsedEdit) -> None:
        problem = editor.problem() or ""
        editor.setToolTip(problem)
        self.refused.emit(problem)


# --- the editors ----------------------------------------------------------------------------


class CartEditor(LinesEditor):
    """One cart: its lines, the totals explained, add / change / remove lines, delete the cart."""

    record_name = "cart"
    lines_feature = delete_feature = Feature.CHANGE_CARTS
    save_label = noop("editors.cart_editor", "Add to cart")
    saved_note = noop("editors.cart_editor", "Added to the cart")
    delete_label = noop("editors.cart_editor", "Delete cart…")

    def __init__(self, client: StoreClient, cart_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, can_delete=True)
        self.client = client
        self.cart_id = cart_id
        self.cart: Cart | None = None
        self.locale_names: dict[str, str] = {}  # the store's names of its locales

        self.header = QLabel()
        self.header.setObjectName("cartHeader")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self.header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.items_model = CartItemsModel(self)
        self.items_model.quantity_requested.connect(self.change_quantity)
        self.items_view = self.lines_view = QTableView()
        self.items_view.setAccessibleName(tr("editors.cart_editor", "Items"))
        self.items_view.setObjectName("cartItems")
        self.items_view.setModel(self.items_model)
        self.quantity_delegate = QuantityDelegate(self)
        self.quantity_delegate.refused.connect(self._show_typed_quantity_problem)
        self.items_view.setItemDelegateForColumn(CartItemsModel.QUANTITY, self.quantity_delegate)
        self.items_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.items_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.items_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.items_view.verticalHeader().setVisible(False)
        self.items_view.setTabKeyNavigation(False)  # Tab goes on to the add row
        self.items_view.setAlternatingRowColors(True)
        header = self.items_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(CartItemsModel.HEADERS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.items_view.selectionModel().selectionChanged.connect(self.update_remove_button)

        self.items_message = error_label("itemsMessage")
        self.empty_label = QLabel(
            tr("editors.cart_editor", "This cart is empty. Add a variant below.")
        )
        set_role(self.empty_label, "hint")

        self.totals = TotalsPanel()
        self.totals.setMinimumWidth(280)

        self.variant_picker = VariantPicker(client, free_text=str)
        self.quantity_input = quantity_input()
        self.quantity_input.setMinimumWidth(80)
        self.form.add(
            "variant",
            self.variant_picker,
            label=tr("editors.cart_editor", "Variant"),
            display=self.variant_picker.label_for,
        )
        self.form.add("quantity", self.quantity_input, label=tr("editors.cart_editor", "Quantity"))
        self.variant_picker.chosen.connect(lambda _choice: self.quantity_input.setFocus())

        add_box = QGroupBox(tr("editors.cart_editor", "Add an item"))
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(tr("editors.cart_editor", "Variant:")))
        add_row.addWidget(self.form.field("variant").container, 3)
        add_row.addWidget(QLabel(tr("editors.cart_editor", "Quantity:")))
        add_row.addWidget(self.form.field("quantity").container)
        add_column = QVBoxLayout(add_box)
        add_column.addLayout(add_row)
        # Form-level messages of an add (not enough stock) belong right under the add row.
        take_from_layout(self, self.form.general_label)
        set_keep_line(self.form.general_label)  # a message under the add row moves nothing
        add_column.addWidget(self.form.general_label)

        item_buttons = QHBoxLayout()
        item_buttons.addWidget(self.items_message, 1)
        item_buttons.addStretch(0)
        item_buttons.addWidget(self.remove_button)
        left = QVBoxLayout()
        left.addWidget(self.items_view, 1)
        left.addWidget(self.empty_label)
        left.addLayout(item_buttons)
        middle = QHBoxLayout()
        middle.addLayout(left, 3)
        middle.addWidget(self.totals, 1, Qt.AlignmentFlag.AlignTop)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.header)
        body.addLayout(middle, 1)
        body.addWidget(add_box)
        self.set_tab_order(self.items_view, self.variant_picker.line_edit, self.quantity_input)
        self.start()

    def describe(self) -> str:
        if self.cart is None:
            return tr("editors.cart_editor", "Cart #{cart_id}").format(cart_id=self.cart_id)
        customer = self.cart.customer.email if self.cart.customer else None
        return tr("editors.cart_editor", "Cart #{cart_id}").format(cart_id=self.cart_id) + (
            f" — {customer}" if customer else ""
        )

    def delete_question(self) -> str:
        return tr(
            "editors.cart_editor",
            "Delete cart #{cart_id}? It disappears from the lists; the store keeps it in its "
            "records (the deletion is soft).",
        ).format(cart_id=self.cart_id)

    # --- loading ----------------------------------------------------------------------------

    async def load_record(self) -> None:
        cart = await self.client.carts.get(self.cart_id)
        self.locale_names = await locale_names(self.client)
        self.show_cart(cart)
        self.form.load({"variant": None, "quantity": 1})

    def show_cart(self, cart: Cart) -> None:
        self.cart = cart
        self.items_model.set_cart(cart)
        self.empty_label.setVisible(not cart.items)
        self.totals.show_lines(cart_total_lines(cart), cart.currency_code, cart.locale_code)
        self.header.setText(self._header_html(cart))
        channel = cart.channel.code if cart.channel else None
        self.variant_picker.set_channel(channel, cart.currency_code, cart.locale_code)
        self.update_remove_button()

    def _header_html(self, cart: Cart) -> str:
        customer = cart.customer
        who = tr("editors.cart_editor", "no customer")
        if customer is not None:
            who = html.escape(
                person(full_name(customer.first_name, customer.last_name), customer.email)
            )
        parts = [
            tr(
                "editors.cart_editor",
                "<span style='font-size:14pt; font-weight:600'>Cart #{id}</span>",
            ).format(id=cart.id),
            tr("editors.cart_editor", "Customer: <b>{who}</b>").format(who=who),
            tr("editors.cart_editor", "Channel: <b>{value}</b>").format(
                value=cart.channel.code if cart.channel else "—"
            ),
            tr("editors.cart_editor", "Currency: <b>{value}</b>").format(
                value=cart.currency_code or "—"
            ),
            tr("editors.cart_editor", "Locale: <b>{value}</b>").format(
                value=html.escape(locale_label(cart.locale_code, self.locale_names))
            ),
            tr("editors.cart_editor", "Checkout: <b>{state_label}</b>").format(
                state_label=state_label(cart.checkout_state)
            ),
        ]
        return "&nbsp;&nbsp;·&nbsp;&nbsp;".join(parts)

    # --- adding (the form) ------------------------------------------------------------------

    def _variant_code(self) -> str | None:
        chosen = self.form.field("variant").value()
        code = chosen.code if isinstance(chosen, VariantChoice) else chosen
        return code if isinstance(code, str) and code else None

    async def submit(self) -> None:
        code = self._variant_code()
        if code is None:
            raise errors.ValidationFailed(
                tr("editors.cart_editor", "Choose the variant to add."),
                field_errors={
                    "variant": [
                        tr(
                            "editors.cart_editor",
                            "Search for a variant by code or name and pick it.",
                        )
                    ]
                },
            )
        quantity = int(self.form.field("quantity").value())
        try:
            await self.client.carts.items.add(self.cart_id, variant=code, quantity=quantity)
        except errors.ValidationFailed as refused:
            chosen = self.form.field("variant").value()
            product = chosen.product_code if isinstance(chosen, VariantChoice) else None
            held = _quantity_of(self.cart, code)
            await self._say_what_is_left(refused, code, held + quantity, held, product)
            raise
        self.clear_refusals()

    async def _say_what_is_left(
        self,
        refused: errors.ValidationFailed,
        code: str,
        wanted: int,
        held: int,
        product: str | None = None,
    ) -> None:
        """A refusal of the cart as a whole (not enough stock) says how many are left: the
        server's sentence does not, so the variant is read again (from the whole catalogue, or
        from its product)."""
        if not refused.field_errors.get(""):
            return
        left = await _left_in_stock(self.client, code, product)
        if left is None or wanted <= left:
            return  # not about stock, or the stock is not known
        units = counted(left, "unit")
        sentence = (
            tr(
                "editors.cart_editor", "Only {units} left in stock; the cart holds {held} already."
            ).format(units=units, held=QLocale().toString(held))
            if held
            else tr("editors.cart_editor", "Only {units} left in stock.").format(units=units)
        )
        said = refused.field_errors[""]
        said[-1] = f"{said[-1]} {sentence}"  # one paragraph with the server's sentence

    async def check_submitted(self) -> Outcome:
        """The add's answer was lost: compare the variant's quantity in the cart as it is now
        with the quantity before plus what was added."""
        code = self._variant_code()
        before = _quantity_of(self.cart, code)
        cart = await self.client.carts.get(self.cart_id)
        self.show_cart(cart)
        now = _quantity_of(cart, code)
        added = int(self.form.field("quantity").value())
        if now == before + added:
            self.clear_refusals()
            return Outcome.DONE
        return Outcome.NOT_DONE if now == before else Outcome.CHANGED

    def clear_refusals(self) -> None:
        """A change went through: messages of earlier refusals (an add's "not enough stock", a
        line's mark and the message under the lines) no longer describe the cart, so they go;
        local problems of what is typed stay."""
        self.form.clear_errors()
        self.items_message.setVisible(False)
        self.items_model.clear_problems()

    # --- changing lines ---------------------------------------------------------------------

    def change_quantity(self, item_id: int, quantity: int) -> None:
        """Inline edit of a line's quantity: send it, then show the recalculated cart."""
        before = _line(self.cart, item_id)
        was = before.quantity if before is not None else None

        async def check() -> Outcome:
            line = _line(await self._reread(), item_id)
            now = line.quantity if line is not None else None
            if now == quantity:
                return Outcome.DONE
            return Outcome.NOT_DONE if now == was else Outcome.CHANGED

        async def send() -> None:
            try:
                await self.client.carts.items.set_quantity(self.cart_id, item_id, quantity)
            except errors.ValidationFailed as refused:
                if before is not None and before.variant is not None:
                    await self._say_what_is_left(refused, before.variant.code, quantity, 0)
                raise

        self.run_request(
            lambda: self._line_request(
                item_id, send, check, done=tr("editors.cart_editor", "Quantity changed")
            ),
            status=tr("editors.cart_editor", "Changing quantity…"),
        )

    def _show_typed_quantity_problem(self, problem: str) -> None:
        self.items_message.setText(
            tr("editors.cart_editor", "Quantity: {problem}").format(problem=problem)
            if problem
            else ""
        )
        self.items_message.setVisible(bool(problem))

    def selected_item(self) -> CartItem | None:
        rows = self.items_view.selectionModel().selectedRows()
        return self.items_model.item_at(rows[0].row()) if rows else None

    def line_name(self, item: CartItem) -> str:
        return variant_label(item.variant, self.cart.locale_code if self.cart else None)

    async def remove_line(self, item: CartItem) -> None:
        async def check() -> Outcome:
            gone = _line(await self._reread(), item.id) is None
            return Outcome.DONE if gone else Outcome.NOT_DONE

        await self._line_request(
            item.id,
            lambda: self.client.carts.items.remove(self.cart_id, item.id),
            check,
            done=tr("editors.cart_editor", "Removed"),
        )

    async def _reread(self) -> Cart:
        cart = await self.client.carts.get(self.cart_id)
        self.show_cart(cart)
        return cart

    async def _line_request(
        self,
        item_id: int,
        send: Callable[[], Awaitable[Any]],
        check: Callable[[], Awaitable[Outcome]],
        *,
        done: str,
    ) -> None:
        """Run a change of one line; a refusal is shown on that line, then the cart reloads.

        ``saved`` tells the host the cart changed (its table shows totals)."""
        self.items_message.setVisible(False)
        try:
            await self.send_checked(send, check, done=done)
        except errors.ValidationFailed as error:
            text = " ".join(msg for messages in error.field_errors.values() for msg in messages)
            self.items_model.set_problem(item_id, text or str(error))
            self.items_message.setText(
                tr("editors.cart_editor", "Not changed: {value}").format(value=text or error)
            )
            self.items_message.setVisible(True)
            changed = False
        else:
            self.clear_refusals()
            changed = True
        self.show_cart(await self.client.carts.get(self.cart_id))
        if changed:
            self.saved.emit()

    async def remove(self) -> None:
        await self.client.carts.delete(self.cart_id)
