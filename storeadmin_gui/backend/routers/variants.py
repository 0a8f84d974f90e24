"""Product variants of a product (docs/api.md "Product variants"; docs/api.md sections 5, 6)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Annotated, Any, Final

from fastapi import APIRouter, Depends, Path, Request, Response
from sqlalchemy import exists, select, update
from sqlalchemy.orm import Session

from storeadmin_gui.backend import history
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.db import Base, flush_or_refuse
from storeadmin_gui.backend.errors import (
    INVALID_VALUE,
    FormErrors,
    coded,
    error_responses,
    not_found,
    parent_not_found,
    stale_version,
)
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.catalog import (
    Channel,
    ChannelPricing,
    Locale,
    Product,
    ProductOptionValue,
    ProductVariant,
    ProductVariantTranslation,
    ShippingCategory,
    TaxCategory,
)
from storeadmin_gui.backend.pagination import PageDep, envelope, parse_criteria, parse_sorting
from storeadmin_gui.backend.request_bodies import JsonBody
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import (
    BOOLEAN_SCHEMA,
    MAX_AMOUNT_MINOR,
    MAX_NUMBER,
    SAFE_INTEGER_SCHEMA,
    TEXT_SCHEMA,
    body_schema,
    code_map_schema,
    major_to_minor,
    or_null,
    read_boolean,
    read_integer,
    read_string,
    to_decimal,
    to_integer,
    to_number,
)
from storeadmin_gui.backend.variant_listing import (
    DEFAULT_SORT,
    PRODUCT_SORTS,
    product_condition,
    text_filters,
    variant_page,
)
from storeadmin_gui.backend.variant_views import DIMENSIONS, VARIANT_LOADING, variant_view

router = APIRouter(
    prefix="/api/v1/products/{productCode}/variants",
    tags=["product variants"],
    dependencies=[AUTHENTICATED],
)

# Path parameters with an example, so generated requests (OpenAPI tools) reach real variants.
ProductCode = Annotated[str, Path(alias="productCode", examples=["EVERYDAY_TSHIRT"])]
VariantCode = Annotated[str, Path(examples=["EVERYDAY_TSHIRT_M_WHITE"])]

CODE_PATTERN = re.compile(r"^[\w-]+$", re.ASCII)  # ASCII like the real server
MIN_PRICE = Decimal("0.01")
MAX_PRICE = Decimal(MAX_AMOUNT_MINOR) / 100
PRICE_TOO_HIGH = f"Price must be at most {MAX_PRICE:.2f}."
# The request form's fields, in form order (validation answers list every one of them).
OPTIONAL_FIELDS = (
    "position",
    "translations",
    "optionValues",
    "tracked",
    "onHand",
    "width",
    "height",
    "depth",
    "weight",
    "channelPricings",
    "taxCategory",
    "shippingCategory",
)
CODE_TAKEN = "Product variant code must be unique."
CREATE_FIELDS = ("code", *OPTIONAL_FIELDS)
UPDATE_FIELDS = ("version", *OPTIONAL_FIELDS)

# Request body schema: what ``parse_variant_form`` accepts short of what only stored data decides
# (which codes exist). Number fields also take numeric strings; "" or null clears a dimension.
_DECIMAL_TEXT = "^\\s*\\+?([0-9]{1,12}(\\.[0-9]{0,6})?|\\.[0-9]{1,6})\\s*$"
_DIMENSION = {
    "anyOf": [
        {"type": "number", "minimum": 0, "maximum": MAX_NUMBER},
        {"type": "string", "pattern": _DECIMAL_TEXT},
        {"enum": ["", None]},  # clears the value
    ]
}
_PRICE = {
    "anyOf": [
        {"type": "number", "minimum": 0.01, "maximum": float(MAX_PRICE)},
        {"type": "string", "pattern": "^\\s*\\+?[1-9][0-9]{0,6}(\\.[0-9]{0,6})?\\s*$"},
    ]
}
_VARIANT_PROPERTIES: dict[str, Any] = {
    "code": {"type": "string", "pattern": "^\\s*[A-Za-z0-9_-]{1,255}\\s*$"},
    "position": or_null(SAFE_INTEGER_SCHEMA),
    "translations": code_map_schema(
        or_null({"type": "object", "properties": {"name": or_null(TEXT_SCHEMA)}})
    ),
    "optionValues": code_map_schema({"type": "string"}),
    "tracked": or_null(BOOLEAN_SCHEMA),
    "onHand": or_null({**SAFE_INTEGER_SCHEMA, "minimum": 0}),
    "width": _DIMENSION,
    "height": _DIMENSION,
    "depth": _DIMENSION,
    "weight": _DIMENSION,
    "channelPricings": code_map_schema(
        {"type": "object", "properties": {"price": _PRICE}, "required": ["price"]}
    ),
    "taxCategory": or_null(TEXT_SCHEMA),
    "shippingCategory": or_null(TEXT_SCHEMA),
}
_UPDATE_PROPERTIES = {
    "version": {"type": "integer"},
    **{name: spec for name, spec in _VARIANT_PROPERTIES.items() if name != "code"},
}


@dataclass
class VariantChanges:
    """The fields a request sent, parsed; anything not sent is left as it is."""

    code: str | None = None
    scalars: dict[str, Any] = field(default_factory=dict)  # model attribute -> value
    translations: dict[str, str | None] = field(default_factory=dict)  # None removes
    option_values: dict[int, ProductOptionValue] = field(default_factory=dict)  # by option id
    prices: dict[int, int] = field(default_factory=dict)  # channel id -> minor units


def _product_or_none(session: Session, product_code: str) -> Product | None:
    return session.scalars(select(Product).where(Product.code == product_code)).first()


def _load_variant(session: Session, product_code: str, code: str) -> ProductVariant:
    variant = session.scalars(
        select(ProductVariant)
        .join(Product, Product.id == ProductVariant.product_id)
        .where(Product.code == product_code, ProductVariant.code == code)
        .options(*VARIANT_LOADING)
    ).first()
    if variant is None:
        raise not_found("product variant")
    return variant


async def variant_in_path(
    product_code: ProductCode, code: VariantCode, session: SessionDep
) -> ProductVariant:
    """The variant the path names (get-or-404, shared by every item route)."""
    return _load_variant(session, product_code, code)


VariantDep = Annotated[ProductVariant, Depends(variant_in_path)]


def _read_code(session: Session, body: dict[str, Any], form: FormErrors) -> str | None:
    code = read_string(form, body, "code", blank_message="Please enter the code.")
    if code is None:
        return None
    if not CODE_PATTERN.match(code):
        form.add(
            "code",
            "Product variant code can only be comprised of letters, numbers, dashes and "
            "underscores.",
        )
        return None
    if session.scalar(select(exists().where(ProductVariant.code == code))):
        form.add("code", CODE_TAKEN)
        return None
    return code


def _read_translations(
    session: Session, body: dict[str, Any], form: FormErrors, changes: VariantChanges
) -> None:
    locales = list(session.scalars(select(Locale.code).order_by(Locale.code)))
    nested = form.child("translations", locales)
    for locale in locales:
        nested.child(locale, ["name"])
    value = body.get("translations")
    if value is None or value == []:  # an empty PHP-style list means "none"
        return
    if not isinstance(value, dict):
        form.add("translations", INVALID_VALUE)
        return
    for locale, entry in value.items():
        if locale not in locales:
            form.add("translations", INVALID_VALUE)
            continue
        name_form = nested.child(locale, ["name"])
        if entry is None:
            changes.translations[locale] = None
            continue
        if not isinstance(entry, dict):
            name_form.add("name", INVALID_VALUE)
            continue
        name = read_string(name_form, entry, "name")
        if name_form.has_errors:
            continue
        changes.translations[locale] = name


def _read_option_values(
    body: dict[str, Any], form: FormErrors, product: Product, changes: VariantChanges
) -> None:
    options = {option.code: option for option in product.options}
    nested = form.child("optionValues", list(options))
    value = body.get("optionValues")
    if value is None or value == []:
        return
    if not isinstance(value, dict):
        form.add("optionValues", INVALID_VALUE)
        return
    for option_code, value_code in value.items():
        option = options.get(option_code)
        if option is None:
            form.add("optionValues", INVALID_VALUE)
            continue
        chosen = next((v for v in option.values if v.code == value_code), None)
        if chosen is None:
            nested.add(option_code, INVALID_VALUE)
            continue
        changes.option_values[option.id] = chosen


def _read_prices(
    session: Session, body: dict[str, Any], form: FormErrors, changes: VariantChanges
) -> None:
    enabled = {
        channel.code: channel
        for channel in session.scalars(
            select(Channel).where(Channel.enabled.is_(True)).order_by(Channel.id)
        )
    }
    nested = form.child("channelPricings", list(enabled))
    for code in enabled:
        nested.child(code, ["price"])
    value = body.get("channelPricings")
    if value is None or value == []:
        return
    if not isinstance(value, dict):
        form.add("channelPricings", INVALID_VALUE)
        return
    for channel_code, entry in value.items():
        channel = enabled.get(channel_code)
        if channel is None:  # unknown or disabled channel
            form.add("channelPricings", INVALID_VALUE)
            continue
        price_form = nested.child(channel_code, ["price"])
        if not isinstance(entry, dict):
            price_form.add("price", INVALID_VALUE)
            continue
        raw = entry.get("price")
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            price_form.add("price", "Please enter the price.")
            continue
        amount = to_decimal(raw)
        if amount is None:
            price_form.add("price", INVALID_VALUE)
            continue
        if amount < MIN_PRICE:
            price_form.add("price", "Price must be at least 0.01.")
            continue
        if amount > MAX_PRICE:
            price_form.add("price", PRICE_TOO_HIGH)
            continue
        changes.prices[channel.id] = major_to_minor(amount)


def _read_category(
    session: Session,
    body: dict[str, Any],
    form: FormErrors,
    field_name: str,
    model: type[TaxCategory] | type[ShippingCategory],
    changes: VariantChanges,
    attribute: str,
) -> None:
    if field_name not in body:
        return
    raw = body[field_name]
    if raw is None or raw == "":
        changes.scalars[attribute] = None
        return
    if isinstance(raw, dict):  # the representation's shape, sent back by a client
        raw = raw.get("code")
    if not isinstance(raw, str):
        form.add(field_name, INVALID_VALUE)
        return
    category_id = session.scalar(select(model.id).where(model.code == raw))
    if category_id is None:
        form.add(field_name, INVALID_VALUE)
        return
    changes.scalars[attribute] = category_id


# Whole sentences per dimension (docs/api.md section 6), so each reads well in every language.
NOT_A_NUMBER: Final = {
    "width": "Width must be a number.",
    "height": "Height must be a number.",
    "depth": "Depth must be a number.",
    "weight": "Weight must be a number.",
}
NEGATIVE: Final = {
    "width": "Width cannot be negative.",
    "height": "Height cannot be negative.",
    "depth": "Depth cannot be negative.",
    "weight": "Weight cannot be negative.",
}


def _read_dimensions(body: dict[str, Any], form: FormErrors, changes: VariantChanges) -> None:
    for dimension in DIMENSIONS:
        if dimension not in body:
            continue
        raw = body[dimension]
        if raw is None or raw == "":
            changes.scalars[dimension] = None
            continue
        number = to_number(raw)
        if number is None:
            form.add(dimension, NOT_A_NUMBER[dimension])
        elif number < 0:
            form.add(dimension, NEGATIVE[dimension])
        else:
            changes.scalars[dimension] = number


def parse_variant_form(
    session: Session, body: dict[str, Any], product: Product, *, creating: bool
) -> VariantChanges:
    """Every field of the request, validated in form order; raises the 400 on any violation."""
    form = FormErrors(CREATE_FIELDS if creating else UPDATE_FIELDS)
    changes = VariantChanges()
    if creating:
        changes.code = _read_code(session, body, form)
    position = read_integer(form, body, "position")
    if position is not None:
        changes.scalars["position"] = position
    _read_translations(session, body, form, changes)
    _read_option_values(body, form, product, changes)
    tracked = read_boolean(form, body, "tracked")
    if tracked is not None:
        changes.scalars["tracked"] = tracked
    on_hand = read_integer(form, body, "onHand")
    if on_hand is not None:
        if on_hand < 0:
            form.add("onHand", "On hand must be greater than 0.")
        else:
            changes.scalars["on_hand"] = on_hand
    _read_dimensions(body, form, changes)
    _read_prices(session, body, form, changes)
    _read_category(session, body, form, "taxCategory", TaxCategory, changes, "tax_category_id")
    _read_category(
        session, body, form, "shippingCategory", ShippingCategory, changes, "shipping_category_id"
    )
    form.raise_if_any()
    return changes


def _state(variant: ProductVariant) -> tuple[Any, ...]:
    """Everything an update can change, to tell a real change from a no-op."""
    return (
        tuple(getattr(variant, name) for name in _SCALARS),
        tuple(sorted(value.id for value in variant.option_values)),
        tuple(sorted((t.locale, t.name) for t in variant.translations)),
        tuple(sorted((p.channel_id, p.price) for p in variant.channel_pricings)),
    )


_SCALARS = (
    "position",
    "tracked",
    "on_hand",
    *DIMENSIONS,
    "tax_category_id",
    "shipping_category_id",
)


def apply_changes(variant: ProductVariant, changes: VariantChanges) -> None:
    for name, value in changes.scalars.items():
        setattr(variant, name, value)
    for locale, translated in changes.translations.items():
        current = next((t for t in variant.translations if t.locale == locale), None)
        if translated is None:
            if current is not None:
                variant.translations.remove(current)
        elif current is None:
            variant.translations.append(ProductVariantTranslation(locale=locale, name=translated))
        else:
            current.name = translated
    if changes.option_values:
        kept = [v for v in variant.option_values if v.option_id not in changes.option_values]
        variant.option_values = kept + list(changes.option_values.values())
    for channel_id, price in changes.prices.items():
        pricing = next((p for p in variant.channel_pricings if p.channel_id == channel_id), None)
        if pricing is None:
            variant.channel_pricings.append(ChannelPricing(channel_id=channel_id, price=price))
        else:
            pricing.price = price


@router.post(
    "/",
    status_code=201,
    operation_id="create_product_variant",
    responses=error_responses(400, 401, 403, 404),
    openapi_extra=body_schema(_VARIANT_PROPERTIES, ["code"]),
)
async def create_product_variant(
    product_code: ProductCode,
    body: JsonBody,
    session: SessionDep,
    user: CurrentUser,
) -> dict[str, Any]:
    product = _product_or_none(session, product_code)
    if product is None:
        raise parent_not_found()
    changes = parse_variant_form(session, body, product, creating=True)
    assert changes.code is not None
    now = utcnow()
    variant = ProductVariant(
        product=product,
        code=changes.code,
        position=0,
        tracked=False,
        on_hand=0,
        on_hold=0,
        version=1,
        created_at=now,
        updated_at=now,
    )
    session.add(variant)
    apply_changes(variant, changes)
    flush_or_refuse(session, CREATE_FIELDS, "code", CODE_TAKEN)
    history.variant_changed(session, user.id, variant.id, history.CREATED, {})
    return variant_view(_load_variant(session, product_code, changes.code), detailed=True)


@router.get(
    "/",
    operation_id="list_product_variants",
    responses=error_responses(400, 401, 403, 404),
)
async def list_product_variants(
    product_code: ProductCode,
    request: Request,
    session: SessionDep,
    params: PageDep,
    _user: CurrentUser,
) -> dict[str, Any]:
    sorting = parse_sorting(request, PRODUCT_SORTS, DEFAULT_SORT)
    criteria = parse_criteria(request, ["code", "name"])
    filters = text_filters(session, criteria, indexed=False)
    filters.add(product_condition(product_code))
    page, total, variants = variant_page(session, params, filters, sorting)
    return envelope(request, page, params.limit, total, [variant_view(v) for v in variants])


@router.get(
    "/{code}",
    operation_id="get_product_variant",
    responses=error_responses(401, 403, 404),
)
async def get_product_variant(variant: VariantDep, _user: CurrentUser) -> dict[str, Any]:
    return variant_view(variant, detailed=True)


def _update(
    session: Session, variant: ProductVariant, body: dict[str, Any], user_id: int, *, put: bool
) -> None:
    """PUT needs the current ``version``; PATCH checks it when sent. A change bumps it by one;
    one of its price or stock is recorded in its history."""
    sent_version: int | None = None
    if put or "version" in body:
        sent_version = to_integer(body.get("version"))
        if sent_version is None or sent_version != variant.version:
            raise stale_version()
    changes = parse_variant_form(session, body, variant.product, creating=False)
    recorded = history.variant_state(session, variant.id)
    before = _state(variant)
    apply_changes(variant, changes)
    changed = _state(variant) != before
    if not changed and sent_version is None:
        return
    # The version check (and bump) is one statement, so two writers never both win; a sent
    # version is checked against the stored one even when nothing changes (a stale no-op: 409).
    expected = variant.version if sent_version is None else sent_version
    values: dict[str, Any] = {"version": ProductVariant.version}
    if changed:
        values = {"version": ProductVariant.version + 1, "updated_at": utcnow()}
    bumped = session.execute(
        update(ProductVariant)
        .where(ProductVariant.id == variant.id, ProductVariant.version == expected)
        .values(values)
        .execution_options(synchronize_session=False)
    )
    if getattr(bumped, "rowcount", 0) != 1:
        raise stale_version()
    session.flush()
    history.variant_changed(session, user_id, variant.id, history.UPDATED, recorded)


_UPDATE_RESPONSES = error_responses(400, 401, 403, 404, 409)


@router.put(
    "/{code}",
    status_code=204,
    response_class=Response,
    operation_id="replace_product_variant",
    responses=_UPDATE_RESPONSES,
    openapi_extra=body_schema(_UPDATE_PROPERTIES, ["version"]),
)
async def replace_product_variant(
    variant: VariantDep, body: JsonBody, session: SessionDep, user: CurrentUser
) -> Response:
    _update(session, variant, body, user.id, put=True)
    return Response(status_code=204)


@router.patch(
    "/{code}",
    status_code=204,
    response_class=Response,
    operation_id="update_product_variant",
    responses=_UPDATE_RESPONSES,
    openapi_extra=body_schema(_UPDATE_PROPERTIES),
)
async def update_product_variant(
    variant: VariantDep, body: JsonBody, session: SessionDep, user: CurrentUser
) -> Response:
    _update(session, variant, body, user.id, put=False)
    return Response(status_code=204)


def _in_use(session: Session, variant: ProductVariant) -> bool:
    """Whether any order line refers to the variant (orders keep their history)."""
    order_items = Base.metadata.tables.get("order_items")
    if order_items is None:
        return False
    return bool(session.scalar(select(exists().where(order_items.c.variant_id == variant.id))))


@router.delete(
    "/{code}",
    status_code=204,
    response_class=Response,
    operation_id="delete_product_variant",
    responses=error_responses(401, 403, 404, 422),
)
async def delete_product_variant(
    variant: VariantDep, session: SessionDep, _user: CurrentUser
) -> Response:
    if _in_use(session, variant):
        raise coded(422, "Cannot delete, the product variant is in use.")
    session.delete(variant)
    session.flush()
    return Response(status_code=204)
