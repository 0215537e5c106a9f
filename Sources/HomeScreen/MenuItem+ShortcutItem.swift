import QuickActionKit

extension MenuItem {
    /// The item as the app receives it when this menu item is chosen.
    public var shortcutItem: ShortcutItem {
        ShortcutItem(
            type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo,
            targetContentIdentifier: targetContentIdentifier)
    }
}

extension HomeScreenMenu {
    /// The shown item with `type`, or an error that lists the menu's types (and says why a hidden one is hidden).
    public func item(ofType type: String) throws(MenuChoiceError) -> MenuItem {
        if let item = items.first(where: { $0.type == type }) { return item }
        if let hidden = notShown.first(where: { $0.type == type }) {
            throw MenuChoiceError(type: type, hiddenBecause: hidden.reason.description, validTypes: items.map(\.type))
        }
        throw MenuChoiceError(type: type, hiddenBecause: nil, validTypes: items.map(\.type))
    }
}

/// A chosen type that is not in the current menu.
public struct MenuChoiceError: UserFacingError, Sendable, Hashable {
    public var type: String
    public var hiddenBecause: String?
    public var validTypes: [String]

    public var description: String {
        let reason = hiddenBecause.map { "is not in the current menu (\($0))" } ?? "is not an item of the current menu"
        guard !validTypes.isEmpty else {
            return "\(type) \(reason); the menu shows none of the app's items, so there is nothing to choose"
        }
        return "\(type) \(reason); choose one of: \(validTypes.joined(separator: ", "))"
    }
}
