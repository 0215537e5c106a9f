import AppProject
import QuickActionKit

extension LaunchScenario {
    /// The launch of an app as its project and sources declare it: the shape detected from its lifecycle
    /// declarations (unless `shape` overrides it), and its own handlers answering the callbacks when its code is
    /// known. The one way the CLI, the server and the lint rules build a launch, so they cannot disagree.
    public init(
        app project: ProjectApp, item: ShortcutItem, state: LaunchState, shape: AppShape? = nil,
        openWindows: [SceneActivationConditions] = [], launchResult: Bool? = nil
    ) {
        self.init(
            item: item, shape: shape ?? project.app.lifecycle.shape, state: state, openWindows: openWindows,
            launchResult: launchResult, handlers: project.isCodeKnown ? project.sourceFacts.shortcutHandlers : nil)
        lifecycle = shape == nil ? project.app.lifecycle : nil
    }

    /// How the shape was chosen, for the report's first line: `overriddenBy` names the option that chose it.
    public static func shapeOrigin(of project: ProjectApp, overriddenBy: String? = nil) -> String {
        if let overriddenBy { return overriddenBy }
        guard project.isCodeKnown else {
            return "no app delegate or SwiftUI App found in the sources: the app is taken to answer like Xcode's "
                + "templates"
        }
        return project.app.lifecycle.evidence.map { "detected from \($0)" } ?? "detected"
    }
}
