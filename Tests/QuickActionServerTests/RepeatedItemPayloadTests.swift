import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

@testable import QuickActionServer

/// Issue 14: an item the app makes in a loop over run-time values is marked in the page's payload, as in the text
/// and JSON menus.
@Suite("serve: repeated items in the menu payload")
struct RepeatedItemPayloadTests {
    @Test("A row for an item repeated at run time says so; the other rows do not")
    func repeatedRow() throws {
        var app = App(
            name: "Trailmix", infoPlist: SourceLocation(file: "Trailmix/Info.plist"),
            localizations: InfoPlistLocalizations(developmentRegion: "en"))
        let location = SourceLocation(file: "Trailmix/Shortcuts.swift", line: 3)
        app.dynamicItemsInSource = [
            DiscoveredShortcutItem(
                initializer: "UIApplicationShortcutItem", location: location, type: .literal("trail"),
                localizedTitle: .computed(expression: "trail.name"), isRepeated: true),
            DiscoveredShortcutItem(
                initializer: "UIApplicationShortcutItem", location: location, type: .literal("new"),
                localizedTitle: .literal("New Trail")),
        ]
        let menu = try MenuScenario(app: app, dynamicItems: app.dynamicItemsFromSource).menu()
        let layout = try MenuLayoutEngine(measurer: try TextMeasurer()).layout(menu)
        let payload = APIPayload.Layout(layout, menu: menu)
        let appRows = payload.rows.filter { $0.kind == "app" }
        #expect(appRows.map(\.isRepeatedAtRunTime) == [true, false])
    }
}
