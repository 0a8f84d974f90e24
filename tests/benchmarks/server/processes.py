"""The three servers under test as child processes: started, waited for, stopped by their pid."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx

HOST = "127.0.0.1"
START_TIMEOUT_SECONDS = 600.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class ServerProcess:
    """A server child process; ``base_url`` once it answers HTTP."""

    name: str
    command: Sequence[str]
    port: int
    log: Path
    env: dict[str, str] = field(default_factory=dict)
    # ``python -m`` imports from its working folder first, whatever PYTHONPATH says: a server of
    # another source tree runs there.
    cwd: Path | None = None
    process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self, probe_path: str = "/") -> float:
        """Starts the process and waits until it answers ``probe_path``; returns the seconds."""
        started = time.perf_counter()
        with self.log.open("wb") as output:
            self.process = subprocess.Popen(
                list(self.command),
                stdout=output,
                stderr=subprocess.STDOUT,
                env={**os.environ, **self.env},
                cwd=self.cwd,
                start_new_session=True,
            )
        deadline = started + START_TIMEOUT_SECONDS
        while time.perf_counter() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited:\n{self.log.read_text()[-3000:]}")
            try:
                httpx.get(self.base_url + probe_path, timeout=2.0)
                return time.perf_counter() - started
            except httpx.TransportError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"{self.name} did not start within {START_TIMEOUT_SECONDS:.0f} s")

    def cpu_seconds(self) -> float:
        """User plus system CPU time the process has used so far (Linux /proc)."""
        assert self.process is not None
        _, user, system = proc_stat(Path(f"/proc/{self.process.pid}/stat"))
        return user + system

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=15)


def store_server(database: Path, port: int, log: Path, demo_orders: int) -> ServerProcess:
    """``storeadmin-server`` exactly as a user runs it (seeding the demo store when empty)."""
    command = [
        sys.executable,
        "-m",
        "storeadmin_gui.backend.cli",
        "--port",
        str(port),
        "--database",
        f"sqlite:///{database}",
        "--demo",
        "--demo-orders",
        str(demo_orders),
    ]
    return ServerProcess("storeadmin-server", command, port, log)


def ceiling_server(bodies: Path, port: int, log: Path) -> ServerProcess:
    script = Path(__file__).with_name("ceiling_app.py")
    return ServerProcess(
        "constant-JSON FastAPI", [sys.executable, str(script), str(bodies), str(port)], port, log
    )


def json_server(folder: Path, database: Path, port: int, log: Path) -> ServerProcess:
    binary = folder / "node_modules" / "json-server" / "lib" / "bin.js"
    command = ["node", str(binary), "--host", HOST, "--port", str(port), str(database)]
    # 100,000 full orders need more than node's default heap.
    return ServerProcess(
        "json-server", command, port, log, env={"NODE_OPTIONS": "--max-old-space-size=8192"}
    )


def cpu_seconds(leader: int) -> float:
    """User and system CPU seconds of every process in ``leader``'s process group (a server's
    workers included), read from ``/proc``: what a request costs the server, which a shared
    machine's load moves far less than the rate it is answered at."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            group, user, system = proc_stat(stat)
        except (OSError, IndexError):
            continue  # the process ended meanwhile
        if group == leader:
            total += user + system
    return total


def proc_stat(stat: Path) -> tuple[int, float, float]:
    """From a ``/proc`` stat file (a process's, or one thread's under ``task/``): the process
    group, and the user and system CPU seconds used so far."""
    fields = stat.read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return int(fields[2]), int(fields[11]) / ticks, int(fields[12]) / ticks
