"""A py-spy speedscope profile of a server, summed per part of a request's work.

Each sample of the event loop's thread (the process's first) is put in the part of its deepest
frame that a rule below names: the parts are the layers a request passes through, so a sample in
SQLite under the route counts as SQL, one in the route's own code as the route. Samples no rule
names (the loop's own machinery in C, or its wait for the next event with ``--idle``) count as
"loop, waiting or in C": with ``--native`` the waits (``epoll_wait``) and the kernel's calls
(``send``, ``recv``) are told apart. The other threads' samples are counted apart, each thread's
share of the run with them.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Final

# (part, what a frame's "name file" holds), deepest match wins, checked in this order per frame.
PARTS: Final = (
    ("waiting for events (epoll)", "epoll_wait"),
    ("kernel: socket send/recv", "__send "),
    ("kernel: socket send/recv", "__libc_send"),
    ("kernel: socket send/recv", "__libc_recv"),
    ("kernel: socket send/recv", "writev"),
    ("GIL (taking it back)", "take_gil"),
    ("SQL (SQLite)", "sqlite3"),
    ("SQL (SQLite)", "_sqlite3"),
    ("JSON (orjson)", "orjson"),
    ("route: paging, documents, links", "storeadmin_gui/backend/order_paging.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/ready_documents.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/pagination.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/sort_order.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/order_views.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/order_counts.py"),
    ("route: paging, documents, links", "storeadmin_gui/backend/routers/"),
    ("route: paging, documents, links", "storeadmin_gui/backend/formats.py"),
    ("driver reads (statements, rows)", "storeadmin_gui/backend/driver_reads.py"),
    ("token check", "storeadmin_gui/backend/auth.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/gate.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/read_cache.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/data_version.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/hot_reads.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/held_answers.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/idempotency.py"),
    ("gate, read cache, hot-read dispatch", "storeadmin_gui/backend/connections.py"),
    ("FastAPI routing and endpoint", "fastapi/"),
    ("Starlette (request, response, middleware)", "starlette/"),
    ("uvicorn protocol (httptools)", "uvicorn/"),
    ("uvicorn protocol (httptools)", "httptools"),
    ("SQLAlchemy", "sqlalchemy/"),
    ("asyncio machinery in Python", "asyncio/"),
)
OTHER_CODE: Final = "other Python code"
LOOP_IDLE: Final = "loop, waiting or in C"


def _part(frame: dict[str, object]) -> str | None:
    text = f"{frame.get('name', '')} {frame.get('file', '')}"
    for part, needle in PARTS:
        if needle in text:
            return part
    return None


def parts(profile_path: Path) -> tuple[Counter[str], Counter[str], float]:
    """Per part, the loop thread's samples; per other thread, its samples; and the samples per
    second of the run (``Counter`` values are sample weights)."""
    document = json.loads(profile_path.read_text())
    frames = document["shared"]["frames"]
    known = [_part(frame) for frame in frames]
    loop: Counter[str] = Counter()
    threads: Counter[str] = Counter()
    profiles = document["profiles"]
    first = profiles[0]["name"] if profiles else ""
    for profile in profiles:
        weights = profile.get("weights") or [1] * len(profile["samples"])
        if profile["name"] != first:
            threads[profile["name"]] += sum(weights)
            continue
        for stack, weight in zip(profile["samples"], weights, strict=True):
            part = next((known[i] for i in reversed(stack) if known[i] is not None), None)
            if part is None:
                part = OTHER_CODE if any("/" in str(frames[i].get("file")) for i in stack) else None
            loop[part or LOOP_IDLE] += weight
    duration = max((p.get("endValue", 0) - p.get("startValue", 0) for p in profiles), default=0)
    return loop, threads, float(duration)


def leaves(profile_path: Path, most: int = 30) -> list[tuple[str, float]]:
    """The loop thread's deepest frames by their share of its samples (its "self" time)."""
    document = json.loads(profile_path.read_text())
    frames = document["shared"]["frames"]
    counted: Counter[str] = Counter()
    profile = document["profiles"][0]
    weights = profile.get("weights") or [1] * len(profile["samples"])
    for stack, weight in zip(profile["samples"], weights, strict=True):
        if stack:
            frame = frames[stack[-1]]
            where = Path(str(frame.get("file", ""))).name
            counted[f"{frame.get('name')} ({where}:{frame.get('line', '')})"] += weight
    total = sum(counted.values()) or 1
    return [(name, weight / total) for name, weight in counted.most_common(most)]


def summary(profile_path: Path) -> str:
    """The loop thread's samples per part, in shares of its samples, its deepest frames, and the
    other threads' samples."""
    loop, threads, _ = parts(profile_path)
    total = sum(loop.values()) or 1
    lines = ["loop thread, per part:"]
    lines += [f"  {share / total:6.1%}  {part}" for part, share in loop.most_common()]
    lines.append("loop thread, deepest frames:")
    lines += [f"  {share:6.1%}  {name}" for name, share in leaves(profile_path)]
    for name, samples in threads.most_common():
        lines.append(
            f"other thread {name}: {samples} samples ({samples / total:.1%} of the loop's)"
        )
    return "\n".join(lines)
