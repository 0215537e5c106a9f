import SwiftSyntax

/// Variables declared in the blocks around a use: `let title = NSLocalizedString(…)` earlier in the same function
/// (or an enclosing block of it), never one declared after the use or in another function.
enum LocalConstants {
    /// A declaration found: its binding, the statement list it is in, and its position there.
    struct Declaration {
        let binding: PatternBindingSyntax
        let items: CodeBlockItemListSyntax
        let position: CodeBlockItemListSyntax.Index
    }

    /// The initializer of the nearest `let name = …` declared before `node` in a block enclosing it.
    static func initializer(of name: String, before node: Syntax) -> ExprSyntax? {
        declaration(of: name, before: node, constantsOnly: true)?.binding.initializer?.value
    }

    /// The nearest `let` (or, unless `constantsOnly`, `var`) declaring `name` before `node` in a block enclosing it,
    /// within the same function, initializer or accessor.
    static func declaration(of name: String, before node: Syntax, constantsOnly: Bool) -> Declaration? {
        var child = node
        var current = node.parent
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for position in items.indices.reversed() where items[position].position < child.position {
                    guard let variable = items[position].item.as(VariableDeclSyntax.self),
                        !constantsOnly || variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return Declaration(binding: binding, items: items, position: position)
                    }
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self)
            {
                return nil
            }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    /// Whether `name` at `node` is a value bound inside the function rather than a property or global: a parameter
    /// (of the function or of a closure around the use), a loop variable, an `if let`/`guard let`/`case let` binding,
    /// a `catch` clause's `error`, or a `var` (or a `let` without a value) declared before the use.
    static func isBoundLocally(_ name: String, at node: Syntax) -> Bool {
        if name.hasPrefix("$") { return true }
        if let declaration = declaration(of: name, before: node, constantsOnly: false),
            declaration.binding.initializer == nil
                || declaration.binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind
                    == .keyword(.var)
        {
            return true
        }
        var child = node
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                switch clause {
                case .simpleInput(let names): if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let list):
                    if list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                }
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name
                }
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name
                }
            }
            if ancestor.is(AccessorDeclSyntax.self) { return name == "newValue" || name == "oldValue" }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            if let loop = ancestor.as(ForStmtSyntax.self), child.id == loop.body.id,
                binds(name, in: Syntax(loop.pattern))
            {
                return true
            }
            if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id,
                binds(name, in: Syntax(branch.conditions))
            {
                return true
            }
            if let loop = ancestor.as(WhileStmtSyntax.self), child.id == loop.body.id,
                binds(name, in: Syntax(loop.conditions))
            {
                return true
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), binds(name, in: Syntax(switchCase.label)) {
                return true
            }
            if let clause = ancestor.as(CatchClauseSyntax.self), child.id == clause.body.id {
                if clause.catchItems.isEmpty && name == "error" { return true }
                if binds(name, in: Syntax(clause.catchItems)) { return true }
            }
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    if let guarded = item.item.as(GuardStmtSyntax.self), binds(name, in: Syntax(guarded.conditions)) {
                        return true
                    }
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// Whether a pattern or condition list binds `name` (`let name`, `var name`, `case .a(let name)`, a loop's
    /// `name`).
    private static func binds(_ name: String, in node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                if node.identifier.text == name { found = true }
                return .skipChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                // `if let name {` binds without a pattern's initializer.
                if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { found = true }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name: name)
        finder.walk(node)
        return finder.found
    }
}
