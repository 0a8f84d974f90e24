"""JSON schemas of the API's answers (docs/api.md "Resources and their fields", docs/api.md).

They make the OpenAPI document say what each operation returns, so that a schema-driven test
(schemathesis) and any client generator can hold the server to it. Fields the contract names are
required with their types; extra fields are allowed (clients ignore fields they do not know).
"""

from __future__ import annotations

from typing import Any, Final

Schema = dict[str, Any]

TIMESTAMP: Final[Schema] = {
    "type": "string",
    "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$",
}
INTEGER: Final[Schema] = {"type": "integer"}
STRING: Final[Schema] = {"type": "string"}
BOOLEAN: Final[Schema] = {"type": "boolean"}
NUMBER: Final[Schema] = {"type": "number"}
ARRAY: Final[Schema] = {"type": "array"}
OBJECT: Final[Schema] = {"type": "object"}


def nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def array_of(items: Schema) -> Schema:
    return {"type": "array", "items": items}


def map_of(values: Schema) -> Schema:
    """An object keyed by codes (locale, channel), or the empty list PHP encodes an empty map as."""
    return {"anyOf": [{"type": "object", "additionalProperties": values}, {"type": "array"}]}


def shape(required: dict[str, Schema], optional: dict[str, Schema] | None = None) -> Schema:
    """An object with these required and optional properties (others allowed)."""
    return {
        "type": "object",
        "properties": {**required, **(optional or {})},
        "required": list(required),
    }


def links(*required: str, optional: tuple[str, ...] = ()) -> Schema:
    link = shape({"href": STRING})
    return shape({name: link for name in required}, {name: link for name in optional})


def envelope(item: Schema) -> Schema:
    """The pagination envelope of every collection (docs/api.md section 4)."""
    positive = {"type": "integer", "minimum": 1}
    return shape(
        {
            "page": positive,
            "limit": positive,
            "pages": positive,
            "total": {"type": "integer", "minimum": 0},
            "_links": links("self", "first", "last", optional=("next", "previous")),
            "_embedded": shape({"items": array_of(item)}),
        }
    )


CATEGORY: Final = shape(
    {"id": INTEGER, "code": STRING, "name": STRING, "_links": links("self")},
    {"description": nullable(STRING), "createdAt": TIMESTAMP, "updatedAt": TIMESTAMP},
)
VARIANT_FIELDS: Final[dict[str, Schema]] = {
    "id": INTEGER,
    "code": STRING,
    "position": INTEGER,
    "optionValues": ARRAY,
    "translations": map_of(shape({"locale": STRING, "id": INTEGER, "name": nullable(STRING)})),
    "tracked": BOOLEAN,
    "channelPricings": map_of(shape({"channelCode": STRING, "price": INTEGER})),
    "version": INTEGER,
}
VARIANT_OPTIONAL: Final[dict[str, Schema]] = {
    "taxCategory": CATEGORY,
    "shippingCategory": CATEGORY,
    "createdAt": TIMESTAMP,
}
VARIANT: Final = shape({**VARIANT_FIELDS, "_links": links("self")}, VARIANT_OPTIONAL)
# A row of the whole catalogue (docs/api.md section 11).
CATALOGUE_VARIANT: Final = {
    "allOf": [
        ref("Variant"),
        shape(
            {
                "product": shape({"code": STRING, "name": STRING}),
                "onHand": INTEGER,
                "onHold": INTEGER,
                "available": nullable(INTEGER),
            }
        ),
    ]
}
VARIANT_DETAIL: Final = shape(
    {**VARIANT_FIELDS, "onHold": INTEGER, "onHand": INTEGER, "_links": links("self", "product")},
    {**VARIANT_OPTIONAL, "width": NUMBER, "height": NUMBER, "depth": NUMBER, "weight": NUMBER},
)

