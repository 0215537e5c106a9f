import HomeScreen
import QuickActionKit
import Testing

@Suite("Choosing an item from the menu")
struct MenuChoiceTests {
    @Test("A menu without the app's items says there is nothing to choose, not an empty list")
    func nothingToChoose() throws {
        let menu = try MenuScenario(app: TestApps.app(staticItems: [])).menu()
        let error = try #require(throws: MenuChoiceError.self) { try menu.item(ofType: "x") }
        #expect(
            error.description
                == "x is not an item of the current menu; the menu shows none of the app's items, so there is nothing to choose"
        )
    }
}
