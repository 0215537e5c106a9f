import ArgumentParser
import Foundation
import QuickActionLanguageServer
import XcodeProject

/// `quickactions lsp`: the language server on standard input and output (Documentation/editors.md).
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "A Language Server Protocol server on standard input and output, for editors.",
        discussion: """
            Diagnostics as you type in Info.plist, strings files and catalogs, Swift files and project.yml, with \
            quick fixes for what `lint --fix` fixes and hovers that show a quick action as the menu draws it or \
            what Siri does with a phrase. Reads .quickactions.yml as `lint` does, from the workspace folder the \
            editor names. Documentation/editors.md shows VS Code, Neovim and Helix set-ups.
            """)

    @OptionGroup var build: BuildOptions

    func run() throws {
        let xcconfigFolder = build.settings.xcconfig.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let server = LanguageServer(reader: build.reader) { workspace in
            // As every command: the app's files are read only inside the workspace's repository (issue 34).
            ProjectFile.confine(
                to: RepositoryBoundary(repositoriesOf: [workspace], folders: xcconfigFolder.map { [$0] } ?? []))
        }
        throw ExitCode(server.serve())
    }
}
