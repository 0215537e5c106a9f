import Foundation
import MCP
import Testing

@testable import QuickActionMCP

/// The tools' surface without a client: every tool has schemas that name what it requires, and a bad call is an
/// error result naming the problem (Tests/EditorServers drives the real process with the MCP Python SDK).
@Suite struct QuickActionToolsTests {
    @Test func everyToolDeclaresItsArgumentsAndResults() throws {
        let tools = QuickActionTools.tools
        #expect(tools.map(\.name) == ["menu", "lint", "preview", "launch", "siri", "shortcuts", "export"])
        for tool in tools {
            let input = try #require(tool.inputSchema.objectValue)
            #expect(input["type"] == "object")
            let required = (input["required"]?.arrayValue ?? []).compactMap { $0.stringValue }
            #expect(required.contains(tool.name == "siri" ? "paths" : "path"), "\(tool.name)")
            #expect(tool.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
            #expect(tool.annotations.readOnlyHint == !(tool.name == "lint" || tool.name == "export"))
        }
    }

    @Test func badCallsAreErrorResultsThatNameTheProblem() {
        let tools = QuickActionTools(workingDirectory: "/")
        func message(_ name: String, _ arguments: [String: Value]) -> String? {
            let result = tools.call(name, arguments: arguments)
            guard result.isError == true, case .text(let text, _, _) = result.content.first else { return nil }
            return text
        }
        #expect(message("nope", [:])?.contains("no tool 'nope'") == true)
        #expect(message("menu", [:])?.contains("path is required") == true)
        #expect(message("menu", ["path": 1])?.contains("path must be a string") == true)
        #expect(message("siri", ["paths": ["a", 2]])?.contains("paths must be an array of strings") == true)
        #expect(message("menu", ["path": "/x", "locale": "not a locale!"])?.contains("language identifier") == true)
        #expect(message("export", ["path": "/x", "format": "palm"])?.contains("format must be one of") == true)
        #expect(message("menu", ["path": "/no/such/app"])?.contains("/no/such/app") == true)
    }

    @Test func anExportRefusalSaysWhatTheCommandNotesBeforeIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Jotter</string>\
            <key>CFBundlePackageType</key><string>APPL</string></dict></plist>
            """
        try plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let swift = """
            import UIKit
            func register(_ titles: Titles) {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "add", localizedTitle: titles.add(), localizedSubtitle: nil, icon: nil)
                ]
            }
            """
        try swift.write(to: folder.appendingPathComponent("Q.swift"), atomically: true, encoding: .utf8)
        let result = QuickActionTools(workingDirectory: folder.path).call(
            "export", arguments: ["path": ".", "format": "android", "include_dynamic": true])
        #expect(result.isError == true)
        guard case .text(let text, _, _)? = result.content.first else {
            Issue.record("no text")
            return
        }
        #expect(text.contains("no valid static quick actions"))
        #expect(text.contains("computed at run time"), "the note that says why: \(text)")
    }
}
