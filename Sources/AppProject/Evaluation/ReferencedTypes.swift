import SwiftSyntax

/// The type names that texts of quick actions and App Shortcuts refer to (`L10n`, `AppStrings`, `QuickAction`):
/// the capitalized root of each member access in an item construction's arguments, in the constants declared in
/// the function around it and in the sequences its loops run over, and in App Intents titles. The files declaring them are the
/// only files besides the keyword matches that the reader parses (issue 14: parse less). The functions around an
/// assignment to `shortcutItems` count whole, and so do the names of free functions called there (`l10n(.scan)`):
/// the evaluator runs that code (issue 30).
///
/// A name in the style of Apple's SDK (`UIImage`, `NSString`) is kept apart in `sdkStyledNames`: such a type is
/// almost always the SDK's, which the app does not declare, but an app may name one of its own that way (an enum
/// `UIImageName` of its icons). Only declarations of those are looked for, not their extensions, which apps write
/// for UIKit's types everywhere.
final class ReferencedTypes: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Referenced names in the SDK's style (`isSDKType`), kept apart from `names`.
    private(set) var sdkStyledNames: Set<String> = []
    /// Free functions called where items are made or assigned.
    private(set) var functions: Set<String> = []
    /// Bodies whose constants and loops were read, and bodies read whole (around an assignment).
    private var readBodies: Set<SyntaxIdentifier> = []
    private var readWholeBodies: Set<SyntaxIdentifier> = []
    /// Static properties whose value people read (App Intents titles and display representations).
    static let textProperties: Set<String> = [
        "title", "description", "caseDisplayRepresentations", "typeDisplayRepresentation", "appShortcuts",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A construction, or a call of the app's own helper on the item type (`UIApplicationShortcutItem.from(…)`).
        if ShortcutItemSourceScanner.constructs(node)
            || node.calledExpression.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.tokenKind == .identifier("UIApplicationShortcutItem")
                    || $0.tokenKind == .identifier("UIMutableApplicationShortcutItem")
            })
        {
            collect(in: Syntax(node.arguments))
            includeEnclosingType(of: Syntax(node))
            collectMembers(namedIn: node.arguments, around: Syntax(node))
            // A body is read once, however many items it makes.
            if let body = Self.enclosingBody(of: Syntax(node)), readBodies.insert(body.id).inserted {
                collectConstantsAndLoops(in: body)
            }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ItemSites.assignsShortcutItems(node) {
            includeEnclosingType(of: Syntax(node))
            let body = Self.enclosingBody(of: Syntax(node)) ?? Syntax(node)
            if readWholeBodies.insert(body.id).inserted { collect(in: body) }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // The name's text, not `trimmedDescription`, which copies the pattern's tree (issue 34: 40% of the time of
        // a file of declarations).
        for binding in node.bindings
        where Self.textProperties.contains(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "") {
            collect(in: Syntax(binding))
        }
        return .visitChildren
    }

    /// The names in the conditions and returns of the quick-action handlers a file declares (`if
    /// Flags.handlesActions`), so that the evaluator can decide them. Only the members of the file's types are
    /// looked at, not every node: handler files are often large delegates.
    func collectHandlerConditions(in tree: SourceFileSyntax) {
        for statement in tree.statements {
            let members: MemberBlockItemListSyntax? =
                statement.item.as(ClassDeclSyntax.self)?.memberBlock.members
                ?? statement.item.as(ExtensionDeclSyntax.self)?.memberBlock.members
                ?? statement.item.as(StructDeclSyntax.self)?.memberBlock.members
            for member in members ?? [] {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    ShortcutHandlerScanner.handlerNames.contains(function.name.text), let body = function.body
                else { continue }
                collectConditions(in: Syntax(body))
            }
        }
    }

    /// The conditions, `switch` subjects and returned values of a body.
    private func collectConditions(in body: Syntax) {
        final class Finder: SyntaxVisitor {
            var nodes: [Syntax] = []
            override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
                nodes.append(Syntax(node))
                return .skipChildren
            }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                nodes.append(Syntax(node.subject))
                return .visitChildren
            }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.expression { nodes.append(Syntax(value)) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        for node in finder.nodes {
            collect(in: node)
            // `Action(rawValue: shortcutItem.type)`: the enum the handler makes from the item's type.
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    token.nextToken(viewMode: .sourceAccurate)?
                        .tokenKind == .leftParen, name.first?.isUppercase == true
                else { continue }
                note(name)
            }
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Parameter" { collect(in: Syntax(node)) }
        return .skipChildren
    }

    /// The members of the type around a construction that its arguments name without `self.` (`localizedTitle:
    /// title` where `title` switches over `self` and returns `Texts.x`): what those bodies refer to counts too.
    private func collectMembers(namedIn arguments: LabeledExprListSyntax, around node: Syntax) {
        let names = Set(
            arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text })
        guard !names.isEmpty else { return }
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) { current = ancestor.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return }
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    names.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
                })
            {
                collect(in: Syntax(variable))
            } else if let function = member.decl.as(FunctionDeclSyntax.self), names.contains(function.name.text) {
                collect(in: Syntax(function))
            }
        }
    }

    /// The type the code is in: its members used without `self.` may be declared in extensions in other files.
    private func includeEnclosingType(of node: Syntax) {
        guard let enclosing = EnclosingType.name(of: node), let root = enclosing.split(separator: ".").first else {
            return
        }
        note(String(root))
    }

    /// Adds a referenced type name to `names`, or to `sdkStyledNames` when it has the SDK's style.
    private func note(_ name: String) {
        if Self.isSDKType(name) { sdkStyledNames.insert(name) } else { names.insert(name) }
    }

    /// The initializers of the constants a body declares and the sequences its loops and `map`s run over.
    private func collectConstantsAndLoops(in body: Syntax) {
        final class Finder: SyntaxVisitor {
            var nodes: [Syntax] = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let value = node.initializer?.value { nodes.append(Syntax(value)) }
                return .skipChildren
            }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                nodes.append(Syntax(node.sequence))
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "allCases" { nodes.append(Syntax(node)) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        for node in finder.nodes { collect(in: node) }
    }

    /// Whether a name follows Apple's SDK prefixes (`UI…`, `NS…`, `CG…`), which an app rarely declares.
    static func isSDKType(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        guard scalars.count == 3 else { return false }
        let prefix = String(String.UnicodeScalarView(scalars[0..<2]))
        return ["UI", "NS", "CG", "CF", "CL", "MK", "AV", "UN", "WK", "SK"].contains(prefix)
            && scalars[2].properties.isUppercase
    }

    private func collect(in node: Syntax) {
        final class Roots: SyntaxVisitor {
            var names: Set<String> = []
            var functions: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let first = name.unicodeScalars.first, first.properties.isLowercase
                {
                    functions.insert(name)
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                var base = node.base
                while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
                if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let first = name.unicodeScalars.first, first.properties.isUppercase, name != "Self"
                {
                    names.insert(name)
                }
                return .visitChildren
            }
        }
        let roots = Roots(viewMode: .sourceAccurate)
        roots.walk(node)
        for name in roots.names { note(name) }
        functions.formUnion(roots.functions)
    }

    /// The body of the function, initializer or accessor a node is in.
    private static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if ancestor.is(AccessorBlockSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
