/// The declarations in an app's project and sources that decide its `AppShape`, with where they are.
public struct LifecycleDeclarations: Sendable, Hashable, Codable {
    /// `@main struct …: App` (SwiftUI App lifecycle).
    public var swiftUIApp: SourceLocation?
    /// Classes conforming to `UIApplicationDelegate` (in their declaration or an extension).
    public var appDelegates: [SourceLocation]
    /// Classes conforming to `UIWindowSceneDelegate` (in their declaration or an extension).
    public var sceneDelegates: [SourceLocation]
    /// `@UIApplicationDelegateAdaptor` in a SwiftUI app.
    public var delegateAdaptor: SourceLocation?
    /// `….delegateClass = …` in `application(_:configurationForConnecting:options:)`.
    public var sceneDelegateConfiguration: SourceLocation?
    /// Where the Info.plist as built declares `UIApplicationSceneManifest`: the file's entry, or the
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` setting that generates it.
    public var sceneManifest: SourceLocation?
    /// The scene delegate class the manifest names for the app's windows (`UIWindowSceneSessionRoleApplication`'s
    /// first configuration, `UISceneDelegateClassName` without its module: `SceneDelegate`). A CarPlay or external
    /// display delegate in the sources is not the one a Home Screen launch connects ([UIKIT]
    /// UISceneConfigurations).
    public var sceneDelegateClassName: String?
    /// The class `application(_:configurationForConnecting:options:)` sets as `delegateClass` last: the default
    /// after the special cases an app returns early for (CarPlay, a Mac Catalyst window a user activity opens, as
    /// in Amperfy), which is the configuration a Home Screen launch connects, carrying no user activity (issue 30).
    public var configuredSceneDelegateClassName: String?

    public init(
        swiftUIApp: SourceLocation? = nil, appDelegates: [SourceLocation] = [], sceneDelegates: [SourceLocation] = [],
        delegateAdaptor: SourceLocation? = nil, sceneDelegateConfiguration: SourceLocation? = nil,
        sceneManifest: SourceLocation? = nil
    ) {
        self.swiftUIApp = swiftUIApp
        self.appDelegates = appDelegates
        self.sceneDelegates = sceneDelegates
        self.delegateAdaptor = delegateAdaptor
        self.sceneDelegateConfiguration = sceneDelegateConfiguration
        self.sceneManifest = sceneManifest
    }

    /// Info.plist declares `UIApplicationSceneManifest`.
    public var declaresSceneManifest: Bool { sceneManifest != nil }

    /// The shape these declarations make (platform-facts §5): a SwiftUI app sees connection options only through a
    /// scene delegate configured by its app-delegate adaptor; a UIKit app uses scenes only when its Info.plist
    /// declares `UIApplicationSceneManifest` ("The presence of this key tells the system that your app supports
    /// scenes": Specifying the scenes your app supports; TN3187), and its own scene delegate receives them;
    /// anything else is app-delegate only, whatever scene delegate classes its sources hold.
    public var shape: AppShape {
        if swiftUIApp != nil {
            return delegateAdaptor != nil && sceneDelegateConfiguration != nil && !sceneDelegates.isEmpty
                ? .swiftUISceneDelegate : .swiftUI
        }
        if !sceneDelegates.isEmpty && declaresSceneManifest { return .scene }
        return .appDelegate
    }

    /// The declaration that decided the shape, when there is one.
    public var evidence: SourceLocation? {
        switch shape {
        case .swiftUI: swiftUIApp
        case .swiftUISceneDelegate: sceneDelegateConfiguration ?? swiftUIApp
        case .scene: sceneDelegates.first
        case .appDelegate: appDelegates.first
        }
    }

    /// Something a reader of the detection should know because it changes what the app receives: a scene delegate
    /// UIKit never calls.
    public var caveat: String? {
        if swiftUIApp == nil, !sceneDelegates.isEmpty, !declaresSceneManifest {
            return "the scene delegate is never called: the Info.plist as built has no UIApplicationSceneManifest "
                + "(TN3187), so UIKit uses the app delegate life cycle; if the app adds the manifest some other way, "
                + "pass --shape scene"
        }
        if swiftUIApp != nil, !sceneDelegates.isEmpty, shape == .swiftUI {
            return "the scene delegate is never called: no @UIApplicationDelegateAdaptor returns a configuration "
                + "whose delegateClass is it (platform-facts §5)"
        }
        return nil
    }
}
