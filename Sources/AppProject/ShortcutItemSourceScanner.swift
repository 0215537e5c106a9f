import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// What one Swift file says about dynamic quick actions.
public struct ShortcutItemSourceScan: Sendable, Hashable {
    public var items: [DiscoveredShortcutItem] = []
    public var assignments: [ShortcutItemsAssignment] = []
}

/// Finds dynamic quick actions in Swift source with swift-syntax: `UIApplicationShortcutItem(...)` and
/// `UIMutableApplicationShortcutItem(...)` constructions, properties set on a mutable item afterwards, and
/// assignments to `shortcutItems` (platform-facts §1, §9). Literal arguments are read; anything computed is
/// recorded as written.
public enum ShortcutItemSourceScanner {
    static let initializers: Set<String> = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]

    /// Words a file must contain to be worth parsing for shortcut items.
    static let keywords = ["ShortcutItem", "shortcutItems"]

    /// Whether the text could construct or assign shortcut items at all; files without these words are not parsed.
    public static func mightDeclareShortcutItems(_ text: String) -> Bool {
        SwiftSourceLoader.wantedScanners(in: Data(text.utf8)).contains(SwiftSourceLoader.Scanner.items.group)
    }

    public static func scan(source: String, file: String) -> ShortcutItemSourceScan {
        let tree = Parser.parse(source: source)
        return scan(tree, converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
    }

    static func scan(_ tree: SourceFileSyntax, converter: SourceLocationConverter, file: String)
        -> ShortcutItemSourceScan
    {
        let visitor = Visitor(converter: converter, file: file)
        visitor.walk(tree)
        return visitor.scan
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let file: String
        var scan = ShortcutItemSourceScan()
        /// Variables bound to a construction (`let item = UIMutableApplicationShortcutItem(...)`) → item index.
        var boundItems: [String: Int] = [:]

        init(converter: SourceLocationConverter, file: String) {
            self.converter = converter
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                initializers.contains(name)
            else { return .visitChildren }
            let arguments = ArgumentReader(node.arguments)
            let item = DiscoveredShortcutItem(
                initializer: name, location: location(of: node),
                type: arguments.string("type") ?? .computed(expression: "<missing type>"),
                localizedTitle: arguments.string("localizedTitle") ?? .computed(expression: "<missing title>"),
                localizedSubtitle: arguments.string("localizedSubtitle"),
                icon: arguments.expression("icon").flatMap(SyntaxLiterals.icon),
                userInfo: arguments.expression("userInfo").flatMap(SyntaxLiterals.userInfo),
                isRepeated: Self.isRepeated(node))
            if let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
                let variable = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                boundItems[variable.identifier.text] = scan.items.count
            }
            scan.items.append(item)
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self)
            else { return .visitChildren }
            let property = target.declName.baseName.text
            let value = elements[2]
            if property == "shortcutItems" {
                let clears =
                    value.is(NilLiteralExprSyntax.self)
                    || (value.as(ArrayExprSyntax.self)?.elements.isEmpty ?? false)
                scan.assignments.append(
                    ShortcutItemsAssignment(
                        location: location(of: node), expression: value.trimmedDescription, clearsItems: clears))
            } else if let base = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let index = boundItems[base]
            {
                apply(property, value, toItemAt: index)
            }
            return .visitChildren
        }

        private func apply(_ property: String, _ value: ExprSyntax, toItemAt index: Int) {
            switch property {
            case "localizedTitle": scan.items[index].localizedTitle = SyntaxLiterals.string(value)
            case "localizedSubtitle": scan.items[index].localizedSubtitle = SyntaxLiterals.string(value)
            case "type": scan.items[index].type = SyntaxLiterals.string(value)
            case "icon": scan.items[index].icon = SyntaxLiterals.icon(value)
            case "userInfo": scan.items[index].userInfo = SyntaxLiterals.userInfo(value)
            case "targetContentIdentifier": scan.items[index].targetContentIdentifier = SyntaxLiterals.string(value)
            default: break
            }
        }

        private func location(of node: some SyntaxProtocol) -> QuickActionKit.SourceLocation {
            let start = node.startLocation(converter: converter)
            return QuickActionKit.SourceLocation(file: file, line: start.line, column: start.column)
        }

        /// Whether the construction runs in a loop or in a closure given to `map`, `compactMap`, `flatMap` or
        /// `forEach`, within its function.
        static func isRepeated(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self)
                    || ancestor.is(RepeatStmtSyntax.self)
                {
                    return true
                }
                if ancestor.is(ClosureExprSyntax.self),
                    let call = ancestor.parent?.as(FunctionCallExprSyntax.self)
                        ?? ancestor.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    ["map", "compactMap", "flatMap", "forEach"].contains(method)
                {
                    return true
                }
                if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
                current = ancestor.parent
            }
            return false
        }
    }
}

/// Labeled arguments of a call.
struct ArgumentReader {
    let arguments: [String: ExprSyntax]

    init(_ list: LabeledExprListSyntax) {
        var byLabel: [String: ExprSyntax] = [:]
        for argument in list { byLabel[argument.label?.text ?? "_"] = argument.expression }
        arguments = byLabel
    }

    func expression(_ label: String) -> ExprSyntax? { arguments[label] }

    func string(_ label: String) -> SourceValue<String>? {
        arguments[label].map(SyntaxLiterals.string)
    }
}
