"""Sylius's address entity as both its APIs send it in an order (the admin API of Sylius 1.x and
API Platform's): camelCase (``firstName``, ``countryCode``), with JSON-LD keys (``@id``,
``@type``) in API Platform's. Read field by field into the names of the app's
:class:`~storeadmin_gui.api.models.Address` (the contract's, which the order model then reads);
what the store adds beyond the postal fields keeps its name in snake_case (:func:`snake`, the one
rule both kinds spell the contract's names by).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["read_sylius_address", "snake"]

# Sylius's name of each postal field of the app's Address.
POSTAL_FIELDS = {
    "firstName": "first_name",
    "lastName": "last_name",
    "company": "company",
    "street": "street",
    "postcode": "postcode",
    "city": "city",
    "provinceName": "province_name",
    "provinceCode": "province_code",
    "countryCode": "country_code",
    "phoneNumber": "phone_number",
}
_CAMEL_HUMP = re.compile(r"(?<!^)(?=[A-Z])")


def snake(key: str) -> str:
    """Sylius's name of a field as the contract spells it: ``firstName`` -> ``first_name``
    (``_links`` stays)."""
    return _CAMEL_HUMP.sub("_", key).lower()


def read_sylius_address(raw: Any) -> dict[str, Any] | None:
    """An order's embedded address in the contract's names (what the app's ``Address`` reads),
    or None when the order has none (or only names it by IRI)."""
    if not isinstance(raw, Mapping) or not raw:
        return None
    return {
        POSTAL_FIELDS.get(key) or snake(key): value
        for key, value in raw.items()
        if not key.startswith("@")
    }
