"""A variant's history: each change of its price or stock, who made it and when (docs/api.md
section 15)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Request
from sqlalchemy import select

from storeadmin_gui.backend import history
from storeadmin_gui.backend.auth import AUTHENTICATED, CurrentUser
from storeadmin_gui.backend.errors import error_responses, not_found
from storeadmin_gui.backend.models.catalog import Product, ProductVariant
from storeadmin_gui.backend.models.history import VARIANT
from storeadmin_gui.backend.request_session import SessionDep

router = APIRouter(
    prefix="/api/v1/products/{productCode}/variants",
    tags=["product variants"],
    dependencies=[AUTHENTICATED],
)


@router.get(
    "/{code}/history",
    operation_id="list_product_variant_history",
    responses=error_responses(401, 403, 404),
)
async def list_product_variant_history(
    request: Request,
    product_code: Annotated[str, Path(alias="productCode")],
    code: str,
    session: SessionDep,
    _user: CurrentUser,
) -> dict[str, Any]:
    """Every recorded change of the variant's prices and stock, newest first."""
    variant_id = session.execute(
        select(ProductVariant.id)
        .join(Product, Product.id == ProductVariant.product_id)
        .where(Product.code == product_code, ProductVariant.code == code)
    ).scalar()
    if variant_id is None:
        raise not_found("product variant")
    return history.history_page(request, session, VARIANT, variant_id)
