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
the GUI asks. The aim: the catalogue's lists as fast as one product's.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import latency, store_data

WORK = Path(__file__).resolve().parent / "_work"
PRODUCT = "BULK_00777"  # one of the generated products: 100 variants
CATALOGUE = "/api/v1/product-variants/?limit=50"


def workloads(product_name: str) -> list[latency.Workload]:
    Workload = latency.Workload
    return [
        Workload(
            "one product's list (100 variants)", f"/api/v1/products/{PRODUCT}/variants/?limit=50"
        ),
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
        plan = workloads(product["name"])
        print(f"load average before: {latency.load_average()}", flush=True)
        timings = latency.measure(server.base_url, plan, args.rounds)
        print(f"load average after: {latency.load_average()}", flush=True)
    finally:
        server.stop()
    print(f"\n{args.rounds} rounds, pages of 50; search for the name {product['name']!r}\n")
    print(latency.report(timings, baseline=timings[0]))


if __name__ == "__main__":
    main()
