"""What stored order documents cost a store: their making at the first start of a store an earlier
version made, and the disk they take.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_order_documents.py [--orders 100000]

Seeds the demo store with ``--orders`` generated orders into a new SQLite file (schema made,
no stored documents: what a store of the version before them holds; ``--keep PATH`` keeps a copy
of it there, for ``bench_first_answer.py``), then times what the server's start does with it:
``ready_documents.install`` (the triggers, every order marked pending), then the build of every
order's documents (``document_build.DocumentBuild``, a batch of orders per transaction with its
pauses between, as the server runs it beside its requests), and reports the file's size before
and after (each after a checkpoint), per order, and the stored documents' sizes.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from storeadmin_gui.backend import ready_documents
from storeadmin_gui.backend.app import create_app  # noqa: F401 (registers every table)
from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.document_build import DocumentBuild
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.seed import seed_demo
from storeadmin_gui.backend.settings import Settings


def store_bytes(engine: Engine) -> int:
    """The file's size once the write-ahead log is in it."""
    with engine.connect() as connection:
        connection.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
        pages = connection.execute(text("PRAGMA page_count")).scalar_one()
        size = connection.execute(text("PRAGMA page_size")).scalar_one()
    return int(pages) * int(size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--orders", type=int, default=100_000)
    parser.add_argument("--keep", type=Path, help="where to keep a copy of the seeded store")
    args = parser.parse_args()
    database = Path(tempfile.mkdtemp(prefix="storeadmin-documents-")) / "store.sqlite3"
    settings = Settings(database_url=f"sqlite:///{database}", demo_orders=args.orders)
    engine = make_engine(settings.database_url)
    started = time.perf_counter()
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_demo(session, args.orders, hasher=make_hasher(settings))
        session.commit()
    print(f"seeded {args.orders:,} orders in {time.perf_counter() - started:.1f} s")
    before = store_bytes(engine)
    if args.keep is not None:
        shutil.copyfile(database, args.keep)
    started, cpu = time.perf_counter(), time.process_time()
    ready_documents.install(engine)
    marked = time.perf_counter() - started
    DocumentBuild(engine).run()
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"orders marked pending in {marked:.1f} s")
    after = store_bytes(engine)
    with engine.connect() as connection:
        orders, listed, full, not_stored = connection.execute(
            text(
                "SELECT count(*), avg(length(listed)), avg(length(full)), "
                "sum(full IS NULL) FROM order_documents"
            )
        ).one()
    print(f"documents of {orders:,} orders made in {elapsed:.1f} s ({cpu:.1f} s of CPU)")
    print(
        f"store {before / 1e6:,.1f} MB before, {after / 1e6:,.1f} MB after: "
        f"{(after - before) / orders:,.0f} bytes per order "
        f"(documents: list form {listed:,.0f} B, full {full:,.0f} B on average; "
        f"{not_stored} orders of too many units to store their own read)"
    )
    engine.dispose()


if __name__ == "__main__":
    main()
