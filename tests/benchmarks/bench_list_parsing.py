"""Reading a list page: typed summaries (``read_page`` with ``OrderSummary``) against hand parsing.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_list_parsing.py            # pages of 50 orders, 200 rounds

The baseline is what the Orders table did before the wire format moved into api/: decode the whole
page with orjson and read each row's cells out of the dictionaries. The measured path is what it
does now: validate the page straight from its bytes into ``OrderSummary`` rows, then read the
same cells as attributes. Both build the same cells (checked). The pages come from the demo store
(served in process) and are decoded from the same bytes; each round times both on the same page,
so the ratio is paired per round; CPU time, not wall time, with the load average recorded.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import orjson

from storeadmin_gui.api.models import OrderSummary
from storeadmin_gui.api.paging import read_page


def fetch_pages(count: int, limit: int) -> list[bytes]:
    """``count`` pages of the demo store's orders list, as the server sends them."""
    from storeadmin_gui.backend.demo_account import (
        DEMO_ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD,
        DEMO_CLIENT_ID,
        DEMO_CLIENT_SECRET,
    )
    from storeadmin_gui.backend.server import EmbeddedServer
    from storeadmin_gui.backend.settings import Settings

    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_url=f"sqlite:///{folder / 'store.db'}",
        demo=True,
        demo_orders=count * limit,
        argon2_time_cost=1,
        argon2_memory_cost_kib=1024,
        argon2_parallelism=1,
    )
    with EmbeddedServer(settings) as server:
        token = httpx.post(
            f"{server.url}/api/oauth/v2/token",
            json={
                "client_id": DEMO_CLIENT_ID,
                "client_secret": DEMO_CLIENT_SECRET,
                "grant_type": "password",
                "username": DEMO_ADMIN_EMAIL,
                "password": DEMO_ADMIN_PASSWORD,
            },
        ).json()["access_token"]
        headers = {"Authorization": f"Bearer {token}"}
        return [
            httpx.get(
                f"{server.url}/api/v1/orders/", params={"page": n, "limit": limit}, headers=headers
            ).content
            for n in range(1, count + 1)
        ]


def cells_by_hand(content: bytes) -> list[tuple[Any, ...]]:
    """The baseline: the whole page decoded, each cell read out of the row's dictionary."""
    rows = orjson.loads(content)["_embedded"]["items"]
    cells = []
    for order in rows:
        customer = order.get("customer") or {}
        channel = order.get("channel")
        items = order.get("items")
        cells.append(
            (
                order["id"],
                order.get("number"),
                customer.get("email") or order.get("email"),
                channel.get("code") if isinstance(channel, dict) else None,
                order.get("state"),
                len(items) if isinstance(items, list | dict) else 0,
                order.get("total") or 0,
                order.get("currency"),
                order.get("created_at"),
                order.get("updated_at"),
                order.get("checkout_completed_at"),
            )
        )
    return cells


def cells_from_summaries(content: bytes) -> list[tuple[Any, ...]]:
    """Now: the page read into typed summaries, each cell an attribute."""
    request = httpx.Request("GET", "http://store/api/v1/orders/")
    page = read_page(httpx.Response(200, content=content, request=request), OrderSummary)
    return [
        (
            order.id,
            order.number,
            order.customer_email,
            order.channel_code,
            order.state,
            order.line_count,
            order.total or 0,
            order.currency,
            order.created_at,
            order.updated_at,
            order.checkout_completed_at,
        )
        for order in page.items
    ]


def cpu_ms(work: Callable[[bytes], object], content: bytes, repeat: int) -> float:
    started = time.process_time()
    for _ in range(repeat):
        work(content)
    return (time.process_time() - started) * 1000 / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--limit", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    pages = fetch_pages(args.pages, args.limit)
    for content in pages:  # same rows, same values (timestamps parsed on the typed side only)
        by_hand, from_summaries = cells_by_hand(content), cells_from_summaries(content)
        assert [row[:8] for row in by_hand] == [row[:8] for row in from_summaries]
    ratios: list[float] = []
    hand_ms: list[float] = []
    typed_ms: list[float] = []
    for round_number in range(args.rounds):
        content = pages[round_number % len(pages)]
        first, second = (cells_by_hand, cells_from_summaries)
        if round_number % 2:  # alternate which goes first
            first, second = second, first
        a = cpu_ms(first, content, 5)
        b = cpu_ms(second, content, 5)
        hand, typed = (a, b) if first is cells_by_hand else (b, a)
        hand_ms.append(hand)
        typed_ms.append(typed)
        ratios.append(typed / hand)
    load = os.getloadavg()
    print(f"page of {args.limit} orders, {args.rounds} paired rounds, load {load[0]:.1f}")
    print(f"  hand parsing (baseline): median {statistics.median(hand_ms):.2f} ms CPU")
    print(f"  typed summaries:         median {statistics.median(typed_ms):.2f} ms CPU")
    quantiles = statistics.quantiles(ratios, n=20)
    print(
        f"  typed / hand, paired: median {statistics.median(ratios):.2f}, "
        f"p5 {quantiles[0]:.2f}, p95 {quantiles[-1]:.2f}, worst {max(ratios):.2f}"
    )


if __name__ == "__main__":
    main()