CART_ADJUSTMENT: Final = shape({"id": INTEGER, "type": STRING, "label": STRING, "amount": INTEGER})
CART_ITEM: Final = shape(
    {
        "id": INTEGER,
        "quantity": {"type": "integer", "minimum": 1},
        "unitPrice": INTEGER,
        "total": INTEGER,
        "unitsTotal": INTEGER,
        "adjustments": array_of(ref("CartAdjustment")),
        "adjustmentsTotal": INTEGER,
        "variant": OBJECT,
        "_links": links("order", "product", "variant"),
    },
    # Left out on list pages (an item of 9,999 units would make a page megabytes).
    {
        "units": array_of(
            shape(
                {
                    "id": INTEGER,
                    "adjustments": array_of(ref("CartAdjustment")),
                    "adjustmentsTotal": INTEGER,
                }
            )
        ),
    },
)
CART: Final = shape(
    {
        "id": INTEGER,
        "items": array_of(ref("CartItem")),
        "itemsTotal": INTEGER,
        "adjustments": array_of(ref("CartAdjustment")),
        "adjustmentsTotal": INTEGER,
        "total": INTEGER,
        "customer": nullable(shape({"id": INTEGER, "email": STRING, "_links": links("self")})),
        "channel": shape({"code": STRING, "_links": links("self")}),
        "currencyCode": STRING,
        "localeCode": STRING,
        "checkoutState": STRING,
    }
)

ORDER_ADJUSTMENT: Final = shape(
    {
        "id": INTEGER,
        "type": {"enum": ["tax", "shipping", "promotion"]},
        "description": STRING,
        "amount": INTEGER,
        "neutral": BOOLEAN,
        "locked": BOOLEAN,
        "created_at": TIMESTAMP,
        "updated_at": TIMESTAMP,
    }
)
ORDER_ITEM: Final = shape(
    {
        "id": INTEGER,
        "quantity": INTEGER,
        "unit_price": INTEGER,
        "adjustments": array_of(ref("OrderAdjustment")),
        "adjustments_total": INTEGER,
        "total": INTEGER,
        "immutable": BOOLEAN,
        "variant": shape(
            {
                "id": INTEGER,
                "object": shape({"id": INTEGER, "name": STRING, "code": STRING}),
                "created_at": TIMESTAMP,
                "updated_at": TIMESTAMP,
                "available_on": nullable(TIMESTAMP),
                "sku": nullable(STRING),
                "options": array_of(
                    shape(
                        {"code": STRING, "value": STRING},
                        # An order read on its own: the value's name in every locale.
                        {"translations": map_of(shape({"id": INTEGER, "value": STRING}))},
                    )
                ),
            },
            # An order read on its own: the variant's name in every locale.
            {"translations": map_of(shape({"locale": STRING, "id": INTEGER, "name": STRING}))},
        ),
        "_links": links("product", "variant"),
    },
    # Left out on list pages, as a cart item's units are.
    {
        "inventory_units": array_of(
            shape(
                {
                    "id": INTEGER,
                    "inventory_state": STRING,
                    "created_at": TIMESTAMP,
                    "updated_at": TIMESTAMP,
                    "_links": links("order"),
                }
            )
        ),
    },
)
METHOD: Final = shape({}, {"code": nullable(STRING), "name": nullable(STRING)})
PAYMENT: Final = shape(
    {"id": INTEGER, "state": STRING},
    {
        "method": METHOD,
        "amount": INTEGER,
        "currency_code": STRING,
        "created_at": TIMESTAMP,
        "updated_at": TIMESTAMP,
    },
)
SHIPMENT: Final = shape(
    {"id": INTEGER, "state": STRING},
    {
        "method": METHOD,
        "tracking": nullable(STRING),
        "shipped_at": nullable(TIMESTAMP),
        "created_at": TIMESTAMP,
        "updated_at": TIMESTAMP,
    },
)
USER_SUMMARY: Final = shape(
    {
        "id": INTEGER,
        "username": STRING,
        "username_canonical": STRING,
        "email": STRING,
        "email_canonical": STRING,
        "enabled": BOOLEAN,
        "group": ARRAY,
        "locked": BOOLEAN,
        "expired": BOOLEAN,
        "roles": array_of(STRING),
        "credentials_expired": BOOLEAN,
    }
)
ORDER: Final = shape(
    {
        "id": INTEGER,
        "number": nullable(STRING),
        "checkout_completed_at": nullable(TIMESTAMP),
        "items": array_of(ref("OrderItem")),
        "items_total": INTEGER,
        "adjustments": array_of(ref("OrderAdjustment")),
        "comments": ARRAY,
        "adjustments_total": INTEGER,
        "total": INTEGER,
        "confirmed": BOOLEAN,
        "created_at": TIMESTAMP,
        "updated_at": TIMESTAMP,
        "expires_at": nullable(TIMESTAMP),
        "state": STRING,
        "email": nullable(STRING),
        "user": nullable(ref("UserSummary")),
        "channel": shape(
            {
                "id": INTEGER,
                "code": STRING,
                "name": STRING,
                "enabled": BOOLEAN,
                "created_at": TIMESTAMP,
                "updated_at": TIMESTAMP,
            },
            {"type": nullable(STRING), "color": nullable(STRING)},
        ),
        "shipping_address": nullable(OBJECT),
        "billing_address": nullable(OBJECT),
        "payments": array_of(ref("Payment")),
        "shipments": array_of(ref("Shipment")),
        "currency": STRING,
        "checkout_state": STRING,
    },
    {"payment_state": STRING, "shipping_state": STRING},
)

