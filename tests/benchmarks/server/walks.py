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
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

# The lists a staffer scrolls, a page of the default size each: newest first, sorted by total,
# one state, one payment state.
NEWEST = "/api/v1/orders/?page={n}"
SORTED = "/api/v1/orders/?sorting%5Btotal%5D=desc&page={n}"
BY_STATE = "/api/v1/orders/?criteria%5Bstate%5D=fulfilled&page={n}"
BY_PAYMENT = "/api/v1/orders/?criteria%5Bpayment_state%5D=awaiting_payment&page={n}"
LIST_QUERIES = (NEWEST, SORTED, BY_STATE, BY_PAYMENT)
ORDER_PATH = "/api/v1/orders/{n}"
ORDER_STRIDE = 7919  # a prime: order after order from all over the list, none twice


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


def pages_walk(pages: Mapping[str, int], *templates: str, stride: int = 1) -> Walk:
    """The pages of ``templates`` (``pages``: each list query's number of pages), in turn."""
    return Walk(templates, tuple(pages[template] for template in templates), stride=stride)


def orders_walk(order_ids: tuple[int, ...]) -> Walk:
    """Order after order of ``order_ids`` (ascending), from all over the list, none twice: the
    stride shares no factor with their number (else the walk would come round early), and is
    not one step forward or back."""
    count = len(order_ids)
    stride = ORDER_STRIDE
    while count > 2 and (math.gcd(stride, count) != 1 or stride % count in (1, count - 1)):
        stride += 1
    return Walk((ORDER_PATH,), (len(order_ids),), order_ids, stride)


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
