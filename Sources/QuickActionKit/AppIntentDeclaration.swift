/// A type conforming to `AppIntent`, as far as App Shortcuts need it.
public struct AppIntentDeclaration: Sendable, Hashable, Codable {
    public var typeName: String
    /// `static var title: LocalizedStringResource`, in the development region as its table gives it.
    public var title: String?
    /// The key the title is looked up with.
    public var titleKey: StringTableKey?
    public var parameters: [IntentParameter]
    /// `static var openAppWhenRun`; a shortcut whose intent only opens the app is discouraged (HIG action-button).
    public var openAppWhenRun: Bool?
    public var location: SourceLocation?

    public init(
        typeName: String, title: String? = nil, parameters: [IntentParameter] = [], openAppWhenRun: Bool? = nil,
        location: SourceLocation? = nil
    ) {
        self.typeName = typeName
        self.title = title
        self.parameters = parameters
        self.openAppWhenRun = openAppWhenRun
        self.location = location
    }
}

/// An `@Parameter` property of an intent.
public struct IntentParameter: Sendable, Hashable, Codable {
    /// The property name, as phrases name it (`\(\.$method)`).
    public var name: String
    /// The declared type, as written (`BrewMethod`, `RecipeEntity?`).
    public var typeName: String
    public var title: String?
    /// The key the title is looked up with.
    public var titleKey: StringTableKey?
    public var location: SourceLocation?
    /// The parameter has a default value (`@Parameter(default:)`, or `= value` on the property): the intent runs
    /// with it unless people say another (Apple: `IntentParameter.init(title:description:default:…)`).
    public var hasDefault = false
    /// The question Siri asks for a missing value (`@Parameter(requestValueDialog: "Which account?")`), as written
    /// in the development language; `nil` when the intent leaves it to the system.
    public var requestValueDialog: String?

    public init(
        name: String, typeName: String, title: String? = nil, location: SourceLocation? = nil,
        titleKey: StringTableKey? = nil, hasDefault: Bool = false
    ) {
        self.hasDefault = hasDefault
        self.name = name
        self.typeName = typeName
        self.title = title
        self.location = location
        self.titleKey = titleKey
    }

    /// Whether the intent needs a value before it runs: neither optional nor given a default. Siri asks for a missing
    /// one (Apple: `IntentParameter.requestValue(_:)`, "Request a value from the user for this parameter").
    public var isRequired: Bool { !typeName.hasSuffix("?") && !hasDefault }

    /// The type without optionality (`RecipeEntity?` → `RecipeEntity`).
    public var baseTypeName: String {
        typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
    }
}

/// A type conforming to `AppEnum`: its cases with what people say for them.
public struct AppEnumDeclaration: Sendable, Hashable, Codable {
    public var typeName: String
    public var cases: [Case]
    public var location: SourceLocation?

    public struct Case: Sendable, Hashable, Codable {
        public var name: String
        /// `DisplayRepresentation(title:)` in the development region as its table gives it, or the case name when
        /// none is declared.
        public var title: String
        /// The key the title is looked up with.
        public var titleKey: StringTableKey?
        public var synonyms: [String]

        public init(name: String, title: String, synonyms: [String] = [], titleKey: StringTableKey? = nil) {
            self.name = name
            self.title = title
            self.synonyms = synonyms
            self.titleKey = titleKey
        }
    }

    public init(typeName: String, cases: [Case], location: SourceLocation? = nil) {
        self.typeName = typeName
        self.cases = cases
        self.location = location
    }
}

/// A type conforming to `AppEntity`; its values exist only while the app runs (`suggestedEntities()`).
public struct AppEntityDeclaration: Sendable, Hashable, Codable {
    public var typeName: String
    public var location: SourceLocation?
    /// The type of `static var defaultQuery`, which supplies the entities.
    public var defaultQueryType: String?

    public init(typeName: String, location: SourceLocation? = nil) {
        self.typeName = typeName
        self.location = location
    }
}
