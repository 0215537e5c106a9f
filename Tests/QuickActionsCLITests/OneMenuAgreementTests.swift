import Foundation
import Testing

/// Issue 16: `menu` and `preview` draw one menu from one measurement, so they agree on what is cut and on what is
/// not shown, for every example app in every locale it provides. That `lint` judges the same cuts is checked on the
/// values themselves (`LintMenuAgreementTests`).
@Suite("menu and preview agree")
struct OneMenuAgreementTests {
    static let examples = ["Examples/Chirp", "Examples/Trailmix", "Examples/Brewlog"]

    /// The locales the app provides, as `menu --format json` of each says (the localization used).
    static func locales(of example: String) throws -> [String] {
        let json = try CommandRunner.run(["menu", example, "--format", "json"])
        let menu = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let region = try #require(menu?["locale"] as? String)
        // Every lproj and catalog localization the example ships.
        let folder = CommandRunner.packageRoot.appendingPathComponent(example).path
        let found =
            FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".lproj") }
            .map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            .filter { $0 != "Base" } ?? []
        return [region] + Set(found).subtracting([region]).sorted()
    }

    @Test("Every cut text and every hidden item is the same in menu and preview", arguments: examples)
    func agree(_ example: String) throws {
        for locale in try Self.locales(of: example) {
            let menu = try CommandRunner.run(["menu", example, "--locale", locale])
            #expect(menu.status == 0, "\(menu.standardError)")
            // One drawing: the text preview is the menu's text form, measured at the same size.
            let preview = try CommandRunner.run(["preview", example, "--locale", locale, "--format", "txt"])
            #expect(preview.status == 0, "\(preview.standardError)")
            #expect(preview.standardOutput == menu.standardOutput, "\(example) \(locale): menu and preview differ")
            // What is not shown: the same lines in the text menu as in its JSON (one composition).
            let json = try CommandRunner.run(["menu", example, "--locale", locale, "--format", "json"])
            let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let hidden = (decoded?["notShown"] as? [[String: Any]])?.count ?? 0
            #expect(menu.standardOutput.components(separatedBy: "\n  ✗ ").count - 1 == hidden, "\(example) \(locale)")
        }
    }
}
