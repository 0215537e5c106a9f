import QuickActionKit

extension LaunchScenario {
    /// The launch of an app as its sources declare it: the shape detected from its lifecycle declarations (unless
    /// `shape` overrides it), and its own `handlers` answering the callbacks. `handlers` is nil when the app's code
    /// is not known (an Info.plist alone, an Objective-C app): the app then answers like Xcode's templates. The one
    /// way the CLI, the server and the lint rules build a launch, so they cannot disagree.
    public init(
        app: App, handlers: ShortcutHandlerDeclarations?, item: ShortcutItem, state: LaunchState,
        shape: AppShape? = nil, openWindows: [SceneActivationConditions] = [], launchResult: Bool? = nil
    ) {
        self.init(
            item: item, shape: shape ?? app.lifecycle.shape, state: state, openWindows: openWindows,
            launchResult: launchResult, handlers: handlers)
        lifecycle = shape == nil ? app.lifecycle : nil
    }

    /// How the shape was chosen, for the report's first line: `overriddenBy` names what chose it, and
    /// `isCodeKnown` says whether the app's sources declared its handlers.
    public static func shapeOrigin(of app: App, isCodeKnown: Bool, overriddenBy: String? = nil) -> String {
        if let overriddenBy { return overriddenBy }
        // Said in full: an Objective-C app delegate is not read (Documentation/limits.md), so its app gets the
        // template's steps and warnings, which are the shape's traps rather than findings about its code.
        guard isCodeKnown else {
            return "no app delegate or SwiftUI App found in the Swift sources (Objective-C is not read): the app is "
                + "taken to answer like Xcode's templates, so the steps and warnings are the template's"
        }
        return app.lifecycle.evidence.map { "detected from \($0)" } ?? "detected"
    }
}
