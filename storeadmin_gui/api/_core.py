"""The I/O core every resource shares: one httpx client, auth, retries, error mapping, decoding.

Every write carries an ``Idempotency-Key`` where the server's kind may honour one (``_keys.py``).
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel

from storeadmin_gui import __version__

from ._decode import json_body, validate
from ._keys import KEY_HEADER, IdempotencyKeys
from .auth import AuthSession, Credentials
from .capabilities import Feature
from .errors import (
    ApiError,
    ClientClosed,
    ConnectionFailed,
    InvalidResponse,
    ServerUnreachable,
    Timeout,
    ValidationFailed,
    error_from_response,
)
from .kinds.dialect import Dialect, ListQuery, Write, reference_dialect
from .models._base import python_path
from .paging import Page, PageFetcher, parse_page, read_page
from .retry import NEVER_SENT, RetryPolicy, _caused_by
from .words import tr

log = logging.getLogger("storeadmin_gui.api")

M = TypeVar("M", bound=BaseModel)

USER_AGENT = f"StoreAdmin/{__version__}"  # i18n: not shown, a header
Params = Sequence[tuple[str, str | int]]
# Tells which kind of server answers at the core's address (``api/kinds``): its dialect.
Recogniser = Callable[["ApiCore"], Awaitable[Dialect]]


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
        # How the server is spoken to: the contract's until it is recognised (``server()``).
        self.dialect: Dialect = reference_dialect()
        self.credentials: Credentials | None = None
        self.auth: AuthSession | None = None
        self.use_auth(auth)
        self.recogniser: Recogniser | None = None
        self._recognising: asyncio.Task[Dialect] | None = None
        self._recognised = False
        self.keys = IdempotencyKeys(self, self.retry)

    def use_auth(self, auth: Credentials | None) -> None:
        """Sign in with ``auth`` from now on, as the server's kind does (``Dialect.session``)."""
        self.credentials = auth
        self.auth = self.dialect.session(auth, self.request_token) if auth else None

    async def aclose(self) -> None:
        await self.http.aclose()

    # ---- the kind of server ------------------------------------------------------------------

    @property
    def recognised(self) -> bool:
        """Whether :meth:`server` has told which kind of server this is."""
        return self._recognised

    def know(self, dialect: Dialect) -> None:
        """Speak ``dialect`` without recognising the server (the caller knows it)."""
        self._speak(dialect)

    def _speak(self, dialect: Dialect) -> None:
        """Speak ``dialect`` from now on; a kind that signs in its own way gets its session."""
        changed = type(dialect).session is not type(self.dialect).session
        self.dialect, self._recognised = dialect, True
        if changed and self.credentials is not None:
            self.use_auth(self.credentials)

    async def server(self) -> Dialect:
        """The dialect of the server at this address, recognised on the first call (once per
        core: callers meanwhile share the question; a failure is not kept, the next call asks
        again). Without a recogniser, the contract's."""
        if self._recognised or self.recogniser is None:
            return self.dialect
        if self._recognising is None or self._recognising.done():
            self._recognising = asyncio.ensure_future(self.recogniser(self))
        try:
            dialect = await asyncio.shield(self._recognising)
        finally:
            if self._recognising.done() and (
                self._recognising.cancelled() or self._recognising.exception() is not None
            ):
                self._recognising = None
        if not self._recognised:
            self._speak(dialect)
        return self.dialect

    async def require(self, feature: Feature) -> None:
        """Raise ``errors.NotOffered`` before anything is sent when the server's kind never
        offers ``feature`` (``Dialect.require``)."""
        (await self.server()).require(feature)

    async def probe(self, path: str) -> httpx.Response:
        """An anonymous GET of ``path`` whatever it answers (a redirect, a 404...): how a kind
        recognises its servers before anyone signs in. Tried once, like the sign-in it comes
        before: no answer raises at once."""
        return await self._send("GET", path, may_retry=False)

    # ---- typed helpers used by the resources -------------------------------------------------

    async def get_json(self, path: str, params: Params = ()) -> Any:
        """The decoded JSON of a GET, as the server sent it (a dialect's own reads)."""
        return json_body(await self.request("GET", path, params=params))

    async def get_model(
        self, path: str, model: type[M], params: Params = (), asked: BaseModel | None = None
    ) -> M:
        """GET one representation; ``asked`` the request model the ``params`` come from (a
        refusal then names its fields as that model's attributes)."""
        dialect = await self.server()
        try:
            response = await self.request("GET", path, params=params)
        except ValidationFailed as refused:
            if asked is not None:
                _name_fields_as(refused, asked)
            raise
        return self._read(dialect, model, response)

    async def send_model(self, method: str, path: str, model: type[M], body: BaseModel) -> M:
        dialect = await self.server()
        response = await self._send_body(method, path, body)
        return self._read(dialect, model, response)

    async def write(self, write: Write, path: str, body: BaseModel, model: type[M]) -> M:
        """A save as the server's kind makes it (``Dialect.write``), answered with a record."""
        dialect = await self.server()
        send = dialect.write(write, body)
        response = await self._send_body(send.method, path, send.body)
        return self._read(dialect, model, response)

    async def write_only(self, write: Write, path: str, body: BaseModel) -> None:
        """A save as the server's kind makes it, answered with 204."""
        dialect = await self.server()
        send = dialect.write(write, body)
        await self._send_body(send.method, path, send.body)

    @staticmethod
    def _read(dialect: Dialect, model: type[M], response: httpx.Response) -> M:
        data = json_body(response)
        reader = dialect.reader(model)
        return validate(model, reader(data) if reader is not None else data, response)

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
        dialect = await self.server()
        response = await self.request("GET", path, params=params)
        reader = dialect.reader(model)
        if reader is None:
            page = read_page(response, model, fetcher)
        else:
            page = parse_page(_read_items(json_body(response), reader), model, response, fetcher)
        completed = await dialect.complete(self, model, page.items)
        return page if completed is page.items else replace(page, items=completed)

    async def get_list_page(
        self, path: str, model: type[M], query: ListQuery, limit: int | None
    ) -> Page[M]:
        """A page of a list as a dialect asked it (``Dialect.list_query``); a query no row can
        match is answered empty without asking."""
        if query.params is not None:
            return await self.get_page(path, model, query.params)

        async def fetch(number: int) -> Page[M]:
            return await self.get_list_page(path, model, query, limit)

        return Page(items=[], page=1, limit=limit or 10, pages=1, total=0, _fetch=fetch)

    # ---- requests ----------------------------------------------------------------------------

    async def request(
        self,
        method: str,
        path: str,
        *,
        params: Params = (),
        json: Any = None,
        headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        keyed: bool = True,
    ) -> httpx.Response:
        """Send with credentials; renew them once after a 401; raise ApiError for any failure.

        A request the server's kind answers otherwise than the contract (``Dialect.exchange``)
        is made in its words, and its answer comes back in the contract's. A write to a kind
        that may honour keys carries ``idempotency_key``, by default one of its own (see the
        module docstring); ``keyed`` False: none (a question asked with a write that changes
        nothing, for which the server need keep no answer).
        """
        exchanged = await self.dialect.exchange(self, method, path, params, json)
        if exchanged is not None:
            if exchanged.is_error:
                raise error_from_response(exchanged)
            return exchanged
        extra = dict(headers or {})
        key = self.keys.key_for(method, idempotency_key) if keyed else None
        authorization = await self.auth.authorization() if self.auth else None
        try:
            response = await self._send(
                method, path, params=params, json=json, auth=authorization, headers=extra, key=key
            )
            if (
                response.status_code == 401
                and self.auth
                and _token_may_be_renewed(response)
                and await self.auth.recover(authorization)
            ):
                authorization = await self.auth.authorization()
                response = await self._send(
                    method,
                    path,
                    params=params,
                    json=json,
                    auth=authorization,
                    headers=extra,
                    key=key,
                )
        except ServerUnreachable as unanswered:
            unanswered.idempotency_key = key
            raise
        if response.is_error:
            raise error_from_response(response)
        return response

    async def idempotency_keys_honoured(self) -> bool:
        """Whether the server honours ``Idempotency-Key`` (``IdempotencyKeys.honoured``)."""
        return await self.keys.honoured()

    async def request_token(
        self,
        path: str,
        form: dict[str, str] | None = None,
        *,
        json: Mapping[str, str] | None = None,
    ) -> dict[str, Any]:
        """POST a form (OAuth2) or a JSON body (a JWT endpoint) to a token endpoint (no bearer,
        never retried)."""
        response = await self._send("POST", path, data=form, json=json)
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
        may_retry: bool = True,
        headers: Mapping[str, str] | None = None,
        key: str | None = None,
    ) -> httpx.Response:
        """One logical request: tries again on transient failures when the method allows it
        (and ``may_retry``; a write with ``key``, as an ``Idempotency-Key``, when the server
        honours keys), with the headers the server's kind asks for (``Dialect.headers``) and
        ``headers``."""
        if self._unusable is not None:
            raise self._unusable
        if self.http.is_closed:
            raise ClientClosed(tr("api.core", "The connection to the server was closed."))
        headers = {**self.dialect.headers, **(headers or {})}
        if auth:
            headers["Authorization"] = auth
        if key is not None:
            headers[KEY_HEADER] = key
        attempt = 1
        while True:
            started = time.perf_counter()
            try:
                response = await self.http.request(
                    method, path, params=list(params), json=json, data=data, headers=headers
                )
            except httpx.TransportError as error:
                keyed = await self.keys.may_resend(key, method, error)
                if may_retry and self.retry.may_retry_after(error, method, attempt, keyed=keyed):
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
            self.keys.learn_from(response)
            keyed = await self.keys.may_resend(key, method, None)
            if (
                may_retry
                and self.retry.retryable_status(response)
                and self.retry.may_retry(method, attempt, keyed=keyed)
            ):
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


def _read_items(body: Any, reader: Callable[[Any], Any]) -> Any:
    """``body`` (a page) with each of its items read by ``reader``; anything else as it is."""
    if not isinstance(body, dict) or not isinstance(body.get("_embedded"), dict):
        return body
    items = body["_embedded"].get("items")
    if isinstance(items, dict):
        items = list(items.values())
    if not isinstance(items, list):
        return body
    return {**body, "_embedded": {**body["_embedded"], "items": [reader(item) for item in items]}}


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
