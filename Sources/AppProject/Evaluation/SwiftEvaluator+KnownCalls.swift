import QuickActionKit
import SwiftSyntax

/// The constructors and functions of Apple's SDKs (and SwiftGen's generated accessor) whose meaning the evaluator
/// knows: localized text, shortcut items and their icons (platform-facts §9), empty arrays.
extension SwiftEvaluator {
    static let itemInitializers: Set<String> = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]

    func knownCall(_ call: FunctionCallExprSyntax, _ arguments: [CallArgument], expecting type: String?) -> Value? {
        let called = SymbolIndex.calledName(call.calledExpression)
        let text = { (label: String?) -> String? in arguments.expression(label).flatMap { evaluate($0).literalText } }
        switch called {
        case "self.init" where frame.selfType.map(Self.itemInitializers.contains) == true,
            "super.init" where frame.selfType.map(Self.itemInitializers.contains) == true:
            // Inside the app's convenience initializer of an item class: the item itself.
            return .shortcutItem(item(call, initializer: frame.selfType ?? "UIApplicationShortcutItem", arguments))
        case "String" where arguments.expression("localized") != nil,
            "String.init" where arguments.expression("localized") != nil:
            // String(localized:defaultValue:table:bundle:locale:comment:)
            guard let key = text("localized") else { return .unknown(call, "a key known only at run time") }
            return .text(.localized(StringTableKey(key: key, table: text("table"), defaultValue: text("defaultValue"))))
        case "NSLocalizedString":
            // NSLocalizedString(_:tableName:bundle:value:comment:); an empty value means none.
            guard let key = text(nil) else { return .unknown(call, "a key known only at run time") }
            let value = text("value").flatMap { $0.isEmpty ? nil : $0 }
            return .text(.localized(StringTableKey(key: key, table: text("tableName"), defaultValue: value)))
        case "LocalizedStringResource", "LocalizedStringKey", "String.LocalizationValue":
            guard let key = text(nil) else { return .unknown(call, "a key known only at run time") }
            return .text(.localized(StringTableKey(key: key, table: text("table"), defaultValue: text("defaultValue"))))
        case "String" where arguments.count == 1 && [nil, "describing"].contains(arguments[0].label),
            "String" where arguments.count == 1 && arguments[0].label == "format":
            let value = evaluate(arguments[0].expression)
            if case .text = value { return value }
            if case .integer(let number) = value { return .text(.literal(String(number))) }
            return .unknown(call, "a string made at run time")
        default:
            break
        }
        if let initializer = itemInitializer(of: call, expecting: type) {
            // The app's own convenience initializer in an extension of the item class runs with its arguments;
            // its `self.init(type:localizedTitle:…)` makes the item.
            if let convenience = index.type(named: initializer)?.symbols.initializers.first(where: {
                Self.fits(arguments, $0.node.signature.parameterClause)
            }) {
                return run(convenience, of: initializer, selfValue: nil, arguments, written: call)
            }
            return .shortcutItem(item(call, initializer: initializer, arguments))
        }
        if isIconInitializer(call, expecting: type) { return .icon(icon(call, arguments)) }
        // `[UIApplicationShortcutItem]()`: an empty array.
        if call.calledExpression.is(ArrayExprSyntax.self), arguments.isEmpty { return .array([]) }
        if let lookup = tableLookup(call, arguments) { return lookup }
        return nil
    }

    /// SwiftGen's accessor body, `tr("Localizable", "shortcut.new", fallback: "New")` (also `L10n.tr(…)`), and
    /// Foundation's `localizedString(forKey:value:table:)`: a key of a named table. Only calls without format
    /// arguments give a fixed text.
    private func tableLookup(_ call: FunctionCallExprSyntax, _ arguments: [CallArgument]) -> Value? {
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if name == "localizedString", let key = arguments.expression("forKey").flatMap({ evaluate($0).literalText }) {
            let table = arguments.expression("table").flatMap { evaluate($0).literalText }
            let value = arguments.expression("value").flatMap { evaluate($0).literalText }.flatMap {
                $0.isEmpty ? nil : $0
            }
            return .text(.localized(StringTableKey(key: key, table: table, defaultValue: value)))
        }
        guard name == "tr", arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
            let table = arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let key = arguments[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return nil }
        let rest = arguments.dropFirst(2)
        guard rest.allSatisfy({ $0.label == "fallback" }) else {
            return .text(.computed(expression: call.trimmedDescription))
        }
        let fallback = rest.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        return .text(.localized(StringTableKey(key: key, table: table, defaultValue: fallback)))
    }

    // MARK: Shortcut items

    /// The class a call constructs, if it makes a shortcut item: `UIApplicationShortcutItem(…)`,
    /// `UIMutableApplicationShortcutItem.init(…)`, or `.init(type:localizedTitle:…)` where the type is implied.
    func itemInitializer(of call: FunctionCallExprSyntax, expecting type: String?) -> String? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return Self.itemInitializers.contains(name) ? name : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init"
        else { return nil }
        if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return Self.itemInitializers.contains(base) ? base : nil
        }
        if let type, Self.itemInitializers.contains(type) { return type }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return member.base == nil && labels.isSuperset(of: ["type", "localizedTitle"])
            ? "UIApplicationShortcutItem" : nil
    }

    /// The item a construction makes here, observed by the session.
    private func item(_ call: FunctionCallExprSyntax, initializer: String, _ arguments: [CallArgument]) -> ItemValue {
        let value = { (label: String) -> (Value, AsWritten)? in
            arguments.expression(label).map { (evaluate($0), AsWritten($0)) }
        }
        let subtitle = value("localizedSubtitle")
        let icon = arguments.expression("icon").map { evaluate($0, expecting: "UIApplicationShortcutIcon") }
        let userInfo = arguments.expression("userInfo").map { (evaluate($0), $0) }
        let discovered = DiscoveredShortcutItem(
            initializer: initializer, location: frame.itemLocation ?? locator.location(of: call),
            type: value("type").map { Self.identifier($0.0, written: $0.1) } ?? .computed(expression: "<missing type>"),
            localizedTitle: value("localizedTitle").map { $0.0.text(writtenAs: $0.1) }
                ?? .computed(expression: "<missing title>"),
            localizedSubtitle: subtitle.flatMap { value, written in
                if case .none = value { return nil }
                return value.text(writtenAs: written)
            },
            icon: icon.flatMap(Self.icon),
            userInfo: userInfo.flatMap { value, expression in Self.propertyList(value, written: expression) },
            isRepeated: frame.isRepeated, enumCase: frame.enumCase)
        let item = ItemValue(initializer: initializer, construction: call.id, discovered: discovered)
        session.observe(construction: call.id, item)
        return item
    }

    /// A type or content identifier: a known string, else computed (an identifier is never localized).
    static func identifier(_ value: Value, written: AsWritten) -> SourceValue<String> {
        if let text = value.literalText { return .literal(text) }
        if case .unknown(let asWritten, _) = value, !asWritten.isEmpty { return .computed(expression: asWritten.text) }
        return .computed(expression: written.text)
    }

    private static func icon(_ value: Value) -> SourceValue<ShortcutIcon>? {
        switch value {
        case .none: nil
        case .icon(let icon): icon
        case .unknown(let written, _): .computed(expression: written.text)
        default: .computed(expression: "icon")
        }
    }

    // MARK: Icons

    private func isIconInitializer(_ call: FunctionCallExprSyntax, expecting type: String?) -> Bool {
        let called = call.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "UIApplicationShortcutIcon"
        }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return false
        }
        if member.base == nil { return type == "UIApplicationShortcutIcon" }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationShortcutIcon"
    }

    /// `UIApplicationShortcutIcon(type: .compose)`, `(systemImageName: "star")`, `(templateImageName: "Pin")`; a
    /// contact icon or a name known only at run time is computed.
    private func icon(_ call: FunctionCallExprSyntax, _ arguments: [CallArgument]) -> SourceValue<ShortcutIcon> {
        let computed = SourceValue<ShortcutIcon>.computed(expression: call.trimmedDescription)
        guard arguments.count == 1, let argument = arguments.first, let label = argument.label else { return computed }
        switch label {
        case "type":
            if let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedDescription.hasSuffix("IconType") == true,
                let type = SystemIconType(caseName: member.declName.baseName.text)
            {
                return .literal(.system(type))
            }
            return computed
        case "systemImageName", "templateImageName":
            guard let name = evaluate(argument.expression).literalText else { return computed }
            return .literal(label == "systemImageName" ? .systemImageName(name) : .templateImageName(name))
        default:
            return computed
        }
    }

    // MARK: Property lists

    /// A `userInfo` value as a property list: `nil` is none; a dictionary of known values is literal.
    static func propertyList(_ value: Value, written expression: ExprSyntax)
        -> SourceValue<[String: PropertyListValue]>?
    {
        if case .none = value { return nil }
        if case .dictionary(let dictionary)? = propertyList(value) { return .literal(dictionary) }
        // Literals the evaluator does not model (a real number) are read as written.
        return SyntaxLiterals.userInfo(SyntaxLiterals.unwrapped(expression))
    }

    private static func propertyList(_ value: Value) -> PropertyListValue? {
        switch value {
        case .text(.literal(let text)): return .string(text)
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .array(let elements):
            let values = elements.compactMap(propertyList)
            return values.count == elements.count ? .array(values) : nil
        case .dictionary(let entries):
            var result: [String: PropertyListValue] = [:]
            for entry in entries {
                guard let key = entry.key.literalText, let value = propertyList(entry.value) else { return nil }
                result[key] = value
            }
            return .dictionary(result)
        default:
            return nil
        }
    }
}
