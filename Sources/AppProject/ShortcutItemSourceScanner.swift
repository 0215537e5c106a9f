import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// What Swift files say about dynamic quick actions.
public struct ShortcutItemSourceScan: Sendable, Hashable {
    public var items: [DiscoveredShortcutItem] = []
    public var assignments: [ShortcutItemsAssignment] = []
}

/// Finds dynamic quick actions in Swift source with swift-syntax (platform-facts §1, §9): every assignment to
/// `shortcutItems` with the items it assigns on each path, and every construction of `UIApplicationShortcutItem` or
/// `UIMutableApplicationShortcutItem`. It does not match code shapes: the functions, initializers and properties
/// around them run in the one evaluator (`SwiftEvaluator`, issue 30), which follows the app's own types, helpers,
/// closures and key paths, so an item made by `Kind.allCases.map(\.shortcutItem)` or by a wrapper struct's
/// property is read as the code makes it. What cannot be known is recorded as written.
public enum ShortcutItemSourceScanner {
    /// Words a file must contain to be worth parsing for shortcut items.
    static let keywords = ["ShortcutItem", "shortcutItems"]

    /// Whether the text could construct or assign shortcut items at all; files without these words are not parsed.
    public static func mightDeclareShortcutItems(_ text: String) -> Bool {
        SwiftSourceLoader.wantedScanners(in: Data(text.utf8)).contains(SwiftSourceLoader.Scanner.items.group)
    }

