"""The layer rules of docs/architecture.md, checked rather than hoped for."""

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp
import pytest
from pydantic import BaseModel

PACKAGE = Path(__file__).resolve().parent.parent / "storeadmin_gui"


def forbidden_by_contract() -> dict[str, tuple[str, ...]]:
    """Per source package, the modules it must never import: read from the one list of import
    rules, ``pyproject.toml``'s ``[tool.importlinter]`` forbidden contracts (``lint-imports``
    checks the same list with the import graph; this test reads every file's own statements)."""
    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    rules: dict[str, tuple[str, ...]] = {}
    for contract in config["tool"]["importlinter"]["contracts"]:
        if contract["type"] != "forbidden":
            continue
        for source in contract["source_modules"]:
            folder = source.removeprefix("storeadmin_gui.").replace(".", "/")
            rules[folder] = (*rules.get(folder, ()), *contract["forbidden_modules"])
    return rules


FORBIDDEN = forbidden_by_contract()


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative import: resolve against the file's package
                parts = path.relative_to(PACKAGE.parent).with_suffix("").parts[: -node.level]
                base = ".".join(parts)
                names.append(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.append(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_never_imports_what_it_must_not(layer: str) -> None:
    offences = [
        f"{source.relative_to(PACKAGE.parent)} imports {name}"
        for source in sorted((PACKAGE / layer).rglob("*.py"))
        if (PACKAGE / layer).is_dir()
        for name in imported_modules(source)
        if name.startswith(FORBIDDEN[layer])
    ]
    assert offences == []


def test_ui_uses_only_the_public_modules_of_the_client_layer() -> None:
    """A module of api/ whose name starts with ``_`` is private: it may change without notice."""
    offences = [
        f"{source.relative_to(PACKAGE.parent)} imports {name}"
        for source in sorted((PACKAGE / "ui").rglob("*.py"))
        for name in imported_modules(source)
        if name.startswith("storeadmin_gui.api")
        and any(part.startswith("_") for part in name.split("."))
    ]
    assert offences == []


def test_ui_decodes_no_json_from_the_server() -> None:
    """The wire format belongs to api/: ui reads typed models, never a response body."""
    decoders = ("orjson", "pydantic_core", "httpx")
    offences = [
        f"{source.relative_to(PACKAGE.parent)} imports {name}"
        for source in sorted((PACKAGE / "ui").rglob("*.py"))
        for name in imported_modules(source)
        if name.startswith(decoders)
    ]
    assert offences == []


def test_ui_names_no_wire_key_of_an_address() -> None:
    """An order's addresses reach ui typed (``api.Address``, filled by each server kind's client
    from its own wire shape): ui reads their attributes and names none of their keys."""
    from storeadmin_gui.api import models

    elsewhere = {
        name
        for exported in models.__all__
        if isinstance(model := getattr(models, exported), type)
        and issubclass(model, BaseModel)
        and model is not models.Address
        for name in model.model_fields
    }
    postal = set(models.Address.model_fields) - {"other_fields"} - elsewhere
    assert {"street", "postcode", "city", "country_code"} <= postal
    offences = [
        f"{source.relative_to(PACKAGE.parent)}:{node.lineno} names {node.value!r}"
        for source in sorted((PACKAGE / "ui").rglob("*.py"))
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value in postal
    ]
    assert offences == []


def test_no_module_of_the_package_imports_itself_round_about() -> None:
    """An import cycle makes a module half-initialised at import time, depending on who comes
    first; lazy imports inside functions count too (grimp sees them)."""
    graph = grimp.build_graph("storeadmin_gui")
    cycles = sorted(
        {
            tuple(sorted((module, imported)))
            for module in graph.modules
            for imported in graph.find_modules_directly_imported_by(module)
            if imported.startswith("storeadmin_gui")
            and graph.find_shortest_chain(importer=imported, imported=module)
        }
    )
    assert cycles == []


WEB_FRAMEWORK = ("fastapi", "starlette", "uvicorn")
STORAGE_WITHOUT_WEB = (
    "storeadmin_gui.backend.store_setup",
    "storeadmin_gui.backend.seed",
    "storeadmin_gui.backend.models",
)


def test_store_preparation_and_seed_import_without_the_web_framework() -> None:
    """The demo store's process prepares and seeds its store while it imports the server, so
    these (and every module of the package they import, inside functions too) load in a fresh
    interpreter with no FastAPI, Starlette or uvicorn module among ``sys.modules``."""
    graph = grimp.build_graph("storeadmin_gui")
    modules = sorted(
        {
            *STORAGE_WITHOUT_WEB,
            *(
                module
                for source in STORAGE_WITHOUT_WEB
                for module in graph.find_upstream_modules(source)
            ),
        }
    )
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {WEB_FRAMEWORK!r}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert "storeadmin_gui.backend.seed" in modules
    assert result.stdout.strip() == "[]"


def test_packaging_folder_is_not_a_python_package() -> None:
    """An ``__init__.py`` there would shadow the PyPI ``packaging`` module."""
    assert not (PACKAGE.parent / "packaging" / "__init__.py").exists()
