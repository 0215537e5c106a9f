/// A dynamic quick action constructed in the app's Swift sources: `UIApplicationShortcutItem(...)` or
/// `UIMutableApplicationShortcutItem(...)` (platform-facts §1, §9), with the properties set on it afterwards.
public struct DiscoveredShortcutItem: Sendable, Hashable, Codable {
    /// The initializer used: `UIApplicationShortcutItem` or `UIMutableApplicationShortcutItem`.
    public var initializer: String
    /// Where the initializer call starts.
    public var location: SourceLocation
    public var type: SourceValue<String>
    public var localizedTitle: SourceText
    /// `nil` when the code passes none or `nil`: the item has no subtitle.
    public var localizedSubtitle: SourceText?
    public var icon: SourceValue<ShortcutIcon>?
    public var userInfo: SourceValue<[String: PropertyListValue]>?
    public var targetContentIdentifier: SourceValue<String>?
    /// The construction sits in a loop or a `map`/`forEach` closure over values not known before run time, so it
    /// may make any number of items ("× n at run time").
    public var isRepeated: Bool
    /// For one construction repeated over `allCases` of an enum whose cases are known: the case this item is made
    /// for (`Enum.case`); each case gives one item.
    public var enumCase: String?

    public init(
        initializer: String, location: SourceLocation, type: SourceValue<String>,
        localizedTitle: SourceText, localizedSubtitle: SourceText? = nil,
        icon: SourceValue<ShortcutIcon>? = nil, userInfo: SourceValue<[String: PropertyListValue]>? = nil,
        targetContentIdentifier: SourceValue<String>? = nil, isRepeated: Bool = false,
        enumCase: String? = nil
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
        self.enumCase = enumCase
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
    /// The items the assigned array holds on its longest path, in array order, as indexes into
    /// `App.dynamicItemsInSource`: `if`/`else` and `switch` branches are alternatives, not a sum. `nil` when the
    /// array could not be traced to constructions.
    public var items: [Int]?
    /// The conditions the source cannot decide that lead to this assignment (such as "`account != nil` is false"):
    /// when the app is in the state it sets. Empty when every path reaches it.
    public var pathConditions: [String] = []
    /// Other arrays the assignment gives on other paths (a setting's other value), with their conditions.
    public var otherPaths: [ItemsOnPath] = []

    public init(
        location: SourceLocation, expression: String, clearsItems: Bool, pathConditions: [String] = [],
        items: [Int]? = nil
    ) {
        self.pathConditions = pathConditions
        self.location = location
        self.expression = expression
        self.clearsItems = clearsItems
        self.items = items
    }
}

/// The items an assignment to `shortcutItems` gives on one path, as indexes into `App.dynamicItemsInSource`, and the
/// conditions the source cannot decide that lead there.
public struct ItemsOnPath: Sendable, Hashable, Codable {
    public var items: [Int]
    public var conditions: [String]

    public init(items: [Int], conditions: [String]) {
        self.items = items
        self.conditions = conditions
    }
}
