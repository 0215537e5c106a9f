import Foundation
import QuickActionKit
import SwiftSyntax

/// A `Settings` value of a manifest (ProjectDescription's `Settings.swift`): `.settings(base:, debug:, release:)` or
/// `.settings(base:, configurations: [.debug(name:, settings:, xcconfig:), .release(…)])`.
struct TuistSettings {
    struct Configuration {
        var name: String
        var isRelease: Bool
        var assignments: [BuildSettingAssignment]
        /// The assignments of the configuration's xcconfig, nil when it names none.
        var xcconfig: [BuildSettingAssignment]?
    }

    var base: [BuildSettingAssignment] = []
    /// The configurations the settings declare, in the order written (Debug and Release for the `debug:` /
    /// `release:` form).
    var configurations: [Configuration] = []

    init?(_ expression: ExprSyntax, literals: inout TuistLiterals, sourceRoot: String) {
        guard let call = ManifestCall(expression), call.name == "settings" else {
            literals.note(expression, what: "the settings")
            return nil
        }
        if let base = call["base"] {
            self.base = Self.assignments(base, what: "the base settings", literals: &literals)
        }
        if let list = call["configurations"] {
            for element in literals.array(list, what: "the configurations") ?? [] {
                if let configuration = Self.configuration(element, literals: &literals, sourceRoot: sourceRoot) {
                    configurations.append(configuration)
                }
            }
        } else {
            for (label, name) in [("debug", "Debug"), ("release", "Release")] {
                let assignments = call[label].map {
                    Self.assignments($0, what: "the \(name) settings", literals: &literals)
                }
                configurations.append(
                    Configuration(name: name, isRelease: label == "release", assignments: assignments ?? []))
            }
        }
    }

    /// `.debug(name:, settings:, xcconfig:)` / `.release(…)`; the name is `.debug`, `.release`, a string or
    /// `.configuration("…")`.
    private static func configuration(
        _ expression: ExprSyntax, literals: inout TuistLiterals, sourceRoot: String
    ) -> Configuration? {
        guard let call = ManifestCall(expression), call.name == "debug" || call.name == "release",
            let nameExpression = call["name"]
        else {
            literals.note(expression, what: "a configuration")
            return nil
        }
        let name: String?
        if let access = nameExpression.as(MemberAccessExprSyntax.self),
            access.base == nil || access.base?.trimmedDescription == "ConfigurationName"
        {
            name = access.declName.baseName.text.prefix(1).uppercased() + access.declName.baseName.text.dropFirst()
        } else if let named = ManifestCall(nameExpression), named.name == "configuration", let argument = named[nil] {
            name = literals.string(argument, what: "a configuration name")
        } else {
            name = literals.string(nameExpression, what: "a configuration name")
        }
        guard let name else { return nil }
        var configuration = Configuration(name: name, isRelease: call.name == "release", assignments: [])
        if let settings = call["settings"] {
            configuration.assignments = assignments(settings, what: "the \(name) settings", literals: &literals)
        }
        if let xcconfig = call["xcconfig"], let path = literals.string(xcconfig, what: "the \(name) xcconfig") {
            let file = ProjectPath.join(sourceRoot, path)
            if FileManager.default.fileExists(atPath: file), let read = try? XCConfigFile.assignments(at: file) {
                configuration.xcconfig = read
            } else {
                literals.notes.append(
                    FileProblem(
                        location: literals.location(of: xcconfig),
                        message: "the configuration file \(file) cannot be read; its settings are not applied"))
            }
        }
        return configuration
    }

    /// A `SettingsDictionary` literal as assignments, each at its key.
    static func assignments(
        _ expression: ExprSyntax, what: String, literals: inout TuistLiterals
    ) -> [BuildSettingAssignment] {
        var result: [BuildSettingAssignment] = []
        for entry in literals.dictionary(expression, what: what) ?? [] {
            guard let value = literals.settingValue(entry.value, what: "the setting \(entry.key)") else { continue }
            let (name, conditions) = BuildSettingName.parse(entry.key)
            result.append(
                BuildSettingAssignment(name: name, conditions: conditions, value: value, location: entry.keyLocation))
        }
        return result
    }
}
