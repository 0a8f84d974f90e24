"""The packing bench's settings, one set per connection (saved beside the connection's profile).

A shop may watch its main store from the bench and a second store from the office: each
connection keeps its own interval, sound, printer and what prints by itself.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from PySide6.QtCore import QSettings

__all__ = ["BenchSettings", "load_bench_settings", "save_bench_settings"]

GROUP = "packingBench"
MIN_INTERVAL_S = 10
MAX_INTERVAL_S = 3600


@dataclass(frozen=True)
class BenchSettings:
    """What the bench does for one connection; all off until the staffer turns it on."""

    announce: bool = False  # watch for new orders
    interval_s: int = 60  # how often the store is asked
    sound: bool = False
    keep_in_tray: bool = False  # closing the window leaves the app running in the tray
    print_slip: bool = False  # the packing slip of each new order, printed by itself
    print_invoice: bool = False
    printer: str = ""  # a printer's name; "" for the system's default printer
    pdf_folder: str = ""  # set: documents are written as PDF files there instead of printed
    scanner: bool = False  # a scan anywhere in the app opens what it names (or adds it)
    scan_gap_ms: int = 40  # a scanner types faster than this between keys; a person does not

    def clamped(self) -> BenchSettings:
        interval = min(max(self.interval_s, MIN_INTERVAL_S), MAX_INTERVAL_S)
        return replace(self, interval_s=interval, scan_gap_ms=min(max(self.scan_gap_ms, 5), 200))

    @property
    def prints(self) -> bool:
        return self.print_slip or self.print_invoice


def _group(profile_name: str) -> str:
    # QSettings reads slashes as groups; profile names are free text (as profiles.py does).
    return f"{GROUP}/" + profile_name.replace("/", "∕").replace("\\", "∖")


def load_bench_settings(settings: QSettings, profile_name: str) -> BenchSettings:
    group = _group(profile_name)
    values: dict[str, Any] = {}
    for part in fields(BenchSettings):
        raw = settings.value(f"{group}/{part.name}")
        if raw is None:
            continue
        if part.type == "bool":
            values[part.name] = str(raw).lower() in ("true", "1")
        elif part.type == "int":
            try:
                values[part.name] = int(str(raw))
            except ValueError:
                continue
        else:
            values[part.name] = str(raw)
    return BenchSettings(**values).clamped()


def save_bench_settings(settings: QSettings, profile_name: str, chosen: BenchSettings) -> None:
    group = _group(profile_name)
    for name, value in asdict(chosen.clamped()).items():
        settings.setValue(f"{group}/{name}", value)
    settings.sync()
