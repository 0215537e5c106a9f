/// The icon of a quick action, mirroring the initializers of `UIApplicationShortcutIcon` (platform-facts §2).
public enum ShortcutIcon: Sendable, Hashable {
    /// `UIApplicationShortcutIcon(type:)`: one of the 29 system icon types.
    case system(SystemIconType)
    /// `UIApplicationShortcutIcon(systemImageName:)`: an SF Symbol name (iOS 13).
    case systemImageName(String)
    /// `UIApplicationShortcutIcon(templateImageName:)`: an image from the app's asset catalog or bundle.
    case templateImageName(String)
    /// `UIApplicationShortcutIcon(contact:)`: the contact's photo, or a monogram of their initials.
    case contact(ContactIcon)

    /// The Info.plist key and value that declare this icon; `nil` for a contact icon, which has no Info.plist form
    /// (`init(contact:)` takes a `CNContact` at run time).
    public var infoPlistEntry: (key: String, value: String)? {
        switch self {
        case .system(let type): (InfoPlistKey.itemIconType, type.infoPlistName)
        case .systemImageName(let name): (InfoPlistKey.itemIconSymbolName, name)
        case .templateImageName(let name): (InfoPlistKey.itemIconFile, name)
        case .contact: nil
        }
    }
}

/// A contact shown as a quick-action icon. Without a photo, iOS draws a monogram of the initials.
public struct ContactIcon: Sendable, Hashable, Codable {
    public var givenName: String
    public var familyName: String

    public init(givenName: String, familyName: String) {
        self.givenName = givenName
        self.familyName = familyName
    }

    /// The initials iOS shows when the contact has no photo: first letter of the given and family names.
    public var monogram: String {
        [givenName, familyName].compactMap { $0.first.map(String.init) }.joined().uppercased()
    }
}
