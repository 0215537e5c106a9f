import Foundation
import Testing

/// What lint writes for a person at a terminal and nothing of it in a pipe or a CI log: the progress line on
/// standard error and colours (`--color`).
@Suite("lint at a terminal: progress and colour")
struct TerminalOutputTests {
    /// Runs the binary under `script` (util-linux, Essential on Debian), which gives it a pseudo-terminal.
    func runInTerminal(_ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = ([CommandRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = CommandRunner.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("At a terminal a slow lint shows a progress line and erases it; a pipe gets none")
    func progress() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let terminal = try runInTerminal(
            ["lint", "Examples", "--reporter", "summary"], environment: ["QUICKACTIONS_PROGRESS_AFTER_MS": "0"])
        // "quickactions lint…" while the projects are read, "quickactions lint: 2 of 4 apps" while they are linted
        // (which one a run catches depends on the machine's speed), erased before anything else is written.
        #expect(terminal.contains("\r\u{1B}[2Kquickactions lint"), "\(terminal)")
        #expect(terminal.contains("\r\u{1B}[2Knote: ") || terminal.contains("\r\u{1B}[2KBy rule:"), "\(terminal)")
        let piped = try CommandRunner.run(["lint", "Examples", "--reporter", "summary"])
        #expect(!piped.standardError.contains("\u{1B}"))
    }

    @Test("--color always colours the xcode report like a compiler; never, and a pipe by default, do not")
    func colours() throws {
        let always = try CommandRunner.run(["lint", "Examples", "--color", "always"])
        #expect(always.standardOutput.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        let never = try CommandRunner.run(["lint", "Examples", "--color", "never"])
        let piped = try CommandRunner.run(["lint", "Examples"])
        #expect(!never.standardOutput.contains("\u{1B}") && !piped.standardOutput.contains("\u{1B}"))
        #expect(never.standardOutput == piped.standardOutput)
    }
}
