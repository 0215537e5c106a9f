import Foundation

// The parts of the Language Server Protocol 3.17 this server speaks, named as the specification names them.

struct Position: Codable, Hashable, Sendable {
    /// Zero-based.
    var line: Int
    /// Zero-based, in UTF-16 code units (the protocol's default position encoding).
    var character: Int
}

struct Range: Codable, Hashable, Sendable {
    var start: Position
    var end: Position

    func overlaps(_ other: Range) -> Bool {
        !(end.line < other.start.line || (end.line == other.start.line && end.character < other.start.character)
            || other.end.line < start.line
            || (other.end.line == start.line && other.end.character < start.character))
    }
}

struct Location: Codable, Hashable, Sendable {
    var uri: String
    var range: Range
}

struct TextDocumentIdentifier: Codable, Sendable {
    var uri: String
}

struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

struct DidOpenParams: Codable, Sendable {
    var textDocument: TextDocumentItem
}

struct DidChangeParams: Codable, Sendable {
    struct Change: Codable, Sendable {
        /// Present for an incremental change; the server asks for whole texts, but applies either.
        var range: Range?
        var text: String
    }
    struct VersionedDocument: Codable, Sendable {
        var uri: String
        var version: Int?
    }
    var textDocument: VersionedDocument
    var contentChanges: [Change]
}

struct DocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

struct PositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct CodeActionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var range: Range
}

struct InitializeParams: Codable, Sendable {
    struct WorkspaceFolder: Codable, Sendable {
        var uri: String
    }
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
}

struct InitializeResult: Encodable, Sendable {
    struct Capabilities: Encodable, Sendable {
        struct Sync: Encodable, Sendable {
            var openClose = true
            /// 1: each change sends the whole text.
            var change = 1
            var save = true
        }
        struct CodeActionOptions: Encodable, Sendable {
            var codeActionKinds = ["quickfix"]
        }
        var positionEncoding = "utf-16"
        var textDocumentSync = Sync()
        var hoverProvider = true
        var codeActionProvider = CodeActionOptions()
    }
    struct ServerInfo: Encodable, Sendable {
        var name: String
        var version: String
    }
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
}

struct Diagnostic: Codable, Hashable, Sendable {
    struct CodeDescription: Codable, Hashable, Sendable {
        var href: String
    }
    struct RelatedInformation: Codable, Hashable, Sendable {
        var location: Location
        var message: String
    }
    var range: Range
    /// 1 error, 2 warning.
    var severity: Int
    var code: String
    var codeDescription: CodeDescription?
    var source = "quickactions"
    var message: String
    var relatedInformation: [RelatedInformation]?
}

struct PublishDiagnosticsParams: Encodable, Sendable {
    var uri: String
    var version: Int?
    var diagnostics: [Diagnostic]
}

struct TextEdit: Codable, Hashable, Sendable {
    var range: Range
    var newText: String
}

struct CodeAction: Encodable, Sendable {
    struct WorkspaceEdit: Encodable, Sendable {
        var changes: [String: [TextEdit]]
    }
    struct Disabled: Encodable, Sendable {
        var reason: String
    }
    var title: String
    var kind = "quickfix"
    var diagnostics: [Diagnostic]
    var isPreferred: Bool?
    var edit: WorkspaceEdit?
    var disabled: Disabled?
}

struct Hover: Encodable, Sendable {
    struct Contents: Encodable, Sendable {
        var kind = "markdown"
        var value: String
    }
    var contents: Contents
    var range: Range?
}

struct ShowMessageParams: Encodable, Sendable {
    /// 1 error, 2 warning, 3 info.
    var type: Int
    var message: String
}
