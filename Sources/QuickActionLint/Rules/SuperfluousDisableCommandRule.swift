import QuickActionKit

/// A suppression comment that names no rule, or silences nothing: SwiftLint's `superfluous_disable_command`. A
/// misspelt rule id silences nothing and says nothing; a comment left after its finding was fixed would hide the
/// next problem on that line.
///
/// Its findings need every other rule's findings first, so `Linter` makes them (`Suppressions.superfluous`) after
/// the rules have run; `validate` has nothing to add on its own.
public struct SuperfluousDisableCommandRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "superfluous_disable_command",
        name: "Superfluous Disable Command",
        defaultSeverity: .warning,
        rationale: """
            A `quickactions:disable` comment whose rule id is not a rule (a typo) silences nothing and says nothing, \
            and one that silences no finding of a rule that ran would hide the next problem on its lines. SwiftLint \
            reports both the same way (its `superfluous_disable_command`). Comments about rules that did not run \
            (disabled in the configuration) are left alone.
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Shortcuts.swift": """
                    import UIKit

                    ↓// quickactions:disable:next emtpy_title
                    let item = UIApplicationShortcutItem(type: "open", localizedTitle: "Open")
                    """
                ]),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Shortcuts.swift": """
                    import UIKit

                    let item = UIApplicationShortcutItem(type: "open", localizedTitle: "Open") ↓// quickactions:disable:this all
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Shortcuts.swift": """
                    import UIKit

                    // quickactions:disable empty_title - placeholders until the copy is written
                    let first = UIApplicationShortcutItem(type: "first", localizedTitle: "")
                    let second = UIApplicationShortcutItem(type: "second", localizedTitle: "")
                    // quickactions:enable empty_title
                    """
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] { [] }
}
