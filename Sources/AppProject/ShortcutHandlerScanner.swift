import Foundation
import QuickActionKit
import SwiftSyntax

/// Finds the delegate methods that receive a chosen quick action (`ShortcutHandlerDeclarations`) in one Swift file.
final class ShortcutHandlerScanner: SyntaxVisitor {
    /// Words a file must contain to be worth parsing for quick-action handlers.
    static let keywords = [
        "shortcutItem", "performActionFor", "FinishLaunchingWithOptions", "willConnectTo", "DidBecomeActive",
        "scenePhase",
    ]

    /// Argument labels (first names) of each kind's parameters, by function name.
    private static let signatures: [String: [(labels: [String], kind: ShortcutHandlerKind)]] = [
        "application": [
            (["_", "configurationForConnecting", "options"], .configurationForConnecting),
            (["_", "willFinishLaunchingWithOptions"], .willFinishLaunching),
            (["_", "didFinishLaunchingWithOptions"], .didFinishLaunching),
            (["_", "performActionFor", "completionHandler"], .applicationPerformAction),
            (["_", "performActionFor"], .applicationPerformAction),
        ],
        "windowScene": [
            (["_", "performActionFor", "completionHandler"], .windowScenePerformAction),
            (["_", "performActionFor"], .windowScenePerformAction),
        ],
        "scene": [(["_", "willConnectTo", "options"], .sceneWillConnect)],
        "sceneDidBecomeActive": [(["_"], .sceneDidBecomeActive)],
        "applicationDidBecomeActive": [(["_"], .applicationDidBecomeActive)],
    ]

    /// The names of the delegate methods that receive a chosen quick action.
    static let handlerNames = Set(signatures.keys)

    private let converter: SourceLocationConverter
    private let file: String
    private var handlers: [ShortcutHandler] = []
    private var cleared: Set<String> = []
    private var readers: Set<String> = []
    private var helpers: [HelperFunction] = []
    /// Names assigned anywhere in the file: the only names a helper's reads are kept for (a stored launch item is
    /// one of them).
    private var assigned: Set<String> = []
    /// Names of the functions being walked, innermost last.
    private var enclosingFunctions: [String] = []

    /// Whether to record every other function as a `HelperFunction` (a second pass, made only for apps whose
    /// handlers store the chosen item: most files of most apps never need it).
    private let collectsHelpers: Bool

    /// The declarations the evaluator follows from a handler (its helpers, the variables it returns).
    private let index: SymbolIndex

    init(converter: SourceLocationConverter, file: String, index: SymbolIndex, collectsHelpers: Bool = false) {
        self.index = index
        self.converter = converter
        self.file = file
        self.collectsHelpers = collectsHelpers
        super.init(viewMode: .sourceAccurate)
    }

