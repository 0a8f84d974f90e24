"""A page's envelope encoded from kept pieces is the very bytes the envelope encodes to."""

from __future__ import annotations

import orjson
import pytest
from starlette.requests import Request

from storeadmin_gui.backend import pagination
from storeadmin_gui.backend.pagination import LINK_SHAPES, encoded_envelope, envelope

QUERIES = (
    "",
    "page=3",
    "limit=4&page=2",  # the limit first: the links keep the client's order
    "page=2&limit=4&page=9&limit=1",  # repeats dropped
    "sorting%5Btotal%5D=desc&page=2",
    "criteria%5Bnumber%5D=00012&sorting[number][asc]=&limit=5",
    "criteria%5Bcustomer%5D=J%C3%BCrgen+%22Quote%22+%5C+back&page=2",  # JSON escapes in the href
    "criteria%5Bx%5D=a%26b%3Dc&criteria%5Bx%5D=%2B1",
    "paginate=7&page=2",
    "flag&page=2",
)
PATHS = ("/api/v1/orders/", "/api/v1/orders", "/api/v1/ordérs/")


def _request(path: str, query: str) -> Request:
    return Request(
        {
            "type": "http",
            "method": "GET",
            "path": path,
            "query_string": query.encode(),
            "headers": [],
        }
    )


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("query", QUERIES)
def test_an_encoded_envelope_is_the_envelope_encoded(path: str, query: str) -> None:
    items = [{"id": 1, "number": "000001"}, {"id": 2, "text": 'é "q"'}]
    encoded_items = [orjson.dumps(item) for item in items]
    for page, limit, total in ((1, 10, 0), (1, 10, 10), (2, 4, 30), (8, 4, 30), (5, 3, 15)):
        # Asked twice: the second time from the kept pieces.
        for _ in range(2):
            request = _request(path, query)
            expected = orjson.dumps(envelope(request, page, limit, total, items))
            assert encoded_envelope(request, page, limit, total, encoded_items) == expected


def test_the_kept_links_stay_bounded() -> None:
    for number in range(LINK_SHAPES * 3):
        request = _request("/api/v1/orders/", f"criteria%5Bnumber%5D={number}&page=2")
        head = encoded_envelope(request, 2, 10, 100, [])
        assert f"criteria[number]={number}&page=3&limit=10".encode() in head
        assert len(pagination._LINKS) <= LINK_SHAPES