    /// Whether a call constructs a shortcut item.
    static func constructs(_ call: FunctionCallExprSyntax) -> Bool {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return SwiftEvaluator.itemInitializers.contains(name)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init"
        else { return false }
        if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return SwiftEvaluator.itemInitializers.contains(base)
        }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return member.base == nil && labels.isSuperset(of: ["type", "localizedTitle"])
    }

    /// One file on its own: its constants and enums are all the evaluator can follow.
    public static func scan(source: String, file: String) -> ShortcutItemSourceScan {
        let tree = Parser.parse(source: source)
        let locator = SourceLocator(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        let index = SymbolIndex()
        index.add(tree, locator: locator)
        var scanner = Scanner(index: index)
        scanner.add(tree, locator: locator)
        return scanner.result()
    }

    /// Collects the files, then runs the code around every assignment and construction in the evaluator.
    struct Scanner {
        let index: SymbolIndex
        /// The app's bundle identifier as built, for `Bundle.main.bundleIdentifier`.
        let bundleIdentifier: String?
        private var files: [(tree: SourceFileSyntax, locator: SourceLocator)] = []

        init(index: SymbolIndex, bundleIdentifier: String? = nil) {
            self.index = index
            self.bundleIdentifier = bundleIdentifier
        }

        mutating func add(_ tree: SourceFileSyntax, locator: SourceLocator) { files.append((tree, locator)) }

        func result() -> ShortcutItemSourceScan {
            let session = EvaluationSession(index: index, conditions: index.conditions)
            session.bundleIdentifier = bundleIdentifier
            var sites: [ItemSites] = []
            for file in files {
                let found = ItemSites(conditions: index.conditions, locator: file.locator)
                found.walk(file.tree)
                sites.append(found)
            }
            // The code around each site runs once, with what it cannot know unknown.
            var ran: Set<SyntaxIdentifier> = []
            for file in sites {
                for node in file.assignments.map({ Syntax($0) }) + file.constructions.map({ Syntax($0) }) {
                    guard let root = ItemSites.root(of: node), ran.insert(root.id).inserted else { continue }
                    session.renewBudget()
                    run(root, session: session, locator: file.locator)
                }
            }
            // A site the code around it never reached (a closure passed to code the tools cannot see) is read alone;
            // one a decided condition kept out (code for a Mac) is dead on the Home Screen.
            for file in sites {
                for assignment in file.assignments
                where session.assignments[assignment.id] == nil && !session.isDecidedDead(Syntax(assignment)) {
                    session.renewBudget()
                    let evaluator = Self.evaluator(at: Syntax(assignment), session: session, locator: file.locator)
                    let value = Array(assignment.elements.dropFirst(2))
                    session.observe(assignment: assignment.id, evaluator.operation(value, written: assignment))
                }
                for construction in file.constructions
                where session.constructions[construction.id] == nil && !session.isDecidedDead(Syntax(construction)) {
                    session.renewBudget()
                    _ = Self.evaluator(at: Syntax(construction), session: session, locator: file.locator).evaluate(
                        ExprSyntax(construction))
                }
            }
            return Self.scan(sites, session)
        }

        /// Runs a function, initializer, property or top-level code for its effects.
        private func run(_ root: Syntax, session: EvaluationSession, locator: SourceLocator) {
            var evaluator = Self.evaluator(at: root, session: session, locator: locator)
            evaluator.frame.tracksLocals = !root.is(SourceFileSyntax.self)
            if let function = root.as(FunctionDeclSyntax.self), let body = function.body {
                var inFunction = evaluator
                inFunction.frame.locals = Frame.unknownParameters(function.signature.parameterClause)
                inFunction.runForEffects(body.statements)
            } else if let initializer = root.as(InitializerDeclSyntax.self), let body = initializer.body {
                var inInitializer = evaluator
                inInitializer.frame.locals = Frame.unknownParameters(initializer.signature.parameterClause)
                inInitializer.runForEffects(body.statements)
            } else if let accessor = root.as(AccessorDeclSyntax.self), let body = accessor.body {
                evaluator.runForEffects(body.statements)
            } else if let binding = root.as(PatternBindingSyntax.self) {
                let property = StaticProperty(binding: binding)
                if let value = property.value {
                    _ = evaluator.evaluate(value)
                } else if let statements = property.getterStatements {
                    evaluator.runForEffects(statements)
                }
            } else if let file = root.as(SourceFileSyntax.self) {
                evaluator.runForEffects(file.statements)
            }
        }

        private static func evaluator(at node: Syntax, session: EvaluationSession, locator: SourceLocator)
            -> SwiftEvaluator
        {
            SwiftEvaluator(session: session, frame: Frame(locator: locator, selfType: EnclosingType.name(of: node)))
        }

        /// The items in source order (one per construction and distinct value: a construction run once per case
        /// of `allCases` makes one item per case) and each assignment's items on its longest path.
        private static func scan(_ sites: [ItemSites], _ session: EvaluationSession) -> ShortcutItemSourceScan {
            var paths: [SyntaxIdentifier: [(items: [ItemValue], conditions: [PathCondition])]] = [:]
            var registered: [SyntaxIdentifier: [ItemValue]] = [:]
            for file in sites {
                for assignment in file.assignments {
                    for observed in session.assignments[assignment.id] ?? [] {
                        for possibility in observed.value.possibilities {
                            guard let list = AssignedItems.items(in: possibility) else { continue }
                            paths[assignment.id, default: []].append((list, observed.conditions))
                            for item in list { registered[item.construction, default: []].append(item) }
                        }
                    }
                }
            }
            var items: [DiscoveredShortcutItem] = []
            var position: [DiscoveredShortcutItem: Int] = [:]
            for file in sites {
                for construction in file.constructions {
                    let made =
                        registered[construction.id].map { $0.map(\.discovered) }
                        ?? (session.constructions[construction.id] ?? []).map(\.discovered)
                    for item in made where position[item] == nil {
                        position[item] = items.count
                        items.append(item)
                    }
                }
            }
            var scan = ShortcutItemSourceScan(items: items)
            for file in sites {
                for assignment in file.assignments {
                    let value = SyntaxLiterals.unwrapped(ExprSyntax(assignment.elements.dropFirst(2).first!))
                    let clears =
                        assignment.elements.count == 3
                        && (value.is(NilLiteralExprSyntax.self)
                            || (value.as(ArrayExprSyntax.self)?.elements.isEmpty ?? false))
                    let written = assignment.elements.dropFirst(2).map(\.trimmedDescription).joined(separator: " ")
                    // The path that registers the most is the assignment's; the others are other states.
                    let found = paths[assignment.id] ?? []
                    let longest = found.indices.max { found[$0].items.count < found[$1].items.count }
                    let indexes = { (list: [ItemValue]) in list.compactMap { position[$0.discovered] } }
                    var traced = ShortcutItemsAssignment(
                        location: file.locator.location(of: assignment), expression: written, clearsItems: clears,
                        pathConditions: longest.map { found[$0].conditions.map(\.text) } ?? [],
                        items: clears ? [] : longest.map { indexes(found[$0].items) })
                    var seen: Set<[Int]> = [traced.items ?? []]
                    for path in found {
                        let items = indexes(path.items)
                        guard seen.insert(items).inserted, !path.conditions.isEmpty else { continue }
                        traced.otherPaths.append(ItemsOnPath(items: items, conditions: path.conditions.map(\.text)))
                    }
                    scan.assignments.append(traced)
                }
            }
            return scan
        }
    }
}

/// Labeled arguments of a call.
struct ArgumentReader {
    let arguments: [String: ExprSyntax]

    init(_ list: LabeledExprListSyntax) {
        var byLabel: [String: ExprSyntax] = [:]
        for argument in list { byLabel[argument.label?.text ?? "_"] = argument.expression }
        arguments = byLabel
    }

    func expression(_ label: String) -> ExprSyntax? { arguments[label] }
}
