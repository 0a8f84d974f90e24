"""Request parsing that is strict and total: any input gives a value or a contract-shaped 400.

Routes take the body as ``JsonBody`` (a dict, ``request_bodies.py``) and read fields with the
``read_*`` helpers, which record violations in a ``FormErrors`` so the messages and their order are
exactly the contract's. No web framework here: checks of stored data's input use the same helpers
where FastAPI is not imported.
"""

from __future__ import annotations

import json
import math
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Final

from storeadmin_gui.backend.errors import INVALID_VALUE, FormErrors, invalid_json

MAX_BODY_BYTES: Final = 1_000_000
# A request's head: its request line and headers (docs/api.md section 12).
MAX_HEAD_BYTES: Final = 64 * 1024
# Integers beyond this would overflow SQLite's 64-bit INTEGER or lose precision in JSON clients.
MAX_SAFE_INTEGER: Final = 2**53 - 1
MAX_NUMBER: Final = 1e12
# The largest amount the store takes anywhere, in minor units (10,000,000.00): a variant's price
# and an order line's explicit unit price alike (the app's client checks the same bound).
MAX_AMOUNT_MINOR: Final = 1_000_000_000
MAX_STRING_LENGTH: Final = 255

# ASCII digits only: ``\d`` alone also matches other scripts' digits ("١٠"), which int() reads.
_INTEGER_TEXT = re.compile(r"^[+-]?\d{1,16}$", re.ASCII)
_DECIMAL_TEXT = re.compile(r"^[+-]?(\d{1,13}(\.\d{0,6})?|\.\d{1,6})$", re.ASCII)


class InvalidText:
    """Stands in for a JSON string that is not valid Unicode (a lone surrogate such as
    ``"\\ud800"``): no reader accepts it, so the form reports that field, where the raw string
    would have failed on its way into the database."""

    def __repr__(self) -> str:
        return "INVALID_TEXT"


INVALID_TEXT: Final = InvalidText()


# JSON schemas of what the readers below accept, for the request bodies the OpenAPI document shows.
SAFE_INTEGER_SCHEMA: Final[dict[str, Any]] = {
    "type": "integer",
    "minimum": -MAX_SAFE_INTEGER,
    "maximum": MAX_SAFE_INTEGER,
}
# ``read_string``: at most 255 characters, no NUL; required fields also need a non-blank one.
TEXT_SCHEMA: Final[dict[str, Any]] = {
    "type": "string",
    "maxLength": MAX_STRING_LENGTH,
    "pattern": "^[^\\u0000]*$",
}
# What ``str.strip()`` trims (so a value of these alone is blank), each named: JSON Schema's ``\s``
# is not the same set in every regex dialect (ECMA-262's lacks U+001C-U+001F and U+0085).
_TRIMMED = (
    "\\t-\\r\\u001c-\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"
)
NON_BLANK_TEXT_SCHEMA: Final[dict[str, Any]] = {
    **TEXT_SCHEMA,
    "pattern": f"^[^\\u0000]*[^\\u0000{_TRIMMED}][^\\u0000]*$",
}

# ``to_boolean``: JSON booleans and the usual spellings.
BOOLEAN_SCHEMA: Final[dict[str, Any]] = {
    "anyOf": [
        {"type": "boolean"},
        {"enum": [0, 1]},
        {"type": "string", "pattern": "^\\s*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)\\s*$"},
    ]
}


def or_null(schema: dict[str, Any]) -> dict[str, Any]:
    """An optional field that may also be sent as null (readers treat null as not sent)."""
    return {"anyOf": [schema, {"type": "null"}]}


def code_map_schema(values: dict[str, Any]) -> dict[str, Any]:
    """An object keyed by codes; also null or ``[]`` (the empty map as PHP clients send it)."""
    return {
        "anyOf": [
            {"type": "object", "additionalProperties": values},
            {"type": "array", "maxItems": 0},
            {"type": "null"},
        ]
    }


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _valid_text(value: Any) -> Any:
    """``value`` with every string that is not valid Unicode replaced by ``INVALID_TEXT``; an
    object with such a key becomes ``INVALID_TEXT`` as a whole."""
    if isinstance(value, str):
        return INVALID_TEXT if _has_surrogate(value) else value
    if isinstance(value, list):
        return [_valid_text(item) for item in value]
    if isinstance(value, dict):
        if any(_has_surrogate(key) for key in value):
            return INVALID_TEXT
        return {key: _valid_text(item) for key, item in value.items()}
    return value


