import QuickActionKit

/// What an app's Swift sources say about how its code behaves, beside the model (`App` holds the UIKit and App
/// Intents concepts; these are facts about code): found by the reader that parses the sources, read by the launch
/// simulation and the lint rules.
public struct SourceFacts: Sendable, Hashable {
    /// The delegate methods that receive a chosen quick action, with what their bodies do with it.
    public var shortcutHandlers: ShortcutHandlerDeclarations
    /// `// quickactions:disable:…` comments in the Swift files that were read, and in the strings files of
    /// `filesWithCommentsRead`.
    public var suppressions: [SuppressionComment]
    /// Members one edit or label away from a defaulted requirement of the protocols their types conform to.
    public var requirementNearMisses: [RequirementNearMiss]
    /// The property lists and strings files whose comments are in `suppressions` already (the localization tables
    /// read with the app): the lint reads only the others for theirs.
    public var filesWithCommentsRead: Set<String>

    public init(
        shortcutHandlers: ShortcutHandlerDeclarations = .init(), suppressions: [SuppressionComment] = [],
        requirementNearMisses: [RequirementNearMiss] = [], filesWithCommentsRead: Set<String> = []
    ) {
        self.shortcutHandlers = shortcutHandlers
        self.suppressions = suppressions
        self.requirementNearMisses = requirementNearMisses
        self.filesWithCommentsRead = filesWithCommentsRead
    }
}

/// One app as its project gives it: the model and the facts about its sources, read together.
public struct ProjectApp: Sendable {
    public var app: App
    public var sourceFacts: SourceFacts

    public init(app: App, sourceFacts: SourceFacts = SourceFacts()) {
        self.app = app
        self.sourceFacts = sourceFacts
    }

    /// Whether the Swift sources hold the app's entry point (an app delegate or a SwiftUI `App`) or a quick-action
    /// handler: then its handlers are what its code does. Otherwise (an Info.plist alone, an Objective-C app) the
    /// simulation cannot say what the code does.
    public var isCodeKnown: Bool {
        app.lifecycle.swiftUIApp != nil || !app.lifecycle.appDelegates.isEmpty
            || !sourceFacts.shortcutHandlers.handlers.isEmpty
    }

    /// The handlers the launch simulation runs: the app's own when its code is known (`isCodeKnown`), else nil.
    public var knownHandlers: ShortcutHandlerDeclarations? {
        isCodeKnown ? sourceFacts.shortcutHandlers : nil
    }
}
