"""Property-based check of the whole API against its own OpenAPI document (schemathesis).

Every operation of ``/openapi.json`` gets generated requests (valid and invalid ones), sent
in-process to the real app on a fresh copy of the demo store with the demo admin's bearer token.
Each answer must be documented for its operation (status code, content type, body schema, including
the error shapes), and none may be a 5xx. The run is bounded and derandomized so CI sees the same
cases every time.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import schemathesis
from hypothesis.configuration import set_hypothesis_home_dir
from schemathesis.config import SchemathesisConfig
from schemathesis.python import asgi

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.demo_account import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.errors import INVALID_VALUE
from storeadmin_gui.backend.openapi import TOKEN_URL
from storeadmin_gui.backend.settings import Settings

if TYPE_CHECKING:  # the OpenAPI flavour of schemathesis.Case, named for type checkers only
    from schemathesis.specs.openapi.schemas import OpenApiCase as Case

# Hypothesis keeps its caches outside the repository: a `.hypothesis` folder there would trip
# pytest's collection (the project sets `norecursedirs`) on the next run.
set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "storeadmin-hypothesis")

# Enough to reach every branch of input parsing the document describes, small enough for CI.
MAX_EXAMPLES_PER_OPERATION = 30


def _demo_admin_token(app: Any) -> str:
    """A real token from the token endpoint (this also starts the app's lifespan)."""
    with asgi.get_client(app) as http:
        response = http.post(
            "/api/oauth/v2/token",
            json={
                "client_id": DEMO_CLIENT_ID,
                "client_secret": DEMO_CLIENT_SECRET,
                "grant_type": "password",
                "username": DEMO_ADMIN_EMAIL,
                "password": DEMO_ADMIN_PASSWORD,
            },
        )
    assert response.status_code == 200, response.text
    token: str = response.json()["access_token"]
    return token


# A request the document calls valid can still be refused for what is stored: a code or id naming
# no record, a taken e-mail or code, stock, a record in use. JSON Schema cannot say "exists", so
# such answers (400 on these fields with these messages, and the documented 422s) are expected;
# every other refusal of valid input means the document lies, and fails the run.
REFERENCE_FIELDS = frozenset(
    {
        "customer",
        "channel",
        "localeCode",
        "variant",
        "taxCategory",
        "shippingCategory",
        "optionValues",
        "channelPricings",
        "translations",
    }
)
STORED_DATA_MESSAGES = (
    "Product variant code must be unique.",
    "This email is already used.",
    "does not have sufficient stock.",
    "is not available in channel",
    "The order total would be too large.",
    "This order can no longer be changed.",
    # Ranges of the statistics: JSON Schema cannot compare one parameter with another.
    "The start of the range must not be after its end.",
    "The range must not be longer than 3 years.",
)
# An order's state decides whether a step is allowed (docs/api.md section 11).
STATE_REFUSALS = frozenset(
    {
        "The order cannot be cancelled.",
        "The shipment cannot be shipped.",
        "The payment cannot be completed.",
        "This order can no longer be changed.",
    }
)


def _form_messages(form: dict[str, Any], field: str = "") -> Iterator[tuple[str, str]]:
    """``(top-level field, message)`` of every violation in a validation body's ``errors``."""
    for message in form.get("errors", []):
        yield field, message
    for name, child in form.get("children", {}).items():
        yield from _form_messages(child, field or name)


def _explained_by_stored_data(field: str, message: str) -> bool:
    if any(known in message for known in STORED_DATA_MESSAGES):
        return True
    return field in REFERENCE_FIELDS and message == INVALID_VALUE


def _written_as_a_fraction(case: Case, field: str) -> bool:
    """JSON Schema's ``integer`` takes ``5.0``, which the API refuses on purpose: a number written
    with a fraction or exponent is not an integer, since JSON parsing already rounded
    ``4.9999999999999999999`` to it (docs/api.md section 3). The schema cannot tell how a number
    was written, so such a refusal is the documented one, not a lie of the document."""
    body = case.body if isinstance(case.body, dict) else {}
    value = body.get(field)
    return isinstance(value, float) and value.is_integer()


@schemathesis.check
def valid_input_refused_only_for_stored_data(
    ctx: Any, response: schemathesis.Response, case: Case
) -> bool | None:
    """Valid input may be refused only for what JSON Schema cannot express (see above)."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code != 400:
        return None
    if case.operation.path == TOKEN_URL:  # wrong credentials are valid JSON too (OAuth2 400s)
        return None
    body = response.json()
    if body.get("message") in STATE_REFUSALS:
        return None
    unexplained = [
        (field, message)
        for field, message in _form_messages(body.get("errors") or {})
        if not _explained_by_stored_data(field, message)
        and not (message == INVALID_VALUE and _written_as_a_fraction(case, field))
    ]
    if body.get("message") != "Validation Failed" or unexplained:
        raise AssertionError(f"valid input refused: {unexplained or body}")
    return None


@pytest.fixture
def api_schema(settings: Settings) -> Iterator[Any]:
    """The app's own OpenAPI document, bound to the app on a fresh demo store (per operation)."""
    app = create_app(settings)
    try:
        token = _demo_admin_token(app)
        config = SchemathesisConfig.from_dict(
            {
                "headers": {"Authorization": f"Bearer {token}"},
                "generation": {
                    "max-examples": MAX_EXAMPLES_PER_OPERATION,
                    "deterministic": True,
                    "database": "none",
                },
                "phases": {"stateful": {"enabled": False}},
                "checks": {
                    # A 400 only as the check above allows; a 422 only where the document
                    # declares one (status code conformance checks that).
                    "positive_data_acceptance": {
                        "expected-statuses": ["2xx", "400", "401", "403", "404", "409", "422"]
                    }
                },
            }
        )
        yield schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    finally:
        asgi.shutdown_lifespans()  # the app's lifespan ends: its database is closed


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
def test_every_operation_answers_as_documented(case: Case) -> None:
    case.call_and_validate(additional_checks=[valid_input_refused_only_for_stored_data])
