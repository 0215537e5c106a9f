/// Apple's catalog of SF Symbol names (the CoreGlyphs bundle's `name_availability.plist`, `name_aliases.strings` and
/// `legacy_aliases.strings`): each name with the first iOS version that has it, and renamed names with their
/// current name (both still work).
public struct SymbolCatalog: Sendable, Hashable {
    /// Symbol name → first iOS version (`"13.0"`).
    public var introducedIn: [String: String]
    /// Old name → current name.
    public var aliases: [String: String]
    /// Where the catalog was read from.
    public var source: String

    public init(introducedIn: [String: String], aliases: [String: String], source: String) {
        self.introducedIn = introducedIn
        self.aliases = aliases
        self.source = source
    }

    public enum Lookup: Sendable, Hashable {
        case known(introducedIn: String?)
        /// A renamed symbol: it still works, but the current name is preferred.
        case renamed(to: String)
        case unknown
    }

    /// Aliases first: Apple's list keeps old names that still work, but a renamed symbol has a current name.
    public func lookup(_ name: String) -> Lookup {
        if let current = aliases[name] { return .renamed(to: current) }
        if let version = introducedIn[name] { return .known(introducedIn: version) }
        return .unknown
    }

    /// The known name closest to `name` by edit distance, for a suggestion.
    public func closest(to name: String) -> String? {
        introducedIn.keys.min { (EditDistance.between($0, name), $0) < (EditDistance.between($1, name), $1) }
    }
}
