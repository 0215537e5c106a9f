import QuickActionKit

/// A dynamic quick action registered by the app, with where it came from when it was read from source.
public struct DynamicShortcutItem: Sendable, Hashable, Codable {
    public var item: ShortcutItem
    /// Where the item is constructed in the app's sources, when known.
    public var sourceLocation: SourceLocation?
    /// Properties whose value is computed at run time (`localizedTitle`, `icon`, …); the item shows the expression
    /// as written, marked, instead of a guess.
    public var computedProperties: [String]

    public init(item: ShortcutItem, sourceLocation: SourceLocation? = nil, computedProperties: [String] = []) {
        self.item = item
        self.sourceLocation = sourceLocation
        self.computedProperties = computedProperties
    }

    /// The item an app would register from a construction found in source: literal values as written, computed
    /// ones shown as `‹expression›`.
    public init(discovered: DiscoveredShortcutItem) {
        var computed: [String] = []
        func text(_ value: SourceValue<String>?, _ name: String) -> String? {
            switch value {
            case .literal(let text): return text
            case .computed(let expression):
                computed.append(name)
                return "‹\(expression)›"
            case nil: return nil
            }
        }
        func known<Value>(_ value: SourceValue<Value>?, _ name: String) -> Value? {
            if case .computed = value { computed.append(name) }
            return value?.literal
        }
        let item = ShortcutItem(
            type: text(discovered.type, "type") ?? "",
            localizedTitle: text(discovered.localizedTitle, "localizedTitle") ?? "",
            localizedSubtitle: text(discovered.localizedSubtitle, "localizedSubtitle"),
            icon: known(discovered.icon, "icon"),
            userInfo: known(discovered.userInfo, "userInfo"),
            targetContentIdentifier: text(discovered.targetContentIdentifier, "targetContentIdentifier"))
        self.init(item: item, sourceLocation: discovered.location, computedProperties: computed)
    }
}
