import Foundation
import QuickActionKit
import Yams

/// `.quickactions.yml`: which rules run and how. Unknown keys and bad values are errors naming the key and line.
///
/// ```yaml
/// disabled_rules: [title_case]
/// severity:
///   missing_icon: error
/// rule_options:
///   action_label_style:
///     max_words: 4
/// excluded: [Pods, "**/Generated"]
/// supported_locales: [en, de, ja]
/// app_name_alternatives: [Chirp Chat]
/// deployment_target: "16.0"
/// ```
///
/// A configuration in a subfolder refines the one above it (`refined(by:)`), as SwiftLint's nested configurations
/// do; `ConfigurationSet` finds them.
public struct LintConfiguration: Sendable, Hashable {
    public var disabledRules: Set<String> = []
    /// Opt-in rules to run (`RuleDescription.isOptIn`).
    public var optInRules: Set<String> = []
    /// When not empty, only findings in these paths or globs (relative to the configuration's folder) are kept.
    public var included: [PathPattern] = []
    public var severityOverrides: [String: Severity] = [:]
    /// Per-rule integer options, e.g. `action_label_style.max_words`.
    public var ruleOptions: [String: [String: Int]] = [:]
    /// Paths or globs (relative to the configuration's folder) whose findings are dropped.
    public var excluded: [PathPattern] = []
    /// Locales the app supports; `nil` means the localizations found in the project.
    public var supportedLocales: [LocaleIdentifier]?
    /// Extra names of the app for `app_name_in_title` and phrase checks.
    public var appNameAlternatives: [String] = []
    /// A folder with an SF Symbols catalog in Apple's format (`unknown_symbol`).
    public var symbolsCatalog: String?
    /// The app's minimum iOS version, for symbols introduced later (`unknown_symbol`).
    public var deploymentTarget: String?

    public init() {}

    static let keys = [
        "disabled_rules", "opt_in_rules", "severity", "rule_options", "included", "excluded", "supported_locales",
        "app_name_alternatives",
        "symbols_catalog", "deployment_target",
    ]

