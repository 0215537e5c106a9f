import QuickActionKit

/// A lint rule: one small type in its own file, with a snake_case identifier people write in configuration, a
/// rationale citing its source, and examples that run as its tests (SwiftLint's shape).
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The rule with its options from `.quickactions.yml` (`rule_options`); rules without options use `init()`.
    init(configuration: LintConfiguration)
    /// The findings for one app.
    func validate(_ context: LintContext) -> [Finding]
}

extension Rule {
    public init(configuration: LintConfiguration) { self.init() }

    /// A finding of this rule at its default severity.
    public func finding(at location: SourceLocation, _ message: String, fix: TextFix? = nil) -> Finding {
        Finding(
            ruleID: Self.description.identifier, severity: Self.description.defaultSeverity, location: location,
            message: message, fix: fix)
    }
}

/// What a rule is, why it exists, and examples of code it does and does not flag.
public struct RuleDescription: Sendable {
    /// snake_case, as written in configuration and suppressions.
    public var identifier: String
    public var name: String
    public var defaultSeverity: Severity
    /// Why the rule exists, with its source (HIG page, UIKit doc, Xcode's validator, platform-facts section).
    public var rationale: String
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Runs only when `.quickactions.yml` lists it under `opt_in_rules` (advice rather than a platform rule).
    public var isOptIn: Bool

    public init(
        identifier: String, name: String, defaultSeverity: Severity, rationale: String,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], isOptIn: Bool = false
    ) {
        self.isOptIn = isOptIn
        self.identifier = identifier
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small app project for a rule's tests and documentation: files by path, with `↓` marking each place a finding
/// must point to (the marker is removed before the project is read).
public struct RuleExample: Sendable, Hashable {
    public static let marker: Character = "↓"
    public var files: [String: String]

    public init(files: [String: String]) {
        self.files = files
    }

    /// An app whose Info.plist declares `items` (the XML of the `UIApplicationShortcutItems` array's elements),
    /// plus other files.
    public static func infoPlist(
        items: String, name: String = "Notes", extraKeys: String = "", otherFiles: [String: String] = [:]
    ) -> RuleExample {
        var files = otherFiles
        files["Notes/Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>\(name)</string>
            \t<key>CFBundlePackageType</key>
            \t<string>APPL</string>
            \t<key>CFBundleDevelopmentRegion</key>
            \t<string>en</string>
            \t<key>CFBundleShortVersionString</key>
            \t<string>2.0</string>\(extraKeys)
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \(items)
            \t</array>
            </dict>
            </plist>

            """
        return RuleExample(files: files)
    }

    /// The XML of one item dictionary with the given keys and string values (in order); values may contain `↓`.
    public static func item(_ pairs: KeyValuePairs<String, String>) -> String {
        "\t\t<dict>\n" + pairs.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t\($0.value)\n" }.joined() + "\t\t</dict>"
    }
}
