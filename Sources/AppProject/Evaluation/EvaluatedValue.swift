import QuickActionKit

/// What the evaluator knows of an expression's value.
enum EvaluatedValue {
    /// A string: literal, localized through a table, or computed.
    case text(SourceText)
    /// A case of an enum declared in the app (`QuickAction.compose`).
    case enumCase(type: String, name: String)
    /// The `nil` literal: an optional argument that is absent.
    case none
    /// A value the tool cannot know before run time, as written.
    case unknown(String)

    /// The value as text: a string, an enum case's name is not text, anything else computed as written.
    func text(writtenAs expression: String) -> SourceText {
        if case .text(let text) = self { return text }
        return .computed(expression: expression)
    }
}
