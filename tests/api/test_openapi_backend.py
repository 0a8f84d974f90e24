"""The backend's OpenAPI document against the client: every operation has a typed client method, and
every success response it declares (fetched for real) conforms to its declared schema AND is read by
the client's model for that operation."""

from __future__ import annotations

from typing import Any

import httpx
import jsonschema
import pytest
from fastapi import FastAPI
from pydantic import BaseModel

from storeadmin_gui.api import (
    Cart,
    CartItem,
    CatalogueVariant,
    Channel,
    Customer,
    CustomerOrder,
    CustomerProfile,
    HistoryEntry,
    Locale,
    Me,
    Note,
    Order,
    OrderItem,
    OrderTotals,
    Product,
    SearchResults,
    ShippingCategory,
    Statistics,
    StoreClient,
    TaxCategory,
    User,
    Variant,
    VariantPatch,
)
from storeadmin_gui.api.paging import parse_page

from .conftest import BASE_URL, DEMO_AUTH, client_for, sellable_variant

# operationId -> (the client method that reaches it, the model of its success body, is a page)
CLIENT_OPERATIONS: dict[str, tuple[str, type[BaseModel] | None, bool]] = {
    "obtain_token": ("sign_in", None, False),
    "list_product_variants": ("variants.list", Variant, True),
    "get_product_variant": ("variants.get", Variant, False),
    "create_product_variant": ("variants.create", Variant, False),
    "replace_product_variant": ("variants.update", None, False),
    "update_product_variant": ("variants.patch", None, False),
    "delete_product_variant": ("variants.delete", None, False),
    "list_carts": ("carts.list", Cart, True),
    "get_cart": ("carts.get", Cart, False),
    "create_cart": ("carts.create", Cart, False),
    "delete_cart": ("carts.delete", None, False),
    "create_cart_item": ("carts.items.add", CartItem, False),
    "replace_cart_item": ("carts.items.set_quantity", None, False),
    "update_cart_item": ("carts.items.set_quantity", None, False),  # PATCH twin of the PUT
    "delete_cart_item": ("carts.items.remove", None, False),
    "list_orders": ("orders.list", Order, True),
    "get_order": ("orders.get", Order, False),
    "create_order": ("orders.create", Order, False),
    "delete_order": ("orders.delete", None, False),
    "create_order_item": ("orders.items.add", OrderItem, False),
    "delete_order_item": ("orders.items.remove", None, False),
    "list_users": ("users.list", User, True),
    "get_user": ("users.get", User, False),
    "create_user": ("users.create", User, False),
    "replace_user": ("users.update", None, False),
    "update_user": ("users.patch", None, False),
    "delete_user": ("users.delete", None, False),
    "request_password_reset": ("users.request_password_reset", User, False),
    "list_channels": ("channels.list", Channel, True),
    "get_channel": ("channels.get", Channel, False),
    "list_locales": ("locales.list", Locale, True),
    "list_tax_categories": ("tax_categories.list", TaxCategory, True),
    "get_tax_category": ("tax_categories.get", TaxCategory, False),
    "list_shipping_categories": ("shipping_categories.list", ShippingCategory, True),
    "get_shipping_category": ("shipping_categories.get", ShippingCategory, False),
    "list_products": ("products.list", Product, True),
    "get_product": ("products.get", Product, False),
    "list_customers": ("customers.list", Customer, True),
    "get_customer": ("customers.get", Customer, False),
    # docs/api.md section 11
    "cancel_order": ("orders.cancel", None, False),
    "ship_shipment": ("orders.ship", None, False),
    "complete_payment": ("orders.complete_payment", None, False),
    "list_all_product_variants": ("catalogue.list", CatalogueVariant, True),
    "get_statistics": ("statistics", Statistics, False),
    "preview_order_change": ("orders.items.preview_add", OrderTotals, False),
    # docs/api.md section 12
    "get_me": ("me", Me, False),
    # docs/api.md section 15
    "list_order_history": ("history.of_order", HistoryEntry, True),
    "list_product_variant_history": ("history.of_variant", HistoryEntry, True),
    "list_order_notes": ("orders.notes.list", Note, True),
    "create_order_note": ("orders.notes.add", Note, False),
    "delete_order_note": ("orders.notes.delete", None, False),
    "list_customer_notes": ("customers.notes.list", Note, True),
    "create_customer_note": ("customers.notes.add", Note, False),
    "delete_customer_note": ("customers.notes.delete", None, False),
    "get_customer_profile": ("customers.profile", CustomerProfile, False),
    "list_customer_orders": ("customers.orders", CustomerOrder, True),
    "search": ("search", SearchResults, False),
}


