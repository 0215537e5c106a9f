import QuickActionKit

/// A Swift file of the app that does not parse: the compiler rejects it, and what it declares (App Shortcuts,
/// dynamic items, handlers) cannot be read, so it must never disappear silently (issue 13). A file over
/// `SwiftSourceBudget` (nested too deep for the parser, or too large) is reported the same way (issue 15).
public struct SwiftSyntaxErrorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "swift_syntax_error",
        name: "Swift syntax error",
        defaultSeverity: .error,
        rationale: """
            A Swift file that does not parse does not compile, and the App Shortcuts, quick actions and handlers it \
            declares cannot be read by this tool either (Xcode's App Shortcuts extractor reads the same source). \
            The finding points at swift-syntax's first error in the file, with its message; every other file is \
            still read. A file nested more than 200 deep (brackets, closures, interpolations, generic arguments), \
            nesting square brackets so deep that parsing it would take minutes, or larger than 8 MiB is not parsed \
            at all, and is reported here with the reason.
            """,
        triggeringExamples: [
            // The complete provider with its AppShortcut call left unclosed.
            .appShortcuts([
                "NotesShortcuts.swift": RuleExample.completeNotesShortcutsSwift.replacingOccurrences(
                    of: "\"square.and.pencil\"\n        )", with: "\"square.and.pencil\"↓")
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts(["NotesShortcuts.swift": RuleExample.completeNotesShortcutsSwift])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.unparsableSwiftFiles.map { problem in
            finding(
                at: problem.location,
                "This Swift file cannot be read (\(problem.message)); what it declares is not checked until it is fixed"
            )
        }
    }
}
