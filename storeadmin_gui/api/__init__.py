"""The async client layer: the one way the GUI and scripts talk to a store server. No Qt here.

from storeadmin_gui.api import StoreClient, PasswordAuth, errors

async with StoreClient(url, auth=PasswordAuth(...)) as client:
    page = await client.orders.list(page=1, limit=50, sorting={"total": "desc"})
"""

from . import errors, models
from .auth import Credentials, PasswordAuth, TokenAuth
from .client import StoreClient
from .errors import ApiError
from .models import *  # noqa: F403 - the models are part of the public surface
from .models import __all__ as _model_names
from .money import Money
from .paging import Page
from .retry import RetryPolicy

__all__ = [
    "ApiError",
    "Credentials",
    "Money",
    "Page",
    "PasswordAuth",
    "RetryPolicy",
    "StoreClient",
    "TokenAuth",
    "errors",
    "models",
    *_model_names,
]
