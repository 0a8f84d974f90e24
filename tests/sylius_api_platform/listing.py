"""Collections as API Platform serves them: declared filters applied (others ignored), sorting,
paging with ``page`` and ``itemsPerPage``, and the hydra envelope (``hydra:member``,
``hydra:totalItems``, ``hydra:view``, ``hydra:search``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from urllib.parse import quote

from .errors import BadRequest
from .fields import LOCALE
from .iris import API
from .render import Render
from .resources import Filter, Listing
from .shapes import SHAPES
from .state import Record, Store
from .totals import order_numbers

DEFAULT_PAGE_SIZE = 30  # api_platform.collection.pagination.items_per_page's default

# (kind, field) -> the kind it names, or (child kind, field naming the parent) for collections.
RELATIONS: dict[tuple[str, str], str | tuple[str, str]] = {
    ("orders", "channel"): "channels",
    ("orders", "customer"): "customers",
    ("orders", "items"): ("order_items", "order"),
    ("orders", "shipments"): ("shipments", "order"),
    ("order_items", "variant"): "product_variants",
    ("payments", "order"): "orders",
    ("shipments", "order"): "orders",
    ("shipments", "method"): "shipping_methods",
    ("customers", "group"): "customer_groups",
    ("products", "mainTaxon"): "taxons",
    ("products", "productTaxons"): ("product_taxons", "product"),
    ("product_taxons", "taxon"): "taxons",
    ("product_variants", "product"): "products",
}
KEY_OF = {"orders": "tokenValue", "products": "code", "product_variants": "code"}


def parse_query(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """Query parameters the way PHP reads them (``a[]`` lists, ``a[b]`` maps), dots kept."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        base, bracket, rest = key.partition("[")
        if not bracket:
            found[key] = value
        elif rest == "]":
            previous = found.get(base)
            found[base] = [*previous, value] if isinstance(previous, list) else [value]
        else:
            inner = found.get(base)
            found[base] = {**(inner if isinstance(inner, dict) else {}), rest.rstrip("]"): value}
    return found


def php_int(value: Any) -> int:
    """``(int) $value`` for a query string: leading digits, else 0."""
    text = str(value).strip()
    digits = text[1:] if text[:1] in "+-" else text
    number = digits[: len(digits) - len(digits.lstrip("0123456789"))] or "0"
    return -int(number) if text.startswith("-") else int(number)


def values_at(store: Store, kind: str, record: Record, path: str) -> list[Any]:
    """Every value found along a dotted property path, following relations between records."""
    current: list[tuple[str | None, Any]] = [(kind, record)]
    segments = path.split(".")
    for depth, segment in enumerate(segments, 1):
        following: list[tuple[str | None, Any]] = []
        for at_kind, value in current:
            if not isinstance(value, dict):
                continue
            relation = RELATIONS.get((at_kind or "", segment))
            if isinstance(relation, tuple):
                child, field = relation
                parent_key = value.get(KEY_OF.get(at_kind or "", "id"))
                following += [(child, c) for c in store.where(child, **{field: parent_key})]
            elif relation is not None:
                key = value.get(segment)
                if depth == len(segments) or key is None:
                    following.append((None, key))  # a relation ends the path: its key
                else:
                    following.append((relation, store.get(relation, key) or {"code": key}))
            else:
                raw = (
                    value[segment]
                    if segment in value
                    else _derived(store, at_kind, value).get(segment)
                )
                if isinstance(raw, dict) and segment == "translations":
                    following += [(None, entry) for entry in raw.values()]
                elif isinstance(raw, list):
                    following += [(None, item) for item in raw]
                else:
                    following.append((None, raw))
        current = following
    return [value for _, value in current]


def _derived(store: Store, kind: str | None, record: Record) -> dict[str, Any]:
    return order_numbers(store, record) if kind == "orders" else {}


class Collection:
    """One GET on a collection route."""

    def __init__(self, render: Render, kind: str, listing: Listing, path: str) -> None:
        self.render = render
        self.store = render.store
        self.kind = kind
        self.listing = listing
        self.path = path

    def answer(
        self, records: list[Record], pairs: list[tuple[str, str]], group: str, json_ld: bool
    ) -> Any:
        params = parse_query(pairs)
        found = [r for r in records if all(self._keeps(f, r, params) for f in self.listing.filters)]
        found = self._sorted(found, params)
        page, size = self._paging(params)
        shown = found[(page - 1) * size : page * size] if size is not None else found
        members = [self.render.member(self.kind, r, group) for r in shown]
        if not json_ld:
            return plain_json(members)
        last = max(1, -(-len(found) // size)) if size else 1
        head = {
            "@context": f"{API}/contexts/{SHAPES[self.kind][0]}",
            "@id": self.path,
            "@type": "hydra:Collection",
        }
        body = [("hydra:member", members), ("hydra:totalItems", len(found))]
        envelope = head | dict(reversed(body) if self.render.flavour.v2 else body)
        view = self._view(pairs, page, last)
        if view:
            envelope["hydra:view"] = view
        if self.listing.filters:
            envelope["hydra:search"] = self._search()
        return envelope

    def _keeps(self, spec: Filter, record: Record, params: dict[str, Any]) -> bool:
        if spec.kind == "search" and spec.prop in params:
            keys = [self._key(spec.prop, v) for v in _listed(params[spec.prop])]
            wanted = [key for key in keys if key is not None]
            if not wanted:
                return True  # a value API Platform cannot resolve is ignored
            have = [
                str(x) for x in values_at(self.store, self.kind, record, spec.prop) if x is not None
            ]
            if spec.strategy == "partial":
                return any(w.lower() in h.lower() for w in wanted for h in have)
            return any(w in have for w in wanted)
        if spec.kind == "date" and isinstance(params.get(spec.prop), dict):
            return _in_dates(record.get(spec.prop), params[spec.prop])
        if spec.kind == "range" and isinstance(params.get(spec.prop), dict):
            return _in_range(values_at(self.store, self.kind, record, spec.prop), params[spec.prop])
        if spec.kind == "channel" and "channel" in params:
            found = self.render.iris.parse("channels", params["channel"])
            if found is None or self.store.get("channels", found["code"]) is None:
                raise BadRequest(f'Item not found for "{params["channel"]}".')
            return found["code"] in record.get("channels", [])
        # the stand-in has no catalog promotions: asking for one's variants finds none
        return not (spec.kind == "catalog_promotion" and "catalogPromotion" in params)

    def _key(self, prop: str, value: Any) -> str | None:
        """A search value as the record holds it: a related record's IRI or id becomes its key."""
        target = RELATIONS.get((self.kind, prop))
        if not isinstance(target, str):
            return str(value)
        parsed = self.render.iris.parse(target, value)
        if parsed is not None:
            return parsed.get("code") or parsed.get("id")
        if str(value).isdigit():
            found = [r for r in self.store.all(target) if str(r["id"]) == str(value)]
            return str(found[0].get("code", found[0]["id"])) if found else str(value)
        return None

    def _sorted(self, records: list[Record], params: dict[str, Any]) -> list[Record]:
        order = params.get("order")
        asked: dict[str, Any] = order if isinstance(order, dict) else {}
        declared = {f.prop for f in self.listing.filters if f.kind == "order"}
        if any(f.kind == "translation_order" for f in self.listing.filters):
            declared.add("translation.name")
        keys = [
            (name, direction.lower())
            for name, direction in asked.items()
            if name in declared and str(direction).lower() in ("asc", "desc")
        ]
        keys += [*self.listing.order, ("id", "asc")]
        locale = params.get("localeCode", LOCALE)
        for name, direction in reversed(keys):
            records = sorted(
                records,
                key=lambda r: _sort_value(self.store, self.kind, r, name, locale, direction),
                reverse=direction == "desc",
            )
        return records

    def _paging(self, params: dict[str, Any]) -> tuple[int, int | None]:
        if not self.listing.paginated:
            return 1, None
        page = php_int(params.get("page", 1))
        size = php_int(params.get("itemsPerPage", DEFAULT_PAGE_SIZE))
        if size < 0:
            raise BadRequest("Limit should not be less than 0")
        if page < 1:
            raise BadRequest("Page should not be less than 1")
        if size == 0 and page > 1:
            raise BadRequest("Page should not be greater than 1 if limit is equal to 0")
        return page, size

    def _view(self, pairs: list[tuple[str, str]], page: int, last: int) -> dict[str, Any] | None:
        kept = [(k, v) for k, v in pairs if k != "page"]
        paginated = self.listing.paginated and last > 1
        if not kept and not paginated:
            return None

        def at(number: int) -> str:
            return _with_query(self.path, [*kept, ("page", str(number))])

        view: dict[str, Any] = {
            "@id": at(page) if paginated else _with_query(self.path, kept),
            "@type": "hydra:PartialCollectionView",
        }
        if paginated:
            view["hydra:first"] = at(1)
            view["hydra:last"] = at(last)
            if page > 1:
                view["hydra:previous"] = at(page - 1)
            if page < last:
                view["hydra:next"] = at(page + 1)
        return view

    def _search(self) -> dict[str, Any]:
        mapping = [(var, prop) for spec in self.listing.filters for var, prop in _variables(spec)]
        return {
            "@type": "hydra:IriTemplate",
            "hydra:template": f"{self.path}{{?{','.join(var for var, _ in mapping)}}}",
            "hydra:variableRepresentation": "BasicRepresentation",
            "hydra:mapping": [
                {
                    "@type": "IriTemplateMapping",
                    "variable": var,
                    "property": prop,
                    "required": False,
                }
                for var, prop in mapping
            ],
        }


def plain_json(value: Any) -> Any:
    """An answer in API Platform's ``json`` format: no JSON-LD keywords, references still IRIs,
    a collection a bare list (no total, no paging)."""
    if isinstance(value, dict):
        return {k: plain_json(v) for k, v in value.items() if not k.startswith("@")}
    if isinstance(value, list):
        return [plain_json(v) for v in value]
    return value


def _variables(spec: Filter) -> list[tuple[str, str]]:
    """The variables each filter adds to ``hydra:search``, as API Platform names them."""
    if spec.kind == "search":
        extra = [(f"{spec.prop}[]", spec.prop)] if spec.strategy == "exact" else []
        return [(spec.prop, spec.prop), *extra]
    if spec.kind == "order":
        return [(f"order[{spec.prop}]", spec.prop)]
    if spec.kind in ("date", "range"):
        ops: tuple[str, ...] = ("before", "strictly_before", "after", "strictly_after")
        if spec.kind == "range":
            ops = ("between", "gt", "gte", "lt", "lte")
        return [(f"{spec.prop}[{op}]", spec.prop) for op in ops]
    if spec.kind == "channel":
        return [("channel", "channels")]
    if spec.kind == "translation_order":
        return [
            ("order[translation.name]", "translation"),
            ("localeCode for order[translation.name]", "localeCode"),
        ]
    return [("catalogPromotion", "catalogPromotion")]


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _with_query(path: str, pairs: list[tuple[str, str]]) -> str:
    if not pairs:
        return path
    encoded = "&".join(f"{quote(k, safe='-_.~')}={quote(v, safe='-_.~')}" for k, v in pairs)
    return f"{path}?{encoded}"


def _sort_value(
    store: Store, kind: str, record: Record, name: str, locale: str, direction: str
) -> tuple[int, Any]:
    if name == "translation.name":
        value = record.get("translations", {}).get(locale, {}).get("name")
    else:
        found = values_at(store, kind, record, name)
        value = found[0] if found else None
    # MySQL puts NULL first when ascending, last when descending.
    return (
        (0 if direction == "asc" else 1, "")
        if value is None
        else (1 if direction == "asc" else 0, value)
    )


def _when(text: str) -> datetime | None:
    for pattern in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d"):
        try:
            return datetime.strptime(text[:19], pattern)
        except ValueError:
            continue
    return None


def _in_dates(value: str | None, asked: dict[str, str]) -> bool:
    bounds = {op: _when(text) for op, text in asked.items()}
    bounds = {op: when for op, when in bounds.items() if when is not None}
    if not bounds:
        return True
    if value is None:
        return False  # declared with exclude_null
    at = _when(value)
    assert at is not None
    tests = {
        "before": lambda b: at <= b,
        "strictly_before": lambda b: at < b,
        "after": lambda b: at >= b,
        "strictly_after": lambda b: at > b,
    }
    return all(tests[op](bound) for op, bound in bounds.items() if op in tests)


def _in_range(values: list[Any], asked: dict[str, str]) -> bool:
    number = values[0] if values else None
    if number is None:
        return False
    for op, text in asked.items():
        if op == "between" and ".." in text:
            low, _, high = text.partition("..")
            if _numeric(low) and _numeric(high) and not float(low) <= number <= float(high):
                return False
        elif _numeric(text):
            bound = float(text)
            checks = {"gt": number > bound, "gte": number >= bound, "lt": number < bound}
            checks["lte"] = number <= bound
            if not checks.get(op, True):
                return False
    return True


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
