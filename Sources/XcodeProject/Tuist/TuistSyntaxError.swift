import SwiftSyntax

/// The first syntax error of a manifest, found without SwiftParserDiagnostics: the earliest missing token or node
/// (what the parser expected) or unexpected code (what it could not place).
struct TuistSyntaxError {
    let node: Syntax
    let message: String

    static func first(in tree: SourceFileSyntax) -> TuistSyntaxError? {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.first
    }

    private final class Finder: SyntaxVisitor {
        var first: TuistSyntaxError?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            record(Syntax(node), "unexpected code '\(TuistLiterals.snippet(of: node))'")
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                let text = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
                record(Syntax(token), "expected \(text)")
            }
            return .visitChildren
        }

        override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
            record(Syntax(node), "expected an expression")
            return .skipChildren
        }

        override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
            record(Syntax(node), "expected a declaration")
            return .skipChildren
        }

        private func record(_ node: Syntax, _ message: String) {
            guard
                first.map({ node.positionAfterSkippingLeadingTrivia < $0.node.positionAfterSkippingLeadingTrivia })
                    ?? true
            else { return }
            first = TuistSyntaxError(node: node, message: message)
        }
    }
}
