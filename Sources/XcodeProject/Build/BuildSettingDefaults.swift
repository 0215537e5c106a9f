import QuickActionKit

/// Xcode's defaults for an iOS target, the lowest level of the settings stack (xcode-project-facts.md, "Defaults
/// that matter here"): the ones Info.plist files and other settings refer to.
public enum BuildSettingDefaults {
    static func level(project: ProjectModel, target: ProjectTarget, configuration: String) -> BuildSettingsLevel {
        let location = SourceLocation(file: project.file)
        // Absolute, as Xcode sets it: a path written `$(SRCROOT)/Resources/Info.plist` must not be joined to a
        // relative source root a second time (issue 32: VLC read from `lint vlc-ios`).
        let sourceRoot = ProjectPath.absolute(project.sourceRoot)
        let values: [(String, String)] = [
            ("TARGET_NAME", target.name),
            ("TARGETNAME", target.name),
            ("PROJECT_NAME", project.name),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("FULL_PRODUCT_NAME", "$(PRODUCT_NAME).$(WRAPPER_EXTENSION)"),
            ("WRAPPER_EXTENSION", wrapperExtension(of: target.productType)),
            ("PRODUCT_BUNDLE_PACKAGE_TYPE", packageType(of: target.productType)),
            ("CONFIGURATION", configuration),
            ("SRCROOT", sourceRoot),
            ("SOURCE_ROOT", sourceRoot),
            ("PROJECT_DIR", sourceRoot),
            ("DEVELOPMENT_LANGUAGE", project.developmentRegion ?? "en"),
            ("SDKROOT", "iphoneos"),
            ("PLATFORM_NAME", "iphoneos"),
            ("EFFECTIVE_PLATFORM_NAME", "-iphoneos"),
            ("INFOPLIST_EXPAND_BUILD_SETTINGS", "YES"),
        ]
        return BuildSettingsLevel(
            name: "defaults",
            assignments: values.map { BuildSettingAssignment(name: $0.0, value: $0.1, location: location) })
    }

    /// `CFBundlePackageType` by product type: APPL for apps, XPC! for extensions, FMWK, BNDL.
    static func packageType(of type: ProductType) -> String {
        switch type {
        case .application, .appClip, .watchApp, .watchAppContainer, .messagesApplication: "APPL"
        case .appExtension, .extensionKitExtension, .watchExtension, .messagesExtension: "XPC!"
        case .framework, .staticFramework: "FMWK"
        default: "BNDL"
        }
    }

    static func wrapperExtension(of type: ProductType) -> String {
        switch type {
        case .application, .appClip, .watchApp, .watchAppContainer, .messagesApplication: "app"
        case .appExtension, .extensionKitExtension, .watchExtension, .messagesExtension: "appex"
        case .framework, .staticFramework: "framework"
        case .unitTestBundle, .uiTestBundle: "xctest"
        default: "bundle"
        }
    }
}

extension BuildSettingDefaults {
    /// The settings known for an app read from folders, without a project (platform-facts §9): `PRODUCT_NAME`,
    /// `TARGET_NAME`, `EXECUTABLE_NAME` and `PROJECT_NAME` are the product name; anything else stays unresolved.
    public static func folderApp(productName: String, infoPlist: String) -> ResolvedBuildSettings {
        let location = SourceLocation(file: infoPlist)
        let level = BuildSettingsLevel(
            name: "defaults",
            assignments: ["PRODUCT_NAME", "TARGET_NAME", "EXECUTABLE_NAME", "PROJECT_NAME"].map {
                BuildSettingAssignment(name: $0, value: productName, location: location)
            })
        return ResolvedBuildSettings(levels: [level], context: BuildContext(configuration: "Release"))
    }
}
