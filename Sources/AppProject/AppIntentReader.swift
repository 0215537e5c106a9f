import QuickActionKit
import SwiftSyntax

/// Reads what App Shortcuts need of a type conforming to `AppIntent` (platform-facts §6): its `title`, its
/// `@Parameter` properties (a phrase may name one, `\(\.$name)`) and `openAppWhenRun`.
struct AppIntentReader {
    let evaluator: SwiftEvaluator
    var locator: SourceLocator { evaluator.locator }

    func intent(named typeName: String, members: MemberBlockSyntax, at location: QuickActionKit.SourceLocation)
        -> AppIntentDeclaration
    {
        let openAppWhenRun = StaticProperty.named("openAppWhenRun", in: members)?.value.flatMap {
            SyntaxLiterals.unwrapped($0).as(BooleanLiteralExprSyntax.self).map {
                $0.literal.tokenKind == .keyword(.true)
            }
        }
        let titleKey = StaticProperty.named("title", in: members)?.value.flatMap { evaluator.resource($0) }
        var intent = AppIntentDeclaration(
            typeName: typeName, title: titleKey?.key,
            parameters: members.members.flatMap { parameters(in: $0.decl) }, openAppWhenRun: openAppWhenRun,
            location: location)
        intent.titleKey = titleKey
        return intent
    }

    /// `@Parameter(title: "Method") var method: BrewMethod`, with the type as written.
    private func parameters(in declaration: DeclSyntax) -> [IntentParameter] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "Parameter" })
        else { return [] }
        var titleKey: StringTableKey?
        var defaultArgument = false
        var dialog: String?
        if case .argumentList(let arguments)? = attribute.arguments {
            let reader = ArgumentReader(arguments)
            titleKey = reader.expression("title").flatMap { evaluator.resource($0) }
            // `default: nil` is no default.
            defaultArgument = reader.expression("default").map { !evaluator.evaluate($0).isNone } ?? false
            dialog = reader.expression("requestValueDialog").flatMap(dialogText)
        }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var parameter = IntentParameter(
                name: name, typeName: binding.typeAnnotation?.type.trimmedDescription ?? "<missing type>",
                title: titleKey?.key, location: locator.location(of: binding.pattern))
            parameter.titleKey = titleKey
            parameter.hasDefault = defaultArgument || binding.initializer != nil
            parameter.requestValueDialog = dialog
            return parameter
        }
    }

    /// `"Which account?"`, `IntentDialog("Which account?")` or `IntentDialog(stringLiteral: String(localized: …))`:
    /// the dialog's text in the development language (its key, which is the text a literal gives).
    private func dialogText(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            SymbolIndex.calledName(call.calledExpression).hasSuffix("IntentDialog"), let only = call.arguments.first,
            [nil, "stringLiteral", "full"].contains(only.label?.text)
        {
            expression = only.expression
        }
        return evaluator.resource(expression).map { $0.defaultValue ?? $0.key }
    }
}
