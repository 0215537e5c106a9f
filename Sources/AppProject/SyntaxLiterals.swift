import QuickActionKit
import SwiftSyntax

/// Reads literal icons and property lists out of Swift expressions; anything else is `.computed`, as written (texts
/// are read by `SwiftEvaluator`).
enum SyntaxLiterals {
    /// `UIApplicationShortcutIcon(type: .compose)`, `(systemImageName: "star")`, `(templateImageName: "Pin")`, also
    /// spelled `.init(...)`; a contact icon or anything else is computed.
    static func icon(_ expression: ExprSyntax) -> SourceValue<ShortcutIcon> {
        let computed = SourceValue<ShortcutIcon>.computed(expression: expression.trimmedDescription)
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
            isIconInitializer(call.calledExpression),
            let argument = call.arguments.first, call.arguments.count == 1, let label = argument.label?.text
        else { return computed }
        switch label {
        case "type":
            guard let name = unwrapped(argument.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let type = SystemIconType(caseName: name)
            else { return computed }
            return .literal(.system(type))
        case "systemImageName", "templateImageName":
            guard let name = unwrapped(argument.expression).as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return computed }
            return .literal(label == "systemImageName" ? .systemImageName(name) : .templateImageName(name))
        default:
            return computed
        }
    }

    /// A dictionary literal whose keys are strings and values property-list literals (`as NSSecureCoding` casts
    /// ignored); otherwise computed.
    static func userInfo(_ expression: ExprSyntax) -> SourceValue<[String: PropertyListValue]> {
        guard case .dictionary(let dictionary)? = propertyList(expression) else {
            return .computed(expression: expression.trimmedDescription)
        }
        return .literal(dictionary)
    }

    static func propertyList(_ expression: ExprSyntax) -> PropertyListValue? {
        let expression = unwrapped(expression)
        if let text = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .string(text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
            return .integer(integer)
        }
        if let real = expression.as(FloatLiteralExprSyntax.self)?.representedLiteralValue { return .real(real) }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            case let number? = propertyList(prefix.expression)
        {
            switch number {
            case .integer(let value): return .integer(-value)
            case .real(let value): return .real(-value)
            default: return nil
            }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var values: [PropertyListValue] = []
            for element in array.elements {
                guard let value = propertyList(element.expression) else { return nil }
                values.append(value)
            }
            return .array(values)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([:]) }
            var values: [String: PropertyListValue] = [:]
            for element in elements {
                guard case .string(let key)? = propertyList(element.key), let value = propertyList(element.value)
                else { return nil }
                values[key] = value
            }
            return .dictionary(values)
        }
        return nil
    }

    /// The expression without parentheses and `as` casts (`"x" as NSSecureCoding`, `(3 as NSNumber)`).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return unwrapped(elements[0]) }
        }
        if let cast = expression.as(AsExprSyntax.self) { return unwrapped(cast.expression) }
        return expression
    }

    private static func isIconInitializer(_ called: ExprSyntax) -> Bool {
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "UIApplicationShortcutIcon"
        }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            return member.base == nil
                || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationShortcutIcon"
        }
        return false
    }
}