    /// What the walk found in the file.
    var declarations: ShortcutHandlerDeclarations {
        ShortcutHandlerDeclarations(
            handlers: handlers, clearedProperties: cleared.sorted(), shortcutItemReaders: readers.sorted(),
            helpers: helpers.map {
                var helper = $0
                helper.readProperties = helper.readProperties.filter(assigned.contains)
                return helper
            })
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingFunctions.append(node.name.text)
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels = parameters.map(\.firstName.text)
        guard let body = node.body else { return .visitChildren }
        guard let kind = Self.signatures[node.name.text]?.first(where: { $0.labels == labels })?.kind else {
            // Any other function: a helper a handler may call to handle or clear a stored item.
            guard collectsHelpers else { return .visitChildren }
            let facts = HelperFacts(body)
            helpers.append(
                HelperFunction(
                    name: node.name.text, readProperties: facts.reads.sorted(),
                    propertiesSetToNil: facts.setToNil.sorted(), calledFunctions: facts.calls.sorted()))
            return .visitChildren
        }
        let isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        var completionHandlerName: String?
        if kind.isPerformAction, let last = parameters.last, last.firstName.text == "completionHandler" {
            completionHandlerName = (last.secondName ?? last.firstName).text
        }
        var shortcutNames: Set<String> = []
        if kind.isPerformAction, parameters.count > 1 {
            shortcutNames.insert((parameters[1].secondName ?? parameters[1].firstName).text)
        }
        // The launch options (`launchOptions`, `connectionOptions`), followed into helpers they are handed to.
        let optionsIndex =
            kind.isFinishLaunching
            ? 1 : [.sceneWillConnect, .configurationForConnecting].contains(kind) ? 2 : parameters.count
        let launchOptionsName = parameters.dropFirst(optionsIndex).first.map { ($0.secondName ?? $0.firstName).text }
            .flatMap { $0 == "_" ? nil : $0 }
        let facts = BodyFacts(
            shortcutNames: shortcutNames, completionHandlerName: completionHandlerName,
            launchOptionsName: launchOptionsName)
        facts.walk(body)
        let chosenItemParameter =
            kind.isPerformAction && parameters.count > 1
            ? (parameters[1].secondName ?? parameters[1].firstName).text : nil
        let run = evaluatedPaths(
            of: node, body: body, watching: completionHandlerName, chosenItemParameter: chosenItemParameter)
        let returned = run.booleans
        var handler = ShortcutHandler(
            kind: kind, owner: EnclosingType.name(of: Syntax(node)), location: location(of: node.funcKeyword),
            isAsync: isAsync,
            readsShortcutItem: facts.readsShortcutItem, returnsTrue: returned.contains(true),
            returnsFalse: returned.contains(false),
            completionHandlerName: completionHandlerName, callsCompletionHandler: facts.callsCompletionHandler,
            storedShortcutItemProperties: facts.stored.union(run.stores).sorted(), readProperties: facts.reads.sorted(),
            propertiesSetToNil: facts.setToNil.sorted(), passesLaunchOptionsTo: facts.optionsPassedTo.sorted(),
            calledFunctions: facts.calls.sorted())
        let stored = facts.stored.union(run.stores)
        // Per type only where the evaluator sees every store the body makes.
        if run.stores.isSuperset(of: facts.stored) {
            let byType = storesByType(of: node, body: body, chosenItemParameter: chosenItemParameter)
            if byType.values.contains(where: { Set($0) != stored }) { handler.storedPropertiesByType = byType }
        }
        if completionHandlerName != nil {
            let end = location(of: body.rightBrace)
            handler.completionPaths = run.paths.map { CompletionPath(calls: $0.watchedUses, exit: $0.exit ?? end) }
        }
        handlers.append(handler)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { enclosingFunctions.removeLast() }

    /// `.onChange(of: scenePhase) { phase in … }` (also `{ old, new in … }` and `perform:`): SwiftUI's way to act
    /// when the scene becomes active. What its closure reads, clears and calls is a handler's.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onChange",
            let observed = node.arguments.first, observed.label?.text == "of",
            observed.expression.trimmedDescription.hasSuffix("scenePhase"),
            let closure = node.trailingClosure
                ?? node.arguments.first(where: { $0.label?.text == "perform" })?.expression.as(ClosureExprSyntax.self)
        else { return .visitChildren }
        let facts = BodyFacts(shortcutNames: [], completionHandlerName: nil, launchOptionsName: nil)
        facts.walk(closure)
        handlers.append(
            ShortcutHandler(
                kind: .scenePhaseChange, owner: EnclosingType.name(of: Syntax(node)),
                location: location(of: observed), isAsync: false, readsShortcutItem: facts.readsShortcutItem,
                returnsTrue: false, returnsFalse: false, completionHandlerName: nil, callsCompletionHandler: false,
                storedShortcutItemProperties: facts.stored.sorted(), readProperties: facts.reads.sorted(),
                propertiesSetToNil: facts.setToNil.sorted(), passesLaunchOptionsTo: [],
                calledFunctions: facts.calls.sorted()))
        return .visitChildren
    }

    /// The handler's body run by the evaluator (issue 30), with the parameters known only at run time: every path
    /// with where it leaves and each use of the completion handler on it (issue 14's path-sensitive checks), and the
    /// Booleans a launch method returns, whether literal or a variable set to `false` on the path that handled the
    /// launch item (`shouldPerformAdditionalDelegateHandling` in Apple's sample).
    private func evaluatedPaths(
        of function: FunctionDeclSyntax, body: CodeBlockSyntax, watching completionHandlerName: String?,
        chosenItemParameter: String?, chosenItemType: String? = nil
    ) -> (paths: [Path], booleans: Set<Bool>, stores: Set<String>) {
        let session = EvaluationSession(index: index, budget: 50_000)
        session.watched = completionHandlerName.map { WatchedClosure(name: $0, function: function.id) }
        session.tracksChosenItem = true
        session.chosenItemType = chosenItemType
        var evaluator = SwiftEvaluator(
            session: session,
            frame: Frame(
                locator: SourceLocator(converter: converter, file: file),
                selfType: EnclosingType.name(of: Syntax(function))))
        evaluator.frame.locals = Frame.unknownParameters(function.signature.parameterClause)
        if let chosenItemParameter { evaluator.frame.locals[chosenItemParameter] = .chosenItem }
        evaluator.frame.tracksLocals = true
        let paths = evaluator.paths(of: body.statements)
        var returned = paths.compactMap(\.returned)
        // `{ true }`: a body of one expression returns it.
        if returned.isEmpty, body.statements.count == 1, let only = body.statements.first,
            let expression = StaticProperty.expression(of: only)
        {
            returned = [evaluator.evaluate(expression, expecting: evaluator.frame.returnType)]
        }
        var booleans: Set<Bool> = []
        for value in returned.flatMap(\.possibilities) {
            if case .bool(let flag) = value { booleans.insert(flag) }
        }
        return (paths, booleans, session.chosenItemStores)
    }

