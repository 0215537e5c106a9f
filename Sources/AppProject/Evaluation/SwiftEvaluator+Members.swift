import QuickActionKit
import SwiftSyntax

extension SwiftEvaluator {
    // MARK: Names

    /// A bare name: a name bound in the frame, a local constant declared before the use, a member of `self`'s
    /// type, or a top-level constant.
    func name(_ reference: DeclReferenceExprSyntax) -> Value {
        let name = reference.baseName.text
        if name == "self" { return frame.selfValue ?? .unknown(reference, "self is known only at run time") }
        if let bound = frame.locals[name] { return bound }
        if !frame.tracksLocals {
            if let local = LocalConstants.initializer(of: name, before: Syntax(reference)) { return evaluate(local) }
            // A parameter, loop variable, binding or `var` of the same name hides any property or global.
            if LocalConstants.isBoundLocally(name, at: Syntax(reference)) {
                return .unknown(reference, "a value bound at run time")
            }
        }
        if let member = memberOfSelf(name) { return member.writtenAs(reference) }
        if let global = index.globals[name] { return propertyValue(global, of: nil).writtenAs(reference) }
        return .unknown(reference, "not declared in the files read")
    }

    /// `name` as a member of `self`: a stored value of the instance, or a property of its type.
    private func memberOfSelf(_ name: String) -> Value? {
        if let selfValue = frame.selfValue {
            let member = member(name, of: selfValue, written: DeclReferenceExprSyntax(baseName: .identifier(name)))
            if case .unknown = member {} else { return member }
        }
        guard let owner = frame.selfType, let type = index.type(named: owner)?.symbols else { return nil }
        if let property = type.instanceProperties[name] { return propertyValue(property, of: frame.selfValue) }
        if let property = type.staticProperties[name] { return propertyValue(property, of: nil) }
        return nil
    }

    // MARK: Members

