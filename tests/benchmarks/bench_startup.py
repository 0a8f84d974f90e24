"""Start-up benchmark: process start to first rows visible, against a bare PySide6 window started
the same way in the same rounds.

Run: ``python3 tests/benchmarks/bench_startup.py [--rounds N] [--before SOURCE_TREE] [--only KIND]``
(offscreen).

Five kinds of start, each a fresh ``python3`` process that prints a mark once its window is shown
and once its first rows are painted, then exits:

- the bare window: a 50-row ``QTableWidget`` in a ``QMainWindow``;
- first demo: a brand-new user's first ``storeadmin --demo``: no settings, no data folder, so the
  app makes and seeds the demo store before its first rows (a new scratch home every start);
- demo: ``storeadmin --demo`` on an existing demo store (prepared first, as a returning user's), its
  store started by the app as always;
- connected: ``storeadmin`` as a returning user starts it, connecting to a ``storeadmin-server``
  that is already running (started once before the rounds, on a copy of the same store): the last
  connection's sign-in details were remembered, so it signs in without the dialog, by the refresh
  token its previous start kept. The details are in a keyring file (``file_keyring.py``: the
  machine has no desktop keyring) and the settings of the scratch home; one unmeasured start
  before the rounds signs in by password and keeps the first token;
- connected, password: what "connected" measured before remembered sign-ins: the same server, the
  profile on standard input (``--sign-in-from-stdin``), signed in by its password.

All but the first demo land on Orders, where preparing the demo store left the settings (the
first demo lands where a new user's app does), and "first rows" means that list's first page
painted.

The time is taken here, from just before the process is spawned to the moment a mark is read, so
interpreter start, imports, the demo store's own process, sign-in and the first page all count.
Each round runs every kind once, in an order that rotates from round to round, and the ratios are
taken within the round (paired), so a busy machine slows both sides of a ratio alike; the report
gives each ratio's median and its spread over the rounds, and the load average before and after.
The CPU time counts every process a start made (the demo store's included).

``--before`` adds the first demo, demo and both connected starts of another source tree (the
same interpreter and packages, its ``storeadmin_gui`` first on the path) to every round: a
before/after comparison in one run, paired per round like the ratios to the bare window; each start
runs in its own source tree as its working folder, since ``python -m`` imports the package found
there first. Both trees' remembered starts sign in on the same settings and keyring, each by the
refresh token the start before it kept.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storeadmin_gui.backend import demo_account
from storeadmin_gui.demo_process import DEMO_DATABASE
from tests.benchmarks.file_keyring import PATH_VARIABLE
from tests.benchmarks.server.processes import ServerProcess, free_port

# The demo store's published account (docs/api.md section 2), as the connected start signs in.
DEMO_ACCOUNT = {
    "client_id": demo_account.DEMO_CLIENT_ID,
    "client_secret": demo_account.DEMO_CLIENT_SECRET,
    "username": demo_account.DEMO_ADMIN_EMAIL,
    "password": demo_account.DEMO_ADMIN_PASSWORD,
}

MARK = "first rows visible"  # storeadmin_gui.probes.FIRST_ROWS_MARK; not imported: keep it light
WINDOW_MARK = "window shown"  # storeadmin_gui.probes.WINDOW_SHOWN_MARK
# The app's kinds of start (each measured against the bare window, and against --before's).
START_KINDS = ("first demo", "demo", "connected", "connected, password")
AIMS = {"first demo": 8.0, "demo": 6.0, "connected": 4.0, "window": 3.0}
SOURCE_TREE = Path(__file__).resolve().parents[2]
BENCHMARKS = Path(__file__).resolve().parent

# Saves the remembered connection the way the connect dialog does (the app's own code), in the
# children's settings and keyring; its JSON on standard input.
REMEMBER_PROFILE = """
import asyncio, json, sys
from storeadmin_gui.gui import open_settings
from storeadmin_gui.ui.shell.profiles import Profile, ProfileStore, SecretStore, Secrets
given = json.loads(sys.stdin.readline())
settings = open_settings()
profiles = ProfileStore(settings, SecretStore())
profiles.save(
    Profile(
        name="Benchmark",
        server_url=given["server_url"],
        client_id=given["client_id"],
        username=given["username"],
        secrets=Secrets(client_secret=given["client_secret"], password=given["password"]),
    ),
    remember_secrets=True,
)
settings.sync()
asyncio.run(profiles.secrets.written())  # the keyring writes on a thread of its own
"""

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
print({WINDOW_MARK!r}, flush=True)
print({MARK!r}, flush=True)
"""


