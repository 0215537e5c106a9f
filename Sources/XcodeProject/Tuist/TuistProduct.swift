/// Tuist's `Product` cases (ProjectDescription's `Product.swift`) as product types.
enum TuistProduct {
    static func productType(_ product: String) -> ProductType {
        switch product {
        case "app": .application
        case "appClip": .appClip
        case "appExtension", "tvTopShelfExtension": .appExtension
        case "extensionKitExtension": .extensionKitExtension
        case "messagesExtension": .messagesExtension
        case "watch2App": .watchApp
        case "watch2AppContainer": .watchAppContainer
        case "watch2Extension": .watchExtension
        case "framework": .framework
        case "staticFramework": .staticFramework
        case "staticLibrary": .staticLibrary
        case "dynamicLibrary": .dynamicLibrary
        case "bundle": .bundle
        case "unitTests": .unitTestBundle
        case "uiTests": .uiTestBundle
        case "commandLineTool", "macro": .tool
        default: .other
        }
    }

    /// `SDKROOT` for a target's destinations (`Destination` in ProjectDescription): iOS when any destination runs
    /// the iOS app (iPhone, iPad, Mac Catalyst, Mac or Vision Pro "designed for iPad").
    static func sdkRoot(destinations: Set<String>) -> String? {
        let iOS: Set<String> = [
            "iOS", "iPhone", "iPad", "macCatalyst", "macWithiPadDesign", "appleVisionWithiPadDesign",
        ]
        if !destinations.isDisjoint(with: iOS) { return "iphoneos" }
        if destinations.contains("mac") || destinations.contains("macOS") { return "macosx" }
        if destinations.contains("appleWatch") || destinations.contains("watchOS") { return "watchos" }
        if destinations.contains("appleTv") || destinations.contains("tvOS") { return "appletvos" }
        if destinations.contains("appleVision") || destinations.contains("visionOS") { return "xros" }
        return nil
    }
}
