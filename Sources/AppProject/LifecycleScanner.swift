import Foundation
import QuickActionKit
import SwiftSyntax

/// Finds the declarations that decide an app's shape (`LifecycleDeclarations`) in one Swift file.
final class LifecycleScanner: SyntaxVisitor {
    /// Words a file must contain to be worth parsing for lifecycle declarations.
    static let keywords = ["UIWindowSceneDelegate", "@main", "UIApplicationDelegate", "delegateClass"]

    private let converter: SourceLocationConverter
    private let file: String
    private(set) var declarations = LifecycleDeclarations()

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMain = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        }
        if isMain && Self.inherits(node.inheritanceClause, from: ["App", "SwiftUI.App"]) {
            declarations.swiftUIApp = location(of: node)
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        recordConformances(node.inheritanceClause, at: node)
        return .visitChildren
    }

    /// `extension SceneDelegate: UIWindowSceneDelegate {}` declares the conformance as well as the class does.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordConformances(node.inheritanceClause, at: node)
        return .visitChildren
    }

    private func recordConformances(_ clause: InheritanceClauseSyntax?, at node: some SyntaxProtocol) {
        if Self.inherits(clause, from: ["UIWindowSceneDelegate", "UIKit.UIWindowSceneDelegate"]) {
            declarations.sceneDelegates.append(location(of: node))
        }
        if Self.inherits(clause, from: ["UIApplicationDelegate", "UIKit.UIApplicationDelegate"]) {
            declarations.appDelegates.append(location(of: node))
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "UIApplicationDelegateAdaptor" {
            declarations.delegateAdaptor = location(of: node)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "delegateClass"
        {
            declarations.sceneDelegateConfiguration = location(of: node)
            // `X.self`; the last assignment wins (the default path comes after the special cases).
            if let member = elements[2].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            {
                declarations.configuredSceneDelegateClassName =
                    base.trimmedDescription.split(separator: ".").last.map(String.init)
            }
        }
        return .visitChildren
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?, from names: Set<String>) -> Bool {
        clause?.inheritedTypes.contains { names.contains($0.type.trimmedDescription) } ?? false
    }

    private func location(of node: some SyntaxProtocol) -> QuickActionKit.SourceLocation {
        let start = node.startLocation(converter: converter)
        return QuickActionKit.SourceLocation(file: file, line: start.line, column: start.column)
    }
}
