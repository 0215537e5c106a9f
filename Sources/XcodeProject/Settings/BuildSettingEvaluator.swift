import QuickActionKit

/// Evaluates settings as Xcode does (swift-build `MacroEvaluationScope` and `MacroEvaluationContext`): every
/// assignment that applies in the context is stacked in order, lowest level first; a setting's value is its topmost
/// assignment's, with references to other settings replaced by their topmost values.
///
/// While a setting is being evaluated, a reference to it — `$(inherited)`, or its own name, even from inside
/// another setting it refers to — means the value of the next assignment down the stack. That is how Xcode ends
/// reference cycles: `A = $(B)`, `B = $(A)` gives A the value A had below. Where there is nothing below, the reference
/// stays as written and is reported, as is one nested deeper than `maximumDepth`, one whose value would pass
/// `maximumLength`, and every one met after the evaluator has done `maximumWork` (100 per evaluation plus the bytes
/// made), so that no input, however contrived, takes long.
struct BuildSettingEvaluator {
    static let maximumDepth = 64
    static let maximumLength = 100_000
    static let maximumWork = 2_000_000

    /// The names that have an applying assignment, sorted; a name's place here is its id.
    let names: [String]
    private let ids: [String: Int]
    /// The applying assignments of each name (by id), lowest first.
    private let stacks: [[BuildSettingAssignment]]
    private var expressions: [String: BuildSettingExpression] = [:]
    private var memo: [Entry: Outcome] = [:]
    private var work = 0

    /// - Parameter stacks: the applying assignments by name, lowest first (none empty).
    init(stacks: [String: [BuildSettingAssignment]]) {
        names = stacks.keys.sorted()
        ids = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        self.stacks = names.map { stacks[$0]! }
    }

    /// One assignment being evaluated: the setting's id and the assignment's place in its stack.
    private struct Entry: Hashable {
        var id: Int
        var index: Int
    }

    private struct Outcome {
        var value: String
        var unresolved: [String]
        /// The ids of every setting a reference looked up, however deep: the outcome holds under any outer chain of
        /// evaluations that contains none of them.
        var references: Set<Int>
        /// False when the depth or work limit was met, which depend on the outer chain and on what came before.
        var isComplete: Bool
    }

    /// The setting's final value, or nil when no assignment of it applies.
    mutating func value(of name: String) -> ResolvedSetting? {
        guard let id = ids[name], let top = stacks[id].last else { return nil }
        let outcome = evaluate(Entry(id: id, index: stacks[id].count - 1), within: [], outer: [])
        return ResolvedSetting(value: outcome.value, unresolved: outcome.unresolved, location: top.location)
    }

    private mutating func evaluate(_ entry: Entry, within chain: [Entry], outer: Set<Int>) -> Outcome {
        if let known = memo[entry], known.references.isDisjoint(with: outer) { return known }
        let text = stacks[entry.id][entry.index].value
        let expression = expressions[text] ?? BuildSettingExpression(parsing: text)
        expressions[text] = expression
        let frames = chain + [entry]
        let framesIDs = outer.union([entry.id])
        var references: Set<Int> = []
        var isComplete = true
        let (value, unresolved) = expression.expand { written in
            guard let id = written == "inherited" ? entry.id : ids[written] else { return nil }
            references.insert(id)
            guard let below = next(id, within: frames) else { return nil }
            guard frames.count < Self.maximumDepth, work < Self.maximumWork else {
                isComplete = false
                return nil
            }
            let outcome = evaluate(below, within: frames, outer: framesIDs)
            references.formUnion(outcome.references)
            isComplete = isComplete && outcome.isComplete
            guard outcome.value.utf8.count <= Self.maximumLength else { return nil }
            return (outcome.value, outcome.unresolved)
        }
        work += 100 + value.utf8.count
        let outcome = Outcome(value: value, unresolved: unresolved, references: references, isComplete: isComplete)
        if isComplete, references.isDisjoint(with: outer) { memo[entry] = outcome }
        return outcome
    }

    /// The assignment a reference to the setting means: the one below the innermost evaluation of it in the chain,
    /// else its topmost one.
    private func next(_ id: Int, within frames: [Entry]) -> Entry? {
        if let frame = frames.last(where: { $0.id == id }) {
            return frame.index > 0 ? Entry(id: id, index: frame.index - 1) : nil
        }
        return Entry(id: id, index: stacks[id].count - 1)
    }
}
