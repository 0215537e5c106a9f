/// How an app receives its lifecycle callbacks, which decides how a chosen quick action reaches it
/// (platform-facts §5).
public enum AppShape: String, Sendable, Hashable, Codable, CaseIterable {
    /// `UIApplicationDelegate` only, no scenes.
    case appDelegate = "app-delegate"
    /// UIKit scenes with a `UIWindowSceneDelegate` (iOS 13+).
    case scene
    /// SwiftUI `App` lifecycle without a scene delegate of the app's own.
    case swiftUI = "swiftui"
    /// SwiftUI `App` whose `@UIApplicationDelegateAdaptor` returns a scene configuration with the app's own scene
    /// delegate from `application(_:configurationForConnecting:options:)`.
    case swiftUISceneDelegate = "swiftui-scene-delegate"

    /// Whether the app runs in scenes; then the app delegate's `performActionFor` is never called (platform-facts §5).
    public var usesScenes: Bool { self != .appDelegate }

    /// Whether a scene delegate of the app's own receives scene callbacks.
    public var hasOwnSceneDelegate: Bool { self == .scene || self == .swiftUISceneDelegate }

    /// Whether SwiftUI's `scenePhase` reports activity to the app's code.
    public var isSwiftUI: Bool { self == .swiftUI || self == .swiftUISceneDelegate }

    public var displayName: String {
        switch self {
        case .appDelegate: "app delegate only"
        case .scene: "scene-based (UIWindowSceneDelegate)"
        case .swiftUI: "SwiftUI App without a scene delegate"
        case .swiftUISceneDelegate: "SwiftUI App with a scene delegate through an app-delegate adaptor"
        }
    }
}
