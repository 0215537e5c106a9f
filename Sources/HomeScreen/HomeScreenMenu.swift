import QuickActionKit

/// The menu people see when they touch and hold an app icon: the app's items, the system items, where it opens,
/// and every item that is not shown with the reason.
public struct HomeScreenMenu: Sendable, Hashable, Codable {
    public var appName: String
    /// The person's locale: the system's texts and the direction follow it.
    public var locale: LocaleIdentifier
    /// The app localization its texts are shown in for `locale` (a language the app lacks falls back to its
    /// development region, as iOS does).
    public var localization: LocalizationChoice
    public var device: DeviceKind
    public var phase: AppPhase
    public var placement: MenuPlacement
    /// At most four, static first (platform-facts §4).
    public var items: [MenuItem]
    public var systemItems: [SystemMenuItem]
    public var notShown: [HiddenItem]
    /// Where the app was read from: project, target and configuration, or folders; and where its name is set.
    public var origin: AppOrigin
    /// Other states the app's code can leave its dynamic items in (signed out, not synced): assignments on paths
    /// the source cannot decide that register fewer items than the menu shows. `nil` when there are none.
    public var otherStates: [OtherItemsState]?

    /// The most app items a menu shows: "You can provide a total of four" (HIG-QA; platform-facts §4).
    public static let maximumAppItems = MenuComposer.maximumAppItems
}

/// A state of the app's dynamic items other than the one the menu shows (issue 30): the menu is the path that
/// registers the most items; on the path its conditions describe, the app registers these instead.
public struct OtherItemsState: Sendable, Hashable, Codable {
    public var location: SourceLocation
    public var itemCount: Int
    /// The conditions the source cannot decide that lead there (such as "`account != nil` is false").
    public var conditions: [String]
    /// The items' titles in the menu's locale (‹as written› when computed at run time).
    public var titles: [String]

    public init(location: SourceLocation, itemCount: Int, conditions: [String], titles: [String] = []) {
        self.location = location
        self.itemCount = itemCount
        self.conditions = conditions
        self.titles = titles
    }
}

/// Where a quick action comes from.
public struct ItemSource: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `UIApplicationShortcutItems` in Info.plist.
        case `static`
        /// Registered at run time through `shortcutItems`.
        case dynamic
    }

    public var kind: Kind
    /// Zero-based position in the plist array or the registered array.
    public var index: Int
    public var location: SourceLocation?
}

/// One of the app's items as shown.
public struct MenuItem: Sendable, Hashable, Codable {
    public var type: String
    public var title: String
    public var subtitle: String?
    public var icon: ShortcutIcon?
    /// What the app receives with the item when it is chosen ([UIKIT] userInfo, targetContentIdentifier).
    public var userInfo: [String: PropertyListValue]?
    public var targetContentIdentifier: String?
    public var source: ItemSource
    /// The localization that supplied the title; `nil` when the title is shown as written.
    public var titleLocalization: String?
    /// Properties computed at run time, shown as their expression (dynamic items read from source).
    public var computedProperties: [String]
    /// The strings-table key the title was looked up with, for a dynamic item whose code localizes it.
    public var titleKey: StringTableKey? = nil
    /// `true` when the item stands for a construction in a loop over values known only at run time (the app may
    /// register it any number of times); absent otherwise.
    public var repeatedAtRunTime: Bool? = nil
}

/// An item the menu does not show, and why.
public struct HiddenItem: Sendable, Hashable, Codable {
    public var type: String?
    public var title: String?
    public var source: ItemSource
    public var reason: Reason

    public enum Reason: Sendable, Hashable, Codable, CustomStringConvertible {
        /// iOS silently drops a static item without a string type and title or with mistyped keys (platform-facts §3).
        case invalidStaticItem([StaticItemProblem])
        /// Items with an empty title are skipped (platform-facts §4).
        case emptyTitle
        /// Only four app items are shown (platform-facts §4, HIG-QA "a total of four").
        case beyondFourItemLimit(position: Int, total: Int)
        /// Before the first launch only static items show (platform-facts §4, [UIKIT]).
        case notLaunchedYet

        public var code: String {
            switch self {
            case .invalidStaticItem: "invalid_static_item"
            case .emptyTitle: "empty_title"
            case .beyondFourItemLimit: "beyond_four_item_limit"
            case .notLaunchedYet: "not_launched_yet"
            }
        }

        public var description: String {
            switch self {
            case .invalidStaticItem(let problems):
                "iOS drops this item: " + problems.map(\.description).joined(separator: "; ")
            case .emptyTitle: "its title is empty, so iOS skips it"
            case .beyondFourItemLimit(let position, let total):
                "it would be app item \(position) of \(total), and the menu shows at most four"
            case .notLaunchedYet: "dynamic items appear only after the app's first launch"
            }
        }
    }
}
