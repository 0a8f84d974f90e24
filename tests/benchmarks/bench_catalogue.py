"""The whole catalogue at 100,000 variants against one product's list (docs/api.md section 11).

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_catalogue.py               # 200 rounds
    python tests/benchmarks/bench_catalogue.py --rounds 50   # quicker
    python tests/benchmarks/bench_catalogue.py --store mine  # on _work/mine.db (seeded if new)

``storeadmin-server --demo --demo-orders 100000 --demo-variants 100000`` on loopback, exactly as a
user starts it, on a store in ``tests/benchmarks/_work/`` (seeded on the first run). Every
workload is asked once per round, one request at a time, the workloads interleaved; the table
gives each one's median and 95th percentile, and its time over the baseline's (one product's
list, 100 variants, first page) in the same round, the median of those ratios. Pages of 50, as
the GUI asks. The aim: the catalogue's lists as fast as one product's. Then a second table, of
requests each the first after a write (a variant's stock, unmeasured), so that nothing the
server remembers for the store as it was answers them.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Callable
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from tests.benchmarks.server import latency, store_data

WORK = Path(__file__).resolve().parent / "_work"
PRODUCT = "BULK_00777"  # one of the generated products: 100 variants
WRITTEN_PRODUCT = "EVERYDAY_TSHIRT"  # its first variant's stock is written before some requests
CATALOGUE = "/api/v1/product-variants/?limit=50"
BASELINE = f"/api/v1/products/{PRODUCT}/variants/?limit=50"


def stock_writer(variant: str) -> Callable[[httpx.Client], None]:
    """A write of one variant's stock (1, 2, 1, ...): any commit starts a new data version, so
    the request after it finds nothing remembered for the store as it now is."""
    amounts = itertools.cycle((1, 2))

    def write(http: httpx.Client) -> None:
        path = f"/api/v1/products/{WRITTEN_PRODUCT}/variants/{variant}"
        response = http.patch(path, json={"onHand": next(amounts)})
        if not response.is_success:
            raise SystemExit(f"the write before a request: {response.status_code} {response.text}")

    return write


def workloads(product_name: str) -> list[latency.Workload]:
    """Asked round after round with nothing written in between: from the second round on, what
    the server remembers for the store as it is may answer."""
    Workload = latency.Workload
    return [
        Workload("one product's list (100 variants)", BASELINE),
        Workload(
            "one product's list (12 variants)",
            "/api/v1/products/EVERYDAY_TSHIRT/variants/?limit=50",
        ),
        Workload("catalogue, newest first", CATALOGUE),
        Workload("catalogue by code", f"{CATALOGUE}&sorting[code]=asc"),
        Workload("catalogue, least available first", f"{CATALOGUE}&sorting[available]=asc"),
        Workload("catalogue, most on hand first", f"{CATALOGUE}&sorting[onHand]=desc"),
        Workload(
            "catalogue, low stock (at most 5)",
            f"{CATALOGUE}&criteria[available_at_most]=5&sorting[available]=asc",
        ),
        Workload("catalogue, one product", f"{CATALOGUE}&criteria[product]={PRODUCT}"),
        Workload("catalogue, code contains", f"{CATALOGUE}&criteria[code]={PRODUCT}_0"),
        Workload("catalogue, name contains", f"{CATALOGUE}&criteria[name]={product_name}"),
        # Texts in most variants: the plain scan along the sort key's index, as before the index.
        Workload("catalogue, code contains (frequent)", f"{CATALOGUE}&criteria[code]=ULK_0"),
        Workload("catalogue, name contains (frequent)", f"{CATALOGUE}&criteria[name]=Lamp"),
        Workload("catalogue, page 1,000", f"{CATALOGUE}&page=1000"),
    ]


def first_after_a_write(product_name: str, written_variant: str) -> list[latency.Workload]:
    """Each request the first after a write (nothing remembered for the store as it now is),
    the baseline too."""
    Workload = latency.Workload
    write = stock_writer(written_variant)
    return [
        Workload("one product's list (100 variants), first after a write", BASELINE, write),
        Workload(
            "catalogue, code contains (frequent), first after a write",
            f"{CATALOGUE}&criteria[code]=ULK_0",
            write,
        ),
        Workload(
            "catalogue, name contains (frequent), first after a write",
            f"{CATALOGUE}&criteria[name]=Lamp",
            write,
        ),
        Workload(
            "catalogue, name contains, first after a write",
            f"{CATALOGUE}&criteria[name]={product_name}",
            write,
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument(
        "--store",
        default="section11",
        help="the store's name in _work/ (a copy, for a change of schema that the shared store "
        "should not be given)",
    )
    args = parser.parse_args()
    server = latency.started_store(WORK, args.store)
    try:
        token = store_data.demo_token(server.base_url)
        product = httpx.get(
            f"{server.base_url}/api/v1/products/{PRODUCT}",
            headers={"Authorization": f"Bearer {token}"},
            timeout=60,
        ).json()
        variants = httpx.get(
            f"{server.base_url}/api/v1/products/{WRITTEN_PRODUCT}/variants/?limit=1",
            headers={"Authorization": f"Bearer {token}"},
            timeout=60,
        ).json()
        written = variants["_embedded"]["items"][0]["code"]
        print(f"load average before: {latency.load_average()}", flush=True)
        timings = latency.measure(server.base_url, workloads(product["name"]), args.rounds)
        print(f"load average between: {latency.load_average()}", flush=True)
        after_writes = latency.measure(
            server.base_url, first_after_a_write(product["name"], written), args.rounds
        )
        print(f"load average after: {latency.load_average()}", flush=True)
    finally:
        server.stop()
    print(f"\n{args.rounds} rounds, pages of 50; search for the name {product['name']!r}\n")
    print(latency.report(timings, baseline=timings[0]))
    print(f"\nThen {args.rounds} rounds of requests each the first after a write\n")
    print(latency.report(after_writes, baseline=after_writes[0]))


if __name__ == "__main__":
    main()
