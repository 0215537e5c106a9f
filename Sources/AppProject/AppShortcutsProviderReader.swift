import QuickActionKit
import SwiftSyntax

/// Reads a type conforming to `AppShortcutsProvider` (platform-facts §6): `appShortcuts` in declared order,
/// `shortcutTileColor` and `negativePhrases` (iOS 17).
struct AppShortcutsProviderReader {
    let evaluator: SwiftEvaluator
    var locator: SourceLocator { evaluator.locator }

    func provider(named typeName: String, members: MemberBlockSyntax, at location: QuickActionKit.SourceLocation)
        -> AppShortcutsProviderDeclaration
    {
        var provider = AppShortcutsProviderDeclaration(typeName: typeName, location: location)
        let shortcutReader = AppShortcutReader(evaluator: evaluator)
        if let property = StaticProperty.named("appShortcuts", in: members) {
            if let statements = property.getterStatements {
                provider.shortcuts = shortcutReader.shortcuts(in: statements)
            } else if let value = property.value {
                provider.shortcuts = shortcutReader.shortcuts(in: value)
            }
        }
        provider.tileColor = StaticProperty.named("shortcutTileColor", in: members)?.value.flatMap(Self.tileColor)
        if let property = StaticProperty.named("negativePhrases", in: members) {
            if let value = property.value {
                provider.negativePhrases = negativePhrases(in: value)
            } else if let statements = property.getterStatements {
                provider.negativePhrases = negativePhrases(in: statements)
            }
        }
        return provider
    }

    /// `.tangerine` or `ShortcutTileColor.tangerine`.
    static func tileColor(_ expression: ExprSyntax) -> ShortcutTileColor? {
        guard let member = SyntaxLiterals.unwrapped(expression).as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "ShortcutTileColor"
        else { return nil }
        return ShortcutTileColor(rawValue: member.declName.baseName.text)
    }

    /// The phrase literals of `NegativeAppShortcutPhrases { "…" }` (the builder form),
    /// `NegativeAppShortcutPhrases(phrases: ["…"])` or a bare array literal; anything else is skipped.
    private func negativePhrases(in expression: ExprSyntax) -> [AppShortcutPhrase] {
        let expression = SyntaxLiterals.unwrapped(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return [PhraseLiteral.phrase(literal, locator: locator)]
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { negativePhrases(in: $0.expression) }
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return negativePhrases(in: closure.statements)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "NegativeAppShortcutPhrases"
        else { return [] }
        return call.arguments.flatMap { negativePhrases(in: $0.expression) }
            + (call.trailingClosure.map { negativePhrases(in: $0.statements) } ?? [])
    }

    private func negativePhrases(in statements: CodeBlockItemListSyntax) -> [AppShortcutPhrase] {
        statements.flatMap { StaticProperty.expression(of: $0).map(negativePhrases) ?? [] }
    }
}
