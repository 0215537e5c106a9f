/// One piece of an App Shortcut phrase (platform-facts §6).
public enum PhraseToken: Sendable, Hashable, Codable {
    /// Words as written.
    case text(String)
    /// `\(.applicationName)` in Swift, `${applicationName}` in strings files: the app's name or one of its
    /// alternative names.
    case applicationName
    /// `\(\.$name)` in Swift, `${name}` in strings files: a value of the intent's parameter `name`.
    case parameter(String)
    /// An interpolation that is neither, written as it is in the source.
    case unsupported(String)
}

/// A phrase people say to run an App Shortcut, as tokens.
public struct AppShortcutPhrase: Sendable, Hashable, Codable {
    public var tokens: [PhraseToken]
    public var location: SourceLocation?

    public init(tokens: [PhraseToken], location: SourceLocation? = nil) {
        self.tokens = tokens
        self.location = location
    }

    /// Parses the strings-file form (`Log a ${method} in ${applicationName}`).
    public init(stringsKey: String, location: SourceLocation? = nil) {
        var tokens: [PhraseToken] = []
        var rest = Substring(stringsKey)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            let name = String(rest[open.upperBound..<close])
            tokens.append(name == "applicationName" ? .applicationName : .parameter(name))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        self.init(tokens: tokens, location: location)
    }

    /// The strings-file key of the phrase: `${applicationName}` and `${parameter}` for the tokens
    /// (platform-facts §6, the key of AppShortcuts.strings).
    public var stringsKey: String {
        tokens.map { token in
            switch token {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            case .unsupported(let expression): "\\(\(expression))"
            }
        }.joined()
    }

    /// How many times the application-name token appears; Xcode requires exactly one (platform-facts §6).
    public var applicationNameCount: Int { tokens.filter { $0 == .applicationName }.count }

    /// The parameters the phrase names, in order; at most one is allowed (platform-facts §6).
    public var parameterNames: [String] {
        tokens.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }
}
