"""`quickactions lsp` driven by pygls's client, as an editor drives it: initialize, open, change, diagnostics, code
action, hover, shutdown and exit."""
import asyncio

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient
from server_fixtures import app, quickactions, run_async  # noqa: F401 (fixtures)


class Editor:
    """A pygls client that keeps the last diagnostics of each document, and lets a test wait for new ones."""

    def __init__(self):
        self.client = LanguageClient("quickactions-tests", "1")
        self.diagnostics = {}
        self.published = asyncio.Queue()

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def publish(params: lsp.PublishDiagnosticsParams):
            self.diagnostics[params.uri] = params.diagnostics
            self.published.put_nowait(params)

    async def start(self, binary, folder):
        await self.client.start_io(binary, "lsp")
        result = await self.client.initialize_async(
            lsp.InitializeParams(
                capabilities=lsp.ClientCapabilities(), root_uri=folder.as_uri(),
                workspace_folders=[lsp.WorkspaceFolder(uri=folder.as_uri(), name="app")]))
        self.client.initialized(lsp.InitializedParams())
        return result

    async def diagnostics_for(self, uri, timeout=60):
        while True:
            params = await asyncio.wait_for(self.published.get(), timeout)
            if params.uri == uri:
                return params.diagnostics

    def open(self, path, language="xml"):
        self.client.text_document_did_open(
            lsp.DidOpenTextDocumentParams(
                text_document=lsp.TextDocumentItem(
                    uri=path.as_uri(), language_id=language, version=1, text=path.read_text())))

    def change(self, path, text, version):
        self.client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=version),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))

    async def stop(self):
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await asyncio.wait_for(self.client.stop(), 30)


def line_of(text, fragment):
    return next(number for number, line in enumerate(text.splitlines()) if fragment in line)


def test_diagnostics_fixes_hover_and_shutdown(quickactions, app):
    async def run():
        editor = Editor()
        result = await editor.start(quickactions, app.parent)
        assert result.capabilities.hover_provider
        assert result.capabilities.code_action_provider
        plist = app / "Info.plist"
        uri = plist.as_uri()

        # Open: the findings of the file on disk, with the rule id, its place and the HIG citation.
        editor.open(plist)
        diagnostics = await editor.diagnostics_for(uri)
        ellipsis = next(d for d in diagnostics if d.code == "ascii_ellipsis")
        text = plist.read_text()
        assert ellipsis.range.start.line == line_of(text, "New Page...")
        assert text.splitlines()[ellipsis.range.start.line][ellipsis.range.start.character:ellipsis.range.end.character] == "New Page..."
        assert ellipsis.severity == lsp.DiagnosticSeverity.Warning
        assert ellipsis.source == "quickactions"
        assert ellipsis.code_description.href.endswith("ascii_ellipsis.md") or "ascii_ellipsis" in ellipsis.code_description.href
        assert ellipsis.related_information and "HIG" in ellipsis.related_information[0].message

        # Change (unsaved): an icon type that does not exist is judged from the editor's text.
        unsaved = text.replace("IconTypeCompose", "IconTypeQuill")
        editor.change(plist, unsaved, 2)
        diagnostics = await editor.diagnostics_for(uri)
        assert any(d.code == "unknown_icon_type" for d in diagnostics), [d.code for d in diagnostics]
        assert plist.read_text() == text, "the server must not write the file"

        # Code actions: a fix lint --fix would refuse (the German table looks the title up) is offered disabled,
        # with the reason; the one it makes is an edit of the unsaved text.
        def actions_for(diagnostic):
            return editor.client.text_document_code_action_async(
                lsp.CodeActionParams(
                    text_document=lsp.TextDocumentIdentifier(uri=uri), range=diagnostic.range,
                    context=lsp.CodeActionContext(diagnostics=[diagnostic])))

        ellipsis = next(d for d in diagnostics if d.code == "ascii_ellipsis")
        refused = [a for a in await actions_for(ellipsis) if "ascii_ellipsis" in a.title]
        assert refused and refused[0].edit is None and "InfoPlist" in refused[0].disabled.reason
        title_case = next(d for d in diagnostics if d.code == "title_case")
        fixes = [a for a in await actions_for(title_case) if a.edit and "title_case" in a.title]
        assert fixes
        edits = fixes[0].edit.changes[uri]
        assert len(edits) == 1
        lines = unsaved.splitlines()
        edit = edits[0]
        assert edit.range.start.line == edit.range.end.line == line_of(unsaved, "Search all pages")
        line = lines[edit.range.start.line]
        fixed_line = line[:edit.range.start.character] + edit.new_text + line[edit.range.end.character:]
        assert "<string>Search All Pages</string>" in fixed_line

        # Applying the edit clears that finding.
        lines[edit.range.start.line] = fixed_line
        editor.change(plist, "\n".join(lines) + "\n", 3)
        diagnostics = await editor.diagnostics_for(uri)
        assert not any(d.code == "title_case" for d in diagnostics)

        # Hover anywhere in an item's dictionary in Info.plist: that item, in the development language.
        current = "\n".join(lines) + "\n"
        key_line = line_of(current, "com.example.jotter.search") - 1
        hover = await editor.client.text_document_hover_async(
            lsp.HoverParams(text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=key_line, character=6)))
        assert hover is not None and "`com.example.jotter.search`" in hover.contents.value
        assert "item 2 of 3" in hover.contents.value and "(en" in hover.contents.value

        # Hover on the German title: the item as the menu draws it in German, truncated.
        strings = app / "de.lproj" / "InfoPlist.strings"
        editor.open(strings, "plaintext")
        await editor.diagnostics_for(strings.as_uri())
        hover = await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=strings.as_uri()),
                position=lsp.Position(line=0, character=3)))
        assert hover is not None
        assert "com.example.jotter.new" in hover.contents.value
        assert "(de" in hover.contents.value
        assert "truncated" in hover.contents.value
        assert " pt wide" in hover.contents.value

        # Hover on a phrase: what Siri does with it.
        swift = app / "JotterShortcuts.swift"
        editor.open(swift, "swift")
        swift_diagnostics = await editor.diagnostics_for(swift.as_uri())
        assert any(d.code == "phrase_missing_app_name" for d in swift_diagnostics)
        source = swift.read_text()
        hover = await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=swift.as_uri()),
                position=lsp.Position(line=line_of(source, "Start a timer in"), character=20)))
        assert hover is not None
        assert "Start Timer" in hover.contents.value
        assert "Start a timer in Jotter" in hover.contents.value
        assert "runs" in hover.contents.value
        # The phrase without the app's name yields nothing Siri takes.
        hover = await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=swift.as_uri()),
                position=lsp.Position(line=line_of(source, '"Start a timer"'), character=20)))
        assert "nothing people can say" in hover.contents.value

        # Hover in Swift: any line inside the construction's parentheses is that item; a line outside any is none.
        dynamic = app / "QuickActions.swift"
        editor.open(dynamic, "swift")
        await editor.diagnostics_for(dynamic.as_uri())
        code = dynamic.read_text()

        async def hover_at(path, line):
            return await editor.client.text_document_hover_async(
                lsp.HoverParams(
                    text_document=lsp.TextDocumentIdentifier(uri=path.as_uri()),
                    position=lsp.Position(line=line, character=12)))

        inside = await hover_at(dynamic, line_of(code, "localizedSubtitle: nil"))
        assert inside is not None and "`com.example.jotter.compose`" in inside.contents.value
        assert await hover_at(dynamic, line_of(code, "shortcutItems = [compose]")) is None
        assert await hover_at(dynamic, line_of(code, "let composeTitle")) is None

        # Hover on a String Catalog's key: the item whose title the code looks up with it.
        catalog = app / "Localizable.xcstrings"
        editor.open(catalog, "json")
        await editor.diagnostics_for(catalog.as_uri())
        on_key = await hover_at(catalog, line_of(catalog.read_text(), '"Compose" : {'))
        assert on_key is not None and "`com.example.jotter.compose`" in on_key.contents.value

        await editor.stop()
        assert editor.client._server.returncode == 0

    run_async(run)


