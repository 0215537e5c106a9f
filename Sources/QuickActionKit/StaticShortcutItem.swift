/// One element of `UIApplicationShortcutItems` as written in Info.plist: the item iOS registers, or the reasons
/// it would be silently dropped (platform-facts §3), with where it is.
public struct StaticShortcutItem: Sendable, Hashable, Codable {
    /// Zero-based position in the plist array.
    public var index: Int
    /// Where the item's dictionary starts (line and column for XML plists).
    public var location: SourceLocation
    /// The icon keys as written, before precedence (platform-facts §3).
    public var declaredIcon: DeclaredIconKeys
    /// The type and title strings as written, also for an invalid item, so tools can name it.
    public var declaredType: String?
    public var declaredTitle: String?
    /// Where each key's value is written (XML plists), so findings can point at the exact value.
    public var valueLocations: [String: SourceLocation]
    public var content: Content

    public enum Content: Sendable, Hashable, Codable {
        case valid(ShortcutItem)
        case invalid([StaticItemProblem])
    }

    public init(
        index: Int, location: SourceLocation, declaredIcon: DeclaredIconKeys = DeclaredIconKeys(),
        declaredType: String? = nil, declaredTitle: String? = nil, valueLocations: [String: SourceLocation] = [:],
        content: Content
    ) {
        self.index = index
        self.location = location
        self.declaredIcon = declaredIcon
        self.declaredType = declaredType
        self.declaredTitle = declaredTitle
        self.valueLocations = valueLocations
        self.content = content
    }

    /// Where `key`'s value is, else where the item starts.
    public func location(of key: String) -> SourceLocation { valueLocations[key] ?? location }

    /// The registered item, or `nil` if iOS would drop it.
    public var item: ShortcutItem? {
        if case .valid(let item) = content { return item }
        return nil
    }
}
