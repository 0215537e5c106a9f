import QuickActionKit
import SwiftSyntax

/// One argument of a call, as written.
struct CallArgument {
    let label: String?
    let expression: ExprSyntax
    /// A trailing closure: it fills the last parameter the labelled arguments leave.
    var isTrailing = false

    static func of(_ call: FunctionCallExprSyntax) -> [CallArgument] {
        var arguments = call.arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(closure), isTrailing: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(CallArgument(label: extra.label.text, expression: ExprSyntax(extra.closure)))
        }
        return arguments
    }
}

extension [CallArgument] {
    func expression(_ label: String?) -> ExprSyntax? { first { $0.label == label && !$0.isTrailing }?.expression }
}

extension SwiftEvaluator {
    /// A call: a constructor or function the evaluator knows (`KnownCalls`), an enum case with associated values,
    /// the app's own initializer, function or method entered with its arguments bound, a closure, or a collection
    /// method applied to a known array.
    func call(_ call: FunctionCallExprSyntax, expecting type: String? = nil) -> Value {
        let arguments = CallArgument.of(call)
        if let known = knownCall(call, arguments, expecting: type) { return known }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure)? = frame.locals[name] {
                return apply(.closure(closure), to: arguments.map { evaluate($0.expression) }, written: call)
            }
            if let declared = index.type(named: name, from: frame.selfType), typePath(callee) != nil,
                declared.symbols.isDeclared || !session.keepsExternalCalls
            {
                return construct(declared, arguments, written: call)
            }
            if let function = function(named: name, in: frame.selfType, labels: arguments) {
                let isStatic = function.node.modifiers.contains { ["static", "class"].contains($0.name.text) }
                return invoke(function, self: isStatic ? nil : frame.selfValue, arguments, written: call)
            }
            return external(name, arguments) ?? .unknown(call, "a function the files read do not declare")
        }
        // `{ … }()`: a closure called where it is written (a constant's lazy value).
        if let closure = callee.as(ClosureExprSyntax.self) {
            return apply(.closure(.init(node: closure, frame: frame)), to: [], written: call)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else {
            return .unknown(call, "a call of a computed function")
        }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.init(…)`, `.case(…)`, `.make(…)` of the type the context expects.
            guard let type, let declared = index.type(named: type, from: frame.selfType) else {
                if session.keepsExternalCalls, let owner = onlyTypeDeclaring(name, fitting: arguments) {
                    return staticCall(name, of: owner, arguments, written: call)
                }
                return external("." + name, arguments) ?? .unknown(call, "a member of a type not known here")
            }
            return staticCall(name, of: declared, arguments, written: call)
        }
        if let typeName = typePath(base) {
            if let declared = index.type(named: typeName, from: frame.selfType) {
                return staticCall(name, of: declared, arguments, written: call)
            }
            if let kept = external(typeName + "." + name, arguments) { return kept }
        }
        // `self.init(…)` in an initializer of the app's type: another of its initializers, or the memberwise one
        // (a wrapper's initializer in an extension that builds the item and hands it on).
        if name == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let selfType = frame.selfType, let declared = index.type(named: selfType, from: selfType)
        {
            return construct(declared, arguments, written: call)
        }
        return method(name, of: evaluate(base), arguments, written: call)
    }

    /// The one type whose static function `name` the arguments fit: what `.makeAppTarget(…)` means where the type
    /// the context expects is a framework's (`[Target]`, known only to Tuist) and a helper extends that type.
    private func onlyTypeDeclaring(_ name: String, fitting arguments: [CallArgument])
        -> (name: String, symbols: SymbolIndex.TypeSymbols)?
    {
        let owners = index.types.filter { _, symbols in
            symbols.functions[name]?.contains { function in
                function.node.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    && Self.fits(arguments, function.node.signature.parameterClause)
            } ?? false
        }
        guard owners.count == 1, let only = owners.first else { return nil }
        return (only.key, only.value)
    }

    /// A call outside the files read, kept as written with its arguments evaluated when the session keeps such
    /// calls (a Tuist manifest); nil otherwise.
    func external(_ callee: String, _ arguments: [CallArgument]?) -> Value? {
        guard session.keepsExternalCalls else { return nil }
        return .external(
            ExternalCall(
                callee: callee,
                arguments: arguments?.map { argument in
                    (
                        argument.label,
                        argument.isTrailing ? .unknown(argument.expression, "a closure") : evaluate(argument.expression)
                    )
                }))
    }

    /// `Type.init(…)`, `Type.case(…)`, `Type.function(…)`.
    private func staticCall(
        _ name: String, of type: (name: String, symbols: SymbolIndex.TypeSymbols), _ arguments: [CallArgument],
        written call: FunctionCallExprSyntax
    ) -> Value {
        if name == "init" { return construct(type, arguments, written: call) }
        if type.symbols.enumCase(named: name) != nil {
            return .enumCase(type: type.name, name: name, associated: arguments.map { evaluate($0.expression) })
        }
        if let function = function(named: name, in: type.name, labels: arguments, searchOuter: false) {
            // A manifest helper that shadows the SDK's function of its name and calls it (TapTap's `Target.target`
            // with defaults, calling ProjectDescription's): the inner call is the SDK's, not a recursion.
            if session.keepsExternalCalls, Self.isInside(call, function.node) {
                return external(type.name + "." + name, arguments) ?? .unknown(call, "a call of the SDK")
            }
            return invoke(function, self: nil, arguments, written: call)
        }
        return external(type.name + "." + name, arguments)
            ?? .unknown(call, "a function the files read do not declare")
    }

    /// A method called on a value: an array's, or the app's own on an instance or enum case.
    private func method(
        _ name: String, of base: Value, _ arguments: [CallArgument], written call: FunctionCallExprSyntax
    )
        -> Value
    {
        if case .alternatives(let values) = base {
            return .either(values.map { method(name, of: $0, arguments, written: call) })
        }
        if let collection = collectionMethod(name, of: base, arguments, written: call) { return collection }
        let typeName: String? =
            switch base {
            case .enumCase(let type, _, _), .instance(let type, _): type
            default: nil
            }
        if let typeName, let function = function(named: name, in: typeName, labels: arguments, searchOuter: false) {
            return invoke(function, self: base, arguments, written: call)
        }
        return .unknown(call, "a method known only at run time")
    }

    // MARK: The app's functions

    /// The function `name` whose parameters the arguments fit, declared in `typeName` (or, unless `searchOuter` is
    /// false, a type around it), else at the top level.
    func function(
        named name: String, in typeName: String?, labels arguments: [CallArgument], searchOuter: Bool = true
    ) -> SymbolIndex.Declared<FunctionDeclSyntax>? {
        var scope = typeName
        while let current = scope {
            if let candidates = index.type(named: current)?.symbols.functions[name],
                let fitting = candidates.first(where: { Self.fits(arguments, $0.node.signature.parameterClause) })
            {
                return fitting
            }
            guard searchOuter else { return nil }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return index.globalFunctions[name]?.first { Self.fits(arguments, $0.node.signature.parameterClause) }
    }

    /// Whether every argument names a parameter, in order; parameters left out have default values or take the
    /// trailing closure.
    static func fits(_ arguments: [CallArgument], _ clause: FunctionParameterClauseSyntax) -> Bool {
        var remaining = clause.parameters.map { $0.firstName.text }[...]
        for argument in arguments where !argument.isTrailing {
            guard let position = remaining.firstIndex(of: argument.label ?? "_") else { return false }
            remaining = remaining[(position + 1)...]
        }
        return true
    }

    /// Runs a function's body with its parameters bound to the arguments (evaluated here, at the call).
    /// Whether `node` lies in `ancestor`'s syntax.
    static func isInside(_ node: some SyntaxProtocol, _ ancestor: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.id == ancestor.id { return true }
            current = syntax.parent
        }
        return false
    }

    func invoke(
        _ function: SymbolIndex.Declared<FunctionDeclSyntax>, self selfValue: Value?, _ arguments: [CallArgument],
        written call: some SyntaxProtocol
    ) -> Value {
        guard let body = function.node.body else { return .unknown(call, "a function without a body") }
        var callee = SwiftEvaluator(
            session: session,
            frame: frame.entering(locator: function.locator, selfType: function.owner, selfValue: selfValue))
        callee.frame.locals = bind(arguments, to: function.node.signature.parameterClause, in: callee)
        callee.frame.returnType = function.node.signature.returnClause?.type.trimmedDescription
        if callee.frame.itemLocation == nil, !function.node.signature.parameterClause.parameters.isEmpty,
            let returned = function.node.signature.returnClause?.type,
            SymbolIndex.mentionsShortcutItem(returned) || SymbolIndex.names(in: returned) == ["Self"]
        {
            callee.frame.itemLocation = locator.location(of: call)
        }
        return callee.returnedValue(of: body.statements).writtenAs(call)
    }

    /// The parameters' values by the names the body uses: each argument evaluated at the call, else the default
    /// value evaluated in the callee, else unknown.
    func bind(_ arguments: [CallArgument], to clause: FunctionParameterClauseSyntax, in callee: SwiftEvaluator)
        -> [String: Value]
    {
        var bound: [String: Value] = [:]
        var remaining = arguments.filter { !$0.isTrailing }[...]
        let trailing = arguments.first { $0.isTrailing }
        let parameters = Array(clause.parameters)
        for (position, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            let label = parameter.firstName.text
            if parameter.ellipsis != nil {
                var values: [Value] = []
                while let next = remaining.first, (next.label ?? "_") == label || (next.label == nil && !values.isEmpty)
                {
                    values.append(evaluate(next.expression, expecting: type))
                    remaining = remaining.dropFirst()
                }
                bound[name] = .array(values)
            } else if let next = remaining.first, (next.label ?? "_") == label {
                bound[name] = evaluate(next.expression, expecting: type)
                remaining = remaining.dropFirst()
            } else if let trailing, position == parameters.count - 1 {
                bound[name] = evaluate(trailing.expression)
            } else if let value = parameter.defaultValue?.value {
                bound[name] = callee.evaluate(value, expecting: type)
            } else {
                bound[name] = .unknown(written: AsWritten(name), why: "a parameter the call does not pass")
            }
        }
        return bound
    }

    /// An instance of the app's type: an enum from its raw value, a struct or class through its initializer (or the
    /// memberwise one), with its stored properties as set.
    func construct(
        _ type: (name: String, symbols: SymbolIndex.TypeSymbols), _ arguments: [CallArgument],
        written call: FunctionCallExprSyntax
    ) -> Value {
        let symbols = type.symbols
        if symbols.isEnum {
            guard arguments.count == 1, arguments.first?.label == "rawValue", let raw = arguments.first,
                let rawText = evaluate(raw.expression).literalText
            else { return .unknown(call, "an enum value known only at run time") }
            for enumCase in symbols.cases {
                let value = Value.enumCase(type: type.name, name: enumCase.name, associated: [])
                if member("rawValue", of: value, written: call).literalText == rawText { return value }
            }
            return .none  // `init?(rawValue:)` fails
        }
        var properties: [String: Value] = [:]
        let inType = SwiftEvaluator(
            session: session, frame: frame.entering(locator: frame.locator, selfType: type.name, selfValue: nil))
        for stored in symbols.storedProperties {
            if let value = stored.defaultValue { properties[stored.name] = inType.evaluate(value) }
        }
        if let initializer = symbols.initializers.first(where: {
            Self.fits(arguments, $0.node.signature.parameterClause)
        }) {
            return run(
                initializer, of: type.name, selfValue: .instance(type: type.name, properties: properties), arguments,
                written: call)
        }
        guard symbols.hasMemberwiseInitializer else {
            return .unknown(call, "an initializer the arguments do not fit")
        }
        // The memberwise initializer: stored properties in order, a `let` with a value excluded.
        var remaining = arguments[...]
        for stored in symbols.storedProperties where !stored.isConstantWithValue {
            if let next = remaining.first, next.label == stored.name {
                properties[stored.name] = evaluate(next.expression, expecting: stored.typeName)
                remaining = remaining.dropFirst()
            }
        }
        return .instance(type: type.name, properties: properties)
    }

    /// UIKit's item types, whose initializers an app may add in an extension.
    static let itemTypeNames: Set<String> = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]

    /// Runs an initializer of `typeName` with its parameters bound: `self` as its body leaves it.
    func run(
        _ initializer: SymbolIndex.Declared<InitializerDeclSyntax>, of typeName: String, selfValue: Value?,
        _ arguments: [CallArgument], written call: FunctionCallExprSyntax
    ) -> Value {
        var callee = SwiftEvaluator(
            session: session,
            frame: frame.entering(locator: initializer.locator, selfType: typeName, selfValue: selfValue))
        callee.frame.locals = bind(arguments, to: initializer.node.signature.parameterClause, in: callee)
        // The app's own initializer of the item type (`convenience init(type:title:glyph:)` in an extension): the
        // item is reported where it is called with its texts, as for a helper function that returns one (`invoke`),
        // not at the `self.init` inside, which every item made through it shares (Redacted).
        if callee.frame.itemLocation == nil, Self.itemTypeNames.contains(typeName),
            !initializer.node.signature.parameterClause.parameters.isEmpty
        {
            callee.frame.itemLocation = locator.location(of: call)
        }
        guard let body = initializer.node.body else { return .unknown(call, "an initializer without a body") }
        return callee.selfAfter(body.statements)
    }

    // MARK: Functions as values

    /// Calls a closure or reads a key path with the given arguments.
    func apply(_ function: Value, to arguments: [Value], written: some SyntaxProtocol) -> Value {
        switch function {
        case .keyPath(let names):
            guard let base = arguments.first else { return .unknown(written, "a key path without a value") }
            return names.reduce(base) { value, name in member(name, of: value, written: written) }
        case .closure(let closure):
            var inClosure = SwiftEvaluator(session: session, frame: closure.frame)
            inClosure.frame.depth = max(frame.depth, closure.frame.depth) + 1
            inClosure.frame.isRepeated = frame.isRepeated || closure.frame.isRepeated
            inClosure.frame.enumCase = frame.enumCase ?? closure.frame.enumCase
            inClosure.frame.itemLocation = frame.itemLocation ?? closure.frame.itemLocation
            let names = Self.parameterNames(of: closure.node)
            for (position, value) in arguments.enumerated() {
                inClosure.frame.locals["$\(position)"] = value
                if names.indices.contains(position) { inClosure.frame.locals[names[position]] = value }
            }
            return inClosure.returnedValue(of: closure.node.statements)
        case .alternatives(let values):
            return .either(values.map { apply($0, to: arguments, written: written) })
        default:
            return .unknown(written, "a function known only at run time")
        }
    }

    /// The names a closure gives its parameters (`{ kind in … }`, `{ (kind: Kind) in … }`).
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}
