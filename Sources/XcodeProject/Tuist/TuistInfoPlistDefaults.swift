import QuickActionKit

/// The keys Tuist writes into an Info.plist made with `.extendingDefault(with:)` or `.default` before the stated
/// ones (tuist/tuist `cli/Sources/TuistGenerator/Generator/InfoPlistContentProvider.swift`): the base bundle keys,
/// `CFBundlePackageType` and `CFBundleExecutable` by product, and for an iOS app the device and orientation keys and
/// an empty scene manifest. Static and dynamic libraries get no Info.plist. The macOS and watchOS additions are left
/// out: the Home Screen is iOS's.
enum TuistInfoPlistDefaults {
    static func entries(
        product: String, productType: ProductType, isIOS: Bool, supportsIPad: Bool, at location: SourceLocation
    ) -> [PlistEntry] {
        var values: [(String, PropertyListValue)] = [
            ("CFBundleDevelopmentRegion", "$(DEVELOPMENT_LANGUAGE)"),
            ("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"),
            ("CFBundleInfoDictionaryVersion", "6.0"),
            ("CFBundleName", "$(PRODUCT_NAME)"),
            ("CFBundleShortVersionString", "1.0"),
            ("CFBundleVersion", "1"),
        ]
        if let packageType = packageType[product] { values.append(("CFBundlePackageType", .string(packageType))) }
        if product != "bundle" { values.append(("CFBundleExecutable", "$(EXECUTABLE_NAME)")) }
        if productType == .application, isIOS {
            values += [
                ("LSRequiresIPhoneOS", true),
                ("UIRequiredDeviceCapabilities", ["armv7"]),
                (
                    "UISupportedInterfaceOrientations",
                    [
                        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                        "UIInterfaceOrientationLandscapeRight",
                    ]
                ),
                (
                    "UIApplicationSceneManifest",
                    ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [:]]
                ),
            ]
            if supportsIPad {
                values.append(
                    (
                        "UISupportedInterfaceOrientations~ipad",
                        [
                            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                            "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
                        ]
                    ))
            }
        }
        return values.map { PlistEntry(key: $0.0, keyLocation: location, value: node($0.1, at: location)) }
    }

    /// `CFBundlePackageType` by Tuist product.
    private static let packageType: [String: String] = [
        "app": "APPL", "appClip": "APPL", "uiTests": "BNDL", "unitTests": "BNDL", "bundle": "BNDL",
        "framework": "FMWK", "staticFramework": "FMWK", "watch2App": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "watch2AppContainer": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "watch2Extension": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "tvTopShelfExtension": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "appExtension": "XPC!",
        "stickerPackExtension": "XPC!", "messagesExtension": "XPC!", "xpc": "XPC!", "extensionKitExtension": "XPC!",
        "systemExtension": "SYSX",
    ]

    private static func node(_ value: PropertyListValue, at location: SourceLocation) -> PlistNode {
        switch value {
        case .array(let elements):
            return PlistNode(location: location, kind: .array(elements.map { node($0, at: location) }))
        case .dictionary(let entries):
            return PlistNode(
                location: location,
                kind: .dictionary(
                    entries.sorted { $0.key < $1.key }.map {
                        PlistEntry(key: $0.key, keyLocation: location, value: node($0.value, at: location))
                    }))
        default:
            return PlistNode(location: location, kind: .scalar(value))
        }
    }
}
