/// Info.plist keys the model reads and writes (platform-facts §3, [KEYS]).
public enum InfoPlistKey {
    public static let shortcutItems = "UIApplicationShortcutItems"
    public static let itemType = "UIApplicationShortcutItemType"
    public static let itemTitle = "UIApplicationShortcutItemTitle"
    public static let itemSubtitle = "UIApplicationShortcutItemSubtitle"
    public static let itemIconType = "UIApplicationShortcutItemIconType"
    public static let itemIconFile = "UIApplicationShortcutItemIconFile"
    public static let itemIconSymbolName = "UIApplicationShortcutItemIconSymbolName"
    public static let itemUserInfo = "UIApplicationShortcutItemUserInfo"
    /// Undocumented, read by current iOS [observed] (platform-facts §3).
    public static let itemTargetContentIdentifier = "UIApplicationShortcutItemTargetContentIdentifier"

    public static let bundleDisplayName = "CFBundleDisplayName"
    public static let bundleName = "CFBundleName"
    public static let bundleIdentifier = "CFBundleIdentifier"
    public static let bundleShortVersion = "CFBundleShortVersionString"
    public static let bundleVersion = "CFBundleVersion"
    public static let developmentRegion = "CFBundleDevelopmentRegion"
    public static let packageType = "CFBundlePackageType"
    public static let extensionDictionary = "NSExtension"
    public static let sceneManifest = "UIApplicationSceneManifest"
    public static let supportsMultipleScenes = "UIApplicationSupportsMultipleScenes"

    /// The icon keys in the order iOS consults them: symbol name, then file, then type (platform-facts §3).
    public static let iconKeysByPrecedence = [itemIconSymbolName, itemIconFile, itemIconType]
}
