import Foundation
import MCP
import QuickActionLint

extension QuickActionTools {
    /// Serves the tools on standard input and output (MCP's stdio transport) until the client closes the stream.
    /// Requests may run at the same time; each tool call reads and computes on its own values.
    public func serve() async throws {
        let server = Server(
            name: "quickactions", version: QuickActionsTool.version,
            instructions: """
                Tools for iOS Home Screen quick actions and App Shortcuts. Give each tool the path of an app's \
                Xcode project, project.yml, Project.swift or folder.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: Self.tools) }
        let tools = self
        await server.withMethodHandler(CallTool.self) { params in
            tools.call(params.name, arguments: params.arguments)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
