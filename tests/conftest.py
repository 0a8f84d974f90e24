"""Test-wide configuration: Qt runs offscreen, async tests run on asyncio."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    """Async tests (``@pytest.mark.anyio``) run on asyncio, the loop qasync drives in the app."""
    return "asyncio"
