"""Shared fixtures for the UI tests: one qasync loop, a coroutine runner, a demo backend, a client.

The asyncio loop is a qasync loop over pytest-qt's QApplication, created once per session and never
stopped (docs/architecture.md, qasync): it is marked "already running", so every Qt event the tests
process (``qtbot.waitSignal``, ``qtbot.waitUntil``, :func:`run`) also runs the asyncio callbacks.
A test drives a coroutine to its end with the ``run`` fixture from plain test code, never from
inside a coroutine.

The backend is the real reference backend in-process: a demo database is seeded once per session
into a template file (``tests/support/stores.py``) and copied for each test, so every test starts
from the same fresh store.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Awaitable, Callable, Iterator
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol, TypeVar

import pytest
import qasync
from PySide6.QtCore import QEventLoop as QtEventLoop
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import install_language
from tests.support.network import is_capability_probe
from tests.support.stores import FAST_HASHING, StoreTemplates
from tests.support.waits import sized_seconds

T = TypeVar("T")

BASE_URL = "http://testserver"


# What the ``reported_errors`` fixture holds: each error a task reported, or its context.
ReportedErrors = list[BaseException | dict[str, Any]]


class Runner(Protocol):
    """Signature of the ``run`` fixture."""

    def __call__(self, coro: Awaitable[T], timeout: float = ...) -> T: ...


@pytest.fixture(scope="session", autouse=True)
def _english(qapp: QApplication) -> None:
    """The app's words as English-speaking staff read them (plural forms included) and its
    formats as in the United States, whatever the language of the machine running the tests."""
    install_language("en_US")


@pytest.fixture
def app_look(qapp: QApplication) -> Iterator[Callable[..., Any]]:
    """``app_look(settings)`` gives the app its own look (Fusion, the themed palette and style
    sheet, as ``main()`` does); the plain look, and no system scheme, come back after the test."""
    from PySide6.QtCore import Qt

    from storeadmin_gui.ui.shell import style

    saved = qapp.style().name(), qapp.styleSheet(), qapp.palette()
    yield lambda settings=None: style.apply_style(qapp, settings)
    appearance = style.appearance()
    if appearance is not None:
        appearance.system_scheme = Qt.ColorScheme.Unknown
    qapp.setStyleSheet(saved[1])
    qapp.setPalette(saved[2])
    qapp.setStyle(saved[0])


@pytest.fixture(scope="session")
def qasync_loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    """ONE qasync loop for the whole session, marked running and never stopped between tests."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    # qasync marks itself as the thread's running loop; only UI tests may see it as such (anyio
    # tests elsewhere start their own loop), so ``_loop_is_current`` sets it per test.
    asyncio.events._set_running_loop(None)
    yield loop
    asyncio.events._set_running_loop(loop)
    leftovers = tasks.cancel_all()
    if leftovers:
        _drain(loop, asyncio.gather(*leftovers, return_exceptions=True), timeout=5.0)
    asyncio.events._set_running_loop(None)
    loop.stop()
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture(autouse=True)
def _no_key_held_from_an_earlier_test(qapp: QApplication) -> None:
    """A simulated Ctrl+C or Ctrl+E leaves Qt believing Ctrl is still held (a real keyboard sends
    the key's release; QTest does not), so a later test's ``selectRow`` would toggle a row off.
    Each UI test starts as a person with no key held would."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    if qapp.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        receiver = QWidget()
        QTest.keyRelease(receiver, Qt.Key.Key_Control, Qt.KeyboardModifier.NoModifier)
        receiver.deleteLater()
    assert qapp.keyboardModifiers() == Qt.KeyboardModifier.NoModifier


@pytest.fixture(autouse=True)
def _loop_is_current(qasync_loop: qasync.QEventLoop) -> Iterator[qasync.QEventLoop]:
    """Make the session loop the running loop for the duration of one UI test."""
    asyncio.set_event_loop(qasync_loop)
    asyncio.events._set_running_loop(qasync_loop)
    try:
        yield qasync_loop
    finally:
        asyncio.events._set_running_loop(None)


@pytest.fixture(autouse=True)
def _fail_on_unreported_errors(
    _loop_is_current: qasync.QEventLoop,
) -> Iterator[list[BaseException | dict[str, Any]]]:
    """A background task that raised, or an asyncio error the loop logged, fails the test."""
    errors: list[BaseException | dict[str, Any]] = []
    previous = tasks.set_exception_reporter(errors.append)
    previous_handler = _loop_is_current.get_exception_handler()
    _loop_is_current.set_exception_handler(lambda _loop, context: errors.append(context))
    try:
        yield errors
        # What the test's windows left running ends with the test, as it does when the app quits:
        # otherwise it resumes in the next test's set-up (no loop is running between tests), a
        # question answered late (a server busy under load, a retry) failing there.
        leftovers = tasks.cancel_all()
        if leftovers:
            gathered = asyncio.gather(*leftovers, return_exceptions=True)
            _drain(_loop_is_current, gathered, sized_seconds(10.0))
    finally:
        tasks.set_exception_reporter(previous)
        _loop_is_current.set_exception_handler(previous_handler)
    shown = [
        "".join(traceback.format_exception(error)) if isinstance(error, BaseException) else error
        for error in errors
    ]  # with their tracebacks: a background error that shows only its message cannot be traced
    assert errors == [], "background errors during the test:\n" + "\n".join(map(str, shown))


@pytest.fixture
def reported_errors(
    _fail_on_unreported_errors: list[BaseException | dict[str, Any]],
) -> Iterator[list[BaseException | dict[str, Any]]]:
    """For a test that expects task errors: it reads them here, and they no longer fail the test."""
    yield _fail_on_unreported_errors
    _fail_on_unreported_errors.clear()


def _drain(loop: asyncio.AbstractEventLoop, awaitable: Any, timeout: float) -> Any:
    """Process Qt (and so asyncio) events until ``awaitable`` is done; return its result."""
    future = asyncio.ensure_future(awaitable, loop=loop)
    if not future.done():
        waiter = QtEventLoop()
        future.add_done_callback(lambda _future: waiter.quit())
        QTimer.singleShot(int(timeout * 1000), waiter.quit)
        waiter.exec()
    if not future.done():
        future.cancel()
        raise TimeoutError(f"{awaitable!r} did not finish within {timeout} s")
    return future.result()


@pytest.fixture
def run(_loop_is_current: qasync.QEventLoop) -> Runner:
    """Run a coroutine to completion on the session loop from test code; return its result."""

    def runner(coro: Awaitable[T], timeout: float = 10.0) -> T:
        result: T = _drain(_loop_is_current, coro, sized_seconds(timeout))
        return result

    return runner


class AsyncContext:
    """Holds an async context manager open in ONE task, entered and left by that same task.

    Some contexts (a lifespan's task group, an anyio cancel scope) must be exited by the task that
    entered them; a fixture entering in one ``run`` call and leaving in another would not do that.
    """

    def __init__(self, manager: AbstractAsyncContextManager[Any]) -> None:
        self._manager = manager
        self._entered: asyncio.Future[Any] | None = None
        self._leave: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    async def enter(self) -> Any:
        loop = asyncio.get_running_loop()
        self._entered = loop.create_future()
        self._leave = asyncio.Event()
        self._task = loop.create_task(self._hold())
        return await self._entered

    async def _hold(self) -> None:
        assert self._entered is not None and self._leave is not None
        try:
            value = await self._manager.__aenter__()
        except BaseException as error:
            self._entered.set_exception(error)
            return
        self._entered.set_result(value)
        try:
            await self._leave.wait()
        finally:
            await self._manager.__aexit__(None, None, None)

    async def leave(self) -> None:
        if self._task is None or self._leave is None:
            return
        self._leave.set()
        await self._task


def make_backend_app(database: Path, **settings: Any) -> Any:
    """The reference backend on ``database`` (imports kept here: only tests may import it)."""
    from storeadmin_gui.backend.app import create_app
    from storeadmin_gui.backend.settings import Settings

    options: dict[str, Any] = {
        "database_url": f"sqlite:///{database}",
        "demo": True,
        **FAST_HASHING,
        **settings,
    }
    return create_app(Settings(**options))


@pytest.fixture(scope="session")
def _template_database(store_templates: StoreTemplates) -> Path:
    """The demo store seeded once per session; tests get copies of this file."""
    return store_templates.template()


def serve(database: Path, run: Runner, **settings: Any) -> Iterator[Any]:
    """The reference backend on ``database`` (with ``settings`` changed), its lifespan entered
    while used."""
    app = make_backend_app(database, **settings)
    lifespan = AsyncContext(app.router.lifespan_context(app))
    run(lifespan.enter(), timeout=60.0)
    yield app
    run(lifespan.leave(), timeout=30.0)


@pytest.fixture
def backend_app(store_templates: StoreTemplates, tmp_path: Path, run: Runner) -> Iterator[Any]:
    """The real reference backend on a fresh copy of the demo store, its lifespan entered."""
    yield from serve(store_templates.copy_to(tmp_path / "store.sqlite3"), run)


@pytest.fixture
def plain_backend_app(
    store_templates: StoreTemplates, tmp_path: Path, run: Runner
) -> Iterator[Any]:
    """The demo store on a backend with the extensions of docs/api.md section 11 switched off, as
    a server of the contract alone: no whole catalogue, no statistics."""
    yield from serve(store_templates.copy_to(tmp_path / "plain.sqlite3"), run, extensions=False)


def make_store_client(app: Any, transport: Any = None, **options: Any) -> Any:
    """A StoreClient with the demo credentials over ``transport`` (default: ASGI on ``app``)."""
    import httpx

    from storeadmin_gui.api import PasswordAuth, StoreClient
    from storeadmin_gui.backend import demo_account

    auth = PasswordAuth(
        client_id=demo_account.DEMO_CLIENT_ID,
        client_secret=demo_account.DEMO_CLIENT_SECRET,
        username=demo_account.DEMO_ADMIN_EMAIL,
        password=demo_account.DEMO_ADMIN_PASSWORD,
    )
    return StoreClient(
        BASE_URL, auth=auth, transport=transport or httpx.ASGITransport(app=app), **options
    )


@pytest.fixture
def open_client(run: Runner) -> Iterator[Callable[[Any], Any]]:
    """Enter (and sign in) any StoreClient for the test; every one is closed afterwards."""
    opened: list[AsyncContext] = []

    def opener(client: Any) -> Any:
        holder = AsyncContext(client)
        opened.append(holder)
        entered = run(holder.enter())
        run(entered.sign_in())
        return entered

    yield opener
    for holder in reversed(opened):
        run(holder.leave())


@pytest.fixture
def store_client(backend_app: Any, open_client: Callable[[Any], Any]) -> Any:
    """A signed-in StoreClient talking to ``backend_app`` through ``httpx.ASGITransport``."""
    return open_client(make_store_client(backend_app))


# ---------------------------------------------------------------------------- pages and traffic

MANY_ORDERS = 3000


@pytest.fixture
def many_orders_app(store_templates: StoreTemplates, tmp_path: Path, run: Runner) -> Iterator[Any]:
    """The reference backend on a copy of the store with a few thousand orders."""
    orders = store_templates.copy_to(tmp_path / "orders.sqlite3", demo_orders=MANY_ORDERS)
    yield from serve(orders, run)


class ServerTap:
    """The real app behind ``httpx.MockTransport``: every request is logged and passed on, unless
    the test holds requests back (``hold``) or makes the connection fail (``fail_when``). The
    capability question a page asks at its start is logged apart (``probes``), so a test counts
    the list's own requests."""

    def __init__(self, app: Any) -> None:
        import httpx

        self._inner = httpx.ASGITransport(app=app)
        self.requests: list[Any] = []
        self.probes: list[Any] = []
        self.events: list[tuple[str, Any]] = []  # ("asked" | "answered", request), in order
        self.fail_when: Callable[[Any], bool] | None = None
        self.answer_when: Callable[[Any], Any] | None = None  # request -> Response | None
        self._gate: asyncio.Event | None = None
        self._held_when: Callable[[Any], bool] | None = None
        self.held = 0
        self.transport = httpx.MockTransport(self._handle)

    def hold(self, when: Callable[[Any], bool] | None = None) -> None:
        """Keep answers back until ``release`` (requests still arrive and are logged): every
        answer, or only those to the requests ``when`` picks."""
        self._gate = asyncio.Event()
        self._held_when = when

    def release(self) -> None:
        if self._gate is not None:
            self._gate.set()
            self._gate = None
            self._held_when = None

    async def _handle(self, request: Any) -> Any:
        import httpx

        (self.probes if is_capability_probe(request) else self.requests).append(request)
        self.events.append(("asked", request))
        if self.fail_when is not None and self.fail_when(request):
            raise httpx.ConnectError("Connection reset by peer", request=request)
        if self.answer_when is not None:
            answer = self.answer_when(request)
            if answer is not None:
                return answer
        gate, when = self._gate, self._held_when
        if gate is not None and (when is None or when(request)):
            self.held += 1
            try:
                await gate.wait()
            finally:
                self.held -= 1
        response = await self._inner.handle_async_request(request)
        self.events.append(("answered", request))
        return response

    def pages_asked(self, path: str) -> list[int]:
        """Page numbers asked of the collection at ``path`` (e.g. ``/api/v1/orders/``), in order."""
        return [
            int(request.url.params.get("page", "1"))
            for request in self.requests
            if request.url.path == path
        ]

    def asked(self, path: str) -> list[Any]:
        return [request for request in self.requests if request.url.path == path]


@pytest.fixture
def network(backend_app: Any) -> Any:
    """The network between ``flaky_client`` and the store: sound until a test tells it to refuse
    a request or lose an answer (tests/support/network.py); it records every write."""
    from tests.support.network import FlakyNetwork

    return FlakyNetwork(backend_app)


@pytest.fixture
def flaky_client(backend_app: Any, open_client: Callable[[Any], Any], network: Any) -> Any:
    """A signed-in client (the usual retry policy) whose requests cross ``network``."""
    return open_client(make_store_client(backend_app, network))


def tapped_client(app: Any, open_client: Callable[[Any], Any]) -> tuple[Any, ServerTap]:
    """A signed-in client whose traffic goes through a ServerTap; failures are not retried."""
    from storeadmin_gui.api import RetryPolicy

    tap = ServerTap(app)
    client = open_client(make_store_client(app, tap.transport, retry=RetryPolicy(attempts=1)))
    return client, tap


@pytest.fixture
def tap_client(backend_app: Any, open_client: Callable[[Any], Any]) -> tuple[Any, ServerTap]:
    """``(client, tap)`` on the demo store."""
    return tapped_client(backend_app, open_client)


@pytest.fixture
def plain_tap_client(
    plain_backend_app: Any, open_client: Callable[[Any], Any]
) -> tuple[Any, ServerTap]:
    """``(client, tap)`` on the demo store served without the extensions."""
    return tapped_client(plain_backend_app, open_client)


@pytest.fixture
def many_orders_tap_client(
    many_orders_app: Any, open_client: Callable[[Any], Any]
) -> tuple[Any, ServerTap]:
    """``(client, tap)`` on the store with a few thousand orders."""
    return tapped_client(many_orders_app, open_client)


def visible_rows_loaded(page: Any) -> bool:
    """Every row on screen holds data (no placeholder, no failed row) and nothing is loading."""
    from storeadmin_gui.ui.lists.table_model import RowState

    if page.loading or page.total is None:
        return False
    model, view = page.model, page.view
    if model.rowCount() == 0:
        return True
    # The view lays rows out lazily: until it has, its scroll range is stale (a jump goes nowhere).
    content = model.rowCount() * view.verticalHeader().defaultSectionSize()
    if content > view.viewport().height() and view.verticalScrollBar().maximum() == 0:
        return False
    first = view.rowAt(0)
    last = view.rowAt(view.viewport().height() - 1)
    if first < 0:
        return False
    last = model.rowCount() - 1 if last < 0 else last
    return all(model.row_state(row) == RowState.LOADED for row in range(first, last + 1))


@pytest.fixture
def show_page(qtbot: Any) -> Callable[..., Any]:
    """Build a page, show it at a realistic size and wait until its visible rows are loaded and
    it has asked all it asks at its start (its lookups, what the server offers: it asks them
    once its first rows are there)."""

    def shower(page_type: type, client: Any, *, wait: bool = True) -> Any:
        page = page_type(client)
        qtbot.addWidget(page)
        page.resize(1200, 640)
        page.show()
        if wait:
            qtbot.waitUntil(
                lambda: (
                    visible_rows_loaded(page)
                    and not getattr(page, "questions_waiting", False)
                    and not tasks.running_tasks()
                ),
                timeout=10_000,
            )
        return page

    return shower


@pytest.fixture
def wait_rows(qtbot: Any) -> Callable[[Any], None]:
    """Wait until ``page`` shows loaded rows everywhere on screen."""

    def waiter(page: Any, timeout: int = 10_000) -> None:
        qtbot.waitUntil(lambda: visible_rows_loaded(page), timeout=timeout)

    return waiter


# ---------------------------------------------------------------------------- the user's language


def _in_locale(name: str) -> Iterator[None]:
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(name))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def german() -> Iterator[None]:
    """The user's language writes 12,50 (and its spreadsheets separate fields with ";")."""
    yield from _in_locale("de_DE")


