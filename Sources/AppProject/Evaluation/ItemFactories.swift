import SwiftSyntax

/// The app's own helpers that make a shortcut item from their parameters (platform-facts §9: "sometimes an app's
/// own convenience initializer"), such as `static func from(route:localizedTitle:icon:) -> UIApplicationShortcutItem`
/// in an extension: a call to one is read as a construction whose arguments are the call's, and the construction
/// inside the helper is not an item of its own.
final class ItemFactories {
    struct Factory {
        let function: SymbolIndex.Declared<FunctionDeclSyntax>
        /// The construction in the helper's body.
        let construction: FunctionCallExprSyntax
    }

    private let index: SymbolIndex
    private var byName: [String: [Factory]] = [:]
    private var constructions: Set<SyntaxIdentifier> = []
    private var isBuilt = false

    init(index: SymbolIndex) { self.index = index }

    /// Finds the helpers on the first question: most files never call one.
    private func build() {
        guard !isBuilt else { return }
        isBuilt = true
        let functions =
            index.types.values.flatMap { $0.functions.values.joined() } + index.globalFunctions.values.joined()
        for function in functions {
            let node = function.node
            guard !node.signature.parameterClause.parameters.isEmpty,
                let returned = node.signature.returnClause?.type.trimmedDescription,
                returned.contains("ShortcutItem")
                    || (returned == "Self" && function.owner?.contains("ShortcutItem") == true),
                let body = node.body, let construction = Self.onlyConstruction(in: Syntax(body))
            else { continue }
            byName[node.name.text, default: []].append(Factory(function: function, construction: construction))
            constructions.insert(construction.id)
        }
    }

    /// The helper a call invokes, matched by name and argument labels.
    func factory(calledBy call: FunctionCallExprSyntax) -> Factory? {
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return nil }
        build()
        guard let candidates = byName[name] else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return candidates.first { factory in
            let parameters = factory.function.node.signature.parameterClause.parameters
            let names = parameters.map(\.firstName.text)
            // Every argument names a parameter, in order; parameters left out have default values.
            var remaining = names[...]
            for label in labels {
                guard let position = remaining.firstIndex(of: label) else { return false }
                remaining = remaining[(position + 1)...]
            }
            return true
        }
    }

    /// Whether a construction is the one inside a helper (read at each call instead).
    func isInsideFactory(_ construction: FunctionCallExprSyntax) -> Bool {
        // Only a construction inside a function that returns an item can be a helper's.
        guard Self.isInFunctionReturningItem(construction) else { return false }
        build()
        return constructions.contains(construction.id)
    }

    private static func isInFunctionReturningItem(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { SymbolIndex.names(in: $0.type) }?.contains {
                    $0.hasSuffix("ShortcutItem") || $0 == "Self"
                } ?? false
            }
            current = ancestor.parent
        }
        return false
    }

    /// The helper's parameters bound to the call's arguments (or their default values), by the name the body uses.
    static func arguments(of call: FunctionCallExprSyntax, to factory: Factory) -> [String: ExprSyntax] {
        var bound: [String: ExprSyntax] = [:]
        var arguments = Array(call.arguments)[...]
        for parameter in factory.function.node.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if let first = arguments.first, (first.label?.text ?? "_") == parameter.firstName.text {
                bound[name] = first.expression
                arguments = arguments.dropFirst()
            } else if let value = parameter.defaultValue?.value {
                bound[name] = value
            }
        }
        return bound
    }

    /// The body's one construction; a body with several makes several items and is not a one-item helper.
    private static func onlyConstruction(in node: Syntax) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if ShortcutItemSourceScanner.constructs(node) { found.append(node) }
                return found.count > 1 ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found.count == 1 ? finder.found.first : nil
    }
}
