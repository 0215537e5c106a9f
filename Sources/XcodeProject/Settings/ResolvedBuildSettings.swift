import QuickActionKit

/// The build settings of one target and configuration, resolved as `xcodebuild` resolves them (swift-build
/// `MacroEvaluationScope`; xcode-project-facts.md, "Build settings").
///
/// - Levels stack lowest first (defaults, project xcconfig, project, target xcconfig, target); within a level
///   assignments stack in the order given. An assignment applies when all its conditions match the context
///   (`BuildSettingCondition.matches`).
/// - A setting's value is its topmost applying assignment's. There is no "most specific wins": Xcode simply takes
///   the latest, so `FOO[config=Debug] = a` followed by `FOO = b` gives `b` even in Debug.
/// - `$(inherited)` (and a setting's reference to itself) is the value of the next applying assignment down the
///   stack, within a level as across levels; other references take the other setting's final value. Operators and
///   nesting follow `BuildSettingExpression`.
/// - Unlike `xcodebuild`, which expands an unknown variable to nothing, a reference with no value stays visible as
///   written and is listed in `unresolved`.
///
/// Every setting is resolved once, when the value is made, so asking for all `INFOPLIST_KEY_*` settings costs a
/// dictionary lookup each.
public struct ResolvedBuildSettings: Sendable {
    private let settings: [String: ResolvedSetting]

    public init(levels: [BuildSettingsLevel], context: BuildContext) {
        var stacks: [String: [BuildSettingAssignment]] = [:]
        for level in levels {
            for assignment in level.assignments where assignment.applies(in: context) {
                stacks[assignment.name, default: []].append(assignment)
            }
        }
        var evaluator = BuildSettingEvaluator(stacks: stacks)
        var settings: [String: ResolvedSetting] = [:]
        for name in evaluator.names { settings[name] = evaluator.value(of: name) }
        self.settings = settings
    }

    /// The setting's resolved value, or nil when no assignment of it applies in this context.
    public func value(of name: String) -> ResolvedSetting? { settings[name] }

    /// `text` (an Info.plist string, say) with build variables replaced by the settings' values; references with no
    /// value (including `$(inherited)`, which means nothing outside a setting) stay as written and are listed.
    public func expand(_ text: String) -> (value: String, unresolved: [String]) {
        let expression = BuildSettingExpression(parsing: text)
        if expression.isLiteral { return (text, []) }
        return expression.expand { name in
            settings[name].map { ($0.value, $0.unresolved) }
        }
    }

    /// Every setting with an assignment that applies in this context; `value(of:)` is non-nil for each.
    public var names: Set<String> { Set(settings.keys) }
}
