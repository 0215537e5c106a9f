import SwiftSyntax

/// The item types a handler's body tells apart, to run it once per type (`ShortcutHandler.storedPropertiesByType`):
/// string literals compared with a `.type` (`shortcutItem.type == "…"`, `case "…":` of `switch shortcutItem.type`),
/// and the raw values of an app enum built from one (`QuickAction(rawValue: shortcutItem.type)`).
enum ComparedItemTypes {
    /// At most this many types are run.
    static let maximum = 16

    static func of(_ body: CodeBlockSyntax, index: SymbolIndex) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        var types = finder.literals
        for name in finder.enumsBuiltFromType.sorted() {
            guard let symbols = index.type(named: name)?.symbols, symbols.isEnum, symbols.rawType == "String" else {
                continue
            }
            for enumCase in symbols.cases {
                let raw = enumCase.rawValue?.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? enumCase.name
                types.append(raw)
            }
        }
        var seen: Set<String> = []
        return Array(types.filter { seen.insert($0).inserted }.prefix(maximum))
    }

    private static func readsType(_ expression: some SyntaxProtocol) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "type"
    }

    private final class Finder: SyntaxVisitor {
        var literals: [String] = []
        var enumsBuiltFromType: Set<String> = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for index in elements.indices.dropFirst().dropLast()
            where ["==", "!="].contains(elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") {
                let (left, right) = (elements[index - 1], elements[index + 1])
                for (reading, literal) in [(left, right), (right, left)] where ComparedItemTypes.readsType(reading) {
                    if let text = literal.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                        literals.append(text)
                    }
                }
            }
            return .visitChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            guard ComparedItemTypes.readsType(node.subject) else { return .visitChildren }
            for element in node.cases {
                guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else {
                    continue
                }
                for item in label.caseItems {
                    if let text = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                        .as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    {
                        literals.append(text)
                    }
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let argument = node.arguments.first, argument.label?.text == "rawValue",
                ComparedItemTypes.readsType(argument.expression)
            {
                enumsBuiltFromType.insert(SymbolIndex.calledName(node.calledExpression))
            }
            return .visitChildren
        }
    }
}
