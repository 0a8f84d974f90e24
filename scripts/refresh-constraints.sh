#!/usr/bin/env bash
# Re-resolve constraints.txt: the newest releases pyproject.toml's bounds allow, installed into a
# venv made from nothing, frozen. Run it, then the whole suite with the new pins (bash .ci/run),
# and commit constraints.txt only when that is green. docs/development.md.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=$(mktemp -d)/venv
python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q -e ".[test,packaging]"
{
    echo "# The whole tested set, pinned: README's commands and .ci/run install with -c constraints.txt."
    echo "# Made by scripts/refresh-constraints.sh on Python $("$venv/bin/python" -c 'import platform; print(platform.python_version())') ($(uname -sm)); do not edit by hand."
    "$venv/bin/python" -m pip freeze --exclude-editable | LC_ALL=C sort -f
} >constraints.txt
rm -rf "$(dirname "$venv")"
echo "constraints.txt: $(grep -vc '^#' constraints.txt) pins"
