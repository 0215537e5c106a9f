import SwiftSyntax

/// The type names that texts of quick actions and App Shortcuts refer to (`L10n`, `AppStrings`, `QuickAction`):
/// the capitalized root of each member access in the code around item constructions and in App Intents titles.
/// The files declaring them are the only others the reader parses (issue 14: parse less).
final class ReferencedTypes: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Static properties whose value people read (App Intents titles and display representations).
    static let textProperties: Set<String> = [
        "title", "description", "caseDisplayRepresentations", "typeDisplayRepresentation", "appShortcuts",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A construction, or a call of the app's own helper on the item type (`UIApplicationShortcutItem.from(…)`).
        if ShortcutItemSourceScanner.constructs(node)
            || node.calledExpression.trimmedDescription.contains("ShortcutItem")
        {
            collect(in: Self.enclosingBody(of: Syntax(node)) ?? Syntax(node))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings
        where Self.textProperties.contains(binding.pattern.trimmedDescription) {
            collect(in: Syntax(binding))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "Parameter" { collect(in: Syntax(node)) }
        return .skipChildren
    }

    private func collect(in node: Syntax) {
        final class Roots: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                var base = node.base
                while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
                if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let first = name.unicodeScalars.first, first.properties.isUppercase, name != "Self"
                {
                    names.insert(name)
                }
                return .visitChildren
            }
        }
        let roots = Roots(viewMode: .sourceAccurate)
        roots.walk(node)
        names.formUnion(roots.names)
    }

    /// The body of the function, initializer or accessor a node is in.
    private static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if ancestor.is(AccessorBlockSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
