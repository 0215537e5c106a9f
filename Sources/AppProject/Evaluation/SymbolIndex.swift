import QuickActionKit
import SwiftSyntax

/// The declarations of a set of parsed Swift files that the evaluator can follow to a value: properties of types
/// (static and instance, stored ones in order), initializers, enum cases with their raw values, functions, and
/// top-level constants and functions. Types are keyed by their qualified name (`AppStrings.QuickActions`);
/// extensions add to the type they extend. Declarations in an `#if` clause that an iOS device build does not
/// compile are left out (`CompilationConditions`).
final class SymbolIndex {
    /// A declaration with the file it is in, so that what it refers to is looked up from there.
    struct Declared<Node> {
        let node: Node
        let locator: SourceLocator
        /// The qualified name of the type it is declared in, if any.
        let owner: String?
    }

    /// A stored property of a struct or class, for its memberwise initializer.
    struct StoredProperty {
        let name: String
        /// A `let` with a value is not a parameter of the memberwise initializer; a `var` with one is optional.
        let isConstantWithValue: Bool
        let defaultValue: ExprSyntax?
        let typeName: String?
    }

    struct EnumCase {
        let name: String
        let rawValue: ExprSyntax?
    }

    struct TypeSymbols {
        var staticProperties: [String: Declared<PatternBindingSyntax>] = [:]
        var instanceProperties: [String: Declared<PatternBindingSyntax>] = [:]
        var functions: [String: [Declared<FunctionDeclSyntax>]] = [:]
        var initializers: [Declared<InitializerDeclSyntax>] = []
        /// Stored instance properties in declaration order.
        var storedProperties: [StoredProperty] = []
        var cases: [EnumCase] = []
        /// The raw value type an enum inherits first (`String`, `Int`), for implicit raw values.
        var rawType: String?
        var isEnum = false
        /// A structure: it keeps its memberwise initializer beside initializers declared in extensions.
        var isStruct = false
        /// An initializer is declared in the type's own body, which takes a structure's memberwise one away.
        var hasInitializerInDeclaration = false

        /// Whether the type has the memberwise initializer: a structure whose own body declares no initializer (one
        /// declared in an extension leaves it, The Swift Programming Language, "Initialization: Initializer
        /// Delegation for Value Types"), or a type the files declare no initializer for at all.
        var hasMemberwiseInitializer: Bool {
            initializers.isEmpty || (isStruct && !hasInitializerInDeclaration)
        }
        /// The files declare the type itself, not only extensions of it (ProjectDescription's `Project`, extended
        /// by a Tuist helper, is made by Tuist's initializer, not a memberwise one).
        var isDeclared = false

        func enumCase(named name: String) -> EnumCase? { cases.first { $0.name == name } }
    }

    var types: [String: TypeSymbols] {
        indexPending()
        return indexedTypes
    }
    var globals: [String: Declared<PatternBindingSyntax>] {
        indexPending()
        return indexedGlobals
    }
    var globalFunctions: [String: [Declared<FunctionDeclSyntax>]] {
        indexPending()
        return indexedGlobalFunctions
    }

    private var indexedTypes: [String: TypeSymbols] = [:]
    /// Simple name → qualified names declaring it, for references that omit the enclosing types.
    private var qualifiedNames: [String: Set<String>] = [:]
    private var indexedGlobals: [String: Declared<PatternBindingSyntax>] = [:]
    private var indexedGlobalFunctions: [String: [Declared<FunctionDeclSyntax>]] = [:]
    /// Trees already added, by file, so a file is indexed once.
    private var files: Set<String> = []
    /// Trees added but not walked yet: most texts are literals and never ask the index anything, so a file's
    /// declarations are indexed on the first question.
    private var pending: [(tree: SourceFileSyntax, locator: SourceLocator)] = []

    /// Adds the declarations of one file.
    func add(_ tree: SourceFileSyntax, locator: SourceLocator) {
        guard files.insert(locator.file).inserted else { return }
        pending.append((tree, locator))
    }

    private func indexPending() {
        while let (tree, locator) = pending.popLast() {
            Visitor(index: self, locator: locator).walk(tree)
        }
    }

    /// The type `name` refers to from inside `context` (a qualified type name): a nested type of the context or of
    /// its enclosing types first, then the qualified name itself, then the only type with that simple name.
    func type(named name: String, from context: String? = nil) -> (name: String, symbols: TypeSymbols)? {
        indexPending()
        let types = indexedTypes
        var scope = context
        while let current = scope {
            let candidate = current + "." + name
            if let symbols = types[candidate] { return (candidate, symbols) }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        if let symbols = types[name] { return (name, symbols) }
        let last = String(name.split(separator: ".").last ?? "")
        guard let candidates = qualifiedNames[last] else { return nil }
        let matching = candidates.filter { $0 == name || $0.hasSuffix("." + name) }
        guard matching.count == 1, let only = matching.first, let symbols = types[only] else { return nil }
        return (only, symbols)
    }

    /// Whether some indexed file declares a type with this simple name.
    func declaresType(named simpleName: String) -> Bool {
        indexPending()
        return qualifiedNames[simpleName] != nil
    }

    fileprivate func update(_ name: String, _ change: (inout TypeSymbols) -> Void) {
        if indexedTypes[name] == nil {
            let simple = String(name.split(separator: ".").last ?? "")
            qualifiedNames[simple, default: []].insert(name)
        }
        change(&indexedTypes[name, default: TypeSymbols()])
    }

    /// The identifiers a type is written with (`[UIApplicationShortcutItem]?` → `UIApplicationShortcutItem`),
    /// read from its tokens: cheaper than printing the type.
    static func names(in type: TypeSyntax) -> [String] {
        type.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            if case .keyword(.Self) = token.tokenKind { return "Self" }
            return nil
        }
    }