USER: Final = shape(
    {
        **USER_SUMMARY["properties"],
        "first_name": nullable(STRING),
        "last_name": nullable(STRING),
        "_links": links("self"),
    }
)
PASSWORD_RESET: Final = {
    "allOf": [
        ref("User"),
        shape(
            {
                "confirmation_token": {"type": "string", "pattern": r"^[A-Za-z0-9_-]{43}$"},
                "password_requested_at": TIMESTAMP,
                "last_login": nullable(TIMESTAMP),
            }
        ),
    ]
}

CHANNEL: Final = shape(
    {
        "code": STRING,
        "name": STRING,
        "enabled": BOOLEAN,
        "baseCurrency": STRING,
        "locales": array_of(STRING),
        "defaultLocale": STRING,
    }
)
LOCALE: Final = shape({"code": STRING, "name": STRING})
PRODUCT: Final = shape(
    {
        "code": STRING,
        "name": STRING,
        "options": array_of(
            shape({"code": STRING, "name": STRING, "values": array_of(shape({"code": STRING}))})
        ),
    }
)
CUSTOMER: Final = shape(
    {
        "id": INTEGER,
        "email": STRING,
        "firstName": nullable(STRING),
        "lastName": nullable(STRING),
        "user": nullable(OBJECT),
        "_links": links("self"),
    }
)
_DAY: Final[Schema] = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
STATISTICS: Final = shape(
    {
        "channel": STRING,
        "currency": STRING,
        "from": _DAY,
        "to": _DAY,
        "interval": {"enum": ["day", "week", "month"]},
        "sales": array_of(shape({"period": _DAY, "total": INTEGER, "orders": INTEGER})),
        "totals": shape(
            {
                "sales": INTEGER,
                "orders": INTEGER,
                "average_order": INTEGER,
                "new_customers": INTEGER,
            }
        ),
        "orders_by_state": shape(
            {"pending": INTEGER, "fulfilled": INTEGER, "cancelled": INTEGER},
            {},
        ),
        "low_stock_variants": INTEGER,
    },
    {
        "low_stock_threshold": INTEGER,
        "previous": nullable(
            shape(
                {
                    "from": _DAY,
                    "to": _DAY,
                    "sales": INTEGER,
                    "orders": INTEGER,
                    "average_order": INTEGER,
                    "new_customers": INTEGER,
                }
            )
        ),
        "top_products": array_of(
            shape({"code": STRING, "name": STRING, "units": INTEGER, "sales": INTEGER})
        ),
        "top_customers": array_of(
            shape(
                {
                    "id": INTEGER,
                    "email": STRING,
                    "first_name": nullable(STRING),
                    "last_name": nullable(STRING),
                    "orders": INTEGER,
                    "spent": INTEGER,
                }
            )
        ),
    },
)
ORDER_TOTALS: Final = shape(
    {
        "items_total": INTEGER,
        "adjustments_total": INTEGER,
        "total": INTEGER,
        "currency": nullable(STRING),
    }
)
TOKEN: Final = shape(
    {
        "access_token": STRING,
        "expires_in": INTEGER,
        "token_type": {"const": "bearer"},
        "scope": {"type": "null"},
        "refresh_token": STRING,
    }
)

