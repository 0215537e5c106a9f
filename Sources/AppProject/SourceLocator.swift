import QuickActionKit
import SwiftSyntax

/// Turns syntax positions of one file into `file:line:column` source locations.
struct SourceLocator {
    let converter: SourceLocationConverter
    let file: String

    /// Where `node` starts, after its leading trivia (comments and white space).
    func location(of node: some SyntaxProtocol) -> QuickActionKit.SourceLocation {
        let start = node.startLocation(converter: converter)
        return QuickActionKit.SourceLocation(file: file, line: start.line, column: start.column)
    }
}
