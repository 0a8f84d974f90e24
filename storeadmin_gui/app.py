"""The composition root's entry: parse the arguments, then become the demo store's process or the
desktop app (``gui.py``: the window, the session, the demo store's client side). No business logic
lives here.

Start-up speed matters (it is benchmarked), so this module imports nothing heavy: in demo mode,
``main()`` starts the demo store's process (``demo_process``) before asyncio, the package's
metadata, Qt, the api layer and the window are imported (``gui``, imported by ``main()`` once it
knows a window is wanted), so the store's start overlaps all of them on the other core; and that
process, the same program, imports none of them. The store's own half (``demo_server``: FastAPI,
SQLAlchemy) is imported by that process alone, so the window's process starts it sooner.
``main()`` applies the start-up tuning of ``startup``; the smoke test and the benchmark's marks are
in ``probes``. Before Qt is imported, ``system_check`` makes sure the system libraries Qt needs
load, and says which to install when they do not (instead of a traceback or Qt's abort).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from storeadmin_gui import APP_ID, APP_NAME, __version__
from storeadmin_gui.demo_process import LISTEN_FD_OPTION, SERVE_OPTION, data_folder
from storeadmin_gui.demo_process import launch as launch_store
from storeadmin_gui.startup import (
    import_qt,
    pause_garbage_collection,
    skip_unused_optional_imports,
)

__all__ = ["main", "parse_args", "serve_demo_store"]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=APP_ID,
        description=f"{APP_NAME}: administration of an online store's product variants, carts, "
        "orders and users.",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="open the built-in demo store (started by the app in a process of its own; no server "
        "needed)",
    )
    parser.add_argument(
        "--fresh", action="store_true", help="with --demo: start the demo store anew"
    )
    parser.add_argument(
        "--server", metavar="URL", help="open the connect dialog with this server address"
    )
    parser.add_argument(
        "--data-dir",
        metavar="FOLDER",
        type=Path,
        help="folder of the demo store's database (default: the user data folder)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="with --demo: load the first page of every view, open and close an editor, then "
        "exit (0 when all worked)",
    )
    parser.add_argument(
        "--report-first-rows",
        action="store_true",
        help=argparse.SUPPRESS,  # the start-up benchmark's probe: marks on stdout, then exit
    )
    parser.add_argument(
        "--sign-in-from-stdin",
        action="store_true",
        help=argparse.SUPPRESS,  # the start-up benchmark's connected start: a profile on stdin
    )
    parser.add_argument(
        SERVE_OPTION,
        action="store_true",
        help=argparse.SUPPRESS,  # the demo store's own process (demo_server.py), started by --demo
    )
    parser.add_argument(
        LISTEN_FD_OPTION,
        type=int,
        help=argparse.SUPPRESS,  # with --serve-demo-store: the listening socket the app handed over
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    args = parser.parse_args(argv)
    if args.smoke_test and not args.demo:
        parser.error("--smoke-test needs --demo")
    if args.fresh and not (args.demo or args.serve_demo_store):
        parser.error("--fresh needs --demo")
    if args.sign_in_from_stdin and args.demo:
        parser.error("--sign-in-from-stdin cannot be used with --demo")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    pause_garbage_collection()
    args = parse_args(argv)
    if args.serve_demo_store:  # this process is the demo store: no window, no Qt
        return serve_demo_store(data_folder(args.data_dir), args.fresh, args.listen_fd)
    # First: the store's start overlaps everything below, and the first rows wait for it. Before
    # the window's import tuning, which a forked store's process would inherit.
    launched = (
        launch_store(data_folder(args.data_dir), fresh=args.fresh, serve_forked=serve_demo_store)
        if args.demo
        else None
    )
    skip_unused_optional_imports(window=True)
    from storeadmin_gui import system_check  # after the launch: the store's process needs none

    problem = system_check.find_problem()
    if problem is not None:  # Qt would end in a traceback or abort(): say what to install
        if launched is not None:
            launched.process.stop()
        print(problem.explain(program=APP_NAME), file=sys.stderr)
        return 1
    import_qt()
    # The window's half, imported only now (see the module's docstring).
    from storeadmin_gui.gui import start_gui

    return start_gui(args, launched)


def serve_demo_store(folder: Path, fresh: bool, listen_fd: int | None) -> int:
    """Be the demo store's process (``demo_server``): the program started with
    ``--serve-demo-store``, or a fork of the app's process made by ``launch_store``."""
    skip_unused_optional_imports(window=False)
    from storeadmin_gui.demo_server import serve  # the store's half: not the window's

    return serve(folder, fresh=fresh, listen_fd=listen_fd)
