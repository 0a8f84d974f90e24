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


def documented_examples() -> list[str]:
    """The python blocks of the section whose heading names "Use the client from Python"."""
    text = API_DOC.read_text(encoding="utf-8")
    heading = re.search(r"^## .*Use the client from Python$", text, re.MULTILINE)
    assert heading is not None, "docs/api.md has no 'Use the client from Python' section"
    section = text[heading.end() :].split("\n## ", 1)[0]
    examples = re.findall(r"```python\n(.*?)```", section, re.DOTALL)
    assert len(examples) == 2, "the section has two python examples"
    return examples


def printed_by(example: str, store_settings: Settings) -> list[str]:
    """What ``example`` prints, run as a script against a demo store at the documented address."""
    assert DOCUMENTED_URL in example
    with EmbeddedServer(store_settings) as server:
        script = example.replace(DOCUMENTED_URL, server.url)
        run = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
        )
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def test_the_documented_example_runs_against_the_demo_store(store_settings: Settings) -> None:
    lines = printed_by(documented_examples()[0], store_settings)
    heading = re.fullmatch(r"(\d+) pending orders, page 1 of (\d+); the largest:", lines[0])
    assert heading is not None and int(heading.group(1)) > 0, lines[0]
    largest = lines[1:4]
    assert len(largest) == 3 and all(re.fullmatch(r"  \S+ \d+\.\d\d [A-Z]{3}", x) for x in largest)
    assert lines[4:] == [
        "created TSHIRT_SCRIPT at 21.50 USD",
        "not saved: Operated entity was previously modified.",
        "channels: MOB, POPUP, WEB",
    ]


def test_the_documented_steps_catalogue_and_statistics_run(store_settings: Settings) -> None:
    """The section 11 example: ship and pay an open order, the low stock, a quarter's sales."""
    lines = printed_by(documented_examples()[1], store_settings)
    number = lines[0].split()[0]
    assert lines[0] == f"{number} shipped 1Z999AA10123456784"
    assert lines[1] == f"{number} fulfilled"
    assert lines[2] == "not cancelled: The order cannot be cancelled."
    low = [line for line in lines if line.startswith("low: ")]
    assert low and all(int(line.rsplit(" ", 1)[1]) <= 5 for line in low)
    assert [line.split()[0] for line in lines[3 + len(low) :]] == [
        "2026-01-01",
        "2026-02-01",
        "2026-03-01",
    ]
