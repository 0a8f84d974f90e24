"""A user's form as the users endpoint checks it, and the store's account commands too, so that
they accept and say what the API does. No web framework: the demo store's seed imports the
commands' module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import exists, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.errors import INVALID_VALUE, FormErrors
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.requests import read_boolean, read_string

EMAIL_TAKEN = "This email is already used."
FIELDS = ("first_name", "last_name", "email", "plainPassword", "enabled", "roles")
# White space spelled out rather than ``\s``, which means other characters in Python's ``re`` than
# in the OpenAPI document's (ECMA-262) regular expressions: one pattern, the same in both.
_EMAIL_SPACE = (
    r"\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_EMAIL_PART = rf"[^@\x00{_EMAIL_SPACE}]+"
EMAIL_PATTERN = re.compile(rf"^{_EMAIL_PART}@{_EMAIL_PART}\.{_EMAIL_PART}$")
ROLE_PATTERN = re.compile(r"^ROLE_[A-Z0-9_]{1,100}$")
MIN_PASSWORD, MAX_PASSWORD = 4, 254
REQUIRED_MESSAGES = {
    "first_name": "Please enter your first name.",
    "last_name": "Please enter your last name.",
    "email": "Please enter your email.",
    "plainPassword": "Please enter your password.",
}


@dataclass
class UserChanges:
    values: dict[str, Any] = field(default_factory=dict)  # model attribute -> value
    password: str | None = None


def _email_taken(session: Session, canonical: str, except_id: int | None) -> bool:
    condition = [User.email_canonical == canonical, User.deleted_at.is_(None)]
    if except_id is not None:
        condition.append(User.id != except_id)
    return bool(session.scalar(select(exists().where(*condition))))


def parse_user_form(
    session: Session, body: dict[str, Any], *, required: set[str], user_id: int | None
) -> UserChanges:
    """Validates the sent fields; ``required`` ones report their blank message when absent."""
    form = FormErrors(FIELDS)
    changes = UserChanges()
    for name in ("first_name", "last_name"):
        if name in body or name in required:
            value = read_string(form, body, name, blank_message=REQUIRED_MESSAGES[name])
            if value is not None:
                changes.values[name] = value
    if "email" in body or "email" in required:
        email = read_string(form, body, "email", blank_message=REQUIRED_MESSAGES["email"])
        if email is not None:
            canonical = email.lower()
            if not EMAIL_PATTERN.fullmatch(email):  # '$' alone admits a final newline
                form.add("email", "This email is invalid.")
            elif _email_taken(session, canonical, user_id):
                form.add("email", EMAIL_TAKEN)
            else:
                changes.values.update(
                    email=email,
                    email_canonical=canonical,
                    username=email,
                    username_canonical=canonical,
                )
    if "plainPassword" in body or "plainPassword" in required:
        raw = body.get("plainPassword")
        if raw is None or raw == "":
            form.add("plainPassword", REQUIRED_MESSAGES["plainPassword"])
        elif not isinstance(raw, str):
            form.add("plainPassword", INVALID_VALUE)
        elif len(raw) < MIN_PASSWORD:
            form.add("plainPassword", "Password must be at least 4 characters long.")
        elif len(raw) > MAX_PASSWORD:
            form.add("plainPassword", "Password must not be longer than 254 characters.")
        else:
            changes.password = raw
    enabled = read_boolean(form, body, "enabled")
    if enabled is not None:
        changes.values["enabled"] = enabled
    if body.get("roles") is not None:
        roles = body["roles"]
        if not isinstance(roles, list) or not all(
            isinstance(role, str) and ROLE_PATTERN.match(role) for role in roles
        ):
            form.add("roles", INVALID_VALUE)
        else:
            changes.values["roles"] = list(dict.fromkeys(roles))
    form.raise_if_any()
    return changes
