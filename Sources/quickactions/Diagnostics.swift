import ArgumentParser
import Foundation
import Logging
import QuickActionKit
import Synchronization

/// What the tool tells people besides its output: notes, warnings and errors on standard error, through swift-log,
/// written as a compiler writes them (`note: …`, `path:line: warning: …`). `--quiet` keeps warnings and errors,
/// `--verbose` adds debug lines; the default shows notes too.
enum Diagnostics {
    /// The level below which nothing is written; set once the command line is parsed.
    static let threshold = Atomic<UInt8>(Level.notice.rank)

    /// Sends every logger of the process (the tool's and its libraries') to standard error as the tool writes;
    /// called once, first thing in `main`.
    static func bootstrap() {
        LoggingSystem.bootstrap { _ in StandardErrorLogHandler() }
    }

    /// The one logger of the command-line tool.
    static let logger = Logger(label: "quickactions")

    /// Whether a line of `level` would be written (for work done only to say something, such as a progress line).
    static func shows(_ level: Logger.Level) -> Bool { level.rank >= threshold.load(ordering: .relaxed) }

    static func note(_ message: String, at location: (any CustomStringConvertible)? = nil) {
        logger.notice("\(message)", metadata: location.map { ["location": "\($0)"] })
    }

    static func warning(_ message: String, at location: (any CustomStringConvertible)? = nil) {
        logger.warning("\(message)", metadata: location.map { ["location": "\($0)"] })
    }

    static func error(_ message: String) {
        logger.error("\(message)")
    }

    /// The message is made only when debug output is on (`--verbose`): a lint run's timing line formatted a number
    /// every run, and its casts cost a scan of the binary's conformance records (issue 35).
    static func debug(_ message: @autoclosure () -> String) {
        logger.debug("\(message())")
    }

    typealias Level = Logger.Level
}

extension Logger.Level {
    /// Ordered as swift-log orders levels, for the atomic threshold.
    var rank: UInt8 { UInt8(Logger.Level.allCases.firstIndex(of: self) ?? 0) }

    /// The word a compiler writes before its message.
    var word: String {
        switch self {
        case .trace, .debug: "debug"
        case .info, .notice: "note"
        case .warning: "warning"
        case .error, .critical: "error"
        }
    }
}

/// Writes each line whole to standard error: `[location: ]word: message`.
struct StandardErrorLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]

    /// A logger's own level (the server's keeps Hummingbird to warnings); the run's threshold still applies.
    private var ownLevel = Logger.Level.trace

    var logLevel: Logger.Level {
        get {
            let threshold = Logger.Level.allCases.first { $0.rank == Diagnostics.threshold.load(ordering: .relaxed) }
            return max(ownLevel, threshold ?? .notice)
        }
        set { ownLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let location = event.metadata?["location"].map { "\($0): " } ?? ""
        FileHandle.standardError.write(
            Data((TerminalText.visible("\(location)\(event.level.word): \(event.message)") + "\n").utf8))
    }
}

/// `--quiet` and `--verbose`, for every command that has something to say besides its output.
struct DiagnosticOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Only warnings and errors on standard error: no notes, no progress line.")
    var quiet = false

    @Flag(help: "Also say what was read and decided (debug lines on standard error).")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    /// Sets the level for the rest of the run.
    func apply() {
        Diagnostics.threshold.store(
            (quiet ? .warning : verbose ? .debug : Logger.Level.notice).rank, ordering: .relaxed)
    }
}

/// A command with `--quiet` and `--verbose`; `QuickActions.main` applies them before it runs.
protocol DiagnosticCommand: ParsableCommand {
    var diagnostics: DiagnosticOptions { get }
}
