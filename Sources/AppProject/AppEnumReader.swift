import QuickActionKit
import SwiftSyntax

/// Reads a type conforming to `AppEnum`: its cases with the title and synonyms people say for each, from
/// `caseDisplayRepresentations` (platform-facts §6: an enum parameter's spoken values).
struct AppEnumReader {
    let evaluator: SwiftEvaluator
    /// `members` are the enum's own (for its `case` declarations) or an extension's; `declaredCases` are cases
    /// known from elsewhere in the file, for a conformance added in an extension.
    func enumeration(
        named typeName: String, members: MemberBlockSyntax, declaredCases: [String] = [],
        at location: QuickActionKit.SourceLocation
    ) -> AppEnumDeclaration {
        var names = declaredCases + Self.caseNames(in: members)
        let representations = StaticProperty.named("caseDisplayRepresentations", in: members)?.value
            .flatMap { SyntaxLiterals.unwrapped($0).as(DictionaryExprSyntax.self) }
        var cases: [String: AppEnumDeclaration.Case] = [:]
        if case .elements(let elements)? = representations?.content {
            for element in elements {
                guard
                    let name = SyntaxLiterals.unwrapped(element.key).as(MemberAccessExprSyntax.self)?
                        .declName.baseName.text
                else { continue }
                if !names.contains(name) { names.append(name) }
                cases[name] = representation(of: name, element.value)
            }
        }
        return AppEnumDeclaration(
            typeName: typeName, cases: names.map { cases[$0] ?? AppEnumDeclaration.Case(name: $0, title: $0) },
            location: location)
    }

    /// Every name of every `case a, b` declared directly in `members`.
    static func caseNames(in members: MemberBlockSyntax) -> [String] {
        members.members.flatMap { member in
            member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
    }

    /// The cases of the enum named `typeName` declared anywhere in `tree`, for an `AppEnum` conformance written in
    /// an extension of it.
    static func declaredCases(of typeName: String, in tree: Syntax) -> [String] {
        let finder = EnumFinder(name: String(typeName.split(separator: ".").last ?? ""))
        finder.walk(tree)
        return finder.cases
    }

    private final class EnumFinder: SyntaxVisitor {
        let name: String
        var cases: [String] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == name { cases += AppEnumReader.caseNames(in: node.memberBlock) }
            return .visitChildren
        }
    }

    /// `"Plain Title"`, `DisplayRepresentation("…")` or `DisplayRepresentation(title: "…", synonyms: ["…"])` (also
    /// `.init(…)`); a title that is
    /// not a literal leaves the case name.
    private func representation(of name: String, _ value: ExprSyntax) -> AppEnumDeclaration.Case {
        let value = SyntaxLiterals.unwrapped(value)
        if let key = evaluator.resource(value) {
            var enumCase = AppEnumDeclaration.Case(name: name, title: key.key)
            enumCase.titleKey = key
            return enumCase
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
            ["DisplayRepresentation", ".init"].contains(call.calledExpression.trimmedDescription)
        else { return AppEnumDeclaration.Case(name: name, title: name) }
        let arguments = ArgumentReader(call.arguments)
        let synonyms = arguments.expression("synonyms").flatMap {
            SyntaxLiterals.unwrapped($0).as(ArrayExprSyntax.self)
        }
        // `DisplayRepresentation("Title")` is `init(stringLiteral:)`: the title without its label.
        let key = (arguments.expression("title") ?? arguments.expression("_")).flatMap { evaluator.resource($0) }
        var enumCase = AppEnumDeclaration.Case(
            name: name, title: key?.key ?? name,
            synonyms: synonyms?.elements.compactMap { evaluator.resource($0.expression)?.key } ?? [])
        enumCase.titleKey = key
        return enumCase
    }
}
