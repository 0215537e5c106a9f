/// The requirements of the system protocols an app implements for quick actions and App Shortcuts that have a
/// default, so a member that misses one by a letter or a label still compiles and is silently never used (issue 32).
/// Required members are left out: a near miss of one fails to build, and the compiler says so. Swift only warns of
/// near misses for `@objc optional` requirements, and only as a warning.
public struct ProtocolRequirement: Sendable, Hashable {
    /// A property's name, or a method's full name with its argument labels (`windowScene(_:performActionFor:…)`).
    public var name: String
    public var isStatic: Bool
    /// A method's parameter types as written in the SDK, normalized (`RequirementMembers.normalizedType`).
    public var parameterTypes: [String]?
    /// What silently does not happen when the member is misnamed, as the end of a sentence.
    public var effect: String

    static func property(_ name: String, _ effect: String) -> ProtocolRequirement {
        ProtocolRequirement(name: name, isStatic: true, parameterTypes: nil, effect: effect)
    }

    static func method(_ name: String, _ types: [String], _ effect: String) -> ProtocolRequirement {
        ProtocolRequirement(name: name, isStatic: false, parameterTypes: types, effect: effect)
    }

    /// The base name of a method (`windowScene`), or the property's name.
    var baseName: Substring { name.prefix { $0 != "(" } }
}

public enum ProtocolRequirements {
    /// The protocol a requirement list belongs to, by the names a type's inheritance clause may use.
    static func protocolName(for inherited: String) -> String? {
        if inherited == "AppShortcutsProvider" { return "AppShortcutsProvider" }
        // `AppIntent` and its refinements (`ForegroundContinuableIntent`, `AudioPlaybackIntent`…), as the App
        // Shortcuts reader takes them; SiriKit's `INIntent` is another thing.
        if inherited.hasSuffix("Intent"), inherited != "INIntent" { return "AppIntent" }
        if inherited == "UIApplicationDelegate" { return "UIApplicationDelegate" }
        if inherited == "UIWindowSceneDelegate" || inherited == "UISceneDelegate" { return "UIWindowSceneDelegate" }
        return nil
    }

    /// Each protocol's defaulted requirements (platform-facts §5-§6; Apple's AppIntents and UIKit references).
    static let byProtocol: [String: [ProtocolRequirement]] = [
        "AppShortcutsProvider": [
            .property("shortcutTileColor", "the Shortcuts app never uses the tile colour"),
            .property("negativePhrases", "Siri never learns the phrases that must not run the app"),
        ],
        "AppIntent": [
            .property("description", "the Shortcuts app shows no description for the intent"),
            .property("openAppWhenRun", "the app is not opened when the intent runs"),
            .property("authenticationPolicy", "the intent runs without the authentication it asks for"),
            .property("parameterSummary", "the Shortcuts app shows no parameter summary"),
            .property("isDiscoverable", "the intent keeps the default, discoverable"),
        ],
        "UIApplicationDelegate": [
            .method(
                "application(_:performActionFor:completionHandler:)",
                ["UIApplication", "UIApplicationShortcutItem", "(Bool)->Void"],
                "UIKit never calls it, so a quick action chosen while the app runs is not handled"),
            .method(
                "application(_:didFinishLaunchingWithOptions:)",
                ["UIApplication", "[UIApplication.LaunchOptionsKey:Any]?"],
                "UIKit never calls it, so a cold launch's quick action is not read"),
            .method(
                "application(_:willFinishLaunchingWithOptions:)",
                ["UIApplication", "[UIApplication.LaunchOptionsKey:Any]?"],
                "UIKit never calls it"),
            .method(
                "application(_:configurationForConnecting:options:)",
                ["UIApplication", "UISceneSession", "UIScene.ConnectionOptions"],
                "UIKit never calls it, so scenes take the Info.plist's configuration"),
            .method("applicationDidBecomeActive(_:)", ["UIApplication"], "UIKit never calls it"),
            .method("applicationWillResignActive(_:)", ["UIApplication"], "UIKit never calls it"),
            .method("applicationDidEnterBackground(_:)", ["UIApplication"], "UIKit never calls it"),
            .method("applicationWillEnterForeground(_:)", ["UIApplication"], "UIKit never calls it"),
        ],
        "UIWindowSceneDelegate": [
            .method(
                "windowScene(_:performActionFor:completionHandler:)",
                ["UIWindowScene", "UIApplicationShortcutItem", "(Bool)->Void"],
                "UIKit never calls it, so a quick action chosen while the app runs is not handled"),
            .method(
                "scene(_:willConnectTo:options:)", ["UIScene", "UISceneSession", "UIScene.ConnectionOptions"],
                "UIKit never calls it, so a cold launch's quick action is not read"),
            .method("sceneDidBecomeActive(_:)", ["UIScene"], "UIKit never calls it"),
            .method("sceneWillResignActive(_:)", ["UIScene"], "UIKit never calls it"),
            .method("sceneWillEnterForeground(_:)", ["UIScene"], "UIKit never calls it"),
            .method("sceneDidEnterBackground(_:)", ["UIScene"], "UIKit never calls it"),
            .method("sceneDidDisconnect(_:)", ["UIScene"], "UIKit never calls it"),
        ],
    ]
}
