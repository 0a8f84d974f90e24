"""Store Admin: a desktop administration app for an online store's admin REST API."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("storeadmin-gui")
except PackageNotFoundError:  # running from a source tree or a frozen bundle without metadata
    __version__ = "0.1.0"

APP_NAME = "Store Admin"
APP_ID = "storeadmin"
