import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// Reads the literal parts of a `Project.swift`: string, number and Boolean literals, array and dictionary literals,
/// and calls and members of ProjectDescription's types written with literal arguments. Anything else (a variable,
/// a helper's call, string interpolation) is recorded in `notes` with its position and never guessed.
struct TuistLiterals {
    let file: String
    let converter: SourceLocationConverter
    var notes: [FileProblem] = []
    /// Where every node is, for a tree that is not the manifest's text but its project evaluated and written back
    /// (`TuistManifestEvaluating`): the place in the manifest the project was evaluated from.
    let evaluatedAt: QuickActionKit.SourceLocation?

    init(file: String, tree: SourceFileSyntax, evaluatedAt: QuickActionKit.SourceLocation? = nil) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        self.evaluatedAt = evaluatedAt
        rootPrefix = String(repeating: "../", count: TuistRoot.levelsUp(from: file) ?? 0)
    }

    /// The way from the manifest's folder to the repository's Tuist root (`../../`), for `.relativeToRoot(…)`.
    let rootPrefix: String

    /// Where `node` starts, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> QuickActionKit.SourceLocation {
        if let evaluatedAt { return evaluatedAt }
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return QuickActionKit.SourceLocation(file: file, line: position.line, column: position.column)
    }

    // MARK: Values

    /// A string literal without interpolation (also `.string("x")` / `.init("x")`); otherwise noted as `what`.
    mutating func string(_ expression: ExprSyntax, what: String) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
            return value
        }
        if let call = ManifestCall(expression), ["string", "init", "relativeToManifest", "path"].contains(call.name),
            let argument = call.arguments.first, call.arguments.count == 1
        {
            return string(argument.expression, what: what)
        }
        if let call = ManifestCall(expression), call.name == "relativeToRoot", let argument = call.arguments.first,
            call.arguments.count == 1
        {
            return string(argument.expression, what: what).map { rootPrefix + $0 }
        }
        note(expression, what: what)
        return nil
    }

    /// The elements of an array literal; otherwise noted as `what`.
    mutating func array(_ expression: ExprSyntax, what: String) -> [ExprSyntax]? {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        note(expression, what: what)
        return nil
    }

    /// The entries of a dictionary literal with string-literal keys; a key that is not one is noted and skipped.
    mutating func dictionary(
        _ expression: ExprSyntax, what: String
    ) -> [(key: String, keyLocation: QuickActionKit.SourceLocation, value: ExprSyntax)]? {
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else {
            // `[]` is how an empty dictionary is often written where a dictionary is expected.
            if let array = expression.as(ArrayExprSyntax.self), array.elements.isEmpty { return [] }
            note(expression, what: what)
            return nil
        }
        guard case .elements(let elements) = dictionary.content else { return [] }
        var entries: [(key: String, keyLocation: QuickActionKit.SourceLocation, value: ExprSyntax)] = []
        for element in elements {
            guard let key = string(element.key, what: "a key of \(what)") else { continue }
            entries.append((key, location(of: element.key), element.value))
        }
        return entries
    }

    /// The name of a member written alone: `.app` → `app`; otherwise noted as `what`.
    mutating func member(_ expression: ExprSyntax, what: String) -> String? {
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.base == nil || access.base?.as(DeclReferenceExprSyntax.self) != nil
        {
            return access.declName.baseName.text
        }
        note(expression, what: what)
        return nil
    }

    // MARK: Notes

    /// Records that `expression` could not be evaluated, naming what it is and what value it stood for.
    mutating func note(_ expression: some SyntaxProtocol, what: String) {
        notes.append(
            FileProblem(
                location: location(of: expression),
                message: "\(what) is \(Self.kind(of: expression)) (`\(Self.snippet(of: expression))`) known only when "
                    + "Tuist runs, so it is not read"))
    }

    static func kind(of expression: some SyntaxProtocol) -> String {
        let syntax = Syntax(expression)
        if syntax.is(FunctionCallExprSyntax.self) { return "a function call" }
        if syntax.is(DeclReferenceExprSyntax.self) { return "a variable" }
        if syntax.is(StringLiteralExprSyntax.self) { return "a string with interpolation" }
        if syntax.is(MemberAccessExprSyntax.self) { return "a computed member" }
        return "not a literal"
    }

    /// The expression's source on one line, shortened.
    static func snippet(of expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}

/// A call of a manifest (Tuist's `Project.swift`, SwiftPM's `Package.swift`) written as `.name(…)`, `Name(…)` or
/// `Type.name(…)`: the name (`target`, `Target`, …) and the arguments.
struct ManifestCall {
    let name: String
    let arguments: LabeledExprListSyntax
    let syntax: FunctionCallExprSyntax

    init?(_ expression: ExprSyntax) {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        arguments = call.arguments
        syntax = call
    }

    /// The argument labelled `label` (`nil` for the first unlabelled one).
    subscript(label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}
