"""`quickactions mcp` driven by the official MCP Python SDK's client: initialize, list the tools, call each, and
error results for a bad path and a bad argument after which the server serves on."""
import base64
from pathlib import Path

import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from server_fixtures import app, quickactions, run_async  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {"menu", "lint", "preview", "launch", "siri", "shortcuts", "export"}


def call_all(binary, app, calls):
    """Runs `calls` (name, arguments) in one session; returns the tools listed and each result."""

    async def run():
        parameters = StdioServerParameters(command=binary, args=["mcp", str(ROOT), str(app.parent)], cwd=str(ROOT))
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                initialized = await session.initialize()
                assert initialized.serverInfo.name == "quickactions"
                listed = await session.list_tools()
                results = [await session.call_tool(name, arguments) for name, arguments in calls]
                return listed.tools, results

    return run_async(run)


def text(result):
    return "".join(content.text for content in result.content if content.type == "text")


def test_every_tool_with_schemas_and_structured_results(quickactions, app):
    calls = [
        ("menu", {"path": "Examples/Chirp", "locale": "de"}),
        ("lint", {"path": str(app), "fix": "preview"}),
        ("preview", {"path": "Examples/Chirp", "appearance": "dark", "scale": 1}),
        ("launch", {"path": "Examples/Chirp", "item": "com.example.chirp.new-message"}),
        ("siri", {"paths": [str(app)], "utterance": "Start a timer in Jotter"}),
        ("shortcuts", {"path": str(app)}),
        ("export", {"path": "Examples/Chirp", "format": "web-manifest"}),
    ]
    tools, results = call_all(quickactions, app, calls)
    by_name = {tool.name: tool for tool in tools}
    assert set(by_name) == TOOLS
    for tool in tools:
        jsonschema.Draft202012Validator.check_schema(tool.inputSchema)
        jsonschema.Draft202012Validator.check_schema(tool.outputSchema)
    for (name, arguments), result in zip(calls, results):
        assert not result.isError, (name, text(result))
        jsonschema.validate(arguments, by_name[name].inputSchema)
        jsonschema.validate(result.structuredContent, by_name[name].outputSchema)
    menu, lint, preview, launch, siri, shortcuts, export = (r.structuredContent for r in results)

    assert menu["locale"] == "de" and menu["appName"] == "Chirp"
    assert [item["type"] for item in menu["items"]][0] == "com.example.chirp.new-message"

    rules = {finding["rule_id"] for finding in lint["findings"]}
    assert {"ascii_ellipsis", "title_case", "phrase_missing_app_name"} <= rules
    assert lint["applied"] is False
    assert any("Search All Pages" in fix["diff"] for fix in lint["fixes"])
    assert any(refused["rule_id"] == "ascii_ellipsis" for refused in lint["not_fixed"])
    assert "Search all pages" in (app / "Info.plist").read_text(), "preview must not write"

    images = [content for content in results[2].content if content.type == "image"]
    assert len(images) == 1 and images[0].mimeType == "image/png"
    assert base64.b64decode(images[0].data).startswith(b"\x89PNG\r\n\x1a\n")
    assert preview["appearance"] == "dark" and preview["width"] > 100

    assert launch["item"]["type"] == "com.example.chirp.new-message"
    assert launch["outcome"]["verdict"] == "runs_once" and "runs once" in text(results[3])

    assert siri["outcome"] == "run"
    assert "Start Timer" in text(results[4])

    assert shortcuts["appName"] == "Jotter"
    assert any("Start a timer in Jotter" in phrase for entry in shortcuts["spotlight"] for phrase in entry["phrases"])

    assert any(file["path"].endswith(".webmanifest") or file["path"].endswith(".json") for file in export["files"])
    assert export["written"] == []


def test_lint_apply_writes_the_fixes(quickactions, app):
    _, (result,) = call_all(quickactions, app, [("lint", {"path": str(app), "fix": "apply"})])
    assert not result.isError, text(result)
    assert result.structuredContent["applied"] is True
    assert "<string>Search All Pages</string>" in (app / "Info.plist").read_text()
    assert "title_case" not in {finding["rule_id"] for finding in result.structuredContent["findings"]}


def test_errors_name_the_problem_and_the_server_serves_on(quickactions, app, tmp_path_factory):
    # An app outside the folders the server was given: its files are not read (issue 34's boundary).
    outside = tmp_path_factory.mktemp("outside")
    (outside / ".git").mkdir()
    (outside / "Info.plist").write_text((app / "Info.plist").read_text())
    calls = [
        ("menu", {"path": "Examples/NoSuchApp"}),
        ("menu", {"path": 42}),
        ("menu", {"path": "Examples/Chirp", "phase": "asleep"}),
        ("launch", {"path": "Examples/Chirp", "item": "com.example.nothing"}),
        ("frobnicate", {}),
        ("preview", {"path": "Examples/Chirp", "scale": 9}),
        ("menu", {"path": str(outside)}),
        ("lint", {"path": str(outside / "Info.plist")}),
        ("export", {"path": str(app), "format": "plist", "output": str(outside / "out")}),
        ("export", {"path": str(app), "format": "plist", "output": "../../../../../../tmp"}),
        ("menu", {"path": "Examples/Chirp"}),
    ]
    _, results = call_all(quickactions, app, calls)
    messages = [text(result) for result in results]
    assert all(result.isError for result in results[:-1]), messages
    assert "NoSuchApp" in messages[0]
    assert "path must be a string" in messages[1]
    assert "phase must be one of" in messages[2] and "asleep" in messages[2]
    assert "com.example.nothing" in messages[3]
    assert "no tool 'frobnicate'" in messages[4]
    assert "scale must be" in messages[5]
    # Outside the folders the server was given: refused before anything there is listed, read or written.
    for message in messages[6:10]:
        assert "outside the folders this server may use" in message, message
    assert "Info.plist" not in messages[6]
    assert not (outside / "out").exists()
    assert not results[-1].isError and results[-1].structuredContent["appName"] == "Chirp"
