import SwiftSyntax

/// Traces the array an app assigns to `shortcutItems` back to the item constructions it holds, in array order
/// (issue 14: "the array actually assigned and its order"). A value is a set of alternative paths, each a list of
/// item indexes: `if`/`else` and `switch` branches are alternatives, so the count is the longest path's, never the
/// sum; a loop's body may run or not. Array literals, `+`, `append`, `append(contentsOf:)`, `insert(_:at: 0)`,
/// `+=`, reassignment, `compactMap { $0 }`, local variables and the app's own functions and computed properties
/// that return items (followed through their `return`s) are understood; anything else makes the array untraceable
/// (`nil`), and the tools fall back to every construction in source order.
struct ItemFlow {
    typealias Paths = [[Int]]

    let index: SymbolIndex
    let itemsByConstruction: [SyntaxIdentifier: [Int]]

    /// At most this many alternatives are kept (the longest are kept first).
    static let maximumPaths = 32
    static let maximumDepth = 8

    func paths(of expression: ExprSyntax) -> Paths? { paths(of: expression, depth: 0) }

    private func paths(of expression: ExprSyntax, depth: Int) -> Paths? {
        guard depth < Self.maximumDepth else { return nil }
        let expression = Self.unwrapped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return [[]] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var result: Paths = [[]]
            for element in array.elements {
                guard let element = paths(of: element.expression, depth: depth) else { return nil }
                result = Self.concatenate(result, element)
            }
            return result
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var elements = Array(sequence.elements)
            // `target = a + b` as one unfolded sequence: the right-hand side.
            if elements.count > 3, elements[1].is(AssignmentExprSyntax.self) { elements = Array(elements.dropFirst(2)) }
            guard elements.count % 2 == 1 else { return nil }
            var result: Paths = [[]]
            for (offset, element) in elements.enumerated() {
                if offset % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let part = paths(of: element, depth: depth) else { return nil }
                    result = Self.concatenate(result, part)
                }
            }
            return result
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return paths(ofCall: call, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return paths(ofName: reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return paths(ofName: member.declName.baseName.text, at: Syntax(member), depth: depth)
        }
        return nil
    }

