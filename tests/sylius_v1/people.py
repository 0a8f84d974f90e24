"""Customers (with their shop user and their orders) and admin users (``/users/``).

Customers use AdminApiBundle's ``CustomerProfileType``: a PUT that leaves out ``phoneNumber`` or
``subscribedToNewsletter`` clears them although no answer ever shows them; the ``user`` sub-form
exists only when the body has ``user``. ``/users/`` are the *admin* users, a plain resource: not
sortable, not filterable (``criteria[query]`` is ignored), with ``AdminUserType`` for writes,
where a PUT without ``enabled`` disables the account and one without ``localeCode`` is refused.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from .calls import (
    DETAIL,
    LIST,
    Call,
    Reply,
    error,
    form_failed,
    found,
    handler,
    page,
    run_form,
    shown,
)
from .forms import Compound, Invalid, Node, Scalar, choice
from .lists import apply_plain
from .store import Record, SyliusState, hash_password, order_totals

ONLY_DETAILED = frozenset({"Detailed"})  # the customer routes name only this group
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|\d{3}))?$")  # ICU's locale names
CUSTOMER_PROPERTIES = frozenset(
    {
        "id",
        "email",
        "emailCanonical",
        "firstName",
        "lastName",
        "birthday",
        "gender",
        "phoneNumber",
        "subscribedToNewsletter",
        "group",
        "user",
        "createdAt",
        "updatedAt",
    }
)
ORDER_PROPERTIES = frozenset(
    {
        "id",
        "number",
        "state",
        "checkoutState",
        "paymentState",
        "shippingState",
        "currencyCode",
        "localeCode",
        "checkoutCompletedAt",
        "createdAt",
        "updatedAt",
        "customer",
        "channel",
        "itemsTotal",
        "adjustmentsTotal",
        "total",
        "promotionCoupon",
    }
)


def _by_id(call: Call, kind: str) -> Record:
    raw = call.params["id"]
    return found(call.state.get(kind, int(raw)) if raw.isdigit() else None)


Save = Callable[[Call, Record], "Reply | None"]


def _create(call: Call, kind: str, record: Record, save: Save, groups: frozenset[str]) -> Reply:
    """POST: ``save`` fills the new ``record``, which is kept only when the form passes."""
    failed = save(call, record)
    if failed is not None:
        return failed
    call.state.all(kind).append(record)
    return shown(call, kind, record, groups, 201)


def _update(call: Call, kind: str, save: Save) -> Reply:
    """PUT/PATCH: ``save`` works on a copy, kept only when the form passes."""
    record = _by_id(call, kind)
    draft = copy.deepcopy(record)
    failed = save(call, draft)
    if failed is not None:
        return failed
    record.update(draft)
    return Reply(204)


def _email_errors(call: Call, kind: str, record: Record, tree: Node, path: list[str]) -> None:
    email = record.get("email")
    if not email:
        tree.add(path, "Please enter your email.")
    elif not _EMAIL.match(email):
        tree.add(path, "This email is invalid.")
    elif any(
        r["emailCanonical"] == email.lower() and r["id"] != record["id"]
        for r in call.state.all(kind)
    ):
        tree.add(path, "This email is already used.")


def _password_errors(user: Record, password: str | None, tree: Node, path: list[str]) -> None:
    """UserType's validation groups add ``sylius_user_create`` for a user without id yet."""
    if user.get("password") is not None:
        return
    if not password:
        tree.add(path, "Please enter your password.")
    elif len(password) < 4:
        tree.add(path, "Password must be at least 4 characters long.")


# -- customers -------------------------------------------------------------------------------------


def _has_user_form(call: Call, customer: Record) -> bool:
    """AddUserFormSubscriber: ``user`` stays in the form when the body sets it, unless it is all
    empty and the customer has no user yet."""
    raw = call.body.get("user")
    if raw is None:
        return False
    empty = isinstance(raw, dict) and all(
        value in (None, "", "0", 0, False, [], {}) for value in raw.values()
    )
    return not (empty and customer.get("user") is None)


def _customer_form(call: Call, customer: Record) -> Compound:
    fields: list[Scalar | Compound] = [
        Scalar("firstName"),
        Scalar("lastName"),
        Scalar("email"),
        Scalar("birthday", _birthday),
        Scalar("gender", choice({"u": "u", "m": "m", "f": "f"})),
        Scalar("phoneNumber"),
        Scalar("subscribedToNewsletter", checkbox=True),
        Scalar("group", choice({})),
    ]
    if _has_user_form(call, customer):
        verified = (
            [Scalar("verifiedAt", checkbox=True)] if call.generation.user_verified_at_field else []
        )
        fields.append(
            Compound("user", (Scalar("plainPassword"), Scalar("enabled", checkbox=True), *verified))
        )
    return Compound("", tuple(fields))


def _birthday(text: str) -> str:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        raise Invalid(text)
    return f"{text}T00:00:00+0000"


