"""``storeadmin-server`` imports FastAPI as the demo store's process does: its OpenAPI models are
built at first use, off every start's way, and the document served from them is unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.fresh_process import python_output


def _openapi_document_script(database: Path, *, as_the_server: bool) -> str:
    """A script printing whether FastAPI's models were built when the server's command module
    (or plain FastAPI) was imported, and the store's ``/openapi.json`` as served."""
    first = "import storeadmin_gui.backend.cli\n" if as_the_server else "import fastapi\n"
    return (
        "import json\n" + first + "from fastapi.openapi.models import OpenAPI\n"
        "built_at_import = OpenAPI.__pydantic_complete__\n"
        "from fastapi.testclient import TestClient\n"
        "from storeadmin_gui.backend.app import create_app\n"
        "from storeadmin_gui.backend.settings import Settings\n"
        f"app = create_app(Settings(database_url='sqlite:///{database}'))\n"
        "with TestClient(app) as client:\n"
        "    answer = client.get('/openapi.json')\n"
        "print(json.dumps([built_at_import, answer.status_code, answer.text]))\n"
    )


def test_the_server_builds_fastapis_models_on_first_use_and_serves_the_same_document(
    tmp_path: Path,
) -> None:
    served = json.loads(
        python_output(_openapi_document_script(tmp_path / "a.sqlite3", as_the_server=True))
    )
    plain = json.loads(
        python_output(_openapi_document_script(tmp_path / "b.sqlite3", as_the_server=False))
    )
    assert served[:2] == [False, 200]
    assert plain[:2] == [True, 200]
    assert '"/api/v1/orders' in served[2]
    assert json.loads(served[2]) == json.loads(plain[2])
