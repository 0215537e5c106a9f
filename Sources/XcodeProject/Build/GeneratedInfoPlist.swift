import QuickActionKit

/// The Info.plist keys Xcode generates from build settings when `GENERATE_INFOPLIST_FILE = YES`
/// (xcode-project-facts.md, "Info.plist as built"): the bundle keys every target gets, and one key per
/// `INFOPLIST_KEY_<Key>` setting. Each entry sits at the line of the setting that made it, so a finding about it
/// points at the `.pbxproj`, `.xcconfig` or `project.yml` line.
enum GeneratedInfoPlist {
    static let keyPrefix = "INFOPLIST_KEY_"

    /// Bundle keys and the setting each comes from; a key whose setting is unset is not generated.
    static let bundleKeys: [(key: String, setting: String)] = [
        ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
        ("CFBundleExecutable", "EXECUTABLE_NAME"),
        ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"),
        ("CFBundleName", "PRODUCT_NAME"),
        ("CFBundlePackageType", "PRODUCT_BUNDLE_PACKAGE_TYPE"),
        ("CFBundleShortVersionString", "MARKETING_VERSION"),
        ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
    ]

    /// Keys whose build setting is YES/NO and whose plist value is a Boolean.
    static let booleanKeys: Set<String> = [
        "LSRequiresIPhoneOS", "UIApplicationSupportsIndirectInputEvents", "UIRequiresFullScreen",
        "UIStatusBarHidden", "UIFileSharingEnabled", "LSSupportsOpeningDocumentsInPlace", "UISupportsDocumentBrowser",
        "NSSupportsLiveActivities", "ITSAppUsesNonExemptEncryption", "UIApplicationExitsOnSuspend",
        "UIViewControllerBasedStatusBarAppearance", "UIApplicationSupportsMultipleScenes",
    ]

    /// Keys whose build setting is a space-separated list and whose plist value is an Array.
    static let listKeyPrefixes = ["UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities"]

    /// The bundle keys every generated Info.plist has, from the settings named in `bundleKeys`.
    static func bundleEntries(for build: TargetBuild) -> [PlistEntry] {
        bundleKeys.compactMap { key, setting in
            guard let resolved = build.settings.value(of: setting), !resolved.value.isEmpty else { return nil }
            let location = resolved.location ?? SourceLocation(file: build.project.file)
            return entry(key, .scalar(.string(resolved.value)), at: location)
        }
    }

    /// One entry per `INFOPLIST_KEY_` setting, in key order.
    static func settingEntries(for build: TargetBuild) -> [PlistEntry] {
        build.settings.names.sorted().compactMap { name in
            guard name.hasPrefix(keyPrefix), let resolved = build.settings.value(of: name) else { return nil }
            let location = resolved.location ?? SourceLocation(file: build.project.file)
            return generatedEntry(setting: String(name.dropFirst(keyPrefix.count)), resolved.value, location)
        }
    }

    /// The entry one `INFOPLIST_KEY_` setting makes: `_Generation` switches make a dictionary
    /// (`UIApplicationSceneManifest`, `UILaunchScreen`), `Key_iPad` / `Key_iPhone` become `Key~ipad` /
    /// `Key~iphone`, and values take the key's plist type.
    static func generatedEntry(setting: String, _ value: String, _ location: SourceLocation) -> PlistEntry? {
        if setting.hasSuffix("_Generation") {
            guard BuildSettingValue.isYes(value) else { return nil }
            let key = String(setting.dropLast("_Generation".count))
            // A generated scene manifest declares a scene-based app that supports multiple windows, as Xcode's
            // templates build it (observed in built SwiftUI and UIKit template apps).
            let contents: [PlistEntry] =
                key == InfoPlistKey.sceneManifest
                ? [entry(InfoPlistKey.supportsMultipleScenes, .scalar(.bool(true)), at: location)] : []
            return entry(key, .dictionary(contents), at: location)
        }
        var key = setting
        for (suffix, device) in [("_iPad", "~ipad"), ("_iPhone", "~iphone")] where key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count)) + device
        }
        let base = key.split(separator: "~").first.map(String.init) ?? key
        let kind: PlistNode.Kind
        if booleanKeys.contains(base) {
            kind = .scalar(.bool(BuildSettingValue.isYes(value)))
        } else if listKeyPrefixes.contains(base) {
            kind = .array(
                value.split(separator: " ").map { PlistNode(location: location, kind: .scalar(.string(String($0)))) })
        } else {
            kind = .scalar(.string(value))
        }
        return entry(key, kind, at: location)
    }

    private static func entry(_ key: String, _ kind: PlistNode.Kind, at location: SourceLocation) -> PlistEntry {
        PlistEntry(key: key, keyLocation: location, value: PlistNode(location: location, kind: kind))
    }
}
