import QuickActionKit

/// The command line's one way to standard output: every command's text goes through `TerminalText.visible`, so an
/// app's control characters never reach the terminal or a CI log as escape sequences (issue 34). JSON and XML carry
/// none of their own (their encoders escape them), so nothing they hold changes.
///
/// It shadows `Swift.print` in this module on purpose: a command cannot print around it.
func print(_ text: String, terminator: String = "\n") {
    Swift.print(TerminalText.visible(text), terminator: terminator)
}
