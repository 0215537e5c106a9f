import QuickActionKit

/// The app's own handlers run on every launch path (cold and warm) for one chosen item: the one engine of launch
/// outcomes (issue 16). `quickactions launch` prints one path of it; the handler lint rules report its outcomes, so
/// the two cannot disagree.
public struct LaunchAnalysis: Sendable {
    /// One launch path and what the app's code does on it.
    public struct Path: Sendable {
        public var state: LaunchState
        public var report: LaunchReport
        /// Present: the analysis exists only for apps whose code is known.
        public var outcome: LaunchOutcome { report.outcome! }
    }

    public let paths: [Path]
    /// The app's handlers the system calls on no path (the app delegate's `performActionFor` in an app that uses
    /// scenes, a scene delegate in an app without a scene manifest), in source order.
    public let uncalledHandlers: [ShortcutHandler]

    /// The item chosen on every path; what the handlers do does not depend on which item it is.
    static let probe = ShortcutItem(type: "quickactions.probe", localizedTitle: "Quick Action")

    /// Nil when the app's code is not known (`handlers` nil): there is nothing of the app's own to run.
    public init?(app: App, handlers: ShortcutHandlerDeclarations?) {
        guard let handlers else { return nil }
        paths = LaunchState.allCases.map { state in
            let scenario = LaunchScenario(app: app, handlers: handlers, item: Self.probe, state: state)
            return Path(state: state, report: scenario.run())
        }
        let called = Set(paths.flatMap { $0.report.responses ?? [] }.compactMap { $0?.handler })
        uncalledHandlers = handlers.handlers.filter { !called.contains($0) }
    }

    /// The outcome on one path.
    public func outcome(_ state: LaunchState) -> LaunchOutcome {
        paths.first { $0.state == state }!.outcome
    }

    /// Completion-handler problems of the handlers some path calls, one per handler.
    public var completionProblems: [CompletionProblem] {
        var seen: Set<ShortcutHandler> = []
        return paths.flatMap(\.outcome.completionProblems).filter { seen.insert($0.handler).inserted }
    }

    /// Handlers that act on an item again when the app becomes active again, one per handler.
    public var repeatingHandlers: [Handling] {
        var seen: Set<ShortcutHandler> = []
        return paths.flatMap(\.outcome.repeats).filter { seen.insert($0.handler).inserted }
    }
}