    /// `Type.member`, `Self.member`, `.case`, `value.member`.
    func member(_ member: MemberAccessExprSyntax, expecting type: String? = nil) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.compose`: a case of the type the context expects.
            guard let type, let declared = index.type(named: type, from: frame.selfType) else {
                return external("." + name, nil) ?? .unknown(member, "a member of a type not known here")
            }
            return staticMember(name, of: declared, written: member)
        }
        if let decided = PlatformChecks.processInfoCheck(member) {
            session.platformDecisions += 1
            return .bool(decided)
        }
        if let typeName = typePath(base) {
            if let declared = index.type(named: typeName, from: frame.selfType) {
                return staticMember(name, of: declared, written: member)
            }
            if let kept = external(typeName + "." + name, nil) { return kept }
        }
        // The app's own bundle identifier, which the project's settings give (an item type built from it).
        if name == "bundleIdentifier", let identifier = session.bundleIdentifier,
            ["Bundle.main", "Bundle.main!"].contains(base.trimmedDescription)
        {
            return .text(.literal(identifier))
        }
        return self.member(name, of: evaluate(base), written: member)
    }

    /// A static member of an app type: a case, `allCases`, a static property.
    func staticMember(
        _ name: String, of type: (name: String, symbols: SymbolIndex.TypeSymbols), written: some SyntaxProtocol
    ) -> Value {
        if type.symbols.enumCase(named: name) != nil { return .enumCase(type: type.name, name: name, associated: []) }
        if name == "allCases", type.symbols.isEnum, !type.symbols.cases.isEmpty {
            return .array(type.symbols.cases.map { .enumCase(type: type.name, name: $0.name, associated: []) })
        }
        if let property = type.symbols.staticProperties[name] {
            return propertyValue(property, of: nil).writtenAs(written)
        }
        return external(type.name + "." + name, nil) ?? .unknown(written, "a member the files read do not declare")
    }

    /// A member of a value: a raw value, a stored or computed property, an item's properties, an array's.
    func member(_ name: String, of base: Value, written: some SyntaxProtocol) -> Value {
        switch base {
        case .alternatives(let values):
            return .either(values.map { member(name, of: $0, written: written) })
        case .enumCase(let typeName, let caseName, _):
            guard let type = index.type(named: typeName)?.symbols else { break }
            if name == "rawValue" {
                if let raw = type.enumCase(named: caseName)?.rawValue {
                    var inType = self
                    inType.frame = frame.entering(locator: frame.locator, selfType: typeName, selfValue: nil)
                    return inType.evaluate(raw)
                }
                return type.rawType == "String" ? .text(.literal(caseName)) : .unknown(written, "a raw value")
            }
            if let property = type.instanceProperties[name] {
                return propertyValue(property, of: base).writtenAs(written)
            }
        case .instance(let typeName, let properties):
            if let stored = properties[name] { return stored }
            if let property = index.type(named: typeName)?.symbols.instanceProperties[name] {
                return propertyValue(property, of: base).writtenAs(written)
            }
        case .shortcutItem(let item):
            return item.property(name) ?? .unknown(written, "a property of a shortcut item")
        case .array(let elements):
            switch name {
            case "count": return .integer(elements.count)
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? Value.none
            case "last": return elements.last ?? Value.none
            default: break
            }
        case .repeated(let element):
            if name == "first" || name == "last" { return .either([element, .none]) }
        case .none:
            return .none  // optional chaining on nil
        default:
            // `connectionOptions.shortcutItem`: the quick action the scene was connected with.
            if name == "shortcutItem", session.tracksChosenItem { return .chosenItem }
            if base.carriesChosenItem {
                // `shortcutItem.type` as asked, else what is read from the item (`userInfo`) still carries it.
                if name == "type", let type = session.chosenItemType { return .text(.literal(type)) }
                return .chosenItem
            }
        }
        return .unknown(written, "a member known only at run time")
    }

    /// A property's value: its initializer or getter, run in its own file and type with `self` as given.
    func propertyValue(_ declared: SymbolIndex.Declared<PatternBindingSyntax>, of selfValue: Value?) -> Value {
        var inDeclaration = SwiftEvaluator(
            session: session,
            frame: frame.entering(locator: declared.locator, selfType: declared.owner, selfValue: selfValue))
        inDeclaration.frame.returnType = declared.typeName
        let property = StaticProperty(binding: declared.node)
        if let value = property.value { return inDeclaration.evaluate(value, expecting: declared.typeName) }
        if let statements = property.getterStatements { return inDeclaration.returnedValue(of: statements) }
        return .unknown(declared.node.pattern, "a stored value set at run time")
    }

    /// The dotted type name an expression spells (`A.B`, `Self`), or nil when it is not a path of capitalized names.
    /// Walked without recursion: a chain of thousands of members must not exhaust the stack.
    func typePath(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let first = name.unicodeScalars.first, first.properties.isUppercase, let base = member.base else {
                return nil
            }
            names.append(name)
            current = base
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        let root = reference.baseName.text
        if root == "Self" {
            guard let selfType = frame.selfType else { return nil }
            return ([selfType] + names.reversed()).joined(separator: ".")
        }
        guard let first = root.unicodeScalars.first, first.properties.isUppercase, frame.locals[root] == nil else {
            return nil
        }
        return ([root] + names.reversed()).joined(separator: ".")
    }

    // MARK: Subscripts

    /// `array[0]`, `dictionary["key"]`.
    func `subscript`(_ call: SubscriptCallExprSyntax) -> Value {
        let base = evaluate(call.calledExpression)
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
            return .unknown(call, "a subscript")
        }
        // `launchOptions?[.shortcutItem]`: the quick action the app was launched with.
        if session.tracksChosenItem, argument.trimmedDescription.hasSuffix(".shortcutItem") { return .chosenItem }
        // `shortcutItem.userInfo?["id"]`: read from the chosen item.
        if base.carriesChosenItem { return .chosenItem }
        switch (base, evaluate(argument)) {
        case (.array(let elements), .integer(let position)) where elements.indices.contains(position):
            return elements[position]
        case (.dictionary(let entries), let key) where key.literalText != nil:
            return entries.first { $0.key.isSame(as: key) }?.value ?? Value.none
        default:
            return .unknown(call, "a subscript known only at run time")
        }
    }
}

extension ItemValue {
    /// A property of the item as constructed (`item.type`, `item.localizedTitle`).
    func property(_ name: String) -> Value? {
        switch name {
        case "type": discovered.type.literal.map { .text(.literal($0)) }
        case "localizedTitle": .text(discovered.localizedTitle)
        case "localizedSubtitle": discovered.localizedSubtitle.map { .text($0) } ?? Value.none
        default: nil
        }
    }
}
