import QuickActionKit

/// A dynamic quick action registered by the app, with where it came from when it was read from source.
public struct DynamicShortcutItem: Sendable, Hashable, Codable {
    public var item: ShortcutItem
    /// Where the item is constructed in the app's sources, when known.
    public var sourceLocation: SourceLocation?
    /// Properties whose value is computed at run time (`localizedTitle`, `icon`, …); the item shows the expression
    /// as written, marked, instead of a guess.
    public var computedProperties: [String]
    /// The title and subtitle as the app's code gives them, when read from source: a text looked up in the app's
    /// strings tables is shown in the menu's locale (the app localizes it before registering, [UIKIT]
    /// localizedTitle).
    public var sourceTexts: SourceTexts?
    /// The construction runs in a loop over values known only at run time: it may register any number of items.
    public var isRepeatedAtRunTime: Bool

    public struct SourceTexts: Sendable, Hashable, Codable {
        public var title: SourceText
        public var subtitle: SourceText?
    }

    public init(
        item: ShortcutItem, sourceLocation: SourceLocation? = nil, computedProperties: [String] = [],
        sourceTexts: SourceTexts? = nil, isRepeatedAtRunTime: Bool = false
    ) {
        self.item = item
        self.sourceLocation = sourceLocation
        self.computedProperties = computedProperties
        self.sourceTexts = sourceTexts
        self.isRepeatedAtRunTime = isRepeatedAtRunTime
    }

    /// The item an app would register from a construction found in source: literal values as written, a localized
    /// text's value in the development region until a menu resolves it in its locale, computed values shown as
    /// `‹expression›`.
    public init(discovered: DiscoveredShortcutItem) {
        var computed: [String] = []
        func text(_ value: SourceText?, _ name: String) -> String? {
            switch value {
            case .literal(let text): return text
            case .localized(let key): return key.fallback
            case .computed(let expression):
                computed.append(name)
                return "‹\(expression)›"
            case nil: return nil
            }
        }
        func identifier(_ value: SourceValue<String>?, _ name: String) -> String? {
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
            type: identifier(discovered.type, "type") ?? "",
            localizedTitle: text(discovered.localizedTitle, "localizedTitle") ?? "",
            localizedSubtitle: text(discovered.localizedSubtitle, "localizedSubtitle"),
            icon: known(discovered.icon, "icon"),
            userInfo: known(discovered.userInfo, "userInfo"),
            targetContentIdentifier: identifier(discovered.targetContentIdentifier, "targetContentIdentifier"))
        self.init(
            item: item, sourceLocation: discovered.location, computedProperties: computed,
            sourceTexts: SourceTexts(title: discovered.localizedTitle, subtitle: discovered.localizedSubtitle),
            isRepeatedAtRunTime: discovered.isRepeated)
    }
}

extension App {
    /// The dynamic items the app registers, as read from its source (`App.registeredDynamicItems`): what the
    /// simulated device holds after the app has run.
    public var dynamicItemsFromSource: [DynamicShortcutItem] {
        registeredDynamicItems.map(DynamicShortcutItem.init(discovered:))
    }
}
