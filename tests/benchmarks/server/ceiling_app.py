"""The framework ceiling: a FastAPI app that answers each benchmark path with constant JSON.

It serves the very bytes the store answered for the same kind of request (captured once, before
the run: any page of one list query gets the answer to its first page, any order the answer to
one order), so the only work left is FastAPI's and uvicorn's: routing, an ``async def`` endpoint,
sending the body. Run as ``python ceiling_app.py BODIES.json PORT`` with the store server's uvicorn
options.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import uvicorn
from fastapi import FastAPI, Request, Response

_PAGE = re.compile(r"(?:^|&)page=\d+")
_ORDER = re.compile(r"^/api/v1/orders/\d+$")


def ceiling_key(target: str) -> str:
    """What the answer to ``target`` (path and query) is looked up by: the list query without
    its page, or "an order"."""
    if _ORDER.match(target):
        return "/api/v1/orders/ID"
    path, _, query = target.partition("?")
    return f"{path}?{_PAGE.sub('', query).lstrip('&')}"


def make_app(bodies: dict[str, str]) -> FastAPI:
    """``bodies``: ``ceiling_key`` of a request -> the JSON text to answer."""
    encoded = {target: body.encode() for target, body in bodies.items()}
    app = FastAPI(redirect_slashes=False)

    @app.get("/api/v1/orders/")
    async def orders(request: Request) -> Response:
        body = encoded[ceiling_key(f"/api/v1/orders/?{request.url.query}")]
        return Response(body, media_type="application/json")

    @app.get("/api/v1/orders/{order_id}")
    async def order(order_id: str) -> Response:
        return Response(
            encoded[ceiling_key(f"/api/v1/orders/{order_id}")], media_type="application/json"
        )

    return app


def main() -> None:
    bodies_file, port = Path(sys.argv[1]), int(sys.argv[2])
    app = make_app(json.loads(bodies_file.read_text()))
    # The options storeadmin-server runs uvicorn with (storeadmin_gui/backend/cli.py).
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    print(f"ceiling app running at http://127.0.0.1:{port}", flush=True)
    server.run()


if __name__ == "__main__":
    main()