    /// `a + b + …` (operands at even positions, `+` between), where `current` is a variable's value so far.
    private func paths(ofSum elements: [ExprSyntax], current: (name: String, paths: Paths), depth: Int) -> Paths? {
        guard elements.count % 2 == 1 else { return nil }
        var result: Paths = [[]]
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else if element.as(DeclReferenceExprSyntax.self)?.baseName.text == current.name {
                result = Self.concatenate(result, current.paths)
            } else {
                guard let part = paths(of: element, depth: depth) else { return nil }
                result = Self.concatenate(result, part)
            }
        }
        return result
    }

    private func paths(ofCall call: FunctionCallExprSyntax, depth: Int) -> Paths? {
        if let items = itemsByConstruction[call.id] { return [items] }
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base {
            let name = method.declName.baseName.text
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            // `[a, b, c].compactMap { $0 }`: the same items, nil ones dropped.
            if ["compactMap", "map"].contains(name), let closure, closure.statements.trimmedDescription == "$0" {
                return paths(of: base, depth: depth)
            }
            // `list.map { UIApplicationShortcutItem(…) }`: the constructions inside, once each.
            if Repetition.iteratingMethods.contains(name), let closure {
                let inside = constructions(in: Syntax(closure))
                return inside.isEmpty ? nil : [inside]
            }
            if ["self", "Self"].contains(base.trimmedDescription) {
                return returnedPaths(ofMember: name, at: Syntax(call), depth: depth)
            }
            return nil
        }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return returnedPaths(ofMember: name, at: Syntax(call), depth: depth)
        }
        return nil
    }

    /// Every item made by constructions inside `node`, in source order.
    private func constructions(in node: Syntax) -> [Int] {
        final class Finder: SyntaxVisitor {
            let known: [SyntaxIdentifier: [Int]]
            var found: [Int] = []
            init(known: [SyntaxIdentifier: [Int]]) {
                self.known = known
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found += known[node.id] ?? []
                return .visitChildren
            }
        }
        let finder = Finder(known: itemsByConstruction)
        finder.walk(node)
        return finder.found
    }

    // MARK: Variables

    /// A local variable traced from its declaration to the use; else a property or function of the type.
    private func paths(ofName name: String, at use: Syntax, depth: Int) -> Paths? {
        if let declaration = LocalConstants.declaration(of: name, before: use, constantsOnly: false) {
            var state: Paths
            if let initial = declaration.binding.initializer?.value {
                if let call = initial.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    call.calledExpression.is(ArrayExprSyntax.self)
                {
                    state = [[]]  // `[UIApplicationShortcutItem]()`
                } else {
                    guard let traced = paths(of: initial, depth: depth + 1) else { return nil }
                    state = traced
                }
            } else {
                state = [[]]
            }
            let after = declaration.items[declaration.items.index(after: declaration.position)...]
            return trace(name, through: after, from: state, until: use, depth: depth)
        }
        return returnedPaths(ofMember: name, at: use, depth: depth)
    }

    /// Applies the statements to the variable's paths, up to the one holding `use` (entered, then stopped at).
    private func trace(
        _ name: String, through statements: some Collection<CodeBlockItemSyntax>, from state: Paths, until use: Syntax,
        depth: Int
    ) -> Paths? {
        var state = state
        for item in statements {
            if item.range.contains(use.position) {
                return traceInto(name, item: Syntax(item), from: state, until: use, depth: depth)
            }
            guard let next = apply(Syntax(item.item), to: name, state, depth: depth) else { return nil }
            state = Self.capped(next)
        }
        return state
    }

    /// Follows the branch that holds the use, in a statement that holds it.
    private func traceInto(_ name: String, item: Syntax, from state: Paths, until use: Syntax, depth: Int) -> Paths? {
        // Statements before the use inside nested blocks are applied in order; branches not taken are ignored.
        var blocks: [CodeBlockItemListSyntax] = []
        var node: Syntax? = use.parent
        while let ancestor = node, ancestor.id != item.id {
            if let list = ancestor.as(CodeBlockItemListSyntax.self) { blocks.insert(list, at: 0) }
            node = ancestor.parent
        }
        var state = state
        for block in blocks {
            for statement in block where statement.range.upperBound <= use.position {
                guard let next = apply(Syntax(statement.item), to: name, state, depth: depth) else { return nil }
                state = Self.capped(next)
            }
        }
        return state
    }

    /// The variable's paths after one statement.
    private func apply(_ statement: Syntax, to name: String, _ state: Paths, depth: Int) -> Paths? {
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            return apply(Syntax(expressionStatement.expression), to: name, state, depth: depth)
        }
        if let branch = statement.as(IfExprSyntax.self) { return applyBranches(branch, to: name, state, depth: depth) }
        if let switchExpression = statement.as(SwitchExprSyntax.self) {
            var result: Paths = []
            for element in switchExpression.cases {
                guard case .switchCase(let switchCase) = element else { continue }
                guard let branch = applyBlock(switchCase.statements, to: name, state, depth: depth) else { return nil }
                result += branch
            }
            return result.isEmpty ? state : result
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            guard let once = applyBlock(loop.body.statements, to: name, state, depth: depth) else { return nil }
            return state + once
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            guard let once = applyBlock(loop.body.statements, to: name, state, depth: depth) else { return nil }
            return state + once
        }
        if let block = statement.as(DoStmtSyntax.self) {
            return applyBlock(block.body.statements, to: name, state, depth: depth)
        }
        if let call = statement.as(FunctionCallExprSyntax.self),
            let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            method.base?.trimmedDescription == name
        {
            let argument = call.arguments.first?.expression
            switch (method.declName.baseName.text, call.arguments.first?.label?.text) {
            case ("append", nil):
                guard let argument, let added = paths(of: argument, depth: depth + 1) else { return nil }
                return Self.concatenate(state, added)
            case ("append", "contentsOf"):
                guard let argument, let added = paths(of: argument, depth: depth + 1) else { return nil }
                return Self.concatenate(state, added)
            case ("insert", nil):
                guard let argument, let added = paths(of: argument, depth: depth + 1),
                    call.arguments.dropFirst().first?.expression.trimmedDescription == "0"
                else { return nil }
                return Self.concatenate(added, state)
            case ("removeAll", _):
                return [[]]
            default:
                return state
            }
        }
        if let sequence = statement.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                if elements[1].is(AssignmentExprSyntax.self) {
                    // `name = …`, the right-hand side unfolded; `name` in it is the value so far.
                    guard elements.count > 3 else { return paths(of: elements[2], depth: depth + 1) }
                    return paths(ofSum: Array(elements.dropFirst(2)), current: (name, state), depth: depth + 1)
                }
                if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                    guard let added = paths(of: elements[2], depth: depth + 1) else { return nil }
                    return Self.concatenate(state, added)
                }
            }
        }
        return state
    }

    private func applyBlock(_ block: CodeBlockItemListSyntax, to name: String, _ state: Paths, depth: Int) -> Paths? {
        var state = state
        for item in block {
            // A branch that returns early leaves the variable as it was on the paths that reach the assignment.
            if item.item.is(ReturnStmtSyntax.self) { return [] }
            guard let next = apply(Syntax(item.item), to: name, state, depth: depth) else { return nil }
            state = Self.capped(next)
        }
        return state
    }

    private func applyBranches(_ branch: IfExprSyntax, to name: String, _ state: Paths, depth: Int) -> Paths? {
        guard let taken = applyBlock(branch.body.statements, to: name, state, depth: depth) else { return nil }
        switch branch.elseBody {
        case .ifExpr(let next):
            guard let other = applyBranches(next, to: name, state, depth: depth) else { return nil }
            return taken + other
        case .codeBlock(let block):
            guard let other = applyBlock(block.statements, to: name, state, depth: depth) else { return nil }
            return taken + other
        case nil:
            return taken + state
        }
    }

    // MARK: Members

    /// A function or computed property of the enclosing type that returns items: the union of its returns.
    private func returnedPaths(ofMember name: String, at use: Syntax, depth: Int) -> Paths? {
        guard let typeName = EnclosingType.name(of: use), let type = index.type(named: typeName)?.symbols else {
            return nil
        }
        if let function = type.functions[name]?.first, let body = function.node.body {
            return returnedPaths(in: body.statements, depth: depth + 1)
        }
        if let property = type.instanceProperties[name] ?? type.staticProperties[name] {
            let declared = StaticProperty(binding: property.node)
            if let initializer = property.node.initializer?.value { return paths(of: initializer, depth: depth + 1) }
            if let statements = declared.getterStatements { return returnedPaths(in: statements, depth: depth + 1) }
        }
        return nil
    }

    /// The union of what a body returns: each `return` (not inside a nested closure or function), or the single
    /// expression of a body written without `return`.
    private func returnedPaths(in statements: CodeBlockItemListSyntax, depth: Int) -> Paths? {
        if statements.count == 1, let only = statements.first, let expression = StaticProperty.expression(of: only) {
            return paths(of: expression, depth: depth)
        }
        final class Returns: SyntaxVisitor {
            var found: [ReturnStmtSyntax] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(statements)
        var result: Paths = []
        for statement in returns.found {
            guard let expression = statement.expression else { continue }
            guard let returned = paths(of: expression, depth: depth) else { return nil }
            result += returned
        }
        return result.isEmpty ? nil : Self.capped(result)
    }

    // MARK: Helpers

    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tryExpression = expression.as(TryExprSyntax.self) { return unwrapped(tryExpression.expression) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return unwrapped(awaitExpression.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        let plain = SyntaxLiterals.unwrapped(expression)
        return plain == expression ? expression : unwrapped(plain)
    }

    private static func concatenate(_ lhs: Paths, _ rhs: Paths) -> Paths {
        capped(lhs.flatMap { left in rhs.map { left + $0 } })
    }

    /// Distinct paths, the longest first, at most `maximumPaths`.
    private static func capped(_ paths: Paths) -> Paths {
        var seen: Set<[Int]> = []
        let distinct = paths.filter { seen.insert($0).inserted }
        guard distinct.count > maximumPaths else { return distinct }
        return Array(distinct.sorted { $0.count > $1.count }.prefix(maximumPaths))
    }
}
