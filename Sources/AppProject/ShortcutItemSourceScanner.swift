import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// What Swift files say about dynamic quick actions.
public struct ShortcutItemSourceScan: Sendable, Hashable {
    public var items: [DiscoveredShortcutItem] = []
    public var assignments: [ShortcutItemsAssignment] = []
}

/// Finds dynamic quick actions in Swift source with swift-syntax: `UIApplicationShortcutItem(...)` and
/// `UIMutableApplicationShortcutItem(...)` constructions (also `.init(type:localizedTitle:…)`), properties set on
/// a mutable item afterwards, and assignments to `shortcutItems` with the items each assigns (platform-facts §1,
/// §9). Arguments are evaluated by `ExpressionEvaluator`: what cannot be known is recorded as written.
public enum ShortcutItemSourceScanner {
    static let initializers: Set<String> = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]

    /// Words a file must contain to be worth parsing for shortcut items.
    static let keywords = ["ShortcutItem", "shortcutItems"]

    /// Whether the text could construct or assign shortcut items at all; files without these words are not parsed.
    public static func mightDeclareShortcutItems(_ text: String) -> Bool {
        SwiftSourceLoader.wantedScanners(in: Data(text.utf8)).contains(SwiftSourceLoader.Scanner.items.group)
    }

    /// Whether a call constructs a shortcut item.
    static func constructs(_ call: FunctionCallExprSyntax) -> Bool { Visitor.initializer(of: call) != nil }

    /// One file on its own: its constants and enums are all the evaluator can follow.
    public static func scan(source: String, file: String) -> ShortcutItemSourceScan {
        let tree = Parser.parse(source: source)
        let locator = SourceLocator(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        let index = SymbolIndex()
        index.add(tree, locator: locator)
        var scanner = Scanner(index: index)
        scanner.add(tree, locator: locator)
        return scanner.result()
    }

    /// Scans files one by one, then traces every assignment to the constructions it assigns, across them.
    struct Scanner {
        let index: SymbolIndex
        private(set) var items: [DiscoveredShortcutItem] = []
        /// Each construction's items (one, or one per enum case), by the construction's syntax node.
        private var itemsByConstruction: [SyntaxIdentifier: [Int]] = [:]
        private var assignments: [(assignment: ShortcutItemsAssignment, value: ExprSyntax)] = []

        init(index: SymbolIndex) {
            self.index = index
            factories = ItemFactories(index: index)
        }

        private let factories: ItemFactories

        mutating func add(_ tree: SourceFileSyntax, locator: SourceLocator) {
            let visitor = Visitor(index: index, factories: factories, locator: locator, firstIndex: items.count)
            visitor.walk(tree)
            items += visitor.items
            itemsByConstruction.merge(visitor.itemsByConstruction) { first, _ in first }
            assignments += visitor.assignments
        }

        func result() -> ShortcutItemSourceScan {
            let flow = ItemFlow(index: index, itemsByConstruction: itemsByConstruction)
            return ShortcutItemSourceScan(
                items: items,
                assignments: assignments.map { assignment, value in
                    var traced = assignment
                    if !assignment.clearsItems {
                        traced.items = flow.paths(of: value)?.max { $0.count < $1.count }
                    } else {
                        traced.items = []
                    }
                    return traced
                })
        }
    }

    private final class Visitor: SyntaxVisitor {
        let index: SymbolIndex
        let factories: ItemFactories
        let locator: SourceLocator
        /// The index the first item of this file will have among all files' items.
        let firstIndex: Int
        var items: [DiscoveredShortcutItem] = []
        var itemsByConstruction: [SyntaxIdentifier: [Int]] = [:]
        var assignments: [(assignment: ShortcutItemsAssignment, value: ExprSyntax)] = []
        /// Variables bound to a construction (`let item = UIMutableApplicationShortcutItem(...)`) → item indexes
        /// within this file.
        var boundItems: [String: [Int]] = [:]

        /// A helper's parameters bound to the call's argument expressions, while a helper call is read.
        var helperArguments: [String: ExprSyntax] = [:]

        init(index: SymbolIndex, factories: ItemFactories, locator: SourceLocator, firstIndex: Int) {
            self.index = index
            self.factories = factories
            self.locator = locator
            self.firstIndex = firstIndex
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let construction: (call: FunctionCallExprSyntax, initializer: String, helper: ItemFactories.Factory?)
            if let initializer = Self.initializer(of: node) {
                guard !factories.isInsideFactory(node) else { return .visitChildren }
                construction = (node, initializer, nil)
            } else if let factory = factories.factory(calledBy: node),
                let initializer = Self.initializer(of: factory.construction)
            {
                construction = (factory.construction, initializer, factory)
            } else {
                return .visitChildren
            }
            let callSite = ExpressionEvaluator(
                index: index, locator: locator, selfType: EnclosingType.name(of: Syntax(node)))
            let repetition = Repetition.of(node, index: index)
            var made: [Int] = []
            for bindings in repetition.bindings {
                var scoped = callSite
                scoped.bindings = bindings.values
                if let helper = construction.helper {
                    // The helper's body, with its parameters bound to this call's arguments.
                    let arguments = ItemFactories.arguments(of: node, to: helper)
                    var inHelper = ExpressionEvaluator(
                        index: index, locator: helper.function.locator, selfType: helper.function.owner)
                    inHelper.bindings = arguments.mapValues { scoped.evaluate($0) }
                    helperArguments = arguments
                    scoped = inHelper
                }
                made.append(firstIndex + items.count)
                items.append(
                    item(
                        construction.call, initializer: construction.initializer, at: locator.location(of: node),
                        evaluator: scoped, repetition: repetition, bindings))
                helperArguments = [:]
            }
            itemsByConstruction[node.id] = made
            if let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
                let variable = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                boundItems[variable.identifier.text] = made.map { $0 - firstIndex }
            }
            return .visitChildren
        }

        private func item(
            _ node: FunctionCallExprSyntax, initializer: String, at location: QuickActionKit.SourceLocation,
            evaluator: ExpressionEvaluator, repetition: Repetition, _ bindings: Repetition.Bindings
        ) -> DiscoveredShortcutItem {
            let arguments = ArgumentReader(node.arguments)
            return DiscoveredShortcutItem(
                initializer: initializer, location: location,
                type: arguments.expression("type").map { identifier($0, evaluator) }
                    ?? .computed(expression: "<missing type>"),
                localizedTitle: arguments.expression("localizedTitle").map { evaluator.text($0) }
                    ?? .computed(expression: "<missing title>"),
                localizedSubtitle: arguments.expression("localizedSubtitle").flatMap { evaluator.optionalText($0) },
                icon: arguments.expression("icon").flatMap { icon($0, evaluator) },
                userInfo: arguments.expression("userInfo").flatMap { userInfo($0, evaluator) },
                isRepeated: repetition.isUnknownCount, enumCase: bindings.enumCase)
        }

        /// A type or content identifier: a known literal, else computed (an identifier is never localized).
        private func identifier(_ expression: ExprSyntax, _ evaluator: ExpressionEvaluator) -> SourceValue<String> {
            if case .literal(let text) = evaluator.text(expression) { return .literal(text) }
            return .computed(expression: expression.trimmedDescription)
        }

        /// `nil` is no icon; a constant holding an icon is followed.
        private func icon(_ expression: ExprSyntax, _ evaluator: ExpressionEvaluator) -> SourceValue<ShortcutIcon>? {
            let expression = SyntaxLiterals.unwrapped(expression)
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if let argument = helperArguments[name] {
                    // The argument is read at the call site, where the helper's parameter names mean nothing.
                    let saved = helperArguments
                    helperArguments = [:]
                    defer { helperArguments = saved }
                    return icon(argument, evaluator)
                }
                if let local = LocalConstants.initializer(of: name, before: Syntax(expression)) {
                    return icon(local, evaluator)
                }
            }
            return SyntaxLiterals.icon(expression)
        }

        private func userInfo(_ expression: ExprSyntax, _ evaluator: ExpressionEvaluator)
            -> SourceValue<[String: PropertyListValue]>?
        {
            let expression = SyntaxLiterals.unwrapped(expression)
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let argument = helperArguments[name]
            {
                return userInfo(argument, evaluator)
            }
            return SyntaxLiterals.userInfo(expression)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self)
            else { return .visitChildren }
            let property = target.declName.baseName.text
            // Operators are not folded: `a.shortcutItems = x + [y]` is one sequence; its right-hand side is traced
            // as the sequence after `=` (ItemFlow), and a plain value is the third element.
            let value = elements.count == 3 ? elements[2] : ExprSyntax(node)
            if property == "shortcutItems" {
                let unwrapped = SyntaxLiterals.unwrapped(value)
                let clears =
                    unwrapped.is(NilLiteralExprSyntax.self)
                    || (unwrapped.as(ArrayExprSyntax.self)?.elements.isEmpty ?? false)
                let written = elements.dropFirst(2).map(\.trimmedDescription).joined(separator: " ")
                assignments.append(
                    (
                        ShortcutItemsAssignment(
                            location: locator.location(of: node), expression: written, clearsItems: clears),
                        value
                    ))
            } else if elements.count == 3, let base = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let indexes = boundItems[base]
            {
                let evaluator = ExpressionEvaluator(
                    index: index, locator: locator, selfType: EnclosingType.name(of: Syntax(node)))
                for index in indexes { apply(property, value, toItemAt: index, evaluator) }
            }
            return .visitChildren
        }

        private func apply(
            _ property: String, _ value: ExprSyntax, toItemAt index: Int, _ evaluator: ExpressionEvaluator
        ) {
            switch property {
            case "localizedTitle": items[index].localizedTitle = evaluator.text(value)
            case "localizedSubtitle": items[index].localizedSubtitle = evaluator.optionalText(value)
            case "type": items[index].type = identifier(value, evaluator)
            case "icon": items[index].icon = icon(value, evaluator)
            case "userInfo": items[index].userInfo = userInfo(value, evaluator)
            case "targetContentIdentifier": items[index].targetContentIdentifier = identifier(value, evaluator)
            default: break
            }
        }

        /// The class a call constructs, if it makes a shortcut item: `UIApplicationShortcutItem(…)`,
        /// `UIMutableApplicationShortcutItem.init(…)`, or `.init(type:localizedTitle:…)` where the type is implied.
        static func initializer(of call: FunctionCallExprSyntax) -> String? {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return initializers.contains(name) ? name : nil
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "init"
            else { return nil }
            if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return initializers.contains(base) ? base : nil
            }
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            return member.base == nil && labels.isSuperset(of: ["type", "localizedTitle"])
                ? "UIApplicationShortcutItem" : nil
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
}
