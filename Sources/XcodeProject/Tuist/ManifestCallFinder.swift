import SwiftSyntax

/// Finds a manifest's top call by its type's name, written `Name(…)` (Tuist's `Project(…)`, SwiftPM's
/// `Package(…)`): the first one, wherever it is written.
final class ManifestCallFinder: SyntaxVisitor {
    private let name: String
    private var found: ManifestCall?

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func first(named name: String, in tree: SourceFileSyntax) -> ManifestCall? {
        let finder = ManifestCallFinder(name: name)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let call = ManifestCall(ExprSyntax(node)), call.name == name,
            node.calledExpression.is(DeclReferenceExprSyntax.self)
        {
            found = call
            return .skipChildren
        }
        return .visitChildren
    }
}
