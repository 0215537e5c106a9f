import PropertyBased
import QuickActionDispatch
import QuickActionKit
import Testing

@Suite("QuickActionCodec: actions to shortcut items and back")
struct QuickActionCodecTests {
    let codec = TestActions.codec
    let prefix = TestActions.typePrefix

    // MARK: Round trip

    @Test("Every case survives shortcutItem(for:title:) then action(from:)", arguments: TestActions.samples)
    func roundTrip(action: TestAction) throws {
        let item = try codec.shortcutItem(for: action, title: "Title")

        #expect(codec.action(from: item) == .success(action))
    }

    @Test(
        "Payload values at the edges of JSON and property lists survive the round trip",
        arguments: [
            TestAction.open(id: ""), .open(id: "true"), .open(id: "1"), .open(id: "{\"$date\": \"x\"}"),
            .open(id: "com.example.trailmix.compose"), .open(id: "Grüße 🏔️ \u{0}\n\"\\"),
            .search(query: "", limit: 0), .search(query: "x", limit: 1), .search(query: "x", limit: -1),
            .search(query: "5", limit: Int.max), .search(query: "false", limit: Int.min),
        ])
    func roundTripEdgeValues(action: TestAction) throws {
        let item = try codec.shortcutItem(for: action, title: "Title")

        #expect(codec.action(from: item) == .success(action))
    }

    @Test("Random payloads survive the round trip")
    func roundTripRandomPayloads() async {
        await propertyCheck(count: 300, input: Gen.latin1.string(of: 0...16), Gen.int()) { text, number in
            for action in [TestAction.open(id: text), .search(query: text, limit: number)] {
                let item = try codec.shortcutItem(for: action, title: text)
                #expect(codec.action(from: item) == .success(action), "\(action)")
            }
        }
    }

    // MARK: What the item holds

    @Test("The type is <prefix>.<case name>", arguments: TestActions.samples)
    func typeString(action: TestAction) throws {
        let expected = "\(prefix).\(TestActions.caseName(of: action))"

        #expect(try codec.type(of: action) == expected)
        #expect(try codec.shortcutItem(for: action, title: "Title").type == expected)
    }

    @Test("A case without values carries only the app version in userInfo")
    func userInfoWithoutValues() throws {
        let item = try codec.shortcutItem(for: .compose, title: "Compose")

        #expect(item.userInfo == [QuickActionUserInfoKey.appVersion: .string(TestActions.appVersion)])
    }

