import QuickActionKit
import SwiftSyntax

/// Reads what App Shortcuts need of a type conforming to `AppIntent` (platform-facts §6): its `title`, its
/// `@Parameter` properties (a phrase may name one, `\(\.$name)`) and `openAppWhenRun`.
struct AppIntentReader {
    let locator: SourceLocator

    func intent(named typeName: String, members: MemberBlockSyntax, at location: QuickActionKit.SourceLocation)
        -> AppIntentDeclaration
    {
        let openAppWhenRun = StaticProperty.named("openAppWhenRun", in: members)?.value.flatMap {
            SyntaxLiterals.unwrapped($0).as(BooleanLiteralExprSyntax.self).map {
                $0.literal.tokenKind == .keyword(.true)
            }
        }
        return AppIntentDeclaration(
            typeName: typeName,
            title: StaticProperty.named("title", in: members)?.value.flatMap(SyntaxLiterals.resourceString),
            parameters: members.members.flatMap { parameters(in: $0.decl) }, openAppWhenRun: openAppWhenRun,
            location: location)
    }

    /// `@Parameter(title: "Method") var method: BrewMethod`, with the type as written.
    private func parameters(in declaration: DeclSyntax) -> [IntentParameter] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "Parameter" })
        else { return [] }
        var title: String?
        if case .argumentList(let arguments)? = attribute.arguments {
            title = ArgumentReader(arguments).expression("title").flatMap(SyntaxLiterals.resourceString)
        }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return IntentParameter(
                name: name, typeName: binding.typeAnnotation?.type.trimmedDescription ?? "<missing type>",
                title: title, location: locator.location(of: binding.pattern))
        }
    }
}
