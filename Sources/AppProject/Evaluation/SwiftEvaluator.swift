import QuickActionKit
import SwiftSyntax

/// The one evaluator of the app's Swift (issue 30, DESIGN.md): what an expression evaluates to, as far as the
/// source tells. It knows literals, localized text (`String(localized:)`, `NSLocalizedString`,
/// `LocalizedStringResource`, SwiftGen's `tr`), enum cases and raw values, instances of the app's structs and classes,
/// arrays, dictionaries, optionals, closures and key paths, and UIKit's shortcut item and icon constructors. It
/// enters the app's own functions, methods, initializers, computed properties and closures with their arguments
/// bound (`SwiftEvaluator+Calls.swift`), and runs their statements path by path (`SwiftEvaluator+Statements.swift`).
/// Whatever the source cannot tell is `unknown`, as written, and stays so.
struct SwiftEvaluator {
    let session: EvaluationSession
    var frame: Frame

    var index: SymbolIndex { session.index }
    /// The file the expression is in.
    var locator: SourceLocator { frame.locator }

    init(session: EvaluationSession, frame: Frame) {
        self.session = session
        self.frame = frame
    }

    /// An evaluator of its own for the declarations of one file (App Intents titles, display representations).
    init(index: SymbolIndex, locator: SourceLocator, selfType: String? = nil) {
        self.init(session: EvaluationSession(index: index), frame: Frame(locator: locator, selfType: selfType))
    }

    // MARK: Texts

    /// The expression as text people read: `nil` when it is the `nil` literal (no subtitle, no icon).
    func optionalText(_ expression: ExprSyntax) -> SourceText? {
        let value = evaluate(expression)
        if case .none = value { return nil }
        return value.text(writtenAs: AsWritten(expression))
    }

