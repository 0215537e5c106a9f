/// A dynamic quick action constructed in the app's Swift sources: `UIApplicationShortcutItem(...)` or
/// `UIMutableApplicationShortcutItem(...)` (platform-facts §1, §9), with the properties set on it afterwards.
public struct DiscoveredShortcutItem: Sendable, Hashable, Codable {
    /// The initializer used: `UIApplicationShortcutItem` or `UIMutableApplicationShortcutItem`.
    public var initializer: String
    /// Where the initializer call starts.
    public var location: SourceLocation
    public var type: SourceValue<String>
    public var localizedTitle: SourceValue<String>
    public var localizedSubtitle: SourceValue<String>?
    public var icon: SourceValue<ShortcutIcon>?
    public var userInfo: SourceValue<[String: PropertyListValue]>?
    public var targetContentIdentifier: SourceValue<String>?
    /// The construction sits in a loop or a `map`/`forEach` closure, so it may make any number of items at run time.
    public var isRepeated: Bool

    public init(
        initializer: String, location: SourceLocation, type: SourceValue<String>,
        localizedTitle: SourceValue<String>, localizedSubtitle: SourceValue<String>? = nil,
        icon: SourceValue<ShortcutIcon>? = nil, userInfo: SourceValue<[String: PropertyListValue]>? = nil,
        targetContentIdentifier: SourceValue<String>? = nil, isRepeated: Bool = false
    ) {
        self.initializer = initializer
        self.location = location
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.isRepeated = isRepeated
    }
}

/// An assignment to `shortcutItems` found in Swift source (`UIApplication.shared.shortcutItems = [...]`), which
/// replaces the whole dynamic array (platform-facts §1).
public struct ShortcutItemsAssignment: Sendable, Hashable, Codable {
    public var location: SourceLocation
    /// The assigned expression as written.
    public var expression: String
    /// The assignment clears the dynamic items (`= []` or `= nil`).
    public var clearsItems: Bool

    public init(location: SourceLocation, expression: String, clearsItems: Bool) {
        self.location = location
        self.expression = expression
        self.clearsItems = clearsItems
    }
}
