"""Staff accounts (Sylius's administrators) and customers as the contract has them, and the
password reset, which the store carries out by e-mail.

An administrator's write group takes its e-mail, username, password, state, names and locale;
its roles are not among them (and no answer shows them). A PUT keeps what it leaves out, so the
contract's PUT and PATCH are both a PUT of the fields given. A new administrator's username is
its e-mail unless one is given, as the contract's servers name accounts. A refusal names the
fields as the contract spells them (``firstName`` -> ``first_name``).

A password reset is asked by e-mail (``POST /administrators/reset-password``); the store answers
202 whether or not it knows the address, and sends the link itself: no token comes back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from storeadmin_gui.api._decode import json_body
from storeadmin_gui.api.errors import ValidationFailed
from storeadmin_gui.api.lists import ListName
from storeadmin_gui.api.words import tr

from .call import NO_CONTENT, Answer, Call, page_of
from .generations import ADMIN
from .hydra import Record, each_member, iri, key_of, moment, read_json

__all__ = [
    "create_administrator",
    "delete_administrator",
    "get_administrator",
    "get_customer",
    "list_administrators",
    "list_customers",
    "reset_password",
    "save_administrator",
]

ADMINISTRATORS = f"{ADMIN}/administrators"
CUSTOMERS = f"{ADMIN}/customers"
# The contract's user fields (snake_case) -> the administrator's.
USER_FIELDS = {
    "username": "username",
    "email": "email",
    "plainPassword": "plainPassword",
    "enabled": "enabled",
    "first_name": "firstName",
    "last_name": "lastName",
    "locale_code": "localeCode",
}
_CONTRACT_NAMES = {wire: contract for contract, wire in USER_FIELDS.items()}
_HUMP = re.compile(r"(?<!^)(?=[A-Z])")


def read_administrator(raw: Record) -> Record:
    """An administrator as the contract's user (snake_case)."""
    return {
        "id": raw.get("id"),
        "username": raw.get("username"),
        "email": raw.get("email"),
        "first_name": raw.get("firstName"),
        "last_name": raw.get("lastName"),
        "enabled": raw.get("enabled"),
        "locale_code": raw.get("localeCode"),
        "last_login": moment(raw.get("lastLogin")),
        "created_at": moment(raw.get("createdAt")),
    }


def read_customer(raw: Record) -> Record:
    """A customer as the contract's (camelCase), its shop account by its IRI's id."""
    user = raw.get("user") if isinstance(raw.get("user"), Mapping) else None
    account = None
    if user is not None:
        found = key_of(user)
        account = {
            "id": int(found) if found and found.isdigit() else None,
            "enabled": user.get("enabled"),
        }
    return {
        "id": raw.get("id"),
        "email": raw.get("email"),
        "firstName": raw.get("firstName"),
        "lastName": raw.get("lastName"),
        "phoneNumber": raw.get("phoneNumber"),
        "user": account,
        "createdAt": moment(raw.get("createdAt")),
    }


async def _each_read(raws: list[Record], read: Any) -> list[Record]:
    return [read(raw) for raw in raws]


async def list_administrators(call: Call) -> Answer:
    return await page_of(
        call, ADMINISTRATORS, ListName.USERS, lambda raws: _each_read(raws, read_administrator)
    )


async def get_administrator(call: Call) -> Answer:
    return 200, read_administrator(await read_json(call.wire, iri(ADMINISTRATORS, call.keys[0])))


async def list_customers(call: Call) -> Answer:
    return await page_of(
        call, CUSTOMERS, ListName.CUSTOMERS, lambda raws: _each_read(raws, read_customer)
    )


async def get_customer(call: Call) -> Answer:
    return 200, read_customer(await read_json(call.wire, iri(CUSTOMERS, call.keys[0])))


def _administrator_body(body: Any) -> Record:
    given = body if isinstance(body, Mapping) else {}
    return {wire: given[name] for name, wire in USER_FIELDS.items() if name in given}


async def _send(call: Call, method: str, path: str, body: Record) -> Any:
    """The write, its refusal's fields named as the contract's."""
    try:
        return json_body(await call.wire.request(method, path, json=body))
    except ValidationFailed as refused:
        refused.field_errors = {
            _CONTRACT_NAMES.get(field, _HUMP.sub("_", field).lower()): messages
            for field, messages in refused.field_errors.items()
        }
        raise


async def create_administrator(call: Call) -> Answer:
    body = _administrator_body(call.body)
    if not body.get("username"):
        body["username"] = body.get("email")  # as the contract's servers name accounts
    return 201, read_administrator(await _send(call, "POST", ADMINISTRATORS, body))


async def save_administrator(call: Call) -> Answer:
    body = _administrator_body(call.body)
    if body:
        await _send(call, "PUT", iri(ADMINISTRATORS, call.keys[0]), body)
    return NO_CONTENT


async def delete_administrator(call: Call) -> Answer:
    await call.wire.request("DELETE", iri(ADMINISTRATORS, call.keys[0]))
    return NO_CONTENT


async def reset_password(call: Call) -> Answer:
    """The contract names the account by username or e-mail; the store takes its e-mail."""
    asked = str((call.body or {}).get("username") or "")
    found = None
    async for administrator in each_member(call.wire, ADMINISTRATORS):
        if asked.casefold() in (
            str(administrator.get("email", "")).casefold(),
            str(administrator.get("username", "")).casefold(),
        ):
            found = administrator
            break
    if found is None:
        message = tr("api.kinds", "The store has no administrator {name}.").format(name=asked)
        return 404, {"code": 404, "message": message}
    await call.wire.request(
        "POST", f"{ADMINISTRATORS}/reset-password", json={"email": found.get("email")}
    )
    return 201, read_administrator(found)
