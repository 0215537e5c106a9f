import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// Finds what one Swift file declares for App Shortcuts with swift-syntax (platform-facts §6): types conforming to
/// `AppShortcutsProvider`, `AppIntent` (and its refinements, any inherited name ending in `Intent`), `AppEnum` and
/// `AppEntity`, declared directly or in an extension. Like Xcode's extractor it reads source statically: only
/// literals are understood. A file that does not parse declares nothing here; `SwiftSourceLoader` reports it
/// (`App.unparsableSwiftFiles`).
public enum AppShortcutsScanner {
    /// Words a file must contain to be worth parsing for App Shortcuts: the App Intents import (every refinement of
    /// `AppIntent`, such as `ForegroundContinuableIntent`, needs it), the protocols by name for a file that relies on
    /// another's import, and the parameter update. A bare `Intent` or `Entity` is not enough: a networking module's
    /// `API.Entity` files are not App Intents (issue 14: parse less).
    static let keywords = [
        "AppIntents", "AppIntent", "AppShortcutsProvider", "AppEnum", "AppEntity", "EntityQuery",
        "updateAppShortcutParameters",
    ]
    static let entityProtocols: Set<String> = [
        "AppEntity", "TransientAppEntity", "IndexedEntity", "UniqueAppEntity", "FileEntity",
    ]

    /// Whether the text could declare App Shortcuts, intents, enums or entities; other files are not parsed.
    public static func mightDeclareAppShortcuts(_ text: String) -> Bool {
        SwiftSourceLoader.wantedScanners(in: Data(text.utf8)).contains(SwiftSourceLoader.Scanner.appShortcuts.group)
    }

    /// One file on its own: its constants are all the evaluator can follow.
    public static func scan(source: String, file: String) -> AppShortcutsDeclarations {
        let tree = Parser.parse(source: source)
        let locator = SourceLocator(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        let index = SymbolIndex()
        index.add(tree, locator: locator)
        return scan(tree, locator: locator, index: index)
    }

    static func scan(_ tree: SourceFileSyntax, locator: SourceLocator, index: SymbolIndex) -> AppShortcutsDeclarations {
        guard !tree.hasError else { return AppShortcutsDeclarations() }
        let visitor = Visitor(locator: locator, index: index)
        visitor.walk(tree)
        return visitor.declarations
    }

    /// The protocol and class names a type inherits, without module prefix (`AppIntents.AppIntent` → `AppIntent`),
    /// with compositions (`AppIntent & Sendable`) and attributes (`@preconcurrency`) taken apart.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        func names(_ type: TypeSyntax) -> [String] {
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.flatMap { names($0.type) }
            }
            if let attributed = type.as(AttributedTypeSyntax.self) { return names(attributed.baseType) }
            return [String(type.trimmedDescription.split(separator: ".").last ?? "")]
        }
        return clause?.inheritedTypes.flatMap { names($0.type) } ?? []
    }

    /// `static var defaultQuery = RecipeQuery()` or `static let defaultQuery: RecipeQuery = …`: the query type.
    static func defaultQueryType(in members: MemberBlockSyntax) -> String? {
        guard let property = StaticProperty.named("defaultQuery", in: members) else { return nil }
        if let type = property.binding.typeAnnotation?.type.trimmedDescription { return type }
        guard let call = property.value.map(SyntaxLiterals.unwrapped)?.as(FunctionCallExprSyntax.self) else {
            return nil
        }
        return call.calledExpression.trimmedDescription
    }

    private final class Visitor: SyntaxVisitor {
        let locator: SourceLocator
        let index: SymbolIndex
        var declarations = AppShortcutsDeclarations()

        init(locator: SourceLocator, index: SymbolIndex) {
            self.locator = locator
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.inheritanceClause, node.memberBlock, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.inheritanceClause, node.memberBlock, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.inheritanceClause, node.memberBlock, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.inheritanceClause, node.memberBlock, at: node.name, isEnum: true)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name =
                node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "updateAppShortcutParameters" {
                declarations.parameterUpdates.append(locator.location(of: node))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "suggestedEntities", let owner = EnclosingType.name(of: Syntax(node)) {
                let simple = String(owner.split(separator: ".").last ?? "")
                declarations.suggestingQueries[simple] =
                    declarations.suggestingQueries[simple]
                    ?? locator.location(of: node.name)
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            declare(
                name, node.inheritanceClause, node.memberBlock, at: node.extendedType, isEnum: true,
                declaredCases: { AppEnumReader.declaredCases(of: name, in: Syntax(node.root)) })
            return .visitChildren
        }

        private func declare(
            _ name: String, _ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
            at anchor: some SyntaxProtocol, isEnum: Bool = false, declaredCases: () -> [String] = { [] }
        ) {
            let inherited = AppShortcutsScanner.inheritedNames(clause)
            guard !inherited.isEmpty else { return }
            let location = locator.location(of: anchor)
            let evaluator = SwiftEvaluator(
                index: index, locator: locator,
                selfType: EnclosingType.name(of: Syntax(anchor)) ?? name)
            if inherited.contains("AppShortcutsProvider") {
                declarations.providers.append(
                    AppShortcutsProviderReader(evaluator: evaluator).provider(
                        named: name, members: members, at: location))
            }
            if inherited.contains(where: { $0.hasSuffix("Intent") && $0 != "INIntent" }) {
                declarations.intents.append(
                    AppIntentReader(evaluator: evaluator).intent(named: name, members: members, at: location))
            }
            if isEnum, inherited.contains("AppEnum") {
                declarations.enums.append(
                    AppEnumReader(evaluator: evaluator).enumeration(
                        named: name, members: members, declaredCases: declaredCases(), at: location))
            }
            if inherited.contains(where: AppShortcutsScanner.entityProtocols.contains) {
                var entity = AppEntityDeclaration(typeName: name, location: location)
                entity.defaultQueryType = AppShortcutsScanner.defaultQueryType(in: members)
                declarations.entities.append(entity)
            }
        }
    }
}
