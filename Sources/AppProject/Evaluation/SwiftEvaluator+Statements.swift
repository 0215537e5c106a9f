import QuickActionKit
import SwiftSyntax

/// One way through a body: the names bound so far, `self`, and whether (and with what) it returned.
struct Path {
    var locals: [String: Value]
    var selfValue: Value?
    var returned: Value?
    /// The path left the body: a `return`, a `throw`, or the end of a `guard`'s `else`.
    var isEnded = false
    /// The conditions the source could not decide, as this path takes them (`account != nil` is false).
    var conditions: [PathCondition] = []
    /// Where the path left the body: its `return` or `throw` (nil while it runs, and at the body's end).
    var exit: QuickActionKit.SourceLocation?
    /// The path threw and no `catch` has taken it yet.
    var isThrown = false
    /// A `break` or `continue` left the loop or `switch` around it; the code after that statement goes on.
    var leftLoop = false
    /// Each use of the session's watched closure on this path, in order (`WatchedClosure`).
    var watchedUses: [QuickActionKit.SourceLocation] = []

    /// This path after a `break` or `continue` has been taken by the loop or `switch` it leaves.
    var resumed: Path {
        guard leftLoop else { return self }
        var next = self
        next.leftLoop = false
        next.isEnded = false
        return next
    }

    /// This path, having taken a condition one way.
    func taking(_ condition: some SyntaxProtocol, _ outcome: String) -> Path {
        var next = self
        next.conditions.append(PathCondition(condition: AsWritten(condition), outcome: outcome))
        return next
    }
}

/// A condition a path took that the source could not decide, described when someone reads it.
struct PathCondition {
    let condition: AsWritten
    /// `is true`, `is false`, `is nil`, `is not nil`.
    let outcome: String

    var text: String { "`\(condition.text)` \(outcome)" }
}

/// Runs statements path by path (issue 30): `if`, `guard`, `switch` and loops split a path in two or more where the
/// source cannot decide the condition; local variables are bound and updated (`=`, `+=`, `append`, `insert`,
/// `removeAll`); the app's functions called as statements run too. Effects are observed by the session as they
/// happen: every value assigned to `shortcutItems`, on every path that reaches the assignment. A `throw` goes to the
/// `catch` clauses of the `do` around it, `fatalError()` and its kind end a path, and the uses of a watched closure
/// (a completion handler) are recorded on each path.
extension SwiftEvaluator {
    /// What a body returns: its single expression, or the values its `return`s give on every path.
    func returnedValue(of statements: CodeBlockItemListSyntax) -> Value {
        if statements.count == 1, let only = statements.first, let expression = StaticProperty.expression(of: only),
            !Self.isAssignment(expression)
        {
            return evaluate(expression, expecting: frame.returnType)
        }
        let returned = run(statements, from: [start]).compactMap(\.returned)
        guard !returned.isEmpty else {
            return .unknown(written: AsWritten(statements), why: "no return the source tells")
        }
        return .either(returned)
    }

