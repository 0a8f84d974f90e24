"""The demo store's first session, opened by the store itself: the app signs in with no request.

The demo store's process mints a token pair as soon as it starts and hands it to the app that
started it over their private channel (``demo_server.py``); before it serves, the store keeps that
pair as a sign-in of its published account, exactly as its token endpoint would have, provided a
sign-in with the published password would succeed. Otherwise it keeps nothing: the app's first
request is refused (401), and the app falls back to the password, and to repairing the account,
as on any other start.
"""

from __future__ import annotations

from fastapi import FastAPI

from storeadmin_gui.backend.auth import check_client, find_user_by_login, may_sign_in
from storeadmin_gui.backend.demo_account import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.errors import ApiError
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.passwords import hash_password, new_token, verify_password
from storeadmin_gui.backend.token_store import store_tokens

__all__ = ["open_demo_session"]


def open_demo_session(app: FastAPI, tokens: tuple[str, str]) -> bool:
    """Keep ``tokens`` (access, refresh) as a new sign-in of the demo account; False, keeping
    nothing, when its published credentials would not sign in (the app then repairs it)."""
    with app.state.sessionmaker() as session:
        try:
            client = check_client(session, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, "password")
        except ApiError:
            return False
        user = find_user_by_login(session, DEMO_ADMIN_EMAIL)
        if user is None or not may_sign_in(user):
            return False
        hasher = app.state.password_work.hasher
        if not verify_password(hasher, user.password, DEMO_ADMIN_PASSWORD):
            return False  # given another password: the app's sign-in says so, then repairs it
        if hasher.check_needs_rehash(user.password):
            # Hashed at another cost than the store's (a store seeded by an earlier version), as
            # the token endpoint does: the next start verifies it at the store's own cost.
            user.password, user.salt = hash_password(hasher, DEMO_ADMIN_PASSWORD)
        user.last_login = utcnow()
        store_tokens(session, app.state.settings, client.id, user.id, new_token(), tokens)
        session.commit()
    return True
