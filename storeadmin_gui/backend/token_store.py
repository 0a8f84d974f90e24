"""Access and refresh tokens in the database: keeping a sign-in's pair, ending a family or all of
a user's sessions; and the role that gives a user API access.

Apart from the token endpoint (``auth.py``): the account commands and the demo store's seed use
them in processes that import no web framework.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.accounts import AccessToken, RefreshToken
from storeadmin_gui.backend.passwords import token_digest
from storeadmin_gui.backend.settings import Settings

API_ROLE = "ROLE_API_ACCESS"


def revoke_tokens(session: Session, user_id: int, *, keep_access: bool = False) -> None:
    """Ends every session of the user: access and refresh tokens alike (``keep_access``: only
    the refresh tokens, for a user whose access tokens are refused as disabled anyway)."""
    for table in (RefreshToken,) if keep_access else (AccessToken, RefreshToken):
        session.execute(delete(table).where(table.user_id == user_id))


def store_tokens(
    session: Session,
    settings: Settings,
    client_id: int,
    user_id: int,
    family: str,
    tokens: tuple[str, str],
) -> None:
    """Keep an access and a refresh token (their digests) as one sign-in of ``user_id``; their
    lifetimes start now. The caller commits."""
    now = utcnow()
    access, refresh = tokens
    for table, token, ttl in (
        (AccessToken, access, settings.access_token_ttl),
        (RefreshToken, refresh, settings.refresh_token_ttl),
    ):
        session.add(
            table(
                token_hash=token_digest(token),
                client_id=client_id,
                user_id=user_id,
                family=family,
                expires_at=now + timedelta(seconds=ttl),
            )
        )
        # Expired tokens of this user are of no further use; keep the tables small.
        session.execute(delete(table).where(table.user_id == user_id, table.expires_at < now))


def end_family(session: Session, user_id: int, family: str | None) -> None:
    """Revokes every token of one sign-in's family (all of the user's for tokens without one)."""
    for table in (AccessToken, RefreshToken):
        if family is None:
            session.execute(delete(table).where(table.user_id == user_id))
        else:
            session.execute(delete(table).where(table.family == family))
