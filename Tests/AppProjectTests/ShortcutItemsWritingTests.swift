import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("Writing shortcut items back to Info.plist")
struct ShortcutItemsWritingTests {
    let items = [
        ShortcutItem(
            type: "compose", localizedTitle: "New <Note>", localizedSubtitle: "Fast & blank", icon: .system(.compose),
            userInfo: ["version": "3.2", "count": 2, "nested": ["flag": true]], targetContentIdentifier: "notes/new"),
        ShortcutItem(type: "search", localizedTitle: "Search", icon: .systemImageName("magnifyingglass")),
        ShortcutItem(type: "pin", localizedTitle: "Pinned", icon: .templateImageName("Pin")),
    ]

    func reread(_ data: Data) throws -> PropertyListDocument { try PropertyListDocument(data: data, file: "out.plist") }

    func decodedItems(_ document: PropertyListDocument) -> [ShortcutItem] {
        (document.root[InfoPlistKey.shortcutItems]?.value.elements ?? []).compactMap {
            try? ShortcutItem.decode(infoPlistEntry: $0.value).get()
        }
    }

    @Test("Replacing items in XML round-trips and keeps every other byte")
    func xmlRoundTrip() throws {
        let original = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.plist"))
        let written = try original.replacingShortcutItems(with: items)
        let document = try reread(written)
        #expect(decodedItems(document) == items)
        var before = original.root.value.dictionaryValue!
        var after = document.root.value.dictionaryValue!
        before[InfoPlistKey.shortcutItems] = nil
        after[InfoPlistKey.shortcutItems] = nil
        #expect(before == after)
        let text = String(decoding: written, as: UTF8.self)
        let originalText = String(decoding: original.data, as: UTF8.self)
        let prefix = originalText.components(separatedBy: "\t<key>UIApplicationShortcutItems</key>")[0]
        #expect(text.hasPrefix(prefix))
        #expect(text.contains("<!-- A comment that must survive an edit. -->"))
        #expect(
            text.hasSuffix(
                "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>\n</dict>\n</plist>\n"
            ))
        #expect(text.contains("\t\t\t<string>New &lt;Note&gt;</string>"))
    }

    @Test("Writing the same items twice gives the same bytes")
    func idempotent() throws {
        let original = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.plist"))
        let once = try original.replacingShortcutItems(with: items)
        let twice = try reread(once).replacingShortcutItems(with: items)
        #expect(once == twice)
    }

    @Test("Items are added to a plist without them, in its own indentation")
    func insertIntoPlistWithoutItems() throws {
        let original = try PropertyListDocument(contentsOf: Fixtures.path("plists/SpacesNoItems.plist"))
        let written = try original.replacingShortcutItems(with: items)
        #expect(decodedItems(try reread(written)) == items)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("  <key>UIApplicationShortcutItems</key>\n  <array>\n    <dict>\n"))
        #expect(text.hasPrefix(String(decoding: original.data, as: UTF8.self).components(separatedBy: "</dict>")[0]))
    }

    @Test("Writing no items removes the key and nothing else")
    func removeItems() throws {
        let original = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.plist"))
        let document = try reread(try original.replacingShortcutItems(with: []))
        #expect(document.root[InfoPlistKey.shortcutItems] == nil)
        var expected = original.root.value.dictionaryValue!
        expected[InfoPlistKey.shortcutItems] = nil
        #expect(document.root.value == .dictionary(expected))
    }

    @Test("A binary plist is written as binary with the same other values")
    func binaryRoundTrip() throws {
        let original = try PropertyListDocument(contentsOf: Fixtures.path("plists/AllKeys.binary.plist"))
        let document = try reread(try original.replacingShortcutItems(with: items))
        #expect(document.format == .binary)
        #expect(decodedItems(document) == items)
        #expect(document.root["CFBundleVersion"]?.value.value == .string("412"))
    }
}