def dereferenced(document: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """The schema itself when it is a ``$ref`` into the document's components."""
    while "$ref" in schema:
        *_, kind, name = schema["$ref"].split("/")
        schema = document["components"][kind][name]
    return schema


def operations(app: FastAPI) -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path template, operation) for every documented operation."""
    return [
        (method.upper(), path, operation)
        for path, methods in app.openapi()["paths"].items()
        for method, operation in methods.items()
    ]


def success_schema(operation: dict[str, Any]) -> tuple[int, dict[str, Any] | None]:
    status, response = next(
        (int(code), response)
        for code, response in operation["responses"].items()
        if code.startswith("2")
    )
    schema = response.get("content", {}).get("application/json", {}).get("schema")
    return status, schema


@pytest.mark.anyio
async def test_every_documented_operation_has_a_typed_client_method(backend: FastAPI) -> None:
    documented = {operation["operationId"] for _, _, operation in operations(backend)}
    assert documented - set(CLIENT_OPERATIONS) == set()
    async with client_for(backend) as client:
        for operation_id in documented:
            target: Any = client
            for name in CLIENT_OPERATIONS[operation_id][0].split("."):
                target = getattr(target, name)
            assert callable(target), operation_id


async def concrete_requests(store: StoreClient) -> dict[str, tuple[str, dict[str, Any] | None]]:
    """A real request (path, JSON body) for every operation that answers with a body."""
    variant = await sellable_variant(store)
    customer = (await store.customers.list(limit=1)).items[0]
    cart = (await store.carts.list(limit=1)).items[0]
    order = (await store.orders.list(limit=1)).items[0]
    assert order.customer is not None  # the demo store's orders all have their customer
    tax = (await store.tax_categories.list(limit=1)).items[0]
    shipping = (await store.shipping_categories.list(limit=1)).items[0]
    user = (await store.users.list(limit=1)).items[0]
    # Something in each history and each list of notes.
    await store.variants.patch("EVERYDAY_TSHIRT", variant.code, VariantPatch(on_hand=3))
    await store.orders.notes.add(order.id, "Checked by phone.")
    await store.customers.notes.add(customer.id, "Prefers e-mail.")
    return {
        "list_product_variants": ("/api/v1/products/EVERYDAY_TSHIRT/variants/?limit=3", None),
        "get_product_variant": (f"/api/v1/products/EVERYDAY_TSHIRT/variants/{variant.code}", None),
        "create_product_variant": (
            "/api/v1/products/EVERYDAY_TSHIRT/variants/",
            {"code": "OPENAPI_CHECK", "channelPricings": {"WEB": {"price": "3.50"}}, "onHand": 5},
        ),
        "list_carts": ("/api/v1/carts/?paginate=3", None),
        "get_cart": (f"/api/v1/carts/{cart.id}", None),
        "create_cart": (
            "/api/v1/carts/",
            {"customer": customer.email, "channel": "WEB", "localeCode": "en_US"},
        ),
        "create_cart_item": (
            f"/api/v1/carts/{cart.id}/items/",
            {"variant": variant.code, "quantity": 1},
        ),
        "list_orders": ("/api/v1/orders/?limit=3", None),
        "get_order": (f"/api/v1/orders/{order.id}", None),
        "create_order": ("/api/v1/orders/", {"channel": "WEB", "localeCode": "en_US"}),
        "create_order_item": (
            f"/api/v1/orders/{order.id}/items/",
            {"variant": variant.id, "unit_price": 100, "quantity": 1},
        ),
        "list_users": ("/api/v1/users/?limit=3", None),
        "get_user": (f"/api/v1/users/{user.id}", None),
        "create_user": (
            "/api/v1/users/",
            {
                "first_name": "Open",
                "last_name": "Api",
                "email": "openapi@example.com",
                "plainPassword": "secret",
                "enabled": True,
            },
        ),
        "request_password_reset": (
            "/api/v1/password-resetting-requests/",
            {"username": "sarah.kim@example.com"},
        ),
        "list_channels": ("/api/v1/channels/", None),
        "get_channel": ("/api/v1/channels/WEB", None),
        "list_locales": ("/api/v1/locales/", None),
        "list_tax_categories": ("/api/v1/tax-categories/", None),
        "get_tax_category": (f"/api/v1/tax-categories/{tax.code}", None),
        "list_shipping_categories": ("/api/v1/shipping-categories/", None),
        "get_shipping_category": (f"/api/v1/shipping-categories/{shipping.code}", None),
        "list_products": ("/api/v1/products/?limit=3", None),
        "get_product": ("/api/v1/products/EVERYDAY_TSHIRT", None),
        "list_customers": ("/api/v1/customers/?limit=3", None),
        "get_customer": (f"/api/v1/customers/{customer.id}", None),
        "list_all_product_variants": ("/api/v1/product-variants/?limit=3", None),
        "get_statistics": ("/api/v1/statistics/?channel=WEB&from=2026-01-01&to=2026-03-31", None),
        "preview_order_change": (
            f"/api/v1/orders/{order.id}/preview",
            {"add": {"variant": variant.id, "unit_price": 100, "quantity": 1}},
        ),
        "get_me": ("/api/v1/me", None),
        "list_order_history": (f"/api/v1/orders/{order.id}/history", None),
        "list_product_variant_history": (
            f"/api/v1/products/EVERYDAY_TSHIRT/variants/{variant.code}/history",
            None,
        ),
        "list_order_notes": (f"/api/v1/orders/{order.id}/notes/", None),
        "create_order_note": (f"/api/v1/orders/{order.id}/notes/", {"body": "Rang back."}),
        "list_customer_notes": (f"/api/v1/customers/{customer.id}/notes/", None),
        "create_customer_note": (f"/api/v1/customers/{customer.id}/notes/", {"body": "VIP"}),
        "get_customer_profile": (f"/api/v1/customers/{customer.id}/profile", None),
        "list_customer_orders": (f"/api/v1/customers/{order.customer.id}/orders/", None),
        "search": ("/api/v1/search?q=0", None),
    }


async def bearer_token(http: httpx.AsyncClient) -> str:
    form = {
        "grant_type": "password",
        "client_id": DEMO_AUTH.client_id,
        "client_secret": DEMO_AUTH.client_secret,
        "username": DEMO_AUTH.username,
        "password": DEMO_AUTH.password,
    }
    answer = await http.post("/api/oauth/v2/token", data=form)
    return f"Bearer {answer.json()['access_token']}"


@pytest.mark.anyio
async def test_every_declared_success_body_is_read_by_the_clients_model(
    backend: FastAPI, store: StoreClient
) -> None:
    requests = await concrete_requests(store)
    openapi = backend.openapi()
    checked: list[str] = []
    transport = httpx.ASGITransport(app=backend)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await bearer_token(http)
        for method, _path, operation in operations(backend):
            operation_id = operation["operationId"]
            status, schema = success_schema(operation)
            _, model, is_page = CLIENT_OPERATIONS[operation_id]
            if schema is None or model is None:
                continue
            path, body = requests[operation_id]
            response = await http.request(method, path, json=body, headers={"Authorization": token})
            assert response.status_code == status, (operation_id, response.text)
            document = response.json()
            # the server keeps its own promise; refs resolve against the whole OpenAPI document
            jsonschema.validate(document, {**schema, "components": openapi["components"]})
            required = set(dereferenced(openapi, schema).get("required", ()))
            if required and not is_page:  # what the model needs, the schema must guarantee
                needed = {f.alias or n for n, f in model.model_fields.items() if f.is_required()}
                assert needed <= required, operation_id
            if is_page:
                page = parse_page(document, model, response)
                assert page.total >= len(page.items) > 0, operation_id
            else:
                model.model_validate(document)
            checked.append(operation_id)
    assert len(checked) == len(requests)
