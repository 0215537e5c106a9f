import Foundation
import Testing

@testable import AppProject

/// The byte filter in front of the Swift parser: it must find a keyword wherever it sits, whatever bytes
/// surround it (the shift table lets the scan jump), and nothing else.
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

    @Test("Single keywords agree with a plain substring search, near misses included")
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

/// Keywords shorter than `KeywordFilter.shortLength` are searched apart from the longer ones (so that the longer
/// ones' scan jumps further); together the two searches must still find exactly what a substring search finds.
@Suite("Keyword filter, short and long keywords")
struct KeywordFilterShortKeywordTests {
    @Test func groupsAgreeWithSubstringSearch() {
        let groups = [["ab", "@main"], ["abcabc", "xyzxyzxyz"], ["b@m", "shortcutItems"]]
        let filter = KeywordFilter(groups: groups)
        let pieces = ["a", "b", "c", "ab", "abc", "@", "@ma", "in", "m", "xyz", "shortcut", "Items", "é", " "]
        var generator = SplitMix64(seed: 11)
        var reached = Set<UInt32>()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            var expected = KeywordFilter.Groups()
            for (index, group) in groups.enumerated() where group.contains(where: text.contains) {
                expected.insert(.group(index))
            }
            reached.insert(expected.rawValue)
            #expect(filter.groups(in: Data(text.utf8)) == expected, "\(text)")
        }
        #expect(reached.count == 8, "the generator must reach every combination of groups")
    }

    @Test(
        "A short keyword at the very end, and a near miss cut off by the end",
        arguments: [
            ("x@main", true), ("@main", true), ("x@mai", false), ("@", false), ("", false), ("@@main", true),
        ])
    func atTheEnd(_ text: String, _ found: Bool) {
        let filter = KeywordFilter(["@main", "UIApplicationDelegate"])
        #expect(filter.matches(Data(text.utf8)) == found)
    }
}

/// The one-pass search the loader runs over every Swift file (`SwiftSourceLoader.wantedScanners(in:)`, one group
/// per scanner), against a plain substring search on texts that mix the keywords' pieces (so the shift table and
/// the endings are exercised at every offset).
@Suite("Keyword filter groups")
struct KeywordFilterGroupTests {
    typealias Scanner = SwiftSourceLoader.Scanner

    @Test("Each scanner is wanted when one of its keywords occurs, wherever it sits")
    func groupsAgreeWithSubstringSearch() {
        let pieces = [
            "Int", "ent", "Intent", "shortcut", "Item", "s", "@ma", "in", "@main", "App", "Enum", "Entit", "y",
            " ", "\n", "delegate", "Class", "performAction", "For", "ShortcutItem", "é", "UIWindowScene", "Delegate",
            "willConnect", "To", "DidBecome", "Active", "AppShortcuts", "Provider",
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let expected = Scanner.allCases.reduce(into: KeywordFilter.Groups()) { found, scanner in
                if scanner.keywords.contains(where: text.contains) { found.insert(scanner.group) }
            }
            #expect(SwiftSourceLoader.wantedScanners(in: Data(text.utf8)) == expected, "\(text)")
        }
    }

    @Test("A file with keywords of every scanner wants them all; one with none wants none")
    func allAndNone() {
        let every = "@main struct A: AppShortcutsProvider { func x(performActionFor shortcutItem: ShortcutItem) }"
        #expect(
            SwiftSourceLoader.wantedScanners(in: Data(every.utf8))
                == [Scanner.items.group, Scanner.lifecycle.group, Scanner.appShortcuts.group, Scanner.handlers.group])
        #expect(SwiftSourceLoader.wantedScanners(in: Data("func step(_ value: Int) -> Int { value }".utf8)).isEmpty)
    }
}

/// A small seeded generator, so the random texts are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