    @Test("A case with values carries the app version and its values under payload")
    func userInfoWithValues() throws {
        let open = try codec.shortcutItem(for: .open(id: "trail-42"), title: "Open")
        let search = try codec.shortcutItem(for: .search(query: "lakes", limit: 5), title: "Search")

        #expect(
            open.userInfo == [
                QuickActionUserInfoKey.appVersion: .string(TestActions.appVersion),
                QuickActionUserInfoKey.payload: .dictionary(["id": .string("trail-42")]),
            ])
        #expect(
            search.userInfo == [
                QuickActionUserInfoKey.appVersion: .string(TestActions.appVersion),
                QuickActionUserInfoKey.payload: .dictionary(["query": .string("lakes"), "limit": .integer(5)]),
            ])
    }

    @Test("Title, subtitle, icon and targetContentIdentifier pass through to the item")
    func presentationFields() throws {
        let item = try codec.shortcutItem(
            for: .open(id: "trail-42"), title: "Open Trail", subtitle: "Lake Loop", icon: .system(.markLocation),
            targetContentIdentifier: "trail/42")

        #expect(item.localizedTitle == "Open Trail")
        #expect(item.localizedSubtitle == "Lake Loop")
        #expect(item.icon == .system(.markLocation))
        #expect(item.targetContentIdentifier == "trail/42")
    }

    // MARK: Static items

    @Test("A static item (no userInfo) of a case without values decodes")
    func staticItemWithoutValues() {
        let item = ShortcutItem(type: "\(prefix).compose", localizedTitle: "Compose")

        #expect(codec.action(from: item) == .success(.compose))
    }

    @Test("A static item of a case with values has no payload to decode")
    func staticItemWithValues() {
        let item = ShortcutItem(type: "\(prefix).open", localizedTitle: "Open")

        guard case .failure(.undecodablePayload(let type, _)) = codec.action(from: item) else {
            Issue.record("expected undecodablePayload, got \(codec.action(from: item))")
            return
        }
        #expect(type == "\(prefix).open")
    }

    // MARK: Fallback reasons

    @Test("An item registered by another app version is registeredByOtherVersion", arguments: TestActions.samples)
    func otherVersion(action: TestAction) {
        let item = TestActions.itemOfPreviousVersion(for: action)

        #expect(codec.action(from: item) == .failure(.registeredByOtherVersion("1.0")))
    }

    @Test(
        "A type outside the prefix is unknownType",
        arguments: [
            "com.example.other.compose", "com.example.trailmixer.compose", "com.example.trailmix",
            "com.example.trailmix.", "compose", "", "COM.EXAMPLE.TRAILMIX.compose",
        ])
    func foreignPrefix(type: String) {
        let item = ShortcutItem(type: type, localizedTitle: "Compose")

        #expect(codec.action(from: item) == .failure(.unknownType(type)))
    }

    @Test(
        "A case name the app does not have is unknownType",
        arguments: ["delete", "Compose", "compose.extra", "open(id:)", "search "])
    func unknownCaseName(caseName: String) throws {
        var item = try codec.shortcutItem(for: .compose, title: "Compose")
        item.type = "\(prefix).\(caseName)"

        #expect(codec.action(from: item) == .failure(.unknownType(item.type)))
    }

    @Test(
        "A payload that does not fit the case is undecodablePayload",
        arguments: [
            ("search", PropertyListValue.dictionary(["query": .integer(5), "limit": .integer(5)])),
            ("search", .dictionary(["query": .string("lakes"), "limit": .string("five")])),
            ("search", .dictionary(["query": .string("lakes"), "limit": .real(2.5)])),
            ("search", .dictionary(["query": .string("lakes"), "limit": .real(1e30)])),
            ("search", .dictionary(["query": .string("lakes"), "limit": .real(.nan)])),
            ("search", .dictionary(["query": .string("lakes")])),
            ("open", .dictionary(["id": .bool(true)])),
            ("open", .dictionary(["id": .array([.string("trail-42")])])),
            ("open", .string("trail-42")),
            ("open", .array([.string("trail-42")])),
        ])
    func wrongPayload(caseName: String, payload: PropertyListValue) {
        let type = "\(prefix).\(caseName)"
        let item = ShortcutItem(
            type: type, localizedTitle: "Title",
            userInfo: [
                QuickActionUserInfoKey.appVersion: .string(TestActions.appVersion),
                QuickActionUserInfoKey.payload: payload,
            ])

        let result = codec.action(from: item)

        guard case .failure(.undecodablePayload(let reportedType, _)) = result else {
            Issue.record("\(type) with payload \(payload): expected undecodablePayload, got \(result)")
            return
        }
        #expect(reportedType == type)
    }

    @Test("A known case name is never unknownType, whatever values its payload holds")
    func knownCaseWithRandomPayload() async {
        let value = Gen.oneOf(
            Gen.int().map { PropertyListValue.integer($0) },
            Gen.double(in: -1e6...1e6).map { PropertyListValue.real($0) },
            Gen.bool.map { PropertyListValue.bool($0) },
            Gen.letterOrNumber.string(of: 0...6).map { PropertyListValue.string($0) })
        await propertyCheck(count: 300, input: value, value) { query, limit in
            let type = "\(prefix).search"
            let item = ShortcutItem(
                type: type, localizedTitle: "Search",
                userInfo: [
                    QuickActionUserInfoKey.appVersion: .string(TestActions.appVersion),
                    QuickActionUserInfoKey.payload: .dictionary(["query": query, "limit": limit]),
                ])

            switch codec.action(from: item) {
            case .success(.search(let decodedQuery, _)):
                #expect(query == .string(decodedQuery), "query \(query), limit \(limit)")
            case .failure(.undecodablePayload(let reportedType, _)):
                #expect(reportedType == type, "query \(query), limit \(limit)")
            case let other:
                Issue.record(
                    "query \(query), limit \(limit): expected the search action or undecodablePayload, got \(other)")
            }
        }
    }
}
