import QuickActionKit
import SwiftSyntax

/// Works out what a Swift expression evaluates to, as far as source can tell (issue 14: strings as shown): string
/// literals and interpolations of known values; `String(localized:)`, `NSLocalizedString`,
/// `LocalizedStringResource` and `LocalizedStringKey` as keys of the app's strings tables; SwiftGen's
/// `tr(table, key)` accessors; local and static constants, enum cases and their raw values, and an enum's
/// properties that switch over `self`, followed across the indexed files. Anything else is computed, recorded as
/// written, never guessed.
struct ExpressionEvaluator {
    let index: SymbolIndex
    /// The file the expression is in.
    let locator: SourceLocator
    /// The qualified name of the type the expression is in, for `Self.x` and unqualified static members.
    var selfType: String?
    /// Names bound to known values: closure parameters over `allCases`, a loop variable, `self` in an enum case.
    var bindings: [String: EvaluatedValue] = [:]
    /// How many declarations have been followed to get here; the chain stops at `maximumDepth`.
    var depth = 0

    static let maximumDepth = 12

    init(index: SymbolIndex, locator: SourceLocator, selfType: String? = nil) {
        self.index = index
        self.locator = locator
        self.selfType = selfType
    }

    /// The expression as text people read: `nil` when it is the `nil` literal (no subtitle, no icon).
    func optionalText(_ expression: ExprSyntax) -> SourceText? {
        let value = evaluate(expression)
        if case .none = value { return nil }
        return value.text(writtenAs: written(expression, value))
    }

    /// The expression as text people read; `nil` counts as computed.
    func text(_ expression: ExprSyntax) -> SourceText {
        let value = evaluate(expression)
        return value.text(writtenAs: written(expression, value))
    }

    /// How a computed value is shown: as written, except that a helper's parameter shows what the call passed.
    private func written(_ expression: ExprSyntax, _ value: EvaluatedValue) -> String {
        if case .unknown(let passed) = value,
            let name = SyntaxLiterals.unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
            bindings[name] != nil
        {
            return passed
        }
        return expression.trimmedDescription
    }

    /// A `LocalizedStringResource` value (App Intents titles, short titles, display representations): a literal is
    /// the key of the `Localizable` table, with the literal as its default value.
    func resource(_ expression: ExprSyntax) -> StringTableKey? {
        switch text(expression) {
        case .literal(let key): StringTableKey(key: key)
        case .localized(let key): key
        case .computed: nil
        }
    }

