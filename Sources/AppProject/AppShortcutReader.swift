import QuickActionKit
import SwiftSyntax

/// Reads the `AppShortcut(...)` values of an `appShortcuts` body in declared order, the order Spotlight and the
/// Shortcuts app first show them in (platform-facts §6). Shortcuts inside `if` / `else` branches (the builder's
/// `#available` and plain conditions) and `#if` clauses are kept, with the condition they are declared under.
struct AppShortcutReader {
    let evaluator: SwiftEvaluator
    var locator: SourceLocator { evaluator.locator }

    func shortcuts(in statements: CodeBlockItemListSyntax, conditions: [String] = []) -> [AppShortcut] {
        statements.flatMap { item -> [AppShortcut] in
            if case .decl(let declaration) = item.item, let clauses = declaration.as(IfConfigDeclSyntax.self) {
                return shortcuts(in: clauses, conditions: conditions)
            }
            return StaticProperty.expression(of: item).map { shortcuts(in: $0, conditions: conditions) } ?? []
        }
    }

    func shortcuts(in expression: ExprSyntax, conditions: [String] = []) -> [AppShortcut] {
        let expression = SyntaxLiterals.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return shortcut(call, conditions: conditions).map { [$0] } ?? []
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { shortcuts(in: $0.expression, conditions: conditions) }
        }
        if let branch = expression.as(IfExprSyntax.self) {
            return shortcuts(in: branch, conditions: conditions)
        }
        return []
    }

    /// `if a { … } else if b { … } else { … }`: the branches are under `a`, then `!(a), b`, then `!(a), !(b)`.
    private func shortcuts(in branch: IfExprSyntax, conditions: [String]) -> [AppShortcut] {
        let condition = branch.conditions.trimmedDescription
        var result = shortcuts(in: branch.body.statements, conditions: conditions + [condition])
        let otherwise = conditions + ["!(\(condition))"]
        switch branch.elseBody {
        case .ifExpr(let next): result += shortcuts(in: next, conditions: otherwise)
        case .codeBlock(let block): result += shortcuts(in: block.statements, conditions: otherwise)
        case nil: break
        }
        return result
    }

    /// `#if A … #elseif B … #else … #endif`: the clauses are under `#if A`, `#if !(A) && B`, `#if !(A) && !(B)`.
    private func shortcuts(in clauses: IfConfigDeclSyntax, conditions: [String]) -> [AppShortcut] {
        var earlier: [String] = []
        var result: [AppShortcut] = []
        for clause in clauses.clauses {
            let own = clause.condition.map { [$0.trimmedDescription] } ?? []
            let condition = "#if " + (earlier.map { "!(\($0))" } + own).joined(separator: " && ")
            if case .statements(let statements)? = clause.elements {
                result += shortcuts(in: statements, conditions: conditions + [condition])
            }
            earlier += own
        }
        return result
    }

    /// `AppShortcut(intent:phrases:shortTitle:systemImageName:)` or the iOS 16 `AppShortcut(intent:phrases:)`.
    private func shortcut(_ call: FunctionCallExprSyntax, conditions: [String]) -> AppShortcut? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AppShortcut" else {
            return nil
        }
        let arguments = ArgumentReader(call.arguments)
        let shortTitleKey = arguments.expression("shortTitle").flatMap { evaluator.resource($0) }
        var shortcut = AppShortcut(
            intentType: arguments.expression("intent").map(Self.intentType) ?? "<missing intent>", phrases: [],
            shortTitle: shortTitleKey?.key,
            systemImageName: arguments.expression("systemImageName").flatMap { evaluator.resource($0)?.key },
            location: locator.location(of: call),
            condition: conditions.isEmpty ? nil : conditions.joined(separator: ", "))
        shortcut.shortTitleKey = shortTitleKey
        guard let phrases = arguments.expression("phrases") else { return shortcut }
        guard let array = SyntaxLiterals.unwrapped(phrases).as(ArrayExprSyntax.self) else {
            shortcut.phrasesNotInline = [phrases.trimmedDescription]
            return shortcut
        }
        for element in array.elements {
            if let literal = SyntaxLiterals.unwrapped(element.expression).as(StringLiteralExprSyntax.self) {
                shortcut.phrases.append(PhraseLiteral.phrase(literal, locator: locator))
            } else {
                shortcut.phrasesNotInline.append(element.expression.trimmedDescription)
            }
        }
        return shortcut
    }

    /// The type an `intent:` argument constructs (`LogBrewIntent()` → `LogBrewIntent`), else the expression.
    private static func intentType(_ expression: ExprSyntax) -> String {
        let expression = SyntaxLiterals.unwrapped(expression)
        return (expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression).trimmedDescription
    }
}
