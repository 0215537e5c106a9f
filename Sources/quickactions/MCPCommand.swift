import ArgumentParser
import Foundation
import QuickActionMCP
import XcodeProject

/// `quickactions mcp`: the Model Context Protocol server on standard input and output (Documentation/agents.md).
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "A Model Context Protocol server on standard input and output, for coding agents.",
        discussion: """
            Offers the tools menu, lint (with fixes), preview (a PNG), launch, siri, shortcuts and export, each with \
            a JSON Schema for its arguments and results. Apps are read, and export writes, only inside the \
            repositories of the given folders (default: the current folder's). Documentation/agents.md shows the client configuration.
            """)

    @Argument(
        help: "Folders whose repositories the tools may read (default: the current folder).", completion: .directory)
    var roots: [String] = ["."]

    func run() throws {
        // As every command: the apps' files are read only inside these repositories (issue 34); the tools check
        // their paths and export's output against the same boundary before using them.
        ProjectFile.confine(to: RepositoryBoundary(repositoriesOf: roots))
        // The other commands are synchronous, so the root command is too: this one waits for its server here.
        let finished = DispatchSemaphore(value: 0)
        let outcome = ServeOutcome()
        Task {
            do { try await QuickActionTools().serve() } catch { outcome.record(error) }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error { throw error }
    }
}

/// The error the server stopped with, handed from its task to the waiting command.
private final class ServeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: (any Error)?

    var error: (any Error)? { lock.withLock { recorded } }

    func record(_ error: any Error) { lock.withLock { recorded = error } }
}
