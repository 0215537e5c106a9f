import QuickActionKit

/// Tells an app's Info.plist from those of extensions, frameworks and test bundles (platform-facts §9: projects
/// hold many Info.plist files; only app targets carry quick actions).
enum InfoPlistClassifier {
    /// Keys only an application's Info.plist has.
    static let applicationKeys: Set<String> = [
        InfoPlistKey.shortcutItems, InfoPlistKey.sceneManifest, "LSRequiresIPhoneOS", "UILaunchStoryboardName",
        "UILaunchScreen", "UIMainStoryboardFile", "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations",
        "UIApplicationSupportsIndirectInputEvents", "UIBackgroundModes",
    ]

    static func declaresApp(_ root: PlistNode) -> Bool {
        guard case .dictionary(let entries) = root.kind, root[InfoPlistKey.extensionDictionary] == nil else {
            return false
        }
        switch root[InfoPlistKey.packageType]?.value.value.stringValue {
        case "APPL": return true
        case "BNDL", "FMWK", "XPC!": return false
        default: return entries.contains { applicationKeys.contains($0.key) }
        }
    }
}