@pytest.fixture
def english() -> Iterator[None]:
    """The user's language writes 12.50 and 1,234."""
    yield from _in_locale("en_US")


# ---------------------------------------------------------------------------- the signed-in shell


@pytest.fixture
def messages() -> Any:
    """The app's message channel (tests read what the user was told from its history)."""
    from storeadmin_gui.ui.shell.messages import MessageChannel

    return MessageChannel()


@pytest.fixture
def session(backend_app: Any, messages: Any, run: Runner) -> Iterator[Any]:
    """A session signed in to the demo store in-process (closed after the test)."""
    from storeadmin_gui.ui.shell.session import Session
    from tests.ui.shell_support import demo_profile, in_process_factory

    session = Session(messages, client_factory=in_process_factory(backend_app))
    run(session.open(demo_profile()))
    yield session
    run(session.close())


@pytest.fixture
def settings(tmp_path: Path) -> Any:
    """Settings in the test's own folder, never the user's."""
    from tests.ui.shell_support import temp_settings

    return temp_settings(tmp_path)


@pytest.fixture
def bells() -> Iterator[list[str]]:
    """Each sound the packing bench rang while the test ran, in order (``Sound`` values): the
    bell itself is silent offscreen."""
    from storeadmin_gui.ui.bench.sounds import SOUNDS

    rung: list[str] = []
    SOUNDS.played.connect(rung.append)
    yield rung
    SOUNDS.played.disconnect(rung.append)
