"""An order's steps after checkout, by PATCH: cancel the order, complete (2.x also refund) a
payment, ship a shipment. The state machines are Sylius's ``sylius_order``, ``sylius_payment``,
``sylius_shipment``, ``sylius_order_payment`` and ``sylius_order_shipping`` graphs
(CoreBundle ``Resources/config/app/workflow/*.yaml``@2.0, the same transitions in 1.x).
"""

from __future__ import annotations

from typing import Any

from .errors import HydraError, Invalid, Violation, wrong_type
from .state import Record, StubState
from .totals import order_numbers

PAYABLE = ("new", "processing", "authorized")


def _touch(state: StubState, *records: Record) -> None:
    for record in records:
        record["updatedAt"] = state.stamp()


def cancel(state: StubState, order: Record) -> None:
    """``PATCH /admin/orders/{tokenValue}/cancel`` (input false): only a new order."""
    if order["state"] != "new":
        raise HydraError("Cannot cancel the order.", 422)
    order["state"] = "cancelled"
    for payment in state.store.where("payments", order=order["tokenValue"]):
        if payment["state"] in PAYABLE:
            payment["state"] = "cancelled"
            _touch(state, payment)
    for shipment in state.store.where("shipments", order=order["tokenValue"]):
        if shipment["state"] == "ready":
            shipment["state"] = "cancelled"
            _touch(state, shipment)
    if order["paymentState"] in ("awaiting_payment", "authorized", "partially_authorized"):
        order["paymentState"] = "cancelled"
    if order["shippingState"] == "ready":
        order["shippingState"] = "cancelled"


def _refused(state: StubState, transition: str, payment: Record, v1_message: str) -> HydraError:
    """The applicator's refusal: 1.x says one sentence, 2.x names the transition and state
    (PaymentStateMachineTransitionApplicator@1.14, @2.0)."""
    if state.flavour.v2:
        message = f'Transition "{transition}" cannot be applied on "{payment["state"]}" payment.'
        return HydraError(message, 422)
    return HydraError(v1_message, 422)


def _move_payment(
    state: StubState, payment: Record, transition: str, allowed: tuple[str, ...], to: str
) -> tuple[Record, list[Record]]:
    """Applies a payment transition; gives the order and all its payments after it."""
    if payment["state"] not in allowed:
        raise _refused(state, transition, payment, "Cannot complete the payment.")
    payment["state"] = to
    _touch(state, payment)
    order = state.store.get("orders", payment["order"])
    assert order is not None
    return order, state.store.where("payments", order=order["tokenValue"])


def complete(state: StubState, payment: Record) -> None:
    """``PATCH /admin/payments/{id}/complete`` (input false)."""
    order, payments = _move_payment(state, payment, "complete", PAYABLE, "completed")
    paid = sum(p["amount"] for p in payments if p["state"] == "completed")
    whole = paid >= order_numbers(state.store, order)["total"]
    order["paymentState"] = "paid" if whole else "partially_paid"
    _fulfil(order)


def refund(state: StubState, payment: Record) -> None:
    """``PATCH /admin/payments/{id}/refund`` (2.x only)."""
    order, payments = _move_payment(state, payment, "refund", ("completed",), "refunded")
    every = all(p["state"] == "refunded" for p in payments)
    order["paymentState"] = "refunded" if every else "partially_refunded"


def ship(state: StubState, shipment: Record, body: Any) -> None:
    """``PATCH /admin/shipments/{id}/ship`` with ``{"trackingCode": ...}`` (a ShipShipment
    command, answered 202 with no body)."""
    if not isinstance(body, dict):
        raise HydraError("Syntax error", 400)
    code = body.get("trackingCode")
    if code is not None and not isinstance(code, str):
        raise wrong_type("trackingCode", "string", code)
    if shipment["state"] == "shipped":
        raise Invalid([Violation("", "You cannot ship a shipment that was shipped before.")])
    if shipment["state"] != "ready":
        # ShipShipmentHandler's assertion fails; no exception_to_status entry maps it.
        raise HydraError("Internal Server Error", 500)
    if code is not None:
        shipment["tracking"] = code
    shipment["state"] = "shipped"
    shipment["shippedAt"] = state.stamp()
    _touch(state, shipment)
    order = state.store.get("orders", shipment["order"])
    assert order is not None
    shipments = state.store.where("shipments", order=order["tokenValue"])
    every = all(s["state"] in ("shipped", "cancelled") for s in shipments)
    order["shippingState"] = "shipped" if every else "partially_shipped"
    _fulfil(order)


def _fulfil(order: Record) -> None:
    done = order["paymentState"] == "paid" and order["shippingState"] == "shipped"
    if done and order["state"] == "new":
        order["state"] = "fulfilled"
