import Foundation
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

    @Test("In JSON, delete and the C1 controls become JSON escapes, so the document stays valid")
    func visibleJSON() throws {
        let json = "{\"title\" : \"\u{9B}New\u{7F}\u{85}\", \"n\" : 1}\n"
        let visible = TerminalText.visibleJSON(json)
        #expect(visible == "{\"title\" : \"\\u009bNew\\u007f\\u0085\", \"n\" : 1}\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(visible.utf8)) as? [String: Any]
        #expect(decoded?["title"] as? String == "\u{9B}New\u{7F}\u{85}")
    }
}
