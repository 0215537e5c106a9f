/// A Home Screen quick action, mirroring `UIApplicationShortcutItem` (platform-facts §1, [UIKIT]).
///
/// `type` and `localizedTitle` are required; `userInfo` holds property-list values only, which
/// `PropertyListValue` guarantees by construction. `targetContentIdentifier` (iOS 13) chooses the scene that
/// handles the action; UIKit sets it through `UIMutableApplicationShortcutItem`.
public struct ShortcutItem: Sendable, Hashable, Codable {
    public var type: String
    public var localizedTitle: String
    public var localizedSubtitle: String?
    public var icon: ShortcutIcon?
    public var userInfo: [String: PropertyListValue]?
    public var targetContentIdentifier: String?

    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil,
        userInfo: [String: PropertyListValue]? = nil,
        targetContentIdentifier: String? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
    }
}
