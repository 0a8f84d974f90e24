"""POST and PUT as API Platform and Sylius apply them, described per resource as data.

PUT merges: a field the body leaves out keeps its value. A collection the body sends is replaced
by what it sends: an entry sent with its ``@id`` updates that entry in place, an entry without
``@id`` is a new one (so a second price for a channel that already has one fails Sylius's
unique constraint, 422), and an entry left out is removed. See README.md, "Write semantics".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .checks import CHECKS
from .errors import (
    BadRequest,
    HydraError,
    Invalid,
    Violation,
    wrong_type,
)
from .fields import LOCALE
from .render import Render
from .state import Record


@dataclass(frozen=True)
class Typed:
    """A writable field: its type (string, int, float, bool, date, ref, refs, pricings,
    translations, user), when it may be written (``c`` create, ``u`` update), and for
    references the kind it names."""

    type: str
    when: str = "cu"
    target: str = ""
    nullable: bool = True


WRITABLE: dict[str, dict[str, Typed]] = {
    "product_variants": {
        "code": Typed("string", "c"),
        "product": Typed("ref", "c", "products"),
        "optionValues": Typed("refs", target="product_option_values"),
        "channelPricings": Typed("pricings"),
        "translations": Typed("translations", target="product_variant_translations"),
        "enabled": Typed("bool", nullable=False),
        "position": Typed("int"),
        "tracked": Typed("bool", nullable=False),
        "onHold": Typed("int", nullable=False),
        "onHand": Typed("int", nullable=False),
        **{name: Typed("float") for name in ("weight", "width", "height", "depth")},
        "taxCategory": Typed("ref", target="tax_categories"),
        "shippingCategory": Typed("ref", target="shipping_categories"),
        "shippingRequired": Typed("bool", nullable=False),
    },
    "administrators": {
        "email": Typed("string"),
        "username": Typed("string"),
        "plainPassword": Typed("string"),
        "enabled": Typed("bool", nullable=False),
        "firstName": Typed("string"),
        "lastName": Typed("string"),
        "localeCode": Typed("string"),
    },
    "customers": {
        **{name: Typed("string") for name in ("email", "firstName", "lastName", "gender")},
        "birthday": Typed("date"),
        "group": Typed("ref", target="customer_groups"),
        "phoneNumber": Typed("string"),
        "subscribedToNewsletter": Typed("bool", nullable=False),
        "user": Typed("user"),
    },
    **{
        kind: {
            "code": Typed("string", "c"),
            "name": Typed("string"),
            "description": Typed("string"),
        }
        for kind in ("tax_categories", "shipping_categories")
    },
}

NEW_RECORD: dict[str, dict[str, Any]] = {
    "product_variants": {
        "code": None, "product": None, "optionValues": [], "channelPricings": {},
        "translations": {}, "enabled": True, "position": None, "tracked": False, "onHold": 0,
        "onHand": 0, "weight": None, "width": None, "height": None, "depth": None,
        "taxCategory": None, "shippingCategory": None, "shippingRequired": True,
    },
    "administrators": {
        "email": None, "username": None, "password": None, "enabled": False, "firstName": None,
        "lastName": None, "localeCode": None, "avatar": None, "verifiedAt": None,
        "lastLogin": None, "roles": ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"],
    },
    "tax_categories": {"code": None, "name": None, "description": None},
    "shipping_categories": {"code": None, "name": None, "description": None},
}  # fmt: skip


class Writer:
    """Applies one POST or PUT body to a copy of a record; the caller stores it if valid."""

    def __init__(self, render: Render, kind: str) -> None:
        self.render = render
        self.store = render.store
        self.kind = kind
        self.violations: list[Violation] = []
        self.new_entries: dict[str, set[str]] = {}
        self.issued: dict[str, int] = {}

    def apply(self, body: Any, old: Record | None) -> Record:
        if not isinstance(body, dict):
            raise BadRequest("Syntax error")
        creating = old is None
        record = copy.deepcopy(old) if old else self._fresh()
        for name, typed in WRITABLE[self.kind].items():
            if name not in body or ("c" if creating else "u") not in typed.when:
                continue  # fields outside the operation's group are ignored, as Sylius does
            record[name if name != "plainPassword" else "password"] = self._value(
                name, typed, body[name], record, old
            )
        if creating and self.kind == "product_variants" and LOCALE not in record["translations"]:
            record["translations"][LOCALE] = {"id": self._nested_id("translations"), "name": None}
        self.violations += CHECKS[self.kind](self, record, old)
        if self.violations:
            raise Invalid(self.violations)
        stamp = self.render.state.stamp()
        record["updatedAt"] = stamp
        record.setdefault("createdAt", stamp)
        return record

    def _fresh(self) -> Record:
        record = copy.deepcopy(NEW_RECORD[self.kind])
        record["id"] = self.store.next_id(self.kind)
        return record

    def _nested_id(self, field_name: str) -> int:
        """A fresh id for a pricing or translation, unique among all records' entries."""
        issued = self.issued.get(field_name) or self.store.max_nested_id(field_name)
        self.issued[field_name] = issued + 1
        return issued + 1

    def _value(
        self, name: str, typed: Typed, value: Any, record: Record, old: Record | None
    ) -> Any:
        scalar = {"string": (str,), "int": (int,), "float": (int, float), "bool": (bool,)}
        if typed.type in scalar or typed.type == "date":
            expected = scalar.get(typed.type, (str,))
            is_bool = isinstance(value, bool)
            if value is None and typed.nullable:
                return None
            if not isinstance(value, expected) or (is_bool and typed.type != "bool"):
                label = {"date": "string"}.get(typed.type, typed.type)
                raise wrong_type(name, label, value)
            return _date(str(value)) if typed.type == "date" else value
        if typed.type == "ref":
            return None if value is None else self._resolve(name, typed.target, value)
        if typed.type == "refs":
            if not isinstance(value, list):
                raise wrong_type(name, "array", value)
            return [self._resolve(name, typed.target, v) for v in value]
        if typed.type == "user":
            return self._user(value, record)
        return self._keyed(name, typed, value, (old or {}).get(name, {}), record)

    def _resolve(self, name: str, target: str, value: Any) -> Any:
        if isinstance(value, dict):
            raise BadRequest(
                f'Nested documents for attribute "{name}" are not allowed. Use IRIs instead.'
            )
        parts = self.render.iris.parse(target, value)
        if parts is None:
            raise BadRequest(f'Invalid IRI "{value}".')
        key = parts.get("code") or parts.get("id")
        found = self.store.get(target, key)
        if found is None or ("option" in parts and found.get("option") != parts["option"]):
            raise BadRequest(f'Item not found for "{value}".')
        return found.get("code", found["id"])

    def _keyed(
        self, name: str, typed: Typed, sent: Any, stored: dict[str, Record], record: Record
    ) -> dict[str, Record]:
        """Channel pricings keyed by channel code, translations keyed by locale."""
        if isinstance(sent, list):
            sent = {str(index): entry for index, entry in enumerate(sent)}
        if not isinstance(sent, dict):
            raise wrong_type(name, "array", sent)
        pricing = typed.type == "pricings"
        result: dict[str, Record] = {}
        fresh: set[str] = set()
        for key, entry in sent.items():
            if not isinstance(entry, dict):
                raise wrong_type(name, "array", entry)
            if pricing and "channelCode" in entry and entry["channelCode"] != key:
                raise HydraError(
                    "The channelCode of channelPricing does not match the key. "
                    f'Key: "{key}", channelCode: "{entry["channelCode"]}"',
                    422,
                )
            if "@id" in entry:
                base = self._entry_named(name, typed, entry["@id"], stored, record)
            else:
                base = {"id": self._nested_id(name)}
                base.update(PRICING_DEFAULTS if pricing else {"name": None})
                fresh.add(key)
            for field_name in ("price", "originalPrice", "minimumPrice") if pricing else ("name",):
                if field_name in entry:
                    kind = "int" if pricing else "string"
                    nullable = field_name != "minimumPrice"
                    base[field_name] = self._value(
                        field_name, Typed(kind, nullable=nullable), entry[field_name], record, None
                    )
            result[key] = base
        self.new_entries[name] = fresh
        if not pricing and stored and LOCALE in stored and LOCALE not in result:
            raise HydraError(
                f'Translation in the default locale "{LOCALE}" cannot be removed.', 422
            )
        return result

    def _entry_named(
        self, name: str, typed: Typed, iri: Any, stored: dict[str, Record], record: Record
    ) -> Record:
        kind = "channel_pricings" if typed.type == "pricings" else typed.target
        parts = self.render.iris.parse(kind, iri)
        if parts is None:
            raise BadRequest(f'Invalid IRI "{iri}".')
        for key, entry in stored.items():
            owner_matches = parts.get(
                "variant", parts.get("code", record.get("code"))
            ) == record.get("code")
            if str(entry["id"]) == parts.get("id") or (
                owner_matches and key == parts.get("channelCode", parts.get("locale"))
            ):
                return copy.deepcopy(entry)
        raise BadRequest(f'Item not found for "{iri}".')

    def _user(self, value: Any, record: Record) -> Record | None:
        if value is None:
            return None
        if not isinstance(value, dict):
            raise wrong_type("user", "array", value)
        current = record.get("user")
        user: Record
        if "@id" in value:
            parts = self.render.iris.parse("shop_users", value["@id"])
            if parts is None:
                raise BadRequest(f'Invalid IRI "{value["@id"]}".')
            if current is None or str(current["id"]) != parts["id"]:
                raise BadRequest(f'Item not found for "{value["@id"]}".')
            user = copy.deepcopy(current)
        else:  # a new shop user takes the place of the old one
            taken = [c["user"]["id"] for c in self.store.all("customers") if c.get("user")]
            user = {
                "id": max(taken, default=0) + 1,
                "enabled": False,
                "verified": False,
                "password": None,
            }
        for field_name, kind in (
            ("plainPassword", "string"),
            ("enabled", "bool"),
            ("verified", "bool"),
        ):
            if field_name in value:
                stored_as = "password" if field_name == "plainPassword" else field_name
                user[stored_as] = self._value(
                    field_name, Typed(kind, nullable=False), value[field_name], record, None
                )
        return user


PRICING_DEFAULTS: dict[str, Any] = {
    "price": None,
    "originalPrice": None,
    "minimumPrice": 0,
    "lowestPriceBeforeDiscount": None,
    "appliedPromotions": [],
}


def _date(text: str) -> str:
    for pattern in ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d"):
        try:
            return datetime.strptime(text[:19], pattern).strftime("%Y-%m-%d %H:%M:%S")
        except ValueError:
            continue
    raise BadRequest(f"Failed to parse time string ({text}).")