    /// The properties an item of each type the body tells apart is stored in, the body run once per type.
    private func storesByType(
        of function: FunctionDeclSyntax, body: CodeBlockSyntax, chosenItemParameter: String?
    ) -> [String: [String]] {
        var byType: [String: [String]] = [:]
        for type in ComparedItemTypes.of(body, index: index) {
            let run = evaluatedPaths(
                of: function, body: body, watching: nil, chosenItemParameter: chosenItemParameter,
                chosenItemType: type)
            byType[type] = run.stores.sorted()
        }
        return byType
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `options.shortcutItem`, `launchOptions?[.shortcutItem]`: the enclosing functions read the chosen item.
        if node.declName.baseName.text == "shortcutItem", !enclosingFunctions.isEmpty {
            // The delegate methods themselves are not helpers: `application(...)` is also the name a third-party
            // SDK's launch hook is called by.
            readers.formUnion(enclosingFunctions.filter { Self.signatures[$0] == nil })
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (name, value) = BodyFacts.assignment(node) {
            assigned.insert(name)
            if value.is(NilLiteralExprSyntax.self) { cleared.insert(name) }
        }
        return .visitChildren
    }

    private func location(of node: some SyntaxProtocol) -> QuickActionKit.SourceLocation {
        let start = node.startLocation(converter: converter)
        return QuickActionKit.SourceLocation(file: file, line: start.line, column: start.column)
    }
}

/// What one handler's body does with the shortcut item and the completion handler.
private final class BodyFacts: SyntaxVisitor {
    /// Names bound to a shortcut item (the `performActionFor` parameter, `if let item = options.shortcutItem`).
    private var shortcutNames: Set<String>
    private let completionHandlerName: String?
    private let launchOptionsName: String?
    private(set) var readsShortcutItem = false
    /// Functions called with the launch options as (part of) an argument.
    private(set) var optionsPassedTo: Set<String> = []
    /// Functions the body calls, by name.
    private(set) var calls: Set<String> = []
    private(set) var callsCompletionHandler = false
    private(set) var stored: Set<String> = []
    private(set) var reads: Set<String> = []
    private(set) var setToNil: Set<String> = []
    /// Left-hand sides of assignments, which are written rather than read.
    private var assignedTargets: Set<SyntaxIdentifier> = []

    init(shortcutNames: Set<String>, completionHandlerName: String?, launchOptionsName: String?) {
        self.shortcutNames = shortcutNames
        self.completionHandlerName = completionHandlerName
        self.launchOptionsName = launchOptionsName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calls.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.insert(member.declName.baseName.text)
        }
        guard let launchOptionsName,
            node.arguments.contains(where: { argument in
                argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == launchOptionsName }
            })
        else { return .visitChildren }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            optionsPassedTo.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            optionsPassedTo.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    /// The assigned name and value of `name = value` or `self.name = value`.
    static func assignment(_ node: SequenceExprSyntax) -> (String, ExprSyntax)? {
        // Every sequence expression of every scanned function comes here: walk the three elements without copying.
        var elements = node.elements.makeIterator()
        guard let target = elements.next(), let operation = elements.next(), operation.is(AssignmentExprSyntax.self),
            let value = elements.next(), elements.next() == nil
        else { return nil }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, value) }
        if let member = target.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, value) }
        return nil
    }

    /// Whether `expression` reads `.shortcutItem` or names a shortcut item.
    private func mentionsShortcutItem(_ expression: some SyntaxProtocol) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("shortcutItem") || shortcutNames.contains($0.text)
        }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "shortcutItem" { readsShortcutItem = true }
        if !assignedTargets.contains(node.id), let base = node.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "self"
        {
            reads.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == completionHandlerName { callsCompletionHandler = true }
        if name != "self" && !assignedTargets.contains(node.id) { reads.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (name, value) = Self.assignment(node) else { return .visitChildren }
        if value.is(NilLiteralExprSyntax.self) {
            setToNil.insert(name)
        } else if mentionsShortcutItem(value) {
            stored.insert(name)
        }
        // The assigned name is written, not read.
        assignedTargets.insert(node.elements.first!.id)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, mentionsShortcutItem(value),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            shortcutNames.insert(name)
        } else if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `if let pending {`: a shorthand binding reads the property of the same name.
            reads.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, mentionsShortcutItem(value),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            shortcutNames.insert(name)
        }
        return .visitChildren
    }
}

/// What a helper function's body reads, sets to `nil` and calls, from its tokens alone: every function of every
/// scanned file comes here, so this is one linear pass, no syntax walk. `name = nil` clears `name`; `name(` and
/// `.name(` call `name`; any other identifier is a read (the scanner keeps only names assigned in the file).
private struct HelperFacts {
    private(set) var reads: Set<String> = []
    private(set) var setToNil: Set<String> = []
    private(set) var calls: Set<String> = []

    init(_ body: CodeBlockSyntax) {
        var tokens = body.tokens(viewMode: .sourceAccurate).makeIterator()
        var current = tokens.next()
        while let token = current {
            let next = tokens.next()
            if case .identifier(let name) = token.tokenKind {
                switch next?.tokenKind {
                case .leftParen?: calls.insert(name)
                case .equal?:
                    var following = tokens
                    if following.next()?.tokenKind == .keyword(.nil) { setToNil.insert(name) }
                default:
                    // `if let name {` reads the property of the same name, as any other mention does.
                    reads.insert(name)
                }
            }
            current = next
        }
    }
}
