"""The I/O core every resource shares: one httpx client, auth, retries, error mapping, decoding."""

from __future__ import annotations

import logging
import ssl
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel

from storeadmin_gui import __version__

from ._decode import json_body, validate
from .auth import AuthSession, Credentials
from .errors import (
    ApiError,
    ConnectionFailed,
    InvalidResponse,
    Timeout,
    ValidationFailed,
    error_from_response,
)
from .models._base import python_path
from .paging import Page, PageFetcher, read_page
from .retry import NEVER_SENT, RetryPolicy, _caused_by
from .words import tr

log = logging.getLogger("storeadmin_gui.api")

M = TypeVar("M", bound=BaseModel)

USER_AGENT = f"StoreAdmin/{__version__}"  # i18n: not shown, a header
Params = Sequence[tuple[str, str | int]]


def address_problem(base_url: str) -> str | None:
    """Why ``base_url`` cannot be a server address, or ``None`` when it can."""
    shown = base_url or tr("api.core", "(empty)")
    try:
        url = httpx.URL(base_url)
    except httpx.InvalidURL as error:
        return tr("api.core", "The server address {shown} is not valid: {error}.").format(
            shown=shown, error=error
        )
    if url.scheme not in ("http", "https"):
        return tr(
            "api.core", "The server address {shown} must start with http:// or https://."
        ).format(shown=shown)
    if not url.host:
        return tr("api.core", "The server address {shown} has no host name.").format(shown=shown)
    return None


def tls_verification(verify: bool | str | Path | ssl.SSLContext) -> bool | ssl.SSLContext:
    """``True`` (system trust), ``False``, a context, or a CA file trusted instead of the system."""
    if verify is False:
        log.warning("TLS certificate verification is off: the server's identity is not checked")
    if isinstance(verify, bool | ssl.SSLContext):
        return verify
    try:
        return ssl.create_default_context(cafile=str(verify))
    except (OSError, ssl.SSLError) as error:
        raise ConnectionFailed(
            tr("api.core", "The CA certificate file {file} cannot be used: {error}.").format(
                file=verify, error=error.strerror or error
            )
        ) from error


