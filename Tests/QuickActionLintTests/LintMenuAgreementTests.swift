import AppProject
import Foundation
import QuickActionKit
import QuickActionPreview
import Testing

@testable import QuickActionLint

/// Issue 16 and 33: `lint` judges the menu `menu` and `preview` draw. The truncation rules' cuts are the
/// presenter's own `Truncation`s, compared as values (no wording parsed), for every example app in every locale it
/// is shown in.
@Suite("lint and the menu agree on what is cut")
struct LintMenuAgreementTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(
        "Every cut the truncation rules report is a cut of the presented menu in that locale",
        arguments: ["Chirp", "Trailmix", "Brewlog"])
    func agree(_ example: String) throws {
        let project = try ProjectReader().readProjectApp(at: Self.packageRoot + "/Examples/" + example)
        let measurer = try TextMeasurer()
        let context = try LintContext(app: project.app, sourceFacts: project.sourceFacts, measurer: measurer)
        let linted = (context.truncations(of: .title) + context.truncations(of: .subtitle)).map(\.truncation)
        let presenter = MenuPresenter(measurer: measurer)
        var presented: [LocaleIdentifier: Set<Truncation>] = [:]
        for locale in project.app.displayLocales {
            let menu = try presenter.present(project.app, MenuRequest(locale: locale), style: MenuStyle(textSize: .L))
            presented[locale] = Set(try #require(menu.layout).truncations)
        }
        for truncation in linted {
            #expect(
                presented[truncation.locale]?.contains(truncation) == true,
                "\(example): lint cuts \(truncation.text) in \(truncation.locale), the menu does not")
        }
        if example == "Trailmix" {
            // Not vacuous: the German “Wanderwege in der Umgebung” is cut in both.
            #expect(linted.contains { $0.locale == "de" && $0.text == "Wanderwege in der Umgebung" })
        }
    }
}