@dataclass
class Start:
    """How to start one kind of process (and what to tell it on standard input)."""

    command: list[str]
    env: dict[str, str]
    stdin: str = ""
    cwd: Path = SOURCE_TREE  # ``python -m`` imports the package of the working folder first


@dataclass
class Timing:
    rows: float
    window: float
    cpu: float


@dataclass
class Results:
    timings: dict[str, list[Timing]] = field(default_factory=dict)

    def add(self, kind: str, timing: Timing) -> None:
        self.timings.setdefault(kind, []).append(timing)

    def paired(self, kind: str, figure: Callable[[Timing], float]) -> list[float]:
        """Per round: the kind's figure over the bare window's first rows in the same round."""
        return [
            figure(timing) / bare.rows
            for timing, bare in zip(self.timings[kind], self.timings["bare"], strict=True)
        ]


def child_environment(home: Path) -> dict[str, str]:
    """Offscreen, and settings, data, logs and keyring in a scratch home so no real profile is
    touched. Modules are compiled once and the compiled files kept, as in an installed copy (the
    preparing run writes them), whatever the environment says."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHON_KEYRING_BACKEND"] = "file_keyring.FileKeyring"
    env[PATH_VARIABLE] = str(home / "keyring.json")
    env["PYTHONPATH"] = str(BENCHMARKS)  # where file_keyring is
    for variable, folder in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        env[variable] = str(home / folder)
    return env


def first_demo(scratch: Path, number: int, tree: Path | None = None) -> Start:
    """A brand-new user's first demo start: a home of its own, empty (no settings, no store);
    ``tree``: of that source tree (``--before``) rather than this one."""
    home = scratch / f"new-user-{number}{'' if tree is None else '-before'}"
    env = child_environment(home)
    command = [sys.executable, "-m", "storeadmin_gui", "--report-first-rows", "--demo"]
    if tree is None:
        return Start(command, env)
    env["PYTHONPATH"] = os.pathsep.join((str(tree), str(BENCHMARKS)))
    return Start(command, env, cwd=tree)


def time_to_marks(start: Start) -> Timing:
    """Seconds from spawning to reading the window and first-rows marks on its stdout, and the CPU
    seconds (user and system, every thread, every process it started and waited for) it used
    until it exited: a figure a busy machine does not stretch."""
    with tempfile.TemporaryFile("w+") as errors:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        child = subprocess.Popen(
            start.command,
            env=start.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            cwd=start.cwd,
        )
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write(start.stdin)
        child.stdin.close()
        rows: float | None = None
        window: float | None = None
        for line in child.stdout:
            if line.strip() == WINDOW_MARK:
                window = time.perf_counter() - started
            if line.strip() == MARK:
                rows = time.perf_counter() - started
                break
        child.stdout.close()
        child.wait(timeout=120)
        if rows is None or window is None or child.returncode != 0:
            errors.seek(0)
            failure = f"{' '.join(start.command)} failed ({child.returncode}):\n{errors.read()}"
            raise RuntimeError(failure)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(rows=rows, window=window, cpu=cpu)


def spread(values: Sequence[float], unit: str = "x", scale: float = 1.0) -> str:
    ordered = sorted(value * scale for value in values)
    middle = statistics.median(ordered)
    return f"{middle:.2f}{unit} (lowest {ordered[0]:.2f}{unit}, highest {ordered[-1]:.2f}{unit})"


def report(results: Results, rounds: int, loads: tuple[float, float]) -> None:
    print(
        f"\n{rounds} rounds, offscreen, {os.cpu_count()} cores, load average "
        f"{loads[0]:.1f} before and {loads[1]:.1f} after"
    )
    print(f"{'start':28} {'first rows: median (lowest-highest)':40} {'window shown':14} CPU")
    for kind, timings in results.timings.items():
        rows = sorted(timing.rows * 1000 for timing in timings)
        window = statistics.median(timing.window for timing in timings) * 1000
        cpu = statistics.median(timing.cpu for timing in timings) * 1000
        print(
            f"{kind:28} {statistics.median(rows):6.0f} ms ({rows[0]:.0f}-{rows[-1]:.0f} ms)"
            f"{'':18} {window:6.0f} ms {cpu:8.0f} ms"
        )
    print("\nratios to the bare window's first rows, paired per round:")
    for kind in results.timings:
        if kind == "bare":
            continue
        aim = AIMS.get(kind)
        note = f"   aim: at most {aim:g}x" if aim else ""
        print(
            f"  {kind + ', first rows':34} {spread(results.paired(kind, lambda t: t.rows))}{note}"
        )
        print(
            f"  {kind + ', window shown':34} {spread(results.paired(kind, lambda t: t.window))}"
            f"   aim: at most {AIMS['window']:g}x"
        )
    for kind in START_KINDS:
        before = results.timings.get(f"{kind} before")
        if before is None:
            continue
        figures: tuple[tuple[str, Callable[[Timing], float]], ...] = (
            ("first rows", lambda t: t.rows),
            ("window shown", lambda t: t.window),
        )
        for mark, figure in figures:
            now_over_before = [
                figure(new) / figure(old)
                for new, old in zip(results.timings[kind], before, strict=True)
            ]
            print(f"  {f'{kind} now / before, {mark}':34} {spread(now_over_before)}")
    raw = {kind: [vars(timing) for timing in timings] for kind, timings in results.timings.items()}
    print("\nper round (seconds):", json.dumps(raw))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument(
        "--before", type=Path, help="a source tree whose starts run in every round too"
    )
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="KIND",
        help="only this kind of start (and its --before's), besides the bare window; "
        f"repeat for more: {', '.join(START_KINDS)}",
    )
    args = parser.parse_args()
    unknown = set(args.only) - set(START_KINDS)
    if unknown:
        parser.error(f"no such kind of start: {', '.join(sorted(unknown))}")

    with tempfile.TemporaryDirectory(prefix="storeadmin-bench-") as scratch:
        home = Path(scratch)
        env = child_environment(home)
        data = home / "demo-data"
        app = [sys.executable, "-m", "storeadmin_gui", "--report-first-rows"]
        prepare = subprocess.run(
            [*app[:3], "--demo", "--smoke-test", "--data-dir", str(data)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if prepare.returncode != 0:
            print(prepare.stdout, prepare.stderr, file=sys.stderr)
            return 1
        shared = home / "shared-store.sqlite3"
        shutil.copyfile(data / DEMO_DATABASE, shared)
        server = ServerProcess(
            "storeadmin-server",
            [
                *(sys.executable, "-m", "storeadmin_gui.backend.cli"),
                *("--database", f"sqlite:///{shared}", "--port", str(port := free_port())),
            ],
            port,
            home / "server.log",
            env=env,
        )
        server.start()
        profile = json.dumps({"server_url": server.base_url, **DEMO_ACCOUNT}) + "\n"
        starts = {
            "bare": Start([sys.executable, "-c", BARE_WINDOW], env),
            "first demo": first_demo(home, 0),
            "demo": Start([*app, "--demo", "--data-dir", str(data)], env),
            "connected": Start(app, env),
            "connected, password": Start([*app, "--sign-in-from-stdin"], env, profile),
        }
        if args.before is not None:
            tree = args.before.resolve()
            before_env = {**env, "PYTHONPATH": os.pathsep.join((str(tree), str(BENCHMARKS)))}
            for kind in ("demo", "connected", "connected, password"):
                starts[f"{kind} before"] = Start(
                    starts[kind].command, before_env, starts[kind].stdin, cwd=tree
                )
            starts["first demo before"] = first_demo(home, 0, tree)
        if args.only:
            wanted = {"bare", *args.only, *(f"{kind} before" for kind in args.only)}
            starts = {kind: start for kind, start in starts.items() if kind in wanted}
        results = Results()
        loads = os.getloadavg()[0], 0.0
        kinds = list(starts)
        try:
            remember = [sys.executable, "-c", REMEMBER_PROFILE]
            subprocess.run(
                remember, env=env, input=profile, text=True, check=True, timeout=60, cwd=SOURCE_TREE
            )
            time_to_marks(Start(app, env))  # signs in by password, keeps the first token
            for round_number in range(args.rounds):
                turn = round_number % len(kinds)
                for kind in kinds[turn:] + kinds[:turn]:
                    if kind == "first demo":
                        starts[kind] = first_demo(home, round_number + 1)
                    if kind == "first demo before":
                        starts[kind] = first_demo(home, round_number + 1, args.before.resolve())
                    results.add(kind, time_to_marks(starts[kind]))
                print(f"round {round_number + 1} of {args.rounds}", flush=True)
        finally:
            server.stop()
        loads = loads[0], os.getloadavg()[0]
    report(results, args.rounds, loads)
    return 0


if __name__ == "__main__":
    sys.exit(main())