def parse_json_object(raw: bytes) -> dict[str, Any]:
    """The body as a JSON object; anything else (NaN, deep nesting, bad UTF-8 too) is a 400."""
    if len(raw) > MAX_BODY_BYTES:
        raise invalid_json()
    try:
        value = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise invalid_json() from None
    if not isinstance(value, dict):
        raise invalid_json()
    if b"\\u" in raw:  # only an escape can spell a lone surrogate
        checked = _valid_text(value)
        if not isinstance(checked, dict):
            raise invalid_json()
        return checked
    return value


def body_schema(
    properties: dict[str, Any], required: list[str] | None = None, *, optional: bool = False
) -> dict[str, Any]:
    """``openapi_extra`` documenting a JSON request body (routes parse it themselves)."""
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return {
        "requestBody": {
            "required": not optional,
            "content": {"application/json": {"schema": schema}},
        }
    }


def _given(form: FormErrors, body: dict[str, Any], field: str, blank_message: str | None) -> Any:
    """The field's value, or None when absent, null or blank (reported when ``blank_message``
    makes the field required)."""
    value = body.get(field)
    if value is None or (isinstance(value, str) and not value.strip()):
        if blank_message is not None:
            form.add(field, blank_message)
        return None
    return value


def read_string(
    form: FormErrors,
    body: dict[str, Any],
    field: str,
    *,
    blank_message: str | None = None,
    max_length: int = MAX_STRING_LENGTH,
) -> str | None:
    """A trimmed non-empty string, or None (absent, null, blank or invalid: the form says which).

    ``blank_message`` set makes the field required: absent, null and blank all report it.
    """
    value = _given(form, body, field, blank_message)
    if value is None:
        return None
    if not isinstance(value, str):
        form.add(field, INVALID_VALUE)
        return None
    text = value.strip()
    if len(text) > max_length or "\x00" in text:
        form.add(field, INVALID_VALUE)
        return None
    return text


def read_integer(
    form: FormErrors,
    body: dict[str, Any],
    field: str,
    *,
    blank_message: str | None = None,
    invalid_message: str = INVALID_VALUE,
) -> int | None:
    """An integer (a JSON integer or a string of ASCII digits, never a float) within the safe
    range, or None."""
    value = _given(form, body, field, blank_message)
    if value is None:
        return None
    parsed = to_integer(value)
    if parsed is None:
        form.add(field, invalid_message)
    return parsed


def to_integer(value: Any) -> int | None:
    """The integer a JSON integer or a string of ASCII digits stands for, or None.

    A JSON number with a fraction or an exponent is not an integer, even ``5.0``: JSON parsing
    already rounded ``4.9999999999999999999`` to it (docs/api.md section 3).
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        result = value
    elif isinstance(value, str) and _INTEGER_TEXT.match(value.strip()):
        result = int(value.strip())
    else:
        return None
    return result if abs(result) <= MAX_SAFE_INTEGER else None


def to_number(value: Any) -> float | None:
    """A finite number of sane magnitude from a JSON number or numeric string, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = float(value) if abs(value) <= MAX_NUMBER else math.inf
    elif isinstance(value, float):
        number = value
    elif isinstance(value, str) and _DECIMAL_TEXT.match(value.strip()):
        number = float(value.strip())
    else:
        return None
    return number if math.isfinite(number) and abs(number) <= MAX_NUMBER else None


def to_decimal(value: Any) -> Decimal | None:
    """An exact decimal from a JSON number or numeric string (for money), else None."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    if isinstance(value, str) and not _DECIMAL_TEXT.match(value.strip()):
        return None
    if isinstance(value, int) and abs(value) > MAX_NUMBER:
        return None
    try:
        result = Decimal(str(value).strip())
    except InvalidOperation:
        return None
    return result if result.is_finite() and abs(result) <= Decimal(int(MAX_NUMBER)) else None


def major_to_minor(amount: Decimal) -> int:
    """Major currency units to minor ones, ``round(value * 100)`` rounding halves away from zero."""
    return int((amount * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def to_boolean(value: Any) -> bool | None:
    """A JSON boolean (or the usual 0/1/"true"/"false" spellings), else None."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
        return value.strip().lower() in ("true", "1")
    return None


def read_boolean(form: FormErrors, body: dict[str, Any], field: str) -> bool | None:
    """A boolean, or None when absent or null; anything else is reported invalid."""
    value = body.get(field)
    if value is None:
        return None
    parsed = to_boolean(value)
    if parsed is None:
        form.add(field, INVALID_VALUE)
    return parsed
