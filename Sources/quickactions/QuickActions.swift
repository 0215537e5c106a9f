import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionExport
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import XcodeProject

/// The `quickactions` command: dispatches to one subcommand per file.
///
/// Exit codes (DESIGN.md): 0 success, 1 findings or a failed check, 2 a usage error or unreadable input. Errors are
/// one line on standard error naming the file (and line where known); nothing is written to standard output then.
@main
struct QuickActions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quickactions",
        abstract: "Tools for iOS Home Screen quick actions and App Shortcuts.",
        version: QuickActionsTool.version,
        subcommands: [
            MenuCommand.self, LaunchCommand.self, SiriCommand.self, ShortcutsCommand.self, PreviewCommand.self,
            LintCommand.self, RulesCommand.self, ServeCommand.self, ExportCommand.self, ImportCommand.self,
            LanguageServerCommand.self, MCPCommand.self,
        ])

    static func main() {
        Diagnostics.bootstrap()
        // A command that measures text starts loading the fonts on the second core now, while the command line is
        // parsed (swift-argument-parser's reflection, about 6 ms on one core). Named by its first argument, as the
        // parser will find it; a wrong guess costs only the idle core's time.
        if let name = CommandLine.arguments.dropFirst().first, textMeasuringCommands.contains(name) {
            TextMeasurer.prefetch()
        }
        do {
            var command = try parseAsRoot()
            (command as? any DiagnosticCommand)?.diagnostics.apply()
            if let reader = command as? any RepositoryCommand { ProjectFile.confine(to: reader.boundary) }
            try command.run()
        } catch let error as ExitCode {
            // A command's own exit status (lint found errors): nothing more to print. Caught first: a cast to a type
            // is a comparison, while one to a protocol scans the binary's conformance records the first time.
            Foundation.exit(error.rawValue)
        } catch let error as any UserFacingError {
            fail("error: \(error)" + (error.remedy.map { " (\($0.option))" } ?? ""))
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = fullMessage(for: error)
            // ArgumentParser reports usage errors with EX_USAGE (64); DESIGN.md asks for 2.
            fail(
                message.isEmpty ? "error: \(error)" : oneLine(message),
                code: code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// The subcommands that measure text with the fonts (`TextMeasurer.make()`).
    static let textMeasuringCommands: Set<String> = Set(
        [MenuCommand.configuration, PreviewCommand.configuration, LintCommand.configuration].compactMap(\.commandName))

    /// A usage error on one line with where to read more: ArgumentParser's message spans lines (the error, the
    /// option's help, the usage and "See '… --help'"); the first and the last say what is needed.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard var first = lines.first, lines.count > 1 else { return message }
        // "Please provide one of the following:" is followed by the values as "- android" lines: keep them.
        let values = lines.dropFirst().prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        if first.hasSuffix(":"), !values.isEmpty { first += " " + values.joined(separator: ", ") }
        if let see = lines.last(where: { $0.hasPrefix("See '") }) {
            // "See 'quickactions menu --help' for more information." → "; see 'quickactions menu --help'".
            let command = see.split(separator: "'").dropFirst().first.map(String.init)
            first = first.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            if let command { first += "; see '\(command)'" }
        }
        return first
    }

    private static func fail(_ message: String, code: Int32 = 2) -> Never {
        // Written as it is (it starts with `error:` or is ArgumentParser's line), whatever --quiet says.
        FileHandle.standardError.write(Data((TerminalText.visible(message) + "\n").utf8))
        Foundation.exit(code)
    }
}
