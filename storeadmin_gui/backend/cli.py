"""``storeadmin-server``: the reference backend as a standalone HTTP server."""

from __future__ import annotations

import argparse
import ipaddress
import sys
from collections.abc import Sequence

import uvicorn

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.seed import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.server import ReportingServer
from storeadmin_gui.backend.settings import Settings, default_database_url


def _non_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="storeadmin-server",
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
        "--demo", action="store_true", help="seed the demo store when the database is empty"
    )
    parser.add_argument(
        "--demo-orders",
        metavar="N",
        type=_non_negative,
        default=0,
        help="with --demo: also generate N orders (for scale tests)",
    )
    return parser


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    settings = Settings(
        database_url=args.database or default_database_url(),
        demo=args.demo,
        demo_orders=args.demo_orders,
    )
    if not _is_loopback(args.host):
        print(
            f"Warning: listening on {args.host}, reachable from other machines.",
            file=sys.stderr,
            flush=True,
        )

    def announce(url: str) -> None:
        print(f"Store Admin server running at {url}/api/v1/", flush=True)
        print(f"Database: {settings.database_url}", flush=True)
        if settings.demo:
            print(
                f"Demo sign-in: client {DEMO_CLIENT_ID} / {DEMO_CLIENT_SECRET}, "
                f"user {DEMO_ADMIN_EMAIL} / {DEMO_ADMIN_PASSWORD}",
                flush=True,
            )
        print("Press Ctrl+C to stop.", flush=True)

    config = uvicorn.Config(
        create_app(settings), host=args.host, port=args.port, log_level="warning", lifespan="on"
    )
    server = ReportingServer(config, announce)
    server.run()
    return 0 if server.started else 1


if __name__ == "__main__":
    sys.exit(main())
