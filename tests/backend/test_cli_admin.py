"""A store that is not the demo one: its first admin and OAuth client, made from the command line.

The commands run in-process through ``main(argv)`` (a subprocess pays the whole import each time);
what needs a real process runs as one: a terminal (pty) for the hidden password prompt, a server
start for its banner, and the usage errors (a regression would start serving instead of exiting).
"""

from __future__ import annotations

import io
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.cli import main, parse_arguments, setup_hint
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL

PROCESS_TIMEOUT = 60.0
SERVER_COMMAND = [sys.executable, "-m", "storeadmin_gui.backend.cli"]


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'team.db'}"


def run_cli(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = ""
) -> tuple[int, str, str]:
    """``main(argv)`` with ``stdin`` as a non-terminal standard input: (exit code, out, err)."""
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(argv)
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    finally:
        sys.stdin = saved
    out, err = capsys.readouterr()
    return code, out, err


def create_client(database_url: str, client_id: str, capsys: pytest.CaptureFixture[str]) -> str:
    code, out, err = run_cli(["--database", database_url, "--create-client", client_id], capsys)
    assert code == 0, err
    return out.strip()


def users_in(database_url: str) -> list[tuple[str, int, str]]:
    path = database_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT email, enabled, password FROM users ORDER BY id")
        return [(email, int(enabled), password) for email, enabled, password in rows]


