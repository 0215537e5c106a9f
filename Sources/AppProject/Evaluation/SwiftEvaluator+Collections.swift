import SwiftSyntax

/// The Swift standard library's sequence methods on values the evaluator knows (issue 30): `map`, `compactMap`,
/// `flatMap`, `filter`, `forEach`, `first`, `prefix`, `dropFirst`, `reversed`, `sorted`, with a closure or a key
/// path. Over a known array each element is passed in turn (an enum case from `allCases` marks the items made for
/// it); over values known only at run time the function runs once on an unknown element, and what it makes is
/// repeated a number of times known only at run time.
extension SwiftEvaluator {
    static let iteratingMethods: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter"]

    func collectionMethod(
        _ name: String, of base: Value, _ arguments: [CallArgument], written call: FunctionCallExprSyntax
    ) -> Value? {
        let function = arguments.first.map { evaluate($0.expression) }
        switch base {
        case .array(let elements):
            return arrayMethod(name, elements, function: function, arguments, written: call)
        case .repeated(let element):
            guard Self.iteratingMethods.contains(name) || ["first", "sorted", "reversed", "prefix"].contains(name)
            else { return nil }
            guard let function, Self.iteratingMethods.contains(name) else { return base }
            return repeatedResult(name, element: element, function: function, written: call)
        case .unknown:
            guard Self.iteratingMethods.contains(name), let function else { return nil }
            let element = Value.unknown(written: "$0", why: "an element of a sequence known only at run time")
            return repeatedResult(name, element: element, function: function, written: call)
        default:
            return optionalMethod(name, of: base, function: function, arguments, written: call)
        }
    }

    /// `Optional.map` and `Optional.flatMap` (`iconName.flatMap { UIApplicationShortcutIcon(templateImageName: $0)
    /// }`, Redacted's items): nil stays nil, and a value is passed to the function. A value is not known to be
    /// optional, so what is also a sequence is left alone: a dictionary, an app type with its own method of that name,
    /// and a string, which `map` walks character by character, unless what the function makes of it cannot be a
    /// character's (an icon, an item, an instance).
    private func optionalMethod(
        _ name: String, of base: Value, function: Value?, _ arguments: [CallArgument],
        written call: FunctionCallExprSyntax
    ) -> Value? {
        guard name == "map" || name == "flatMap", let function, arguments.count == 1 else { return nil }
        switch base {
        case .none:
            return Value.none
        case .text:
            let result = apply(function, to: [base], written: call)
            return Self.cannotBeCharacters(result) ? result : nil
        case .integer, .bool, .icon, .shortcutItem:
            return apply(function, to: [base], written: call)
        case .enumCase(let type, _, _), .instance(let type, _):
            guard index.type(named: type)?.symbols.functions[name] == nil else { return nil }
            return apply(function, to: [base], written: call)
        default:
            return nil
        }
    }

    private func arrayMethod(
        _ name: String, _ elements: [Value], function: Value?, _ arguments: [CallArgument],
        written call: FunctionCallExprSyntax
    ) -> Value? {
        let each = { (element: Value) -> Value in
            perElement(element).apply(function ?? Value.none, to: [element], written: call)
        }
        switch name {
        case "map" where function != nil:
            return .array(elements.map(each))
        case "compactMap" where function != nil:
            return .array(elements.map(each).filter { if case .none = $0 { false } else { true } })
        case "flatMap" where function != nil:
            return .array(
                elements.flatMap { element -> [Value] in
                    if case .array(let inner) = each(element) { return inner }
                    return [each(element)]
                })
        case "forEach" where function != nil:
            for element in elements { _ = each(element) }
            return .array([])
        case "filter" where function != nil:
            // An element is dropped only when the condition is known to be false for it.
            return .array(elements.filter { if case .bool(false) = each($0) { false } else { true } })
        case "first" where function == nil:
            return elements.first ?? Value.none
        case "first" where arguments.first?.label == "where" || arguments.first?.isTrailing == true:
            return elements.first { if case .bool(false) = each($0) { false } else { true } } ?? Value.none
        case "prefix", "dropFirst":
            guard case .integer(let count)? = function, count >= 0 else { return nil }
            return .array(name == "prefix" ? Array(elements.prefix(count)) : Array(elements.dropFirst(count)))
        case "reversed":
            return .array(elements.reversed())
        case "sorted":
            // An order decided at run time keeps the source's order.
            return .array(elements)
        default:
            return nil
        }
    }

    /// Whether a function's result could not be what it makes of a character: an icon, an item, an app value, nil,
    /// or alternatives of those.
    private static func cannotBeCharacters(_ result: Value) -> Bool {
        switch result {
        case .icon, .shortcutItem, .instance, .enumCase, .none: true
        case .alternatives(let values): values.allSatisfy(cannotBeCharacters)
        default: false
        }
    }

    /// What a function makes from each element of a sequence of unknown length.
    private func repeatedResult(_ name: String, element: Value, function: Value, written call: FunctionCallExprSyntax)
        -> Value
    {
        var repeated = self
        repeated.frame.isRepeated = true
        let result = repeated.apply(function, to: [element], written: call)
        switch name {
        case "filter": return .repeated(element)
        case "forEach": return .array([])
        case "flatMap":
            if case .array(let inner) = result { return .array(inner.map { .repeated($0) }) }
            return .repeated(result)
        default: return .repeated(result)
        }
    }

    /// The evaluator for one element: items made for an enum case are marked with it.
    private func perElement(_ element: Value) -> SwiftEvaluator {
        guard case .enumCase(let type, let name, _) = element else { return self }
        var scoped = self
        scoped.frame.enumCase = type + "." + name
        return scoped
    }
}
