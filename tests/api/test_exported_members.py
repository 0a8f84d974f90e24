"""The client layer's public surface: what ``storeadmin_gui.api`` exports, and nothing by accident.

The GUI and scripts use only these names (and the public modules ``errors``, ``models``,
``money`` and ``words``); everything in a module whose name starts with ``_`` may change without
notice. A name added to or dropped from the surface is a deliberate change to this list.
"""

from __future__ import annotations

import inspect
import types

import storeadmin_gui.api as api

EXPECTED = {
    *("ApiError", "Credentials", "Extension", "Money", "Page", "PasswordAuth", "RetryPolicy"),
    *("ServerExtensions", "StoreClient", "TokenAuth", "errors", "models"),
    *("words",),  # the client's sentences, said in the language the GUI hands it
    *("IssuedTokens",),  # a session the app's demo store opened itself
    *("Action", "Area", "Me", "Permissions"),  # docs/api.md section 12: staff roles
    # models
    *("Address", "Adjustment", "Cart", "CartChannel", "CartCreate", "CartCustomer"),
    *("CartCustomerUser",),
    *("CartItem", "CartItemAdd", "CartItemQuantity", "CartItemUnit", "CartSummary", "Category"),
    *("Channel", "ChannelPricing", "ChannelPricingInput", "Customer", "CustomerAccount"),
    *("InventoryUnit", "Link", "Locale", "OptionValue", "OptionValueTranslation", "Order"),
    *("OrderAdjustment", "OrderChannel", "OrderCreate", "OrderCustomer", "OrderItem"),
    *("OrderItemAdd", "OrderItemVariant", "OrderSummary", "OrderUser", "PasswordResetRequest"),
    *("OrderItemOption",),  # an ordered variant's option value, named in every locale
    *("Product", "ProductAttribute", "ProductOption", "ProductOptionValue", "ProductSummary"),
    *("ShippingCategory", "TaxCategory", "TranslationInput", "User", "UserCreate"),
    *("UserReplace", "UserUpdate", "Variant", "VariantCreate", "VariantPatch"),
    *("VariantTranslation", "VariantUpdate"),
    # docs/api.md section 11: an order's steps, the whole catalogue, statistics
    *("MethodSummary", "Payment", "Shipment", "ShipmentShip", "OrderStep", "OrderSteps"),
    *("LinesLocked", "OrderPreview", "OrderTotals", "SOLD_STATES"),
    *("CatalogueVariant", "VariantProduct", "SalesPeriod", "SalesTotals", "Statistics"),
    # what a server offers, and each list's filters and sorts as typed data
    *("Capabilities", "Feature", "ListSupport", "ServerKind", "LISTS", "ListName", "ListSpec"),
    *("ServerIdentity",),  # which server a connection talks to, remembered with it
    *("FeatureOffer",),  # one feature asked alone
    *("FilterKind", "FilterSpec", "Criteria", "OrderCriteria", "CartCriteria", "UserCriteria"),
    *("VariantCriteria", "CatalogueCriteria", "CustomerCriteria"),
    # docs/api.md section 15: who did what, notes, customers' profiles, the search box
    *("Author", "FieldChange", "HistoryEntry", "Note", "NoteCreate", "CustomerProfile"),
    *("CustomerOrder", "Spending", "SearchResults", "FoundOrder", "FoundCustomer"),
    *("FoundVariant", "FoundVariantProduct"),
}


def test_the_surface_is_exactly_what_is_listed() -> None:
    assert set(api.__all__) == EXPECTED
    assert len(api.__all__) == len(set(api.__all__))


def test_every_public_name_of_the_package_is_exported() -> None:
    """A public name the package happens to hold (an import) would look like part of the API."""
    public = {
        name
        for name, value in vars(api).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert public <= set(api.__all__)


def test_exported_names_come_from_the_client_layer_itself() -> None:
    for name in api.__all__:
        value = getattr(api, name)
        if isinstance(value, types.ModuleType):
            assert value.__name__.startswith("storeadmin_gui.api."), name
        elif inspect.isclass(value) or inspect.isfunction(value):
            assert value.__module__.startswith("storeadmin_gui.api"), (name, value.__module__)
