"""Render the app's SVG icon into every raster form the installers need, with Qt's SVG renderer.

Linux menus want PNGs in the freedesktop hicolor sizes plus the SVG itself; Windows wants an .ico
and macOS an .icns. Both are containers of PNG images, so one writer serves them; this keeps the
build free of any image tool besides PySide6-Essentials (QtSvg) which the app already depends on.

Command line: ``python render_icons.py [--hicolor DIR] [--ico FILE] [--icns FILE] [--svg FILE]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-carrying icon types: OSType -> pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)
DEFAULT_SVG = Path(__file__).resolve().parent.parent / "resources" / "icon.svg"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        # Kept on the module so the application outlives this call.
        render_png.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not encode a {size}px PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def write_hicolor(svg: Path, root: Path, name: str, sizes: tuple[int, ...] = HICOLOR_SIZES) -> None:
    """``root/hicolor/<n>x<n>/apps/<name>.png`` for every size, and the SVG under scalable/."""
    for size in sizes:
        target = root / "hicolor" / f"{size}x{size}" / "apps" / f"{name}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(render_png(svg, size))
    scalable = root / "hicolor" / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)


def write_ico(svg: Path, target: Path, sizes: tuple[int, ...] = ICO_SIZES) -> None:
    """A Windows icon holding one PNG per size (the form Windows Vista and later read)."""
    images = [render_png(svg, size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory = b""
    for size, png in zip(sizes, images, strict=True):
        edge = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(header + directory + b"".join(images))


def write_icns(svg: Path, target: Path) -> None:
    """A macOS icon: the 'icns' container of PNG entries, 16 to 1024 pixels."""
    body = b""
    for ostype, size in ICNS_TYPES:
        png = render_png(svg, size)
        body += ostype + struct.pack(">I", len(png) + 8) + png
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    parser.add_argument("--name", default="storeadmin", help="icon name (the .desktop Icon=)")
    parser.add_argument("--hicolor", type=Path, help="folder to hold the hicolor/ tree")
    parser.add_argument("--ico", type=Path, help="Windows .ico to write")
    parser.add_argument("--icns", type=Path, help="macOS .icns to write")
    args = parser.parse_args(argv)
    if args.hicolor:
        write_hicolor(args.svg, args.hicolor, args.name)
    if args.ico:
        write_ico(args.svg, args.ico)
    if args.icns:
        write_icns(args.svg, args.icns)
    return 0


if __name__ == "__main__":
    sys.exit(main())
