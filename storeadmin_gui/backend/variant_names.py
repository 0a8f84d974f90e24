"""Name searches of the whole catalogue over one search text per variant (``VariantNames``).

Why: a name part is looked for in every locale's name, four or more rows a variant; a part found
in many variants (its total counts every match) read every name and joined them to their
variants. Each variant's names, lower-cased and joined by a separator no searched part can span,
are one short row instead, with a trigram index of its own (``substring_search``): a rare part
finds its candidates there; a frequent one is paged by checking the texts one by one along the
sort key's index until the page is full, and counted from the candidates of its least frequent
trigram (or, where even that one is in more than a quarter of the texts, in one pass over
them).

The answers stay those of a ``LIKE`` on every name: each name is kept as that ``LIKE`` reads it
(SQLite's stops at a NUL character), equal lower-cased names once, and a part holding the
separator or a NUL (whose ``LIKE`` means something else) is still searched name by name.

Triggers keep the texts, in the transaction of every write and whoever writes (the routes, the
seed, another process, plain SQL): a name added, renamed, moved or removed, a variant made or
deleted, with foreign keys enforced or not. A store made before them gets its texts at start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import ColumnElement, Connection, Engine, FromClause, Select, exists, select, text
from sqlalchemy.orm import Session

from . import substring_search
from .models.catalog import (
    NAMES_SEPARATOR,
    ProductVariant,
    ProductVariantTranslation,
    VariantNames,
)
from .substring_search import VARIANT_NAME, VARIANT_NAMES, plain_contains

# Serialises the installs of server processes starting at once on one PostgreSQL database.
_INSTALL_LOCK: Final = 0x5A0C1
_SEPARATOR_CODE: Final = ord(NAMES_SEPARATOR)
# The per-name trigram index the texts replaced (stores made before them still have it).
_RETIRED_INDEX: Final = "search_product_variant_translations_name"


# A join the total reads through: what it joins and on what.
Join = tuple[FromClause, ColumnElement[bool]]


@dataclass(frozen=True)
class NameCondition:
    """A name part's condition on variants as a page reads it and as a total counts it.

    A page walks the sort key's index: a frequent part's texts are looked up one by one until
    the page is full (``EXISTS``), a rare part's few candidates first (``IN``). A total reads
    the trigram index's candidates where it has them (``counted_joins``: candidates, their
    texts, their variants, each found by its id, no list of ids built), else every text once;
    where the name is the only filter, without the variants (``texts_alone``).
    """

    paged: ColumnElement[bool]
    counted: ColumnElement[bool]
    counted_joins: tuple[Join, ...] = ()
    # The matching variants' ids read from their texts alone, for a total with no other filter:
    # a variant with names has one text and a text is one variant's (the triggers keep it so),
    # so no variant need be read.
    texts_alone: Select[Any] | None = None


def name_contains(session: Session, part: str) -> NameCondition:
    """Variants with a name in any locale that contains ``part``, any case."""
    dialect = session.get_bind().dialect.name
    if NAMES_SEPARATOR in part or "\x00" in part:
        named = select(ProductVariantTranslation.variant_id).where(
            plain_contains(VARIANT_NAME, part, dialect)
        )
        return NameCondition(ProductVariant.id.in_(named), ProductVariant.id.in_(named))
    found = substring_search.contains(session, VARIANT_NAMES, part, counting=True)
    paged: ColumnElement[bool]
    if found.query is not None:
        paged = ProductVariant.id.in_(select(VariantNames.id).where(found.condition))
    else:
        paged = exists().where(VariantNames.id == ProductVariant.id, found.condition)
    if found.counted_query is None:
        texts = select(VariantNames.id).where(found.condition)
        return NameCondition(paged, ProductVariant.id.in_(texts), texts_alone=texts)
    found_ids = substring_search.candidates(VARIANT_NAMES, found.counted_query).subquery()
    joins: tuple[Join, ...] = (
        (found_ids, found_ids.c.rowid == ProductVariant.id),
        (VariantNames.__table__, VariantNames.id == ProductVariant.id),
    )
    plain = plain_contains(VARIANT_NAMES, part, dialect)
    texts = select(VariantNames.id).join(found_ids, found_ids.c.rowid == VariantNames.id)
    return NameCondition(paged, plain, joins, texts.where(plain))


def install(engine: Engine) -> None:
    """Gives a store the triggers it lacks and, where it lacked any, its texts afresh (writes
    made without them are not in the texts); retires the per-name trigram index."""
    dialect = engine.dialect.name
    with engine.begin() as connection:
        if dialect == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _INSTALL_LOCK})
            connection.exec_driver_sql(f"DROP INDEX IF EXISTS {_RETIRED_INDEX}")
        else:
            # A write that changes nothing: the write lock first, so a server process starting
            # at the same time waits rather than finding what it read outdated.
            connection.exec_driver_sql("UPDATE variant_names SET names = names WHERE 0 = 1")
            connection.exec_driver_sql(f"DROP TABLE IF EXISTS {_RETIRED_INDEX}")
            for event in ("insert", "delete", "update"):
                connection.exec_driver_sql(f"DROP TRIGGER IF EXISTS {_RETIRED_INDEX}_{event}")
        if set(trigger_names(dialect)) <= _triggers(connection):
            return
        for statement in triggers(dialect):
            connection.exec_driver_sql(statement)
        connection.exec_driver_sql("DELETE FROM variant_names")
        connection.exec_driver_sql(f"INSERT INTO variant_names (id, names) {_texts(dialect)}")


def _texts(dialect: str, variant: str | None = None) -> str:
    """A SELECT of ``(id, names)``: the text of the variant ``variant`` (an SQL expression), or
    of every variant; none for a variant without names, or one that does not exist (a name left
    behind by a delete made without foreign keys)."""
    chosen = f"variant_id = {variant} AND " if variant else ""
    chosen += "variant_id IN (SELECT id FROM product_variants)"
    if dialect == "sqlite":
        cut = "CASE WHEN instr(name, char(0)) > 0 THEN substr(name, 1, instr(name, char(0)) - 1) "
        cut += "ELSE name END"
        return (
            f"SELECT variant_id, group_concat(name, char({_SEPARATOR_CODE})) FROM "
            f"(SELECT DISTINCT variant_id, lower({cut}) AS name "
            f"FROM product_variant_translations WHERE {chosen}) GROUP BY variant_id"
        )
    return (
        f"SELECT variant_id, string_agg(DISTINCT lower(name), chr({_SEPARATOR_CODE})) "
        f"FROM product_variant_translations WHERE {chosen} GROUP BY variant_id"
    )


def _refresh(dialect: str, variant: str) -> str:
    """SQL making the text of the variant ``variant`` (an SQL expression) afresh."""
    return (
        f"DELETE FROM variant_names WHERE id = {variant}; "
        f"INSERT INTO variant_names (id, names) {_texts(dialect, variant)};"
    )


def triggers(dialect: str) -> list[str]:
    """The DDL of the triggers (and on PostgreSQL their functions) that keep the texts."""
    if dialect == "sqlite":
        on_names = "ON product_variant_translations BEGIN"
        on_variants = "ON product_variants BEGIN"
        return [
            f"CREATE TRIGGER IF NOT EXISTS variant_names_name_insert AFTER INSERT {on_names} "
            f"{_refresh(dialect, 'NEW.variant_id')} END",
            f"CREATE TRIGGER IF NOT EXISTS variant_names_name_update "
            f"AFTER UPDATE OF variant_id, name {on_names} "
            f"{_refresh(dialect, 'OLD.variant_id')} {_refresh(dialect, 'NEW.variant_id')} END",
            f"CREATE TRIGGER IF NOT EXISTS variant_names_name_delete AFTER DELETE {on_names} "
            f"{_refresh(dialect, 'OLD.variant_id')} END",
            f"CREATE TRIGGER IF NOT EXISTS variant_names_variant_insert AFTER INSERT "
            f"{on_variants} {_refresh(dialect, 'NEW.id')} END",
            f"CREATE TRIGGER IF NOT EXISTS variant_names_variant_update AFTER UPDATE OF id "
            f"{on_variants} {_refresh(dialect, 'OLD.id')} {_refresh(dialect, 'NEW.id')} END",
            f"CREATE TRIGGER IF NOT EXISTS variant_names_variant_delete AFTER DELETE "
            f"{on_variants} DELETE FROM variant_names WHERE id = OLD.id; END",
        ]
    # The variant's row is locked first, so two transactions writing its names one after the
    # other each make the text from the names the other committed.
    return [
        "CREATE OR REPLACE FUNCTION variant_names_refresh(variant integer) RETURNS void "
        "LANGUAGE sql AS $$ "
        "SELECT 1 FROM product_variants WHERE id = variant FOR NO KEY UPDATE; "
        f"{_refresh(dialect, 'variant')} $$",
        "CREATE OR REPLACE FUNCTION variant_names_follow_name() RETURNS trigger "
        "LANGUAGE plpgsql AS $$ BEGIN "
        "IF TG_OP <> 'INSERT' THEN PERFORM variant_names_refresh(OLD.variant_id); END IF; "
        "IF TG_OP <> 'DELETE' THEN PERFORM variant_names_refresh(NEW.variant_id); END IF; "
        "RETURN NULL; END $$",
        "CREATE OR REPLACE FUNCTION variant_names_follow_variant() RETURNS trigger "
        "LANGUAGE plpgsql AS $$ BEGIN "
        "IF TG_OP <> 'INSERT' THEN PERFORM variant_names_refresh(OLD.id); END IF; "
        "IF TG_OP <> 'DELETE' THEN PERFORM variant_names_refresh(NEW.id); END IF; "
        "RETURN NULL; END $$",
        "CREATE OR REPLACE TRIGGER variant_names_follow_name "
        "AFTER INSERT OR DELETE OR UPDATE OF variant_id, name ON product_variant_translations "
        "FOR EACH ROW EXECUTE FUNCTION variant_names_follow_name()",
        "CREATE OR REPLACE TRIGGER variant_names_follow_variant "
        "AFTER INSERT OR DELETE OR UPDATE OF id ON product_variants "
        "FOR EACH ROW EXECUTE FUNCTION variant_names_follow_variant()",
    ]


def trigger_names(dialect: str) -> list[str]:
    if dialect == "sqlite":
        return [
            f"variant_names_{table}_{event}"
            for table in ("name", "variant")
            for event in ("insert", "update", "delete")
        ]
    return ["variant_names_follow_name", "variant_names_follow_variant"]


def _triggers(connection: Connection) -> set[str]:
    if connection.dialect.name == "sqlite":
        query = "SELECT name FROM sqlite_master WHERE type = 'trigger'"
    else:
        query = "SELECT tgname FROM pg_trigger"
    return {str(name) for (name,) in connection.exec_driver_sql(query)}
