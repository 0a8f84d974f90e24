"""User accounts and password-resetting requests."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.capabilities import Feature
from storeadmin_gui.api.errors import NotOffered
from storeadmin_gui.api.kinds.dialect import Write
from storeadmin_gui.api.lists import ListName, UserCriteria
from storeadmin_gui.api.models import (
    PasswordResetRequest,
    User,
    UserCreate,
    UserReplace,
    UserUpdate,
)

from ._collection import Collection


class Users(Collection[User]):
    """``/api/v1/users/``: list (``UserCriteria(query=...)``), get, create, update, delete."""

    def __init__(self, core: ApiCore) -> None:
        super().__init__(core, "/api/v1/users/", User, list_name=ListName.USERS)

    async def create(self, user: UserCreate) -> User:
        """Names, e-mail and password; where the server has them (``Capabilities.writable``),
        a username (else the e-mail) and a locale."""
        await self.core.require(Feature.CREATE_USER)
        return await self.core.write(Write.USER_CREATE, self.path, user, User)

    async def update(self, user_id: int, user: UserReplace) -> None:
        """The whole form (names and e-mail required); a password, when set, changes it. A
        server whose PUT would clear what the form leaves out gets a PATCH of these fields."""
        await self.core.write_only(Write.USER_REPLACE, self.item_path(user_id), user)

    async def patch(self, user_id: int, changes: UserUpdate) -> None:
        """PATCH only the fields set (what an editor changed)."""
        await self.core.write_only(Write.USER_PATCH, self.item_path(user_id), changes)

    async def delete(self, user_id: int) -> None:
        """Soft delete; deleting the signed-in user raises ``errors.Unprocessable``."""
        path = self.item_path(user_id)
        await self.core.require(Feature.DELETE_USER)
        await self.core.send("DELETE", path)

    async def find_by_email(self, email: str) -> User | None:
        """The account with ``email`` (any case), if there is one: searched where the server
        can search, else looked for page by page."""
        wanted = email.casefold()
        try:
            found = await self.list(page=1, limit=10, criteria=UserCriteria(query=email))
            candidates = found.items
        except NotOffered:
            candidates = [user async for user in self.iter_all()]
        return next((u for u in candidates if (u.email or "").casefold() == wanted), None)

    async def request_password_reset(self, username: str) -> User:
        """Start a password reset for a username or e-mail; the answer carries the token."""
        body = PasswordResetRequest(username=username)
        await self.core.require(Feature.PASSWORD_RESET)
        return await self.core.send_model(
            "POST", "/api/v1/password-resetting-requests/", User, body
        )