    /// A called expression's dotted name without trivia (`String`, `String.init`, `L10n.tr`), from its tokens.
    static func calledName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// Whether a type names a shortcut item class (`UIApplicationShortcutItem`, an array or optional of one).
    static func mentionsShortcutItem(_ type: TypeSyntax) -> Bool {
        names(in: type).contains { $0.hasSuffix("ShortcutItem") }
    }

    /// What declarations a build compiles; set before the first question.
    var conditions = CompilationConditions()

    fileprivate func addGlobal(_ name: String, _ binding: Declared<PatternBindingSyntax>) {
        if indexedGlobals[name] == nil { indexedGlobals[name] = binding }
    }

    fileprivate func addGlobalFunction(_ name: String, _ function: Declared<FunctionDeclSyntax>) {
        indexedGlobalFunctions[name, default: []].append(function)
    }

    private final class Visitor: SyntaxVisitor {
        let index: SymbolIndex
        let locator: SourceLocator
        var typeStack: [String] = []

        init(index: SymbolIndex, locator: SourceLocator) {
            self.index = index
            self.locator = locator
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(
            _ name: String, isEnum: Bool = false, isStruct: Bool = false, inherited: InheritanceClauseSyntax? = nil,
            isDeclaration: Bool = true
        ) {
            let qualified = (typeStack.last.map { $0 + "." } ?? "") + name
            typeStack.append(qualified)
            index.update(qualified) { symbols in
                if isDeclaration { symbols.isDeclared = true }
                if isEnum { symbols.isEnum = true }
                if isStruct { symbols.isStruct = true }
                if isEnum, symbols.rawType == nil, let first = inherited?.inheritedTypes.first {
                    let type = first.type.trimmedDescription
                    if ["String", "Int", "UInt", "Character", "Double"].contains(type) { symbols.rawType = type }
                }
            }
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let declaration = node.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .visitChildren }
            return index.conditions.activeClause(of: declaration)?.id == node.id ? .visitChildren : .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, isStruct: true)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, isEnum: true, inherited: node.inheritanceClause)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension names its type from the top level.
            let saved = typeStack
            typeStack = []
            enter(node.extendedType.trimmedDescription, isDeclaration: false)
            typeStack = saved + [typeStack.last!]
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = typeStack.last else { return .skipChildren }
            index.update(owner) { symbols in
                symbols.cases += node.elements.map { EnumCase(name: $0.name.text, rawValue: $0.rawValue?.value) }
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let declared = Declared(node: binding, locator: locator, owner: typeStack.last)
                if let owner = typeStack.last {
                    // Locals inside functions are found by the evaluator's scope, not here.
                    guard isMember(node) else { continue }
                    let isStored = binding.accessorBlock.map(Self.isObserved) ?? true
                    index.update(owner) { symbols in
                        if isStatic {
                            symbols.staticProperties[name] = declared
                        } else {
                            symbols.instanceProperties[name] = declared
                            if isStored {
                                symbols.storedProperties.append(
                                    StoredProperty(
                                        name: name,
                                        isConstantWithValue: isConstant && binding.initializer != nil,
                                        defaultValue: binding.initializer?.value,
                                        typeName: binding.typeAnnotation?.type.trimmedDescription))
                            }
                        }
                    }
                } else if isMember(node) {
                    index.addGlobal(name, declared)
                }
            }
            return .skipChildren
        }

        /// Whether accessors only observe a stored property (`didSet`, `willSet`) rather than compute it.
        private static func isObserved(_ block: AccessorBlockSyntax) -> Bool {
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.allSatisfy {
                [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
            }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let declared = Declared(node: node, locator: locator, owner: typeStack.last)
            if let owner = typeStack.last {
                index.update(owner) { $0.functions[node.name.text, default: []].append(declared) }
            } else {
                index.addGlobalFunction(node.name.text, declared)
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let owner = typeStack.last {
                let declared = Declared(node: node, locator: locator, owner: owner)
                let inExtension = Self.isInExtension(node)
                index.update(owner) { symbols in
                    symbols.initializers.append(declared)
                    if !inExtension { symbols.hasInitializerInDeclaration = true }
                }
            }
            return .skipChildren
        }

        /// Whether an initializer is written in an extension rather than in its type's own body.
        private static func isInExtension(_ node: InitializerDeclSyntax) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(ExtensionDeclSyntax.self) { return true }
                if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                    || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
                {
                    return false
                }
                current = ancestor.parent
            }
            return false
        }

        /// Whether a variable is declared in a type body or at the top level, not inside a function or closure.
        private func isMember(_ node: VariableDeclSyntax) -> Bool {
            guard let container = node.parent?.parent else { return false }
            return container.is(MemberBlockItemListSyntax.self) || container.parent?.is(SourceFileSyntax.self) == true
        }
    }
}

extension SymbolIndex.Declared where Node == PatternBindingSyntax {
    /// The property's declared type, as written (`[UIApplicationShortcutItem]`), for `.case` in its value.
    var typeName: String? { node.typeAnnotation?.type.trimmedDescription }
}
