import Foundation
import HomeScreen
import QuickActionKit
import Testing

@Suite("HomeScreenMenu JSON")
struct HomeScreenMenuJSONTests {
    private func menu() throws -> HomeScreenMenu {
        let app = TestApps.app(
            staticItems: [
                TestApps.staticItem(
                    0, type: "static.search", title: "Search", subtitle: "Trails", icon: .system(.search)),
                TestApps.invalidStaticItem(
                    1, type: nil, title: "Broken", problems: [.missingKey(InfoPlistKey.itemType)]),
                TestApps.staticItem(2, type: "static.blank", title: ""),
            ],
            tables: [TestApps.table("de", ["Search": "Suchen"])])
        return try TestApps.launchedMenu(
            app,
            dynamicItems: TestApps.dynamics(["D1", "D2", "D3", "D4"]),
            locale: "de", position: HomeScreenPosition(column: 4, row: 6))
    }

    /// The keys of every JSON object in pretty-printed output, object by object, in written order.
    private func keyLists(_ json: String) -> [[String]] {
        var finished: [[String]] = []
        var stack: [[String]?] = []
        for raw in json.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("}") || line.hasPrefix("]") {
                if let keys = stack.popLast(), let keys { finished.append(keys) }
            }
            if line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\""),
                line[line.index(after: end)...].hasPrefix(" :") || line[line.index(after: end)...].hasPrefix(":")
            {
                stack[stack.count - 1]?.append(String(line[line.index(after: line.startIndex)..<end]))
            }
            if line.hasSuffix("{") {
                stack.append([])
            } else if line.hasSuffix("[") {
                stack.append(nil)
            }
        }
        return finished
    }

    @Test("Encoding the same menu twice is byte-identical, also for a menu composed again")
    func encodingIsStable() throws {
        let first = try menu()
        let data = try first.jsonData()

        #expect(try first.jsonData() == data)
        #expect(try menu().jsonData() == data)
    }

    @Test("Every object's keys are sorted")
    func keysAreSorted() throws {
        let json = try #require(String(data: try menu().jsonData(), encoding: .utf8))
        let lists = keyLists(json)

        let topLevel = try #require(lists.last)
        #expect(
            topLevel == [
                "appName", "device", "items", "locale", "localization", "notShown", "origin", "phase", "placement",
                "systemItems",
            ])
        #expect(lists.count > 10)
        for keys in lists { #expect(keys == keys.sorted(), "unsorted keys \(keys)") }
    }

    @Test("The JSON decodes back to an equal menu")
    func roundTrips() throws {
        let app = TestApps.app(staticItems: TestApps.staticItems(["Search", "Log"]))
        let original = try TestApps.launchedMenu(app, dynamicItems: TestApps.dynamics(["D1", "D2", "D3"]))
        let decoded = try JSONDecoder().decode(HomeScreenMenu.self, from: try original.jsonData())

        #expect(decoded == original)
    }
}
