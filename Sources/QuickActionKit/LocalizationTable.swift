/// The translations one localization provides for Info.plist strings: one `InfoPlist.strings` file or one
/// language of an `InfoPlist.xcstrings` catalog. The key is the Info.plist value itself (platform-facts §3).
public struct LocalizationTable: Sendable, Hashable, Codable {
    /// The localization's identifier as written in the project (`de`, `pt-BR`, `zh-Hans`, `Base`).
    public var localization: String
    /// Where the table was read from.
    public var source: SourceLocation
    public var entries: [String: Entry]

    public struct Entry: Sendable, Hashable, Codable {
        public var value: String
        /// Where the entry is; carries a line for strings files.
        public var location: SourceLocation

        public init(value: String, location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    public init(localization: String, source: SourceLocation, entries: [String: Entry] = [:]) {
        self.localization = localization
        self.source = source
        self.entries = entries
    }
}
