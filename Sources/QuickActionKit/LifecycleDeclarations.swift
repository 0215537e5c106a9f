/// The declarations in an app's sources that decide its `AppShape`, with where they are.
public struct LifecycleDeclarations: Sendable, Hashable, Codable {
    /// `@main struct …: App` (SwiftUI App lifecycle).
    public var swiftUIApp: SourceLocation?
    /// Classes conforming to `UIWindowSceneDelegate`.
    public var sceneDelegates: [SourceLocation]
    /// `@UIApplicationDelegateAdaptor` in a SwiftUI app.
    public var delegateAdaptor: SourceLocation?
    /// `….delegateClass = …` in `application(_:configurationForConnecting:options:)`.
    public var sceneDelegateConfiguration: SourceLocation?
    /// Info.plist declares `UIApplicationSceneManifest`.
    public var declaresSceneManifest: Bool

    public init(
        swiftUIApp: SourceLocation? = nil, sceneDelegates: [SourceLocation] = [],
        delegateAdaptor: SourceLocation? = nil,
        sceneDelegateConfiguration: SourceLocation? = nil, declaresSceneManifest: Bool = false
    ) {
        self.swiftUIApp = swiftUIApp
        self.sceneDelegates = sceneDelegates
        self.delegateAdaptor = delegateAdaptor
        self.sceneDelegateConfiguration = sceneDelegateConfiguration
        self.declaresSceneManifest = declaresSceneManifest
    }

    /// The shape these declarations make (platform-facts §5): a SwiftUI app sees connection options only through a
    /// scene delegate configured by its app-delegate adaptor; a UIKit app with a scene delegate and a scene
    /// manifest (or a configuration naming the delegate class) is scene-based; anything else is app-delegate only.
    public var shape: AppShape {
        if swiftUIApp != nil {
            return delegateAdaptor != nil && sceneDelegateConfiguration != nil && !sceneDelegates.isEmpty
                ? .swiftUISceneDelegate : .swiftUI
        }
        if !sceneDelegates.isEmpty && (declaresSceneManifest || sceneDelegateConfiguration != nil) { return .scene }
        return .appDelegate
    }

    /// The declaration that decided the shape, when there is one.
    public var evidence: SourceLocation? {
        switch shape {
        case .swiftUI: swiftUIApp
        case .swiftUISceneDelegate: sceneDelegateConfiguration ?? swiftUIApp
        case .scene: sceneDelegates.first
        case .appDelegate: nil
        }
    }
}
