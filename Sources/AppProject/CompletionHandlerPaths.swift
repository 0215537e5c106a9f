import QuickActionKit
import SwiftSyntax

/// The paths through a `performActionFor` body and the completion handler's uses along each (issue 14:
/// path-sensitive completion checks). `if`/`else`, `guard … else`, `switch` and loops fork the paths; `return` ends
/// one; `throw` goes to the `catch` clauses of an enclosing `do` (else it ends the path), and `fatalError()` and its
/// kind end a path that needs no call. A use is a call of the handler or any other mention of it (handing it to a
/// helper or capturing it): each counts as one call, except that all uses inside one closure, nested function,
/// `defer`, `#if` or `?:` of a statement count once together (`promise.done { handler(true) }.catch { _ in
/// handler(false) }` hands the handler to callbacks of which one runs). At most `maximumPaths` paths are followed.
struct CompletionHandlerPaths {
    let handlerName: String
    let locate: (Syntax) -> QuickActionKit.SourceLocation

    static let maximumPaths = 64

    /// Every path from the body's start to an exit.
    func paths(of body: CodeBlockSyntax) -> [CompletionPath] {
        let walked = walk(body.statements, open: [[]])
        let end = locate(Syntax(body.rightBrace))
        // A throw no `do` catches leaves the method where it is thrown.
        return walked.exited + walked.thrown.map { CompletionPath(calls: $0.calls, exit: $0.at) }
            + walked.open.map { CompletionPath(calls: $0, exit: end) }
    }

    private typealias Open = [[QuickActionKit.SourceLocation]]
    /// The paths that continue, those that left the method, and those that threw (with where).
    private typealias Walk = (
        open: Open, exited: [CompletionPath],
        thrown: [(calls: [QuickActionKit.SourceLocation], at: QuickActionKit.SourceLocation)]
    )

    /// Calls that end the process: a path through them needs no completion call.
    static let terminating: Set<String> = ["fatalError", "preconditionFailure", "abort", "exit"]

    private func walk(_ statements: CodeBlockItemListSyntax, open: Open) -> Walk {
        var result: Walk = (open, [], [])
        for item in statements {
            guard !result.open.isEmpty else { break }
            let step = self.step(Syntax(item.item), open: result.open)
            result.open = Array(step.open.prefix(Self.maximumPaths))
            result.exited += step.exited
            result.thrown += step.thrown
        }
        return result
    }

    private func step(_ node: Syntax, open: Open) -> Walk {
        if let statement = node.as(ExpressionStmtSyntax.self) { return step(Syntax(statement.expression), open: open) }
        if let returned = node.as(ReturnStmtSyntax.self) {
            let after = appending(uses(in: returned.expression.map(Syntax.init)), to: open)
            return ([], after.map { CompletionPath(calls: $0, exit: locate(node)) }, [])
        }
        if let thrown = node.as(ThrowStmtSyntax.self) {
            let after = appending(uses(in: Syntax(thrown.expression)), to: open)
            return ([], [], after.map { ($0, locate(node)) })
        }
        if node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self) { return ([], [], []) }
        if let call = node.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            Self.terminating.contains(name)
        {
            return ([], [], [])
        }
        if let guarded = node.as(GuardStmtSyntax.self) {
            let checked = appending(uses(in: Syntax(guarded.conditions)), to: open)
            // A guard's else must leave the scope; its paths never continue past the guard.
            let otherwise = walk(guarded.body.statements, open: checked)
            return (checked, otherwise.exited, otherwise.thrown)
        }
        if let block = node.as(DoStmtSyntax.self) {
            // A throw in the body, or a failing `try` anywhere in it (approximated as: before any of it ran), goes
            // to each catch clause.
            let body = walk(block.body.statements, open: open)
            guard !block.catchClauses.isEmpty else { return body }
            var result: Walk = (body.open, body.exited, [])
            let caught = open + body.thrown.map(\.calls)
            for clause in block.catchClauses {
                let walked = walk(clause.body.statements, open: caught)
                result.open += walked.open
                result.exited += walked.exited
                result.thrown += walked.thrown
            }
            return result
        }
        if let branch = node.as(IfExprSyntax.self) { return step(branch, open: open) }
        if let choice = node.as(SwitchExprSyntax.self) {
            let checked = appending(uses(in: Syntax(choice.subject)), to: open)
            var result: Walk = ([], [], [])
            for element in choice.cases {
                guard case .switchCase(let switchCase) = element else { continue }
                let walked = walk(switchCase.statements, open: checked)
                result.open += walked.open
                result.exited += walked.exited
                result.thrown += walked.thrown
            }
            return result
        }
        if let loop = node.as(ForStmtSyntax.self) {
            let walked = walk(loop.body.statements, open: open)
            return (open + walked.open, walked.exited, walked.thrown)
        }
        if let loop = node.as(WhileStmtSyntax.self) {
            let walked = walk(loop.body.statements, open: open)
            return (open + walked.open, walked.exited, walked.thrown)
        }
        return (appending(uses(in: node), to: open), [], [])
    }

    private func step(_ branch: IfExprSyntax, open: Open) -> Walk {
        let checked = appending(uses(in: Syntax(branch.conditions)), to: open)
        let taken = walk(branch.body.statements, open: checked)
        switch branch.elseBody {
        case .ifExpr(let next):
            let other = step(next, open: checked)
            return (taken.open + other.open, taken.exited + other.exited, taken.thrown + other.thrown)
        case .codeBlock(let block):
            let other = walk(block.statements, open: checked)
            return (taken.open + other.open, taken.exited + other.exited, taken.thrown + other.thrown)
        case nil:
            return (taken.open + checked, taken.exited, taken.thrown)
        }
    }

    private func appending(_ uses: [QuickActionKit.SourceLocation], to open: Open) -> Open {
        uses.isEmpty ? open : open.map { $0 + uses }
    }

    /// The handler's uses in a node, in source order: each direct use, and the first of those inside any closure,
    /// nested function, `defer`, `#if` or `?:` (code that runs later, or of which one branch runs).
    private func uses(in node: Syntax?) -> [QuickActionKit.SourceLocation] {
        guard let node else { return [] }
        final class Finder: SyntaxAnyVisitor {
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
        let finder = Finder(name: handlerName)
        finder.walk(node)
        return finder.found.map(locate)
    }
}
