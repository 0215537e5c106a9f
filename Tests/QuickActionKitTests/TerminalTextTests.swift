import QuickActionKit
import Testing

/// Issue 34: an app's text must not write escape sequences into a terminal or a CI log.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test("C0 controls but line feed and tab, delete and C1 controls are written out; other text is kept")
    func visible() {
        #expect(
            TerminalText.visible("a\u{1B}[31mb\rc\u{7}\u{8}d\u{7F}e\u{9B}2Jf\u{0}")
                == #"a\u{1B}[31mb\u{D}c\u{7}\u{8}d\u{7F}e\u{9B}2Jf\u{0}"#)
        #expect(TerminalText.visible("Neue Nachricht\n\tمرحبا 新規 👍") == "Neue Nachricht\n\tمرحبا 新規 👍")
        #expect(TerminalText.visible("") == "")
    }
}
