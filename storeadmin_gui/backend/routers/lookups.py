"""Read-only lookups the GUI offers as pickers (docs/api.md section 10), camelCase, paginated."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import APIRouter, Request
from sqlalchemy import Select, func, select
from sqlalchemy.orm import InstrumentedAttribute, Session, selectinload

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.catalog import (
    Channel,
    Locale,
    Product,
    ProductOption,
    ShippingCategory,
    TaxCategory,
)
from storeadmin_gui.backend.pagination import PageDep, PageParams, clamp_page, envelope
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.variant_views import category_view

router = APIRouter(prefix="/api/v1", tags=["lookups"], dependencies=[AUTHENTICATED])
READ_ERRORS = error_responses(401, 403, 404)

Row = TypeVar("Row")


def channel_view(channel: Channel) -> dict[str, Any]:
    return {
        "id": channel.id,
        "code": channel.code,
        "name": channel.name,
        "enabled": channel.enabled,
        "baseCurrency": channel.base_currency_code,
        "locales": [locale.code for locale in channel.locales],
        "defaultLocale": channel.default_locale.code,
        "_links": {"self": {"href": f"/api/v1/channels/{channel.code}"}},
    }


def locale_view(locale: Locale) -> dict[str, Any]:
    return {"id": locale.id, "code": locale.code, "name": locale.name}


def tax_category_view(category: TaxCategory, detailed: bool = False) -> dict[str, Any]:
    return category_view(category, "tax-categories", detailed=detailed, described=True)


def shipping_category_view(category: ShippingCategory, detailed: bool = False) -> dict[str, Any]:
    return category_view(category, "shipping-categories", detailed=detailed, described=True)


def product_view(product: Product) -> dict[str, Any]:
    return {
        "id": product.id,
        "code": product.code,
        "name": product.name,
        "description": product.description,
        "shortDescription": product.short_description,
        "options": [
            {
                "code": option.code,
                "name": option.name,
                "values": [{"code": value.code, "name": value.value} for value in option.values],
            }
            for option in product.options
        ],
        "_links": {
            "self": {"href": f"/api/v1/products/{product.code}"},
            "variants": {"href": f"/api/v1/products/{product.code}/variants/"},
        },
    }


def _page_of(
    request: Request,
    session: Session,
    params: PageParams,
    query: Select[Row],
    order_key: InstrumentedAttribute[Any],
    view: Callable[[Row], dict[str, Any]],
) -> dict[str, Any]:
    """One page of a small lookup table, ordered by its code."""
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    page, _pages, offset = clamp_page(params.page, params.limit, total)
    rows = session.scalars(query.order_by(order_key).offset(offset).limit(params.limit)).all()
    return envelope(request, page, params.limit, total, [view(row) for row in rows])


@router.get("/channels/", operation_id="list_channels", responses=READ_ERRORS)
async def list_channels(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    query = select(Channel).options(selectinload(Channel.locales))
    return _page_of(request, session, params, query, Channel.code, channel_view)


@router.get("/channels/{code}", operation_id="get_channel", responses=READ_ERRORS)
async def get_channel(code: str, session: SessionDep, _user: CurrentUser) -> dict[str, Any]:
    channel = session.scalars(select(Channel).where(Channel.code == code)).first()
    if channel is None:
        raise not_found("channel")
    return channel_view(channel)


@router.get("/locales/", operation_id="list_locales", responses=READ_ERRORS)
async def list_locales(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    return _page_of(request, session, params, select(Locale), Locale.code, locale_view)


@router.get("/tax-categories/", operation_id="list_tax_categories", responses=READ_ERRORS)
async def list_tax_categories(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    return _page_of(
        request, session, params, select(TaxCategory), TaxCategory.code, tax_category_view
    )


@router.get("/tax-categories/{code}", operation_id="get_tax_category", responses=READ_ERRORS)
async def get_tax_category(code: str, session: SessionDep, _user: CurrentUser) -> dict[str, Any]:
    category = session.scalars(select(TaxCategory).where(TaxCategory.code == code)).first()
    if category is None:
        raise not_found("tax category")
    return tax_category_view(category, detailed=True)


@router.get("/shipping-categories/", operation_id="list_shipping_categories", responses=READ_ERRORS)
async def list_shipping_categories(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    return _page_of(
        request,
        session,
        params,
        select(ShippingCategory),
        ShippingCategory.code,
        shipping_category_view,
    )


@router.get(
    "/shipping-categories/{code}", operation_id="get_shipping_category", responses=READ_ERRORS
)
async def get_shipping_category(
    code: str, session: SessionDep, _user: CurrentUser
) -> dict[str, Any]:
    category = session.scalars(
        select(ShippingCategory).where(ShippingCategory.code == code)
    ).first()
    if category is None:
        raise not_found("shipping category")
    return shipping_category_view(category, detailed=True)


def _products_with_options() -> Select[Product]:
    return select(Product).options(selectinload(Product.options).selectinload(ProductOption.values))


@router.get("/products/", operation_id="list_products", responses=READ_ERRORS)
async def list_products(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    return _page_of(request, session, params, _products_with_options(), Product.code, product_view)


@router.get("/products/{code}", operation_id="get_product", responses=READ_ERRORS)
async def get_product(code: str, session: SessionDep, _user: CurrentUser) -> dict[str, Any]:
    product = session.scalars(_products_with_options().where(Product.code == code)).first()
    if product is None:
        raise not_found("product")
    return product_view(product)
