"""``storeadmin-server``: the reference backend as a standalone HTTP server, and the commands that
make the first admin and OAuth client of a store that is not the demo one.
"""

from __future__ import annotations

import argparse
import getpass
import ipaddress
import logging
import os
import shlex
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from storeadmin_gui.backend.fastapi_import import import_fastapi

# FastAPI's OpenAPI models built at first use (``/openapi.json``), not at every start; before
# FastAPI is first imported, below and by the backend's modules.
import_fastapi()

from fastapi import FastAPI  # noqa: E402
from sqlalchemy.exc import ArgumentError, SQLAlchemyError  # noqa: E402
from sqlalchemy.orm import Session  # noqa: E402

from storeadmin_gui.backend import document_build  # noqa: E402
from storeadmin_gui.backend.accounts_admin import (  # noqa: E402
    AccountInputError,
    check_admin_identity,
    check_password,
    create_client,
    missing_accounts,
    open_store,
    save_admin,
)
from storeadmin_gui.backend.app import create_app  # noqa: E402
from storeadmin_gui.backend.connections import raise_open_file_limit  # noqa: E402
from storeadmin_gui.backend.demo_account import (  # noqa: E402
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.passwords import make_hasher  # noqa: E402
from storeadmin_gui.backend.server import ReportingServer, serving_config  # noqa: E402
from storeadmin_gui.backend.settings import (  # noqa: E402
    DEMO_HISTORY_ORDERS,
    SERVING_SWITCH_INTERVAL,
    Settings,
    default_database_url,
    redacted_url,
)

PROG = "storeadmin-server"
USAGE_ERROR = 2
# How the command line names the fields the users endpoint reports errors for.
FIELD_LABELS = {
    "email": "e-mail",
    "plainPassword": "password",
    "first_name": "--first-name",
    "last_name": "--last-name",
    "client_id": "client id",
}


class _GivenValue(argparse.Action):
    """Stores the value and notes that it was given, so a default and an explicit 0 differ."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        given: set[str] = getattr(namespace, "given", set())
        namespace.given = given | {self.dest}


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Serve the store admin API (variants, carts, orders, users) over HTTP.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: loopback)")
    parser.add_argument(
        "--port", type=_non_negative, default=8000, help="port (default 8000; 0 picks a free one)"
    )
    parser.add_argument(
        "--database",
        metavar="URL",
        default=None,
        help="SQLAlchemy database URL (default: a SQLite file in the user data folder)",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="seed the demo store when the database is empty (loopback addresses only: its "
        "passwords are public)",
    )
    parser.add_argument(
        "--certfile",
        metavar="PEM",
        help="serve HTTPS with this certificate (chain) file; needs --keyfile",
    )
    parser.add_argument("--keyfile", metavar="PEM", help="the private key of --certfile")
    parser.add_argument(
        "--demo-orders",
        metavar="N",
        type=_non_negative,
        default=DEMO_HISTORY_ORDERS,
        action=_GivenValue,
        help="with --demo: generate N orders besides the hand-made ones, dated up to the day "
        f"the store is made (default {DEMO_HISTORY_ORDERS}; more for scale tests)",
    )
    parser.add_argument(
        "--demo-variants",
        metavar="N",
        type=_non_negative,
        default=0,
        action=_GivenValue,
        help="with --demo: also generate N variants, in products of 100 (for scale tests)",
    )
    parser.add_argument(
        "--without-extensions",
        action="store_true",
        help="serve only what the API contract names: no order actions, whole-catalogue list "
        "or statistics (their paths answer 404), no order filters beyond it",
    )
    accounts = parser.add_argument_group(
        "accounts", "make the first admin and OAuth client of a store, then exit without serving"
    )
    command = accounts.add_mutually_exclusive_group()
    command.add_argument(
        "--create-admin",
        metavar="EMAIL",
        help="create an enabled admin (or set the password of the user with this e-mail); the "
        "password is asked for on a terminal, else read from the first line of standard input",
    )
    command.add_argument(
        "--create-client",
        metavar="CLIENT_ID",
        help="create an OAuth client; its generated secret is printed once, on standard output",
    )
    accounts.add_argument("--first-name", metavar="NAME", help="with --create-admin")
    accounts.add_argument("--last-name", metavar="NAME", help="with --create-admin")
    return parser


def parse_arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parsed options; combinations that would be ignored are usage errors (exit code 2)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    account_command = args.create_admin is not None or args.create_client is not None
    for option in ("demo_orders", "demo_variants"):
        if option in getattr(args, "given", set()) and not args.demo:
            flag = "--" + option.replace("_", "-")
            parser.error(f"{flag} needs --demo (it adds generated data to the demo store)")
    if account_command and args.demo:
        parser.error("--demo cannot be combined with --create-admin or --create-client")
    if (args.first_name is not None or args.last_name is not None) and args.create_admin is None:
        parser.error("--first-name and --last-name go with --create-admin")
    if args.demo and not _is_loopback(args.host):
        parser.error(
            f"--demo serves the demo store, whose passwords are public: not on {args.host}, "
            "only on a loopback address (127.0.0.1, ::1, localhost)"
        )
    if (args.certfile is None) != (args.keyfile is None):
        parser.error("--certfile and --keyfile go together")
    return args


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _fail(message: str, status: int = USAGE_ERROR) -> NoReturn:
    """Ends the command with a one-line message in argparse's style, never a traceback."""
    print(f"{PROG}: error: {message}", file=sys.stderr, flush=True)
    raise SystemExit(status)


def _input_error(error: AccountInputError) -> NoReturn:
    _fail(
        "; ".join(
            f"{FIELD_LABELS.get(field, field)}: {message}" for field, message in error.messages
        )
    )


def read_new_password() -> str:
    """Asked twice without echo on a terminal; otherwise the first line of standard input.

    Never an option value: those show in the shell history and in every process listing.
    """
    if sys.stdin is not None and sys.stdin.isatty():
        try:
            first = getpass.getpass("Password for the new admin: ")
            again = getpass.getpass("Repeat the password: ")
        except (EOFError, KeyboardInterrupt):
            print(file=sys.stderr)
            _fail("no password given")
        if first != again:
            _fail("password: the two passwords differ")
        return first
    line = sys.stdin.readline() if sys.stdin is not None else ""
    return line.removesuffix("\n").removesuffix("\r")


def _create_admin(args: argparse.Namespace, database_url: str) -> int:
    email: str = args.create_admin
    engine = open_store(database_url)
    try:
        with Session(engine) as session:
            # The e-mail and names first: nobody types a password for an address then refused.
            check_admin_identity(session, email, args.first_name, args.last_name)
            password = read_new_password()
            check_password(session, password)
            hasher = make_hasher(Settings(database_url=database_url))  # the production cost
            saved = save_admin(
                session,
                hasher,
                email,
                password,
                first_name=args.first_name,
                last_name=args.last_name,
            )
            session.commit()
    except AccountInputError as error:
        _input_error(error)
    finally:
        engine.dispose()
    if saved.created:
        print(f"Created admin {email.strip()} (user id {saved.user_id}).", flush=True)
    else:
        print(
            f"Updated user {email.strip()} (user id {saved.user_id}): new password, enabled, "
            "admin roles.",
            flush=True,
        )
    return 0


def _create_client(args: argparse.Namespace, database_url: str) -> int:
    client_id: str = args.create_client
    engine = open_store(database_url)
    try:
        with Session(engine) as session:
            secret = create_client(session, client_id)
            session.commit()
    except AccountInputError as error:
        _input_error(error)
    finally:
        engine.dispose()
    print(
        f"Created OAuth client {client_id}. Its secret, on standard output, is shown only this "
        "once: store it now.",
        file=sys.stderr,
        flush=True,
    )
    print(secret, flush=True)
    return 0


def setup_hint(app: FastAPI, database_option: str) -> str | None:
    """One line on how to make what the store lacks for anyone to sign in, or None."""
    with app.state.sessionmaker() as session:
        missing = missing_accounts(session)
    if not missing:
        return None
    lacking = {"admin": "no admin user", "client": "no OAuth client"}
    commands = {
        "admin": f"{PROG}{database_option} --create-admin EMAIL",
        "client": f"{PROG}{database_option} --create-client CLIENT_ID",
    }
    return (
        f"Nobody can sign in yet ({' and '.join(lacking[m] for m in missing)}): "
        f"run {' and '.join(commands[m] for m in missing)}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(argv)
    # Everything this process creates (the database and its -wal and -shm files) is the owner's
    # alone: the store holds password hashes and token digests.
    os.umask(0o077)
    database_url = args.database or default_database_url()
    try:
        if args.create_admin is not None:
            return _create_admin(args, database_url)
        if args.create_client is not None:
            return _create_client(args, database_url)
        return _serve(args, database_url)
    except ArgumentError as error:
        _fail(f"--database: not a database URL SQLAlchemy knows: {error}")
    except SQLAlchemyError as error:
        reason = getattr(error, "orig", None) or error  # the driver's words, without SQL noise
        _fail(f"cannot use the database {redacted_url(database_url)}: {reason}", status=1)


def _report_document_build() -> None:
    """The build of the orders' documents says on standard error how far it got (a line every
    few seconds while it runs, and its total): a store an earlier version made is a long one."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger(document_build.__name__)
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)


def _serve(args: argparse.Namespace, database_url: str) -> int:
    raise_open_file_limit()  # every connection is an open file: allow as many as the system does
    _report_document_build()
    settings = Settings(
        database_url=database_url,
        demo=args.demo,
        demo_orders=args.demo_orders,
        demo_variants=args.demo_variants,
        extensions=not args.without_extensions,
        warm_up=True,
        freeze_after_start=True,
        switch_interval_seconds=SERVING_SWITCH_INTERVAL,
    )
    app = create_app(settings)
    # Reached once before serving: a database that cannot be used is one line (SQLAlchemyError,
    # in ``main``), not a traceback from the server's start.
    app.state.engine.connect().close()
    # The command the hint shows names the database without its password (put it back to run it).
    shown_database = redacted_url(args.database) if args.database else None
    database_option = f" --database {shlex.quote(shown_database)}" if shown_database else ""
    if not _is_loopback(args.host) and args.certfile is None:
        print(
            f"Warning: listening on {args.host}, reachable from other machines, without TLS: "
            "passwords and tokens cross the network in clear. Pass --certfile and --keyfile, "
            "or put a TLS-terminating proxy in front (docs/server.md).",
            file=sys.stderr,
            flush=True,
        )

    def announce(url: str) -> None:
        print(f"Store Admin server running at {url}/api/v1/", flush=True)
        print(f"Database: {redacted_url(settings.database_url)}", flush=True)
        if settings.demo:
            print(
                f"Demo sign-in: client {DEMO_CLIENT_ID} / {DEMO_CLIENT_SECRET}, "
                f"user {DEMO_ADMIN_EMAIL} / {DEMO_ADMIN_PASSWORD}",
                flush=True,
            )
        hint = setup_hint(app, database_option)
        if hint is not None:
            print(hint, flush=True)
        print("Press Ctrl+C to stop.", flush=True)

    config = serving_config(
        app,
        host=args.host,
        port=args.port,
        ssl_certfile=args.certfile,
        ssl_keyfile=args.keyfile,
    )
    server = ReportingServer(config, announce)
    try:
        server.run()
    except KeyboardInterrupt:  # Ctrl+C: uvicorn has shut down cleanly and passes the signal on
        return 0
    return 0 if server.started else 1


if __name__ == "__main__":
    sys.exit(main())
