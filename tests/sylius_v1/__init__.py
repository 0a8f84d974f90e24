"""A stand-in Sylius 1.x admin API (v1) for tests: ``create_app(generation)``.

Three generations of the API as Sylius's own files describe them (README.md in this folder is the
map: routes, grids, forms and serialization per generation, each with its source file and tag):
``"1.0-1.4"``, ``"1.5-1.9"`` and ``"1.10-1.12"``. In memory, small, data-driven; the state a test
inspects is ``app.state.sylius`` (``records``, ``requests``, ``expire_tokens``).
"""

from .app import create_app
from .generations import GENERATIONS
from .records import ADMIN_PASSWORD, ADMIN_USERNAME, CLIENT_ID, CLIENT_SECRET
from .store import LoggedRequest, SyliusState

__all__ = [
    "ADMIN_PASSWORD",
    "ADMIN_USERNAME",
    "CLIENT_ID",
    "CLIENT_SECRET",
    "GENERATIONS",
    "LoggedRequest",
    "SyliusState",
    "create_app",
]
