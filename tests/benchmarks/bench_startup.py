"""Start-up benchmark: process start to first rows visible, ``storeadmin --demo`` against a bare
PySide6 window started the same way in the same run.

Run: ``python3 tests/benchmarks/bench_startup.py [--rounds N]`` (offscreen; prepares a demo database
first, so every measured start opens an existing one, as a returning user's does).

Each child is a fresh ``python3`` process; it prints a mark on stdout once its first rows are
painted, and exits. The time is taken here, from just before the process is spawned to the moment
the mark is read, so interpreter start, imports, the embedded server, sign-in and the first page all
count. The two kinds of start alternate, so a busy machine slows both alike.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MARK = "first rows visible"  # storeadmin_gui.probes.FIRST_ROWS_MARK; not imported: keep it light
WINDOW_MARK = "window shown"  # storeadmin_gui.probes.WINDOW_SHOWN_MARK
AIM_RATIO = 4.0

BARE_WINDOW = f"""
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget, QTableWidgetItem
app = QApplication([])
window = QMainWindow()
table = QTableWidget(50, 5)
for row in range(50):
    for column in range(5):
        table.setItem(row, column, QTableWidgetItem(f"{{row}}:{{column}}"))
window.setCentralWidget(table)
window.resize(1180, 720)
window.show()
app.processEvents()
print({MARK!r}, flush=True)
"""


def child_environment(home: Path) -> dict[str, str]:
    """Offscreen, and settings, data and logs in a scratch home so no real profile is touched."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    for variable, folder in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        env[variable] = str(home / folder)
    return env


def time_to_mark(command: list[str], env: dict[str, str]) -> tuple[float, float, float | None]:
    """Seconds from spawning ``command`` to reading the mark on its stdout, the CPU seconds (user
    and system, all threads) the process used until it exited (a figure that a busy machine does
    not stretch), and the seconds to the window-shown mark when the child prints one."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    child = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    elapsed: float | None = None
    window: float | None = None
    for line in child.stdout:
        if line.strip() == WINDOW_MARK:
            window = time.perf_counter() - started
        if line.strip() == MARK:
            elapsed = time.perf_counter() - started
            break
    child.stdout.close()
    _, errors = child.communicate(timeout=120)
    if elapsed is None or child.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({child.returncode}):\n{errors}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu, window


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="storeadmin-bench-") as scratch:
        home = Path(scratch)
        env = child_environment(home)
        data = home / "demo-data"
        app_command = [sys.executable, "-m", "storeadmin_gui", "--demo", "--data-dir", str(data)]
        bare_command = [sys.executable, "-c", BARE_WINDOW]

        prepare = subprocess.run(
            [*app_command, "--smoke-test"], env=env, capture_output=True, text=True, timeout=300
        )
        if prepare.returncode != 0:
            print(prepare.stdout, prepare.stderr, file=sys.stderr)
            return 1

        bare: list[float] = []
        app: list[float] = []
        bare_cpu: list[float] = []
        app_cpu: list[float] = []
        app_window: list[float] = []
        for _ in range(args.rounds):
            wall, cpu, _window = time_to_mark(bare_command, env)
            bare.append(wall)
            bare_cpu.append(cpu)
            wall, cpu, window = time_to_mark([*app_command, "--report-first-rows"], env)
            app.append(wall)
            app_cpu.append(cpu)
            if window is not None:
                app_window.append(window)

    bare_median, app_median = statistics.median(bare), statistics.median(app)
    ratio = app_median / bare_median
    load = os.getloadavg()[0]
    print(f"rounds: {args.rounds} (offscreen, {os.cpu_count()} cores, load average {load:.1f})")
    for label, median, times, cpu in (
        ("bare PySide6 window", bare_median, bare, bare_cpu),
        ("storeadmin --demo, rows", app_median, app, app_cpu),
    ):
        print(
            f"{label:26} median {median * 1000:6.0f} ms  (min {min(times) * 1000:.0f} ms)"
            f"  CPU {statistics.median(cpu) * 1000:.0f} ms"
        )
    if app_window:
        shown = statistics.median(app_window)
        print(f"{'storeadmin window shown':26} median {shown * 1000:6.0f} ms  (before its rows)")
    cpu_ratio = statistics.median(app_cpu) / statistics.median(bare_cpu)
    print(f"ratio: {ratio:.1f}x, in CPU time {cpu_ratio:.1f}x (aim: at most {AIM_RATIO:g}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
