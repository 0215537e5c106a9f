import ArgumentParser
import Foundation
import Synchronization

/// A status line on standard error for work that runs longer than a second, shown only when standard error is a
/// terminal (never in CI logs or pipes): "lint: 12 of 40 apps". It is redrawn in place and erased when the work
/// ends, so nothing of it stays in what the user reads afterwards. `--quiet` turns it off.
final class TerminalProgress: Sendable {
    private let label: String
    private let unit: String
    private let total = Atomic(0)
    private let done = Atomic(0)
    /// Whether the work ended and whether a line is on the screen; the line is written and erased under this lock,
    /// so no line appears after the erase.
    private let screen = Mutex((finished: false, shown: false))
    private let started = ContinuousClock.now
    /// How long work runs before the line shows: a second, or QUICKACTIONS_PROGRESS_AFTER_MS (the tests' hook).
    private let delay: Duration = .milliseconds(
        ProcessInfo.processInfo.environment["QUICKACTIONS_PROGRESS_AFTER_MS"].flatMap(Int.init) ?? 1_000)

    /// Whether standard error is a terminal that can redraw a line.
    static var isAvailable: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
            && Diagnostics.shows(.notice)  // --quiet: no progress line
    }

    /// Starts watching: "label…" until a total is known, then "label: 3 of 40 units".
    init(_ label: String, unit: String = "", total: Int = 0) {
        self.label = label
        self.unit = unit
        self.total.store(total, ordering: .relaxed)
        guard Self.isAvailable else { return }
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                let running = screen.withLock { state in
                    guard !state.finished else { return false }
                    guard ContinuousClock.now - started > delay else { return true }
                    let count = done.load(ordering: .relaxed)
                    let total = self.total.load(ordering: .relaxed)
                    let line = total > 0 ? "\(label): \(count) of \(total) \(unit)" : "\(label)…"
                    FileHandle.standardError.write(Data("\r\u{1B}[2K\(line)".utf8))
                    state.shown = true
                    return true
                }
                if !running { return }
            }
        }
    }

    /// How many units there are, once known.
    func setTotal(_ count: Int) { total.store(count, ordering: .relaxed) }

    /// One more unit done (from any thread).
    func advance() { done.wrappingAdd(1, ordering: .relaxed) }

    /// Ends the status line and erases it if it was shown.
    func finish() {
        screen.withLock { state in
            state.finished = true
            if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        }
    }
}

/// `--color`: whether to write ANSI colours.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `always`; `never`; or, for `auto`, whether `descriptor` (none: a file) is a terminal that shows colour and
    /// NO_COLOR (no-color.org) is not set.
    func isOn(forTerminal descriptor: Int32?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            guard let descriptor, environment["NO_COLOR"].map(\.isEmpty) ?? true else { return false }
            return isatty(descriptor) == 1 && environment["TERM"] != "dumb"
        }
    }
}
