"""The libraries an ELF binary asks the loader for (its ``DT_NEEDED`` entries), read from the file
itself: no binutils on a fresh machine, and ``ldd`` only shows what it could resolve here."""

from __future__ import annotations

import struct
from pathlib import Path

SHT_DYNAMIC = 6
DT_NULL = 0
DT_NEEDED = 1


def needed(path: Path) -> list[str]:
    """The sonames ``path`` (a shared library or program) needs, in its order."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF":
        raise ValueError(f"{path} is not an ELF file")
    wide = data[4] == 2  # ELFCLASS64
    order = "<" if data[5] == 1 else ">"  # ELFDATA2LSB
    if wide:
        shoff, shentsize, shnum = struct.unpack_from(order + "Q10xHH", data, 0x28)
        section, entry = order + "IIQQQQIIQQ", order + "qQ"
    else:
        shoff, shentsize, shnum = struct.unpack_from(order + "I10xHH", data, 0x20)
        section, entry = order + "IIIIIIIIII", order + "iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    names: list[str] = []
    for _name, kind, _flags, _addr, offset, size, link, *_rest in sections:
        if kind != SHT_DYNAMIC:
            continue
        strings_offset = sections[link][4]
        for start in range(offset, offset + size, struct.calcsize(entry)):
            tag, value = struct.unpack_from(entry, data, start)
            if tag == DT_NULL:
                break
            if tag == DT_NEEDED:
                end = data.index(b"\0", strings_offset + value)
                names.append(data[strings_offset + value : end].decode())
    return names
