import Foundation
import Testing

@testable import AppProject

/// The byte filter in front of the Swift parser: it must find a keyword wherever it sits, whichever byte it
/// anchors on, and nothing else.
@Suite("Keyword filter")
struct KeywordFilterTests {
    @Test(
        "Keywords are found at the start, the middle and the end, and near misses are not",
        arguments: [
            ("shortcutItems = []", true), ("let x = shortcutItems", true), ("UIApplication.shared.shortcutItems", true),
            ("shortcutItem", false), ("hortcutItems", false), ("shortcutitems", false), ("", false),
            ("@main struct App", true), ("@mai", false), ("s", false),
            ("struct S: AppShortcutsProvider {", true), ("AppShortcutsProvide", false),
        ])
    func matches(_ text: String, _ found: Bool) {
        let filter = KeywordFilter(["shortcutItems", "@main", "AppShortcutsProvider"])
        #expect(filter.matches(Data(text.utf8)) == found)
    }

    @Test("Every anchor position agrees with a plain substring search")
    func agreesWithSubstringSearch() {
        let words = ["Intent", "delegateClass", "willConnectTo", "Entity", "shortcutItem", "AppEnum"]
        let texts = [
            "func step(_ value: Int) -> Int { value }", "class SceneDelegate: UIWindowSceneDelegate { willConnectTo }",
            "struct Trail: AppEntity {}", "enum Method: String, AppEnum {}", "let delegateClass = X.self",
            "IntentIntent", "Entit", "ntent", "xxIntent", "Intentxx",
        ]
        for word in words {
            let filter = KeywordFilter([word])
            for text in texts {
                #expect(filter.matches(Data(text.utf8)) == text.contains(word), "\(word) in \(text)")
            }
        }
    }
}
