"""The files that install and run quickactions elsewhere, checked as far as this machine can:

- action.yml against SchemaStore's GitHub Action metadata schema (`schemastore_cache.schema_for`); GitHub's runners
  themselves cannot run here.
- .pre-commit-hooks.yaml: the keys pre-commit requires of a hook (id, name, entry, language), and entries that
  call commands the tool has.
"""

from __future__ import annotations

import subprocess

import yaml
from jsonschema import Draft7Validator

from conftest import REPO, quickactions_bin
from schemastore_cache import schema_for

ACTION_SCHEMA = "https://json.schemastore.org/github-action.json"


def test_action_yml_is_a_valid_github_action():
    schema = schema_for(ACTION_SCHEMA)
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
