import Foundation
import QuickActionKit
import Testing

@Suite("ShortcutItem Info.plist form")
struct ShortcutItemInfoPlistTests {
    private func problems(_ result: Result<ShortcutItem, StaticItemDecodingError>) -> [StaticItemProblem]? {
        if case .failure(let error) = result { return error.problems }
        return nil
    }

    private func item(_ entry: [String: PropertyListValue]) throws -> ShortcutItem {
        try ShortcutItem.decode(infoPlistEntry: .dictionary(entry)).get()
    }

    @Test("Every key is read, including TargetContentIdentifier and UserInfo")
    func decodesAllKeys() throws {
        let entry: PropertyListValue = [
            InfoPlistKey.itemType: "com.example.search",
            InfoPlistKey.itemTitle: "Search",
            InfoPlistKey.itemSubtitle: "Find trails",
            InfoPlistKey.itemIconType: "UIApplicationShortcutIconTypeSearch",
            InfoPlistKey.itemTargetContentIdentifier: "search-scene",
            InfoPlistKey.itemUserInfo: ["version": 2, "source": "plist", "pinned": true],
        ]

        let item = try ShortcutItem.decode(infoPlistEntry: entry).get()

        #expect(item.type == "com.example.search")
        #expect(item.localizedTitle == "Search")
        #expect(item.localizedSubtitle == "Find trails")
        #expect(item.icon == .system(.search))
        #expect(item.targetContentIdentifier == "search-scene")
        #expect(item.userInfo == ["version": .integer(2), "source": .string("plist"), "pinned": .bool(true)])
    }

    @Test("Only type and title are required")
    func minimalItem() throws {
        let item = try item([InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: "Title"])

        #expect(item == ShortcutItem(type: "t", localizedTitle: "Title"))
    }

    @Test("A missing type is reported as missingKey")
    func missingType() {
        let result = ShortcutItem.decode(infoPlistEntry: [InfoPlistKey.itemTitle: "Search"])

        #expect(problems(result) == [.missingKey(InfoPlistKey.itemType)])
    }

