import QuickActionKit

/// One way of saying an App Shortcut: a phrase with the app name and the parameter value filled in.
public struct ExpandedPhrase: Sendable, Hashable, Codable {
    /// Zero-based position of the shortcut in declared order (all providers of the app).
    public var shortcutIndex: Int
    /// The phrase as people would say it (`Log a Pour Over in Brewlog`).
    public var text: String
    /// The phrase it comes from, in strings-file form.
    public var template: String
    /// The parameter value the phrase supplies, if any.
    public var parameter: ParameterValue?

    /// A value of an `AppEnum` parameter, with the words that said it.
    public struct ParameterValue: Sendable, Hashable, Codable {
        public var name: String
        /// The enum case (`pourOver`).
        public var caseName: String
        /// The case's display title (`Pour Over`).
        public var title: String
        /// What was said: the title or a synonym (`V60`).
        public var spoken: String

        public init(name: String, caseName: String, title: String, spoken: String) {
            self.name = name
            self.caseName = caseName
            self.title = title
            self.spoken = spoken
        }
    }
}

/// A declared phrase that yields no way of saying it, where it is, and why.
public struct UnexpandablePhrase: Sendable, Hashable, Codable {
    /// The phrase in strings-file form.
    public var template: String
    /// Where the phrase is (the Swift literal, or the strings-file line of a translation).
    public var location: SourceLocation?
    public var reason: Reason

    public init(template: String, location: SourceLocation?, reason: Reason) {
        self.template = template
        self.location = location
        self.reason = reason
    }

    public enum Reason: Sendable, Hashable, Codable {
        /// Xcode requires exactly one application-name token (platform-facts §6).
        case applicationNameCount(Int)
        /// At most one parameter per phrase (platform-facts §6).
        case multipleParameters([String])
        /// The intent has no parameter of that name (for example a strings file naming another one).
        case unknownParameter(String)
        /// An `AppEntity` parameter: its values exist only while the app runs, and Siri knows them once the app
        /// calls `updateAppShortcutParameters()` and the entity's query suggests entities (platform-facts §6).
        case runtimeValues(parameter: String, typeName: String)
        /// An `AppEntity` parameter Siri never learns values for: `why` says what the app lacks.
        case entityValuesNeverProvided(parameter: String, typeName: String, why: String)
        /// The parameter's type is neither an `AppEnum` nor an `AppEntity` found in the sources.
        case unsupportedParameterType(parameter: String, typeName: String)
        /// An interpolation other than the app name or a parameter.
        case unsupportedInterpolation(String)
        /// Parameterized phrases work only after the app has run once (platform-facts §6, WWDC22).
        case notLaunchedYet
    }
}
