"""No text is cut short anywhere: every view, editor and dialog, in a light and a dark scheme, in
German and French (and English), on a 1920x1080 screen at 100 % and at 200 % (960x540 logical
pixels). A scale factor is fixed when Qt starts, so each scale runs ``cut_walk.py`` in a process
of its own; the screenshots it takes go to ``STOREADMIN_SCREENSHOTS`` (or the test's folder)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("scale", [1, 2], ids=["100-percent", "200-percent"])
def test_no_text_is_cut_in_any_window(scale: int, tmp_path: Path) -> None:
    screens = tmp_path / "screens.json"
    screen = {"name": "Screen", "x": 0, "y": 0, "width": 1920, "height": 1080, "dpr": 1}
    screens.write_text(json.dumps({"screens": [screen]}))
    shots = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path / "screenshots")
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        "QT_SCALE_FACTOR": str(scale),
        "STOREADMIN_SCREENSHOTS": str(shots),
    }
    walk = "tests/ui/cut_walk.py"
    finished = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-o",
            "python_files=cut_walk.py",
            walk,
        ],
        env=environment,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert finished.returncode == 0, finished.stdout[-6000:] + finished.stderr[-3000:]
    assert "5 passed" in finished.stdout  # every desktop was walked
    assert len(list(shots.glob("*.png"))) > 5 * 40
