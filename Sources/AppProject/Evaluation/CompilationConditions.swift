import QuickActionKit
import SwiftSyntax

/// Which `#if` clauses are compiled into the app people install from the App Store: an iOS device build (issue 30).
/// `os(iOS)` and `canImport(UIKit)` hold; `targetEnvironment(macCatalyst)` and `targetEnvironment(simulator)` do
/// not (Home Screen quick actions exist on iPhone and iPad only, platform-facts §4); a custom flag such as `DEBUG`
/// holds only when the build configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` lists it, as for the compiler.
struct CompilationConditions {
    /// The configuration's active compilation conditions.
    var flags: Set<String> = []
    /// The oldest iOS the app installs on (`IPHONEOS_DEPLOYMENT_TARGET`, a version such as `13.5`), which decides
    /// `#available` checks for that version or older; nil when the project does not say or says something else.
    var deploymentTarget: String?

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

    /// Whether `#available(…)` (or `#unavailable(…)`) holds on every iOS the app installs on (true), on none
    /// (false), or depends on the device's version (nil). Its iOS entry, `iOS 13.0`, holds on every device when the
    /// deployment target is that version or later; without an iOS entry, `*` stands for the deployment target, so
    /// the check holds (The Swift Programming Language, "Control Flow: Checking API Availability": "on any other
    /// platform, the body of the if executes on the minimum deployment target"; SE-0290: `#unavailable` is its
    /// opposite, and false where no version is listed for the platform).
    func availability(_ condition: AvailabilityConditionSyntax) -> Bool? {
        var iOSVersion: String?
        var hasWildcard = false
        for argument in condition.availabilityArguments {
            switch argument.argument {
            case .token(let token) where token.text == "*": hasWildcard = true
            case .availabilityVersionRestriction(let restriction) where restriction.platform.text == "iOS":
                guard let version = restriction.version?.trimmedDescription, IOSVersion.isVersion(version) else {
                    return nil
                }
                iOSVersion = version
            default: continue
            }
        }
        let holds: Bool
        if let iOSVersion {
            guard let deploymentTarget, IOSVersion.isVersion(deploymentTarget),
                !IOSVersion.isEarlier(deploymentTarget, than: iOSVersion)
            else { return nil }
            holds = true
        } else if hasWildcard || condition.availabilityKeyword.tokenKind == .poundUnavailable {
            // `#unavailable` lists no `*`; without an iOS entry it is false on iOS, as `#available(…, *)` is true.
            holds = true
        } else {
            return nil
        }
        return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !holds : holds
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
