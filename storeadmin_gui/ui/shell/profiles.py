"""Saved connection profiles: addresses and names in QSettings, secrets only in the system keyring.

A profile never writes a secret (client secret, password, access token, refresh token) to the
settings file. When the computer offers no keyring backend, secrets the user asked to remember are
kept in memory for this run only, and the connect dialog says so.

When the user asked to remember the sign-in details, the refresh token of the last sign-in is kept
beside the password and follows every renewal, so the next start signs in with it instead of the
password, without the dialog (the security reasoning: docs/architecture.md "Remembered sign-in").

A profile also remembers which server its address turned out to be (``Profile.server``: its kind
and generation, recognised at each sign-in), so the next sign-in asks that kind first and the
connection's details can name it before connecting.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from PySide6.QtCore import QSettings

from storeadmin_gui import APP_ID
from storeadmin_gui.api import ServerIdentity
from storeadmin_gui.ui.serial_thread import SerialThread
from storeadmin_gui.ui.shell.store_identity import Connection, IdentityBook

if TYPE_CHECKING:
    from keyring.backend import KeyringBackend

log = logging.getLogger(__name__)

KEYRING_SERVICE = APP_ID
PROFILES_GROUP = "profiles"
LAST_PROFILE_KEY = "connection/lastProfile"
REFRESH_TOKEN = "refresh_token"  # its name among the secrets (the keyring entry's suffix)
KEYRING_THREAD = "keyring"


@dataclass
class Secrets:
    """The parts of a connection that are secrets: never in QSettings, never in a log."""

    client_secret: str = ""
    password: str = ""
    access_token: str = ""  # pasted by the user (signing in with a token)
    refresh_token: str = ""  # handed out by the server at the last sign-in or renewal

    def __repr__(self) -> str:  # a Secrets in a traceback or log must not show its contents
        filled = [f.name for f in fields(self) if getattr(self, f.name)]
        return f"Secrets(filled={filled})"  # i18n: not shown, a repr for the log


@dataclass
class Profile:
    """Everything needed to connect again; ``secrets`` are stored apart from the rest."""

    name: str
    server_url: str
    client_id: str = ""
    username: str = ""
    use_token: bool = False
    secrets: Secrets = field(default_factory=Secrets)
    demo: bool = False  # the embedded demo store's account (never saved as a profile)
    # What the address was at the last sign-in (the demo store's: known, so never asked).
    server: ServerIdentity | None = None

    @staticmethod
    def suggested_name(server_url: str, username: str) -> str:
        host = urlsplit(server_url).netloc or server_url
        return f"{username} @ {host}" if username else host


def _profile_group(name: str) -> str:
    """The settings group of the profile ``name``. Profile names are free text; QSettings treats
    slashes as groups, so they are replaced."""
    return f"{PROFILES_GROUP}/" + name.replace("/", "∕").replace("\\", "∖")


class SecretStore:
    """Secrets per profile in the keyring, or in memory for this run when there is no keyring.

    Every keyring call runs on a thread of its own (``KEYRING_THREAD``), in the order asked: a
    keyring may keep its caller waiting (D-Bus, a prompt to unlock it), and the window must not
    wait with it. Writes are queued and not waited for (``written`` waits for them, at quit);
    reads wait for the writes queued before them, so a secret reads back as last written. The
    system keyring is looked up on first use (that takes a while): a demo start never needs it.
    """

    def __init__(self, backend: KeyringBackend | None = None) -> None:
        self._given_backend = backend
        self._chosen: KeyringBackend | None = None
        self._memory: dict[tuple[str, str], str] = {}
        self._available: bool | None = None
        self._thread = SerialThread(KEYRING_THREAD)
        self._writes: set[Future[None]] = set()  # queued, not yet done

    @property
    def available(self) -> bool:
        """Whether a real keyring backend stores secrets (the fail and null ones do not)."""
        return self._thread.run(self._is_available)

    async def is_available(self) -> bool:
        """``available``, awaited while the window goes on (the first asking looks the system's
        keyring up, which takes a while)."""
        return await self._thread.run_async(self._is_available)

    def load(self, profile_name: str) -> Secrets:
        """The profile's secrets, waited for (the connect dialog's choice of a connection)."""
        return self._thread.run(lambda: self._load(profile_name))

    async def loaded(self, profile_name: str) -> Secrets:
        """The profile's secrets, awaited while the window goes on (a remembered start)."""
        return await self._thread.run_async(lambda: self._load(profile_name))

    def save(self, profile_name: str, secrets: Secrets) -> None:
        """Queued: every secret of ``secrets`` (as they are now) stored, the empty ones deleted."""
        given = replace(secrets)
        self._queue(lambda: self._save(profile_name, given))

    def forget(self, profile_name: str) -> None:
        """Queued: every secret of the profile deleted."""
        self._queue(lambda: self._save(profile_name, Secrets()))

    def keep(self, profile_name: str, item: str, value: str) -> None:
        """Queued: one secret stored anew (deleted when ``value`` is empty)."""
        self._queue(lambda: self._keep(profile_name, item, value))

    @property
    def writing(self) -> bool:
        """Whether a queued write is still to be done."""
        return bool(self._writes)

    async def written(self) -> None:
        """Wait for the writes queued so far (not for a read: a quit need not wait for one)."""
        pending = [asyncio.wrap_future(write) for write in list(self._writes)]
        await asyncio.gather(*pending, return_exceptions=True)  # a failure was logged

    def _queue(self, write: Callable[[], None]) -> None:
        future = self._thread.submit(write)
        self._writes.add(future)
        future.add_done_callback(self._writes.discard)
        future.add_done_callback(_log_failure)

    # What follows runs on the keyring's thread only.

    @property
    def _backend(self) -> KeyringBackend:
        if self._chosen is None:
            import keyring

            self._chosen = self._given_backend or keyring.get_keyring()
        return self._chosen

    def _is_available(self) -> bool:
        if self._available is None:
            import keyring.backends.fail
            import keyring.backends.null

            self._available = not isinstance(
                self._backend, keyring.backends.fail.Keyring | keyring.backends.null.Keyring
            )
        return self._available

    def _load(self, profile_name: str) -> Secrets:
        secrets = Secrets()
        for item in fields(Secrets):
            setattr(secrets, item.name, self._get(profile_name, item.name) or "")
        return secrets

    def _save(self, profile_name: str, secrets: Secrets) -> None:
        for item in fields(Secrets):
            self._keep(profile_name, item.name, getattr(secrets, item.name))

    def _keep(self, profile_name: str, item: str, value: str) -> None:
        if value:
            self._set(profile_name, item, value)
        else:
            self._delete(profile_name, item)

    def _account(self, profile_name: str, item: str) -> str:
        return f"{profile_name}/{item}"

    def _get(self, profile_name: str, item: str) -> str | None:
        if self._is_available():
            import keyring.errors  # on use, as above: importing keyring is slow

            try:
                value: str | None = self._backend.get_password(
                    KEYRING_SERVICE, self._account(profile_name, item)
                )
                return value
            except keyring.errors.KeyringError as error:
                self._fall_back(error)
        return self._memory.get((profile_name, item))

    def _set(self, profile_name: str, item: str, value: str) -> None:
        if self._is_available():
            import keyring.errors

            try:
                self._backend.set_password(
                    KEYRING_SERVICE, self._account(profile_name, item), value
                )
                return
            except keyring.errors.KeyringError as error:
                self._fall_back(error)
        self._memory[(profile_name, item)] = value

    def _delete(self, profile_name: str, item: str) -> None:
        self._memory.pop((profile_name, item), None)
        if self._is_available():
            import keyring.errors

            try:
                self._backend.delete_password(KEYRING_SERVICE, self._account(profile_name, item))
            except keyring.errors.PasswordDeleteError:
                pass  # nothing was stored under that name
            except keyring.errors.KeyringError as error:
                self._fall_back(error)

    def _fall_back(self, error: Exception) -> None:
        """A keyring that fails (locked, D-Bus gone) is treated as absent from now on."""
        log.warning("the system keyring failed (%s); secrets are kept for this run only", error)
        self._available = False


