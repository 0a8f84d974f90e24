"""User accounts and password-resetting requests."""

from __future__ import annotations

from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.lists import ListName
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
        return await self.core.send_model("POST", self.path, User, user)

    async def update(self, user_id: int, user: UserReplace) -> None:
        """PUT the whole form (names and e-mail required); a password, when set, changes it."""
        await self.core.send("PUT", self.item_path(user_id), user)

    async def patch(self, user_id: int, changes: UserUpdate) -> None:
        """PATCH only the fields set (what an editor changed)."""
        await self.core.send("PATCH", self.item_path(user_id), changes)

    async def delete(self, user_id: int) -> None:
        """Soft delete; deleting the signed-in user raises ``errors.Unprocessable``."""
        await self.core.send("DELETE", self.item_path(user_id))

    async def request_password_reset(self, username: str) -> User:
        """Start a password reset for a username or e-mail; the answer carries the token."""
        body = PasswordResetRequest(username=username)
        return await self.core.send_model(
            "POST", "/api/v1/password-resetting-requests/", User, body
        )