class ApiCore:
    """Sends requests and turns every outcome into a model, a Page, or an ApiError."""

    def __init__(
        self,
        base_url: str,
        *,
        auth: Credentials | None,
        transport: httpx.AsyncBaseTransport | None,
        verify: bool | str | Path | ssl.SSLContext,
        timeout: float,
        retry: RetryPolicy,
        language: str | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.retry = retry
        # A bad address or CA file is reported by the first request (as ConnectionFailed), like
        # any other reason the server cannot be reached, rather than by the constructor.
        self._unusable: ApiError | None = None
        problem = address_problem(self.base_url)
        if problem is not None:
            self._unusable = ConnectionFailed(problem)
        trust: bool | ssl.SSLContext = True
        if transport is None and verify is True and self.base_url.startswith("http://"):
            # Plain HTTP, redirects not followed: no TLS ever happens, so skip loading the
            # system's certificates (measurable on the demo store's start-up path).
            trust = False
        elif transport is None:
            try:
                trust = tls_verification(verify)
            except ConnectionFailed as error:
                self._unusable = self._unusable or error
        headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
        if language:  # the server words its messages in the staffer's language where it can
            headers["Accept-Language"] = language
        self.http = httpx.AsyncClient(
            base_url=self.base_url if problem is None else "",
            transport=transport,
            verify=trust,
            timeout=httpx.Timeout(timeout),
            headers=headers,
            follow_redirects=False,
        )
        self.auth: AuthSession | None = None
        self.use_auth(auth)

    def use_auth(self, auth: Credentials | None) -> None:
        self.auth = auth.session(self.request_token) if auth else None

    async def aclose(self) -> None:
        await self.http.aclose()

    # ---- typed helpers used by the resources -------------------------------------------------

    async def get_model(
        self, path: str, model: type[M], params: Params = (), asked: BaseModel | None = None
    ) -> M:
        """GET one representation; ``asked`` the request model the ``params`` come from (a
        refusal then names its fields as that model's attributes)."""
        try:
            response = await self.request("GET", path, params=params)
        except ValidationFailed as refused:
            if asked is not None:
                _name_fields_as(refused, asked)
            raise
        return validate(model, json_body(response), response)

    async def send_model(self, method: str, path: str, model: type[M], body: BaseModel) -> M:
        response = await self._send_body(method, path, body)
        return validate(model, json_body(response), response)

    async def send(self, method: str, path: str, body: BaseModel | None = None) -> None:
        """A request answered with 204 (updates and deletes)."""
        if body is None:
            await self.request(method, path)
        else:
            await self._send_body(method, path, body)

    async def _send_body(self, method: str, path: str, body: BaseModel) -> httpx.Response:
        """Send ``body``; a refusal names the fields as ``body``'s attributes, not wire keys."""
        try:
            return await self.request(method, path, json=_request_json(body))
        except ValidationFailed as refused:
            _name_fields_as(refused, body)
            raise

    async def get_page(self, path: str, model: type[M], params: Params) -> Page[M]:
        """One page of ``path``; the Page can fetch its neighbours with the same query."""
        params = list(params)

        async def fetch(number: int) -> Page[M]:
            asked = [(key, value) for key, value in params if key != "page"]
            return await self.get_page(path, model, [("page", number), *asked])

        fetcher: PageFetcher[M] = fetch
        response = await self.request("GET", path, params=params)
        return read_page(response, model, fetcher)

    # ---- requests ----------------------------------------------------------------------------

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Params = (),
        json: Any = None,
    ) -> httpx.Response:
        """Send with credentials; renew them once after a 401; raise ApiError for any failure."""
        authorization = await self.auth.authorization() if self.auth else None
        response = await self._send(method, path, params=params, json=json, auth=authorization)
        if (
            response.status_code == 401
            and self.auth
            and _token_may_be_renewed(response)
            and await self.auth.recover(authorization)
        ):
            authorization = await self.auth.authorization()
            response = await self._send(method, path, params=params, json=json, auth=authorization)
        if response.is_error:
            raise error_from_response(response)
        return response

    async def request_token(self, path: str, form: dict[str, str]) -> dict[str, Any]:
        """POST a form to the OAuth2 token endpoint (no bearer, never retried)."""
        response = await self._send("POST", path, data=form)
        if response.is_error:
            raise error_from_response(response)
        body = json_body(response)
        if not isinstance(body, dict):
            raise InvalidResponse(
                tr("api.core", "The server's sign-in answer is not a JSON object.")
            )
        return body

    async def _send(
        self,
        method: str,
        path: str,
        *,
        params: Params = (),
        json: Any = None,
        data: Mapping[str, str] | None = None,
        auth: str | None = None,
    ) -> httpx.Response:
        """One logical request: tries again on transient failures when the method allows it."""
        if self._unusable is not None:
            raise self._unusable
        headers = {"Authorization": auth} if auth else {}
        attempt = 1
        while True:
            started = time.perf_counter()
            try:
                response = await self.http.request(
                    method, path, params=list(params), json=json, data=data, headers=headers
                )
            except httpx.TransportError as error:
                if self.retry.may_retry_after(error, method, attempt):
                    await self._wait_before_retry(
                        method, path, type(error).__name__, self.retry.delay(attempt), attempt
                    )
                    attempt += 1
                    continue
                raise self._transport_error(error) from error
            log.debug(
                "%s %s -> %d in %.0f ms",
                method,
                response.request.url.raw_path.decode("ascii", "replace"),
                response.status_code,
                (time.perf_counter() - started) * 1000,
            )
            if self.retry.retryable_status(response) and self.retry.may_retry(method, attempt):
                delay = self.retry.delay(attempt, response)
                if delay is not None:  # None: the server asked for a longer wait than we allow
                    await self._wait_before_retry(
                        method,
                        path,
                        f"answer {response.status_code}",  # i18n: not shown, for the log
                        delay,
                        attempt,
                    )
                    attempt += 1
                    continue
            return response

    async def _wait_before_retry(
        self, method: str, path: str, reason: str, delay: float | None, attempt: int
    ) -> None:
        wait = delay or 0.0
        log.warning(
            "%s %s failed (%s); trying again in %.1f s (try %d of %d)",
            method, path, reason, wait, attempt + 1, self.retry.attempts,
        )  # fmt: skip
        await self.retry.sleep(wait)

    def _transport_error(self, error: httpx.TransportError) -> ApiError:
        """A readable ApiError for a request that got no answer."""
        where = self.base_url
        unknown = not isinstance(error, NEVER_SENT)
        if isinstance(error, httpx.TimeoutException):
            return Timeout(
                tr(
                    "api.core", "The server at {address} did not answer within {seconds} seconds."
                ).format(address=where, seconds=f"{self.timeout:g}"),
                outcome_unknown=unknown,
            )
        if _caused_by(error, ssl.SSLCertVerificationError):
            return ConnectionFailed(
                tr(
                    "api.core",
                    "The server at {address} presented a certificate that is not trusted "
                    "({error}). If the server uses its own certificate authority, choose its CA "
                    "file.",
                ).format(address=where, error=error)
            )
        reason = (str(error) or type(error).__name__).rstrip(".")
        if unknown:
            return ConnectionFailed(
                tr(
                    "api.core",
                    "The connection to the server at {address} broke before it answered: {reason}.",
                ).format(address=where, reason=reason),
                outcome_unknown=True,
            )
        return ConnectionFailed(
            tr("api.core", "Could not connect to the server at {address}: {reason}.").format(
                address=where, reason=reason
            )
        )


def _name_fields_as(refused: ValidationFailed, sent: BaseModel) -> None:
    """The refusal's fields spelled as the attributes of the request model that was sent."""
    refused.field_errors = {
        python_path(type(sent), field): messages for field, messages in refused.field_errors.items()
    }


def _token_may_be_renewed(response: httpx.Response) -> bool:
    """A 401 for an expired or unknown token, not for an account the server has disabled."""
    try:
        body = response.json()
    except ValueError:
        return True
    return not (isinstance(body, dict) and body.get("error") == "access_denied")


def _request_json(body: BaseModel) -> Any:
    to_json = getattr(body, "to_json", None)
    if callable(to_json):
        return to_json()
    return body.model_dump(mode="json", by_alias=True, exclude_unset=True)
