"""Request sequences that never repeat a URL, as a staffer scrolling a list or opening orders asks.

A ``Walk`` is a list of URL templates, each with ``{n}`` (a page number, or the index of an order
id) and how many values ``{n}`` takes for it; request ``i`` uses template ``i % len(templates)``
and the next value of that template's own walk. ``wrk_script`` writes it as a wrk Lua script
starting at a given offset, so every run (warm-up, measurement, round) asks pages or orders no
earlier run asked: the read cache, which keeps the answers of a few thousand URLs, never answers
them, as it never answers a staffer who does not go back.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Walk:
    templates: tuple[str, ...]  # path and query, with ``{n}``
    counts: tuple[int, ...]  # values of ``{n}`` per template: 1..count (pages), or ids[0..count)
    ids: tuple[int, ...] = ()  # when given, ``{n}`` is ``ids[k]`` instead of ``k + 1``
    stride: int = 1  # consecutive pages when 1; orders jump about the list

    def target(self, request: int, offset: int) -> str:
        """The path and query of request ``request`` of a run starting at ``offset``."""
        which = request % len(self.templates)
        step = offset + request // len(self.templates)
        index = (step * self.stride) % self.counts[which]
        value = self.ids[index] if self.ids else index + 1
        return self.templates[which].replace("{n}", str(value))


_SCRIPT = """\
wrk.headers["Authorization"] = "Bearer %(token)s"
local templates = %(templates)s
local counts = %(counts)s
local ids = %(ids)s
local stride, offset, request_number = %(stride)d, %(offset)d, 0
request = function()
  local which = request_number %% #templates
  local step = offset + (request_number - which) / #templates
  local index = (step * stride) %% counts[which + 1]
  local value = index + 1
  if #ids > 0 then value = ids[index + 1] end
  request_number = request_number + 1
  local path = string.gsub(templates[which + 1], "{n}", tostring(math.floor(value)))
  return wrk.format("GET", path)
end
"""


def _lua_list(values: list[str] | list[int]) -> str:
    return "{" + ",".join(json.dumps(value) for value in values) + "}"


def wrk_script(folder: Path, name: str, walk: Walk, offset: int, token: str) -> Path:
    """A wrk Lua script asking ``walk`` from ``offset`` on, with the bearer token."""
    script = folder / f"walk-{name}.lua"
    script.write_text(
        _SCRIPT
        % {
            "token": token,
            "templates": _lua_list(list(walk.templates)),
            "counts": _lua_list(list(walk.counts)),
            "ids": _lua_list(list(walk.ids)),
            "stride": walk.stride,
            "offset": offset,
        }
    )
    return script