    @Test("A title that is not a string is reported as wrongValueType")
    func titleNotAString() {
        let result = ShortcutItem.decode(infoPlistEntry: [InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: 42])

        #expect(
            problems(result) == [.wrongValueType(key: InfoPlistKey.itemTitle, expected: "String", actual: "Number")])
    }

    @Test("UserInfo that is not a dictionary is reported as wrongValueType")
    func userInfoNotADictionary() {
        let result = ShortcutItem.decode(infoPlistEntry: [
            InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: "T", InfoPlistKey.itemUserInfo: ["a", "b"],
        ])

        #expect(
            problems(result) == [
                .wrongValueType(key: InfoPlistKey.itemUserInfo, expected: "Dictionary", actual: "Array")
            ])
    }

    @Test(
        "An element that is not a dictionary is reported as notADictionary",
        arguments: [
            PropertyListValue.string("Search"), .array(["Search"]), .integer(1),
        ])
    func notADictionary(entry: PropertyListValue) {
        #expect(problems(ShortcutItem.decode(infoPlistEntry: entry)) == [.notADictionary(actualKind: entry.kindName)])
    }

    @Test("All problems are collected: a missing type and a missing title are both reported")
    func allProblemsCollected() {
        let result = ShortcutItem.decode(infoPlistEntry: [
            InfoPlistKey.itemSubtitle: .bool(false), InfoPlistKey.itemIconType: "UIApplicationShortcutIconTypeAdd",
        ])

        #expect(
            problems(result) == [
                .missingKey(InfoPlistKey.itemType), .missingKey(InfoPlistKey.itemTitle),
                .wrongValueType(key: InfoPlistKey.itemSubtitle, expected: "String", actual: "Boolean"),
            ])
    }

    struct IconCase: Sendable, CustomTestStringConvertible {
        var symbolName: String?
        var file: String?
        var type: String?
        var expected: ShortcutIcon?

        var testDescription: String {
            let keys = [symbolName.map { _ in "symbol" }, file.map { _ in "file" }, type.map { _ in "type" }]
            return keys.compactMap { $0 }.joined(separator: "+")
                + " → \(expected.map(String.init(describing:)) ?? "nil")"
        }
    }

    @Test(
        "Icon precedence: SymbolName, then IconFile, then IconType",
        arguments: [
            IconCase(
                symbolName: "star", file: "Pin", type: "UIApplicationShortcutIconTypeAdd",
                expected: .systemImageName("star")),
            IconCase(symbolName: "star", file: "Pin", type: nil, expected: .systemImageName("star")),
            IconCase(
                symbolName: "star", file: nil, type: "UIApplicationShortcutIconTypeAdd",
                expected: .systemImageName("star")),
            IconCase(symbolName: "star", file: nil, type: nil, expected: .systemImageName("star")),
            IconCase(
                symbolName: nil, file: "Pin", type: "UIApplicationShortcutIconTypeAdd",
                expected: .templateImageName("Pin")),
            IconCase(symbolName: nil, file: "Pin", type: nil, expected: .templateImageName("Pin")),
            IconCase(symbolName: nil, file: nil, type: "UIApplicationShortcutIconTypeAdd", expected: .system(.add)),
            IconCase(symbolName: nil, file: nil, type: nil, expected: nil),
        ])
    func iconPrecedence(iconCase: IconCase) throws {
        var entry: [String: PropertyListValue] = [InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: "T"]
        if let symbolName = iconCase.symbolName { entry[InfoPlistKey.itemIconSymbolName] = .string(symbolName) }
        if let file = iconCase.file { entry[InfoPlistKey.itemIconFile] = .string(file) }
        if let type = iconCase.type { entry[InfoPlistKey.itemIconType] = .string(type) }

        #expect(try item(entry).icon == iconCase.expected)
        let declared = DeclaredIconKeys(item: entry)
        #expect(declared.effectiveIcon == iconCase.expected)
    }

    @Test("An unknown IconType string gives no icon, and the item is still valid")
    func unknownIconType() throws {
        let item = try item([
            InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: "T",
            InfoPlistKey.itemIconType: "UIApplicationShortcutIconTypeSparkle",
        ])

        #expect(item.icon == nil)
        #expect(item.localizedTitle == "T")
    }

    @Test(
        "infoPlistEntry decodes back to an equal item for every icon kind except contact",
        arguments: [
            ShortcutItem(type: "a", localizedTitle: "System", icon: .system(.markLocation)),
            ShortcutItem(
                type: "b", localizedTitle: "Symbol", localizedSubtitle: "sub", icon: .systemImageName("star.fill")),
            ShortcutItem(type: "c", localizedTitle: "File", icon: .templateImageName("Pin")),
            ShortcutItem(
                type: "d", localizedTitle: "None", localizedSubtitle: "with everything",
                userInfo: [
                    "n": 1, "r": 2.5, "b": true, "s": "x", "a": [1, "two"], "d": ["k": "v"],
                    "date": .date(Date(timeIntervalSince1970: 1_795_341_600)), "data": .data(Data([0, 1, 2])),
                ],
                targetContentIdentifier: "scene-1"),
        ])
    func infoPlistEntryRoundTrips(item: ShortcutItem) {
        #expect(ShortcutItem.decode(infoPlistEntry: item.infoPlistEntry) == .success(item))
    }

    @Test("infoPlistEntry writes the documented keys")
    func infoPlistEntryKeys() {
        let item = ShortcutItem(
            type: "t", localizedTitle: "T", localizedSubtitle: "S", icon: .system(.markLocation), userInfo: ["k": 1],
            targetContentIdentifier: "id")

        #expect(
            item.infoPlistEntry == [
                InfoPlistKey.itemType: "t", InfoPlistKey.itemTitle: "T", InfoPlistKey.itemSubtitle: "S",
                InfoPlistKey.itemIconType: "UIApplicationShortcutIconTypeMarkLocation",
                InfoPlistKey.itemUserInfo: ["k": 1], InfoPlistKey.itemTargetContentIdentifier: "id",
            ])
    }

    @Test("A contact icon has no Info.plist form and is left out")
    func contactIconLeftOut() throws {
        let item = ShortcutItem(
            type: "t", localizedTitle: "Maya", icon: .contact(ContactIcon(givenName: "Maya", familyName: "Lin")))

        let decoded = try ShortcutItem.decode(infoPlistEntry: item.infoPlistEntry).get()
        #expect(decoded.icon == nil)
        #expect(decoded.localizedTitle == "Maya")
    }

    @Test("DeclaredIconKeys.presentKeys lists the present keys in precedence order")
    func presentKeys() {
        #expect(
            DeclaredIconKeys(symbolName: "s", file: "f", type: "t").presentKeys == [
                InfoPlistKey.itemIconSymbolName, InfoPlistKey.itemIconFile, InfoPlistKey.itemIconType,
            ])
        #expect(
            DeclaredIconKeys(symbolName: "s", type: "t").presentKeys == [
                InfoPlistKey.itemIconSymbolName, InfoPlistKey.itemIconType,
            ])
        #expect(
            DeclaredIconKeys(file: "f", type: "t").presentKeys == [
                InfoPlistKey.itemIconFile, InfoPlistKey.itemIconType,
            ])
        #expect(DeclaredIconKeys(type: "t").presentKeys == [InfoPlistKey.itemIconType])
        #expect(DeclaredIconKeys().presentKeys == [])
    }

    @Test("DeclaredIconKeys(item:) ignores icon values that are not strings")
    func declaredIconKeysIgnoresNonStrings() {
        let keys = DeclaredIconKeys(item: [
            InfoPlistKey.itemIconSymbolName: 3, InfoPlistKey.itemIconFile: "Pin",
        ])

        #expect(keys == DeclaredIconKeys(file: "Pin"))
        #expect(keys.presentKeys == [InfoPlistKey.itemIconFile])
    }
}
