"""The signed-in connection: sign in, sign in again when the session expires, and ride out a lost
connection.

Pages report a request they could not handle inline (``Page.request_failed``) to
:meth:`Session.report_failure`. An ``Unauthorized`` asks the user to sign in again (once, however
many pages failed) and then lets every waiting page retry, so the user continues where they were.
A ``ServerUnreachable`` (no connection, or no answer in time) announces the loss, probes the
server with growing pauses until it answers, announces the recovery and lets the waiting pages
retry.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
from collections.abc import Awaitable, Callable
from typing import Protocol
from urllib.parse import urlsplit, urlunsplit

from PySide6.QtCore import QObject, Signal

from storeadmin_gui.api import Credentials, PasswordAuth, StoreClient, TokenAuth, errors
from storeadmin_gui.api.local_history import default_folder
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import current_language, tr
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import Profile

log = logging.getLogger(__name__)

CONNECTION_MESSAGE_KEY = "connection"
SIGN_IN_MESSAGE_KEY = "sign-in"


class RetryablePage(Protocol):
    """What the session needs from a page whose request failed."""

    def retry_failed(self) -> None: ...


# Builds the client for a profile around the given credentials (tests pass a transport here).
ClientFactory = Callable[[Profile, Credentials], StoreClient]
# Shows the sign-in-again dialog for ``profile`` with ``reason``; True once signed in again.
AskToSignInAgain = Callable[[Profile, str], Awaitable[bool]]


class SignInFailed(Exception):
    """Signing in did not work; ``str()`` says why in words a shop assistant understands."""

    def __init__(self, message: str, cause: BaseException | None = None) -> None:
        super().__init__(message)
        self.cause = cause

    @property
    def about_address(self) -> bool:
        """True when the address is the likely mistake (no answer, or not an API server)."""
        cause = self.cause
        if isinstance(cause, errors.Unauthorized | errors.Forbidden | errors.ServerError):
            return False
        return isinstance(
            cause, errors.ServerUnreachable | errors.InvalidResponse | errors.HTTPStatusError
        )


def normalise_server_url(text: str) -> str:
    """What people type into an address field, made into the base URL the client wants.

    ``shop.example.com`` becomes ``https://shop.example.com`` (``http://`` for this computer);
    a trailing slash or a pasted ``/api/v1`` path is dropped.
    """
    text = text.strip()
    if not text:
        return ""
    if "://" not in text:
        host = text.split("/", 1)[0].split(":", 1)[0].lower()
        scheme = "http" if host in {"localhost", "127.0.0.1", "[::1]"} else "https"
        text = f"{scheme}://{text}"
    parts = urlsplit(text)
    path = parts.path.rstrip("/")
    for suffix in ("/api/v1", "/api"):
        if path.endswith(suffix):
            path = path[: -len(suffix)]
            break
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def build_auth(
    profile: Profile, on_refresh_token: Callable[[str], None] | None = None
) -> PasswordAuth | TokenAuth:
    """The credentials of ``profile``: its refresh token, if it has one, is tried before its
    password; ``on_refresh_token`` hears of every new one (``PasswordAuth``)."""
    if profile.use_token:
        return TokenAuth(profile.secrets.access_token)
    return PasswordAuth(
        client_id=profile.client_id,
        client_secret=profile.secrets.client_secret,
        username=profile.username,
        password=profile.secrets.password,
        refresh_token=profile.secrets.refresh_token,
        on_refresh_token=on_refresh_token,
    )


def build_client(profile: Profile, auth: Credentials) -> StoreClient:
    """The production client for ``profile``: real network, system certificates, the server's
    messages asked for in the staffer's language; the server the profile remembers is asked
    first (and checked: a store may have been upgraded), the app's own demo store not at all;
    on a server that keeps no history, what this workstation does is kept in the data folder."""
    return StoreClient(
        profile.server_url,
        auth=auth,
        language=current_language(),
        server=profile.server,
        recognise_server=not profile.demo,
        history_folder=default_folder(),
    )


def explain_sign_in_error(error: BaseException, profile: Profile) -> str:
    """Why signing in failed, in words for shop staff, with what to do about it."""
    address = profile.server_url
    if isinstance(error, errors.NotSetUp):
        return str(error)  # what the store's administrator must change, as the client says it
    if isinstance(error, errors.Unauthorized):
        text = str(error).lower()
        if profile.use_token:
            return tr(
                "session",
                "The server did not accept the access token. It may have expired or been "
                "mistyped: paste a new one, or sign in with a username and password.",
            )
        if "client" in text and not (profile.client_id and profile.secrets.client_secret):
            return tr(
                "session",
                "This store signs in with an API client: enter its client ID and client secret "
                "(the person who set up the store's API has them).",
            )
        if "client" in text:
            return tr(
                "session",
                "The server did not accept the client ID or client secret. Check them with the "
                "person who set up the store's API.",
            )
        if "disabled" in text:
            return tr("session", "This account is disabled. Ask an administrator to enable it.")
        return tr(
            "session",
            "The username or password is not right. Check them and try again "
            "(the password is case-sensitive).",
        )
    if isinstance(error, errors.Forbidden):
        return tr(
            "session",
            "This account may not use the store's admin interface. Ask an administrator to give "
            "it API access.",
        )
    if isinstance(error, errors.Timeout):
        return tr(
            "session",
            "The server at {address} did not answer in time. It may be busy, or the address "
            "may be wrong. Try again in a moment.",
        ).format(address=address)
    if isinstance(error, errors.ConnectionFailed):
        if _is_tls_problem(error):
            return tr(
                "session",
                "A secure connection to {address} could not be made ({error}). If the server "
                "uses a certificate of its own, ask your administrator for it; if it "
                "does not use https, write the address with http:// instead.",
            ).format(address=address, error=error)
        return tr(
            "session",
            "Store Admin cannot reach a server at {address}. Check the address and your "
            "network connection, and whether the server is running.",
        ).format(address=address)
    if isinstance(error, errors.ServerError):
        return tr("session", "The server at {address} has a problem of its own: {error}").format(
            address=address, error=error
        )
    if isinstance(error, errors.InvalidResponse | errors.HTTPStatusError):
        return tr(
            "session",
            "The address {address} answers, but it is not a store API server. Check the "
            "address: it is the store's own address, such as https://shop.example.com.",
        ).format(address=address)
    if isinstance(error, errors.ApiError):
        return str(error)
    return tr("session", "Signing in failed unexpectedly ({name__}: {error}).").format(
        name__=type(error).__name__, error=error
    )


def _is_tls_problem(error: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLError):
            return True
        text = str(current).lower()
        if any(word in text for word in ("ssl", "tls", "certificate")):
            return True
        current = current.__cause__ or current.__context__
    return False


class Session(QObject):
    """Owns the current client: opens it, signs in, signs in again, recovers, and closes it."""

    changed = Signal()  # a different client (or none) is now current
    account_changed = Signal()  # the current client signed in again (perhaps as someone else)
    connection_lost = Signal()
    connection_restored = Signal()
    signed_in_again = Signal()
    # The server renewed a profile's tokens: its ``secrets.refresh_token`` is the new one (empty
    # when the one held was refused); the app keeps it if the user asked to remember sign-ins.
    refresh_token_changed = Signal(object)
    # A sign-in recognised a profile's server (``profile.server``): the app remembers it.
    server_recognised = Signal(object)

    def __init__(
        self,
        messages: MessageChannel,
        *,
        client_factory: ClientFactory = build_client,
        probe_interval: float = 1.0,
        max_probe_interval: float = 10.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._messages = messages
        self._client_factory = client_factory
        self._probe_interval = probe_interval
        self._max_probe_interval = max_probe_interval
        self.client: StoreClient | None = None
        self.profile: Profile | None = None
        self.ask_to_sign_in_again: AskToSignInAgain | None = None
        self._waiting_for_sign_in: list[RetryablePage] = []
        self._waiting_for_connection: list[RetryablePage] = []
        self._sign_in_task: asyncio.Task[None] | None = None
        self._probe_task: asyncio.Task[None] | None = None

    @property
    def connected(self) -> bool:
        """False while the server is known to be unreachable."""
        return self._probe_task is None

    # -- signing in -------------------------------------------------------------------------------

    async def open(
        self,
        profile: Profile,
        *,
        while_signing_in: Callable[[StoreClient], object] | None = None,
    ) -> StoreClient:
        """Open a client for ``profile`` and sign in; on success it replaces the current one.
        ``while_signing_in(client)`` is called once the sign-in has started, to use the wait: the
        client is not signed in yet, so the callback sends nothing with it (it may build what
        will).

        Raises :class:`SignInFailed` with a readable reason; the current client is then kept.
        """
        client = self._client_factory(profile, self._auth_for(profile))
        try:
            await client.__aenter__()
            if while_signing_in is None:
                await _sign_in(client, profile)
            else:
                await _sign_in_using_the_wait(client, profile, while_signing_in)
        except BaseException as error:
            with contextlib.suppress(Exception):
                await client.__aexit__(None, None, None)
            if isinstance(error, Exception):
                log.info("signing in to %s failed: %s", profile.server_url, error)
                raise SignInFailed(explain_sign_in_error(error, profile), error) from error
            raise
        previous = self.client
        self.client, self.profile = client, profile
        self._recognised(profile, client)
        self._reset_recovery()
        self.changed.emit()
        if previous is not None:
            await _close_client(previous)
        log.info("signed in to %s as %s", profile.server_url, client.username)
        return client

    async def renew(self, profile: Profile) -> None:
        """Sign the CURRENT client in again with new credentials (the pages keep their client).

        Raises :class:`SignInFailed` with a readable reason.
        """
        client = self.client
        if client is None:
            await self.open(profile)
            return
        try:
            client.auth = self._auth_for(profile)
            await _sign_in(client, profile)
        except Exception as error:
            raise SignInFailed(explain_sign_in_error(error, profile), error) from error
        self.profile = profile
        self._recognised(profile, client)
        self.account_changed.emit()

    def _recognised(self, profile: Profile, client: StoreClient) -> None:
        if client.server is not None and client.server != profile.server:
            profile.server = client.server
            self.server_recognised.emit(profile)

    def _auth_for(self, profile: Profile) -> PasswordAuth | TokenAuth:
        def keep(refresh_token: str) -> None:
            profile.secrets.refresh_token = refresh_token
            self.refresh_token_changed.emit(profile)

        return build_auth(profile, keep)

    async def close(self) -> None:
        """Stop recovering and close the client (at shutdown or when switching servers)."""
        self._reset_recovery()
        client, self.client, self.profile = self.client, None, None
        if client is not None:
            await _close_client(client)
            self.changed.emit()

    def _reset_recovery(self) -> None:
        for task in (self._sign_in_task, self._probe_task):
            if task is not None:
                task.cancel()
        self._sign_in_task = self._probe_task = None
        self._waiting_for_sign_in.clear()
        self._waiting_for_connection.clear()
        self._messages.clear(CONNECTION_MESSAGE_KEY)
        self._messages.clear(SIGN_IN_MESSAGE_KEY)

    # -- failures reported by pages ----------------------------------------------------------------

    def report_failure(self, page: RetryablePage, error: object) -> None:
        """A page could not handle ``error``: sign in again, wait for the server, or say so."""
        if isinstance(error, errors.Unauthorized):
            _add_once(self._waiting_for_sign_in, page)
            self.sign_in_again(str(error))
        elif isinstance(error, errors.ServerUnreachable):
            _add_once(self._waiting_for_connection, page)
            self._announce_loss()
        elif isinstance(error, BaseException):
            self._messages.report_exception(error)
        else:
            self._messages.error(str(error))

    def sign_in_again(self, reason: str = "") -> None:
        """Ask the user to sign in again (once, however many pages are waiting)."""
        if self._sign_in_task is None and self.profile is not None:
            self._sign_in_task = tasks.spawn(self._sign_in_again(reason), owner=self)

    async def _sign_in_again(self, reason: str) -> None:
        profile = self.profile
        try:
            assert profile is not None
            signed_in = (
                await self.ask_to_sign_in_again(profile, reason)
                if self.ask_to_sign_in_again is not None
                else False
            )
        finally:
            self._sign_in_task = None
        if not signed_in:
            self._messages.warning(
                tr(
                    "session",
                    "You are signed out, so the lists cannot be loaded. Sign in again to continue.",
                ),
                key=SIGN_IN_MESSAGE_KEY,
                action_text=tr("session", "Sign in…"),
                action=lambda: self.sign_in_again(),
            )
            return
        self._messages.clear(SIGN_IN_MESSAGE_KEY)
        self.signed_in_again.emit()
        waiting, self._waiting_for_sign_in = self._waiting_for_sign_in, []
        for page in waiting:
            page.retry_failed()

    def _announce_loss(self) -> None:
        if self._probe_task is not None or self.client is None:
            return
        address = self.profile.server_url if self.profile else tr("session", "the server")
        self._messages.warning(
            tr(
                "session",
                "The connection to {address} was lost. Store Admin keeps trying and carries "
                "on when the server is back.",
            ).format(address=address),
            key=CONNECTION_MESSAGE_KEY,
        )
        self._probe_task = tasks.spawn(self._probe_until_back(self.client), owner=self)
        self.connection_lost.emit()

    async def _probe_until_back(self, client: StoreClient) -> None:
        """Ask the server what the sign-in asks (``check_access``) with growing pauses until it
        answers at all."""
        pause = self._probe_interval
        while True:
            await asyncio.sleep(pause)
            try:
                await client.check_access()
            except errors.ServerUnreachable:
                pause = min(pause * 2, self._max_probe_interval)
                continue
            except errors.ApiError:
                pass  # it answered: reachable again; the page deals with what it says
            break
        self._probe_task = None
        self._messages.clear(CONNECTION_MESSAGE_KEY)
        self._messages.info(
            tr("session", "The connection to the server is back."), key=CONNECTION_MESSAGE_KEY
        )
        self.connection_restored.emit()
        waiting, self._waiting_for_connection = self._waiting_for_connection, []
        for page in waiting:
            page.retry_failed()


async def _sign_in(client: StoreClient, profile: Profile) -> None:
    """Sign in (the server is recognised first), then read what every server of its kind
    serves (``check_access``): a pasted token is only checked by a request that uses it, and an
    account without API access gets a token but then a 403 on every list, which is better said
    here, at sign-in, than by every page afterwards. On the reference server that is a row of
    the Orders list, read as the list reads it, so a start landing there has that reader built."""
    await client.sign_in()
    await client.check_access()


async def _sign_in_using_the_wait(
    client: StoreClient, profile: Profile, meanwhile: Callable[[StoreClient], object]
) -> None:
    """Sign in, and call ``meanwhile(client)`` once its first request is on its way."""
    signing_in = asyncio.ensure_future(_sign_in(client, profile))
    try:
        await asyncio.sleep(0)  # the sign-in's first step runs first
        client.orders.prepare_summaries()  # what reads the answer of _sign_in's one row
        meanwhile(client)
        await signing_in
    finally:
        signing_in.cancel()  # when this was cancelled or ``meanwhile`` failed; else done already


def _add_once(pages: list[RetryablePage], page: RetryablePage) -> None:
    if not any(waiting is page for waiting in pages):
        pages.append(page)


async def _close_client(client: StoreClient) -> None:
    try:
        await client.__aexit__(None, None, None)
    except Exception:  # closing must never stop a shutdown or a switch of server
        log.exception("closing the connection failed")
