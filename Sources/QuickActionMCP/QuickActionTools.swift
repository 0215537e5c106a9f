import AppProject
import Foundation
import HomeScreen
import MCP
import QuickActionExport
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import XcodeProject

/// The tools `quickactions mcp` offers a coding agent: one per command (menu, lint with its fixes, preview, launch,
/// siri, shortcuts, export), each with a JSON Schema for its arguments and for its structured result, and each a
/// call into the same library the command calls. A bad path or argument is an error result naming the problem
/// (`isError`); the server serves on.
public struct QuickActionTools: Sendable {
    /// The folder relative paths are read from (the server's current folder).
    public var workingDirectory: String

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// Every tool, as `tools/list` gives them.
    public static var tools: [Tool] { ToolName.allCases.map(\.tool) }

    /// The result of `tools/call`: the tool's text and structured content, or an error result.
    public func call(_ name: String, arguments: [String: Value]?) -> CallTool.Result {
        guard let tool = ToolName(rawValue: name) else {
            return Self.failure(
                "no tool '\(name)'; the tools are \(ToolName.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let arguments = ToolArguments(values: arguments ?? [:])
        do {
            return try run(tool, arguments)
        } catch let error as any UserFacingError {
            return Self.failure("\(error)")
        } catch {
            return Self.failure("\(error)")
        }
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [Self.text("error: \(message)")], isError: true)
    }

    private func run(_ tool: ToolName, _ arguments: ToolArguments) throws -> CallTool.Result {
        switch tool {
        case .menu: try menu(arguments)
        case .lint: try lint(arguments)
        case .preview: try preview(arguments)
        case .launch: try launch(arguments)
        case .siri: try siri(arguments)
        case .shortcuts: try shortcuts(arguments)
        case .export: try export(arguments)
        }
    }

    // MARK: Shared pieces

    /// `path` (the argument `name`) as the server reads or writes it: relative to its working folder, and refused
    /// unless it leads inside the repositories reading is confined to (`ProjectFile.confinement`), before anything
    /// in it is listed, read or written.
    func inside(_ path: String, argument name: String) throws(ToolArguments.Invalid) -> String {
        let full = path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
        if let boundary = ProjectFile.confinement, !boundary.admits(full) {
            throw ToolArguments.Invalid(
                description: "\(name) \(path) is outside the folders this server may use ("
                    + boundary.folders.joined(separator: ", ")
                    + "); start the server with its folder too: quickactions mcp FOLDER...")
        }
        return full
    }

    func reader(_ arguments: ToolArguments) throws -> ProjectReader {
        ProjectReader(
            targetName: try arguments.string("target"), configuration: try arguments.string("configuration"))
    }

    func readProjectApp(_ arguments: ToolArguments) throws -> ProjectApp {
        try reader(arguments).readProjectApp(at: inside(try arguments.requiredString("path"), argument: "path"))
    }

    /// A result with `text` for people and `json` (an encoded object) as the structured content.
    static func result(text: String, json: Data, extra: [Tool.Content] = []) throws -> CallTool.Result {
        let structured = try JSONDecoder().decode(Value.self, from: json)
        return CallTool.Result(content: [Self.text(text)] + extra, structuredContent: structured as Value?)
    }

    /// Text content (the SDK's shorthand is deprecated).
    static func text(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

    static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }
}
