"""A server's first answer on a store an earlier version made (orders, no stored order documents),
and how long the documents then take to be stored.

Run on demand (not part of the test suite)::

    python tests/benchmarks/bench_first_answer.py --store STORE [--before SOURCE_TREE]

``STORE``: a SQLite file of such a store (``bench_order_documents.py`` seeds one and keeps it with
``--keep``). Each run serves a fresh copy of it (a start writes to it) with ``storeadmin-server``
of this source tree and, with ``--before``, of another one (the same interpreter and packages, its
``storeadmin_gui`` first on the path), one after the other. It times, from spawning the server:
its banner (it serves), the first page of orders answered (the sign-in included), and the line
saying the documents are stored (if some were still to be made at that answer; else the banner);
then the CPU seconds the server used until it was stopped, and the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

SOURCE_TREE = Path(__file__).resolve().parents[2]
TOKEN_FORM = {
    "client_id": "demo_client",
    "client_secret": "secret_demo_client",
    "grant_type": "password",
    "username": "api@example.com",
    "password": "sylius-api",
}
STORED = re.compile(r"Stored the documents of (\d+) orders in ([\d.]+) s")


def run(tree: Path, store: Path, wait_for_build: float) -> dict[str, float | None]:
    """One start of the server of ``tree`` on a copy of ``store``: its times in seconds."""
    folder = Path(tempfile.mkdtemp(prefix="storeadmin-first-answer-"))
    copy = folder / "store.sqlite3"
    shutil.copyfile(store, copy)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    command = [sys.executable, "-m", "storeadmin_gui.backend.cli", "--port", "0"]
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    server = subprocess.Popen(
        [*command, "--database", f"sqlite:///{copy}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=tree,
        env=env,
    )
    assert server.stdout is not None
    lines: list[tuple[float, str]] = []
    banner = threading.Event()
    built = threading.Event()

    def read() -> None:
        assert server.stdout is not None
        for line in server.stdout:
            lines.append((time.perf_counter() - started, line))
            if "running at" in line:
                banner.set()
            if STORED.search(line):
                built.set()
        banner.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        banner.wait()
        serving = time.perf_counter() - started
        url = next(line for _, line in lines if "running at" in line)
        base = url.split("running at ", 1)[1].split("/api/v1/", 1)[0]
        with httpx.Client(base_url=base, timeout=600) as http:
            token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
            page = http.get(
                "/api/v1/orders/",
                params={"limit": 25},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert page.status_code == 200, page.text
        answered = time.perf_counter() - started
        with sqlite3.connect(copy) as connection:
            (pending,) = connection.execute(
                "SELECT count(*) FROM order_documents WHERE pending"
            ).fetchone()
        stored_at: float | None = serving  # none pending: they were stored before it served
        if pending:
            stored_at = None
            if built.wait(wait_for_build):
                stored_at = next(at for at, line in lines if STORED.search(line))
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=120)
        reader.join(30)
        shutil.rmtree(folder)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - usage.ru_utime) + (after.ru_stime - usage.ru_stime)
    for _, line in lines:
        if "Stored" in line:
            print("   ", line.rstrip())
    return {"serving": serving, "first answer": answered, "stored": stored_at, "cpu": cpu}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--before", type=Path, help="another source tree, run first")
    parser.add_argument(
        "--wait-for-build", type=float, default=1800.0, help="seconds to wait for the build"
    )
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    trees = [("before", args.before.resolve())] if args.before else []
    for name, tree in [*trees, ("now", SOURCE_TREE)]:
        figures = run(tree, args.store.resolve(), args.wait_for_build)
        shown = ", ".join(
            f"{key} {'-' if value is None else f'{value:.1f} s'}" for key, value in figures.items()
        )
        print(f"{name}: {shown} (load average {os.getloadavg()[0]:.1f})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
