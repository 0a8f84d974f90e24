"""Variant names written through the API as a user would, for the tests that check name searches
against a match on every name afterwards (SQLite and PostgreSQL alike), and written with plain SQL
by another connection than the app's (SQLite)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import httpx

from storeadmin_gui.backend.models.catalog import NAMES_SEPARATOR

RENAMED = "Renamed ÄÖÜ %_"
ADDED = "Nouveau nom"
ODD_CODES = [
    "PCT%_OFF'S",
    'QUOTE"D_CODE',
    "ÉCLAIR-ÄÖÜ",
    "STRASSE-ß",
    "KELVIN-\u212a",
    "NUL\x00CODE",
]
NUL_NAMES = ("Alpha\x00Hidden", "Beta\x00Hidden")  # SQLite's LIKE reads up to the NUL


async def write_names_through_the_api(
    client: httpx.AsyncClient, variants: str, prefix: str, names: Sequence[str]
) -> None:
    """Variants ``{prefix}_{n}`` made with ``names`` (in en_US, upper-cased in de_CH), then the
    first renamed in en_US (``RENAMED``), the second given a name in fr_FR (``ADDED``), the third
    deleted and the fourth stripped of every name; ``variants``: their product's list path."""
    for number, name in enumerate(names):
        created = await client.post(
            variants,
            json={
                "code": f"{prefix}_{number}",
                "translations": {"en_US": {"name": name}, "de_CH": {"name": name.upper()}},
            },
        )
        assert created.status_code == 201, created.text
    renamed = await client.patch(
        f"{variants}{prefix}_0", json={"translations": {"en_US": {"name": RENAMED}}}
    )
    assert renamed.status_code == 204, renamed.text
    added = await client.patch(
        f"{variants}{prefix}_1", json={"translations": {"fr_FR": {"name": ADDED}}}
    )
    assert added.status_code == 204, added.text
    assert (await client.delete(f"{variants}{prefix}_2")).status_code == 204
    removed = await client.patch(
        f"{variants}{prefix}_3", json={"translations": {"en_US": None, "de_CH": None}}
    )
    assert removed.status_code == 204, removed.text


def write_with_plain_sql(database: str) -> None:
    """Another writer than the app (plain SQL, its own connection): odd codes, names and order
    numbers inserted, changed and deleted."""
    connection = sqlite3.connect(database)
    with connection:
        for code in ODD_CODES:
            connection.execute(
                "UPDATE product_variants SET code = ? WHERE id = "
                "(SELECT min(id) FROM product_variants WHERE code NOT IN "
                f"({', '.join('?' * len(ODD_CODES))}))",
                (code, *ODD_CODES),
            )
        connection.execute(
            "UPDATE product_variant_translations SET name = ? WHERE id = "
            "(SELECT max(id) FROM product_variant_translations)",
            ("Nul\x00Name Ωmega",),
        )
        connection.execute(
            "DELETE FROM product_variant_translations WHERE id = "
            "(SELECT min(id) FROM product_variant_translations)"
        )
        write_names_with_plain_sql(connection)
        for number in ("A-%_1", 'B"42', "ß-ẞ-ss"):
            connection.execute(
                "UPDATE orders SET number = ? WHERE id = (SELECT max(id) FROM orders"
                " WHERE number NOT LIKE '%-%' AND number NOT LIKE '%\"%')",
                (number,),
            )
        connection.execute(
            "UPDATE orders SET number = NULL WHERE id = (SELECT min(id) FROM orders)"
        )
        connection.execute(
            "DELETE FROM orders WHERE id = (SELECT max(id) FROM orders WHERE id NOT IN "
            "(SELECT order_id FROM order_items))"
        )
    connection.close()


def write_names_with_plain_sql(connection: sqlite3.Connection) -> None:
    """Names added in a new locale, moved to another variant, holding the separator; a variant
    deleted without foreign keys (its names left behind) and another made with its id, which
    then has those names."""
    first, second, third = (
        row[0] for row in connection.execute("SELECT id FROM product_variants ORDER BY id LIMIT 3")
    )
    connection.execute(
        "INSERT INTO product_variant_translations (variant_id, locale, name) VALUES (?, ?, ?)",
        (first, "it_IT", f"Nome{NAMES_SEPARATOR}Nuovo"),
    )
    connection.execute(
        "UPDATE product_variant_translations SET variant_id = ? WHERE id = "
        "(SELECT min(id) FROM product_variant_translations WHERE variant_id = ?)",
        (first, second),
    )
    columns = [
        str(row[1])
        for row in connection.execute("PRAGMA table_info(product_variants)")
        if row[1] not in ("id", "code")
    ]
    listed = ", ".join(columns)
    connection.execute("DELETE FROM product_variants WHERE id = ?", (third,))
    connection.execute(
        f"INSERT INTO product_variants (id, code, {listed}) "
        f"SELECT ?, 'REBORN', {listed} FROM product_variants WHERE id = ?",
        (third, first),
    )
    connection.execute(
        "DELETE FROM product_variants WHERE id = "
        "(SELECT max(variant_id) FROM product_variant_translations)"
    )
    for name in NUL_NAMES:  # whichever comes first in the variant's text, the other is found
        connection.execute(
            "UPDATE product_variant_translations SET name = ? WHERE id = (SELECT min(id) FROM "
            "product_variant_translations WHERE variant_id = ? AND instr(name, char(0)) = 0)",
            (name, second),
        )