    /// Parses a configuration; `file` names it in errors, and its folder is where `included` and `excluded` start
    /// (a relative `file` is taken from `workingDirectory`).
    public static func parse(
        _ yaml: String, file: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(LintConfigurationError) -> LintConfiguration {
        let absolute = ReportContext(workingDirectory: workingDirectory).absolutePath(file)
        let base = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw LintConfigurationError(yaml: error, file: file)
        } catch {
            throw LintConfigurationError(file: file, line: nil, message: "not valid YAML")
        }
        var configuration = LintConfiguration()
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            throw .init(file: file, node: root, "the configuration must be a mapping of keys")
        }
        let known = Set(RuleRegistry.all.map { $0.description.identifier })
        func ruleID(_ node: Node) throws(LintConfigurationError) -> String {
            guard let id = node.string, known.contains(id) else {
                let guess =
                    node.string.flatMap(RuleRegistry.closestIdentifier(to:)).map { "did you mean \($0)? " } ?? ""
                throw .init(
                    file: file, node: node,
                    "unknown rule '\(node.string ?? "")'; \(guess)`quickactions rules` lists them")
            }
            return id
        }
        func strings(_ node: Node, _ key: String) throws(LintConfigurationError) -> [String] {
            guard let sequence = node.sequence else { throw .init(file: file, node: node, "\(key) must be a list") }
            var values: [String] = []
            for element in sequence {
                guard let value = element.string else {
                    throw .init(file: file, node: element, "\(key) must list strings")
                }
                values.append(value)
            }
            return values
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled_rules":
                guard let sequence = value.sequence else {
                    throw .init(file: file, node: value, "disabled_rules must be a list")
                }
                for element in sequence { configuration.disabledRules.insert(try ruleID(element)) }
            case "opt_in_rules":
                guard let sequence = value.sequence else {
                    throw .init(file: file, node: value, "opt_in_rules must be a list")
                }
                for element in sequence { configuration.optInRules.insert(try ruleID(element)) }
            case "severity":
                guard let severities = value.mapping else {
                    throw .init(file: file, node: value, "severity must map rules to warning or error")
                }
                for (rule, level) in severities {
                    guard let severity = level.string.flatMap(Severity.init(rawValue:)) else {
                        throw .init(file: file, node: level, "severity must be warning or error")
                    }
                    configuration.severityOverrides[try ruleID(rule)] = severity
                }
            case "rule_options":
                guard let rules = value.mapping else {
                    throw .init(file: file, node: value, "rule_options must map rules to options")
                }
                for (rule, options) in rules {
                    let id = try ruleID(rule)
                    guard let pairs = options.mapping else {
                        throw .init(file: file, node: options, "options of \(id) must be a mapping")
                    }
                    for (name, number) in pairs {
                        guard let option = name.string, let integer = number.int else {
                            throw .init(file: file, node: number, "options of \(id) must be whole numbers")
                        }
                        configuration.ruleOptions[id, default: [:]][option] = integer
                    }
                }
            case "excluded", "included":
                var patterns: [PathPattern] = []
                for (index, path) in try strings(value, key).enumerated() {
                    let node = value.sequence?[index] ?? value
                    guard !path.isEmpty, !path.contains("\0") else {
                        throw .init(file: file, node: node, "\(key) lists an empty path")
                    }
                    guard !path.hasPrefix("/") else {
                        throw .init(
                            file: file, node: node,
                            "\(key) paths are relative to the configuration's folder; '\(path)' is absolute")
                    }
                    patterns.append(PathPattern(path, base: base.isEmpty ? "/" : base))
                }
                if key == "excluded" { configuration.excluded = patterns } else { configuration.included = patterns }
            case "supported_locales":
                let locales = try strings(value, key)
                for (index, locale) in locales.enumerated() where LocaleIdentifier(locale) == nil {
                    throw .init(
                        file: file, node: value.sequence?[index] ?? value,
                        "supported_locales: \(LocaleIdentifier.problem(with: locale))")
                }
                configuration.supportedLocales = locales.compactMap { LocaleIdentifier($0) }
            case "app_name_alternatives": configuration.appNameAlternatives = try strings(value, key)
            case "symbols_catalog", "deployment_target":
                guard let text = value.string, !text.isEmpty else {
                    throw .init(file: file, node: value, "\(key) must be a string")
                }
                if key == "symbols_catalog" {
                    configuration.symbolsCatalog = text
                } else {
                    // An iOS version: 16, 16.4 or 16.4.1 (IPHONEOS_DEPLOYMENT_TARGET's form).
                    guard text.wholeMatch(of: #/[0-9]{1,2}(\.[0-9]{1,2}){0,2}/#) != nil else {
                        throw .init(
                            file: file, node: value,
                            "deployment_target must be an iOS version such as 16.0; '\(text)' is not one")
                    }
                    configuration.deploymentTarget = text
                }
            default:
                throw .init(
                    file: file, node: keyNode, "unknown key '\(key)'; known keys: \(keys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    /// Applies the configuration to a finding: nil for a disabled rule or an excluded path, else the finding with its
    /// severity overridden. `workingDirectory` makes a relative file absolute.
    public func apply(
        _ finding: Finding, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Finding? {
        guard !disabledRules.contains(finding.ruleID) else { return nil }
        let path = ReportContext(workingDirectory: workingDirectory).absolutePath(finding.location.file)
        guard !excluded.contains(where: { $0.matches(path) }),
            included.isEmpty || included.contains(where: { $0.matches(path) })
        else { return nil }
        var finding = finding
        if let severity = severityOverrides[finding.ruleID] { finding.severity = severity }
        return finding
    }

    /// Applies the configuration to every finding.
    public func apply(
        _ findings: [Finding], workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [Finding] {
        findings.compactMap { apply($0, workingDirectory: workingDirectory) }
    }

    /// This configuration refined by `child`, one in a folder below it: rule lists and excluded paths add up, the
    /// child's severities, options and settings win, and the child's `included` (when it has one) replaces the
    /// parent's for its files.
    public func refined(by child: LintConfiguration) -> LintConfiguration {
        var merged = self
        merged.disabledRules.formUnion(child.disabledRules)
        merged.optInRules.formUnion(child.optInRules)
        merged.severityOverrides.merge(child.severityOverrides) { $1 }
        for (rule, options) in child.ruleOptions { merged.ruleOptions[rule, default: [:]].merge(options) { $1 } }
        merged.excluded += child.excluded
        if !child.included.isEmpty { merged.included = child.included }
        merged.supportedLocales = child.supportedLocales ?? supportedLocales
        merged.appNameAlternatives += child.appNameAlternatives.filter { !appNameAlternatives.contains($0) }
        merged.symbolsCatalog = child.symbolsCatalog ?? symbolsCatalog
        merged.deploymentTarget = child.deploymentTarget ?? deploymentTarget
        return merged
    }

    /// An integer option of a rule, or `defaultValue`.
    public func option(_ name: String, of ruleID: String, default defaultValue: Int) -> Int {
        ruleOptions[ruleID]?[name] ?? defaultValue
    }
}

/// A configuration file that cannot be used: the file, the line, and what to do. The CLI exits with 2.
public struct LintConfigurationError: UserFacingError, Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var message: String

    init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    init(file: String, node: Node, _ message: String) {
        self.init(file: file, line: node.mark?.line, message: message)
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }

    /// libyaml's error on one line, at its line: Yams' own description spans lines and quotes the file.
    init(yaml error: YamlError, file: String) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            let reason = problem.hasPrefix("Maximum nesting level reached") ? "nested more than 1,000 deep" : problem
            self.init(file: file, line: mark.line, message: "not valid YAML: \(reason)")
        case .reader(let problem, _, _, _):
            self.init(file: file, line: nil, message: "not valid YAML: \(problem)")
        default:
            self.init(file: file, line: nil, message: "not valid YAML")
        }
    }
}