    /// The expression as text people read; anything but a string is computed, as written.
    func text(_ expression: ExprSyntax) -> SourceText {
        evaluate(expression).text(writtenAs: AsWritten(expression))
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

    // MARK: Expressions

    /// - Parameter type: the type the context expects (a parameter's), for `.case` and `.init(…)`.
    func evaluate(_ expression: ExprSyntax, expecting written: String? = nil) -> Value {
        // `UIApplicationShortcutIcon?` expects what `UIApplicationShortcutIcon` does.
        let type = written.map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : $0 }
        guard session.step() else { return .unknown(expression, "the evaluation's budget is spent") }
        guard session.nesting < EvaluationSession.maximumNesting else { return .unknown(expression, "nested too deep") }
        session.nesting += 1
        defer { session.nesting -= 1 }
        guard frame.depth < Frame.maximumDepth else { return .unknown(expression, "followed too deep") }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return evaluate(only.expression, expecting: type)
        }
        if let wrapped = expression.as(TryExprSyntax.self) { return evaluate(wrapped.expression, expecting: type) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return evaluate(wrapped.expression, expecting: type) }
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return evaluate(wrapped.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression) }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map(Value.integer) ?? .unknown(expression, "a number")
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            let element = type.flatMap(Self.elementType)
            return .array(array.elements.map { evaluate($0.expression, expecting: element) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(elements.map { (evaluate($0.key), evaluate($0.value)) })
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(.init(node: closure, frame: frame)) }
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            let names = keyPath.components.compactMap {
                $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
            guard names.count == keyPath.components.count else { return .unknown(expression, "a key path") }
            return .keyPath(names)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, expecting: type) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return name(reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return self.member(member, expecting: type) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return operation(Array(sequence.elements), written: sequence)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return choose(evaluate(ternary.condition), ternary.thenExpression, ternary.elseExpression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            if case .bool(let value) = evaluate(prefix.expression) { return .bool(!value) }
            return .unknown(expression, "a condition known only at run time")
        }
        if let branch = expression.as(IfExprSyntax.self) { return valueOfStatements(branch, expecting: type) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return valueOfStatements(switchExpression, expecting: type)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return self.subscript(subscriptCall) }
        return .unknown(expression, "not a value the source spells out")
    }

    /// `cond ? a : b`: the branch when the condition is known, else either.
    private func choose(_ condition: Value, _ then: ExprSyntax, _ otherwise: ExprSyntax) -> Value {
        if case .bool(let known) = condition { return evaluate(known ? then : otherwise) }
        return .either([evaluate(then), evaluate(otherwise)])
    }

    /// `[UIApplicationShortcutItem]` → `UIApplicationShortcutItem`.
    static func elementType(of type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    // MARK: Strings

    /// A string literal; its interpolations must all be known literal text for the result to be known.
    private func string(_ literal: StringLiteralExprSyntax) -> Value {
        if let text = literal.representedLiteralValue { return .text(.literal(text)) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                result += PhraseLiteral.text(of: part, in: literal)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil
                else { return .text(.computed(expression: literal.trimmedDescription)) }
                switch evaluate(only.expression) {
                case .text(.literal(let text)): result += text
                case .integer(let number): result += String(number)
                case .enumCase(_, let name, _): result += name
                default: return .text(.computed(expression: literal.trimmedDescription))
                }
            }
        }
        return .text(.literal(result))
    }

    // MARK: Operators

    /// An unfolded sequence of operands and operators (`a + b ?? c`), folded by Swift's precedence for the operators
    /// the evaluator knows: `?:`, `||`, `&&`, comparisons, `??`, casts, `+`.
    func operation(_ elements: [ExprSyntax], written: some SyntaxProtocol) -> Value {
        if elements.count == 1, let only = elements.first { return evaluate(only) }
        // Ternary first (lowest, right-associative): split at the first.
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let middle = elements[ternary].as(UnresolvedTernaryExprSyntax.self)
        {
            let condition = operation(Array(elements[..<ternary]), written: written)
            let rest = Array(elements[(ternary + 1)...])
            if case .bool(let known) = condition {
                return known ? evaluate(middle.thenExpression) : operation(rest, written: written)
            }
            return .either([evaluate(middle.thenExpression), operation(rest, written: written)])
        }
        for group in Self.precedenceGroups {
            guard
                let split = elements.indices.last(where: {
                    $0 % 2 == 1 && group.contains(Self.operatorText(elements[$0]) ?? "")
                })
            else { continue }
            let symbol = Self.operatorText(elements[split]) ?? ""
            if symbol == "as" || symbol == "is" {
                let operand = operation(Array(elements[..<split]), written: written)
                return symbol == "as" ? operand : .unknown(written, "a type check at run time")
            }
            if let decided = PlatformChecks.idiomComparison(
                symbol, Array(elements[..<split]), Array(elements[(split + 1)...]))
            {
                session.platformDecisions += 1
                return .bool(decided)
            }
            let left = operation(Array(elements[..<split]), written: written)
            let rightElements = Array(elements[(split + 1)...])
            // `kind != .debug`: the case is of the type on the other side.
            let right =
                if case .enumCase(let type, _, _) = left, rightElements.count == 1, let only = rightElements.first {
                    evaluate(only, expecting: type)
                } else {
                    operation(rightElements, written: written)
                }
            return Self.combine(symbol, left, right, written: written)
        }
        return .unknown(written, "an operator the evaluator does not know")
    }

    /// Lowest precedence first (Swift's standard library: LogicalDisjunction, LogicalConjunction, Comparison,
    /// NilCoalescing, Casting, Addition).
    private static let precedenceGroups: [Set<String>] = [
        ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["??"], ["as", "is"], ["+", "-"],
    ]

    private static func operatorText(_ element: ExprSyntax) -> String? {
        if let binary = element.as(BinaryOperatorExprSyntax.self) { return binary.operator.text }
        if element.is(UnresolvedAsExprSyntax.self) { return "as" }
        if element.is(UnresolvedIsExprSyntax.self) { return "is" }
        return nil
    }

    /// `left symbol right` for a binary operator the evaluator knows.
    static func combine(_ symbol: String, _ left: Value, _ right: Value, written: some SyntaxProtocol) -> Value {
        switch (symbol, left, right) {
        case ("+", .text(.literal(let a)), .text(.literal(let b))): return .text(.literal(a + b))
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("+", .array(let a), .repeated(let element)), ("+", .repeated(let element), .array(let a)):
            return .array(a + [.repeated(element)])
        case ("+", .integer(let a), .integer(let b)):
            // A sum past Int's range is the app's overflow at run time, not the reader's.
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unknown(written, "an integer that overflows") : .integer(sum)
        case ("-", .integer(let a), .integer(let b)):
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            return overflow ? .unknown(written, "an integer that overflows") : .integer(difference)
        case ("??", .none, _): return right
        case ("??", .unknown, _), ("??", .alternatives, _):
            return left.possibilities.contains { if case .none = $0 { true } else { false } }
                ? .either(left.possibilities.filter { if case .none = $0 { false } else { true } } + [right])
                : .unknown(written, "an optional known only at run time")
        case ("??", _, _): return left
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("&&", .bool(false), _), ("&&", _, .bool(false)): return .bool(false)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("||", .bool(true), _), ("||", _, .bool(true)): return .bool(true)
        case ("==", _, _), ("!=", _, _):
            guard left.isKnownForComparison, right.isKnownForComparison else {
                return .unknown(written, "a comparison known only at run time")
            }
            return .bool(left.isSame(as: right) == (symbol == "=="))
        default:
            return .unknown(written, "an operation on values known only at run time")
        }
    }
}

extension Value {
    /// Whether `==` on this value is decided by the source.
    fileprivate var isKnownForComparison: Bool {
        switch self {
        case .text(.literal), .bool, .integer, .none: true
        case .enumCase(_, _, let associated): associated.isEmpty
        default: false
        }
    }
}
