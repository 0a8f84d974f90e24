"""Running a script in a fresh interpreter, whose imports start from nothing, as at a start."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping


def python_output(
    script: str,
    *,
    stdin: str | None = None,
    env: Mapping[str, str] | None = None,
    timeout: float = 120.0,
) -> str:
    """What ``script`` prints; fails the test with its standard error when it does not succeed."""
    finished = subprocess.run(
        [sys.executable, "-c", script],
        input=stdin,
        env=None if env is None else dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert finished.returncode == 0, finished.stderr
    return finished.stdout
