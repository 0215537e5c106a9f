import QuickActionKit
import SwiftSyntax

/// A closure parameter whose every use the evaluator records on each path through one function's body (issue 14,
/// path-sensitive completion checks; issue 30, one evaluator): `performActionFor`'s `completionHandler`. A use is a
/// call of it or any other mention (handing it to a helper, capturing it); each counts as one call, except that all
/// uses inside one closure, nested function, `defer`, `#if` or `?:` of a statement count once together
/// (`promise.done { handler(true) }.catch { _ in handler(false) }` hands the handler to callbacks of which one runs).
struct WatchedClosure {
    let name: String
    /// The function whose body is watched: statements of closures and functions it calls are not its own.
    let function: SyntaxIdentifier

    /// Calls that end the process: a path through them needs no completion call.
    static let terminating: Set<String> = ["fatalError", "preconditionFailure", "abort", "exit"]

    /// Whether `statement` is written directly in the watched function's body (at any depth of `if`, `switch`,
    /// `do` and loops), not in a closure or nested function.
    func owns(_ statement: some SyntaxProtocol) -> Bool {
        var current = statement.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.is(AccessorDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
            {
                return node.id == function
            }
            current = node.parent
        }
        return false
    }

    /// The uses in a node, in source order: each direct use, and the first of those inside any closure, nested
    /// function, `defer`, `#if` or `?:` (code that runs later, or of which one branch runs).
    func uses(in node: some SyntaxProtocol, locator: SourceLocator) -> [QuickActionKit.SourceLocation] {
        let finder = Finder(name: name)
        finder.walk(node)
        return finder.found.map { locator.location(of: $0) }
    }

    private final class Finder: SyntaxAnyVisitor {
        let name: String
        var found: [Syntax] = []
        var deferredDepth = 0
        var foundDeferred = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if Finder.defers(node) { deferredDepth += 1 }
            return .visitChildren
        }

        override func visitAnyPost(_ node: Syntax) {
            if Finder.defers(node) { deferredDepth -= 1 }
        }

        static func defers(_ node: Syntax) -> Bool {
            if let sequence = node.as(SequenceExprSyntax.self) {
                // Operators are not folded: `c ? a : b` is a sequence holding the ternary's middle part.
                return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
            }
            return node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
                || node.is(DeferStmtSyntax.self) || node.is(IfConfigDeclSyntax.self)
                || node.is(TernaryExprSyntax.self)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            if deferredDepth == 0 {
                found.append(Syntax(node))
            } else if !foundDeferred {
                foundDeferred = true
                found.append(Syntax(node))
            }
            return .skipChildren
        }
    }
}