def test_configuration_file_is_honoured(quickactions, app):
    async def run():
        (app.parent / ".quickactions.yml").write_text("disabled_rules:\n  - ascii_ellipsis\n")
        editor = Editor()
        await editor.start(quickactions, app.parent)
        plist = app / "Info.plist"
        editor.open(plist)
        diagnostics = await editor.diagnostics_for(plist.as_uri())
        assert not any(d.code == "ascii_ellipsis" for d in diagnostics)
        await editor.stop()

    run_async(run)


PROJECT_YML = """\
name: Jotter
options:
  bundleIdPrefix: com.example
targets:
  Jotter:
    type: application
    platform: iOS
    sources: [App]
    info:
      path: App/Info.plist
      properties:
        CFBundleDisplayName: Jotter
        UIApplicationShortcutItems:
          - UIApplicationShortcutItemType: com.example.jotter.new
            UIApplicationShortcutItemTitle: New page...
            UIApplicationShortcutItemIconType: UIApplicationShortcutIconTypeCompose
"""


def test_an_xcodegen_project_states_its_items(quickactions, tmp_path):
    """project.yml's `info.properties`: findings at the title in the YAML, its fixes offered disabled (lint --fix
    does not edit YAML), and a hover on the item's lines."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "App").mkdir()
    (tmp_path / "App" / "AppDelegate.swift").write_text("import UIKit\n")
    project = tmp_path / "project.yml"
    project.write_text(PROJECT_YML)

    async def run():
        editor = Editor()
        await editor.start(quickactions, tmp_path)
        editor.open(project, "yaml")
        diagnostics = await editor.diagnostics_for(project.as_uri())
        ellipsis = next(d for d in diagnostics if d.code == "ascii_ellipsis")
        line = PROJECT_YML.splitlines()[ellipsis.range.start.line]
        assert line[ellipsis.range.start.character:ellipsis.range.end.character] == "New page..."
        actions = await editor.client.text_document_code_action_async(
            lsp.CodeActionParams(
                text_document=lsp.TextDocumentIdentifier(uri=project.as_uri()), range=ellipsis.range,
                context=lsp.CodeActionContext(diagnostics=[ellipsis])))
        assert actions and all(a.edit is None and ".yml" in a.disabled.reason for a in actions)
        hover = await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=project.as_uri()),
                position=lsp.Position(line=ellipsis.range.start.line, character=20)))
        assert hover is not None and "`com.example.jotter.new`" in hover.contents.value
        await editor.stop()

    run_async(run)
