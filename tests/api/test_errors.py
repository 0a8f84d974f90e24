"""Every error answer becomes the right class with a readable message, built in one place."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from storeadmin_gui.api import errors
from storeadmin_gui.api.errors import error_from_response


def answer(status: int, body: Any = None, **kwargs: Any) -> httpx.Response:
    request = httpx.Request("POST", "https://shop.example/api/v1/products/SHIRT/variants/")
    if body is None:
        return httpx.Response(status, request=request, **kwargs)
    return httpx.Response(status, json=body, request=request)


@pytest.mark.parametrize(
    ("status", "body", "cls", "message"),
    [
        (
            401,
            {"error": "access_denied", "error_description": "OAuth2 authentication required"},
            errors.Unauthorized,
            "OAuth2 authentication required.",
        ),
        (403, {"code": 403, "message": "Access Denied."}, errors.Forbidden, "Access Denied."),
        (
            404,
            {"code": 404, "message": 'The "product variant" has not been found'},
            errors.NotFound,
            'The "product variant" has not been found.',
        ),
        (
            409,
            {"code": 409, "message": "Operated entity was previously modified."},
            errors.Conflict,
            "Operated entity was previously modified.",
        ),
        (
            422,
            {"code": 422, "message": "Cannot remove currently logged in user."},
            errors.Unprocessable,
            "Cannot remove currently logged in user.",
        ),
        (500, {"code": 500, "message": "Internal error"}, errors.ServerError, "Internal error."),
        (
            405,
            {"code": 405, "message": "Method Not Allowed"},
            errors.HTTPStatusError,
            "Method Not Allowed.",
        ),
        (
            400,
            {"error": "invalid_client", "error_description": "The client credentials are invalid"},
            errors.Unauthorized,
            "The client credentials are invalid.",
        ),
    ],
)
def test_status_and_body_choose_class_and_message(
    status: int, body: Any, cls: type[errors.HTTPStatusError], message: str
) -> None:
    error = error_from_response(answer(status, body))
    assert type(error) is cls
    assert isinstance(error, errors.HTTPStatusError | errors.ApiError)
    assert (error.status, str(error)) == (status, message)
    assert error.response is not None and error.response.status_code == status


@pytest.mark.parametrize(
    ("status", "cls", "message"),
    [
        (
            401,
            errors.Unauthorized,
            "You are not signed in, or your session has expired. Please sign "
            "in again (401 Unauthorized).",
        ),
        (
            409,
            errors.Conflict,
            "Someone else changed this record since it was loaded. Reload it and "
            "try again (409 Conflict).",
        ),
        (
            503,
            errors.ServerError,
            "The server failed to handle the request (503 Service Unavailable).",
        ),
        (418, errors.HTTPStatusError, "The server refused the request (418 I'm a teapot)."),
    ],
)
def test_a_bare_status_gets_a_sentence_of_its_own(
    status: int, cls: type[errors.HTTPStatusError], message: str
) -> None:
    error = error_from_response(answer(status))
    assert type(error) is cls
    assert str(error) == message


def test_validation_errors_are_flattened_per_field_with_form_level_messages() -> None:
    body = {
        "code": 400,
        "message": "Validation Failed",
        "errors": {
            "errors": ["Shirt does not have sufficient stock."],
            "children": {
                "code": {"errors": ["Please enter the code."]},
                "translations": {"children": {"en_US": {"children": {"name": {}}}}},
                "channelPricings": {
                    "children": {
                        "WEB": {"children": {"price": {"errors": ["Price must be at least 0.01."]}}}
                    }
                },
                "onHand": {},
            },
        },
    }
    error = error_from_response(answer(400, body))
    assert isinstance(error, errors.ValidationFailed)
    assert error.field_errors == {
        "": ["Shirt does not have sufficient stock."],
        "code": ["Please enter the code."],
        "channelPricings.WEB.price": ["Price must be at least 0.01."],
    }
    assert str(error) == (
        "Validation Failed. Shirt does not have sufficient stock. code: Please enter the code. "
        "channelPricings.WEB.price: Price must be at least 0.01."
    )


def test_a_400_without_a_form_tree_is_still_a_validation_failure_with_its_message() -> None:
    error = error_from_response(answer(400, {"code": 400, "message": 'Unknown sorting field "x".'}))
    assert isinstance(error, errors.ValidationFailed)
    assert error.field_errors == {}
    assert str(error) == 'Unknown sorting field "x".'


def test_an_error_page_in_html_keeps_the_status_in_the_message() -> None:
    error = error_from_response(answer(502, None, text="<html>Bad Gateway</html>"))
    assert isinstance(error, errors.ServerError)
    assert str(error) == "The server failed to handle the request (502 Bad Gateway)."
