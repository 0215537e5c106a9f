"""`quickactions lint` reporters read by the tools that consume them, from the repository root as CI runs them.

- JUnit: junitparser (PyPI, pinned in scripts/browser-tests.sh) is a real consumer: it must read one failed test
  case per finding, each naming an existing file.
- Checkstyle, GitLab Code Quality (Code Climate) and SonarQube's generic issue format have no schema we can run
  here, so each report is checked against the fields and values its documentation requires (cited per test), and
  every path must name a file that exists relative to the current directory (issue 18: CI annotates nothing
  otherwise).
- SARIF's schema test is test_sarif_schema.py; here, where its paths point.
"""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

from junitparser import Failure, JUnitXml

from conftest import REPO, quickactions_bin
from test_sarif_schema import CLEAN_INFO_PLIST


def lint(reporter: str, *paths: str, cwd: Path = REPO) -> str:
    completed = subprocess.run(
        [str(quickactions_bin()), "lint", *paths, "--reporter", reporter],
        capture_output=True, text=True, timeout=300, cwd=cwd,
    )
    assert completed.returncode in (0, 1), completed.stderr
    return completed.stdout


def json_findings(*paths: str, cwd: Path = REPO) -> list[dict]:
    return json.loads(lint("json", *paths, cwd=cwd))


def test_github_actions_annotates_files_that_exist():
    """The issue's case: `lint Examples/Chirp` must name Examples/Chirp/Chirp/…, not Chirp/…"""
    lines = lint("github-actions", "Examples/Chirp").splitlines()
    assert lines
    for line in lines:
        path = line.split("file=", 1)[1].split(",", 1)[0]
        assert (REPO / path).is_file(), line
        assert path.startswith("Examples/Chirp/Chirp/"), line


def test_paths_are_relative_to_the_current_directory_wherever_the_linted_folder_is():
    """From Examples/, linting Chirp names Chirp/Chirp/…; two paths keep the same rule."""
    from_examples = json_findings("Chirp", "Trailmix", cwd=REPO / "Examples")
    assert from_examples
    for finding in from_examples:
        assert (REPO / "Examples" / finding["file"]).is_file(), finding
        assert not finding["file"].startswith("/"), finding


def test_junit_is_read_by_junitparser():
    findings = json_findings("Examples")
    report = REPO / ".build" / "lint-junit.xml"
    report.write_text(lint("junit", "Examples"))
    xml = JUnitXml.fromfile(str(report))
    cases = [case for suite in xml for case in suite]
    assert len(cases) == len(findings) > 0
    for case, finding in zip(cases, findings):
        assert (REPO / case.classname).is_file(), case.classname
        assert case.name.startswith(finding["rule_id"])
        failures = [result for result in case.result if isinstance(result, Failure)]
        assert len(failures) == 1 and failures[0].message == finding["message"]


def test_junit_without_findings_is_one_passing_case(tmp_path):
    app = tmp_path / "Notes" / "Notes"
    app.mkdir(parents=True)
    (app / "Info.plist").write_text(CLEAN_INFO_PLIST)
    report = tmp_path / "junit.xml"
    report.write_text(lint("junit", str(tmp_path / "Notes")))
    cases = [case for suite in JUnitXml.fromfile(str(report)) for case in suite]
    assert len(cases) == 1 and cases[0].is_passed


def test_checkstyle_has_the_elements_consumers_read():
    """Checkstyle's XML (checkstyle.org, XMLLogger): <checkstyle><file name><error line column severity message
    source/></file></checkstyle>, severity one of error, warning, info, ignore."""
    findings = json_findings("Examples")
    root = ElementTree.fromstring(lint("checkstyle", "Examples"))
    assert root.tag == "checkstyle"
    errors = []
    for file in root.findall("file"):
        assert (REPO / file.get("name")).is_file(), file.get("name")
        for error in file.findall("error"):
            assert error.get("severity") in ("error", "warning", "info", "ignore")
            assert int(error.get("line")) >= 1 and error.get("message") and error.get("source").startswith("quickactions.")
            errors.append((file.get("name"), int(error.get("line")), error.get("message")))
    assert sorted(errors) == sorted((f["file"], f["line"], f["message"]) for f in findings)