@asynccontextmanager
async def store(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            yield http


async def sign_in(
    http: httpx.AsyncClient, client_id: str, secret: str, username: str, password: str
) -> httpx.Response:
    return await http.post(
        "/api/oauth/v2/token",
        data={
            "client_id": client_id,
            "client_secret": secret,
            "grant_type": "password",
            "username": username,
            "password": password,
        },
    )


@pytest.mark.anyio
async def test_created_admin_and_client_sign_in_to_a_fresh_store(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = create_client(database_url, "team-desk", capsys)
    code, out, err = run_cli(
        [
            "--database",
            database_url,
            "--create-admin",
            "Ann.Admin@Example.com",
            "--first-name",
            "Ann",
            "--last-name",
            "Admin",
        ],
        capsys,
        stdin="correct horse battery\n",
    )
    assert code == 0, err
    assert "Created admin Ann.Admin@Example.com" in out
    [(email, enabled, stored)] = users_in(database_url)
    assert (email, enabled) == ("Ann.Admin@Example.com", 1)
    assert stored.startswith("$argon2id$v=19$m=65536,t=3,p=4$")  # the production cost

    async with store(Settings(database_url=database_url)) as http:
        refused = await sign_in(http, "team-desk", "not-the-secret", "ann.admin@example.com", "x")
        assert refused.status_code == 400 and refused.json()["error"] == "invalid_client"
        response = await sign_in(
            http, "team-desk", secret, "ann.admin@example.com", "correct horse battery"
        )
        assert response.status_code == 200, response.text
        token = response.json()["access_token"]
        users = await http.get("/api/v1/users/", headers={"Authorization": f"Bearer {token}"})
    assert users.status_code == 200
    [admin] = users.json()["_embedded"]["items"]
    assert (admin["first_name"], admin["last_name"], admin["enabled"]) == ("Ann", "Admin", True)
    assert admin["roles"] == ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"]


@pytest.mark.anyio
async def test_create_admin_on_a_known_email_sets_its_password_and_gives_back_access(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """The demo store's disabled admin: enabled again, with the new password only."""
    secret = create_client(settings.database_url, "ops", capsys)
    code, out, err = run_cli(
        ["--database", settings.database_url, "--create-admin", "ines.moreau@example.com"],
        capsys,
        stdin="brand new pass\n",
    )
    assert code == 0, err
    assert out.startswith("Updated user ines.moreau@example.com")
    assert (
        sum(email == "ines.moreau@example.com" for email, *_ in users_in(settings.database_url))
        == 1
    )
    async with store(settings) as http:
        old = await sign_in(http, "ops", secret, "ines.moreau@example.com", "store-admin")
        new = await sign_in(http, "ops", secret, "ines.moreau@example.com", "brand new pass")
    assert old.status_code == 400 and old.json()["error"] == "invalid_grant"
    assert new.status_code == 200, new.text


@pytest.mark.anyio
async def test_a_new_password_from_the_command_line_ends_the_old_sessions(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = create_client(settings.database_url, "ops", capsys)
    async with store(settings) as http:
        signed_in = await sign_in(http, "ops", secret, "sarah.kim@example.com", "store-admin")
    assert signed_in.status_code == 200, signed_in.text
    tokens = signed_in.json()

    code, _out, err = run_cli(
        ["--database", settings.database_url, "--create-admin", "sarah.kim@example.com"],
        capsys,
        stdin="a fresh secret\n",
    )
    assert code == 0, err

    async with store(settings) as http:
        bearer = {"Authorization": f"Bearer {tokens['access_token']}"}
        assert (await http.get("/api/v1/orders/", headers=bearer)).status_code == 401
        refreshed = await http.post(
            "/api/oauth/v2/token",
            data={
                "client_id": "ops",
                "client_secret": secret,
                "grant_type": "refresh_token",
                "refresh_token": tokens["refresh_token"],
            },
        )
        assert refreshed.status_code == 400 and refreshed.json()["error"] == "invalid_grant"


@pytest.mark.parametrize(
    ("email", "stdin", "message"),
    [
        ("not-an-address", "long enough\n", "e-mail: This email is invalid."),
        ("   ", "long enough\n", "e-mail: Please enter your email."),
        ("ann@example.com", "abc\n", "password: Password must be at least 4 characters long."),
        ("ann@example.com", "", "password: Please enter your password."),
        (
            "ann@example.com",
            "x" * 255 + "\n",
            "password: Password must not be longer than 254 characters.",
        ),
    ],
)
def test_create_admin_refuses_what_the_api_refuses(
    database_url: str, capsys: pytest.CaptureFixture[str], email: str, stdin: str, message: str
) -> None:
    code, out, err = run_cli(
        ["--database", database_url, "--create-admin", email], capsys, stdin=stdin
    )
    assert code == 2
    assert err == f"storeadmin-server: error: {message}\n"
    assert out == ""
    assert users_in(database_url) == []


def test_a_password_keeps_its_spaces_and_loses_only_the_line_end(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Four characters with spaces is a valid password; three plus the newline is not."""
    code, _out, err = run_cli(
        ["--database", database_url, "--create-admin", "a@example.com"], capsys, stdin="ab \r\n"
    )
    assert code == 2 and "at least 4 characters" in err
    code, _out, err = run_cli(
        ["--database", database_url, "--create-admin", "a@example.com"], capsys, stdin=" ab \n"
    )
    assert code == 0, err


def test_client_ids_are_unique_and_safe_to_send(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    first = create_client(database_url, "shop.front-desk", capsys)
    assert len(first) == 43 and "\n" not in first
    code, out, err = run_cli(
        ["--database", database_url, "--create-client", "shop.front-desk"], capsys
    )
    assert (code, out) == (2, "")
    assert "already exists" in err
    code, out, err = run_cli(["--database", database_url, "--create-client", "a:b"], capsys)
    assert (code, out) == (2, "")
    assert "client id:" in err
    with sqlite3.connect(database_url.removeprefix("sqlite:///")) as connection:
        stored = connection.execute("SELECT client_id, secret_hash FROM oauth_clients").fetchall()
    assert [client_id for client_id, _digest in stored] == ["shop.front-desk"]
    assert first not in stored[0][1]  # only a digest of the secret is kept


def test_an_unusable_database_is_reported_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing_folder = f"sqlite:///{tmp_path / 'no' / 'such' / 'folder.db'}"
    code, _out, err = run_cli(["--database", missing_folder, "--create-client", "x"], capsys)
    assert code == 1
    assert err.startswith("storeadmin-server: error: cannot use the database")
    code, _out, err = run_cli(["--database", "nonsense://", "--create-client", "x"], capsys)
    assert code == 2 and "--database" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--demo-orders", "10"], "--demo-orders needs --demo"),
        (["--demo-orders", "0"], "--demo-orders needs --demo"),
        (["--demo-variants", "10"], "--demo-variants needs --demo"),
        (["--demo", "--demo-variants", "-1"], "argument --demo-variants: must be 0 or more"),
        (["--demo", "--demo-orders", "-1"], "argument --demo-orders: must be 0 or more"),
        (["--demo", "--demo-orders", "many"], "not a whole number: 'many'"),
        (["--demo", "--create-client", "x"], "--demo cannot be combined with --create-admin"),
        (["--create-admin", "a@b.c", "--create-client", "x"], "not allowed with argument"),
        (["--first-name", "Ann"], "--first-name and --last-name go with --create-admin"),
    ],
)
def test_options_that_would_be_ignored_are_usage_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    """Checked by the parsing ``main`` does first (in-process: it never serves)."""
    with pytest.raises(SystemExit) as stop:
        parse_arguments(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "usage: storeadmin-server" in err
    assert parse_arguments(["--demo", "--demo-orders", "0"]).demo_orders == 0
    assert parse_arguments(["--demo", "--demo-variants", "5"]).demo_variants == 5


def test_demo_orders_without_demo_stops_the_real_command(database_url: str) -> None:
    finished = subprocess.run(
        [*SERVER_COMMAND, "--port", "0", "--database", database_url, "--demo-orders", "100"],
        capture_output=True,
        text=True,
        timeout=PROCESS_TIMEOUT,
        check=False,
    )
    assert finished.returncode == 2
    assert "--demo-orders needs --demo" in finished.stderr
    assert finished.stdout == ""


class Output:
    """Everything a child process wrote to one descriptor, read as it arrives."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.text = ""

    def wait_for(self, marker: str) -> str:
        """Reads until ``marker`` has appeared (or fails at the deadline or the end of output)."""
        deadline = time.monotonic() + PROCESS_TIMEOUT
        while marker not in self.text:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"{marker!r} not seen in {self.text!r}"
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # a pty whose other end has closed
                    chunk = b""
                assert chunk, f"output ended before {marker!r}: {self.text!r}"
                self.text += chunk.decode("utf-8", "replace")
        return self.text

    def read_rest(self) -> str:
        """Whatever is left once the writer has exited."""
        while select.select([self.fd], [], [], 0)[0]:
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:  # a pty whose other end has closed
                break
            if not chunk:
                break
            self.text += chunk.decode("utf-8", "replace")
        return self.text


@dataclass
class Served:
    """A server process's banner as it arrives; its exit code and errors once stopped."""

    output: Output
    returncode: int | None = None
    errors: str = ""


@contextmanager
def serving(database_url: str) -> Iterator[Served]:
    """``storeadmin-server`` on a free port; stopped with Ctrl+C (SIGINT) at the end."""
    with subprocess.Popen(
        [*SERVER_COMMAND, "--port", "0", "--database", database_url],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        served = Served(Output(process.stdout.fileno()))
        try:
            yield served
        finally:
            process.send_signal(signal.SIGINT)
            served.returncode = process.wait(PROCESS_TIMEOUT)
            served.errors = process.stderr.read().decode("utf-8", "replace")


def test_server_start_says_how_to_make_the_first_accounts_until_they_exist(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with serving(database_url) as served:
        banner = served.output.wait_for("Press Ctrl+C to stop.")
    hint = next(line for line in banner.splitlines() if "--create-admin" in line)
    assert hint == (
        "Nobody can sign in yet (no admin user and no OAuth client): run "
        f"storeadmin-server --database {database_url} --create-admin EMAIL and "
        f"storeadmin-server --database {database_url} --create-client CLIENT_ID"
    )
    assert (served.returncode, served.errors) == (0, "")  # Ctrl+C stops it cleanly

    create_client(database_url, "team", capsys)
    code, _out, err = run_cli(
        ["--database", database_url, "--create-admin", "boss@example.com"], capsys, "s3cret!\n"
    )
    assert code == 0, err
    with serving(database_url) as served:
        banner = served.output.wait_for("Press Ctrl+C to stop.")
    assert "Nobody can sign in" not in banner


@pytest.mark.anyio
async def test_the_hint_names_only_what_is_missing(
    database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    create_client(database_url, "team", capsys)
    app = create_app(Settings(database_url=database_url))
    async with app.router.lifespan_context(app):
        hint = setup_hint(app, " --database store.db")
    assert hint == (
        "Nobody can sign in yet (no admin user): "
        "run storeadmin-server --database store.db --create-admin EMAIL"
    )


def run_on_terminal(database_url: str, answers: list[str]) -> tuple[int, str, str]:
    """``--create-admin`` with a pty as its terminal, answering each password prompt in turn.

    Returns the exit code, what the terminal showed and the standard output.
    """
    controller, terminal = os.openpty()
    with subprocess.Popen(
        [*SERVER_COMMAND, "--database", database_url, "--create-admin", "tty@example.com"],
        stdin=terminal,
        stdout=subprocess.PIPE,
        stderr=terminal,
        start_new_session=True,  # no controlling terminal: the prompt uses standard input's
    ) as process:
        os.close(terminal)
        return _answer_prompts(process, Output(controller), answers)


def _answer_prompts(
    process: subprocess.Popen[bytes], screen: Output, answers: list[str]
) -> tuple[int, str, str]:
    controller = screen.fd
    try:
        for prompt, answer in zip(
            ("Password for the new admin: ", "Repeat the password: "), answers, strict=True
        ):
            screen.wait_for(prompt)
            os.write(controller, answer.encode() + b"\n")
        assert process.stdout is not None
        out = process.stdout.read().decode()
        code = process.wait(PROCESS_TIMEOUT)
        screen.read_rest()
    finally:
        os.close(controller)
    return code, screen.text, out


def test_a_password_typed_on_a_terminal_is_asked_twice_and_never_shown(
    database_url: str,
) -> None:
    code, screen, out = run_on_terminal(database_url, ["typed secret", "typed secret"])
    assert code == 0, screen
    assert "Created admin tty@example.com" in out
    assert "typed secret" not in screen
    [(email, enabled, _hash)] = users_in(database_url)
    assert (email, enabled) == ("tty@example.com", 1)


def test_two_different_passwords_on_a_terminal_create_nothing(database_url: str) -> None:
    code, screen, _out = run_on_terminal(database_url, ["first try", "second try"])
    assert code == 2
    assert "the two passwords differ" in screen
    assert users_in(database_url) == []
