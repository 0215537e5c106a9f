import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import XcodeProject

/// `quickactions lsp`: the Language Server Protocol over one stream of messages, for the files of an app (Info.plist,
/// strings files and catalogs, `AppShortcuts.strings`, Swift files with quick actions or App Shortcuts, `project.yml`).
///
/// Contract: `handle(_:)` takes one message's JSON and returns what to write back, in order: responses to requests
/// at once, diagnostics only when `lintPending()` is called, which a connection does once no further message is
/// waiting (so a burst of keystrokes is linted once, for its last text). Every open document's unsaved text is what
/// the readers see (`ProjectFile.useUnsavedContents`), so diagnostics, fixes and hovers are those of what is typed.
/// The findings are `LintRun`'s, with the configuration files of the workspace (`.quickactions.yml`) as `lint`
/// finds them; nothing here judges an app on its own. After `exit`, `exitCode` says how the process should end.
public final class LanguageServer {
    /// How the server reads apps: the project options `lint` takes (target, configuration, xcconfig).
    public var reader: ProjectReader
    /// Called with the workspace's folder once the client names it (`initialize`), before anything is read: the
    /// command confines reading to its repository there, as every command does (`ProjectFile.confine(to:)`).
    public var onWorkspace: (String) -> Void

    /// nil until `exit`; then 0 when `shutdown` came first, 1 otherwise (LSP "exit").
    public private(set) var exitCode: Int32?

    var workspace = FileManager.default.currentDirectoryPath
    var isInitialized = false
    var isShutDown = false
    /// Open documents by standardized path.
    var documents: [String: OpenDocument] = [:]
    /// App folders whose documents changed since they were last linted.
    var pendingRoots: Set<String> = []
    /// The last findings of each open document, for its code actions.
    var findingsByPath: [String: [Finding]] = [:]

    struct OpenDocument {
        var uri: String
        var version: Int?
        var text: DocumentText
        /// The folder of the app the document belongs to: linted together with the app's other open documents.
        var root: String?
    }

    public init(reader: ProjectReader = ProjectReader(), onWorkspace: @escaping (String) -> Void = { _ in }) {
        self.reader = reader
        self.onWorkspace = onWorkspace
    }

    /// Whether some change waits for `lintPending()`.
    public var hasPendingLint: Bool { !pendingRoots.isEmpty }

    /// The messages to write in answer to `message`.
    public func handle(_ message: Data) -> [Data] {
        let envelope: IncomingEnvelope
        do {
            envelope = try JSONDecoder().decode(IncomingEnvelope.self, from: message)
        } catch {
            return [
                OutgoingMessage.error(id: nil, .parseError, "not a JSON-RPC message: \(error.localizedDescription)")
            ]
        }
        guard let method = envelope.method else { return [] }  // A response to a request of ours: none are sent.
        let id = envelope.id
        if exitCode != nil { return [] }
        guard isInitialized || method == "initialize" || method == "exit" else {
            return id.map { [OutgoingMessage.error(id: $0, .serverNotInitialized, "initialize comes first")] } ?? []
        }
        do {
            switch method {
            case "initialize":
                let params = try decode(InitializeParams.self, message)
                return [OutgoingMessage.response(id: try required(id), result: initialize(params))]
            case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration",
                "workspace/didChangeWatchedFiles":
                // Configuration files are read again at every lint, so nothing is remembered to forget.
                if method == "workspace/didChangeWatchedFiles" || method == "workspace/didChangeConfiguration" {
                    pendingRoots.formUnion(documents.values.compactMap(\.root))
                }
                return []
            case "shutdown":
                isShutDown = true
                return [OutgoingMessage.response(id: try required(id), result: String?.none)]
            case "exit":
                exitCode = isShutDown ? 0 : 1
                return []
            case "textDocument/didOpen":
                open(try decode(DidOpenParams.self, message).textDocument)
                return []
            case "textDocument/didChange":
                change(try decode(DidChangeParams.self, message))
                return []
            case "textDocument/didSave":
                let path = Self.path(ofURI: try decode(DocumentParams.self, message).textDocument.uri)
                if let root = documents[path]?.root { pendingRoots.insert(root) }
                return []
            case "textDocument/didClose":
                return close(try decode(DocumentParams.self, message).textDocument.uri)
            case "textDocument/codeAction":
                return [
                    OutgoingMessage.response(
                        id: try required(id), result: codeActions(try decode(CodeActionParams.self, message)))
                ]
            case "textDocument/hover":
                return [
                    OutgoingMessage.response(
                        id: try required(id), result: hover(try decode(PositionParams.self, message)))
                ]
            default:
                // LSP: a notification the server does not know is ignored; a request is answered with an error.
                return id.map { [OutgoingMessage.error(id: $0, .methodNotFound, "\(method) is not supported")] } ?? []
            }
        } catch let error as BadParameters {
            return id.map { [OutgoingMessage.error(id: $0, .invalidParams, error.message)] }
                ?? [
                    OutgoingMessage.notification(
                        "window/logMessage", ShowMessageParams(type: 1, message: error.message))
                ]
        } catch {
            return id.map { [OutgoingMessage.error(id: $0, .internalError, "\(error)")] } ?? []
        }
    }

