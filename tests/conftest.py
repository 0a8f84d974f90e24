"""Test-wide configuration: Qt offscreen, async tests on asyncio, seeded demo stores shared."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from storeadmin_gui import system_check
from tests.support.stores import StoreTemplates


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Before pytest-qt imports Qt (its own ``pytest_configure``): when a system library Qt needs
    is missing, one message naming it and its install command, not an import error per module."""
    problem = system_check.find_problem()
    if problem is not None:
        pytest.exit(problem.explain(program="The test suite"), pytest.ExitCode.USAGE_ERROR)
    from tests.support.waits import size_waits_for_load  # imports Qt: after the check

    size_waits_for_load()


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    """Async tests (``@pytest.mark.anyio``) run on asyncio, the loop qasync drives in the app."""
    return "asyncio"


@pytest.fixture(scope="session")
def store_templates(tmp_path_factory: pytest.TempPathFactory) -> StoreTemplates:
    """Seeded demo stores shared by every test folder: one template per set of seeding options."""
    return StoreTemplates(tmp_path_factory)
