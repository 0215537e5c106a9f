import SwiftSyntax

/// A `static` (or `class`) property declared in a type's body, with the expression that gives its value: the
/// initializer (`= .tangerine`) or the single expression of its getter (`{ .tangerine }`, `{ return .tangerine }`).
struct StaticProperty {
    let binding: PatternBindingSyntax

    /// The static property `name` declared directly in `members`, if any.
    static func named(_ name: String, in members: MemberBlockSyntax) -> StaticProperty? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return StaticProperty(binding: binding)
            }
        }
        return nil
    }

    /// The statements of the getter, for a computed property (`{ … }` or `get { … }`).
    var getterStatements: CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors):
            accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    /// The initializer's value, or the getter's only expression.
    var value: ExprSyntax? {
        if let initializer = binding.initializer { return initializer.value }
        guard let statements = getterStatements, statements.count == 1, let only = statements.first else {
            return nil
        }
        return Self.expression(of: only)
    }

    /// The expression a statement of a body evaluates: an expression statement, or `return` with a value.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement):
            statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }
}