def test_codeclimate_is_gitlab_code_quality():
    """GitLab's Code Quality report (docs.gitlab.com, "Code Quality report format"): a JSON array of objects with
    description, check_name, fingerprint (unique), severity (info, minor, major, critical, blocker), location.path
    and location.lines.begin."""
    issues = json.loads(lint("codeclimate", "Examples"))
    assert len(issues) == len(json_findings("Examples")) > 0
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)
    for issue in issues:
        assert issue["description"] and issue["check_name"] and issue["type"] == "issue"
        assert issue["severity"] in ("info", "minor", "major", "critical", "blocker")
        assert (REPO / issue["location"]["path"]).is_file()
        assert isinstance(issue["location"]["lines"]["begin"], int) and issue["location"]["lines"]["begin"] >= 1


def test_sonarqube_is_the_generic_issue_format():
    """SonarQube's generic issue import format since 10.3 (docs.sonarsource.com, "Generic issue import format"):
    rules {id, name, description, engineId, cleanCodeAttribute, impacts[{softwareQuality, severity}]}, issues
    {ruleId, primaryLocation {message, filePath, textRange {startLine (1-based), startColumn (0-based)}}}."""
    report = json.loads(lint("sonarqube", "Examples"))
    attributes = {"FORMATTED", "CONVENTIONAL", "IDENTIFIABLE", "CLEAR", "LOGICAL", "COMPLETE", "EFFICIENT",
                  "FOCUSED", "DISTINCT", "MODULAR", "TESTED", "LAWFUL", "TRUSTWORTHY", "RESPECTFUL"}
    rules = {rule["id"]: rule for rule in report["rules"]}
    for rule in report["rules"]:
        assert rule["name"] and rule["description"] and rule["engineId"] == "quickactions"
        assert rule["cleanCodeAttribute"] in attributes
        for impact in rule["impacts"]:
            assert impact["softwareQuality"] in ("SECURITY", "RELIABILITY", "MAINTAINABILITY")
            assert impact["severity"] in ("INFO", "LOW", "MEDIUM", "HIGH", "BLOCKER")
    findings = json_findings("Examples")
    assert len(report["issues"]) == len(findings) > 0
    for issue, finding in zip(report["issues"], findings):
        assert issue["ruleId"] in rules
        location = issue["primaryLocation"]
        assert (REPO / location["filePath"]).is_file() and location["message"] == finding["message"]
        assert location["textRange"]["startLine"] == finding["line"]
        assert location["textRange"]["startColumn"] == finding["column"] - 1


def test_sarif_paths_are_relative_to_srcroot():
    log = json.loads(lint("sarif", "Examples/Chirp"))
    run = log["runs"][0]
    root = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    assert root == REPO.as_uri() + "/"
    for result in run["results"]:
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert location["uriBaseId"] == "%SRCROOT%" and (REPO / location["uri"]).is_file()
        assert result["partialFingerprints"]["quickactionsFinding/v1"]
        assert run["tool"]["driver"]["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
    assert all(rule["helpUri"].endswith(f"/Documentation/rules/{rule['id']}.md")
               for rule in run["tool"]["driver"]["rules"])


class Collector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)


def test_html_is_one_page_with_the_menus_and_the_findings():
    page = lint("html", "Examples")
    parser = Collector()
    parser.feed(page)
    assert parser.tags.count("svg") >= 3, "a menu picture per example app"
    assert "script" not in parser.tags and "link" not in parser.tags, "self-contained"
    for finding in json_findings("Examples"):
        assert f"<code>{finding['file']}</code>" in page


def test_markdown_is_a_table_with_a_row_per_finding():
    report = lint("markdown", "Examples")
    rows = [line for line in report.splitlines() if line.startswith("| ⚠️") or line.startswith("| ❌")]
    assert len(rows) == len(json_findings("Examples"))
    assert report.startswith("### ")