# Who did what (docs/api.md section 15).
_WHO: Final = shape({"id": nullable(INTEGER), "name": STRING})
HISTORY_ENTRY: Final = shape(
    {
        "id": INTEGER,
        "at": TIMESTAMP,
        "user": _WHO,
        "action": STRING,
        "changes": array_of(shape({"field": STRING, "before": {}, "after": {}})),
    }
)
NOTE: Final = shape({"id": INTEGER, "body": STRING, "author": _WHO, "createdAt": TIMESTAMP})
CUSTOMER_PROFILE: Final = shape(
    {
        "customer": ref("Customer"),
        "guest": BOOLEAN,
        "orders": INTEGER,
        "totals": array_of(
            shape(
                {"currency": STRING, "orders": INTEGER, "spent": INTEGER, "average_order": INTEGER}
            )
        ),
        "first_order_at": nullable(TIMESTAMP),
        "last_order_at": nullable(TIMESTAMP),
    }
)
ORDER_SUMMARY: Final = shape(
    {
        "id": INTEGER,
        "number": nullable(STRING),
        "state": STRING,
        "payment_state": STRING,
        "shipping_state": STRING,
        "total": INTEGER,
        "currency_code": STRING,
        "checkout_completed_at": nullable(TIMESTAMP),
        "created_at": TIMESTAMP,
    }
)
SEARCH_ANSWER: Final = shape(
    {
        "query": STRING,
        "orders": nullable(
            array_of(
                shape(
                    {
                        "id": INTEGER,
                        "number": STRING,
                        "state": STRING,
                        "total": INTEGER,
                        "currency_code": STRING,
                        "checkout_completed_at": nullable(TIMESTAMP),
                        "customer_email": nullable(STRING),
                    }
                )
            )
        ),
        "customers": nullable(
            array_of(
                shape(
                    {
                        "id": INTEGER,
                        "email": STRING,
                        "firstName": nullable(STRING),
                        "lastName": nullable(STRING),
                        "guest": BOOLEAN,
                    }
                )
            )
        ),
        "variants": nullable(
            array_of(
                shape(
                    {
                        "id": INTEGER,
                        "code": STRING,
                        "name": nullable(STRING),
                        "product": shape({"code": STRING}),
                    }
                )
            )
        ),
    }
)

# Shared by several answers: listed once under components.
COMPONENTS: Final[dict[str, Schema]] = {
    "Variant": VARIANT,
    "VariantDetail": VARIANT_DETAIL,
    "CartAdjustment": CART_ADJUSTMENT,
    "CartItem": CART_ITEM,
    "Cart": CART,
    "OrderAdjustment": ORDER_ADJUSTMENT,
    "OrderItem": ORDER_ITEM,
    "Payment": PAYMENT,
    "Shipment": SHIPMENT,
    "Order": ORDER,
    "UserSummary": USER_SUMMARY,
    "User": USER,
    "Channel": CHANNEL,
    "Locale": LOCALE,
    "Category": CATEGORY,
    "Product": PRODUCT,
    "Customer": CUSTOMER,
    "HistoryEntry": HISTORY_ENTRY,
    "Note": NOTE,
}

# operationId -> the body of its success answer.
SUCCESS_BODIES: Final[dict[str, Schema]] = {
    "obtain_token": TOKEN,
    "create_product_variant": ref("VariantDetail"),
    "get_product_variant": ref("VariantDetail"),
    "list_product_variants": envelope(ref("Variant")),
    "list_all_product_variants": envelope(CATALOGUE_VARIANT),
    "list_carts": envelope(ref("Cart")),
    "create_cart": ref("Cart"),
    "get_cart": ref("Cart"),
    "create_cart_item": ref("CartItem"),
    "list_orders": envelope(ref("Order")),
    "create_order": ref("Order"),
    "get_order": ref("Order"),
    "create_order_item": ref("OrderItem"),
    "list_users": envelope(ref("User")),
    "create_user": ref("User"),
    "get_user": ref("User"),
    "request_password_reset": PASSWORD_RESET,
    "list_channels": envelope(ref("Channel")),
    "get_channel": ref("Channel"),
    "list_locales": envelope(ref("Locale")),
    "list_tax_categories": envelope(ref("Category")),
    "get_tax_category": ref("Category"),
    "list_shipping_categories": envelope(ref("Category")),
    "get_shipping_category": ref("Category"),
    "list_products": envelope(ref("Product")),
    "get_product": ref("Product"),
    "list_customers": envelope(ref("Customer")),
    "get_customer": ref("Customer"),
    "get_statistics": STATISTICS,
    "preview_order_change": ORDER_TOTALS,
    "list_order_history": envelope(ref("HistoryEntry")),
    "list_product_variant_history": envelope(ref("HistoryEntry")),
    "list_order_notes": envelope(ref("Note")),
    "create_order_note": ref("Note"),
    "list_customer_notes": envelope(ref("Note")),
    "create_customer_note": ref("Note"),
    "get_customer_profile": CUSTOMER_PROFILE,
    "list_customer_orders": envelope(ORDER_SUMMARY),
    "search": SEARCH_ANSWER,
}