    struct BadParameters: Error {
        var message: String
    }

    private func decode<Parameters: Decodable>(_ type: Parameters.Type, _ message: Data) throws -> Parameters {
        do {
            return try JSONDecoder().decode(IncomingParameters<Parameters>.self, from: message).params
        } catch {
            throw BadParameters(message: "the parameters are not those of the method: \(error)")
        }
    }

    private func required(_ id: RequestID?) throws -> RequestID {
        guard let id else { throw BadParameters(message: "a request without an id") }
        return id
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        let folder =
            params.workspaceFolders?.first.map { Self.path(ofURI: $0.uri) }
            ?? params.rootUri.map(Self.path(ofURI:)) ?? params.rootPath
        if let folder { workspace = folder }
        onWorkspace(workspace)
        isInitialized = true
        return InitializeResult(serverInfo: .init(name: "quickactions", version: QuickActionsTool.version))
    }

    // MARK: Documents

    private func open(_ item: TextDocumentItem) {
        let path = Self.path(ofURI: item.uri)
        documents[path] = OpenDocument(
            uri: item.uri, version: item.version, text: DocumentText(item.text, path: path),
            root: Self.appRoot(of: path))
        documentsChanged()
        if let root = documents[path]?.root { pendingRoots.insert(root) }
    }

    private func change(_ params: DidChangeParams) {
        let path = Self.path(ofURI: params.textDocument.uri)
        guard var document = documents[path] else { return }
        var text = document.text.text
        for change in params.contentChanges {
            text = change.range.map { document.text.applying($0, change.text) } ?? change.text
            document.text = DocumentText(text, path: path)
        }
        document.version = params.textDocument.version
        documents[path] = document
        documentsChanged()
        if let root = document.root { pendingRoots.insert(root) }
    }

    private func close(_ uri: String) -> [Data] {
        let path = Self.path(ofURI: uri)
        guard let document = documents.removeValue(forKey: path) else { return [] }
        findingsByPath[path] = nil
        documentsChanged()
        // The file on disk is what the app's other documents see now.
        if let root = document.root, documents.values.contains(where: { $0.root == root }) { pendingRoots.insert(root) }
        return [
            OutgoingMessage.notification(
                "textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        ]
    }

    private func documentsChanged() {
        ProjectFile.useUnsavedContents(documents.mapValues { Data($0.text.text.utf8) })
    }

    /// The folder of the app `path` belongs to: the project file's folder for a project file, else the nearest
    /// folder above it with a project or an Info.plist (`lint FILE` finds it the same way).
    static func appRoot(of path: String) -> String? {
        if ProjectReader.isProjectFile(path) { return (path as NSString).deletingLastPathComponent }
        return ProjectReader.appRoot(of: path)
    }

    /// The file path of a `file:` URI (percent escapes decoded); anything else is taken as a path.
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri) else { return standardized(uri) }
        return standardized(url.path)
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
