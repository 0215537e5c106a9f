import SwiftSyntax

/// Which `#if` clauses are compiled into the app people install from the App Store: an iOS device build (issue 30).
/// `os(iOS)` and `canImport(UIKit)` hold; `targetEnvironment(macCatalyst)` and `targetEnvironment(simulator)` do
/// not (Home Screen quick actions exist on iPhone and iPad only, platform-facts §4); a custom flag such as `DEBUG`
/// holds only when the build configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` lists it, as for the compiler.
struct CompilationConditions {
    /// The configuration's active compilation conditions.
    var flags: Set<String> = []

    /// Modules an iOS app can import; anything else is assumed importable only when it is not a Mac-only one.
    private static let unavailableModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit"]

    /// The clause of `#if … #elseif … #else` that is compiled, if any.
    func activeClause(of declaration: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        declaration.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return holds(condition)
        }
    }

    /// Whether a node is compiled: every `#if` clause around it is the active one.
    func isCompiled(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
                let declaration = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                activeClause(of: declaration)?.id != clause.id
            {
                return false
            }
            current = ancestor.parent
        }
        return true
    }

    func holds(_ condition: ExprSyntax) -> Bool {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            // `||` binds looser than `&&`: split on the last `||`, else the last `&&`.
            for wanted in ["||", "&&"] {
                if let split = elements.lastIndex(where: {
                    $0.as(BinaryOperatorExprSyntax.self)?.operator.text == wanted
                }) {
                    let left = Self.sequence(elements[..<split])
                    let right = Self.sequence(elements[(split + 1)...])
                    return wanted == "||" ? holds(left) || holds(right) : holds(left) && holds(right)
                }
            }
            return false
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true)
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return flags.contains(reference.baseName.text)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "targetEnvironment": return false  // macCatalyst, simulator
            case "canImport": return !Self.unavailableModules.contains(argument)
            case "arch": return argument == "arm64"
            case "swift", "compiler": return true
            default: return false
            }
        }
        return false
    }

    private static func sequence(_ elements: some Collection<ExprSyntax>) -> ExprSyntax {
        if elements.count == 1, let only = elements.first { return only }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements))))
    }
}

/// What the build of the app read decides for its Swift: the `#if` conditions, and values the project's settings
/// give the running app (its bundle identifier).
struct AppBuild {
    var conditions = CompilationConditions()
    var bundleIdentifier: String?
}
