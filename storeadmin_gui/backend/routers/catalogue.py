"""Every variant of every product in one list (docs/api.md section 11): find a SKU, or what runs
low, across the whole catalogue."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses
from storeadmin_gui.backend.pagination import PageDep, envelope, parse_sorting
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.variant_listing import (
    CATALOGUE_SORTS,
    DEFAULT_SORT,
    catalogue_filters,
    variant_page,
)
from storeadmin_gui.backend.variant_views import catalogue_view

router = APIRouter(
    prefix="/api/v1/product-variants", tags=["product variants"], dependencies=[AUTHENTICATED]
)


@router.get(
    "/",
    operation_id="list_all_product_variants",
    responses=error_responses(400, 401, 403, 404),
)
async def list_all_product_variants(
    request: Request, session: SessionDep, params: PageDep, _user: CurrentUser
) -> dict[str, Any]:
    sorting = parse_sorting(request, CATALOGUE_SORTS, DEFAULT_SORT)
    filters = catalogue_filters(request, session)
    page, total, variants = variant_page(session, params, filters, sorting)
    return envelope(request, page, params.limit, total, [catalogue_view(v) for v in variants])
