import SwiftSyntax

/// The places in one file where the app makes or registers shortcut items: assignments to `shortcutItems` and
/// constructions of an item, in source order, leaving out code an iOS device build does not compile.
final class ItemSites: SyntaxVisitor {
    let conditions: CompilationConditions
    let locator: SourceLocator
    private(set) var assignments: [SequenceExprSyntax] = []
    private(set) var constructions: [FunctionCallExprSyntax] = []

    init(conditions: CompilationConditions, locator: SourceLocator) {
        self.conditions = conditions
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let declaration = node.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .visitChildren }
        return conditions.activeClause(of: declaration)?.id == node.id ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ItemSites.assignsShortcutItems(node) {
            assignments.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ShortcutItemSourceScanner.constructs(node) || isItemSelfInit(node) { constructions.append(node) }
        return .visitChildren
    }

    /// `self.init(type:localizedTitle:…)` in the app's convenience initializer of an item class.
    private func isItemSelfInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init",
            member.base?.trimmedDescription == "self", let owner = EnclosingType.name(of: Syntax(call))
        else { return false }
        return SwiftEvaluator.itemInitializers.contains(owner)
    }

    /// `x.shortcutItems = …`: read from the first two elements, without copying the sequence (every sequence of
    /// every file read comes here).
    static func assignsShortcutItems(_ sequence: SequenceExprSyntax) -> Bool {
        // Most sequences do not start with a member access: that test is the cheap one, so it comes first.
        guard let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "shortcutItems", sequence.elements.count >= 3
        else { return false }
        return sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// The code that runs a site: the innermost function, initializer, accessor or property around it, else the
    /// file's top-level code.
    static func root(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                || ancestor.is(AccessorDeclSyntax.self)
                || ancestor.is(PatternBindingSyntax.self)
                    && ancestor.parent?.parent?.as(VariableDeclSyntax.self).map(isMember) == true
            {
                return ancestor
            }
            if ancestor.is(SourceFileSyntax.self) { return ancestor }
            if ancestor.is(DeinitializerDeclSyntax.self) || ancestor.is(SubscriptDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// A property of a type or a global, not a local inside a body.
    private static func isMember(_ variable: VariableDeclSyntax) -> Bool {
        guard let container = variable.parent?.parent else { return false }
        return container.is(MemberBlockItemListSyntax.self) || container.parent?.is(SourceFileSyntax.self) == true
    }
}

/// The items an assigned value holds on one path, in array order.
enum AssignedItems {
    /// `nil` when the value is not an array the source tells (then the tools fall back to every construction);
    /// elements known only at run time are left out; an element of an array of unknown length is marked repeated.
    static func items(in value: Value) -> [ItemValue]? {
        switch value {
        case .none: return []
        case .array(let elements):
            var items: [ItemValue] = []
            var unknown = false
            for element in elements {
                guard let made = elementItems(element) else {
                    unknown = true
                    continue
                }
                items += made
            }
            return items.isEmpty && unknown ? nil : items
        case .repeated, .alternatives:
            return elementItems(value)
        default:
            return nil
        }
    }

    /// The items one element of the array stands for: an item, none (`nil`), the items of a nested array, or on
    /// alternative paths the most.
    private static func elementItems(_ element: Value) -> [ItemValue]? {
        switch element {
        case .shortcutItem(let item): return [item]
        case .none: return []
        case .array: return items(in: element)
        case .repeated(let each):
            return elementItems(each)?.map { item in
                var repeated = item
                repeated.discovered.isRepeated = true
                return repeated
            }
        case .alternatives(let values):
            return values.compactMap(elementItems).max { $0.count < $1.count }
        default: return nil
        }
    }
}
