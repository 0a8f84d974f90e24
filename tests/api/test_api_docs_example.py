"""docs/api.md's "Use the client from Python" example runs, as written, against the demo server."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings

API_DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
DOCUMENTED_URL = "http://127.0.0.1:8000"


def documented_example() -> str:
    """The python block of the section whose heading names "Use the client from Python"."""
    text = API_DOC.read_text(encoding="utf-8")
    heading = re.search(r"^## .*Use the client from Python$", text, re.MULTILINE)
    assert heading is not None, "docs/api.md has no 'Use the client from Python' section"
    section = text[heading.end() :].split("\n## ", 1)[0]
    match = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert match is not None, "the section has no python example"
    return match.group(1)


def test_the_documented_example_runs_against_the_demo_store(store_settings: Settings) -> None:
    example = documented_example()
    assert DOCUMENTED_URL in example
    with EmbeddedServer(store_settings) as server:
        script = example.replace(DOCUMENTED_URL, server.url)
        run = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
        )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    heading = re.fullmatch(r"(\d+) pending orders, page 1 of (\d+); the largest:", lines[0])
    assert heading is not None and int(heading.group(1)) > 0, lines[0]
    largest = lines[1:4]
    assert len(largest) == 3 and all(re.fullmatch(r"  \S+ \d+\.\d\d [A-Z]{3}", x) for x in largest)
    assert lines[4:] == [
        "created TSHIRT_SCRIPT at 21.50 USD",
        "not saved: Operated entity was previously modified.",
        "channels: MOB, POPUP, WEB",
    ]