def _save_customer(call: Call, customer: Record) -> Reply | None:
    user = customer.get("user")
    current = {**customer, "user": None if user is None else {"plainPassword": None, **user}}
    data, tree = run_form(call, _customer_form(call, customer), current)
    if data.get("gender") is None:
        data["gender"] = "u"  # GenderType's empty_data
    for key in (
        "firstName",
        "lastName",
        "email",
        "birthday",
        "gender",
        "phoneNumber",
        "subscribedToNewsletter",
        "group",
    ):
        customer[key] = data[key]
    customer["emailCanonical"] = (customer["email"] or "").lower() or None
    _email_errors(call, "customers", customer, tree, ["email"])
    if "user" in tree.children and data["user"] is not None:
        entry = data["user"]
        shop_user = user or {
            "id": call.state.next_id("shopUsers"),
            "roles": ["ROLE_USER"],
            "password": None,
        }
        _password_errors(shop_user, entry.get("plainPassword"), tree, ["user", "plainPassword"])
        shop_user.update(
            username=customer["email"],
            usernameCanonical=customer["emailCanonical"],
            enabled=entry["enabled"],
        )
        if entry.get("plainPassword"):
            shop_user["password"] = hash_password(entry["plainPassword"])
        customer["user"] = shop_user
    if not tree.valid:
        return form_failed(tree)
    customer["updatedAt"] = call.state.now()
    return None


@handler("customer_index")
def customer_index(call: Call) -> Reply:
    rows = apply_plain(
        call.state,
        call.state.all("customers"),
        call.query,
        properties=CUSTOMER_PROPERTIES,
        sorting={"id": "desc"},
    )
    return page(call, "customers", rows, LIST)


@handler("customer_show")
def customer_show(call: Call) -> Reply:
    return shown(call, "customers", _by_id(call, "customers"), ONLY_DETAILED)


@handler("customer_create")
def customer_create(call: Call) -> Reply:
    customer = {"id": call.state.next_id("customers"), "user": None, "createdAt": call.state.now()}
    return _create(call, "customers", customer, _save_customer, ONLY_DETAILED)


@handler("customer_update")
def customer_update(call: Call) -> Reply:
    return _update(call, "customers", _save_customer)


@handler("customer_delete")
def customer_delete(call: Call) -> Reply:
    customer = _by_id(call, "customers")
    if any(order["customer"] == customer["id"] for order in call.state.all("orders")):
        return error(500)  # the orders' foreign key: Doctrine's exception escapes
    call.state.all("customers").remove(customer)
    return Reply(204)


def order_property(state: SyliusState, order: Record, name: str) -> Any:
    if name in ("itemsTotal", "adjustmentsTotal", "total"):
        return order_totals(order)[name]
    return order.get(name)


@handler("customer_orders")
def customer_orders(call: Call) -> Reply:
    """Every order of the customer, carts too; filterable and sortable on any order property;
    the route names no serialization groups, so every group is shown."""
    rows = apply_plain(
        call.state,
        call.state.all("orders"),
        call.query,
        properties=ORDER_PROPERTIES,
        resolve=order_property,
        sorting={"updatedAt": "desc"},
        criteria={"customer": call.params["id"]},
    )
    return page(call, "orders", rows, None)


# -- admin users -----------------------------------------------------------------------------------


def _user_form(call: Call) -> Compound:
    generation = call.generation
    return Compound(
        "",
        (
            Scalar("username"),
            Scalar("email"),
            Scalar("plainPassword"),
            Scalar("enabled", checkbox=True),
            *([Scalar("verifiedAt", checkbox=True)] if generation.user_verified_at_field else []),
            Scalar("firstName"),
            Scalar("lastName"),
            Scalar("localeCode", _locale),
            *(
                [Compound("avatar", (Scalar("file"),), required=False)]
                if generation.admin_avatar_field
                else []
            ),
        ),
    )


def _locale(text: str) -> str:
    if not _LOCALE.match(text):
        raise Invalid(text)
    return text


def _save_user(call: Call, user: Record) -> Reply | None:
    data, tree = run_form(call, _user_form(call), {**user, "plainPassword": None, "avatar": None})
    for key in ("username", "email", "enabled", "firstName", "lastName", "localeCode"):
        user[key] = data[key]
    user["usernameCanonical"] = (user["username"] or "").lower() or None
    user["emailCanonical"] = (user["email"] or "").lower() or None
    if not user["username"]:
        tree.add(["username"], "Please enter your name.")
    elif any(
        u["usernameCanonical"] == user["usernameCanonical"] and u["id"] != user["id"]
        for u in call.state.all("adminUsers")
    ):
        tree.add(["username"], "This username is already used.")
    _email_errors(call, "adminUsers", user, tree, ["email"])
    _password_errors(user, data["plainPassword"], tree, ["plainPassword"])
    if not user["localeCode"]:
        tree.add(["localeCode"], "Please choose a locale.")
    if not tree.valid:
        return form_failed(tree)
    if data["plainPassword"]:
        user["password"] = hash_password(data["plainPassword"])
    user["updatedAt"] = call.state.now()
    return None


@handler("user_index")
def user_index(call: Call) -> Reply:
    users = apply_plain(
        call.state, call.state.all("adminUsers"), call.query, properties=frozenset()
    )
    return page(call, "adminUsers", users, LIST)


@handler("user_show")
def user_show(call: Call) -> Reply:
    return shown(call, "adminUsers", _by_id(call, "adminUsers"), DETAIL)


@handler("user_create")
def user_create(call: Call) -> Reply:
    user = {"id": call.state.next_id("adminUsers"), "roles": ["ROLE_ADMINISTRATION_ACCESS"],
            "password": None, "verifiedAt": None, "createdAt": call.state.now()}  # fmt: skip
    return _create(call, "adminUsers", user, _save_user, DETAIL)


@handler("user_update")
def user_update(call: Call) -> Reply:
    return _update(call, "adminUsers", _save_user)


@handler("user_delete")
def user_delete(call: Call) -> Reply:
    user = _by_id(call, "adminUsers")
    if user["id"] == call.user["id"]:
        return error(422)  # "Cannot remove currently logged in user."
    call.state.all("adminUsers").remove(user)
    return Reply(204)
