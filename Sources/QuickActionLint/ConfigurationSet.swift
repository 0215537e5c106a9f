import Foundation
import XcodeProject

/// The configurations of one lint run, found as SwiftLint finds them: `--config FILE` alone when given; otherwise
/// `.quickactions.yml` in the current folder, refined by one in each folder between it and a linted file
/// (`LintConfiguration.refined(by:)`). A file outside the current folder gets the current folder's configuration.
///
/// Each folder is looked at once; the set is used from one thread (the lint run asks before and after its workers).
public final class ConfigurationSet {
    public static let fileName = ".quickactions.yml"

    /// The configuration at the top: `--config`'s, the current folder's, or the defaults.
    public let root: LintConfiguration
    private let workingDirectory: String
    private let isExplicit: Bool
    /// Each folder's own configuration, or nil when it has none.
    private var ownConfigurations: [String: LintConfiguration?] = [:]
    private var resolved: [String: LintConfiguration] = [:]

    /// - Throws: `LintConfigurationError` for an unreadable or invalid root configuration, or a missing `--config`.
    public init(
        explicit: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(LintConfigurationError) {
        self.workingDirectory = ReportContext.standardized(workingDirectory)
        isExplicit = explicit != nil
        if let explicit {
            let path = ReportContext(workingDirectory: workingDirectory).absolutePath(explicit)
            guard let text = Self.read(path) else {
                throw LintConfigurationError(file: explicit, line: nil, message: "cannot read the configuration file")
            }
            root = try LintConfiguration.parse(text, file: explicit, workingDirectory: workingDirectory)
        } else {
            root =
                try Self.own(in: self.workingDirectory, shown: Self.fileName, workingDirectory: workingDirectory)
                ?? LintConfiguration()
        }
    }

    /// The configuration that applies to `file` (relative to the current folder, or absolute).
    public func configuration(for file: String) throws(LintConfigurationError) -> LintConfiguration {
        guard !isExplicit else { return root }
        let path = ReportContext(workingDirectory: workingDirectory).absolutePath(file)
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        return try configuration(forFolder: folder)
    }

    private func configuration(forFolder folder: String) throws(LintConfigurationError) -> LintConfiguration {
        if let known = resolved[folder] { return known }
        let result: LintConfiguration
        if folder == workingDirectory || !folder.hasPrefix(workingDirectory == "/" ? "/" : workingDirectory + "/") {
            result = root
        } else {
            let parent = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
            let inherited = try configuration(forFolder: parent.isEmpty ? "/" : parent)
            result = try ownConfiguration(in: folder).map { inherited.refined(by: $0) } ?? inherited
        }
        resolved[folder] = result
        return result
    }

    private func ownConfiguration(in folder: String) throws(LintConfigurationError) -> LintConfiguration? {
        if let known = ownConfigurations[folder] { return known }
        let relative = ReportContext(workingDirectory: workingDirectory).path(folder + "/" + Self.fileName)
        let own = try Self.own(in: folder, shown: relative, workingDirectory: workingDirectory)
        ownConfigurations[folder] = own
        return own
    }

    /// The configuration file in `folder`, if there is one; `shown` is how errors name it.
    private static func own(
        in folder: String, shown: String, workingDirectory: String
    ) throws(LintConfigurationError) -> LintConfiguration? {
        let path = folder + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let text = read(path) else {
            throw LintConfigurationError(file: shown, line: nil, message: "cannot read the configuration file")
        }
        return try LintConfiguration.parse(text, file: shown, workingDirectory: workingDirectory)
    }

    private static func read(_ path: String) -> String? {
        guard let data = ProjectFile.read(path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
