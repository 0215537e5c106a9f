import SwiftSyntax

/// How many times a construction runs, as far as source tells: once; once per case of an enum whose cases are
/// known (`Kind.allCases.map { … }`, `for kind in Kind.allCases`), with the closure parameter or loop variable bound
/// to each case; or a number known only at run time (any other loop or `map`/`forEach` closure).
struct Repetition {
    struct Bindings {
        var values: [String: EvaluatedValue] = [:]
        /// `Kind.case`, for an item made for one enum case.
        var enumCase: String?
    }

    /// One set of bindings per item the construction makes.
    var bindings: [Bindings]
    var isUnknownCount: Bool

    static let once = Repetition(bindings: [Bindings()], isUnknownCount: false)
    static let unknownCount = Repetition(bindings: [Bindings()], isUnknownCount: true)

    static let iteratingMethods: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

    /// The innermost loop or iterating closure around `node` within its function.
    static func of(_ node: some SyntaxProtocol, index: SymbolIndex) -> Repetition {
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self) {
                // `for kind in Kind.allCases where …` skips cases the tool cannot decide.
                guard loop.whereClause == nil else { return .unknownCount }
                let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return perCase(of: loop.sequence, boundTo: name.map { [$0] } ?? [], in: ancestor, index: index)
            }
            if ancestor.is(WhileStmtSyntax.self) || ancestor.is(RepeatStmtSyntax.self) { return .unknownCount }
            if let closure = ancestor.as(ClosureExprSyntax.self),
                let call = ancestor.parent?.as(FunctionCallExprSyntax.self)
                    ?? ancestor.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                iteratingMethods.contains(method.declName.baseName.text)
            {
                guard let base = method.base else { return .unknownCount }
                return perCase(of: base, boundTo: parameterNames(of: closure), in: ancestor, index: index)
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                || ancestor.is(AccessorDeclSyntax.self)
            {
                return .once
            }
            current = ancestor.parent
        }
        return .once
    }

    /// `Kind.allCases` with known cases: one binding per case; anything else an unknown count.
    private static func perCase(
        of sequence: ExprSyntax, boundTo names: [String], in scope: Syntax, index: SymbolIndex
    ) -> Repetition {
        guard let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let base = member.base?.trimmedDescription
        else { return .unknownCount }
        let context = EnclosingType.name(of: scope)
        let typeName = base == "Self" ? context : base
        guard let typeName, let type = index.type(named: typeName, from: context), type.symbols.isEnum,
            !type.symbols.cases.isEmpty
        else { return .unknownCount }
        return Repetition(
            bindings: type.symbols.cases.map { enumCase in
                let value = EvaluatedValue.enumCase(type: type.name, name: enumCase.name)
                return Bindings(
                    values: Dictionary(uniqueKeysWithValues: names.map { ($0, value) }),
                    enumCase: type.name + "." + enumCase.name)
            }, isUnknownCount: false)
    }

    /// `$0`, or the names a closure declares (`{ kind in … }`, `{ (kind) in … }`).
    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return ["$0"] }
        switch parameters {
        case .simpleInput(let names): return names.map(\.name.text) + ["$0"]
        case .parameterClause(let clause): return clause.parameters.map(\.firstName.text) + ["$0"]
        }
    }
}
