import Foundation
import PackagePlugin

/// Runs `quickactions lint` on a target's folder as part of its build; findings are printed as
/// `path:line:col: warning: …` diagnostics (which Xcode and SwiftPM show), and an error fails the build. The
/// findings are also written as a baseline file, the command's output.
@main
struct QuickActionsLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "quickactions")
        let findings = context.pluginWorkDirectoryURL.appendingPathComponent("quickactions-findings.json")
        let inputs = target.sourceFiles.map(\.url)
        return [
            .buildCommand(
                displayName: "quickactions lint \(target.name)",
                executable: tool.url,
                arguments: ["lint", target.directoryURL.path, "--write-baseline", findings.path],
                inputFiles: inputs,
                outputFiles: [findings])
        ]
    }
}
