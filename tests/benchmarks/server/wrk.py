"""Runs ``wrk`` and reads its report: requests per second and latency percentiles."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}
_PERCENTILE = re.compile(r"^\s*(50|99)(?:\.0+)?%\s+([\d.]+)(us|ms|s|m)\s*$", re.MULTILINE)
_RATE = re.compile(r"^Requests/sec:\s+([\d.]+)", re.MULTILINE)
_COUNT = re.compile(r"^\s*(\d+) requests in", re.MULTILINE)
_ERRORS = re.compile(r"Non-2xx or 3xx responses:\s+(\d+)|Socket errors:.*", re.MULTILINE)


@dataclass(frozen=True)
class Measurement:
    requests_per_second: float
    p50_ms: float
    p99_ms: float
    requests: int


class LoadError(RuntimeError):
    """wrk saw failed requests (or could not run): the figures would not mean anything."""


def auth_script(folder: Path, token: str) -> Path:
    """A wrk Lua script that sends the bearer token with every request."""
    script = folder / "auth.lua"
    script.write_text(f'wrk.headers["Authorization"] = "Bearer {token}"\n')
    return script


# A request slower than this counts as failed (json-server sorts 100,000 orders per request).
TIMEOUT_SECONDS = 60


def run(url: str, connections: int, seconds: float, script: Path) -> Measurement:
    """One wrk run on one thread with ``connections`` keep-alive connections."""
    command = [
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{max(1, round(seconds))}s",
        f"--timeout={TIMEOUT_SECONDS}s",
        "--latency",
        "-s",
        str(script),
        url,
    ]
    completed = subprocess.run(command, capture_output=True, text=True, check=False)
    report = completed.stdout
    errors = _ERRORS.search(report)
    if completed.returncode != 0 or errors is not None:
        raise LoadError(f"wrk on {url}: {report}{completed.stderr}")
    percentiles = {
        name: float(value) * _UNITS_MS[unit] for name, value, unit in _PERCENTILE.findall(report)
    }
    rate, count = _RATE.search(report), _COUNT.search(report)
    if rate is None or count is None or int(count.group(1)) == 0 or len(percentiles) != 2:
        raise LoadError(f"unreadable wrk report for {url}:\n{report}")
    return Measurement(
        float(rate.group(1)), percentiles["50"], percentiles["99"], int(count.group(1))
    )
