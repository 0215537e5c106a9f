import QuickActionKit
import SwiftSyntax

/// Reads literal property lists out of Swift expressions, for the literals the evaluator does not model (a real
/// number in a `userInfo`); anything else is `.computed`, as written. Values are `SwiftEvaluator`'s.
enum SyntaxLiterals {
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
}
