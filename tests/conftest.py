"""Test-wide configuration: Qt offscreen, async tests on asyncio, seeded demo stores shared."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.support.stores import StoreTemplates


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    """Async tests (``@pytest.mark.anyio``) run on asyncio, the loop qasync drives in the app."""
    return "asyncio"


@pytest.fixture(scope="session")
def store_templates(tmp_path_factory: pytest.TempPathFactory) -> StoreTemplates:
    """Seeded demo stores shared by every test folder: one template per set of seeding options."""
    return StoreTemplates(tmp_path_factory)
