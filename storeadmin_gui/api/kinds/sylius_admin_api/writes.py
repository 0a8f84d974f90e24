"""Saves as Sylius 1.x's forms take them, so that none clears what the staffer did not touch.

Sylius submits a request body to a Symfony form, clearing every field a POST or PUT leaves out
(``clearMissing``); a PATCH leaves them as they are. So:

- a variant's change (``update``, ``patch``) is a PATCH of the fields changed, with the
  ``version`` it was read at (checked where the variant's own columns change). Its prices are a
  form per channel (``ChannelCollectionType``), not a collection replaced whole: a PATCH of one
  channel's price keeps every other channel's, and the channel's other amounts;
- a new variant is POSTed with what was given, and ticks what the form would otherwise untick:
  ``shippingRequired`` (Sylius's default) and, from 1.8, ``enabled``;
- an admin user's change is a PATCH of the admin-user form's fields (``username``, ``email``,
  ``firstName``, ``lastName``, ``localeCode``, ``enabled``, ``plainPassword`` when typed), never
  a PUT, which would disable the account unless ``enabled`` were sent, and refuse it without a
  locale no answer shows. A new one's username is its e-mail unless one is given.

The request models here are named as the app's own (``first_name``), so a refusal's fields
read as the caller's.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, Field, SecretStr, field_serializer

from storeadmin_gui.api.capabilities import ServerIdentity, ServerKind
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.kinds.dialect import Send, Write
from storeadmin_gui.api.models._base import CamelRequest
from storeadmin_gui.api.models.variants import ChannelPricingInput, TranslationInput, _prices
from storeadmin_gui.api.words import tr

from .generations import Generation

__all__ = ["sylius_write"]


class VariantForm(CamelRequest):
    """The fields of Sylius 1.x's variant form a client sets."""

    code: str | None = None
    translations: dict[str, TranslationInput] | None = None
    enabled: bool | None = None
    version: int | None = None
    tracked: bool | None = None
    shipping_required: bool | None = None
    on_hand: int | None = None
    width: float | None = None
    height: float | None = None
    depth: float | None = None
    weight: float | None = None
    tax_category: str | None = None
    shipping_category: str | None = None
    channel_pricings: Annotated[dict[str, ChannelPricingInput] | None, BeforeValidator(_prices)] = (
        None
    )
    option_values: dict[str, str] | None = None


class AdminUserForm(CamelRequest):
    """The fields of Sylius 1.x's admin-user form a client sets."""

    username: str | None = None
    email: str | None = None
    plain_password: SecretStr | None = Field(default=None, alias="plainPassword")
    enabled: bool | None = None
    first_name: str | None = None
    last_name: str | None = None
    locale_code: str | None = None

    @field_serializer("plain_password", when_used="json")
    def _reveal_for_request(self, value: SecretStr | None) -> str | None:
        return value.get_secret_value() if value is not None else None


def _set_fields(body: BaseModel) -> dict[str, Any]:
    """The fields the caller set, as values (nested models as their data)."""
    return {name: getattr(body, name) for name in body.model_fields_set}


def _variant(write: Write, body: BaseModel, generation: Generation) -> Send:
    fields = _set_fields(body)
    names = fields.get("translations") or {}
    if any(name is None for name in names.values()):
        raise NotOffered(
            "remove_translation",
            tr("api.kinds", "{server} cannot remove a variant's name: give it another.").format(
                server=ServerIdentity(ServerKind.SYLIUS_ADMIN_API, generation.key).label
            ),
        )
    if write is Write.VARIANT_CREATE:
        fields.setdefault("shipping_required", True)  # as Sylius makes one itself
        if generation.variant_enabled_field:
            fields.setdefault("enabled", True)  # unticked, the new variant would be disabled
        return Send("POST", VariantForm.model_validate(_dumped(fields)))
    return Send("PATCH", VariantForm.model_validate(_dumped(fields)))


def _dumped(fields: dict[str, Any]) -> dict[str, Any]:
    """Nested request models as plain data, for the form model to read again."""
    return {name: _plain(value) for name, value in fields.items()}


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(inner) for key, inner in value.items()}
    if isinstance(value, BaseModel):
        return value.model_dump(exclude_unset=True)
    return value


def _user(write: Write, body: BaseModel) -> Send:
    fields = _set_fields(body)
    if write is Write.USER_CREATE and not fields.get("username"):
        fields["username"] = fields.get("email")  # as the contract's servers name accounts
    return Send("POST" if write is Write.USER_CREATE else "PATCH", AdminUserForm(**fields))


def sylius_write(write: Write, body: BaseModel, generation: Generation) -> Send:
    """How a Sylius 1.x store of ``generation`` takes ``write``."""
    if write.resource == "variant":
        return _variant(write, body, generation)
    return _user(write, body)
