"""The small vocabulary the shapes are written in: a field is a name and a getter that reads a
record (and, through the renderer, the store and the flavour's IRIs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .state import Record

if TYPE_CHECKING:
    from .render import Render

Getter = Callable[[Record, "Render"], Any]
Field = tuple[str, Getter]
LOCALE = "en_US"  # the store's default locale (kernel.default_locale in Sylius's own tests)


def v(name: str) -> Getter:
    """The record's own value."""

    def get(record: Record, render: Render) -> Any:
        return record.get(name)

    return get


def ref(kind: str, name: str) -> Getter:
    """The IRI of the ``kind`` record the field names by key."""

    def get(record: Record, render: Render) -> Any:
        return render.ref(kind, record.get(name))

    return get


def refs(kind: str, name: str) -> Getter:
    """The IRIs of the ``kind`` records the field lists by key."""

    def get(record: Record, render: Render) -> Any:
        return [render.ref(kind, key) for key in record.get(name) or []]

    return get


def plain(*names: str) -> list[Field]:
    return [(name, v(name)) for name in names]


def translations(kind: str | None, type_name: str, names: tuple[str, ...], with_id: bool) -> Getter:
    """A keyed map of translations, each with its own ``@id`` where Sylius gives one."""

    def get(record: Record, render: Render) -> dict[str, Any]:
        found = {}
        for locale, entry in record["translations"].items():
            body: dict[str, Any] = {}
            if kind:
                body["@id"] = render.iri(kind, entry, owner=record, key=locale)
            body["@type"] = type_name
            if with_id:
                body["id"] = entry["id"]
            body.update({name: entry.get(name) for name in names})
            found[locale] = body
        return found

    return get


def translated(name: str) -> Getter:
    """A translated field in the default locale, as Sylius adds it beside ``translations``."""

    def get(record: Record, render: Render) -> Any:
        return record["translations"].get(LOCALE, {}).get(name)

    return get
