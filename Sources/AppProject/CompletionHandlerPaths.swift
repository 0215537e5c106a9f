import QuickActionKit
import SwiftSyntax

/// The paths through a `performActionFor` body and the completion handler's uses along each (issue 14:
/// path-sensitive completion checks). `if`/`else`, `guard … else`, `switch` and loops fork the paths; `return` and
/// `throw` end one. A use is a call of the handler or any other mention of it (handing it to a helper or capturing
/// it in a closure that calls it): each counts as one call, except that the uses inside the closures of one
/// statement count once together (`promise.done { handler(true) }.catch { _ in handler(false) }` hands the handler
/// to callbacks of which one runs). At most `maximumPaths` paths are followed.
struct CompletionHandlerPaths {
    let handlerName: String
    let locate: (Syntax) -> QuickActionKit.SourceLocation

    static let maximumPaths = 64

    /// Every path from the body's start to an exit.
    func paths(of body: CodeBlockSyntax) -> [CompletionPath] {
        let walked = walk(body.statements, open: [[]])
        let end = locate(Syntax(body.rightBrace))
        return walked.exited + walked.open.map { CompletionPath(calls: $0, exit: end) }
    }

    private typealias Open = [[QuickActionKit.SourceLocation]]

    private func walk(_ statements: CodeBlockItemListSyntax, open: Open) -> (open: Open, exited: [CompletionPath]) {
        var open = open
        var exited: [CompletionPath] = []
        for item in statements {
            guard !open.isEmpty else { break }
            let step = self.step(Syntax(item.item), open: open)
            open = Array(step.open.prefix(Self.maximumPaths))
            exited += step.exited
        }
        return (open, exited)
    }

    private func step(_ node: Syntax, open: Open) -> (open: Open, exited: [CompletionPath]) {
        if let statement = node.as(ExpressionStmtSyntax.self) { return step(Syntax(statement.expression), open: open) }
        if let returned = node.as(ReturnStmtSyntax.self) {
            let after = appending(uses(in: returned.expression.map(Syntax.init)), to: open)
            return ([], after.map { CompletionPath(calls: $0, exit: locate(node)) })
        }
        if let thrown = node.as(ThrowStmtSyntax.self) {
            let after = appending(uses(in: Syntax(thrown.expression)), to: open)
            return ([], after.map { CompletionPath(calls: $0, exit: locate(node)) })
        }
        if let guarded = node.as(GuardStmtSyntax.self) {
            let checked = appending(uses(in: Syntax(guarded.conditions)), to: open)
            let otherwise = walk(guarded.body.statements, open: checked)
            return (checked + otherwise.open, otherwise.exited)
        }
        if let branch = node.as(IfExprSyntax.self) { return step(branch, open: open) }
        if let choice = node.as(SwitchExprSyntax.self) {
            let checked = appending(uses(in: Syntax(choice.subject)), to: open)
            var result: (open: Open, exited: [CompletionPath]) = ([], [])
            for element in choice.cases {
                guard case .switchCase(let switchCase) = element else { continue }
                let walked = walk(switchCase.statements, open: checked)
                result.open += walked.open
                result.exited += walked.exited
            }
            return result
        }
        if let loop = node.as(ForStmtSyntax.self) {
            let walked = walk(loop.body.statements, open: open)
            return (open + walked.open, walked.exited)
        }
        if let loop = node.as(WhileStmtSyntax.self) {
            let walked = walk(loop.body.statements, open: open)
            return (open + walked.open, walked.exited)
        }
        if let block = node.as(DoStmtSyntax.self) { return walk(block.body.statements, open: open) }
        return (appending(uses(in: node), to: open), [])
    }

    private func step(_ branch: IfExprSyntax, open: Open) -> (open: Open, exited: [CompletionPath]) {
        let checked = appending(uses(in: Syntax(branch.conditions)), to: open)
        let taken = walk(branch.body.statements, open: checked)
        switch branch.elseBody {
        case .ifExpr(let next):
            let other = step(next, open: checked)
            return (taken.open + other.open, taken.exited + other.exited)
        case .codeBlock(let block):
            let other = walk(block.statements, open: checked)
            return (taken.open + other.open, taken.exited + other.exited)
        case nil:
            return (taken.open + checked, taken.exited)
        }
    }

    private func appending(_ uses: [QuickActionKit.SourceLocation], to open: Open) -> Open {
        uses.isEmpty ? open : open.map { $0 + uses }
    }

    /// The handler's uses in a node, in source order: each direct use, and the first of those inside closures.
    private func uses(in node: Syntax?) -> [QuickActionKit.SourceLocation] {
        guard let node else { return [] }
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [Syntax] = []
            var closureDepth = 0
            var foundInClosure = false
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                closureDepth += 1
                return .visitChildren
            }
            override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name else { return .skipChildren }
                if closureDepth == 0 {
                    found.append(Syntax(node))
                } else if !foundInClosure {
                    foundInClosure = true
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
