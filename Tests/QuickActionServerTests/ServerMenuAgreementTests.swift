import AppProject
import Foundation
import HomeScreen
import Hummingbird
import QuickActionKit
import QuickActionPreview
import Testing

@testable import QuickActionServer

/// Issue 16: the served page reads the same menu as `menu`, `preview` and `lint` (which `OneMenuAgreementTests` ties
/// together): one composition on the simulated device and one measurement, for every example app in every locale it
/// provides. A server that composed or measured on its own (another phase, other dynamic items, another locale
/// policy) would fail here.
@Suite("serve agrees with the menu the tools compose")
struct ServerMenuAgreementTests {
    static let examples = ["Chirp", "Trailmix", "Brewlog"]

    @Test("What is cut and what is not shown is the same in the API as in the one menu", arguments: examples)
    func agree(_ example: String) async throws {
        let fixture = try ServerFixture(examples: [example])
        defer { fixture.remove() }
        let app = try ProjectReader().readApp(at: fixture.file(example).path)
        let id = Device.identifier(of: app)
        let measurer = try TextMeasurer()
        var expected: [String: (cuts: Set<String>, notShown: [String])] = [:]
        for localization in app.providedLocalizations {
            let locale = try #require(LocaleIdentifier(localization: localization))
            let menu = try MenuScenario(app: app, dynamicItems: app.dynamicItemsFromSource, locale: locale).menu()
            let layout = try MenuLayoutEngine(measurer: measurer).layout(menu)
            expected[locale.identifier] = (
                Set(layout.truncations.map { "\($0.field.rawValue) \($0.text) → \($0.shownText)" }),
                menu.notShown.map { "\($0.type ?? "") \($0.reason.code)" }
            )
        }
        #expect(expected.count > 1 || example == "Chirp", "each example but Chirp ships translations")
        // Not vacuous: the German trail title is cut, and Chirp drops two dynamic items.
        if example == "Trailmix" { #expect(expected["de"]?.cuts.contains { $0.contains("Wanderwege") } == true) }
        if example == "Chirp" { #expect(expected.values.allSatisfy { $0.notShown.count == 2 }) }
        let answers = expected
        try await fixture.test { client in
            for (locale, want) in answers {
                let response = try await client.execute(uri: "/api/apps/\(id)/menu?locale=\(locale)", method: .get)
                #expect(response.status == .ok, "\(example) \(locale)")
                let json = response.json
                let cuts = (json["truncations"] as? [[String: Any]] ?? []).map {
                    "\($0["field"] as? String ?? "") \($0["text"] as? String ?? "") → \($0["shownText"] as? String ?? "")"
                }
                let notShown = ((json["menu"] as? [String: Any])?["notShown"] as? [[String: Any]] ?? []).map {
                    "\($0["type"] as? String ?? "") \(($0["reason"] as? [String: Any])?["code"] as? String ?? "")"
                }
                #expect(Set(cuts) == want.cuts, "\(example) \(locale): the page cuts other texts")
                #expect(notShown == want.notShown, "\(example) \(locale): the page hides other items")
            }
        }
    }
}
