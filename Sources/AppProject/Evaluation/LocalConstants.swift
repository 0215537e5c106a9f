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
}
