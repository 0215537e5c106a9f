import SwiftSyntax

/// Constants declared in the blocks around a use: `let title = NSLocalizedString(…)` earlier in the same function
/// (or an enclosing block of it), never one declared after the use or in another function.
enum LocalConstants {
    /// The initializer of the nearest `let name = …` declared before `node` in a block enclosing it.
    static func initializer(of name: String, before node: Syntax) -> ExprSyntax? {
        var child = node
        var current = node.parent
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.position < child.position {
                    if let value = constant(name, in: item) { return value }
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

    private static func constant(_ name: String, in item: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let variable = item.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let)
        else { return nil }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
        }
        return nil
    }
}
