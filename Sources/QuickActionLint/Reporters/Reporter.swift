import Foundation
import QuickActionKit

/// Formats findings for one consumer: a small stateless type per format (SwiftLint's reporters).
public protocol Reporter: Sendable {
    /// The name given to `--reporter`.
    static var identifier: String { get }
    /// Whether the report shows each app's menu (the HTML page); the lint run then draws them.
    static var showsMenus: Bool { get }
    init()
    /// The whole report.
    func report(_ findings: [Finding], context: ReportContext) -> String
}

extension Reporter {
    public static var showsMenus: Bool { false }
}

/// Every reporter, by identifier.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self, SummaryReporter.self,
        JUnitReporter.self, CheckstyleReporter.self, CodeClimateReporter.self, SonarQubeReporter.self,
        HTMLReporter.self, MarkdownReporter.self,
    ]

    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.identifier == name }.map { $0.init() }
    }

    /// `path` relative to `root` when it lies inside it: the baseline's keys (configuration paths are relative to
    /// their file's folder, `PathPattern`; reports' to the current folder, `ReportContext`).
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// What the tool is called, its version and where its rules are documented: one place for the reports, `--version`
/// and the SARIF driver.
public enum QuickActionsTool {
    public static let name = "quickactions"
    public static let version = "0.9.0"
    public static let homepage = "https://github.com/quickactionkit/quickactionkit"

    /// The page of a rule (`Documentation/rules/ID.md`, generated from the rule by `quickactions rules --write-docs`).
    public static func ruleDocumentation(_ identifier: String) -> String {
        "\(homepage)/blob/main/Documentation/rules/\(identifier).md"
    }
}

/// What a report needs besides the findings: where paths are written from, and the apps' menus for reports that
/// draw them.
public struct ReportContext: Sendable {
    /// The folder paths are relative to: the current directory, absolute and without `.` or `..`.
    public var workingDirectory: String
    /// Each linted app's menu as an SVG picture (the HTML report), in the order the apps were read.
    public var menus: [MenuPicture]
    /// Whether a report for the terminal may use ANSI colours (`--color`).
    public var colors: Bool

    public struct MenuPicture: Sendable, Hashable {
        public var appName: String
        public var caption: String
        public var svg: String

        public init(appName: String, caption: String, svg: String) {
            self.appName = appName
            self.caption = caption
            self.svg = svg
        }
    }

    public init(
        workingDirectory: String = FileManager.default.currentDirectoryPath, menus: [MenuPicture] = [],
        colors: Bool = false
    ) {
        self.workingDirectory = Self.standardized(workingDirectory)
        self.menus = menus
        self.colors = colors
    }

    /// A finding's file as every report writes it: relative to the working directory when it lies inside it, else
    /// absolute (as SwiftLint writes them), so CI annotations land on the file whatever paths were linted.
    public func path(_ file: String) -> String {
        let absolute = absolutePath(file)
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The file's absolute path.
    public func absolutePath(_ file: String) -> String {
        Self.standardized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
    }

    /// `path` without `.`, `..` or repeated slashes (symbolic links are left as they are).
    package static func standardized(_ path: String) -> String {
        isStandardized(path) ? path : standardizedByParts(path)
    }

    /// `standardized` part by part: the general case, and the tests' oracle for `isStandardized`.
    static func standardizedByParts(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is already what `standardized` makes of it: absolute, with no empty, `.` or `..` part and no
    /// trailing slash. Read as bytes: every finding's path is standardized several times, and splitting it into
    /// Substrings cost 25,000 instructions a path.
    static func isStandardized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            var partLength = 0
            var dots = 0
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: "/") {
                    if partLength == 0 || (dots == partLength && partLength <= 2) { return false }
                    partLength = 0
                    dots = 0
                } else {
                    partLength += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return partLength > 0 && !(dots == partLength && partLength <= 2)
        }
    }
}

/// A stable identity for a finding across commits, where lines move: its rule, file and message, and how many equal
/// findings came before it (FNV-1a, 64 bits, as hex). SARIF's `partialFingerprints` and Code Climate's
/// `fingerprint` carry it.
package enum Fingerprint {
    package static func of(_ findings: [Finding], context: ReportContext) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = "\(finding.ruleID)\u{1F}\(context.path(finding.location.file))\u{1F}\(finding.message)"
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hash("\(key)\u{1F}\(occurrence)")
        }
    }

    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
