import Foundation
import PackagePlugin

/// `swift package quickactions-lint [PATH…] [lint options]`: runs `quickactions lint` on the package (or the given
/// paths) and fails when it finds errors.
@main
struct QuickActionsLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "quickactions")
        let paths = arguments.prefix { !$0.hasPrefix("-") }
        let options = arguments.dropFirst(paths.count)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + (paths.isEmpty ? [context.package.directoryURL.path] : Array(paths)) + options
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("quickactions lint exited with \(process.terminationStatus)")
        }
    }
}
