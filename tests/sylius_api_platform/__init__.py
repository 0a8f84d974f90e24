"""A stand-in Sylius admin API (API Platform, ``/api/v2/admin``) for tests: Sylius 1.13/1.14
and 2.x, in memory. ``create_app(flavour)`` gives the ASGI app; README.md maps what it serves to
the Sylius files each behaviour comes from."""

from .app import create_app
from .records import example_records

__all__ = ["create_app", "example_records"]
