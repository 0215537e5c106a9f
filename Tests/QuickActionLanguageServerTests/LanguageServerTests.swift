import Foundation
import Testing

@testable import QuickActionLanguageServer

/// The server's contract driven message by message, without a process: the protocol's life cycle and errors, and
/// diagnostics from unsaved text (Tests/EditorServers drives the real process with pygls). Serialized: each server
/// gives `ProjectFile` its open documents' texts, process-wide.
@Suite(.serialized) struct LanguageServerTests {
    private func message(_ json: String) -> Data { Data(json.utf8) }

    private func object(_ data: Data) throws -> [String: Any] {
        let decoded = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(decoded)
    }

    /// The first message of `messages`, decoded.
    private func first(_ messages: [Data]) throws -> [String: Any] {
        let message = try #require(messages.first)
        return try object(message)
    }

    @Test func requestsBeforeInitializeAreRefusedAndUnknownOnesAnswered() throws {
        let server = LanguageServer()
        let early = try object(
            try #require(
                server.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)).first))
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        let initialized = server.handle(
            message(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"rootUri":"file:///tmp"}}"#))
        let capabilities = try #require(
            (try object(initialized[0])["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        let unknown = try object(
            server.handle(message(#"{"jsonrpc":"2.0","id":"x","method":"workspace/symbol","params":{}}"#))[0])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(unknown["id"] as? String == "x")
        // An unknown notification is ignored, and a message that is not JSON is a parse error with a null id.
        #expect(server.handle(message(#"{"jsonrpc":"2.0","method":"$/progress","params":{}}"#)).isEmpty)
        let garbage = try object(server.handle(message("{not json"))[0])
        #expect((garbage["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(garbage["id"] is NSNull)
    }

    @Test func exitAfterShutdownEndsWithZeroAndWithoutItWithOne() throws {
        let polite = LanguageServer()
        _ = polite.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#))
        let shutdown = try object(polite.handle(message(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))[0])
        #expect(shutdown.keys.contains("result") && shutdown["result"] is NSNull)
        _ = polite.handle(message(#"{"jsonrpc":"2.0","method":"exit"}"#))
        #expect(polite.exitCode == 0)
        let abrupt = LanguageServer()
        _ = abrupt.handle(message(#"{"jsonrpc":"2.0","method":"exit"}"#))
        #expect(abrupt.exitCode == 1)
    }

    @Test func diagnosticsFollowTheUnsavedTextAndCloseClearsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let text = Self.infoPlist(title: "Compose")
        try text.write(to: plist, atomically: true, encoding: .utf8)
        let server = LanguageServer()
        _ = server.handle(
            message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)"}}"#)
        )
        func send(_ method: String, _ params: [String: Any]) throws {
            let data = try JSONSerialization.data(withJSONObject: [
                "jsonrpc": "2.0", "method": method, "params": params,
            ])
            #expect(server.handle(data).isEmpty)
        }
        func codes() throws -> [String] {
            let params = try #require(try first(server.lintPending())["params"] as? [String: Any])
            return (params["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }
        try send("textDocument/didOpen", ["textDocument": ["uri": plist.absoluteString, "version": 1, "text": text]])
        #expect(server.hasPendingLint)
        #expect(try !codes().contains("ascii_ellipsis"))
        // Typed, not saved: the finding is the unsaved text's; the file on disk is unchanged.
        try send(
            "textDocument/didChange",
            [
                "textDocument": ["uri": plist.absoluteString, "version": 2],
                "contentChanges": [["text": Self.infoPlist(title: "Compose...")]],
            ])
        #expect(try codes().contains("ascii_ellipsis"))
        #expect(try String(contentsOf: plist, encoding: .utf8) == text)
        #expect(!server.hasPendingLint)
        let closed = server.handle(
            message(
                #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(plist.absoluteString)"}}}"#
            ))
        let cleared = try #require(try first(closed)["params"] as? [String: Any])
        #expect((cleared["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func aTitleComputedAtRunTimeIsNotClaimedMeasured() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.infoPlist(title: "Compose").write(
            to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let swift = folder.appendingPathComponent("QuickActions.swift")
        let source = """
            import UIKit

            func register(_ titles: Titles) {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "add", localizedTitle: titles.add(), localizedSubtitle: nil, icon: nil)
                ]
            }

            """
        try source.write(to: swift, atomically: true, encoding: .utf8)
        let server = LanguageServer()
        _ = server.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#))
        let open: [String: Any] = [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": swift.absoluteString, "version": 1, "text": source]],
        ]
        _ = server.handle(try JSONSerialization.data(withJSONObject: open))
        _ = server.lintPending()
        let hover: [String: Any] = [
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": swift.absoluteString], "position": ["line": 4, "character": 20]],
        ]
        let result = try first(server.handle(try JSONSerialization.data(withJSONObject: hover)))["result"]
        let contents = (result as? [String: Any])?["contents"] as? [String: Any]
        let value = try #require(contents?["value"] as? String)
        #expect(value.contains("`add`"))
        #expect(value.contains("Title: computed at run time"))
        #expect(!value.contains("Title: “"), "no width or truncation is claimed for an expression")
    }

    @Test func aBrokenConfigurationIsTheDiagnosticAndAFixedOneAppliesAtTheNextLint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let text = Self.infoPlist(title: "Compose...")
        try text.write(to: plist, atomically: true, encoding: .utf8)
        let configuration = folder.appendingPathComponent(".quickactions.yml")
        try "disabled_rules: [ascii_ellipsis\n".write(to: configuration, atomically: true, encoding: .utf8)
        let server = LanguageServer()
        _ = server.handle(
            message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)"}}"#)
        )
        let open: [String: Any] = [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": plist.absoluteString, "version": 1, "text": text]],
        ]
        _ = server.handle(try JSONSerialization.data(withJSONObject: open))
        func diagnostics() throws -> [[String: Any]] {
            let params = try #require(try first(server.lintPending())["params"] as? [String: Any])
            return params["diagnostics"] as? [[String: Any]] ?? []
        }
        let broken = try diagnostics()
        #expect(broken.count == 1 && broken.first?["code"] as? String == "configuration")
        #expect((broken.first?["message"] as? String)?.contains(".quickactions.yml") == true)
        try "disabled_rules: [ascii_ellipsis]\n".write(to: configuration, atomically: true, encoding: .utf8)
        _ = server.handle(
            message(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[]}}"#))
        #expect(
            try diagnostics().allSatisfy {
                $0["code"] as? String != "ascii_ellipsis" && $0["code"] as? String != "configuration"
            })
    }

    static func infoPlist(title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Jotter</string>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.compose</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>\(title)</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nowhere/x.swift"},"position":{"line":-5,"character":-1}}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":7}}}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":null}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///nowhere/y.plist"},"contentChanges":[{"text":"x"}]}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"not a uri","text":"\u0000"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"not a uri"},"contentChanges":[{"range":{"start":{"line":99,"character":-3},"end":{"line":-1,"character":99}},"text":"é"}]}}"#,
        #"[1,2,3]"#,
        #"{"jsonrpc":"2.0","id":{"nested":true},"method":"shutdown"}"#,
    ])
    /// Messages no editor should send each get an answer or are ignored; none stops the server.
    func hostileMessagesAreAnsweredOrIgnored(_ json: String) throws {
        let server = LanguageServer()
        _ = server.handle(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        for answer in server.handle(Data(json.utf8)) {
            let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any]
            #expect(object?["jsonrpc"] as? String == "2.0")
        }
        _ = server.lintPending()
        #expect(server.exitCode == nil)
    }
}