    /// `a = b`, `a += b`: a statement, even alone in a body (which otherwise returns its one expression).
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            $0.is(AssignmentExprSyntax.self)
                || ["+=", "-="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }
    }

    /// `self` once an initializer's body has run.
    func selfAfter(_ statements: CodeBlockItemListSyntax) -> Value {
        .either(run(statements, from: [start]).compactMap(\.selfValue))
    }

    /// Runs a body for what it does (its effects), from the frame's bindings.
    func runForEffects(_ statements: CodeBlockItemListSyntax) { _ = run(statements, from: [start]) }

    /// Every path through a body from the frame's bindings, each with where it left and what it used.
    func paths(of statements: CodeBlockItemListSyntax) -> [Path] { run(statements, from: [start]) }

    private var start: Path { Path(locals: frame.locals, selfValue: frame.selfValue) }

    /// This evaluator with a path's bindings.
    func at(_ path: Path) -> SwiftEvaluator {
        var scoped = self
        scoped.frame.locals = path.locals
        scoped.frame.selfValue = path.selfValue
        return scoped
    }

    func run(_ statements: CodeBlockItemListSyntax, from paths: [Path]) -> [Path] {
        var paths = paths
        for statement in statements {
            guard paths.contains(where: { !$0.isEnded }), frame.depth < Frame.maximumDepth else { break }
            let uses = watchedUses(in: statement)
            var next: [Path] = []
            for path in paths {
                guard !path.isEnded else {
                    next.append(path)
                    continue
                }
                var current = path
                current.watchedUses += uses
                next += step(statement.item, current)
            }
            paths = Array(next.prefix(Frame.maximumPaths))
        }
        return paths
    }

    /// The watched closure's uses in the part of a statement that runs before any of its bodies (a `return`'s value,
    /// an expression, a declaration); those in conditions are recorded where the branch is taken.
    private func watchedUses(in statement: CodeBlockItemSyntax) -> [QuickActionKit.SourceLocation] {
        guard let watched = session.watched, watched.owns(statement) else { return [] }
        let own: Syntax?
        switch statement.item {
        case .decl(let declaration): own = declaration.is(IfConfigDeclSyntax.self) ? nil : Syntax(declaration)
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) {
                own = Self.ownPart(of: expression.expression)
            } else if let returned = statement.as(ReturnStmtSyntax.self) {
                own = returned.expression.map(Syntax.init)
            } else if let thrown = statement.as(ThrowStmtSyntax.self) {
                own = Syntax(thrown.expression)
            } else if statement.is(GuardStmtSyntax.self) || statement.is(ForStmtSyntax.self)
                || statement.is(WhileStmtSyntax.self) || statement.is(DoStmtSyntax.self)
                || statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
            {
                own = nil
            } else {
                own = Syntax(statement)
            }
        case .expr(let expression): own = Self.ownPart(of: expression)
        }
        return own.map { watched.uses(in: $0, locator: locator) } ?? []
    }

    /// An expression statement's part that runs before its bodies: a `switch`'s subject, nothing of an `if`.
    private static func ownPart(of expression: ExprSyntax) -> Syntax? {
        var expression = expression
        while true {
            if let wrapped = expression.as(TryExprSyntax.self) {
                expression = wrapped.expression
            } else if let wrapped = expression.as(AwaitExprSyntax.self) {
                expression = wrapped.expression
            } else {
                break
            }
        }
        if expression.is(IfExprSyntax.self) { return nil }
        if let choice = expression.as(SwitchExprSyntax.self) { return Syntax(choice.subject) }
        return Syntax(expression)
    }

    /// The watched closure's uses in a condition list written directly in the watched body.
    private func watchedUses(inConditions list: ConditionElementListSyntax) -> [QuickActionKit.SourceLocation] {
        guard let watched = session.watched, watched.owns(list) else { return [] }
        return watched.uses(in: list, locator: locator)
    }

    private func step(_ item: CodeBlockItemSyntax.Item, _ path: Path) -> [Path] {
        guard session.step() else { return [path] }
        switch item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) { return [declare(variable, path)] }
            if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                guard case .statements(let statements)? = session.conditions.activeClause(of: conditional)?.elements
                else { return [path] }
                return run(statements, from: [path])
            }
            return [path]
        case .stmt(let statement):
            return step(statement, path)
        case .expr(let expression):
            return step(expression, path)
        }
    }

    private func step(_ statement: StmtSyntax, _ path: Path) -> [Path] {
        if let expression = statement.as(ExpressionStmtSyntax.self) { return step(expression.expression, path) }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            var ended = path
            ended.returned = returned.expression.map { at(path).evaluate($0, expecting: frame.returnType) }
            ended.isEnded = true
            ended.exit = locator.location(of: returned)
            return [ended]
        }
        if statement.is(ThrowStmtSyntax.self) {
            var ended = path
            ended.isEnded = true
            ended.isThrown = true
            ended.exit = locator.location(of: statement)
            return [ended]
        }
        if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) {
            var left = path
            left.isEnded = true
            left.leftLoop = true
            return [left]
        }
        if let guarded = statement.as(GuardStmtSyntax.self) {
            var path = path
            path.watchedUses += watchedUses(inConditions: guarded.conditions)
            let (passing, failing) = conditions(guarded.conditions, path)
            if passing.isEmpty, session.isDecidedByPlatform(guarded.conditions) { session.neverPassed(guard: guarded) }
            // The `else` runs for its effects (an assignment of `[]` before leaving) and always leaves.
            let left = run(guarded.body.statements, from: failing).map { path -> Path in
                var ended = path
                ended.isEnded = true
                return ended
            }
            return passing + left
        }
        if let loop = statement.as(ForStmtSyntax.self) { return forLoop(loop, path) }
        if let loop = statement.as(WhileStmtSyntax.self) {
            return [path] + repeating.run(loop.body.statements, from: [path]).map(\.resumed)
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            return repeating.run(loop.body.statements, from: [path]).map(\.resumed)
        }
        if let block = statement.as(DoStmtSyntax.self) { return doStatement(block, path) }
        return [path]
    }

    /// `do { … } catch { … }`: a path that throws in the body goes to each `catch` clause, as does (approximated
    /// as: before any of it ran) a `try` that fails anywhere in it.
    private func doStatement(_ block: DoStmtSyntax, _ path: Path) -> [Path] {
        let body = run(block.body.statements, from: [path])
        guard !block.catchClauses.isEmpty else { return body }
        let caught =
            [path]
            + body.filter(\.isThrown).map { thrown -> Path in
                var resumed = thrown
                resumed.isThrown = false
                resumed.isEnded = false
                resumed.exit = nil
                return resumed
            }
        return body.filter { !$0.isThrown } + block.catchClauses.flatMap { run($0.body.statements, from: caught) }
    }

    /// This evaluator inside a loop whose number of runs is known only at run time.
    private var repeating: SwiftEvaluator {
        var scoped = self
        scoped.frame.isRepeated = true
        return scoped
    }

    private func step(_ expression: ExprSyntax, _ path: Path) -> [Path] {
        if let wrapped = expression.as(TryExprSyntax.self) { return step(wrapped.expression, path) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return step(wrapped.expression, path) }
        if let branch = expression.as(IfExprSyntax.self) { return ifStatement(branch, path) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return cases(of: switchExpression, path).flatMap { path, statements in
                run(statements, from: [path]).map(\.resumed)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return [assign(sequence, path)] }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                WatchedClosure.terminating.contains(name)
            {
                return []  // the process ends here
            }
            return [self.call(call, path)]
        }
        _ = at(path).evaluate(expression)
        return [path]
    }

    // MARK: Variables

    private func declare(_ variable: VariableDeclSyntax, _ path: Path) -> Path {
        var path = path
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            path.locals[name] =
                binding.initializer.map { at(path).evaluate($0.value, expecting: type) }
                ?? .unknown(written: AsWritten(name), why: "a variable declared without a value")
        }
        return path
    }

    /// `target = value`, `target += value`: a local, a stored property of `self`, a property of a local item, or
    /// the app's `shortcutItems` (observed).
    private func assign(_ sequence: SequenceExprSyntax, _ path: Path) -> Path {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return path }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
        let isAppend = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        let scoped = at(path)
        guard isAssignment || isAppend else {
            _ = scoped.evaluate(ExprSyntax(sequence))
            return path
        }
        let target = elements[0]
        let isItems = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "shortcutItems"
        var value =
            elements.count == 3
            ? scoped.evaluate(elements[2], expecting: isItems ? "[UIApplicationShortcutItem]" : nil)
            : scoped.operation(Array(elements.dropFirst(2)), written: sequence)
        if isAppend {
            value = Self.combine("+", scoped.evaluate(target), scoped.evaluate(elements[2]), written: sequence)
        }
        var path = path
        if let member = target.as(MemberAccessExprSyntax.self) {
            let property = member.declName.baseName.text
            if property == "shortcutItems" {
                session.observe(assignment: sequence.id, value, conditions: path.conditions)
            } else if member.base?.trimmedDescription == "self" {
                if value.carriesChosenItem { session.observe(chosenItemStoredIn: property) }
                path.selfValue = Self.setting(property, to: value, in: path.selfValue)
            } else if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                case .shortcutItem(var item)? = path.locals[base]
            {
                item.set(property, to: value, written: elements[2])
                path.locals[base] = .shortcutItem(item)
            } else if value.carriesChosenItem {
                // `Router.shared.pendingURL = shortcutItem.userInfo?["url"]`: stored in another object.
                session.observe(chosenItemStoredIn: property)
            }
        } else if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if path.locals[name] != nil || LocalConstants.isBoundLocally(name, at: Syntax(target)) {
                path.locals[name] = value
            } else {
                // A property of `self` or a global.
                if value.carriesChosenItem { session.observe(chosenItemStoredIn: name) }
                if case .instance = path.selfValue {
                    path.selfValue = Self.setting(name, to: value, in: path.selfValue)
                }
            }
        }
        return path
    }

    private static func setting(_ property: String, to value: Value, in instance: Value?) -> Value? {
        guard case .instance(let type, var properties)? = instance else { return instance }
        properties[property] = value
        return .instance(type: type, properties: properties)
    }

    /// A call as a statement: `items.append(…)` and its kind on a local array; anything else evaluated (the app's
    /// functions run), and closures passed to a function the tools cannot see (`DispatchQueue.main.async { … }`) run
    /// for their effects.
    private func call(_ call: FunctionCallExprSyntax, _ path: Path) -> Path {
        let scoped = at(path)
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = method.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let current = path.locals[name],
            let updated = Self.mutating(method.declName.baseName.text, current, call, scoped)
        {
            var path = path
            path.locals[name] = updated
            return path
        }
        let value = scoped.evaluate(ExprSyntax(call))
        if ["self.init", "super.init"].contains(SymbolIndex.calledName(call.calledExpression)) {
            // A convenience initializer's `self.init(…)`: what `self` is from here on.
            var path = path
            path.selfValue = value
            return path
        }
        if case .unknown = value {
            for argument in CallArgument.of(call) {
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
                scoped.runForEffects(closure.statements)
            }
        }
        return path
    }

    /// An array after a mutating method: `append`, `append(contentsOf:)`, `insert(_:at:)`, `removeAll()`.
    private static func mutating(
        _ name: String, _ current: Value, _ call: FunctionCallExprSyntax, _ scoped: SwiftEvaluator
    )
        -> Value?
    {
        let arguments = CallArgument.of(call)
        let elements: [Value]
        switch current {
        case .array(let known): elements = known
        case .unknown: elements = []
        default: return nil
        }
        let value = arguments.first.map { scoped.evaluate($0.expression) }
        switch (name, arguments.first?.label) {
        case ("append", nil):
            return value.map { .array(elements + [$0]) }
        case ("append", "contentsOf"):
            guard let value else { return nil }
            if case .array(let added) = value { return .array(elements + added) }
            return .array(elements + [.repeated(value)])
        case ("insert", nil):
            guard let value, arguments.count == 2, let position = arguments.last else { return nil }
            guard case .integer(let at) = scoped.evaluate(position.expression), (0...elements.count).contains(at)
            else {
                return .array(elements + [value])
            }
            var inserted = elements
            inserted.insert(value, at: at)
            return .array(inserted)
        case ("removeAll", _):
            return .array([])
        default:
            return nil
        }
    }

    // MARK: Branches

    private func ifStatement(_ branch: IfExprSyntax, _ path: Path) -> [Path] {
        var path = path
        path.watchedUses += watchedUses(inConditions: branch.conditions)
        let (taken, notTaken) = conditions(branch.conditions, path)
        if taken.isEmpty, session.isDecidedByPlatform(branch.conditions) { session.skipped(body: branch.body) }
        let then = run(branch.body.statements, from: taken)
        switch branch.elseBody {
        case .ifExpr(let next): return then + notTaken.flatMap { ifStatement(next, $0) }
        case .codeBlock(let block): return then + run(block.statements, from: notTaken)
        case nil: return then + notTaken
        }
    }

    /// The paths on which a condition list holds (with its bindings) and those on which it fails; a condition the
    /// source cannot decide gives both.
    func conditions(_ list: ConditionElementListSyntax, _ path: Path) -> (holds: [Path], fails: [Path]) {
        var holding = [path]
        var failing: [Path] = []
        for element in list {
            var next: [Path] = []
            for current in holding {
                let scoped = at(current)
                switch element.condition {
                case .expression(let expression):
                    let decisionsBefore = session.platformDecisions
                    let value = scoped.evaluate(expression)
                    if session.platformDecisions != decisionsBefore, case .bool = value {
                        session.decidedByPlatform(list)
                    }
                    switch value {
                    case .bool(true): next.append(current)
                    case .bool(false): failing.append(current)
                    default:
                        next.append(current.taking(expression, "is true"))
                        failing.append(current.taking(expression, "is false"))
                    }
                case .optionalBinding(let binding):
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    let value =
                        binding.initializer.map { scoped.evaluate($0.value) }
                        ?? name.map { scoped.name(DeclReferenceExprSyntax(baseName: .identifier($0))) }
                        ?? .unknown(binding, "an optional")
                    let present = value.possibilities.filter { if case .none = $0 { false } else { true } }
                    let isDecided =
                        present.isEmpty || !(present.count < value.possibilities.count || Self.mayBeAbsent(value))
                    let optional = binding.initializer.map { Syntax($0.value) } ?? Syntax(binding.pattern)
                    if present.count < value.possibilities.count || Self.mayBeAbsent(value) {
                        failing.append(isDecided ? current : current.taking(optional, "is nil"))
                    }
                    if !present.isEmpty {
                        var bound = isDecided ? current : current.taking(optional, "is not nil")
                        if let name { bound.locals[name] = .either(present) }
                        next.append(bound)
                    }
                case .availability(let availability):
                    // Decided by the deployment target where it decides it, like a platform check.
                    switch session.conditions.availability(availability) {
                    case true?:
                        next.append(current)
                        session.decidedByPlatform(list)
                    case false?:
                        failing.append(current)
                        session.decidedByPlatform(list)
                    case nil:
                        next.append(current.taking(element, "is true"))
                        failing.append(current.taking(element, "is false"))
                    }
                default:
                    next.append(current.taking(element, "is true"))
                    failing.append(current.taking(element, "is false"))
                }
            }
            holding = next
        }
        return (holding, failing)
    }

    /// Whether an optional known only at run time may be `nil`.
    private static func mayBeAbsent(_ value: Value) -> Bool {
        value.possibilities.contains { if case .unknown = $0 { true } else { false } }
    }

    /// The cases of a `switch` that may run, each with its statements: the matching one when the subject is a known
    /// enum case, else every case.
    func cases(of switchExpression: SwitchExprSyntax, _ path: Path) -> [(Path, CodeBlockItemListSyntax)] {
        let subject = at(path).evaluate(switchExpression.subject)
        var all: [(Path, CodeBlockItemListSyntax)] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                if case .enumCase = subject { return [(path, switchCase.statements)] }
                all.append((path, switchCase.statements))
            case .case(let label):
                guard case .enumCase(_, let name, _) = subject else {
                    all.append((path, switchCase.statements))
                    continue
                }
                if label.caseItems.contains(where: { Self.pattern($0.pattern, matches: name) }) {
                    return [(path, switchCase.statements)]
                }
            }
        }
        return all
    }

    /// `.name`, `Type.name`, `.name(let value)`.
    private static func pattern(_ pattern: PatternSyntax, matches caseName: String) -> Bool {
        var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == caseName
    }

    /// The value of an `if` or `switch` used as an expression: each branch's last expression.
    func valueOfStatements(_ expression: some ExprSyntaxProtocol, expecting type: String? = nil) -> Value {
        let path = start
        var branches: [(Path, CodeBlockItemListSyntax)] = []
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            branches = cases(of: switchExpression, path)
        } else if var branch = expression.as(IfExprSyntax.self) {
            var remaining = [path]
            while true {
                let (taken, notTaken) = remaining.map { conditions(branch.conditions, $0) }.reduce(
                    ([Path](), [Path]())
                ) { ($0.0 + $1.0, $0.1 + $1.1) }
                branches += taken.map { ($0, branch.body.statements) }
                remaining = notTaken
                guard case .ifExpr(let next) = branch.elseBody else {
                    if case .codeBlock(let block) = branch.elseBody {
                        branches += remaining.map { ($0, block.statements) }
                    }
                    break
                }
                branch = next
            }
        }
        let values = branches.compactMap { path, statements -> Value? in
            guard let last = statements.last, let expression = StaticProperty.expression(of: last) else { return nil }
            let before = run(CodeBlockItemListSyntax(statements.dropLast()), from: [path])
            return .either(before.filter { !$0.isEnded }.map { at($0).evaluate(expression, expecting: type) })
        }
        return values.isEmpty ? .unknown(expression, "a branch without a value") : .either(values)
    }

    // MARK: Loops

    /// `for name in sequence where condition`: once per element of a known array (a case of `allCases` marks the
    /// items made for it), else the body once for an element known only at run time, or not at all.
    private func forLoop(_ loop: ForStmtSyntax, _ path: Path) -> [Path] {
        let sequence = at(path).evaluate(loop.sequence)
        let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        guard case .array(let elements) = sequence, elements.count <= 64 else {
            var bound = path
            let element: Value =
                if case .repeated(let each) = sequence { each } else { .unknown(loop.pattern, "an element") }
            if let name { bound.locals[name] = element }
            return [path] + repeating.run(loop.body.statements, from: [bound]).map(\.resumed)
        }
        var paths = [path]
        for element in elements {
            var scoped = self
            if case .enumCase(let type, let caseName, _) = element { scoped.frame.enumCase = type + "." + caseName }
            paths = paths.flatMap { current -> [Path] in
                guard !current.isEnded else { return [current] }
                var bound = current
                if let name { bound.locals[name] = element }
                if let condition = loop.whereClause?.condition, case .bool(false) = scoped.at(bound).evaluate(condition)
                {
                    return [current]
                }
                return scoped.run(loop.body.statements, from: [bound]).map { after in
                    var continued = after.resumed
                    if let name { continued.locals[name] = current.locals[name] }
                    return continued
                }
            }
            paths = Array(paths.prefix(Frame.maximumPaths))
        }
        return paths
    }
}

extension ItemValue {
    /// A property set on a mutable item after its construction (`item.localizedSubtitle = …`).
    mutating func set(_ property: String, to value: Value, written expression: ExprSyntax) {
        let written = AsWritten(expression)
        switch property {
        case "localizedTitle": discovered.localizedTitle = value.text(writtenAs: written)
        case "localizedSubtitle":
            if case .none = value {
                discovered.localizedSubtitle = nil
            } else {
                discovered.localizedSubtitle = value.text(writtenAs: written)
            }
        case "type": discovered.type = SwiftEvaluator.identifier(value, written: written)
        case "targetContentIdentifier":
            discovered.targetContentIdentifier = SwiftEvaluator.identifier(value, written: written)
        case "icon":
            switch value {
            case .icon(let icon): discovered.icon = icon
            case .none: discovered.icon = nil
            default: discovered.icon = .computed(expression: written.text)
            }
        case "userInfo": discovered.userInfo = SwiftEvaluator.propertyList(value, written: expression)
        default: break
        }
    }
}
