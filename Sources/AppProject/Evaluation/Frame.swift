import QuickActionKit
import SwiftSyntax

/// Where an expression is evaluated: its file, the type and value `self` is, the names bound so far.
struct Frame {
    /// At most this many paths are followed through one body; the ones that register the most items are kept.
    static let maximumPaths = 32
    /// How many of the app's functions, properties and closures may be entered within each other.
    static let maximumDepth = 12

    var locator: SourceLocator
    /// The qualified name of the type the code is in, for `Self.x` and unqualified members.
    var selfType: String?
    /// `self`, when known (an enum case inside `switch self`, an instance built by the app's initializer).
    var selfValue: Value?
    /// Parameters, locals, loop variables and bindings in scope, by name.
    var locals: [String: Value] = [:]
    var depth = 0
    /// The code runs inside a loop or a `map` over values known only at run time: an item made here may be made
    /// any number of times.
    var isRepeated = false
    /// The case of `allCases` this code runs for (`Kind.compose`), for items made once per case.
    var enumCase: String?
    /// The frame runs a body from its start, so every local declared before a use is already bound: names are
    /// not looked for in the syntax around the use (which would cost a scan of the body for every name).
    var tracksLocals = false
    /// The type the body's `return`s give (a function's return type, a property's type), for `.init(…)` and
    /// `.case` in them.
    var returnType: String?
    /// Where an item made here is reported: the call of the app's own item helper
    /// (`UIApplicationShortcutItem.from(route:title:)`) that passed its texts, rather than the construction inside it.
    var itemLocation: QuickActionKit.SourceLocation?

    init(locator: SourceLocator, selfType: String? = nil, selfValue: Value? = nil) {
        self.locator = locator
        self.selfType = selfType
        self.selfValue = selfValue
    }

    /// A function's parameters when nothing calls it: values known only at run time, by the names the body uses.
    static func unknownParameters(_ clause: FunctionParameterClauseSyntax) -> [String: Value] {
        var locals: [String: Value] = [:]
        for parameter in clause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            locals[name] = .unknown(written: AsWritten(name), why: "a parameter known only at run time")
        }
        return locals
    }

    /// A frame for a declaration entered from this one: its own file and type, one level deeper.
    func entering(locator: SourceLocator, selfType: String?, selfValue: Value?) -> Frame {
        var next = Frame(locator: locator, selfType: selfType, selfValue: selfValue)
        next.depth = depth + 1
        next.isRepeated = isRepeated
        next.enumCase = enumCase
        next.itemLocation = itemLocation
        next.tracksLocals = true
        return next
    }
}

/// What one reading of an app's Swift shares: the declarations, the compilation conditions, a bound on the work,
/// and what was observed while evaluating (items constructed, arrays assigned to `shortcutItems`).
final class EvaluationSession {
    let index: SymbolIndex
    let conditions: CompilationConditions
    /// The app's bundle identifier as built, for `Bundle.main.bundleIdentifier`.
    var bundleIdentifier: String?
    /// Calls of types and functions outside the files read are kept as `Value.external` (a Tuist manifest, whose
    /// ProjectDescription values are written back for the project reader) rather than unknown.
    var keepsExternalCalls = false
    /// The closure whose uses are recorded on each path (a completion handler), if any.
    var watched: WatchedClosure?
    /// `.shortcutItem` of launch and connection options is `Value.chosenItem`, and the properties it is stored in
    /// (directly or in helpers the code calls, also captured by a closure) are recorded in `chosenItemStores`.
    var tracksChosenItem = false
    /// The chosen item's type, when the reader asks what the code does with an item of that type.
    var chosenItemType: String?
    private(set) var chosenItemStores: Set<String> = []

    func observe(chosenItemStoredIn property: String) { chosenItemStores.insert(property) }
    /// Steps left before every further value is unknown: a bound on the work of one reading, renewed for each piece
    /// of code the reader runs (`renewBudget()`), so one costly function never leaves another unread.
    private(set) var budget: Int
    private let stepsPerRun: Int
    /// Each construction of a shortcut item as it was evaluated, by the construction's node.
    private(set) var constructions: [SyntaxIdentifier: [ItemValue]] = [:]
    /// Each assignment to `shortcutItems` with the value it assigned on every path that reached it, and the
    /// conditions the source could not decide on that path.
    private(set) var assignments: [SyntaxIdentifier: [(value: Value, conditions: [PathCondition])]] = [:]

    /// Code a platform check kept every path out of (issue 32: `guard isMacCatalystApp else { return }` on an
    /// iPhone): an `if` body whose condition a platform check made false, and the statements after such a `guard`,
    /// by the body's or the guard's node. A site there that no path reached is dead, not merely unreached. Other
    /// decided conditions do not count: a stored property's initial value is not its value at run time.
    private(set) var skippedBodies: Set<SyntaxIdentifier> = []
    private(set) var guardsNeverPassed: Set<SyntaxIdentifier> = []
    /// How many platform checks (`PlatformChecks`) have been decided; a condition whose evaluation moved it was
    /// decided by the platform.
    var platformDecisions = 0
    /// Condition lists a platform check decided.
    private(set) var platformDecidedConditions: Set<SyntaxIdentifier> = []

    func decidedByPlatform(_ conditions: some SyntaxProtocol) { platformDecidedConditions.insert(conditions.id) }
    func isDecidedByPlatform(_ conditions: some SyntaxProtocol) -> Bool {
        platformDecidedConditions.contains(conditions.id)
    }

    func skipped(body: some SyntaxProtocol) { skippedBodies.insert(body.id) }
    func neverPassed(guard statement: some SyntaxProtocol) { guardsNeverPassed.insert(statement.id) }

    /// Whether `node` lies where a decided condition kept every path out.
    func isDecidedDead(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let syntax = current {
            if skippedBodies.contains(syntax.id) { return true }
            if let item = syntax.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
            {
                for earlier in list where earlier.position < item.position {
                    if guardsNeverPassed.contains(earlier.item.id) { return true }
                }
            }
            current = syntax.parent
        }
        return false
    }

    static let defaultBudget = 100_000
    /// How many evaluations are under way within each other; past `maximumNesting` a value is unknown, so a chain of
    /// 10,000 members cannot exhaust the stack.
    var nesting = 0
    static let maximumNesting = 300

    init(index: SymbolIndex, conditions: CompilationConditions = CompilationConditions(), budget: Int = defaultBudget) {
        self.index = index
        self.conditions = conditions
        self.budget = budget
        stepsPerRun = budget
    }

    /// A new budget for the next piece of code the reader runs.
    func renewBudget() { budget = stepsPerRun }

    /// Takes one step from the budget; false when it is spent.
    func step() -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        return true
    }

    func observe(construction node: SyntaxIdentifier, _ item: ItemValue) {
        constructions[node, default: []].append(item)
    }

    func observe(assignment node: SyntaxIdentifier, _ value: Value, conditions: [PathCondition] = []) {
        assignments[node, default: []].append((value, conditions))
    }
}
