import Foundation
import QuickActionKit

/// The command line's one way to standard output: every command's text goes through `TerminalText.visible`, so an
/// app's control characters never reach the terminal or a CI log as escape sequences (issue 34); a JSON document goes
/// through `printJSON`, which writes them as JSON escapes instead.
///
/// It shadows `Swift.print` in this module on purpose: a command cannot print around it by accident.
func print(_ text: String, terminator: String = "\n") {
    Swift.print(TerminalText.visible(text), terminator: terminator)
}

/// A JSON document to standard output, through the same gate in its JSON form (`TerminalText.visibleJSON`): the
/// text gate's `\u{9B}` would not be JSON.
func printJSON(_ data: Data) {
    Swift.print(TerminalText.visibleJSON(String(decoding: data, as: UTF8.self)))
}
