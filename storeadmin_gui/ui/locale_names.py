"""What the store calls its locales ("German (Switzerland)" for ``de_CH``), asked once per client.

The locales lookup (docs/api.md section 10) names them; views show a locale by that name where it
has one (``labels.locale_label``), its code otherwise. A server without the lookup names none; a
question that failed is asked again by the next view that needs it.
"""

from __future__ import annotations

import weakref

from storeadmin_gui.api import StoreClient, errors

__all__ = ["locale_names"]

_KNOWN: weakref.WeakKeyDictionary[StoreClient, dict[str, str]] = weakref.WeakKeyDictionary()


async def locale_names(client: StoreClient) -> dict[str, str]:
    """Locale code -> the store's name for it; empty when the server has no locales lookup."""
    known = _KNOWN.get(client)
    if known is None:
        try:
            known = {
                locale.code: locale.name or locale.code
                async for locale in client.locales.iter_all()
            }
        except errors.NotFound:
            known = {}
        _KNOWN[client] = known
    return dict(known)
