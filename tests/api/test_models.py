"""Models read what real servers send (gaps, extras, PHP's empty arrays); send only what is set."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from pydantic import ValidationError

from storeadmin_gui.api import (
    Cart,
    Channel,
    Order,
    OrderCreate,
    OrderSummary,
    Payment,
    User,
    UserCreate,
    UserUpdate,
    Variant,
    VariantCreate,
    VariantPatch,
    VariantUpdate,
)
from storeadmin_gui.api.paging import read_page
from tests.support.fresh_process import python_output

from .scripted import ScriptedServer, page_of, scripted_client


def test_a_variant_with_only_id_and_code_reads_with_defaults() -> None:
    variant = Variant.model_validate({"id": 3, "code": "S"})
    assert (variant.position, variant.tracked, variant.version, variant.on_hand) == (
        0,
        False,
        None,
        None,
    )
    assert (
        variant.channel_pricings == {}
        and variant.translations == {}
        and variant.option_values == []
    )
    assert variant.name() == "S"
    assert variant.price("WEB") is None


def test_unknown_fields_are_ignored_and_empty_php_arrays_read_as_empty_mappings() -> None:
    variant = Variant.model_validate(
        {
            "id": 3,
            "code": "S",
            "translations": [],
            "channelPricings": [],
            "_links": [],
            "brandNewField": {"x": 1},
            "optionValues": {"0": {"code": "blue", "name": "Blue"}},
            "taxCategory": {
                "code": "clothing",
                "name": "Clothing",
                "createdAt": "2026-01-02T03:04:05+0000",
            },
        }
    )
    assert variant.translations == {} and variant.channel_pricings == {} and variant.links == {}
    assert [value.code for value in variant.option_values] == ["blue"]
    assert variant.tax_category is not None
    assert variant.tax_category.created_at == datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert not hasattr(variant, "brandNewField")


def test_camel_case_and_snake_case_representations_read_into_snake_case_attributes() -> None:
    cart = Cart.model_validate(
        {
            "id": 1,
            "itemsTotal": 2000,
            "adjustmentsTotal": 500,
            "total": 2500,
            "currencyCode": "USD",
            "localeCode": "en_US",
            "checkoutState": "cart",
            "items": [
                {
                    "id": 4,
                    "quantity": 2,
                    "unitPrice": 1000,
                    "unitsTotal": 2000,
                    "variant": {
                        "id": 9,
                        "code": "S",
                        "optionValues": [
                            {"code": "blue", "translations": {"en_US": {"id": 1, "value": "Blue"}}}
                        ],
                    },
                }
            ],
            "customer": {
                "id": 2,
                "email": "a@b.c",
                "firstName": "Ann",
                "user": {"id": 5, "enabled": True},
            },
            "channel": {"code": "WEB", "_links": {"self": {"href": "/api/v1/channels/WEB"}}},
        }
    )
    assert (cart.items_total, cart.currency_code, cart.items[0].unit_price) == (2000, "USD", 1000)
    assert cart.items[0].variant is not None
    assert cart.items[0].variant.option_values[0].translations["en_US"].value == "Blue"
    # A cart item's option value has no name of its own: it reads from its translations.
    blue = cart.items[0].variant.option_values[0]
    assert (blue.value_name("en_US"), blue.value_name("de_DE"), blue.option_name) == (
        "Blue",
        "Blue",
        None,
    )
    assert cart.customer is not None and cart.customer.first_name == "Ann"
    assert cart.channel is not None and cart.channel.links["self"].href == "/api/v1/channels/WEB"
    order = Order.model_validate(
        {
            "id": 1,
            "items_total": 10,
            "checkout_completed_at": None,
            "created_at": "2026-03-04T05:06:07+0000",
            "shipping_address": [],
        }
    )
    assert (
        order.items_total == 10 and order.created_at is not None and order.shipping_address is None
    )


def test_lookup_references_sent_as_objects_read_as_codes() -> None:
    channel = Channel.model_validate(
        {
            "code": "WEB",
            "baseCurrency": {"code": "USD"},
            "locales": [{"code": "en_US"}, "de_DE"],
            "defaultLocale": "en_US",
        }
    )
    assert (channel.base_currency, channel.locales, channel.default_locale) == (
        "USD",
        ["en_US", "de_DE"],
        "en_US",
    )


def test_updates_send_only_the_fields_that_were_set_in_the_apis_spelling() -> None:
    update = VariantUpdate(
        version=3, on_hand=5, channel_pricings={"WEB": "12.4"}, tax_category=None
    )
    assert update.to_json() == {
        "version": 3,
        "onHand": 5,
        "channelPricings": {"WEB": {"price": "12.40"}},
        "taxCategory": None,
    }
    assert VariantPatch(translations={"en_US": {"name": "Blue"}}).to_json() == {
        "translations": {"en_US": {"name": "Blue"}}
    }
    assert VariantCreate(code="S").to_json() == {"code": "S"}
    assert UserUpdate(enabled=False).to_json() == {"enabled": False}
    assert OrderCreate(channel="WEB", locale_code="en_US").to_json() == {
        "channel": "WEB",
        "localeCode": "en_US",
    }


def test_request_models_refuse_bad_input_before_sending() -> None:
    with pytest.raises(ValidationError, match="two decimal places"):
        VariantCreate(code="S", channel_pricings={"WEB": "1.999"})
    with pytest.raises(ValidationError, match="version"):
        VariantUpdate()
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        VariantPatch(colour="blue")  # type: ignore[call-arg]


def test_a_password_is_hidden_everywhere_but_the_request_body() -> None:
    user = UserCreate(first_name="A", last_name="B", email="a@b.c", plain_password="hunter22")
    assert "hunter22" not in repr(user) and "hunter22" not in str(user)
    assert user.to_json()["plainPassword"] == "hunter22"
    stored = User.model_validate({"id": 1, "password": "$argon2id$v=19$x", "salt": "pepper"})
    assert "$argon2id" not in repr(stored) and "pepper" not in repr(stored)


@pytest.mark.anyio
async def test_a_server_that_omits_optional_fields_and_adds_its_own_is_read() -> None:
    server = ScriptedServer()
    sparse = {"id": 4, "username": "a@b.c", "x_extra": True, "roles": {"0": "ROLE_USER"}}
    server.on("GET", "/api/v1/users/", httpx.Response(200, json=page_of([sparse])))
    async with scripted_client(server) as client:
        page = await client.users.list()
    user = page.items[0]
    assert (user.id, user.username, user.enabled, user.roles, user.full_name) == (
        4,
        "a@b.c",
        None,
        ["ROLE_USER"],
        "",
    )


def test_summaries_read_what_php_servers_send() -> None:
    """Lines keyed by id, a blank timestamp, a null total: the row is read, nothing invented."""
    body = {
        "page": 1,
        "limit": 10,
        "pages": 1,
        "total": 1,
        "_embedded": {
            "items": {
                "7": {
                    "id": 7,
                    "items": {"3": {"quantity": 2}, "5": {"quantity": 1}},
                    "total": None,
                    "created_at": "",
                    "checkout_completed_at": "2026-05-03T16:25:00+0000",
                }
            }
        },
    }
    request = httpx.Request("GET", "http://store/api/v1/orders/")
    page = read_page(httpx.Response(200, json=body, request=request), OrderSummary)
    (order,) = page.items
    assert (order.id, order.line_count, order.unit_count, order.total) == (7, 2, 3, None)
    assert order.created_at == "" and order.customer_email is None
    assert order.checkout_completed_at == datetime(2026, 5, 3, 16, 25, tzinfo=UTC)


def test_payments_and_shipments_read_what_a_sylius_server_sends() -> None:
    """Extra keys, ids as the only sure thing, entries keyed by id, a state Sylius calls "new"."""
    order = Order.model_validate(
        {
            "id": 9,
            "state": "new",
            "currency": "EUR",
            "payments": {
                "4": {
                    "id": 4,
                    "method": {"id": 1, "code": "bank_transfer", "position": 0},
                    "amount": 1999,
                    "currency_code": "EUR",
                    "state": "new",
                    "_links": {"order": {"href": "/api/v1/orders/9"}},
                }
            },
            "shipments": [{"id": 5, "state": "ready"}, {"id": 6}],
        }
    )
    (payment,) = order.payments
    assert isinstance(payment, Payment) and payment.method is not None
    assert (payment.id, payment.amount, payment.method.code, payment.method.name) == (
        4,
        1999,
        "bank_transfer",
        None,
    )
    assert str(payment) == "bank_transfer · new · 19.99 EUR"  # the api writes no money format
    assert [s.id for s in order.shipments] == [5, 6] and order.shipments[1].state is None
    assert str(order.shipments[1]) == "—"
    assert order.placed and order.can_cancel
    assert order.payment_to_complete is payment and order.shipment_to_ship is order.shipments[0]
    assert Order.model_validate({"id": 1, "payments": []}).payment_to_complete is None


def test_order_steps_follow_the_states() -> None:
    def order(state: str, payment: str, shipment: str) -> Order:
        return Order.model_validate(
            {
                "id": 1,
                "state": state,
                "payments": [{"id": 2, "state": payment}],
                "shipments": [{"id": 3, "state": shipment}],
            }
        )

    cases = {
        ("pending", "new", "ready"): (True, 2, 3),
        ("pending", "completed", "ready"): (True, None, 3),
        ("pending", "new", "shipped"): (False, 2, None),
        ("fulfilled", "completed", "shipped"): (False, None, None),
        ("cancelled", "cancelled", "cancelled"): (False, None, None),
        ("cart", "new", "ready"): (False, None, None),
    }
    for states, (cancel, pay, ship) in cases.items():
        steps = order(*states)
        to_pay, to_ship = steps.payment_to_complete, steps.shipment_to_ship
        assert (
            steps.can_cancel,
            to_pay.id if to_pay else None,
            to_ship.id if to_ship else None,
        ) == (
            cancel,
            pay,
            ship,
        ), states


def test_a_summary_carries_the_ids_and_states_a_step_needs() -> None:
    summary = OrderSummary.model_validate(
        {
            "id": 7,
            "state": "pending",
            "payments": {"11": {"id": 11, "state": "new", "amount": 5}},
            "shipments": [{"id": 12, "state": "ready", "tracking": None}],
        }
    )
    assert [(p.id, p.state) for p in summary.payments] == [(11, "new")]
    assert summary.shipment_to_ship is not None and summary.shipment_to_ship.id == 12
    assert summary.can_cancel
    assert OrderSummary.model_validate({"id": 8}).shipments == []


def test_importing_the_models_builds_no_validator_until_a_model_is_used() -> None:
    """The app imports every model at start, before its window shows, and uses a few to sign in
    and show the first page: each model's validator is built on its first use, in a fresh process
    as at start, and then reads and writes as ever."""
    script = (
        "import pydantic, storeadmin_gui.api.models as models\n"
        "kinds = [m for m in vars(models).values()\n"
        "         if isinstance(m, type) and issubclass(m, pydantic.BaseModel)]\n"
        "built = sorted(m.__name__ for m in kinds if m.__pydantic_complete__)\n"
        "summary = models.OrderSummary.model_validate({'id': 7, 'number': '000000007'})\n"
        "request = models.UserUpdate(email='a@example.com')\n"
        "print(len(kinds) > 40, built, summary.number, request.to_json(),\n"
        "      models.OrderSummary.__pydantic_complete__)\n"
    )
    assert python_output(script).strip() == "True [] 000000007 {'email': 'a@example.com'} True"