class ProfileStore:
    """Saved profiles in ``settings`` (group ``profiles``) with their secrets in ``secrets``."""

    def __init__(self, settings: QSettings, secrets: SecretStore) -> None:
        self._settings = settings
        self.secrets = secrets

    def names(self) -> list[str]:
        self._settings.beginGroup(PROFILES_GROUP)
        try:
            keys = self._settings.childGroups()
        finally:
            self._settings.endGroup()
        names = [str(self._settings.value(f"{PROFILES_GROUP}/{key}/name", key)) for key in keys]
        return sorted(names, key=str.casefold)

    def load(self, name: str) -> Profile | None:
        """The saved profile ``name`` with its secrets (read from the keyring, waited for)."""
        profile = self.load_without_secrets(name)
        if profile is not None:
            profile.secrets = self.secrets.load(name)
        return profile

    def load_without_secrets(self, name: str) -> Profile | None:
        """The saved profile ``name`` as the settings have it, its secrets left empty: what
        the keyring need not be asked for (its address, its user name)."""
        prefix = _profile_group(name)
        server_url = self._settings.value(f"{prefix}/serverUrl")
        if not server_url:
            return None
        return Profile(
            name=name,
            server_url=str(server_url),
            client_id=str(self._settings.value(f"{prefix}/clientId", "")),
            username=str(self._settings.value(f"{prefix}/username", "")),
            use_token=_as_bool(self._settings.value(f"{prefix}/useToken", False)),
            server=ServerIdentity.from_text(str(self._settings.value(f"{prefix}/server", ""))),
        )

    def save(self, profile: Profile, *, remember_secrets: bool) -> None:
        """Store ``profile``; its secrets go to the keyring only when the user asked for it."""
        prefix = _profile_group(profile.name)
        self._settings.setValue(f"{prefix}/name", profile.name)
        self._settings.setValue(f"{prefix}/serverUrl", profile.server_url)
        self._settings.setValue(f"{prefix}/clientId", profile.client_id)
        self._settings.setValue(f"{prefix}/username", profile.username)
        self._settings.setValue(f"{prefix}/useToken", profile.use_token)
        self._settings.setValue(f"{prefix}/server", _server_text(profile))
        self._settings.setValue(f"{prefix}/rememberSecrets", remember_secrets)
        if remember_secrets:
            self.secrets.save(profile.name, profile.secrets)
        else:
            self.secrets.forget(profile.name)
        self.last_profile = profile.name
        self._settings.sync()  # on disk now, not when the event loop next gets round to it

    def delete(self, name: str) -> None:
        self._settings.remove(_profile_group(name))
        self.secrets.forget(name)
        IdentityBook(self._settings).forget(name)  # its store details go with it
        if self.last_profile == name:
            self._settings.remove(LAST_PROFILE_KEY)

    def store_details(self, name: str) -> Connection:
        """Where the saved connection ``name`` keeps its store details (``store_identity.py``)."""
        return Connection(name, settings=self._settings)

    def remembers(self, name: str) -> bool:
        """Whether the user asked to remember the sign-in details of the saved profile ``name``.
        A profile saved before that choice was recorded counts as remembering until its keyring
        entry has been read (``settle_choice``): the settings alone answer, never the keyring,
        which may first ask to be unlocked."""
        prefix = _profile_group(name)
        if not self._settings.contains(f"{prefix}/serverUrl"):
            return False  # not saved (the demo store's account, a connection being tried)
        return self._choice(name) is not False

    def _choice(self, name: str) -> bool | None:
        """The recorded choice to remember ``name``'s details; None where none was recorded."""
        chosen = self._settings.value(f"{_profile_group(name)}/rememberSecrets")
        return None if chosen is None else _as_bool(chosen)

    def settle_choice(self, name: str, secrets: Secrets) -> bool:
        """Whether ``name``'s details are remembered, given its ``secrets`` just read from the
        keyring: a profile saved before the choice was recorded remembered them if the keyring
        holds any, and that is recorded now, once."""
        chosen = self._choice(name)
        if chosen is not None:
            return chosen
        remembered = any(vars(secrets).values())
        self._settings.setValue(f"{_profile_group(name)}/rememberSecrets", remembered)
        return remembered

    def keep_refresh_token(self, profile: Profile) -> None:
        """The server renewed ``profile``'s tokens: keep the new refresh token where the password
        is kept, if the user chose to remember them (else it lives only in memory)."""
        if self._choice(profile.name):
            self.secrets.keep(profile.name, REFRESH_TOKEN, profile.secrets.refresh_token)

    def keep_server(self, profile: Profile) -> None:
        """``profile``'s server was recognised at a sign-in: remember what it is, if the
        connection is saved (a connection being tried is saved by the dialog, with it)."""
        prefix = _profile_group(profile.name)
        if self._settings.contains(f"{prefix}/serverUrl"):
            self._settings.setValue(f"{prefix}/server", _server_text(profile))

    def remembered(self) -> Profile | None:
        """The last used profile, if the user asked to remember its sign-in details, as the
        settings have it (its secrets not read yet)."""
        name = self.last_profile
        if name is None or not self.remembers(name):
            return None
        return self.load_without_secrets(name)

    async def remembered_start(self, profile: Profile | None = None) -> Profile | None:
        """``profile`` (else ``remembered()``'s) with its secrets, when they sign in without
        asking (the password, with the last refresh token tried first, and the API client's id
        and secret where its server takes them; or a pasted access token); else None, and the
        dialog asks. The keyring is read while the window goes on."""
        profile = profile or self.remembered()
        if profile is None:
            return None
        secrets = profile.secrets = await self.secrets.loaded(profile.name)
        if not self.settle_choice(profile.name, secrets):
            return None
        if profile.use_token:
            return profile if secrets.access_token else None
        client = profile.server is None or profile.server.signs_in_with_client
        has_client = bool(profile.client_id and secrets.client_secret) or not client
        complete = has_client and profile.username and secrets.password
        return profile if complete else None

    @property
    def last_profile(self) -> str | None:
        value = self._settings.value(LAST_PROFILE_KEY)
        return str(value) if value else None

    @last_profile.setter
    def last_profile(self, name: str) -> None:
        self._settings.setValue(LAST_PROFILE_KEY, name)


def _log_failure(write: Future[None]) -> None:
    """A queued keyring write that failed unexpectedly (its own errors fall back to memory)."""
    if not write.cancelled() and (error := write.exception()) is not None:
        log.error("a secret could not be kept", exc_info=error)


def _server_text(profile: Profile) -> str:
    return profile.server.as_text() if profile.server is not None else ""


def _as_bool(value: object) -> bool:
    """QSettings' INI format hands booleans back as the strings "true"/"false"."""
    if isinstance(value, str):
        return value.lower() == "true"
    return bool(value)