    func evaluate(_ expression: ExprSyntax) -> EvaluatedValue {
        let expression = SyntaxLiterals.unwrapped(expression)
        guard depth < Self.maximumDepth else { return .unknown(expression.trimmedDescription) }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return value(ofName: reference.baseName.text, at: reference)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return self.member(member) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return concatenation(sequence) }
        return .unknown(expression.trimmedDescription)
    }

    // MARK: Literals

    /// A string literal; its interpolations must all be known literal text for the result to be known.
    private func string(_ literal: StringLiteralExprSyntax) -> EvaluatedValue {
        if let text = literal.representedLiteralValue { return .text(.literal(text)) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                result += PhraseLiteral.text(of: part, in: literal)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil, case .text(.literal(let text)) = evaluate(only.expression)
                else { return .text(.computed(expression: literal.trimmedDescription)) }
                result += text
            }
        }
        return .text(.literal(result))
    }

    /// `"a" + b`: known when every operand is known literal text.
    private func concatenation(_ sequence: SequenceExprSyntax) -> EvaluatedValue {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return .unknown(sequence.trimmedDescription) }
        var result = ""
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                    return .unknown(sequence.trimmedDescription)
                }
            } else {
                guard case .text(.literal(let text)) = evaluate(element) else {
                    return .unknown(sequence.trimmedDescription)
                }
                result += text
            }
        }
        return .text(.literal(result))
    }

    // MARK: Calls

    private func call(_ call: FunctionCallExprSyntax) -> EvaluatedValue {
        var written: String { call.trimmedDescription }
        let arguments = ArgumentReader(call.arguments)
        let called = SymbolIndex.calledName(call.calledExpression)
        let literal = { (label: String) -> String? in
            arguments.expression(label).flatMap { expression -> String? in
                guard case .text(.literal(let text)) = evaluate(expression) else { return nil }
                return text
            }
        }
        switch called {
        case "String" where arguments.expression("localized") != nil,
            "String.init" where arguments.expression("localized") != nil:
            // String(localized:defaultValue:table:bundle:locale:comment:)
            guard let key = literal("localized") else { return .unknown(written) }
            return .text(
                .localized(StringTableKey(key: key, table: literal("table"), defaultValue: literal("defaultValue"))))
        case "NSLocalizedString":
            // NSLocalizedString(_:tableName:bundle:value:comment:); an empty value means none.
            guard let key = literal("_") else { return .unknown(written) }
            let value = literal("value").flatMap { $0.isEmpty ? nil : $0 }
            return .text(.localized(StringTableKey(key: key, table: literal("tableName"), defaultValue: value)))
        case "LocalizedStringResource", "LocalizedStringKey", "String.LocalizationValue":
            guard let key = literal("_") else { return .unknown(written) }
            return .text(
                .localized(StringTableKey(key: key, table: literal("table"), defaultValue: literal("defaultValue"))))
        default:
            break
        }
        if let generated = swiftGenLookup(call, arguments: Array(call.arguments)) { return generated }
        // `.localized` helpers and formatters are the app's own code: computed.
        return .unknown(written)
    }

    /// SwiftGen's accessor body, `tr("Localizable", "shortcut.new", fallback: "New")` (also `L10n.tr(…)`): the
    /// table and key are its first two arguments. Only calls without format arguments give a fixed text.
    private func swiftGenLookup(_ call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> EvaluatedValue? {
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard name == "tr", arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
            let table = arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let key = arguments[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return nil }
        let rest = arguments.dropFirst(2)
        guard rest.allSatisfy({ $0.label?.text == "fallback" }) else {
            return .text(.computed(expression: call.trimmedDescription))
        }
        let fallback = rest.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        return .text(.localized(StringTableKey(key: key, table: table, defaultValue: fallback)))
    }

    // MARK: Names

    /// A bare name at `node`: a binding, a local constant declared before the use in an enclosing block, a
    /// property of the enclosing type, or a top-level constant.
    func value(ofName name: String, at node: some SyntaxProtocol) -> EvaluatedValue {
        if let bound = bindings[name] { return bound }
        if let local = LocalConstants.initializer(of: name, before: Syntax(node)) { return deeper.evaluate(local) }
        // A parameter, loop variable, binding or `var` of the same name hides any property or global.
        if LocalConstants.isBoundLocally(name, at: Syntax(node)) { return .unknown(name) }
        if let owner = selfType, let type = index.type(named: owner)?.symbols {
            if let property = type.staticProperties[name] ?? type.instanceProperties[name] {
                return deeper.property(property)
            }
        }
        if let global = index.globals[name] { return deeper.property(global) }
        return .unknown(name)
    }

    /// `Type.member`, `Self.member`, `value.rawValue`, `enumValue.property`, `.case`.
    private func member(_ member: MemberAccessExprSyntax) -> EvaluatedValue {
        let name = member.declName.baseName.text
        var written: String { member.trimmedDescription }
        guard let base = member.base else { return .unknown(written) }
        // A type path first: `AppStrings.QuickActions.search`, `QuickAction.compose`, `Self.title`.
        if let typeName = typePath(base), let type = index.type(named: typeName, from: selfType) {
            if type.symbols.enumCase(named: name) != nil { return .enumCase(type: type.name, name: name) }
            if let property = type.symbols.staticProperties[name] { return deeper.property(property) }
            return .unknown(written)
        }
        let value = evaluate(base)
        guard case .enumCase(let typeName, let caseName) = value, let type = index.type(named: typeName)?.symbols,
            let enumCase = type.enumCase(named: caseName)
        else { return .unknown(written) }
        if name == "rawValue" {
            if let raw = enumCase.rawValue { return deeper.evaluate(raw) }
            return type.rawType == "String" ? .text(.literal(caseName)) : .unknown(written)
        }
        if let property = type.instanceProperties[name] {
            var inCase = deeper
            inCase.selfType = typeName
            inCase.bindings = ["self": value]
            return inCase.enumProperty(property, caseName: caseName) ?? .unknown(written)
        }
        return .unknown(written)
    }

    /// The dotted type name an expression spells (`A.B`, `Self`), or nil when it is not a path of capitalized names.
    private func typePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return selfType }
            guard let first = name.unicodeScalars.first, CharacterSetCheck.isUppercase(first), bindings[name] == nil
            else { return nil }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let prefix = typePath(base)
        {
            let name = member.declName.baseName.text
            guard let first = name.unicodeScalars.first, CharacterSetCheck.isUppercase(first) else { return nil }
            return prefix + "." + name
        }
        return nil
    }

    // MARK: Declarations

    private var deeper: ExpressionEvaluator {
        var next = self
        next.depth += 1
        return next
    }

    /// A property's value: its initializer, or its getter's single expression, read in its own file and type.
    func property(_ declared: SymbolIndex.Declared<PatternBindingSyntax>) -> EvaluatedValue {
        var inDeclaration = ExpressionEvaluator(index: index, locator: declared.locator, selfType: declared.owner)
        inDeclaration.depth = depth
        let property = StaticProperty(binding: declared.node)
        guard let value = property.value else { return .unknown(declared.node.pattern.trimmedDescription) }
        return inDeclaration.evaluate(value)
    }

    /// An enum property that switches over `self` (`var title: String { switch self { case .a: "A" … } }`), in one
    /// case: the expression of the matching `case` (or `default`).
    private func enumProperty(_ declared: SymbolIndex.Declared<PatternBindingSyntax>, caseName: String)
        -> EvaluatedValue?
    {
        var inDeclaration = ExpressionEvaluator(index: index, locator: declared.locator, selfType: declared.owner)
        inDeclaration.depth = depth
        inDeclaration.bindings = bindings
        let property = StaticProperty(binding: declared.node)
        guard let statements = property.getterStatements, statements.count == 1, let only = statements.first,
            let switchExpression = StaticProperty.expression(of: only)?.as(SwitchExprSyntax.self)
                ?? only.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
            switchExpression.subject.trimmedDescription == "self"
        else {
            return property.value.map { inDeclaration.evaluate($0) }
        }
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let matches: Bool
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                matches = label.caseItems.contains { item in
                    let pattern = item.pattern.trimmedDescription
                    return pattern == "." + caseName || pattern.hasSuffix("." + caseName)
                }
            }
            guard matches else { continue }
            guard switchCase.statements.count == 1, let statement = switchCase.statements.first,
                let value = StaticProperty.expression(of: statement)
            else { return nil }
            return inDeclaration.evaluate(value)
        }
        return nil
    }
}

/// Unicode checks without Foundation's CharacterSet bridging.
enum CharacterSetCheck {
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
}
