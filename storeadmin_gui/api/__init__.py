"""The async client layer: the one way the GUI and scripts talk to a store server. No Qt here.

from storeadmin_gui.api import StoreClient, PasswordAuth, errors

async with StoreClient(url, auth=PasswordAuth(...)) as client:
    page = await client.orders.list(page=1, limit=50, sorting={"total": "desc"})
"""

# Imported before any model, in one statement, so that pydantic's validators module is complete
# before PySide6's import hook can probe a pydantic module: the hook reads the source of every
# module imported after PySide6 and looks up ``module.__wrapped__`` on it, and on a pydantic module
# that lookup runs pydantic's migration ``__getattr__``, which imports the validators module. When
# that first probe lands while the validators module is itself half imported (pydantic loads it
# lazily, e.g. for ``Field``), the import fails as circular. tests/ui/test_import_order.py.
import pydantic.errors  # noqa: F401

from . import errors, models, words
from .auth import Credentials, IssuedTokens, PasswordAuth, TokenAuth
from .capabilities import (
    Capabilities,
    Feature,
    FeatureOffer,
    ListSupport,
    ServerIdentity,
    ServerKind,
)
from .client import StoreClient
from .errors import ApiError
from .extensions import Extension, ServerExtensions
from .lists import (
    LISTS,
    CartCriteria,
    CatalogueCriteria,
    Criteria,
    CustomerCriteria,
    FilterKind,
    FilterSpec,
    ListName,
    ListSpec,
    OrderCriteria,
    UserCriteria,
    VariantCriteria,
)
from .models import *  # noqa: F403 - the models are part of the public surface
from .models import __all__ as _model_names
from .money import Money
from .paging import Page
from .permissions import Action, Area, Permissions
from .retry import RetryPolicy

__all__ = [
    "LISTS",
    "Action",
    "ApiError",
    "Area",
    "Capabilities",
    "CartCriteria",
    "CatalogueCriteria",
    "Credentials",
    "Criteria",
    "CustomerCriteria",
    "Extension",
    "Feature",
    "FeatureOffer",
    "FilterKind",
    "FilterSpec",
    "IssuedTokens",
    "ListName",
    "ListSpec",
    "ListSupport",
    "Money",
    "OrderCriteria",
    "Page",
    "PasswordAuth",
    "Permissions",
    "RetryPolicy",
    "ServerExtensions",
    "ServerIdentity",
    "ServerKind",
    "StoreClient",
    "TokenAuth",
    "UserCriteria",
    "VariantCriteria",
    "errors",
    "models",
    "words",
    *_model_names,
]
