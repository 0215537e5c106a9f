import QuickActionKit

extension LaunchScenario {
    /// The launch of `app` as its project and sources declare it: the shape detected from its lifecycle
    /// declarations (unless `shape` overrides it), and its own handlers answering the callbacks when its code is
    /// known. The one way the CLI, the server and the lint rules build a launch, so they cannot disagree.
    public init(
        app: App, item: ShortcutItem, state: LaunchState, shape: AppShape? = nil,
        openWindows: [SceneActivationConditions] = [], launchResult: Bool? = nil
    ) {
        self.init(
            item: item, shape: shape ?? app.lifecycle.shape, state: state, openWindows: openWindows,
            launchResult: launchResult, handlers: app.isCodeKnown ? app.shortcutHandlers : nil)
        lifecycle = shape == nil ? app.lifecycle : nil
    }

    /// How the shape was chosen, for the report's first line: `overriddenBy` names the option that chose it.
    public static func shapeOrigin(of app: App, overriddenBy: String? = nil) -> String {
        if let overriddenBy { return overriddenBy }
        guard app.isCodeKnown else {
            return "no app delegate or SwiftUI App found in the sources: the app is taken to answer like Xcode's "
                + "templates"
        }
        return app.lifecycle.evidence.map { "detected from \($0)" } ?? "detected"
    }
}

extension App {
    /// Whether the Swift sources hold the app's entry point (an app delegate or a SwiftUI `App`) or a quick-action
    /// handler: then its handlers are what its code does. Otherwise (an Info.plist alone, an Objective-C app) the
    /// simulation cannot say what the code does.
    public var isCodeKnown: Bool {
        lifecycle.swiftUIApp != nil || !lifecycle.appDelegates.isEmpty || !shortcutHandlers.handlers.isEmpty
    }
}
