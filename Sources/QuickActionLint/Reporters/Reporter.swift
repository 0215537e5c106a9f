import Foundation

/// Formats findings for one consumer: a small stateless type per format (SwiftLint's reporters).
public protocol Reporter: Sendable {
    /// The name given to `--reporter`.
    static var identifier: String { get }
    init()
    /// The whole report. `root` makes paths relative where a format wants them so.
    func report(_ findings: [Finding], root: String) -> String
}

/// Every reporter, by identifier.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self, SummaryReporter.self,
    ]

    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.identifier == name }.map { $0.init() }
    }

    /// `path` relative to `root` when it lies inside it.
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
