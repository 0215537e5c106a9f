import HomeScreen
import QuickActionKit
import Testing

@Suite("Menu composition: which app items show, in what order")
struct MenuCompositionTests {
    @Test("Static items come first, in plist order, then dynamic items in registration order")
    func staticThenDynamic() throws {
        let app = TestApps.app(staticItems: TestApps.staticItems(["Start Hike", "Log Trail"]))
        let menu = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["Recent: Rome", "Recent: Oslo"]))

        #expect(menu.titles == ["Start Hike", "Log Trail", "Recent: Rome", "Recent: Oslo"])
        #expect(menu.items.map(\.source.kind) == [.static, .static, .dynamic, .dynamic])
        #expect(menu.items.map(\.source.index) == [0, 1, 0, 1])
        #expect(menu.notShown.isEmpty)
    }

    @Test("Static items are shown in plist order, not sorted by title")
    func staticOrderIsPlistOrder() throws {
        let app = TestApps.app(staticItems: TestApps.staticItems(["Zebra", "Apple", "Mango"]))
        let menu = try TestApps.launchedMenu(app)

        #expect(menu.titles == ["Zebra", "Apple", "Mango"])
    }

    @Test("Items with an empty title are skipped and reported as emptyTitle, static ones included")
    func emptyTitlesAreSkipped() throws {
        let app = TestApps.app(staticItems: [
            TestApps.staticItem(0, type: "static.blank", title: ""),
            TestApps.staticItem(1, type: "static.search", title: "Search"),
        ])
        let menu = try TestApps.launchedMenu(
            app, dynamicItems: [TestApps.dynamic("", type: "dynamic.blank"), TestApps.dynamic("Recent")])

        #expect(menu.titles == ["Search", "Recent"])
        #expect(menu.notShown.count == 2)
        let staticBlank = try #require(menu.notShown.first { $0.source.kind == .static })
        #expect(staticBlank.type == "static.blank")
        #expect(staticBlank.source.index == 0)
        #expect(staticBlank.reason == .emptyTitle)
        let dynamicBlank = try #require(menu.notShown.first { $0.source.kind == .dynamic })
        #expect(dynamicBlank.type == "dynamic.blank")
        #expect(dynamicBlank.reason == .emptyTitle)
    }

    @Test("An empty title does not use up one of the four places")
    func emptyTitleDoesNotCountTowardFour() throws {
        let app = TestApps.app(staticItems: [
            TestApps.staticItem(0, type: "static.blank", title: "")
        ])
        let menu = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["One", "Two", "Three", "Four"]))

        #expect(menu.titles == ["One", "Two", "Three", "Four"])
        #expect(menu.notShown.map(\.reason) == [.emptyTitle])
    }

    @Test("At most four app items show; the fifth and later are beyondFourItemLimit with position and total")
    func atMostFourItems() throws {
        let app = TestApps.app(staticItems: TestApps.staticItems(["S1", "S2", "S3"]))
        let menu = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["D1", "D2", "D3"]))

        #expect(menu.titles == ["S1", "S2", "S3", "D1"])
        #expect(menu.notShown.map(\.title) == ["D2", "D3"])
        #expect(
            menu.notShown.map(\.reason) == [
                .beyondFourItemLimit(position: 5, total: 6), .beyondFourItemLimit(position: 6, total: 6),
            ])
        #expect(menu.notShown.map(\.source.kind) == [.dynamic, .dynamic])
        #expect(menu.notShown.map(\.source.index) == [1, 2])
    }

    @Test("Exactly four items all show and nothing is reported")
    func exactlyFourItems() throws {
        let app = TestApps.app(staticItems: TestApps.staticItems(["S1", "S2"]))
        let menu = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["D1", "D2"]))

        #expect(menu.titles == ["S1", "S2", "D1", "D2"])
        #expect(menu.notShown.isEmpty)
    }

    @Test("An invalid static item is not shown, is reported with its problems, and does not count toward four")
    func invalidStaticItem() throws {
        let problems: [StaticItemProblem] = [
            .missingKey(InfoPlistKey.itemType),
            .wrongValueType(key: InfoPlistKey.itemSubtitle, expected: "String", actual: "Number"),
        ]
        let app = TestApps.app(staticItems: [
            TestApps.staticItem(0, type: "static.search", title: "Search"),
            TestApps.invalidStaticItem(1, type: nil, title: "Broken", problems: problems),
            TestApps.staticItem(2, type: "static.log", title: "Log Trail"),
        ])
        let menu = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["D1", "D2"]))

        #expect(menu.titles == ["Search", "Log Trail", "D1", "D2"])
        #expect(menu.notShown.count == 1)
        let hidden = try #require(menu.notShown.first)
        #expect(hidden.reason == .invalidStaticItem(problems))
        #expect(hidden.title == "Broken")
        #expect(hidden.type == nil)
        #expect(hidden.source.kind == .static)
        #expect(hidden.source.index == 1)
        #expect(hidden.source.location == SourceLocation(file: TestApps.infoPlist.file, line: 18))
    }

    @Test("Registering replaces the whole dynamic array: three, then one, leaves only the one")
    func registrationReplacesArray() throws {
        var device = Device()
        let id = device.install(TestApps.app(staticItems: TestApps.staticItems(["Search"])))
        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["A", "B", "C"]), for: id)
        let before = try device.menu(for: id, locale: "en", position: TestApps.topLeft)
        #expect(before.titles == ["Search", "A", "B", "C"])

        try device.registerShortcutItems(TestApps.dynamics(["Z"]), for: id)
        let after = try device.menu(for: id, locale: "en", position: TestApps.topLeft)

        #expect(after.titles == ["Search", "Z"])
        #expect(after.notShown.isEmpty)
        #expect(try device.installedApp(id).dynamicItems == TestApps.dynamics(["Z"]))
    }

    @Test("Registering an empty array removes every dynamic item")
    func registeringEmptyArrayClears() throws {
        var device = Device()
        let id = device.install(TestApps.app(staticItems: TestApps.staticItems(["Search"])))
        try device.launch(id)
        try device.registerShortcutItems(TestApps.dynamics(["A", "B"]), for: id)
        try device.registerShortcutItems([], for: id)

        let menu = try device.menu(for: id, locale: "en", position: TestApps.topLeft)
        #expect(menu.titles == ["Search"])
    }

    @Test("Shown items carry the userInfo and targetContentIdentifier the app will receive")
    func payloadCarried() throws {
        let staticPayload = ShortcutItem(
            type: "open", localizedTitle: "Open", userInfo: ["id": 7], targetContentIdentifier: "doc/7")
        let app = TestApps.app(staticItems: [
            StaticShortcutItem(index: 0, location: TestApps.infoPlist, content: .valid(staticPayload))
        ])
        let dynamicPayload = DynamicShortcutItem(
            item: ShortcutItem(
                type: "recent", localizedTitle: "Recent", userInfo: ["appVersion": "2.0"],
                targetContentIdentifier: "recent/1"))
        let menu = try TestApps.launchedMenu(app, dynamicItems: [dynamicPayload])
        #expect(menu.items.map(\.userInfo) == [["id": 7], ["appVersion": "2.0"]])
        #expect(menu.items.map(\.targetContentIdentifier) == ["doc/7", "recent/1"])
    }
}
