"""Variant names written through the API as a user would, for the tests that check name searches
against a match on every name afterwards (SQLite and PostgreSQL alike)."""

from __future__ import annotations

from collections.abc import Sequence

import httpx

RENAMED = "Renamed ÄÖÜ %_"
ADDED = "Nouveau nom"


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
